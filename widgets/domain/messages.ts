// Both languages' lead-form words together, for the server and for code that shows either
// language. A page that knows its language can import messages-si.ts or messages-en.ts alone.
import type { ErrorCode } from './errors';
import * as en from './messages-en';
import * as si from './messages-si';

export const validationMessages: { si: Record<ErrorCode, string>; en: Record<ErrorCode, string> } = {
  si: si.validationMessages,
  en: en.validationMessages,
};

export const consentText: { si: string; en: string } = { si: si.consentText, en: en.consentText };
export const marketingText: { si: string; en: string } = { si: si.marketingText, en: en.marketingText };

export function validationMessage(code: ErrorCode, lang: 'si' | 'en'): string {
  return validationMessages[lang][code];
}
