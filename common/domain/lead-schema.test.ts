import { describe, expect, it } from 'vitest';
import { leadSchema, makeLeadSchema, type LeadInput } from './lead-schema';
import { validateLead } from './lead-validate';
import { VALID_LEAD as VALID } from './test-leads';

const refusal = (patch: Record<string, unknown>, options?: Parameters<typeof validateLead>[1]) => {
  const result = validateLead({ ...VALID, ...patch }, options);
  return result.ok ? null : result.fields;
};

describe('validateLead accepts a good lead', () => {
  it('normalizes phone, NIC and name', () => {
    const result = validateLead({ ...VALID, full_name: '  Nimali   Perera ' });
    expect(result).toEqual({
      ok: true,
      lead: {
        ...VALID,
        full_name: 'Nimali Perera',
        phone: '+94771234567',
        nic: '198584000937',
      },
    });
  });

  it('takes numbers as numeric strings, with thousands separators', () => {
    const result = validateLead({ ...VALID, amount: '50,000', term_days: ' 90 ', monthly_income: '1,25,000' });
    expect(result.ok && [result.lead.amount, result.lead.term_days, result.lead.monthly_income]).toEqual([50000, 90, 125000]);
  });

  it('strips unknown fields instead of failing', () => {
    const result = validateLead({ ...VALID, is_admin: true, lead_id: 'x' });
    expect(result.ok && Object.keys(result.lead)).toEqual(Object.keys(VALID));
  });

  it('treats empty optional strings as absent', () => {
    const result = validateLead({ ...VALID, email: '', purpose: '  ', utm_source: '', client_id: '' });
    expect(result).toEqual({ ok: true, lead: { ...VALID, phone: '+94771234567', nic: '198584000937' } });
  });

  it('keeps the optional fields it is given', () => {
    const optional = {
      email: ' nimali@example.lk ',
      purpose: 'Three-wheeler repair',
      marketing_opt_in: false,
      client_id: '123e4567-e89b-42d3-a456-426614174000',
      session_id: '123e4567e89b42d3a456426614174000',
      utm_source: 'facebook',
      utm_medium: 'cpc',
      utm_campaign: 'nov',
      utm_content: 'a',
      utm_term: 'loan',
    };
    const result = validateLead({ ...VALID, ...optional });
    expect(result.ok && result.lead).toMatchObject({ ...optional, email: 'nimali@example.lk' });
  });

  it('is the same schema for zod users: parse gives the clean lead', () => {
    expect(leadSchema.parse(VALID).phone).toBe('+94771234567');
  });
});

describe('validateLead refusal codes, keyed by DESIGN.md field names', () => {
  it('reports every missing required field', () => {
    expect(validateLead({})).toEqual({
      ok: false,
      fields: {
        full_name: 'required',
        phone: 'required',
        nic: 'required',
        amount: 'required',
        term_days: 'required',
        monthly_income: 'required',
        employment: 'required',
        district: 'required',
        consent: 'consent_required',
        consent_version: 'consent_version',
      },
    });
  });

  it('treats a body that is not an object as an empty form', () => {
    for (const body of [null, 'lead', [VALID], 42]) {
      const result = validateLead(body);
      expect(result.ok ? null : result.fields.full_name).toBe('required');
    }
  });

  it.each([
    ['full_name', '   ', 'required'],
    ['full_name', 'A', 'too_short'],
    ['full_name', 'A'.repeat(101), 'too_long'],
    ['full_name', 42, 'invalid'],
    ['phone', '011 234 5678', 'phone_invalid'],
    ['phone', '079 123 4567', 'phone_invalid'],
    ['phone', 771234567, 'phone_invalid'],
    ['nic', '85340093V', 'nic_invalid'],
    ['nic', '853670937V', 'nic_invalid'],
    ['nic', '209900112345', 'nic_birthdate'],
    ['email', 'nimali@', 'email_invalid'],
    ['email', 'nimali example.lk', 'email_invalid'],
    ['email', `${'a'.repeat(250)}@x.lk`, 'too_long'],
    ['amount', 5000.5, 'whole_number'],
    ['amount', '5000.5', 'whole_number'],
    ['amount', 'fifty', 'number_invalid'],
    ['amount', '', 'required'],
    ['amount', 4999, 'amount_range'],
    ['amount', 1_000_001, 'amount_range'],
    ['amount', Number.NaN, 'number_invalid'],
    ['term_days', 6, 'term_range'],
    ['term_days', 1826, 'term_range'],
    ['term_days', 30.5, 'whole_number'],
    ['monthly_income', -1, 'income_range'],
    ['monthly_income', '-1', 'income_range'],
    ['employment', 'student', 'employment_invalid'],
    ['district', 'colombo', 'district_invalid'],
    ['district', 'Kotte', 'district_invalid'],
    ['purpose', 'x'.repeat(201), 'too_long'],
    ['consent', false, 'consent_required'],
    ['consent', 'true', 'consent_required'],
    ['consent_version', '', 'consent_version'], // the server checks a version against its history (server/lenders/consent.ts)
    ['marketing_opt_in', 'yes', 'invalid'],
    ['client_id', 'not-a-uuid', 'uuid_invalid'],
    ['session_id', '123e4567-e89b-12d3-a456-426614174000', 'uuid_invalid'], // v1, not v4
    ['utm_source', 'u'.repeat(201), 'too_long'],
    ['sub1', 'has space', 'invalid'],
    ['sub2', 'x'.repeat(65), 'invalid'],
    ['sub3', '<b>', 'invalid'],
    ['sub4', 7, 'invalid'],
    ['sub5', 'ශ්‍රී', 'invalid'],
    ['utm_term', 'u'.repeat(201), 'too_long'],
  ])('%s = %j → %s', (field, value, code) => {
    expect(refusal({ [field]: value })).toEqual({ [field]: code });
  });

  it('accepts the edges of every range', () => {
    for (const patch of [
      { amount: 5000, term_days: 7, monthly_income: 0 },
      { amount: 1_000_000, term_days: 1825 },
      { full_name: 'Al', purpose: 'x'.repeat(200), utm_source: 'u'.repeat(200) },
      { full_name: 'අ'.repeat(100) },
      { sub1: 'x'.repeat(64), sub2: 'A-z_0.9', sub5: '-' },
    ]) {
      expect(refusal(patch)).toBeNull();
    }
  });

  it('reports several fields at once, one code each', () => {
    expect(refusal({ phone: '123', amount: 'x', district: '' })).toEqual({
      phone: 'phone_invalid',
      amount: 'number_invalid',
      district: 'required',
    });
  });
});

describe('types', () => {
  it('LeadInput requires the required fields and lets forms send numbers as text', () => {
    // @ts-expect-error full_name, phone, … are required
    const missing: LeadInput = { email: 'a@b.lk' };
    const asText: LeadInput = { ...VALID, amount: '50,000', term_days: '90', monthly_income: '0' };
    expect(validateLead(missing).ok).toBe(false);
    expect(validateLead(asText).ok).toBe(true);
  });
});

describe('configured amount range', () => {
  it('applies amountMin and amountMax from the options', () => {
    expect(refusal({ amount: 20000 }, { amountMin: 25000, amountMax: 100000 })).toEqual({ amount: 'amount_range' });
    expect(refusal({ amount: 150000 }, { amountMin: 25000, amountMax: 100000 })).toEqual({ amount: 'amount_range' });
    expect(refusal({ amount: 25000 }, { amountMin: 25000, amountMax: 100000 })).toBeNull();
    expect(makeLeadSchema({ amountMax: 2_000_000 }).safeParse({ ...VALID, amount: 2_000_000 }).success).toBe(true);
  });
});
