// The borrower's page API through the real app and database, SMS to a loopback gateway.
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { closeServices, type Services } from '../../services';
import { admin, appOn, form, json, validLead } from '../../testing/app';
import { describeEachBackend } from '../../testing/backends';
import { clickLenderOffer, type RegisteredLead } from '../../testing/reach';
import { SIGN_IN_SMS_QUEUE } from '../sign-in';

/** Each lead's token, for the click-through binding. */
const tokens = new Map<string, string>();
import { CODES_PER_PHONE_PER_HOUR } from '../../sms/otp';
import { codeIn, startFakeGateway, type FakeGateway } from '../../sms/testing/fake-gateway';

let gateway: FakeGateway;
beforeAll(async () => void (gateway = await startFakeGateway()));
afterAll(() => gateway.close());

let phones = 0;
/** A phone no other test uses: 0761 23 4567-style. */
const freshPhone = () => `076${String(1_000_000 + ++phones * 7919).slice(-7)}`;
const e164 = (local: string) => `+94${local.slice(1)}`;
/** One partner key for every app of the file: each works the queue, and any may send a code another queued. */
const KEY = { PARTNER_SECRET_KEY: Buffer.alloc(32, 7).toString('base64') };

/** The next SMS to `phone` after the first `from` the gateway took (sign-in codes go from the queue). */
async function smsTo(phone: string, from: number) {
  const to = e164(phone).slice(1);
  await expect.poll(() => gateway.sent.slice(from).some((sms) => sms.to === to), { timeout: 30_000 }).toBe(true);
  return gateway.sent.slice(from).find((sms) => sms.to === to)!;
}

describeEachBackend('the borrower page API', (get) => {
  const opened: Services[] = [];
  afterEach(async () => void (await Promise.all(opened.splice(0).map((s) => closeServices(s, { closeDb: false })))));

  async function setup(env: Record<string, string> = { ...gateway.env, OTP_RATE_LIMIT: '100' }) {
    // the job queue worked here: sign-in codes go out from it
    const { app, services } = await appOn(get(), { ...KEY, ...env }, {}, { background: true });
    opened.push(services);
    const call = (path: string, init: RequestInit = {}, cookie?: string) =>
      app.request(path, { ...init, headers: { ...(init.headers as Record<string, string>), ...(cookie ? { Cookie: cookie } : {}) } });
    const askCode = (phone: string, lang?: string) => call('/api/my/code', json({ phone, lang }));
    const session = (phone: string, code: string) => call('/api/my/session', json({ phone, code }));
    async function signIn(phone: string) {
      const from = gateway.sent.length;
      expect((await askCode(phone)).status).toBe(202);
      const res = await session(phone, codeIn(await smsTo(phone, from)));
      expect(res.status).toBe(200);
      return res.headers.get('set-cookie')!.split(';')[0];
    }
    async function register(fields: Record<string, unknown>) {
      const res = await app.request('/api/leads', json(validLead(fields)));
      expect(res.status).toBe(201);
      const lead = (await res.json()) as RegisteredLead;
      tokens.set(lead.lead_id, lead.lead_token);
      return lead.lead_id;
    }
    const auditActions = async () => (await (await app.request('/api/admin/audit', admin())).json()) as { actor: string; action: string }[];
    return { app, db: services.db, call, askCode, session, signIn, register, auditActions };
  }

  it('signs a person in by SMS and shows each application with its lenders, then exports, stops, withdraws and erases', async () => {
    const { app, db, call, askCode, session, register, auditActions } = await setup();
    const phone = freshPhone();
    const first = await register({ phone, lang: 'ta', amount: 75000, term_days: 365, marketing_opt_in: true });
    await register({ phone, lang: 'ta', client_id: randomUUID() }); // another visit, another application
    const sent = gateway.sent.length;
    const asked = await askCode(phone, 'en');
    expect(asked.status).toBe(202);
    const sms = await smsTo(phone, sent);
    expect(gateway.sent.length).toBe(sent + 1);
    expect(sms.message).toMatch(/^Your Naya code is \d{6}\./); // the page's language

    const wrong = await session(phone, codeIn(sms) === '000000' ? '000001' : '000000');
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error).toMatchObject({ code: 'validation_failed', fields: { code: 'otp_wrong' } });
    const ok = await session(phone, codeIn(sms));
    expect(ok.status).toBe(200);
    const setCookie = ok.headers.get('set-cookie')!;
    expect(setCookie).toMatch(/^my_session=[\w-]{40,}; Path=\/api\/my; Max-Age=1800; HttpOnly; SameSite=Strict$/);
    const cookie = setCookie.split(';')[0];

    expect((await call('/api/my/leads')).status).toBe(401);
    // the page first asks whether it is signed in: 200 either way (no refused request to log)
    const before = await call('/api/my/status');
    expect([before.status, await before.json()]).toEqual([200, { available: true, signed_in: false }]);
    expect(await (await call('/api/my/status', {}, cookie)).json()).toEqual({ available: true, signed_in: true });
    expect(await (await call('/api/my/status', {}, 'my_session=not-a-session-id-at-all-0123456789abcdef')).json()).toEqual({
      available: true,
      signed_in: false,
    });
    // a lender says what became of the first application
    const lender = await (await app.request('/api/admin/lenders', json({ name: 'Lanka Credit' }, admin().headers))).json();
    await clickLenderOffer(app.request.bind(app), { lead_id: first, lead_token: tokens.get(first)! }, lender.lender_id); // the person went to the lender's offer
    const state = new FormData();
    state.append('lead_id', first);
    state.append('state_type', 'approved');
    const posted = await app.request('/webhook', { method: 'POST', body: state, headers: { Authorization: `Bearer ${lender.api_key}` } });
    expect(posted.status).toBe(204);

    const mine = await (await call('/api/my/leads', {}, cookie)).json();
    expect(mine.leads).toHaveLength(2);
    const shown = mine.leads.find((l: { lead_id: string }) => l.lead_id === first);
    expect(shown).toMatchObject({
      lead_id: first,
      amount: 75000,
      term_days: 365,
      status: 'approved',
      lenders: [{ name: 'Lanka Credit', status: 'approved' }],
      consent_receipt: { version: expect.any(String), given_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/), withdrawn_at: null },
    });
    expect(new Date(shown.created_at).toISOString()).toBe(shown.created_at);
    // when the application reached the lender: /my/ says "Sent on {date}"
    expect(new Date(shown.lenders[0].sent_at).toISOString()).toBe(shown.lenders[0].sent_at);

    const exported = await call('/api/my/export', {}, cookie);
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-disposition')).toBe('attachment; filename="naya-my-data.json"');
    const data = await exported.json();
    expect(data.leads.map((l: { phone: string }) => l.phone)).toEqual([e164(phone), e164(phone)]);
    expect(data.webhooks).toHaveLength(1);

    const off = await call('/api/my/marketing-off', { method: 'POST' }, cookie);
    expect(await off.json()).toEqual({ marketing_opt_in: false, leads: 2 });
    const optedIn = await db.query('select 1 from leads where phone = $1 and marketing_opt_in', [e164(phone)]);
    expect(optedIn).toHaveLength(0);

    const withdrawn = await call('/api/my/withdraw', { method: 'POST' }, cookie);
    expect(await withdrawn.json()).toEqual({ consent: false, marketing_opt_in: false, leads: 2 });
    const after = await (await call('/api/my/leads', {}, cookie)).json();
    expect(after.leads[0].consent_receipt.withdrawn_at).toEqual(expect.any(String));

    const erased = await call('/api/my', { method: 'DELETE' }, cookie);
    expect(erased.status).toBe(200);
    const { erased: counts } = await erased.json();
    expect(counts).toMatchObject({ leads: 2, webhooks: 1, push_tokens: 0, events: expect.any(Number) });
    expect(erased.headers.get('set-cookie')).toMatch(/^my_session=; Path=\/api\/my; Max-Age=0/);
    expect(await db.query('select 1 from leads where phone = $1', [e164(phone)])).toHaveLength(0);
    expect((await call('/api/my/leads', {}, cookie)).status).toBe(401); // the session ended with the data

    const actions = (await auditActions()).filter((e) => e.actor === 'subject').map((e) => e.action);
    for (const action of [
      'subject.code',
      'subject.signin',
      'subject.view',
      'subject.export',
      'subject.marketing_off',
      'subject.withdraw',
      'subject.erase',
    ]) {
      expect(actions).toContain(action);
    }
  });

  it("removes the person's push tokens at once when they withdraw or erase on the page", async () => {
    const { app, db, call, signIn } = await setup();
    /** A registration with a push token tied to it, as the site's /set-token does after Allow. */
    async function registeredWithToken(phone: string) {
      const res = await app.request('/api/leads', json(validLead({ phone, client_id: randomUUID() })));
      const { lead_id, lead_token } = await res.json();
      const token = `tok-my-${randomUUID()}`;
      expect((await app.request('/set-token', form({ token, lead_id, lead_token }))).status).toBe(204);
      return { lead_id: lead_id as string, token };
    }
    const tokensOf = async (leadId: string) =>
      (await db.query<{ token: string }>('select token from push_tokens where lead_id = $1', [leadId])).map((r) => r.token);

    const withdrawing = freshPhone();
    const a = await registeredWithToken(withdrawing);
    expect(await tokensOf(a.lead_id)).toEqual([a.token]);
    const withdrawn = await call('/api/my/withdraw', { method: 'POST' }, await signIn(withdrawing));
    expect(withdrawn.status).toBe(200);
    expect(await tokensOf(a.lead_id)).toEqual([]);

    const erasing = freshPhone();
    const b = await registeredWithToken(erasing);
    const erased = await call('/api/my', { method: 'DELETE' }, await signIn(erasing));
    expect((await erased.json()).erased).toMatchObject({ leads: 1, push_tokens: 1 });
    expect(await db.query('select 1 from push_tokens where token = $1', [b.token])).toEqual([]);
    // the token cannot be tied again to the erased lead
    expect((await app.request('/set-token', form({ token: b.token, lead_id: b.lead_id, lead_token: 'x'.repeat(43) }))).status).toBe(204);
    expect(await tokensOf(b.lead_id)).toEqual([]);
  });

  /** Until every sign-in SMS job queued so far has run (an unknown phone's finds nothing to send). */
  const queueDrained = async () => {
    return expect
      .poll(
        async () =>
          (
            await get().db.query<{ n: number }>(`select count(*)::int as n from pgboss.job where name = $1 and state <> 'completed'`, [
              SIGN_IN_SMS_QUEUE,
            ])
          )[0].n,
        { timeout: 30_000 },
      )
      .toBe(0);
  };

  it('answers before any gateway call, known phone or not: a gateway that does not answer still gets a 202 at once', async () => {
    const { askCode, session, register, db } = await setup();
    const known = freshPhone();
    await register({ phone: known });
    const unknown = freshPhone();
    gateway.mode = 'hold'; // takes the message and answers nothing until released (the server would wait its 10 s)
    try {
      for (const phone of [known, unknown, known, unknown]) {
        const started = performance.now();
        const res = await askCode(phone);
        const took = performance.now() - started;
        expect(res.status).toBe(202);
        expect(await res.json()).toEqual({ sent: true });
        expect(took).toBeLessThan(3000); // the gateway would hold it 10 s (SMS_TIMEOUT_MS)
      }
      // the known phone's two codes reach the gateway from the queue, the unknown phone's nothing
      await expect.poll(() => gateway.held.length, { timeout: 30_000 }).toBe(2);
      expect(gateway.held.map((sms) => sms.to)).toEqual([e164(known).slice(1), e164(known).slice(1)]);
      // the job carried the send's id only: neither the phone nor the code is in the queue
      const jobs = await db.query<{ data: unknown }>('select data from pgboss.job where name = $1', [SIGN_IN_SMS_QUEUE]);
      expect(jobs.length).toBeGreaterThanOrEqual(4);
      for (const { data } of jobs) expect(Object.keys(data as object)).toEqual(['send_id']);
      const from = gateway.sent.length;
      gateway.release();
      await smsTo(known, from);
      // the newest code is the one that signs in
      await expect.poll(() => gateway.sent.length - from).toBe(2);
      const newest = gateway.sent.slice(from).map(codeIn);
      const res = await Promise.any(
        newest.map(async (code) => ((await session(known, code)).status === 200 ? code : Promise.reject(new Error()))),
      );
      expect(newest).toContain(res);
      await queueDrained();
      expect(gateway.sent.some((m) => m.to === e164(unknown).slice(1))).toBe(false);
      // nothing waits with the phone or code once sent
      expect(await db.query('select 1 from my_code_sends where pending is not null')).toEqual([]);
    } finally {
      gateway.mode = 'ok';
      gateway.release();
    }
  }, 60_000);

  it('answers an unknown phone as a known one: 202 without an SMS, the same caps, the same wrong-code answers', async () => {
    const { askCode, session, register } = await setup();
    const known = freshPhone();
    await register({ phone: known });
    const unknown = freshPhone();
    const before = gateway.sent.length;
    for (let i = 0; i < CODES_PER_PHONE_PER_HOUR; i++) {
      expect((await askCode(unknown)).status).toBe(202);
      expect((await askCode(known)).status).toBe(202);
    }
    await queueDrained();
    const toKnown = gateway.sent.slice(before).filter((sms) => sms.to === e164(known).slice(1));
    expect(toKnown.length).toBe(CODES_PER_PHONE_PER_HOUR);
    expect(gateway.sent.some((sms) => sms.to === e164(unknown).slice(1))).toBe(false);
    const [a, b] = [await askCode(unknown), await askCode(known)];
    expect([a.status, b.status]).toEqual([429, 429]);
    expect((await a.json()).error.fields).toEqual((await b.json()).error.fields);

    // five wrong codes void the code, known phone or not; then even the right one is refused
    const codes = toKnown.map(codeIn);
    const wrongCode = ['111111', '222222', '333333', '444444'].find((c) => !codes.includes(c))!;
    for (const phone of [unknown, known]) {
      for (let i = 1; i <= 5; i++) expect((await session(phone, wrongCode)).status).toBe(i < 5 ? 400 : 429);
    }
    const late = await session(known, codes.at(-1)!); // the newest code, the one that would sign in
    expect(late.status).toBe(429);
    expect((await late.json()).error.fields).toEqual({ code: 'otp_void' });
  });

  it("keeps sign-in and verification caps apart: nobody's sign-in requests block a person's verification SMS", async () => {
    const { app, askCode, register } = await setup();
    const client = validLead().client_id;
    const verify = (leadId: string) => app.request(`/api/leads/${leadId}/otp`, json({ client_id: client }));

    // the attack: three sign-in requests for a phone before and after its owner registers
    const phone = freshPhone();
    for (let i = 0; i < CODES_PER_PHONE_PER_HOUR; i++) expect((await askCode(phone)).status).toBe(202); // unknown yet
    const refused = await askCode(phone);
    expect(refused.status).toBe(429);
    expect((await refused.json()).error.fields).toEqual({ code: 'otp_phone_limit' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
    const leadId = await register({ phone });
    const from = gateway.sent.length;
    expect((await verify(leadId)).status).toBe(202); // the person's own verification still goes
    await smsTo(phone, from);

    // and the other way: a person's verification codes leave their sign-in alone
    const other = freshPhone();
    const otherLead = await register({ phone: other });
    for (let i = 0; i < CODES_PER_PHONE_PER_HOUR; i++) expect((await verify(otherLead)).status).toBe(202);
    expect((await verify(otherLead)).status).toBe(429);
    const before = gateway.sent.length;
    expect((await askCode(other)).status).toBe(202);
    await smsTo(other, before);
  });

  it('stops sign-in SMS at half of SMS_DAILY_LIMIT, for known and unknown phones alike, keeping the rest for verification', async () => {
    // the day's count is the service's: start from none (the file's other tests sent some)
    await get().db.query('delete from my_code_sends');
    await get().db.query('delete from otp_sends');
    const { app, askCode, register } = await setup({ ...gateway.env, OTP_RATE_LIMIT: '100', SMS_DAILY_LIMIT: '4' });
    const phones = [freshPhone(), freshPhone(), freshPhone()];
    const leads = [];
    for (const phone of phones) leads.push(await register({ phone }));
    expect((await askCode(phones[0])).status).toBe(202);
    expect((await askCode(phones[1])).status).toBe(202);
    for (const phone of [phones[2], freshPhone()]) {
      const res = await askCode(phone);
      expect(res.status).toBe(503);
      expect((await res.json()).error).toMatchObject({ code: 'sms_unavailable', fields: { code: 'otp_daily_limit' } });
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    const client = validLead().client_id;
    expect((await app.request(`/api/leads/${leads[2]}/otp`, json({ client_id: client }))).status).toBe(202);
    expect((await app.request(`/api/leads/${leads[1]}/otp`, json({ client_id: client }))).status).toBe(202);
    const over = await app.request(`/api/leads/${leads[0]}/otp`, json({ client_id: client }));
    expect(over.status).toBe(503); // the whole limit
    await queueDrained();
  });

  it('names a bad phone, and sets the cookie Secure over https', async () => {
    const { app, askCode, register } = await setup();
    const bad = await askCode('12345');
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toMatchObject({ code: 'validation_failed', fields: { phone: 'phone_invalid' } });
    const phone = freshPhone();
    await register({ phone });
    const from = gateway.sent.length;
    await askCode(phone);
    const res = await app.request('https://naya.test/api/my/session', json({ phone, code: codeIn(await smsTo(phone, from)) }));
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/; Secure$/);
  });

  it('is unavailable without the SMS settings', async () => {
    const { askCode, call } = await setup({});
    for (const res of [await askCode(freshPhone()), await call('/api/my/leads')]) {
      expect(res.status).toBe(404);
      expect((await res.json()).error).toMatchObject({ code: 'feature_off', message: expect.stringMatching(/off on this server/) });
    }
    // the page asks first, and gets a plain answer rather than a refusal
    const status = await call('/api/my/status');
    expect(status.status).toBe(200);
    expect(await status.json()).toEqual({ available: false, signed_in: false });
    expect(await (await (await setup()).call('/api/my/status')).json()).toEqual({ available: true, signed_in: false });
  });
});
