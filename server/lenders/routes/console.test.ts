// The console's lender routes on both databases: operators only (401 without a session, 403 for a
// partner user and for a change without the CSRF token), each change audited with the operator and
// the fields' names, a refusal naming its field (the shared schema's reason, the outbound rules'
// for a delivery URL), the new key shown once, today's deliveries and returns of a lead routed to
// the lender, and the list's CSV.
import { expect, it } from 'vitest';
import { routeLead } from '../routing';
import { describeEachBackend } from '../../testing/backends';
import { appOn, json, validLead } from '../../testing/app';

const EMAIL = 'ops@naya.test';
const PASSWORD = 'correct horse battery';
const ENV = { CONSOLE_ADMIN_EMAIL: EMAIL, CONSOLE_ADMIN_PASSWORD: PASSWORD };

type App = Awaited<ReturnType<typeof appOn>>['app'];

async function signIn(app: App, email = EMAIL, password = PASSWORD) {
  const res = await app.request('/api/console/login', json({ email, password }));
  expect(res.status).toBe(200);
  const session = (res.headers.get('set-cookie') ?? '').split(';')[0]!;
  return { Cookie: session, 'X-CSRF-Token': ((await res.json()) as { csrf: string }).csrf };
}

const send = (method: string, body: unknown, headers: Record<string, string>) => ({ ...json(body, headers), method });

describeEachBackend('console lenders', (get) => {
  it('lets an operator add, edit and re-key a lender with the CSRF token, each change audited; others are refused', async () => {
    const { app, services } = await appOn(get(), ENV);
    const op = await signIn(app);
    expect((await app.request('/api/console/lenders')).status).toBe(401);

    // a partner user sees none of it
    const partner = { email: 'p81@partner.test', password: 'partner password 81', role: 'partner', provider_id: 81 };
    expect((await app.request('/api/console/users', json(partner, op))).status).toBe(201);
    const asPartner = await signIn(app, partner.email, partner.password);
    for (const path of ['/api/console/lenders', '/api/console/lenders.csv'])
      expect((await app.request(path, { headers: asPartner })).status, path).toBe(403);
    expect((await app.request('/api/console/lenders', json({ name: 'P' }, asPartner))).status).toBe(403);

    // without the CSRF token: 403, nothing made
    const body = { name: 'Kandy Credit', rules: { districts: ['Kandy'], daily_cap: 20, hours: '08:00-20:00' } };
    const forged = await app.request('/api/console/lenders', json(body, { Cookie: op.Cookie }));
    expect(forged.status).toBe(403);
    expect(await services.db.query('select 1 from lenders')).toEqual([]);

    const made = await app.request('/api/console/lenders', json(body, op));
    expect(made.status).toBe(201);
    const { lender_id, api_key, delivery_secret } = (await made.json()) as Record<string, string>;
    expect(api_key).toMatch(/^naya_lender_/);
    expect(delivery_secret).toMatch(/^whsec_/);

    const edited = await app.request(`/api/console/lenders/${lender_id}`, send('PATCH', { rules: { ...body.rules, daily_cap: 5 } }, op));
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({ lender_id, rules: { daily_cap: 5 }, today: { deliveries: 0, daily_cap: 5 }, returns: 0 });
    expect((await app.request(`/api/console/lenders/${lender_id}`, send('PATCH', { active: false }, { Cookie: op.Cookie }))).status).toBe(
      403,
    );

    const list = (await (await app.request('/api/console/lenders', { headers: op })).json()) as object[];
    const adminList = await (await app.request('/api/admin/lenders', { headers: { Authorization: 'Bearer test-admin-token' } })).json();
    expect(list).toEqual(adminList);
    expect(list).toEqual([
      {
        lender_id,
        name: 'Kandy Credit',
        delivery_url: null,
        quote_url: null,
        rules: { districts: ['Kandy'], daily_cap: 5, hours: '08:00-20:00' },
        active: true,
        created_at: expect.any(String),
        key_rotated_at: null,
        today: { deliveries: 0, daily_cap: 5 },
        returns: 0,
      },
    ]);

    const rotated = await app.request(`/api/console/lenders/${lender_id}/key`, { method: 'POST', headers: op });
    expect(rotated.status).toBe(200);
    const fresh = (await rotated.json()) as { lender_id: string; api_key: string };
    expect(fresh).toEqual({ lender_id, api_key: expect.stringMatching(/^naya_lender_/) });
    const pull = (key: string) => app.request('/api/lender/leads?since=2026-01-01', { headers: { Authorization: `Bearer ${key}` } });
    expect((await pull(api_key)).status).toBe(401);
    expect((await pull(fresh.api_key)).status).toBe(200);
    expect((await app.request('/api/console/lenders/no-such-lender/key', { method: 'POST', headers: op })).status).toBe(404);

    const audit = await services.db.query<{ actor: string; action: string; outcome: unknown }>(
      "select actor, action, outcome from audit_log where action like 'console.lender.%' order by id",
    );
    expect(audit).toEqual([
      { actor: `console:${EMAIL}`, action: 'console.lender.create', outcome: { lender_id, fields: ['name', 'rules'] } },
      { actor: `console:${EMAIL}`, action: 'console.lender.edit', outcome: { lender_id, fields: ['rules'] } },
      { actor: `console:${EMAIL}`, action: 'console.lender.key', outcome: { lender_id } },
    ]);
  });

  it('refuses bad input with 400 naming each field, the delivery URL by the outbound rules', async () => {
    const { app, services } = await appOn(get(), ENV);
    const op = await signIn(app);
    const refused = async (body: unknown, path = '/api/console/lenders', method = 'POST') => {
      const res = await app.request(path, send(method, body, op));
      expect(res.status).toBe(400);
      return ((await res.json()) as { error: { code: string; fields: Record<string, string> } }).error;
    };
    expect(await refused({ name: ' ', rules: { hours: '25:00-08:00', daily_cap: 2.5, districts: ['Atlantis'] } })).toEqual({
      code: 'validation_failed',
      message: expect.any(String),
      fields: {
        name: 'required',
        'rules.hours': 'hours_invalid',
        'rules.daily_cap': 'whole_number',
        'rules.districts.0': 'district_unknown',
      },
    });
    expect((await refused({ name: 'X', rules: { amount_min: 90_000, amount_max: 10_000 } })).fields).toEqual({
      'rules.amount_min': 'above_amount_max',
    });
    expect((await refused({ name: 'X', colour: 'red' })).fields).toEqual({ colour: 'unknown_field' });
    expect((await refused({ name: 'Inside', delivery_url: 'https://10.1.2.3/leads' })).fields).toEqual({ delivery_url: 'address_refused' });
    expect(await services.db.query("select 1 from lenders where name in ('X', 'Inside')")).toEqual([]);
    const made = await app.request('/api/console/lenders', json({ name: 'Fine' }, op));
    const { lender_id } = (await made.json()) as { lender_id: string };
    expect((await refused({ rules: { income_min: -1 } }, `/api/console/lenders/${lender_id}`, 'PATCH')).fields).toEqual({
      'rules.income_min': 'whole_lkr',
    });
    expect((await refused({ active: 'yes' }, `/api/console/lenders/${lender_id}`, 'PATCH')).fields).toEqual({ active: 'invalid' });
    expect((await app.request(`/api/console/lenders/${lender_id}/deliveries?day=yesterday`, { headers: op })).status).toBe(400);
    const edits = "select 1 from audit_log where action = 'console.lender.edit' and outcome->>'lender_id' = $1";
    expect(await services.db.query(edits, [lender_id])).toEqual([]);
  });

  it("shows today's deliveries (state, attempts) and returns (reason) of a lead routed to the lender, and the list as CSV", async () => {
    const { app, services } = await appOn(get(), ENV);
    const op = await signIn(app);
    const made = await app.request('/api/console/lenders', json({ name: 'Pull Leasing', rules: { districts: ['Galle'] } }, op));
    const { lender_id, api_key } = (await made.json()) as Record<string, string>;
    await app.request('/api/console/lenders', json({ name: 'Clicks, Only "Co"' }, op)); // no rules: never delivered to
    const { version } = (await (await app.request('/api/consent')).json()) as { version: string };
    const res = await app.request('/api/leads', json(validLead({ consent_version: version, district: 'Galle' })));
    expect(res.status).toBe(201);
    const { lead_id } = (await res.json()) as { lead_id: string };
    // the routing job's handler, as the background worker runs it
    const ctx = {
      db: services.db,
      jobs: services.jobs,
      offers: () => services.offerStore.active(),
      verifyPhones: false,
      now: services.now,
    };
    await routeLead(ctx, lead_id);
    const returned = await app.request(
      `/api/lender/leads/${lead_id}/return`,
      json({ reason: 'invalid_contact' }, { Authorization: `Bearer ${api_key}` }),
    );
    expect(returned.status).toBe(200);

    const day = (await (await app.request(`/api/console/lenders/${lender_id}/deliveries`, { headers: op })).json()) as Record<
      string,
      unknown
    >;
    expect(day).toEqual({
      lender_id,
      day: new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10),
      deliveries: [
        {
          delivery_id: `${lead_id}:${lender_id}`,
          lead_id,
          state: 'ready',
          attempts: 0,
          delivered_at: expect.any(String),
          done_at: expect.any(String),
          last_code: null,
        },
      ],
      returns: [{ lead_id, reason: 'invalid_contact', returned_at: expect.any(String) }],
    });
    const other = (await (await app.request(`/api/console/lenders/${lender_id}/deliveries?day=2020-01-01`, { headers: op })).json()) as {
      deliveries: unknown[];
      returns: unknown[];
    };
    expect([other.deliveries, other.returns]).toEqual([[], []]);

    const csv = await app.request('/api/console/lenders.csv?sort=name&dir=desc', { headers: op });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const lines = (await csv.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('name,state,delivery,today,daily_cap,hours,returns,created_at,lender_id');
    const rows = lines.slice(1).filter((l) => l.startsWith('Pull Leasing,') || l.startsWith('"Clicks'));
    expect(rows).toEqual([
      expect.stringMatching(new RegExp(`^Pull Leasing,active,pull,1,,all day,1,\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z,${lender_id}$`)),
      expect.stringMatching(/^"Clicks, Only ""Co""",active,clicks only,0,,,0,/),
    ]);
    const searched = await (await app.request('/api/console/lenders.csv?q=leasing', { headers: op })).text();
    expect(searched.trimEnd().split('\r\n').slice(1)).toEqual([expect.stringMatching(/^Pull Leasing,/)]);
    expect((await app.request('/api/console/lenders.csv?sort=colour', { headers: op })).status).toBe(400);
  });
});
