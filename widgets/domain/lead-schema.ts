// The lead (DESIGN.md lead table, POST /api/leads): ONE schema for the registration form and the
// server. Every field goes through a parser in lead-fields.ts that decides its refusal code, so
// `validateLead` answers `{ field: code }` with codes that never depend on zod's wording.
// Each field is a zod schema; the lead walks them itself instead of `z.object`, whose object
// machinery (shape caching, compiled fast path) would add ~1.7 KB gzip to the registration widget
// on partner pages for a walk over twenty known keys. The types are still zod's object types.
import { DEFAULT_LANG, LANGS, type Lang } from '../../common/lang';
import * as z from 'zod/mini';
import type * as core from 'zod/v4/core';
import { DISTRICTS, type District } from './districts';
import type { ErrorCode } from './errors';
import {
  isRefusal,
  parseChoice,
  parseEmail,
  parseNic,
  parseOptionalBoolean,
  parseOptionalText,
  parseOptionalUuid,
  parsePhone,
  parseText,
  parseWholeNumber,
  type Parsed,
} from './lead-fields';

/** The consent text's version (messages.ts consentText); a lead stores the version it agreed to.
 * '2026-11-23.1': the Tamil wording was added (si and en unchanged since '2026-11-01.2'). */
export const CONSENT_VERSION = '2026-11-23.1';

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

/** A zod field from a parser: `I` is what callers may send (the form's types), the output is clean. */
function field<I, O>(parse: (input: unknown) => Parsed<O>) {
  return z.transform<I, O>((input, ctx) => {
    const result = parse(input);
    if (!isRefusal(result)) return result;
    ctx.issues.push({ code: 'custom', message: result.refused, input });
    return z.NEVER;
  });
}

type NumberInput = number | string;

/** The fields of the lead: one zod schema each, named as in DESIGN.md. */
export function leadFields(options: LeadSchemaOptions = {}) {
  const amountMin = options.amountMin ?? AMOUNT_MIN;
  const amountMax = options.amountMax ?? AMOUNT_MAX;
  const optionalText = (max: number) => z.optional(field<string, string | undefined>((v) => parseOptionalText(v, max)));
  return {
    full_name: field<string, string>((v) => parseText(v, FULL_NAME_MIN, FULL_NAME_MAX)),
    phone: field<string, string>(parsePhone),
    nic: field<string, string>(parseNic),
    email: z.optional(field<string, string | undefined>(parseEmail)),
    amount: field<NumberInput, number>((v) => parseWholeNumber(v, amountMin, amountMax, 'amount_range')),
    term_days: field<NumberInput, number>((v) => parseWholeNumber(v, TERM_MIN_DAYS, TERM_MAX_DAYS, 'term_range')),
    monthly_income: field<NumberInput, number>((v) => parseWholeNumber(v, 0, Number.MAX_SAFE_INTEGER, 'income_range')),
    employment: field<Employment, Employment>((v) => parseChoice(v, EMPLOYMENTS, 'employment_invalid')),
    district: field<District, District>((v) => parseChoice(v, DISTRICTS, 'district_invalid')),
    purpose: optionalText(PURPOSE_MAX),
    consent: field<boolean, true>((v) => (v === true ? true : { refused: 'consent_required' })),
    consent_version: field<string, typeof CONSENT_VERSION>((v) =>
      v === CONSENT_VERSION ? CONSENT_VERSION : { refused: 'consent_version' },
    ),
    marketing_opt_in: z.optional(field<boolean, boolean | undefined>(parseOptionalBoolean)),
    client_id: z.optional(field<string, string | undefined>(parseOptionalUuid)),
    session_id: z.optional(field<string, string | undefined>(parseOptionalUuid)),
    utm_source: optionalText(UTM_MAX),
    utm_medium: optionalText(UTM_MAX),
    utm_campaign: optionalText(UTM_MAX),
    utm_content: optionalText(UTM_MAX),
    utm_term: optionalText(UTM_MAX),
    // Attribution (filled in by the widget): which partner page sent the lead, so it can be paid.
    provider: z.optional(field<NumberInput, number | undefined>(parseOptionalId)),
    country: z.optional(field<NumberInput, number | undefined>(parseOptionalId)),
    domain: optionalText(DOMAIN_MAX),
    page: z.optional(field<string, string | undefined>(parsePagePath)),
    lang: z.optional(field<LeadLang, LeadLang | undefined>((v) => (v === undefined || v === null || v === '' ? undefined : parseChoice(v, LEAD_LANGS, 'invalid')))),
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

export type LeadShape = ReturnType<typeof leadFields>;
export type LeadInput = core.$InferObjectInput<LeadShape, {}>;
export type Lead = core.$InferObjectOutput<LeadShape, {}>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The lead schema: what `z.object(fields)` does, field by field in DESIGN.md order. Unknown keys
 * are dropped; an optional key that was not sent stays out of the result; a value that is not an
 * object is refused as `z.object` refuses it (`invalid_type`).
 */
export function makeLeadSchema(options: LeadSchemaOptions = {}) {
  const fields = leadFields(options);
  const keys = Object.keys(fields) as (keyof LeadShape)[];
  return z.transform<LeadInput, Lead>((input, ctx) => {
    if (!isRecord(input)) {
      ctx.issues.push({ code: 'invalid_type', expected: 'object', input });
      return z.NEVER;
    }
    const lead: Record<string, unknown> = {};
    for (const key of keys) {
      const result = fields[key].safeParse(input[key]);
      if (!result.success) {
        for (const issue of result.error.issues) ctx.issues.push({ ...issue, path: [key, ...issue.path], input: input[key] } as core.$ZodRawIssue);
      } else if (key in input || result.data !== undefined) lead[key] = result.data;
    }
    return ctx.issues.length ? z.NEVER : (lead as Lead);
  });
}

export const leadSchema = makeLeadSchema();
export type LeadSchema = typeof leadSchema;
/** A field of the lead, as named in DESIGN.md. */
export type LeadField = keyof Lead;

export type LeadValidation = { ok: true; lead: Lead } | { ok: false; fields: Partial<Record<LeadField, ErrorCode>> };

/** Optional keys whose parser said "absent" are dropped, so `'email' in lead` means one was given. */
function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

const schemas = new Map<string, LeadSchema>();

/** The server validates every request with its configured range: build each schema once. */
function schemaFor(options: LeadSchemaOptions): LeadSchema {
  const key = `${options.amountMin ?? AMOUNT_MIN}:${options.amountMax ?? AMOUNT_MAX}`;
  let schema = schemas.get(key);
  if (!schema) schemas.set(key, (schema = makeLeadSchema(options)));
  return schema;
}

/** Parse a lead; on refusal, the first problem of each field as a code. Unknown fields are dropped. */
export function validateLead(value: unknown, options?: LeadSchemaOptions): LeadValidation {
  const schema = options ? schemaFor(options) : leadSchema;
  // Not an object (null, an array, a string): every required field is simply missing.
  const input = isRecord(value) ? value : {};
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, lead: withoutUndefined(result.data) };
  const fields: Partial<Record<LeadField, ErrorCode>> = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0] as LeadField;
    fields[key] ??= issue.message as ErrorCode;
  }
  return { ok: false, fields };
}
