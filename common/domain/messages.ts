// Every language's lead-form words together, for the server and for code that shows any
// language. A page that knows its language imports messages-si.ts, messages-en.ts or
// messages-ta.ts alone.
import type { Lang } from '../lang';
import type { ErrorCode } from './errors';
import * as en from './messages-en';
import * as si from './messages-si';
import * as ta from './messages-ta';

export const validationMessages: Record<Lang, Record<ErrorCode, string>> = {
  si: si.validationMessages,
  en: en.validationMessages,
  ta: ta.validationMessages,
};

export const consentText: Record<Lang, string> = { si: si.consentText, en: en.consentText, ta: ta.consentText };
export const marketingText: Record<Lang, string> = { si: si.marketingText, en: en.marketingText, ta: ta.marketingText };
