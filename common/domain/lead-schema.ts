// The lead (docs/leads-and-widgets.md, POST /api/leads) as zod schemas, built from the same field parsers
// (lead-rules.ts) that `validateLead` walks for the registration form and the server, so codes never
// depend on zod's wording.
// Each field is a zod schema; the lead walks them itself instead of `z.object`, whose object
// machinery (shape caching, compiled fast path) would add ~1.7 KB gzip to the registration widget
// on partner pages for a walk over twenty known keys. The types are still zod's object types.
import * as z from 'zod/mini';
import type * as core from 'zod/v4/core';
import type { District } from './districts';
import { isRefusal, type Parsed } from './lead-fields';
import { isRecord, leadParsers, type Employment, type LeadLang, type LeadSchemaOptions } from './lead-rules';
import { eachSubField } from '../utm';

// The limits and the parsers live in lead-rules.ts, validateLead in lead-validate.ts (no zod: the
// browser imports them).
export * from './lead-rules';

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

/** The fields of the lead: one zod schema each, named as in docs/leads-and-widgets.md. */
export function leadFields(options: LeadSchemaOptions = {}) {
  const p = leadParsers(options);
  return {
    full_name: field<string, string>(p.full_name),
    phone: field<string, string>(p.phone),
    nic: field<string, string>(p.nic),
    email: z.optional(field<string, string | undefined>(p.email)),
    amount: field<NumberInput, number>(p.amount),
    term_days: field<NumberInput, number>(p.term_days),
    monthly_income: field<NumberInput, number>(p.monthly_income),
    employment: field<Employment, Employment>(p.employment),
    district: field<District, District>(p.district),
    purpose: z.optional(field<string, string | undefined>(p.purpose)),
    consent: field<boolean, true>(p.consent),
    consent_version: field<string, string>(p.consent_version),
    marketing_opt_in: z.optional(field<boolean, boolean | undefined>(p.marketing_opt_in)),
    client_id: z.optional(field<string, string | undefined>(p.client_id)),
    session_id: z.optional(field<string, string | undefined>(p.session_id)),
    utm_source: z.optional(field<string, string | undefined>(p.utm_source)),
    utm_medium: z.optional(field<string, string | undefined>(p.utm_medium)),
    utm_campaign: z.optional(field<string, string | undefined>(p.utm_campaign)),
    utm_content: z.optional(field<string, string | undefined>(p.utm_content)),
    utm_term: z.optional(field<string, string | undefined>(p.utm_term)),
    provider: z.optional(field<NumberInput, number | undefined>(p.provider)),
    country: z.optional(field<NumberInput, number | undefined>(p.country)),
    ...eachSubField((f) => z.optional(field<string, string | undefined>(p[f]))),
    domain: z.optional(field<string, string | undefined>(p.domain)),
    page: z.optional(field<string, string | undefined>(p.page)),
    lang: z.optional(field<LeadLang, LeadLang | undefined>(p.lang)),
  };
}

export type LeadShape = ReturnType<typeof leadFields>;
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- zod's own spelling of "no extra keys"
type NoExtraKeys = {};
export type LeadInput = core.$InferObjectInput<LeadShape, NoExtraKeys>;
export type Lead = core.$InferObjectOutput<LeadShape, NoExtraKeys>;

/**
 * The lead schema: what `z.object(fields)` does, field by field in the documented order. Unknown keys
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
        for (const issue of result.error.issues)
          ctx.issues.push({ ...issue, path: [key, ...issue.path], input: input[key] } as core.$ZodRawIssue);
      } else if (key in input || result.data !== undefined) lead[key] = result.data;
    }
    return ctx.issues.length ? z.NEVER : (lead as Lead);
  });
}

export const leadSchema = makeLeadSchema();
/** A field of the lead, as named in docs/leads-and-widgets.md. */
export type LeadField = keyof Lead;
