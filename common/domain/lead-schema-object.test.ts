// makeLeadSchema walks the field schemas itself instead of using z.object (to keep the registration
// widget small). It must answer exactly as `z.object(leadFields())` would, on any input.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { CONSENT_VERSION, leadFields, makeLeadSchema, type LeadSchemaOptions } from './lead-schema';
import { validateLead } from './lead-validate';
import { VALID_LEAD as VALID } from './test-leads';

/** success + data, or the issues as (path, code, message): what a caller can observe. */
function outcome(
  schema: { safeParse(v: unknown): { success: boolean; data?: unknown; error?: { issues: z.core.$ZodIssue[] } } },
  value: unknown,
) {
  const result = schema.safeParse(value);
  return result.success
    ? { ok: true, data: result.data, keys: Object.keys(result.data as object) }
    : { ok: false, issues: result.error!.issues.map((i) => [i.path.join('.'), i.code, i.message]) };
}

const ours = makeLeadSchema();
const zodObject = z.object(leadFields());

describe('makeLeadSchema is z.object(leadFields())', () => {
  it.each([
    ['a valid lead', VALID],
    ['a valid lead with unknown and empty optional fields', { ...VALID, is_admin: true, email: '', purpose: '  ', utm_source: 'fb' }],
    ['an empty object', {}],
    ['several bad fields', { ...VALID, phone: '123', amount: 'x', district: '', consent: 'true' }],
  ])('same answer for %s', (_, value) => {
    expect(outcome(ours, value)).toEqual(outcome(zodObject, value));
  });

  it.each([null, undefined, 'lead', 42, [VALID]])('refuses %j like z.object (invalid_type)', (value) => {
    const ourIssues = outcome(ours, value).issues!;
    expect(ourIssues.map(([path, code]) => [path, code])).toEqual(outcome(zodObject, value).issues!.map(([path, code]) => [path, code]));
  });

  it('same answer on random leads', () => {
    const keys = [...Object.keys(leadFields()), 'extra'];
    const anyValue = fc.oneof(
      fc.string(),
      fc.constantFrom('', ' ', '0712345678', '199012345678', '50,000', 'Colombo', 'salaried', CONSENT_VERSION, 'a@b.lk'),
      fc.integer({ min: -10, max: 2_000_000 }),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.constant(undefined),
    );
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...keys), anyValue, { maxKeys: 6 }), fc.boolean(), (patch, fromValid) => {
        const value = fromValid ? { ...VALID, ...patch } : patch;
        expect(outcome(ours, value)).toEqual(outcome(zodObject, value));
      }),
      { numRuns: 1500 },
    );
  });
});

/** What validateLead must answer, read off z.object: the lead without absent optional keys, or
 * each refused field's first code. */
function zodAnswer(value: unknown, options?: LeadSchemaOptions) {
  const input = typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {};
  const result = z.object(leadFields(options)).safeParse(input);
  if (result.success) return { ok: true, lead: Object.fromEntries(Object.entries(result.data).filter(([, v]) => v !== undefined)) };
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[String(issue.path[0])] ??= issue.message;
  return { ok: false, fields };
}

// The browser's validateLead (lead-rules.ts) walks the field parsers without zod, so partner pages
// never download zod: it must answer as the zod schema does.
describe('validateLead without zod answers as z.object(leadFields())', () => {
  it.each([
    ['a valid lead', VALID],
    ['unknown and empty optional fields', { ...VALID, is_admin: true, email: '', purpose: '  ', utm_source: 'fb', page: '/loans?nic=1' }],
    ['an empty object', {}],
    ['not an object', 'lead'],
    ['several bad fields', { ...VALID, phone: '123', amount: 'x', district: '', consent: 'true' }],
  ])('%s', (_, value) => {
    expect(validateLead(value)).toEqual(zodAnswer(value));
    expect(validateLead(value, { amountMin: 20_000, amountMax: 50_000 })).toEqual(
      zodAnswer(value, { amountMin: 20_000, amountMax: 50_000 }),
    );
  });

  it('on random leads', () => {
    const keys = [...Object.keys(leadFields()), 'extra'];
    const anyValue = fc.oneof(
      fc.string(),
      fc.constantFrom(
        '',
        ' ',
        '0712345678',
        '199012345678',
        '50,000',
        'Colombo',
        'salaried',
        'ta',
        '12',
        '/p?q#h',
        CONSENT_VERSION,
        'a@b.lk',
      ),
      fc.integer({ min: -10, max: 2_000_000 }),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.constant(undefined),
    );
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...keys), anyValue, { maxKeys: 6 }), fc.boolean(), (patch, fromValid) => {
        const value = fromValid ? { ...VALID, ...patch } : patch;
        expect(validateLead(value)).toEqual(zodAnswer(value));
      }),
      { numRuns: 1500 },
    );
  });
});
