import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { CONSENT_VERSION } from '../../../common/domain';
import { describeEachBackend } from '../../testing/backends';
import { appOn, form, json, throughLocalProxy, validLead } from '../../testing/app';
import { LEAD_MAX_BYTES } from './public';

describeEachBackend('POST /api/leads', (get) => {
  const stored = async (leadId: string) => (await get().db.query('select * from leads where lead_id = $1', [leadId]))[0];

  it('stores a valid lead with E.164 phone, NIC birth date, consent time and version; answers 201', async () => {
    const { app } = await appOn(get());
    const before = Date.now();
    const res = await app.request('/api/leads', json(validLead({ phone: '077 123 4567', nic: '901230123V' })));
    expect(res.status).toBe(201);
    const { lead_id } = await res.json();
    expect(lead_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const row = await stored(lead_id);
    expect(row).toMatchObject({
      full_name: 'Nimal Perera',
      phone: '+94771234567',
      nic: '199012300123',
      email: 'nimal@example.com',
      amount: 50000,
      term_days: 90,
      employment: 'salaried',
      district: 'Colombo',
      consent: true,
      consent_version: CONSENT_VERSION,
      marketing_opt_in: false,
      client_id: '6f1c2b7e-3a4d-4c5e-9f60-718293a4b5c6',
      utm_source: 'facebook',
    });
    expect(Number(row.monthly_income)).toBe(80000);
    const [{ birth }] = await get().db.query<{ birth: string }>(
      "select to_char(nic_birth_date, 'YYYY-MM-DD') as birth from leads where lead_id = $1",
      [lead_id],
    );
    expect(birth).toBe('1990-05-02'); // day 123, February counted as 29 days
    expect((row.consent_at as Date).getTime()).toBeGreaterThanOrEqual(before - 5000);
  });

  it('gives the same lead_id to the same visitor and phone within 10 minutes, also when racing', async () => {
    const { app } = await appOn(get());
    const lead = validLead();
    const answers = await Promise.all([1, 2, 3].map(() => app.request('/api/leads', json(lead))));
    const ids = await Promise.all(answers.map(async (r) => (await r.json()).lead_id));
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(new Set(ids).size).toBe(1);
    const [{ n }] = await get().db.query<{ n: number }>('select count(*)::int as n from leads where lead_id = $1', [ids[0]]);
    expect(n).toBe(1);
    const otherVisitor = await app.request('/api/leads', json({ ...lead, client_id: '11111111-2222-4333-8444-555555555555' }));
    expect((await otherVisitor.json()).lead_id).not.toBe(ids[0]);
  });

  it("answers each submit a lead_token (256 bits, stored only hashed); each of a double submit's tokens proves the lead", async () => {
    const { app } = await appOn(get());
    const lead = validLead({ client_id: randomUUID() });
    const answers = await Promise.all([1, 2].map(async () => (await app.request('/api/leads', json(lead))).json()));
    const [a, b] = answers as { lead_id: string; lead_token: string }[];
    expect(b.lead_id).toBe(a.lead_id);
    for (const { lead_token } of answers) expect(lead_token).toMatch(/^[\w-]{43}$/);
    expect(b.lead_token).not.toBe(a.lead_token);
    const rows = await get().db.query<{ row: string }>('select l::text as row from leads l where lead_id = $1', [a.lead_id]);
    const hashes = await get().db.query<{ row: string }>('select t::text as row from lead_tokens t where lead_id = $1', [a.lead_id]);
    expect(hashes).toHaveLength(2);
    for (const { row } of [...rows, ...hashes]) for (const { lead_token } of answers) expect(row).not.toContain(lead_token);
    // whichever answer the browser kept ties its push token to the lead
    for (const { lead_id, lead_token } of answers) {
      const res = await app.request('/set-token', form({ token: `tok-${lead_token}`, lead_id, lead_token }));
      expect(res.headers.get('x-naya-lead-tied')).toBe('1');
    }
  });

  it('a second submit by the same visitor with the same phone corrects that lead with the new fields', async () => {
    const { app } = await appOn(get());
    const lead = validLead({ full_name: 'Nimal Pereira', amount: 50000, email: 'nimal@exmaple.com', marketing_opt_in: false });
    const first = (await (await app.request('/api/leads', json(lead))).json()).lead_id;
    const corrected = {
      ...lead,
      full_name: 'Nimal Perera',
      amount: 75000,
      email: 'nimal@example.com',
      purpose: 'Three-wheeler repair',
      marketing_opt_in: true,
    };
    const again = await app.request('/api/leads', json(corrected));
    expect(again.status).toBe(201);
    expect((await again.json()).lead_id).toBe(first);
    expect(await stored(first)).toMatchObject({
      full_name: 'Nimal Perera',
      amount: 75000,
      email: 'nimal@example.com',
      purpose: 'Three-wheeler repair',
      marketing_opt_in: true,
    });
    const [{ n }] = await get().db.query<{ n: number }>(
      'select count(*)::int as n from leads where phone = (select phone from leads where lead_id = $1)',
      [first],
    );
    expect(n).toBe(1);
  });

  it('without a client_id a phone number alone never finds a lead: each submit is a new lead', async () => {
    const { app } = await appOn(get());
    const { client_id: _visitor, ...anonymous } = validLead();
    const ids = [];
    for (let i = 0; i < 2; i += 1) ids.push((await (await app.request('/api/leads', json(anonymous))).json()).lead_id);
    expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[1]).not.toBe(ids[0]);
  });

  it('makes a new lead once the 10 minutes have passed', async () => {
    const { app } = await appOn(get());
    const lead = validLead();
    const first = (await (await app.request('/api/leads', json(lead))).json()).lead_id;
    await get().db.query("update leads set created_at = now() - interval '11 minutes' where lead_id = $1", [first]);
    const second = (await (await app.request('/api/leads', json(lead))).json()).lead_id;
    expect(second).not.toBe(first);
  });

  it('names every bad field with its code (400 validation_failed)', async () => {
    const { app } = await appOn(get());
    const res = await app.request(
      '/api/leads',
      json(
        validLead({
          full_name: 'N',
          phone: '+94 11 234 5678',
          nic: '909990123V',
          amount: 1,
          term_days: 3,
          employment: 'pilot',
          district: 'Paris',
          consent: false,
        }),
      ),
    );
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(error.code).toBe('validation_failed');
    expect(error.fields).toEqual({
      full_name: 'too_short',
      phone: 'phone_invalid',
      nic: 'nic_invalid',
      amount: 'amount_range',
      term_days: 'term_range',
      employment: 'employment_invalid',
      district: 'district_invalid',
      consent: 'consent_required',
    });
  });

  it('names every required field of an empty object', async () => {
    const { app } = await appOn(get());
    const { error } = await (await app.request('/api/leads', json({}))).json();
    expect(Object.keys(error.fields).sort()).toEqual([
      'amount',
      'consent',
      'consent_version',
      'district',
      'employment',
      'full_name',
      'monthly_income',
      'nic',
      'phone',
      'term_days',
    ]);
  });

  it('refuses a non-JSON content type with 415, bad JSON with 400 and an oversized body with 413', async () => {
    const { app } = await appOn(get());
    const asForm = await app.request('/api/leads', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'a=1',
    });
    expect(asForm.status).toBe(415);
    expect((await asForm.json()).error.code).toBe('unsupported_media_type');
    const broken = await app.request('/api/leads', json('{"full_name":'));
    expect(broken.status).toBe(400);
    expect((await broken.json()).error.code).toBe('invalid_json');
    const huge = await app.request('/api/leads', json(validLead({ purpose: 'x'.repeat(LEAD_MAX_BYTES) })));
    expect(huge.status).toBe(413);
    expect((await huge.json()).error.code).toBe('payload_too_large');
  });

  it('answers 429 with Retry-After past the per-IP limit, per IP', async () => {
    const app = throughLocalProxy((await appOn(get(), { LEAD_RATE_LIMIT: '2', TRUST_PROXY: '1' })).app);
    const from = (ip: string) => json(validLead(), { 'X-Forwarded-For': ip });
    expect((await app.request('/api/leads', from('10.0.0.1'))).status).toBe(201);
    expect((await app.request('/api/leads', from('10.0.0.1'))).status).toBe(201);
    const third = await app.request('/api/leads', from('10.0.0.1'));
    expect(third.status).toBe(429);
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await third.json()).error.code).toBe('rate_limited');
    expect((await app.request('/api/leads', from('10.0.0.2'))).status).toBe(201);
  });

  it('lets any origin post leads when ALLOWED_ORIGINS is unset, only listed ones when set', async () => {
    const preflight = (origin: string) => ({
      method: 'OPTIONS',
      headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
    });
    const open = (await appOn(get())).app;
    expect((await open.request('/api/leads', preflight('https://any.example'))).headers.get('access-control-allow-origin')).toBe(
      'https://any.example',
    );
    const listed = (await appOn(get(), { ALLOWED_ORIGINS: 'https://partner.example, https://other.example/' })).app;
    expect((await listed.request('/api/leads', preflight('https://other.example'))).headers.get('access-control-allow-origin')).toBe(
      'https://other.example',
    );
    expect((await listed.request('/api/leads', preflight('https://evil.example'))).headers.get('access-control-allow-origin')).toBeNull();
  });
});
