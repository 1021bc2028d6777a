// Phone verification through the real app and database against a loopback SMS gateway.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { admin, appOn, json, validLead } from '../testing/app';
import { describeEachBackend } from '../testing/backends';
import { CODES_PER_PHONE_PER_DAY } from './otp';
import { codeIn, startFakeGateway, type FakeGateway } from './testing/fake-gateway';

const CLIENT = '6f1c2b7e-3a4d-4c5e-9f60-718293a4b5c6'; // validLead's client_id
let gateway: FakeGateway;
beforeAll(async () => void (gateway = await startFakeGateway()));
afterAll(() => gateway.close());

describeEachBackend('phone verification', (get) => {
  async function setup(env: Record<string, string> = {}) {
    gateway.mode = 'ok';
    const { app, services } = await appOn(get(), { ...gateway.env, ...env });
    const register = async (fields: Record<string, unknown> = {}) =>
      (await (await app.request('/api/leads', json(validLead(fields)))).json()).lead_id as string;
    const ask = (leadId: string, clientId = CLIENT) => app.request(`/api/leads/${leadId}/otp`, json({ client_id: clientId }));
    const verify = (leadId: string, code: string, clientId = CLIENT) =>
      app.request(`/api/leads/${leadId}/verify`, json({ client_id: clientId, code }));
    const lastCode = () => codeIn(gateway.sent.at(-1)!);
    return { app, db: services.db, register, ask, verify, lastCode };
  }
  const reason = async (res: Response) => (await res.json()).error;

  it('sends a 6-digit code in Sinhala (one Unicode part) to 94XXXXXXXXX and verifies the lead with it', async () => {
    const { app, db, register, ask, verify, lastCode } = await setup();
    const created = await app.request('/api/leads', json(validLead()));
    // the form goes on to the code step
    expect(await created.json()).toEqual({ lead_id: expect.any(String), lead_token: expect.any(String), verify_phone: true });
    const leadId = await register({ phone: '071 234 5678' });
    const before = gateway.sent.length;
    const res = await ask(leadId);
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ sent: true });
    expect(gateway.sent.length).toBe(before + 1);
    const sms = gateway.sent.at(-1)!;
    expect(sms).toMatchObject({ user_id: 'u-1', api_key: 'k-1', sender_id: 'NayaLK', to: '94712345678', type: 'unicode' });
    expect(sms.message).toMatch(/^ඔබේ Naya කේතය \d{6}\. මිනිත්තු 10ක් වලංගු වේ\. එය කිසිවෙකුට නොකියන්න\.$/);
    expect(sms.message.length).toBeLessThanOrEqual(70);
    // stored hashed, for 10 minutes
    const [row] = await db.query<{ code_hash: string; minutes: number }>(
      `select code_hash, extract(epoch from expires_at - created_at)::int / 60 as minutes from otp_codes where lead_id = $1`,
      [leadId],
    );
    expect(row.minutes).toBe(10);
    expect(row.code_hash).not.toContain(lastCode());
    const ok = await verify(leadId, lastCode());
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ verified: true });
    const leads: { lead_id: string; verified: boolean }[] = await (await app.request('/api/admin/leads', admin())).json();
    expect(leads.find((l) => l.lead_id === leadId)?.verified).toBe(true);
    // verified: nothing more to send
    const again = await ask(leadId);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ verified: true });
    expect(gateway.sent.length).toBe(before + 1);
  });

  it('writes the SMS in the lead language: English as plain text', async () => {
    const { register, ask } = await setup();
    const leadId = await register({ lang: 'en' });
    expect((await ask(leadId)).status).toBe(202);
    const sms = gateway.sent.at(-1)!;
    expect(sms.message).toMatch(/^Your Naya code is \d{6}\. It expires in 10 min\. Never share it\.$/);
    expect(sms.type).toBeUndefined();
  });

  it('answers another visitor (client_id) as if the lead did not exist, and sends nothing', async () => {
    const { register, ask, verify } = await setup();
    const leadId = await register();
    const before = gateway.sent.length;
    for (const res of [
      await ask(leadId, '11111111-2222-4333-8444-555555555555'),
      await verify(leadId, '123456', '11111111-2222-4333-8444-555555555555'),
      await ask('no-such-lead'),
    ]) {
      expect(res.status).toBe(404);
      expect((await reason(res)).code).toBe('lead_not_found');
    }
    expect(gateway.sent.length).toBe(before);
  });

  it("accepts the lead's lead_token as proof instead of the client_id (a sibling site's /pixel/ passes it on); another lead's is 404", async () => {
    const { app, lastCode } = await setup();
    const created = async () => await (await app.request('/api/leads', json(validLead({ client_id: randomUUID() })))).json();
    const lead = await created();
    const other = await created();
    const call = (path: string, body: object) => app.request(`/api/leads/${lead.lead_id}/${path}`, json(body));
    const before = gateway.sent.length;
    for (const proof of [{ lead_token: other.lead_token }, { lead_token: 'x'.repeat(43) }, { client_id: randomUUID(), lead_token: '' }]) {
      const res = await call('otp', proof);
      expect(res.status).toBe(404);
      expect((await reason(res)).code).toBe('lead_not_found');
      expect((await call('verify', { ...proof, code: '123456' })).status).toBe(404);
    }
    expect(gateway.sent.length).toBe(before);
    const proof = { lead_token: lead.lead_token };
    expect((await call('otp', proof)).status).toBe(202);
    const ok = await call('verify', { ...proof, code: lastCode() });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ verified: true });
  });

  it('refuses wrong codes with 400; the fifth wrong try voids the code (429), even for the right code', async () => {
    const { register, ask, verify, lastCode } = await setup();
    const leadId = await register();
    await ask(leadId);
    const right = lastCode();
    const wrong = right === '000000' ? '111111' : '000000';
    expect(await reason(await verify(leadId, '12ab'))).toMatchObject({ code: 'validation_failed', fields: { code: 'otp_format' } });
    for (let i = 1; i <= 4; i++) {
      const res = await verify(leadId, wrong);
      expect(res.status).toBe(400);
      expect((await reason(res)).fields).toEqual({ code: 'otp_wrong' });
    }
    const fifth = await verify(leadId, wrong);
    expect(fifth.status).toBe(429);
    expect((await reason(fifth)).fields).toEqual({ code: 'otp_void' });
    const late = await verify(leadId, right);
    expect(late.status).toBe(429);
    // every 429 says when to come back, also a refusal that names no wait of its own
    for (const res of [fifth, late]) expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    // a new code works again
    await ask(leadId);
    expect((await verify(leadId, lastCode())).status).toBe(200);
  });

  it('refuses an expired code (400 otp_expired) and a try before any code (otp_missing)', async () => {
    const { db, register, ask, verify, lastCode } = await setup();
    const leadId = await register();
    expect((await reason(await verify(leadId, '123456'))).fields).toEqual({ code: 'otp_missing' });
    await ask(leadId);
    await db.query(`update otp_codes set expires_at = now() - interval '1 second' where lead_id = $1`, [leadId]);
    const res = await verify(leadId, lastCode());
    expect(res.status).toBe(400);
    expect((await reason(res)).fields).toEqual({ code: 'otp_expired' });
  });

  it('sends at most 3 codes per lead per hour (429 with Retry-After), then per address, then per day', async () => {
    const { db, register, ask } = await setup({ OTP_RATE_LIMIT: '5' });
    const leadId = await register();
    for (let i = 0; i < 3; i++) expect((await ask(leadId)).status).toBe(202);
    const fourth = await ask(leadId);
    expect(fourth.status).toBe(429);
    expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect((await reason(fourth)).fields).toEqual({ code: 'otp_lead_limit' });
    // the address has asked 4 times; a fifth is allowed, a sixth is not, whatever the lead
    const other = await register();
    expect((await ask(other)).status).toBe(202);
    const sixth = await ask(await register());
    expect(sixth.status).toBe(429);
    expect((await reason(sixth)).fields).toEqual({});
    // the daily cap of the whole service, counted in the database
    const [{ n }] = await db.query<{ n: number }>(`select count(*)::int as n from otp_sends where sent_at > now() - interval '1 day'`);
    const capped = await setup({ SMS_DAILY_LIMIT: String(n) });
    const before = gateway.sent.length;
    const res = await capped.ask(await capped.register());
    expect(res.status).toBe(503); // the service is out of SMS, not the visitor over a limit
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await reason(res)).toMatchObject({ code: 'sms_unavailable', fields: { code: 'otp_daily_limit' } });
    expect(gateway.sent.length).toBe(before);
    // the console's dashboard says so (operators)
    const status = await capped.app.request('/api/console/sms', admin());
    expect(await status.json()).toEqual({ on: true, sent: n, daily_limit: n, reached: true });
    const below = await (await setup({ SMS_DAILY_LIMIT: String(n + 1) })).app.request('/api/console/sms', admin());
    expect(await below.json()).toEqual({ on: true, sent: n, daily_limit: n + 1, reached: false });
  });

  it('sends one phone at most 3 codes an hour and 10 a day, whatever the lead or address (the nine-SMS attack)', async () => {
    const { app, db, register } = await setup({ OTP_RATE_LIMIT: '50', LEAD_RATE_LIMIT: '50' });
    const phone = '+94 71 555 0101';
    const to = '94715550101';
    const sentTo = () => gateway.sent.filter((s) => s.to === to).length;
    const earlier = sentTo(); // the gateway is shared by both databases' runs
    const toPhone = () => sentTo() - earlier;
    const peer = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });
    const askFrom = (address: string, leadId: string, clientId: string) =>
      app.request(`/api/leads/${leadId}/otp`, json({ client_id: clientId }), peer(address));
    // three visitors on three addresses each register a lead with the victim's phone and ask 3 codes
    const attackers = ['203.0.113.11', '198.51.100.12', '192.0.2.13'].map((address, i) => ({
      address,
      clientId: `00000000-0000-4000-8000-00000000000${i}`,
    }));
    const statuses: number[] = [];
    for (const a of attackers) {
      const leadId = await register({ phone, client_id: a.clientId });
      for (let i = 0; i < 3; i++) {
        const res = await askFrom(a.address, leadId, a.clientId);
        statuses.push(res.status);
        if (res.status === 429) {
          expect((await reason(res)).fields).toEqual({ code: 'otp_phone_limit' });
          expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(3500);
        }
      }
    }
    expect(statuses).toEqual([202, 202, 202, 429, 429, 429, 429, 429, 429]);
    expect(toPhone()).toBe(3);
    // ten a day: each hour that passes frees the hourly cap, never the daily one
    const lead = await register({ phone, client_id: attackers[0].clientId });
    const anHourLater = () => db.query(`update otp_sends set sent_at = sent_at - interval '61 minutes'`);
    for (let hour = 0; hour < 2; hour++) {
      await anHourLater();
      for (let i = 0; i < 3; i++) {
        const from = attackers[i];
        const leadId = await register({ phone, client_id: from.clientId });
        await askFrom(from.address, leadId, from.clientId);
      }
    }
    expect(toPhone()).toBe(9);
    await anHourLater();
    expect((await askFrom('203.0.113.99', lead, attackers[0].clientId)).status).toBe(202);
    expect(toPhone()).toBe(CODES_PER_PHONE_PER_DAY);
    await anHourLater();
    const eleventh = await askFrom('203.0.113.98', await register({ phone, client_id: attackers[1].clientId }), attackers[1].clientId);
    expect(eleventh.status).toBe(429);
    expect((await reason(eleventh)).fields).toEqual({ code: 'otp_phone_limit' });
    expect(toPhone()).toBe(CODES_PER_PHONE_PER_DAY);
    // another phone is not affected
    expect((await askFrom('203.0.113.11', await register({ client_id: attackers[0].clientId }), attackers[0].clientId)).status).toBe(202);
  });

  it('a gateway failure is a 503 with Retry-After; the lead is kept and a later request sends the code', async () => {
    const { app, db, register, ask, verify, lastCode } = await setup();
    const leadId = await register();
    for (const mode of ['error', 'drop'] as const) {
      gateway.mode = mode;
      const res = await ask(leadId);
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('60');
      expect(await reason(res)).toMatchObject({
        code: 'sms_unavailable',
        message: 'The SMS could not be sent; the lead is kept. Ask for a code again in a minute.',
      });
    }
    // failed sends do not count against the lead's 3 an hour, and leave no code behind
    expect(await db.query('select 1 from otp_sends where lead_id = $1', [leadId])).toHaveLength(0);
    expect(await db.query('select 1 from otp_codes where lead_id = $1', [leadId])).toHaveLength(0);
    const leads: { lead_id: string }[] = await (await app.request('/api/admin/leads', admin())).json();
    expect(leads.some((l) => l.lead_id === leadId)).toBe(true);
    gateway.mode = 'ok';
    expect((await ask(leadId)).status).toBe(202);
    expect((await verify(leadId, lastCode())).status).toBe(200);
  });

  it('is off without the SMS settings: 404 and the lead stays unverified', async () => {
    const { app } = await appOn(get());
    const { lead_id, lead_token, ...rest } = await (await app.request('/api/leads', json(validLead()))).json();
    expect(lead_token).toEqual(expect.any(String));
    expect(rest).toEqual({}); // no verify_phone: the form shows no code step
    const res = await app.request(`/api/leads/${lead_id}/otp`, json({ client_id: CLIENT }));
    expect(res.status).toBe(404);
    expect((await res.json()).error).toMatchObject({ code: 'feature_off', message: 'Phone verification is off on this server.' });
  });
});

it('keeps every language of the code SMS to one Unicode part (70 characters)', async () => {
  const { codeMessage } = await import('./messages');
  for (const lang of ['si', 'en', 'ta']) expect(codeMessage(lang, '123456', 10).length).toBeLessThanOrEqual(70);
  expect(codeMessage('ta', '123456', 10)).toContain('123456');
});

it('writes the Tamil code SMS as a full sentence: "… 10 நிமிடங்களில் காலாவதியாகும். பகிர வேண்டாம்." (1: நிமிடத்தில்)', async () => {
  const { codeMessage } = await import('./messages');
  expect(codeMessage('ta', '123456', 10)).toBe('Naya குறியீடு 123456. 10 நிமிடங்களில் காலாவதியாகும். பகிர வேண்டாம்.');
  expect(codeMessage('ta', '123456', 1)).toBe('Naya குறியீடு 123456. 1 நிமிடத்தில் காலாவதியாகும். பகிர வேண்டாம்.');
  for (const minutes of [1, 10, 30]) expect(codeMessage('ta', '123456', minutes).length).toBeLessThanOrEqual(70);
});
