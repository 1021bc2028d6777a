// The console's sign-in, session, CSRF and access rules, in process on both databases.
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { startFakeGoogle } from '../../push/testing/fake-google';
import { describeEachBackend } from '../../testing/backends';
import { ADMIN, appOn, form, json, validLead } from '../../testing/app';

const EMAIL = 'ops@naya.test';
const PASSWORD = 'correct horse battery';
const ENV = { CONSOLE_ADMIN_EMAIL: EMAIL, CONSOLE_ADMIN_PASSWORD: PASSWORD };

type App = Awaited<ReturnType<typeof appOn>>['app'];

async function signIn(app: App, email = EMAIL, password = PASSWORD, url = 'http://localhost/api/console/login') {
  const res = await app.request(url, json({ email, password }));
  const cookie = res.headers.get('set-cookie') ?? '';
  const body = res.status === 200 ? await res.json() : await res.json();
  return { res, cookie, session: cookie.split(';')[0], csrf: body.csrf as string, body };
}

describeEachBackend('console auth', (get) => {
  it('makes the first operator from CONSOLE_ADMIN_EMAIL once, and signs in with an HttpOnly SameSite=Strict cookie expiring after the idle time', async () => {
    const { app, services } = await appOn(get(), { ...ENV, CONSOLE_IDLE_MINUTES: '20' });
    await appOn(get(), { ...ENV, CONSOLE_ADMIN_PASSWORD: 'another password entirely' }); // a second start changes nothing
    const users = await services.db.query<{ email: string; role: string; password_hash: string }>(
      'select email, role, password_hash from console_users',
    );
    expect(users).toEqual([{ email: EMAIL, role: 'operator', password_hash: expect.stringMatching(/^scrypt\$32768\$8\$1\$/) }]);
    expect(users[0].password_hash).not.toContain(PASSWORD);
    const { res, cookie, body } = await signIn(app);
    expect(res.status).toBe(200);
    expect(cookie).toMatch(/^naya_console=[\w-]{43}; Path=\/; Max-Age=1200; HttpOnly; SameSite=Strict$/);
    expect(body.user).toEqual({ user_id: expect.any(Number), email: EMAIL, role: 'operator', provider_id: null });
    const https = await signIn(app, EMAIL, PASSWORD, 'https://console.naya.test/api/console/login');
    expect(https.cookie).toMatch(/; HttpOnly; SameSite=Strict; Secure$/);
  });

  it('refuses a wrong password and an unknown e-mail alike, and a missing session', async () => {
    const { app } = await appOn(get(), ENV);
    const wrong = await signIn(app, EMAIL, 'not the password');
    const unknown = await signIn(app, 'nobody@naya.test', PASSWORD);
    expect([wrong.res.status, unknown.res.status]).toEqual([401, 401]);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.error.message).toBe('The e-mail or password is wrong.');
    expect(wrong.cookie).toBe('');
    expect((await app.request('/api/console/me')).status).toBe(401);
  });

  it('limits sign-in attempts per address (429 with Retry-After)', async () => {
    const { app } = await appOn(get(), { ...ENV, CONSOLE_LOGIN_RATE_LIMIT: '3' });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await signIn(app, EMAIL, 'guess ' + i)).res.status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const last = await signIn(app); // even the right password waits
    expect(last.res.status).toBe(429);
    expect(Number(last.res.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('refuses a change without the session CSRF token (403), takes it with the token', async () => {
    const { app, services } = await appOn(get(), ENV);
    const { session, csrf } = await signIn(app);
    const user = { email: 'second@naya.test', password: 'another long password', role: 'operator' };
    const none = await app.request('/api/console/users', json(user, { Cookie: session }));
    expect(none.status).toBe(403);
    expect((await none.json()).error.code).toBe('forbidden');
    const forged = await app.request('/api/console/users', json(user, { Cookie: session, 'X-CSRF-Token': 'x'.repeat(43) }));
    expect(forged.status).toBe(403);
    expect(await services.db.query("select 1 from console_users where email = 'second@naya.test'")).toEqual([]);
    const ok = await app.request('/api/console/users', json(user, { Cookie: session, 'X-CSRF-Token': csrf }));
    expect(ok.status).toBe(201);
    expect((await signIn(app, 'second@naya.test', 'another long password')).res.status).toBe(200);
    const [entry] = await services.db.query<{ actor: string; action: string }>(
      "select actor, action from audit_log where action = 'console.user.create' order by id desc limit 1",
    );
    expect(entry).toEqual({ actor: `console:${EMAIL}`, action: 'console.user.create' });
  });

  it('ends a session unused for the idle time (401, cookie cleared) and on sign-out', async () => {
    const { app, services } = await appOn(get(), { ...ENV, CONSOLE_IDLE_MINUTES: '30' });
    const first = await signIn(app);
    expect((await app.request('/api/console/me', { headers: { Cookie: first.session } })).status).toBe(200);
    // 29 minutes idle: still in; 31: out.
    await services.db.query("update console_sessions set last_seen_at = now() - interval '29 minutes'");
    const kept = await app.request('/api/console/me', { headers: { Cookie: first.session } });
    expect(kept.status).toBe(200);
    expect(kept.headers.get('set-cookie')).toContain('Max-Age=1800'); // the idle clock restarts
    await services.db.query("update console_sessions set last_seen_at = now() - interval '31 minutes'");
    const expired = await app.request('/api/console/me', { headers: { Cookie: first.session } });
    expect(expired.status).toBe(401);
    expect((await expired.json()).error.message).toBe('Your session has ended; sign in again.');
    expect(expired.headers.get('set-cookie')).toContain('Max-Age=0');

    const second = await signIn(app);
    const out = await app.request('/api/console/logout', {
      method: 'POST',
      headers: { Cookie: second.session, 'X-CSRF-Token': second.csrf },
    });
    expect(out.status).toBe(200);
    expect((await app.request('/api/console/me', { headers: { Cookie: second.session } })).status).toBe(401);
  });

  it('lets a partner user see only its own funnel and no personal data, also through the API', async () => {
    const { app, services } = await appOn(get(), ENV);
    const op = await signIn(app);
    const add = (email: string, provider_id: number) =>
      app.request(
        '/api/console/users',
        json({ email, password: 'partner password 1', role: 'partner', provider_id }, { Cookie: op.session, 'X-CSRF-Token': op.csrf }),
      );
    expect((await add('p71@partner.test', 71)).status).toBe(201);
    for (const provider of [71, 71, 72]) {
      const res = await app.request('/api/leads', json(validLead({ provider })));
      expect(res.status).toBe(201);
    }
    const partner = await signIn(app, 'p71@partner.test', 'partner password 1');
    const headers = { Cookie: partner.session };
    const funnel = await (await app.request('/api/console/funnel?split=partner', { headers })).json();
    expect(funnel.provider_id).toBe(71);
    expect(funnel.groups.map((g: { key: string }) => g.key)).toEqual(['71']);
    const [{ n }] = await services.db.query<{ n: number }>(
      "select count(*)::int as n from leads where provider = 71 and created_at > now() - interval '1 day'",
    );
    expect(funnel.totals.registrations).toBe(n);
    expect(JSON.stringify(funnel)).not.toMatch(/Nimal|\+947|1990123/);
    const [lead] = await services.db.query<{ lead_id: string }>('select lead_id from leads where provider = 72 limit 1');
    for (const path of [
      '/api/console/leads',
      '/api/console/leads.csv',
      `/api/console/leads/${lead.lead_id}`,
      '/api/console/users',
      '/api/console/offers',
      `/api/console/subjects?lead_id=${lead.lead_id}`,
      '/api/console/audit',
      '/api/console/partners',
      '/api/console/vitals',
      '/api/console/offers.csv',
      '/api/console/partners.csv',
      '/api/console/users.csv',
      '/api/console/campaigns.csv',
      '/api/console/audit.csv',
    ]) {
      expect((await app.request(path, { headers })).status, path).toBe(403);
    }
    // ?provider in the query does not widen a partner's view
    const other = await (await app.request('/api/console/funnel?provider=72', { headers })).json();
    expect(other.provider_id).toBe(71);
  });

  it("exports each list's rows for the table's search and order as CSV, auditing files with personal data", async () => {
    const { app, services } = await appOn(get(), ENV);
    const { session } = await signIn(app);
    const headers = { Cookie: session };
    for (const email of ['b-second@naya.test', 'a-third@naya.test'])
      await services.db.query("insert into console_users (email, password_hash, role) values ($1, 'x', 'operator')", [email]);
    const users = await app.request('/api/console/users.csv?q=naya.test%20ird&sort=email&dir=desc', { headers });
    expect(users.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect((await users.text()).split('\r\n')).toEqual([
      'email,role,provider_id,created_at,state',
      expect.stringMatching(/^a-third@naya\.test,operator,,\d{4}-.*Z,active$/),
      '',
    ]);
    const audit = await services.db.query<{ action: string; outcome: unknown }>(
      "select action, outcome from audit_log where action like 'console.%.export'",
    );
    expect(audit).toEqual([{ action: 'console.users.export', outcome: { rows: 1 } }]);
    expect((await app.request('/api/console/users.csv?sort=password_hash', { headers })).status).toBe(400);
    const offers = await (await app.request('/api/console/offers.csv?sort=lender', { headers })).text();
    expect(offers.split('\r\n')[0]).toBe('position,lender,offer_id,lender_id,amount_min,amount_max,state');
    const log = await (await app.request('/api/console/audit.csv?q=users.export', { headers })).text();
    expect(log.split('\r\n').filter(Boolean)).toEqual([
      'at,actor,action,lookup,outcome',
      expect.stringContaining(`console:${EMAIL},console.users.export`),
    ]);
  });

  it('finds a lead by phone in any spelling, audits the view with the operator; the admin token works too', async () => {
    const { app, services } = await appOn(get(), ENV);
    const op = await signIn(app);
    const res = await app.request('/api/leads', json(validLead({ phone: '077 555 0101', full_name: 'Kamala Jayasuriya' })));
    expect(res.status).toBe(201);
    const page = await (await app.request('/api/console/leads?q=%2B94%2077%20555%200101', { headers: { Cookie: op.session } })).json();
    expect(page.total).toBe(1);
    expect(page.rows[0]).toMatchObject({ full_name: 'Kamala Jayasuriya', phone: '+94775550101' });
    const byName = await (await app.request('/api/console/leads?q=kamala%20jaya', { headers: { Cookie: op.session } })).json();
    expect(byName.rows.map((r: { phone: string }) => r.phone)).toEqual(['+94775550101']);
    const [entry] = await services.db.query<{ actor: string; outcome: unknown }>(
      "select actor, outcome from audit_log where action = 'console.leads.list' order by id desc limit 1",
    );
    expect(entry).toEqual({ actor: `console:${EMAIL}`, outcome: { filters: ['q'], shown: 1, total: 1 } });
    expect(JSON.stringify(entry)).not.toContain('Kamala');
    const bearer = await app.request('/api/console/leads?q=0775550101', { headers: { Authorization: `Bearer ${ADMIN}` } });
    expect((await bearer.json()).total).toBe(1);
    expect((await app.request('/api/console/leads', { headers: { Authorization: 'Bearer wrong' } })).status).toBe(401);
  });
  it('edits, retires and reorders offers in the database: the feeds change at once, bad fields are named, every change audited', async () => {
    const { app, services } = await appOn(get(), ENV);
    const op = await signIn(app);
    const write = (method: string, path: string, body?: unknown) =>
      app.request(path, {
        method,
        headers: { Cookie: op.session, 'X-CSRF-Token': op.csrf, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const feed = async (path = '/feed/offers.json') =>
      (await (await app.request(path)).json()) as { offer_id: string; lender: string; first_loan_free: boolean }[];
    const before = await feed();
    expect(before.map((o) => o.offer_id)).toEqual(services.offers.map((o) => o.offer_id)); // filled from content/offers.json
    const first = services.offers[0];
    const bad = await write('PUT', `/api/console/offers/${first.offer_id}`, {
      ...first,
      amount_min: 90000,
      amount_max: 1000,
      url: 'http://insecure.example/',
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields).toEqual({ url: 'url must be https', amount_min: 'amount_min is above amount_max' });
    expect((await write('PUT', `/api/console/offers/${first.offer_id}`, { ...first, lender: 'Renamed Lender' })).status).toBe(200);
    expect((await feed())[0].lender).toBe('Renamed Lender');
    expect((await write('POST', `/api/console/offers/${first.offer_id}/retire`)).status).toBe(200);
    expect((await feed()).map((o) => o.offer_id)).not.toContain(first.offer_id);
    expect((await feed('/feed/first-loan-free.json')).map((o) => o.offer_id)).not.toContain(first.offer_id);
    expect((await write('POST', `/api/console/offers/${first.offer_id}/restore`)).status).toBe(200);
    const reversed = services.offers.map((o) => o.offer_id).reverse();
    expect((await write('POST', '/api/console/offers/order', { offer_ids: reversed.slice(1) })).status).toBe(400);
    expect((await write('POST', '/api/console/offers/order', { offer_ids: reversed })).status).toBe(200);
    expect((await feed()).map((o) => o.offer_id)).toEqual(reversed);
    const actions = await services.db.query<{ action: string }>(
      "select action from audit_log where action like 'console.offer.%' and actor = $1 order by id",
      [`console:${EMAIL}`],
    );
    expect(actions.map((a) => a.action).slice(-4)).toEqual([
      'console.offer.edit',
      'console.offer.retire',
      'console.offer.restore',
      'console.offer.reorder',
    ]);
    // put things back for other tests on this database
    await write('POST', '/api/console/offers/order', { offer_ids: services.offers.map((o) => o.offer_id) });
    await write('PUT', `/api/console/offers/${first.offer_id}`, first);
  });
  it('retries a failed postback now: operators only, with the CSRF token, audited without the lead id', async () => {
    const { app, services } = await appOn(get(), ENV);
    const op = await signIn(app);
    const made = await app.request(
      '/api/console/users',
      json(
        { email: 'p75@partner.test', password: 'partner password 75', role: 'partner', provider_id: 75 },
        {
          Cookie: op.session,
          'X-CSRF-Token': op.csrf,
        },
      ),
    );
    expect(made.status).toBe(201);
    const leadId = ((await (await app.request('/api/leads', json(validLead({ provider: 75 })))).json()) as { lead_id: string }).lead_id;
    const id = `lead_created:${leadId}:new`;
    await services.db.query(
      `insert into postbacks (postback_id, lead_id, provider_id, url, body, state, attempts, done_at)
       values ($1, $2, 75, 'https://partner.example/postback', '{}', 'failed', 6, now())`,
      [id, leadId],
    );
    const retry = (headers: Record<string, string>, postbackId = id) =>
      app.request(`/api/console/postbacks/${encodeURIComponent(postbackId)}/retry`, { method: 'POST', headers });
    const partner = await signIn(app, 'p75@partner.test', 'partner password 75');
    expect((await retry({ Cookie: partner.session, 'X-CSRF-Token': partner.csrf })).status).toBe(403);
    expect((await retry({ Cookie: op.session })).status).toBe(403); // no CSRF token
    const state = async () => (await services.db.query<{ state: string }>('select state from postbacks where postback_id = $1', [id]))[0];
    expect(await state()).toEqual({ state: 'failed' });

    const ok = await retry({ Cookie: op.session, 'X-CSRF-Token': op.csrf });
    expect(ok.status).toBe(202);
    expect(await ok.json()).toEqual({ postback_id: id, state: 'pending', attempts: 6 });
    expect(await state()).toEqual({ state: 'pending' });
    const queued = await services.db.query("select state from pgboss.job where name = 'partner.postback' and data->>'postback_id' = $1", [
      id,
    ]);
    expect(queued).toEqual([{ state: 'created' }]);

    const again = await retry({ Cookie: op.session, 'X-CSRF-Token': op.csrf });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({
      error: {
        code: 'validation_failed',
        message: 'Only a failed postback can be retried now; this one is pending.',
        fields: { state: 'not_failed' },
      },
    });
    expect((await retry({ Cookie: op.session, 'X-CSRF-Token': op.csrf }, 'lead_created:nobody:new')).status).toBe(404);
    const audit = await services.db.query<{ actor: string; outcome: unknown }>(
      "select actor, outcome from audit_log where action = 'console.postback.retry'",
    );
    expect(audit).toEqual([{ actor: `console:${EMAIL}`, outcome: { provider_id: 75, attempts: 6 } }]);
  });

  it('sends a campaign: the audience counted before equals the plan; operators only, with the CSRF token, fields named, audited', async () => {
    const google = await startFakeGoogle(); // a service-account key for the settings; nothing is sent (no workers here)
    try {
      const { app, services } = await appOn(get(), { ...ENV, ...google.env });
      const op = await signIn(app);
      const read = { Cookie: op.session };
      const change = { ...read, 'X-CSRF-Token': op.csrf };
      const lead = async (fields: Record<string, unknown>, tokens: number) => {
        const res = await app.request('/api/leads', json(validLead({ provider: 76, client_id: randomUUID(), ...fields })));
        const { lead_id, lead_token } = (await res.json()) as { lead_id: string; lead_token: string };
        for (let i = 0; i < tokens; i++)
          expect((await app.request('/set-token', form({ token: `tok-${randomUUID()}`, lead_id, lead_token }))).status).toBe(204);
        return lead_id;
      };
      await lead({ marketing_opt_in: true }, 2); // two devices
      await lead({ marketing_opt_in: true, district: 'Kandy' }, 1);
      await lead({ marketing_opt_in: false }, 1); // did not opt in
      const withdrawn = await lead({ marketing_opt_in: true }, 1);
      expect(
        (await app.request(`/api/admin/subjects/${withdrawn}/withdraw`, { method: 'POST', headers: { Authorization: `Bearer ${ADMIN}` } }))
          .status,
      ).toBe(200);

      const audience = await app.request('/api/console/campaigns/audience?provider=76', { headers: read });
      expect(await audience.json()).toEqual({ subscribers: 3, people: 2 });
      expect(await (await app.request('/api/console/campaigns/audience?provider=76&district=Kandy', { headers: read })).json()).toEqual({
        subscribers: 1,
        people: 1,
      });
      const badAudience = await app.request('/api/console/campaigns/audience?provider=x&district=Atlantis&from=tomorrow', {
        headers: read,
      });
      expect(badAudience.status).toBe(400);
      expect(Object.keys((await badAudience.json()).error.fields).sort()).toEqual([
        'audience.district',
        'audience.from',
        'audience.provider',
      ]);

      const content = {
        si: { title: 'නව ණය දීමනා', body: 'අද බලන්න', url: '/offers/' },
        en: { title: 'New loan offers', body: 'See them today', url: '/en/offers/' },
      };
      const blank = await app.request(
        '/api/console/campaigns/check',
        json({ content: { si: { title: ' ', body: 'b', url: 'ftp://x' } } }, change),
      );
      expect(blank.status).toBe(400);
      expect((await blank.json()).error.fields).toEqual({
        'content.si.title': 'required',
        'content.si.url': 'an https:// address or a path from /',
      });
      const check = await app.request('/api/console/campaigns/check', json({ content, audience: { provider: 76 } }, change));
      expect(await check.json()).toEqual({ subscribers: 3, people: 2 });
      expect(await services.db.query('select 1 from campaigns')).toEqual([]); // a check stores nothing

      // a partner user reaches none of it, and a change without the CSRF token is refused
      await app.request(
        '/api/console/users',
        json({ email: 'p76@partner.test', password: 'partner password 76', role: 'partner', provider_id: 76 }, change),
      );
      const partner = await signIn(app, 'p76@partner.test', 'partner password 76');
      const asPartner = { Cookie: partner.session, 'X-CSRF-Token': partner.csrf };
      expect((await app.request('/api/console/campaigns', { headers: asPartner })).status).toBe(403);
      expect((await app.request('/api/console/campaigns/audience', { headers: asPartner })).status).toBe(403);
      expect((await app.request('/api/console/campaigns', json({ content, audience: { provider: 76 } }, asPartner))).status).toBe(403);
      expect((await app.request('/api/console/campaigns', json({ content, audience: { provider: 76 } }, read))).status).toBe(403);
      expect(await services.db.query('select 1 from campaigns')).toEqual([]);

      const sent = await app.request('/api/console/campaigns', json({ content, audience: { provider: 76 } }, change));
      expect(sent.status).toBe(201);
      const { campaign_id, planned } = (await sent.json()) as { campaign_id: string; planned: number };
      expect(planned).toBe(3);
      const list = (await (await app.request('/api/console/campaigns', { headers: read })).json()) as Record<string, unknown>[];
      expect(list[0]).toMatchObject({
        campaign_id,
        planned: 3,
        pending: 3,
        sent: 0,
        failed: 0,
        clicked: 0,
        content,
        audience: { provider: 76 },
      });
      expect(await (await app.request(`/api/console/campaigns/${campaign_id}`, { headers: read })).json()).toEqual(list[0]);
      const audit = await services.db.query<{ actor: string; outcome: unknown }>(
        "select actor, outcome from audit_log where action = 'campaign.send'",
      );
      expect(audit).toEqual([
        { actor: `console:${EMAIL}`, outcome: { campaign_id, planned: 3, languages: ['si', 'en'], filters: ['provider'] } },
      ]);

      const off = await appOn(get(), ENV); // no FCM settings: push is off
      const offOp = await signIn(off.app);
      const refused = await off.app.request('/api/console/campaigns', { headers: { Cookie: offOp.session } });
      expect(refused.status).toBe(404);
      expect((await refused.json()).error.message).toBe('Push messages are off on this server (FCM_SERVICE_ACCOUNT is not set).');
    } finally {
      await google.close();
    }
  });

  it('answers data requests through the admin calls with the operator in the audit log; erase needs the CSRF token', async () => {
    const { app, services } = await appOn(get(), ENV);
    const op = await signIn(app);
    expect((await app.request('/api/leads', json(validLead({ phone: '0765550199' })))).status).toBe(201);
    const found = await app.request('/api/console/subjects?phone=076%20555%200199', { headers: { Cookie: op.session } });
    expect(found.status).toBe(200);
    expect((await found.json()).leads.map((l: { phone: string }) => l.phone)).toEqual(['+94765550199']);
    const missing = await app.request('/api/console/subjects', { headers: { Cookie: op.session } });
    expect(missing.status).toBe(400);
    expect((await missing.json()).error.fields).toEqual({ phone: 'required', nic: 'required', lead_id: 'required' });
    expect(
      (await app.request('/api/console/subjects?phone=0765550199', { method: 'DELETE', headers: { Cookie: op.session } })).status,
    ).toBe(403);
    expect(await services.db.query("select 1 from leads where phone = '+94765550199'")).toHaveLength(1);
    const erased = await app.request('/api/console/subjects?phone=0765550199', {
      method: 'DELETE',
      headers: { Cookie: op.session, 'X-CSRF-Token': op.csrf },
    });
    expect(erased.status).toBe(200);
    expect(await services.db.query("select 1 from leads where phone = '+94765550199'")).toEqual([]);
    // (GET /api/admin/audit sorts its text ids as text, so the newest are picked out by action here)
    const audit = await (await app.request('/api/console/audit?limit=1000', { headers: { Cookie: op.session } })).json();
    const subjectCalls = audit
      .filter((a: { action: string }) => a.action.startsWith('subject.'))
      .sort((a: { id: string }, b: { id: string }) => Number(b.id) - Number(a.id));
    expect(subjectCalls.slice(0, 2).map((a: { actor: string; action: string }) => [a.actor, a.action])).toEqual([
      [`console:${EMAIL}`, 'subject.erase'],
      [`console:${EMAIL}`, 'subject.export'],
    ]);
  });

  it('names the operator of a forwarded call whatever the e-mail (150 characters, Sinhala), and no header can name one', async () => {
    const { app, services } = await appOn(get(), ENV);
    const op = await signIn(app);
    const long = `${'o'.repeat(64)}@${'d'.repeat(80)}.test`;
    const sinhala = 'නිමල්.පෙරේරා@උදාහරණය.ලංකා';
    expect(long).toHaveLength(150);
    for (const email of [long, sinhala]) {
      const made = await app.request(
        '/api/console/users',
        json({ email, password: 'operator password 1', role: 'operator' }, { Cookie: op.session, 'X-CSRF-Token': op.csrf }),
      );
      expect(made.status).toBe(201);
      const { lead_id } = (await (await app.request('/api/leads', json(validLead()))).json()) as { lead_id: string };
      const them = await signIn(app, email, 'operator password 1');
      const corrected = await app.request(`/api/console/subjects/${lead_id}`, {
        method: 'PATCH',
        headers: { Cookie: them.session, 'X-CSRF-Token': them.csrf, 'Content-Type': 'application/json' },
        body: JSON.stringify({ purpose: 'Corrected purpose' }),
      });
      expect(corrected.status).toBe(200);
      const [entry] = await services.db.query<{ actor: string }>(
        "select actor from audit_log where action = 'subject.correct' order by id desc limit 1",
      );
      expect(entry.actor).toBe(`console:${email}`);
    }
    // The admin token with the operator header names an admin caller, never a console operator.
    const forged = await app.request('/api/admin/subjects?phone=0770000000', {
      headers: { Authorization: `Bearer ${ADMIN}`, 'X-Naya-Operator': `console:${EMAIL}` },
    });
    expect(forged.status).toBe(200);
    const [entry] = await services.db.query<{ actor: string }>(
      "select actor from audit_log where action = 'subject.export' order by id desc limit 1",
    );
    expect(entry.actor).toBe(`admin:console:${EMAIL}`);
  });
});
