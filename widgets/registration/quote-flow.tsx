// The quote step's helpers as quote-first.tsx runs them (lazy: lazy-parts.ts): the request for the
// loan need as typed, the consent naming the chosen, the year a NIC gives, the check of the birth
// year against the age the quote rules accept, and the step's own look. Nothing here leaves the
// browser but the request, which carries no name, phone or NIC.
import type { Lang } from '../../common/lang';
import { ageFromBirthYear, QUOTE_AGE_MAX, QUOTE_AGE_MIN } from '../../common/quote-age';
import type { QuoteRequest } from '../../common/quotes';
import { getClientId } from '../../loader/identity';
import type { track } from '../services';
import type { ServedConsent } from './consent-api';
import type { QuoteCopy } from './quote-copy-si';
import type { QuoteFormats } from './quote-step';

/** What the step uses of the widget's own code, handed in by it: imported here, that code would
 * leave the widgets' first download for a shared file (lazy-parts.ts, widgets size budget). */
export interface QuoteKit extends QuoteFormats {
  track: typeof track;
  FormFieldControl: typeof import('./FormFieldControl').FormFieldControl;
}

/**
 * The request for the need as typed and the birth year given. The form asks only once these fields
 * passed the lead's checks (the same parsers read the request on the server, so "150,000" is 150000
 * on both sides, and the lead later matches its request). A request the server refuses (`400`)
 * means no quotes. (The lead's parsers are not imported here: this chunk would split them out of
 * the widgets' first download into a shared file, widgets size budget.)
 */
export function quoteRequestOf(values: Record<string, unknown>, birthYear: string, lang: Lang, clientId: string | undefined): QuoteRequest {
  const pick = (name: string) => values[name] as never;
  return {
    amount: pick('amount'),
    term_days: pick('term_days'),
    monthly_income: pick('monthly_income'),
    employment: pick('employment'),
    district: pick('district'),
    birth_year: Number(birthYear.trim()),
    lang,
    client_id: clientId,
  };
}

/** The consent naming `names` in `lang`, as the server words it for a lead from quotes. */
export const namingConsent = (consent: ServedConsent, lang: Lang, names: string[]) =>
  `${consent.wording![lang]} ${consent.lenders_sentence![lang]} ${names.join(', ')}.`;

/** The birth year a NIC gives (its first four digits, or 19 and its first two in the old nine-digit
 * form); undefined when it has neither form (the lead's own NIC check then speaks). */
export function nicBirthYear(nic: unknown): number | undefined {
  const m = /^(?:(\d{4})\d{8}|(\d{2})\d{7}[vx])$/i.exec(String(nic).replace(/\s/g, ''));
  return m ? Number(m[1] ?? `19${m[2]}`) : undefined;
}

/** What is wrong with the birth year typed, in the person's words (naming the field), or undefined:
 * four digits giving an age of 18–75 by this Colombo year, as the server checks it. */
export function birthYearError(typed: string, copy: QuoteCopy, now = new Date()): string | undefined {
  if (!/^\d{4}$/.test(typed.trim())) return copy.birthYearInvalid;
  const age = ageFromBirthYear(Number(typed.trim()), now);
  return age < QUOTE_AGE_MIN || age > QUOTE_AGE_MAX ? copy.birthYearAge(QUOTE_AGE_MIN, QUOTE_AGE_MAX) : undefined;
}

export function clientId(): string | undefined {
  try {
    return getClientId();
  } catch {
    return undefined; // no identity (cookies blocked): quotes are asked without it
  }
}

/** The step's own look, downloaded with it (the widgets' first download carries none of it). */
export const QUOTE_CSS =
  '.naya-quotes fieldset{border:0;padding:0;margin:0;display:grid;gap:12px;min-width:0}' +
  '.naya-quotes legend{font-weight:700;font-size:17px;padding:0;margin-bottom:4px}' +
  '.naya-quote{border:1px solid #c9d1d6;border-radius:var(--r);padding:12px;display:grid;gap:6px}' +
  '.naya-quote:has(input:checked){border-color:var(--a);box-shadow:0 0 0 1px var(--a)}' +
  '.naya-quote-head{display:flex;align-items:center}.naya-quote label{display:flex;flex-wrap:wrap;gap:6px;align-items:center}' +
  '.naya-quote dl{display:grid;grid-template-columns:auto auto;gap:2px 12px;margin:0;font-size:14px}' +
  '.naya-quote dd{margin:0;text-align:right;font-weight:600}' +
  '.naya-quote p{margin:0}' +
  '.naya-badge.naya-likely{background:#fff4d6;color:#6b4e00}.naya-badge.naya-published{background:#eceff1;color:#37474f}' +
  '.naya-quote-first{display:grid;gap:14px}';
