// The attribution fields a page's URL may carry: the loader keeps them, events and push tokens
// send them, and the server stores exactly these columns.
export const UTM_FIELDS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'] as const;

/** The partner's own sub-IDs (`nayaConfig.sub1`… or the page URL's `?sub1=`): events, the lead,
 * partner figures and postbacks carry them. Each is up to 64 of `A-Z a-z 0-9 . _ -`. */
export const SUB_FIELDS = ['sub1', 'sub2', 'sub3', 'sub4', 'sub5'] as const;
export const SUB_ID = /^[\w.-]{1,64}$/;
export type SubField = (typeof SUB_FIELDS)[number];

/** `{sub1: …, sub5: …}`: each sub-ID field with its value (`n` counts from 1). */
export const eachSubField = <T>(value: (field: SubField, n: number) => T): Record<SubField, T> =>
  Object.fromEntries(SUB_FIELDS.map((field, i) => [field, value(field, i + 1)])) as Record<SubField, T>;
