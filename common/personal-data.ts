// Lead data (name, phone, NIC, e-mail, income) never lands in analytics events. The one list of
// personal keys, used by the loader (before sending) and the server (before storing, at any depth),
// and the masks of values that look like a Sri Lankan mobile number or NIC wherever they appear.

/**
 * A key is personal when it contains a personal word, in any case and spelling: `phone`, `Phone`,
 * `phoneNumber`, `mobile_no`, `nic_number`, `monthlyIncome`, `e-mail`, `userEmail`, `address`,
 * `date_of_birth`… `name` only bare or with a person's qualifier (`name`, `full_name`, `FirstName`,
 * `customer_name`), so `offer_name` or `event_name` stay. Matching inside words (`clinic`) drops an
 * innocent key now and then; that costs a statistic, never a leak, and keeps the loader small.
 */
const PERSONAL_KEY =
  /phone|mobile|msisdn|nic|mail|income|salary|address|passport|birth|^((full|first|last|sur|user|customer)[^a-z]?)?name$/i;

/** Whether `key` names personal data. */
export const isPersonalKey = (key: string): boolean => PERSONAL_KEY.test(key);

/** +94 7X XXX XXXX, 0094…, 07X XXX XXXX, 7XXXXXXXX (libphonenumber's mobile ranges start with 7);
 * digits may be split by spaces, dots, dashes or URL-encoded spaces, as people and forms write them.
 * Literals only in this file: the loader imports its key test, and a literal is dropped when unused. */
const MOBILE = /(?<![\dA-Za-z])(?:(?:\+|%2B|00)?94(?:[\s.-]|%20)*|0(?:[\s.-]|%20)*)?7(?:(?:[\s.-]|%20)*\d){8}(?!\d)/gi;
/** Old NIC: nine digits and V or X; new NIC: twelve digits starting with the birth year (19xx/20xx). */
const NIC = /(?<![\dA-Za-z])(?:\d{9}[VX]|(?:19|20)\d{10})(?![\dA-Za-z])/gi;

export const MASKED_PHONE = '[phone]';
export const MASKED_NIC = '[nic]';

/** Whether `text` holds nine digits, as every mobile number and NIC does: most event strings do
 * not, and counting is cheaper than the masks' searches. */
function hasNineDigits(text: string): boolean {
  let digits = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57 && ++digits === 9) return true;
  }
  return false;
}

/** A UUID: the ids we and partners give leads, visitors, clicks and offers. Its groups may run like
 * a mobile number ("…-7123-4567-8abc-…" is 7 and eight digits split by dashes), but it is never
 * one a person wrote: masking it broke the id (a lead's offer click no longer named the lead). */
const UUID = /[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}/gi;

const maskRun = (text: string): string => text.replace(NIC, MASKED_NIC).replace(MOBILE, MASKED_PHONE);

/** `text` with every mobile number and NIC replaced by a marker; UUIDs are kept whole (the text
 * around them is masked on its own, so a number written right beside one is masked too). */
export function maskPersonalText(text: string): string {
  if (!hasNineDigits(text)) return text;
  let masked = '';
  let at = 0;
  for (const id of text.matchAll(UUID)) {
    masked += maskRun(text.slice(at, id.index)) + id[0];
    at = id.index + id[0].length;
  }
  return masked + maskRun(text.slice(at));
}

/**
 * A copy of a parsed JSON value without personal keys at any depth and with personal-looking
 * strings masked (keys too). Recursive: call it on values whose depth is already capped.
 */
export function withoutPersonalData(value: unknown): unknown {
  if (typeof value === 'string') return maskPersonalText(value);
  if (!value || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(withoutPersonalData);
  // fromEntries defines each key as data, so a `__proto__` key stays a key
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !isPersonalKey(key))
      .map(([key, item]) => [maskPersonalText(key), withoutPersonalData(item)]),
  );
}

/** An address without its query string and fragment (they carry form fields and tokens). */
export const withoutQuery = (url: string): string => url.replace(/[?#][\s\S]*$/, '');
