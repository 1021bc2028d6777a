// The console's reads behind the Dashboard, lead, Offers screens, in process on both databases:
// the lenders list (the admin list's shape), a lead's lenders, deliveries and consent receipt with
// the text shown (audited), each lead table's CSV (audited), offers naming a lender by lender_id,
// and the dashboard's CSVs (a partner user's are its own partner's; vitals operators only).
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeEachBackend } from '../../testing/backends';
import { ADMIN, admin, appOn, json, validLead } from '../../testing/app';

const EMAIL = 'ops@naya.test';
const ENV = { CONSOLE_ADMIN_EMAIL: EMAIL, CONSOLE_ADMIN_PASSWORD: 'correct horse battery' };
const OPERATOR = { Authorization: `Bearer ${ADMIN}` };

type App = Awaited<ReturnType<typeof appOn>>['app'];

async function signIn(app: App, email: string, password: string) {
  const res = await app.request('/api/console/login', json({ email, password }));
  return { Cookie: (res.headers.get('set-cookie') ?? '').split(';')[0] };
}

/** Registers a lead with the consent current now (a lender made by an earlier test changed it). */
async function register(app: App, fields: Record<string, unknown> = {}) {
  const { version } = (await (await app.request('/api/consent')).json()) as { version: string };
  const res = await app.request('/api/leads', json(validLead({ consent_version: version, ...fields })));
  expect(res.status).toBe(201);
  return ((await res.json()) as { lead_id: string }).lead_id;
}

const lines = async (res: Response) => (await res.text()).split('\r\n').filter(Boolean);

describeEachBackend('console screens', (get) => {
  it("lists lenders as the admin list does, and shows a lead's lenders, deliveries and consent receipt with the text shown, audited", async () => {
    const { app, services } = await appOn(get(), ENV);
    const made = await app.request('/api/admin/lenders', json({ name: 'Console Bank', rules: {} }, admin().headers));
    expect(made.status).toBe(201);
    const { lender_id: lenderId } = (await made.json()) as { lender_id: string };
    const lenders = await app.request('/api/console/lenders', { headers: OPERATOR });
    expect(lenders.status).toBe(200);
    expect(await lenders.json()).toEqual(await (await app.request('/api/admin/lenders', admin())).json());

    const consent = (await (await app.request('/api/consent')).json()) as { version: string; text: Record<string, string> };
    const registered = await app.request(
      '/api/leads',
      json(validLead({ consent_version: consent.version, lang: 'en', client_id: randomUUID() })),
    );
    expect(registered.status).toBe(201);
    const { lead_id: leadId } = (await registered.json()) as { lead_id: string };
    await services.db.query(
      "insert into lender_deliveries (delivery_id, lead_id, lender_id, state, attempts, created_at, colombo_day, done_at, last_code) values ($1, $2, $3, 'sent', 1, now(), current_date, now(), 200)",
      [`${leadId}:${lenderId}`, leadId, lenderId],
    );
    const res = await app.request(`/api/console/leads/${leadId}/lenders`, { headers: OPERATOR });
    expect(res.status).toBe(200);
    const answer = await res.json();
    expect(answer.lenders).toEqual([
      { lender_id: lenderId, name: 'Console Bank', status: 'delivered', reached_at: expect.any(String), reached_by: 'delivery' },
    ]);
    expect(answer.deliveries).toEqual([
      expect.objectContaining({ lender_id: lenderId, name: 'Console Bank', state: 'sent', last_code: 200 }),
    ]);
    expect(answer.receipt).toMatchObject({ lead_id: leadId, version: consent.version, lenders: ['Console Bank'], lang: 'en' });
    expect(answer.text).toBe(consent.text.en);
    expect(answer.text_matches).toBe(true);
    expect((await app.request('/api/console/leads/no-such-lead/lenders', { headers: OPERATOR })).status).toBe(404);

    const csv = await app.request(`/api/console/leads/${leadId}/deliveries.csv`, { headers: OPERATOR });
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(await lines(csv)).toEqual([
      'name,state,attempts,delivered_at,done_at,last_code,delivery_id',
      expect.stringMatching(new RegExp(`^Console Bank,sent,1,.*,200,${leadId}:${lenderId}$`)),
    ]);
    expect((await app.request(`/api/console/leads/${leadId}/secrets.csv`, { headers: OPERATOR })).status).toBe(404);
    expect((await app.request(`/api/console/leads/${leadId}/events.csv?sort=nic`, { headers: OPERATOR })).status).toBe(400);
    const audit = await services.db.query<{ action: string; outcome: unknown }>(
      "select action, outcome from audit_log where action like 'console.lead.%' order by id",
    );
    expect(audit).toEqual([
      { action: 'console.lead.lenders.view', outcome: { lenders: 1, deliveries: 1, receipt: true } },
      { action: 'console.lead.export', outcome: { table: 'deliveries', rows: 1 } },
    ]);
  });

  it("exports a lead's table for the table's search and order", async () => {
    const { app, services } = await appOn(get(), ENV);
    const leadId = await register(app);
    await services.db.query(
      "insert into webhooks (lead_id, state_type, data, lender_id) values ($1, 'approved', '{}', 'lender-b'), ($1, 'issued', '{}', 'lender-a'), ($1, 'rejected', '{}', 'other')",
      [leadId],
    );
    const csv = await app.request(`/api/console/leads/${leadId}/history.csv?q=lender&sort=lender_id&dir=asc`, { headers: OPERATOR });
    const rows = await lines(csv);
    expect(rows[0]).toBe('id,state_type,lender_id,received_at');
    expect(rows.slice(1).map((r) => r.split(',').slice(1, 3).join(' '))).toEqual(['issued lender-a', 'approved lender-b']);
  });

  it("names an offer's lender by lender_id: an unknown one is refused naming the field; offers.csv carries it", async () => {
    const { app } = await appOn(get(), ENV);
    const offers = (await (await app.request('/api/console/offers', { headers: OPERATOR })).json()) as { offer: Record<string, unknown> }[];
    const offer = { ...offers[0].offer, offer_id: 'bound-offer', lender_id: 'no-such-lender' };
    const refused = await app.request('/api/console/offers', json(offer, OPERATOR));
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.fields).toEqual({ lender_id: 'No lender has this id.' });
    const { lender_id: lenderId } = await (await app.request('/api/admin/lenders', json({ name: 'Bound Bank' }, admin().headers))).json();
    expect((await app.request('/api/console/offers', json({ ...offer, lender_id: lenderId }, OPERATOR))).status).toBe(201);
    const csv = await lines(await app.request('/api/console/offers.csv?q=bound-offer', { headers: OPERATOR }));
    expect(csv).toEqual([
      'position,lender,offer_id,lender_id,amount_min,amount_max,state',
      expect.stringContaining(`,bound-offer,${lenderId},`),
    ]);
  });

  it("exports the dashboard's tables: a partner user gets its own partner's figures and no vitals", async () => {
    const { app } = await appOn(get(), ENV);
    for (const provider of [51, 51, 52]) await register(app, { provider });
    // the quote step's events, beside the funnel
    for (const [event, provider] of [
      ['quote_shown', 51],
      ['quote_shown', 51],
      ['quote_chosen', 51],
      ['quote_shown', 52],
    ] as const)
      expect((await app.request('/api/event', json({ event, event_id: randomUUID(), provider }))).status).toBe(202);
    const made = await app.request(
      '/api/console/users',
      json({ email: 'p51@partner.test', password: 'partner password 51', role: 'partner', provider_id: 51 }, OPERATOR),
    );
    expect(made.status).toBe(201);
    const partner = await signIn(app, 'p51@partner.test', 'partner password 51');
    const groups = await lines(await app.request('/api/console/funnel/groups.csv?split=partner', { headers: partner }));
    expect(groups[0]).toBe('key,page_views,registrations,verified,offer_clicks,approved,issued,verified_rate,quote_views,quote_choices');
    expect(groups.slice(1).map((r) => r.split(',').slice(0, 3).join(' '))).toEqual(['51 0 2']);
    expect(groups[1]!.split(',').slice(8)).toEqual(['2', '1']);
    const all = await lines(
      await app.request('/api/console/funnel/groups.csv?split=partner&sort=registrations&dir=asc', { headers: OPERATOR }),
    );
    // earlier tests' leads (no partner) are in the same database: keep the two partners here
    expect(
      all
        .slice(1)
        .map((r) => r.split(',').slice(0, 3).join(' '))
        .filter((r) => /^5[12] /.test(r)),
    ).toEqual(['52 0 1', '51 0 2']);
    const days = await lines(await app.request('/api/console/funnel/days.csv?sort=registrations&dir=desc', { headers: partner }));
    const byQuery = await lines(await app.request('/api/console/funnel/groups.csv?split=partner&q=52', { headers: OPERATOR }));
    expect(byQuery.slice(1).map((r) => r.split(',')[0])).toEqual(['52']);
    expect(days).toHaveLength(15); // the header and 14 days
    expect(days[1].split(',')[2]).toBe('2');
    expect(days[0]!.split(',').slice(7)).toEqual(['quote_views', 'quote_choices']);
    expect(days[1]!.split(',').slice(7)).toEqual(['2', '1']); // the partner's own: not partner 52's view
    const leadId = await register(app, { provider: 51 });
    for (const path of [
      '/api/console/vitals.csv',
      '/api/console/lenders',
      `/api/console/leads/${leadId}/lenders`,
      `/api/console/leads/${leadId}/history.csv`,
    ])
      expect((await app.request(path, { headers: partner })).status, path).toBe(403);
    const vitals = await lines(await app.request('/api/console/vitals.csv', { headers: OPERATOR }));
    expect(vitals).toEqual(['page,device,LCP_p75,LCP_samples,INP_p75,INP_samples,CLS_p75,CLS_samples']);
    expect((await app.request('/api/console/funnel/days.csv?from=2026-02-01&to=2026-01-01', { headers: partner })).status).toBe(400);
    // a reversed range: 400 naming `from`, as the funnel answers, not an empty table
    const reversed = await app.request('/api/console/vitals.csv?from=2026-02-01&to=2026-01-01', { headers: OPERATOR });
    expect(reversed.status).toBe(400);
    expect(((await reversed.json()) as { error: { fields: unknown } }).error.fields).toEqual({ from: 'after_to' });
  });
});
