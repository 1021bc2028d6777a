// PostgreSQL text cannot hold NUL, and jsonb refuses NUL and unpaired UTF-16 surrogates (which
// JSON.stringify writes as \u0000 and \udXXX escapes). One such character in a field must not
// fail the write with a 500 — nor, through the group commit, every event batched with it — so it
// is stored as U+FFFD, as a UTF-8 encoder would store a lone surrogate.

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** `text` with NUL and lone surrogates replaced by U+FFFD. */
export const storableText = (text: string): string => text.replace(/\0/g, '\uFFFD').replace(LONE_SURROGATE, '\uFFFD');

/** JSON text from JSON.stringify with its \u0000 and lone-surrogate escapes made U+FFFD (an even
 * run of backslashes before `u` is an escaped backslash, not an escape). No recursion, so a
 * deeply nested value costs nothing extra. */
export const storableJson = (json: string): string => json.replace(/(?<!\\)((?:\\\\)*)\\u(?:0000|d[89a-f][0-9a-f]{2})/g, '$1\\ufffd');

/** Every key and value of a flat string record through storableText. */
export const storableFields = (fields: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [storableText(k), storableText(v)]));
