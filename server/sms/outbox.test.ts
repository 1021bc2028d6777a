// The development SMS outbox (SMS_OUTBOX=1) through the real app and database: phone verification
// and the /my/ sign-in work with no gateway, each SMS printed in the log and listed at
// GET /api/console/outbox (operators only, audited, the last 24 hours); without any SMS setting
// nothing changes; production refuses to start with it.
import { afterEach, expect, it, vi } from 'vitest';
import { readServerConfig } from '../config';
import { startServer, StartRefused } from '../main';
import { admin, ADMIN, appOn, json, ROOT, validLead } from '../testing/app';
import { describeEachBackend } from '../testing/backends';

const CLIENT = '6f1c2b7e-3a4d-4c5e-9f60-718293a4b5c6'; // validLead's client_id
const codeOf = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';

type Message = { id: number; phone: string; message: string; created_at: string };

afterEach(() => vi.restoreAllMocks());

describeEachBackend('the development SMS outbox', (get) => {
  const outbox = async (app: Awaited<ReturnType<typeof appOn>>['app']) => {
    const res = await app.request('/api/console/outbox', admin());
    expect(res.status).toBe(200);
    return ((await res.json()) as { messages: Message[] }).messages;
  };

  it('verifies a phone and signs in to /my/ with codes read from the outbox and the log; nothing reaches a gateway', async () => {
    // background: the /my/ sign-in SMS goes from the job queue
    const { app, services } = await appOn(get(), { SMS_OUTBOX: '1', OTP_RATE_LIMIT: '100' }, {}, { background: true });
    const logged: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: unknown) => void logged.push(String(line)));
    const created = await app.request('/api/leads', json(validLead({ phone: '071 555 0101', lang: 'en' })));
    expect(created.status).toBe(201);
    const lead = await created.json();
    expect(lead.verify_phone).toBe(true); // verification is on without a gateway
    const asked = await app.request(`/api/leads/${lead.lead_id}/otp`, json({ client_id: CLIENT }));
    expect([asked.status, await asked.json()]).toEqual([202, { sent: true }]);
    const [sms] = await outbox(app);
    expect(sms).toMatchObject({
      phone: '+94715550101',
      message: expect.stringMatching(/^Your Naya code is \d{6}\. It expires in 10 min\./),
    });
    expect(logged).toContain(`naya: SMS outbox (SMS_OUTBOX=1, nothing sent) to +94715550101: ${sms!.message}`);
    const verified = await app.request(`/api/leads/${lead.lead_id}/verify`, json({ client_id: CLIENT, code: codeOf(sms!.message) }));
    expect([verified.status, await verified.json()]).toEqual([200, { verified: true }]);

    // the borrower page: a sign-in code by SMS, read from the outbox
    expect((await app.request('/api/my/code', json({ phone: '0715550101', lang: 'en' }))).status).toBe(202);
    await expect.poll(async () => (await outbox(app)).length, { timeout: 15_000 }).toBe(2);
    const [signInSms] = await outbox(app);
    expect(signInSms!.phone).toBe('+94715550101');
    expect(signInSms!.id).toBeGreaterThan(sms!.id);
    const session = await app.request('/api/my/session', json({ phone: '0715550101', code: codeOf(signInSms!.message) }));
    expect([session.status, await session.json()]).toEqual([200, { signed_in: true }]);

    // every view is audited (how many, never the numbers)
    const audit = (await (await app.request('/api/admin/audit', admin())).json()) as { action: string; outcome: unknown }[];
    expect(audit.filter((e) => e.action === 'console.outbox.view').length).toBeGreaterThanOrEqual(2); // one a read, the polls' too
    expect(JSON.stringify(audit)).not.toContain('94715550101');
    // the dashboard's SMS line says where the SMS go
    expect(await (await app.request('/api/console/sms', admin())).json()).toMatchObject({ on: true, outbox: true });
    await services.jobs.stop({ drainMs: 0 });
  });

  it('keeps 24 hours: an older message is gone', async () => {
    const { app, services } = await appOn(get(), { SMS_OUTBOX: '1' });
    await services.db.query(
      "insert into sms_outbox (phone, message, created_at) values ('+94770000001', 'old', now() - interval '25 hours')",
    );
    await services.db.query(
      "insert into sms_outbox (phone, message, created_at) values ('+94770000002', 'recent', now() - interval '23 hours')",
    );
    const texts = (await outbox(app)).map((m) => m.message);
    expect(texts).toContain('recent');
    expect(texts).not.toContain('old');
    expect(await services.db.query("select 1 from sms_outbox where message = 'old'")).toHaveLength(0);
  });

  it('erasing a person (data-subject call) erases their SMS from the outbox too', async () => {
    const { app } = await appOn(get(), { SMS_OUTBOX: '1' });
    const lead = await (await app.request('/api/leads', json(validLead({ phone: '071 555 0202' })))).json();
    expect((await app.request(`/api/leads/${lead.lead_id}/otp`, json({ client_id: CLIENT }))).status).toBe(202);
    expect((await outbox(app)).map((m) => m.phone)).toContain('+94715550202');
    const erased = await app.request('/api/admin/subjects?phone=0715550202', { method: 'DELETE', ...admin() });
    expect(erased.status).toBe(200);
    expect((await outbox(app)).map((m) => m.phone)).not.toContain('+94715550202');
  });

  it('is for operators only: a partner user is refused', async () => {
    const { app } = await appOn(get(), { SMS_OUTBOX: '1' });
    const email = `outbox-${get().name}@partner.test`;
    const password = 'a long partner passphrase';
    const made = await app.request('/api/console/users', json({ email, password, role: 'partner', provider_id: 81 }, admin().headers));
    expect(made.status).toBe(201);
    const login = await app.request('http://localhost/api/console/login', json({ email, password }));
    expect(login.status).toBe(200);
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
    const res = await app.request('http://localhost/api/console/outbox', { headers: { Cookie: cookie } });
    expect(res.status).toBe(403);
  });

  it('without any SMS setting verification stays off and the outbox answers 404', async () => {
    const { app } = await appOn(get());
    const lead = await (await app.request('/api/leads', json(validLead()))).json();
    expect(lead.verify_phone).toBeUndefined(); // as today: the form does not ask for a code
    expect((await app.request(`/api/leads/${lead.lead_id}/otp`, json({ client_id: CLIENT }))).status).not.toBe(202);
    const res = await app.request('/api/console/outbox', admin());
    expect(res.status).toBe(404);
    expect((await res.json()).error.message).toBe(
      'The SMS outbox is off: it is on only with SMS_OUTBOX=1, without an SMS gateway, outside production.',
    );
    expect(await (await app.request('/api/console/sms', admin())).json()).toEqual({ on: false });
  });
});

it('production refuses to start with SMS_OUTBOX set, naming it', async () => {
  const config = readServerConfig(
    {
      NODE_ENV: 'production',
      SMS_OUTBOX: '1',
      ALLOW_EMBEDDED_DB: '1',
      ADMIN_TOKEN: `${ADMIN}-long-enough-for-production-0123456789`,
      PORT: '0',
    },
    ROOT,
  );
  expect(config.otp).toBeUndefined(); // and never builds an outbox there
  const started = startServer(config, { exitOnSignal: false });
  await expect(started).rejects.toBeInstanceOf(StartRefused);
  await expect(started).rejects.toThrow(/^naya: SMS_OUTBOX is set, and NODE_ENV=production does not start with it/);
});
