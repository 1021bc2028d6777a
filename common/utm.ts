// The attribution fields a page's URL may carry: the loader keeps them, events and push tokens
// send them, and the server stores exactly these columns.
export const UTM_FIELDS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'] as const;
export type UtmField = (typeof UTM_FIELDS)[number];
