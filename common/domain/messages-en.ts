// The lead form's words in English: one message per refusal code (shown under the field) and
// the consent texts. One file per language so a page loads only its own.
// Changing the consent text means a new CONSENT_VERSION (lead-schema.ts).
import type { ErrorCode } from './errors';

export const validationMessages: Record<ErrorCode, string> = {
  required: 'Please fill in this field.',
  invalid: 'This value is not valid. Please check it and try again.',
  too_short: 'Please enter your full name (at least 2 letters).',
  too_long: 'This is too long. Please shorten it.',
  phone_invalid: 'Enter a Sri Lankan mobile number, for example 077 123 4567.',
  nic_invalid: 'Enter your NIC number: 9 digits and V or X (for example 853400937V), or the 12-digit new number.',
  nic_birthdate: 'The birth date in this NIC number cannot be accepted. Please check the number.',
  email_invalid: 'Enter a valid email address, for example name@example.com, or leave it empty.',
  number_invalid: 'Please enter a number, using digits only.',
  whole_number: 'Please enter a whole number, without decimals.',
  amount_range: 'Please choose a loan amount within the range shown.',
  term_range: 'Please choose a loan term from 7 days to 5 years.',
  income_range: 'Please enter your monthly income in rupees (0 or more).',
  employment_invalid: 'Please choose your type of employment.',
  district_invalid: 'Please choose your district from the list.',
  consent_required: 'To send your application, please agree to share your details with the lenders named in the consent.',
  consent_version: 'The consent wording has been updated. Please reload the page, read it and agree again.',
  uuid_invalid: 'Something went wrong on this page. Please reload it and try again.',
};

/** Consent for CONSENT_VERSION (Personal Data Protection Act No. 9 of 2022): one purpose, the rights stated plainly. */
export const consentText =
  'I agree that Naya may share the details in this application with the licensed lenders named in this consent. ' +
  'They may use them only to assess my loan request and to contact me about it. ' +
  'I give this consent under the Personal Data Protection Act No. 9 of 2022. ' +
  'I know that I may ask to access, correct or erase my data, and withdraw this consent at any time, as the privacy policy explains.';

/** Marketing is a separate, optional consent (PDPA): unticked by default, never required. */
export const marketingText =
  'Send me browser notifications about new loan offers and promotions. ' +
  'This is optional and does not affect my application. I can stop them at any time.';
