// Sri Lankan mobile numbers (docs/leads-and-widgets.md, "Sri Lankan numbers").
// We check the number's shape only; the operator is never inferred (numbers move between networks).

/** National significant number of a mobile line, from libphonenumber's LK metadata. */
const MOBILE_NSN = /^7(?:[0-25-8]\d|4[0-4])\d{6}$/;

/** Separators people type or paste: spaces (incl. no-break), dashes, dots, parentheses. */
const SEPARATORS = /[\s\u00a0\-\u2010-\u2015.()]/g;

/**
 * The national significant number (9 digits, starting with 7) from the forms people write:
 * `+94 77…`, `0094 77…`, `94 77…`, `077…`, and the `+94 (0)77…` form seen on business cards.
 * A bare `77 123 4567` is accepted too: no landline starts with 7, so it cannot be mistaken.
 */
function nationalNumber(input: string): string | null {
  const compact = input.replace(SEPARATORS, '');
  const match = /^(?:(?:\+|00)?94(?:0)?|0)?(\d{9})$/.exec(compact);
  return match ? match[1] : null;
}

/** Any accepted form → E.164 `+947XXXXXXXX`; anything else (landlines, 079, 0745, wrong length) → null. */
export function normalizeMobile(input: string): string | null {
  if (typeof input !== 'string') return null;
  const nsn = nationalNumber(input.trim());
  return nsn && MOBILE_NSN.test(nsn) ? `+94${nsn}` : null;
}

/** For display: `+94 77 123 4567`. Input that is not a mobile number comes back unchanged. */
export function formatMobile(e164: string): string {
  const normalized = normalizeMobile(e164);
  if (!normalized) return e164;
  const nsn = normalized.slice(3);
  return `+94 ${nsn.slice(0, 2)} ${nsn.slice(2, 5)} ${nsn.slice(5)}`;
}
