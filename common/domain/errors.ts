// Stable, language-neutral refusal codes. The server returns them in `error.fields`, the form
// shows `validationMessages[lang][code]` under the field. Add codes; never rename one.

export const ERROR_CODES = [
  'required',
  'invalid',
  'too_short',
  'too_long',
  'phone_invalid',
  'nic_invalid',
  'nic_birthdate',
  'email_invalid',
  'number_invalid',
  'whole_number',
  'amount_range',
  'term_range',
  'income_range',
  'employment_invalid',
  'district_invalid',
  'consent_required',
  'consent_version',
  'uuid_invalid',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}
