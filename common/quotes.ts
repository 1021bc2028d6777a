// Quotes (DESIGN "Quotes"; docs/lenders.md "Answering quote requests"): what a form sends to
// `POST /api/quotes` and what it gets back. The request's fields follow the lead's rules (the same
// parsers, the same refusal codes: common/domain/lead-rules.ts), plus `birth_year`, which must give
// an age of 18–75. No zod: the form's quote step may import this file without zod's core.
import { ageFromBirthYear, QUOTE_AGE_MAX, QUOTE_AGE_MIN } from './quote-age';
import { DEFAULT_LEAD_LANG, leadParsers, type Employment, type LeadLang, type LeadSchemaOptions } from './domain/lead-rules';
import { isRefusal, parseWholeNumber, type Parsed } from './domain/lead-fields';
import { isRecord } from './domain/lead-rules';
import type { District } from './domain/districts';
import type { ErrorCode } from './domain/errors';

export { ageFromBirthYear, QUOTE_AGE_MAX, QUOTE_AGE_MIN };
export const QUOTE_FIELDS = ['amount', 'term_days', 'monthly_income', 'employment', 'district', 'birth_year', 'lang', 'client_id'] as const;
export type QuoteField = (typeof QUOTE_FIELDS)[number];
/** The lead's codes, and `age_range` for a birth year that does not give an age of 18–75. */
export type QuoteRefusal = ErrorCode | 'age_range';

export interface QuoteRequest {
  amount: number;
  term_days: number;
  monthly_income: number;
  employment: Employment;
  district: District;
  birth_year: number;
  lang: LeadLang;
  client_id?: string;
}

export type QuoteValidation = { ok: true; request: QuoteRequest } | { ok: false; fields: Partial<Record<QuoteField, QuoteRefusal>> };

/** The quote request's fields, checked as the lead's are; unknown fields are dropped. */
export function validateQuoteRequest(value: unknown, now: Date, options?: LeadSchemaOptions): QuoteValidation {
  const input = isRecord(value) ? value : {};
  const lead = leadParsers(options);
  const thisYear = ageFromBirthYear(0, now);
  const parsers: Record<QuoteField, (v: unknown) => Parsed<unknown>> = {
    amount: lead.amount,
    term_days: lead.term_days,
    monthly_income: lead.monthly_income,
    employment: lead.employment,
    district: lead.district,
    birth_year: (v) => {
      const year = parseWholeNumber(v, 0, 9999, 'number_invalid');
      if (isRefusal(year)) return year;
      const age = thisYear - year;
      return age < QUOTE_AGE_MIN || age > QUOTE_AGE_MAX ? { refused: 'age_range' as ErrorCode } : year;
    },
    lang: lead.lang,
    client_id: lead.client_id,
  };
  const request: Record<string, unknown> = {};
  const fields: Partial<Record<QuoteField, QuoteRefusal>> = {};
  for (const key of QUOTE_FIELDS) {
    const result = parsers[key](input[key]);
    if (isRefusal(result)) fields[key] = result.refused;
    else if (result !== undefined) request[key] = result;
  }
  if (Object.keys(fields).length) return { ok: false, fields };
  return { ok: true, request: { lang: DEFAULT_LEAD_LANG, ...request } as QuoteRequest };
}

export type QuoteLabel = 'pre_approved' | 'likely' | 'published';

/** One offer in the answer of `POST /api/quotes`. Money in whole LKR; `apr` in percent. */
export interface Quote {
  quote_id: string;
  lender_id: string;
  lender: string;
  source: 'quote' | 'published';
  label: QuoteLabel;
  apr: number;
  monthly_payment: number;
  total_cost: number;
  amount: number;
  term_days: number;
  /** ISO 8601; null for a published offer. */
  valid_until: string | null;
  /** Of the similar applications this lender received, how many it approved; null below 30. */
  odds: { approved: number; of: number } | null;
}

export interface QuotesAnswer {
  quote_request_id: string;
  quotes: Quote[];
  /** Names of lenders asked that did not answer in time (late answers are not added later). */
  waiting: string[];
}
