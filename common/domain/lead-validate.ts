// validateLead: the walk over the lead's parsers (lead-rules.ts) that the registration form and the
// server both run. Its own file so the rules need no type of the zod schema (lead-schema.ts), which
// is built on them: the import graph points one way (tests/unit/import-cycles.test.ts).
import type { ErrorCode } from './errors';
import { isRefusal } from './lead-fields';
import { isRecord, leadParsers, type LeadSchemaOptions } from './lead-rules';
import type { Lead, LeadField } from './lead-schema';

export type LeadValidation = { ok: true; lead: Lead } | { ok: false; fields: Partial<Record<LeadField, ErrorCode>> };

/**
 * Parse a lead; on refusal, each refused field's code. Unknown fields are dropped, and so are
 * optional ones that came out absent (`'email' in lead` means one was given). Not an object
 * (null, an array, a string): every required field is simply missing.
 */
export function validateLead(value: unknown, options?: LeadSchemaOptions): LeadValidation {
  const input = isRecord(value) ? value : {};
  const lead: Record<string, unknown> = {};
  const fields: Partial<Record<LeadField, ErrorCode>> = {};
  for (const [key, parse] of Object.entries(leadParsers(options))) {
    const result = parse(input[key]);
    if (isRefusal(result)) fields[key as LeadField] = result.refused;
    else if (result !== undefined) lead[key] = result;
  }
  return Object.keys(fields).length ? { ok: false, fields } : { ok: true, lead: lead as Lead };
}
