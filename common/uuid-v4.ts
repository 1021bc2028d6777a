// The visitor and session ids are version-4 UUIDs, with or without hyphens (docs/identity-and-events.md,
// "Visitor and session"). The loader
// checks the cookies it reads with this; the server checks the `client_id` it re-issues.
// `(-?)` and its back-references `\1`: hyphens all present or all absent.
const V4 = /^[0-9a-f]{8}(-?)[0-9a-f]{4}\1[4][0-9a-f]{3}\1[89ab][0-9a-f]{3}\1[0-9a-f]{12}$/i;

/** A version-4 UUID, with or without hyphens. */
export const isUuidV4 = (value: unknown): value is string => typeof value === 'string' && V4.test(value);
