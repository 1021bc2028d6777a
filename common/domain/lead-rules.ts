// The lead's rules without zod: its limits, one parser per field (lead-fields.ts decides each
// refusal code) and `validateLead`, the walk over them that the registration form and the server
// both run. lead-schema.ts wraps the same parsers in zod schemas for the lead's types and for
// callers that want a schema. The browser imports this file only: zod/mini's core (~5 KB gzip)
// stays off partner pages. lead-schema-object.test.ts checks that both answer alike on any input.
import { DEFAULT_LANG, LANGS, type Lang } from '../lang';
import { DISTRICTS } from './districts';
import {
  parseChoice,
  parseEmail,
  parseNic,
  parseOptionalBoolean,
  parseOptionalSubId,
  parseOptionalText,
  parseOptionalUuid,
  parsePhone,
  parseText,
  parseWholeNumber,
  type Parsed,
} from './lead-fields';
import { eachSubField } from '../utm';

/** The consent text's version (messages.ts consentText); a lead stores the version it agreed to.
 * '2026-11-23.1': the Tamil wording was added (si and en unchanged since '2026-11-01.2').
 * '2026-11-28.1': the lenders are those named in the consent (not "listed on this page"), marketing
 * is by browser notification (not "SMS or email", which we never send), Tamil says நான். The
 * server's version (GET /api/consent) adds the lenders it names; the server checks a lead's
 * version against its history of versions (docs/lenders.md "Consent"), the form only that one came. */
export const CONSENT_VERSION = '2026-11-28.1';

export const CONSENT_VERSION_MAX = 100;

export const AMOUNT_MIN = 5_000;
export const AMOUNT_MAX = 1_000_000;
export const TERM_MIN_DAYS = 7;
export const TERM_MAX_DAYS = 1_825;
export const FULL_NAME_MIN = 2;
export const FULL_NAME_MAX = 100;
export const PURPOSE_MAX = 200;
export const UTM_MAX = 200;

export const DOMAIN_MAX = 253;
export const PAGE_MAX = 2000;
const ID_MAX = 2_147_483_647; // a PostgreSQL integer

/** Languages a lead can be written to in (SMS, push): the product's (common/lang.ts); `si` when the
 * form did not say. */
export const LEAD_LANGS = LANGS;
export type LeadLang = Lang;
export const DEFAULT_LEAD_LANG: LeadLang = DEFAULT_LANG;

export const EMPLOYMENTS = ['salaried', 'self_employed', 'business', 'pensioner', 'other'] as const;
export type Employment = (typeof EMPLOYMENTS)[number];

export type LeadSchemaOptions = { amountMin?: number; amountMax?: number };

/**
 * The parser of each lead field, named and ordered as in docs/leads-and-widgets.md. An optional field's parser
 * answers `undefined` for a missing value (what `z.optional` does before calling it).
 */
export function leadParsers(options: LeadSchemaOptions = {}) {
  const amountMin = options.amountMin ?? AMOUNT_MIN;
  const amountMax = options.amountMax ?? AMOUNT_MAX;
  const optionalText = (max: number) => (v: unknown) => parseOptionalText(v, max);
  return {
    full_name: (v: unknown) => parseText(v, FULL_NAME_MIN, FULL_NAME_MAX),
    phone: parsePhone,
    nic: parseNic,
    email: parseEmail,
    amount: (v: unknown) => parseWholeNumber(v, amountMin, amountMax, 'amount_range'),
    term_days: (v: unknown) => parseWholeNumber(v, TERM_MIN_DAYS, TERM_MAX_DAYS, 'term_range'),
    monthly_income: (v: unknown) => parseWholeNumber(v, 0, Number.MAX_SAFE_INTEGER, 'income_range'),
    employment: (v: unknown) => parseChoice(v, EMPLOYMENTS, 'employment_invalid'),
    district: (v: unknown) => parseChoice(v, DISTRICTS, 'district_invalid'),
    purpose: optionalText(PURPOSE_MAX),
    consent: (v: unknown): Parsed<true> => (v === true ? true : { refused: 'consent_required' }),
    consent_version: (v: unknown): Parsed<string> =>
      typeof v === 'string' && v.length > 0 && v.length <= CONSENT_VERSION_MAX ? v : { refused: 'consent_version' },
    marketing_opt_in: parseOptionalBoolean,
    client_id: parseOptionalUuid,
    session_id: parseOptionalUuid,
    utm_source: optionalText(UTM_MAX),
    utm_medium: optionalText(UTM_MAX),
    utm_campaign: optionalText(UTM_MAX),
    utm_content: optionalText(UTM_MAX),
    utm_term: optionalText(UTM_MAX),
    // Attribution (filled in by the widget): which partner page sent the lead, so it can be paid.
    provider: parseOptionalId,
    country: parseOptionalId,
    ...eachSubField(() => parseOptionalSubId),
    domain: optionalText(DOMAIN_MAX),
    page: parsePagePath,
    lang: (v: unknown) => (v === undefined || v === null || v === '' ? undefined : parseChoice(v, LEAD_LANGS, 'invalid')),
  };
}

/** A partner or country id: a whole number when given. */
function parseOptionalId(input: unknown): Parsed<number | undefined> {
  return input === undefined || input === null || input === '' ? undefined : parseWholeNumber(input, 0, ID_MAX, 'invalid');
}

/** The page's path only: a query string can carry a visitor's data, so it is cut off here too. */
function parsePagePath(input: unknown): Parsed<string | undefined> {
  const text = parseOptionalText(input, PAGE_MAX);
  return typeof text === 'string' ? text.split(/[?#]/)[0] || undefined : text;
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
