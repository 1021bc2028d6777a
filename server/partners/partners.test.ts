// Partner accounts and the partner API on both databases, in process: keys shown once and kept
// hashed, the postback secret sealed; rotation stops the old key at once; two partners' figures
// and leads never mix, and agree with the raw tables; no personal data in what a partner sees;
// ranges checked; unknown provider ids and other origins counted apart for the operator.
import { randomUUID } from 'node:crypto';
import { createHash } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { admin, appOn, json, validLead } from '../testing/app';
import { describeEachBackend } from '../testing/backends';
import { clickLenderOffer, type RegisteredLead } from '../testing/reach';
import { open } from './secret-box';

type App = Awaited<ReturnType<typeof appOn>>;
interface Created {
  provider_id: number;
  api_key: string;
  postback_secret: string;
}

const today = () => new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10); // Colombo

describeEachBackend('partner accounts and API', (get) => {
  let setup: App;
  let lenderKey: string;
  let lenderId: string;
  const req = (path: string, init: RequestInit = {}) => setup.app.request(path, init);
  const bearer = (key: string) => ({ headers: { Authorization: `Bearer ${key}` } });
  const createPartner = async (body: Record<string, unknown>) => {
    const res = await req('/api/admin/partners', json(body, admin().headers));
    expect(res.status).toBe(201);
    return (await res.json()) as Created;
  };
  const lead = async (provider: number | undefined, headers: Record<string, string> = {}, extra: Record<string, unknown> = {}) => {
    const res = await req('/api/leads', json(validLead({ client_id: randomUUID(), provider, ...extra }), headers));
    expect(res.status).toBe(201);
    const registered = (await res.json()) as RegisteredLead;
    tokens.set(registered.lead_id, registered.lead_token);
    return registered.lead_id;
  };
  /** Each lead's token, for the click-through binding. */
  const tokens = new Map<string, string>();
  const event = async (name: string, provider: unknown, headers: Record<string, string> = {}) =>
    expect((await req('/api/event', json({ event: name, event_id: randomUUID(), provider }, headers))).status).toBe(202);
  /** The state from the lender whose offer the lead's person clicked. */
  const lender = async (leadId: string, state: string) => {
    await clickLenderOffer(req, { lead_id: leadId, lead_token: tokens.get(leadId)! }, lenderId);
    const body = new FormData();
    body.append('lead_id', leadId);
    body.append('state_type', state);
    return req('/webhook', { method: 'POST', body, headers: { Authorization: `Bearer ${lenderKey}` } });
  };

  beforeAll(async () => {
    setup = await appOn(get(), { LEAD_RATE_LIMIT: '100' }); // every registration here comes from one address
    ({ api_key: lenderKey, lender_id: lenderId } = (await (
      await req('/api/admin/lenders', json({ name: 'Demo Finance' }, admin().headers))
    ).json()) as { api_key: string; lender_id: string });
  });

  it('creates an account for the admin only, shows the key and secret once, keeps a hash and a sealed secret', async () => {
    expect((await req('/api/admin/partners', json({ provider_id: 101, name: 'X' }))).status).toBe(401);
    const made = await createPartner({
      provider_id: 101,
      name: 'Lanka Loans Blog',
      postback_url: 'https://partner.example/postback',
      allowed_origins: ['https://blog.example/'],
    });
    expect(made).toMatchObject({
      provider_id: 101,
      name: 'Lanka Loans Blog',
      postback_url: 'https://partner.example/postback',
      allowed_origins: ['https://blog.example'],
    });
    expect(made.api_key).toMatch(/^naya_partner_[A-Za-z0-9_-]{43}$/);
    expect(made.postback_secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const [row] = await get().db.query<{ key_hash: string; postback_secret: string }>(
      'select key_hash, postback_secret from partners where provider_id = 101',
    );
    expect(row!.key_hash).toBe(createHash('sha256').update(made.api_key).digest('hex'));
    expect(row!.postback_secret).not.toContain(made.postback_secret.slice(6));
    expect(open(setup.services.partnerKey, row!.postback_secret)).toBe(made.postback_secret);
    const list = await (await req('/api/admin/partners', admin())).text();
    expect(list).toContain('Lanka Loans Blog');
    for (const secret of ['key_hash', 'postback_secret', made.api_key, made.postback_secret]) expect(list).not.toContain(secret);
    const again = await req('/api/admin/partners', json({ provider_id: 101, name: 'Again' }, admin().headers));
    expect(again.status).toBe(400);
    expect((await again.json()).error.fields).toEqual({ provider_id: 'taken' });
  });

  it('accepts https postback URLs only, naming the field otherwise (postback-url.test.ts: where they may lead)', async () => {
    for (const url of ['http://partner.example/pb', 'ftp://127.0.0.1/x', 'not a url', 'javascript:alert(1)']) {
      const res = await req('/api/admin/partners', json({ provider_id: 102, name: 'P', postback_url: url }, admin().headers));
      expect(res.status).toBe(400);
      expect((await res.json()).error.fields).toEqual({ postback_url: 'https_required' });
    }
    // plain http to a development server on loopback was taken before ALLOW_HTTP_OUTBOUND; no more
    for (const url of ['http://127.0.0.1:9/pb', 'http://localhost/pb', 'http://[::1]:8000/pb']) {
      const res = await req('/api/admin/partners', json({ provider_id: 103, name: 'Dev', postback_url: url }, admin().headers));
      expect([url, res.status, (await res.json()).error.fields]).toEqual([url, 400, { postback_url: 'https_required' }]);
    }
  });

  it('rotates the key: the old one is 401 at once, the new one works', async () => {
    const made = await createPartner({ provider_id: 110, name: 'Rotating' });
    expect((await req('/api/partner/stats', bearer(made.api_key))).status).toBe(200);
    const rotated = (await (await req('/api/admin/partners/110/key', { method: 'POST', ...admin() })).json()) as { api_key: string };
    expect(rotated.api_key).not.toBe(made.api_key);
    const old = await req('/api/partner/stats', bearer(made.api_key));
    expect(old.status).toBe(401);
    expect((await old.json()).error.code).toBe('unauthorized');
    expect((await req('/api/partner/leads', bearer(rotated.api_key))).status).toBe(200);
    expect((await req('/api/partner/stats', bearer('naya_partner_wrong'))).status).toBe(401);
    expect((await req('/api/partner/stats')).status).toBe(401);
    expect((await req('/api/admin/partners/999/key', { method: 'POST', ...admin() })).status).toBe(404);
    const secret = (await (await req('/api/admin/partners/110/secret', { method: 'POST', ...admin() })).json()) as {
      postback_secret: string;
    };
    const [row] = await get().db.query<{ postback_secret: string }>('select postback_secret from partners where provider_id = 110');
    expect(open(setup.services.partnerKey, row!.postback_secret)).toBe(secret.postback_secret);
  });

  it('refuses malformed and too long ranges naming the field', async () => {
    const { api_key } = await createPartner({ provider_id: 120, name: 'Ranges' });
    const check = async (query: string, fields: Record<string, string>) => {
      const res = await req(`/api/partner/stats?${query}`, bearer(api_key));
      expect(res.status).toBe(400);
      expect((await res.json()).error.fields).toEqual(fields);
    };
    await check('from=2026-13-01&to=2026-12-01', { from: 'date_invalid' });
    await check('from=2026-02-30', { from: 'date_invalid' });
    await check('from=2026-01-01&to=yesterday', { to: 'date_invalid' });
    await check('from=2026-02-01&to=2026-01-01', { from: 'after_to' });
    await check('from=2025-01-01&to=2026-01-02', { to: 'range_too_long' }); // 367 days
    const ok = await (await req('/api/partner/stats?from=2025-01-01&to=2026-01-01', bearer(api_key))).json(); // 366
    expect(ok.days).toHaveLength(366);
    expect((await req('/api/partner/leads?to=2026-1-1', bearer(api_key))).status).toBe(400);
  });

  it("two partners' figures and leads never mix and agree with the raw tables", async () => {
    const a = await createPartner({ provider_id: 201, name: 'A' });
    const b = await createPartner({ provider_id: 202, name: 'B' });
    const aLeads = [await lead(201), await lead(201), await lead(201)];
    const bLeads = [await lead(202)];
    await get().db.query('update leads set verified = true where lead_id = any($1::text[])', [[aLeads[0], aLeads[1], bLeads[0]]]);
    for (const [id, state] of [
      [aLeads[0], 'approved'],
      [aLeads[0], 'issued'],
      [aLeads[1], 'approved'],
      [bLeads[0], 'rejected'],
    ] as const) {
      expect((await lender(id!, state)).status).toBe(204);
    }
    for (let i = 0; i < 4; i++) await event('page_view', 201);
    await event('page_view', '202');
    await event('offer_click', 201);
    await event('offer_click', 201);
    // the quote step's events (sent by the widgets): views and choices, another partner's apart
    for (let i = 0; i < 3; i++) await event('quote_shown', 201);
    await event('quote_chosen', 201);
    await event('quote_shown', 202);
    await event('page_view', undefined);

    const day = today();
    const statsA = await (await req(`/api/partner/stats?from=${day}&to=${day}`, bearer(a.api_key))).json();
    // payable_leads: neither partner has a payout (server/payouts/payouts.test.ts counts them)
    const expectedA = {
      page_views: 4,
      leads: 3,
      verified_leads: 2,
      payable_leads: 0,
      offer_clicks: 2,
      approved: 2,
      issued: 1,
      quote_views: 3,
      quote_choices: 1,
    };
    expect(statsA).toEqual({ provider_id: 201, from: day, to: day, days: [{ date: day, ...expectedA }], totals: expectedA });
    const statsB = await (await req(`/api/partner/stats?from=${day}&to=${day}`, bearer(b.api_key))).json();
    expect(statsB.totals).toEqual({
      page_views: 1,
      leads: 1,
      verified_leads: 1,
      payable_leads: 0,
      offer_clicks: 0,
      approved: 0,
      issued: 0,
      quote_views: 1,
      quote_choices: 0,
    });

    // the other way round: the raw tables counted by plain SQL give the same figures
    const count = async (sql: string, params: unknown[]) =>
      (await get().db.query<{ n: number }>(`select count(*)::int as n from ${sql}`, params))[0]!.n;
    for (const [provider, stats] of [
      [201, statsA],
      [202, statsB],
    ] as const) {
      expect(stats.totals).toEqual({
        page_views: await count("events where event = 'page_view' and data->>'provider' = $1", [String(provider)]),
        leads: await count('leads where provider = $1', [provider]),
        verified_leads: await count('leads where provider = $1 and verified', [provider]),
        payable_leads: await count('payout_ledger where provider_id = $1', [provider]),
        offer_clicks: await count("events where event = 'offer_click' and data->>'provider' = $1", [String(provider)]),
        approved: await count(
          "(select distinct w.lead_id from webhooks w join leads l using (lead_id) where l.provider = $1 and w.state_type = 'approved' and w.lender_id is not null) x",
          [provider],
        ),
        issued: await count(
          "(select distinct w.lead_id from webhooks w join leads l using (lead_id) where l.provider = $1 and w.state_type = 'issued' and w.lender_id is not null) x",
          [provider],
        ),
        quote_views: await count("events where event = 'quote_shown' and data->>'provider' = $1", [String(provider)]),
        quote_choices: await count("events where event = 'quote_chosen' and data->>'provider' = $1", [String(provider)]),
      });
    }

    const leadsA = (await (await req('/api/partner/leads', bearer(a.api_key))).json()) as Record<string, unknown>[];
    expect(leadsA.map((l) => l.lead_id).sort()).toEqual([...aLeads].sort());
    expect(Object.keys(leadsA[0]!).sort()).toEqual([
      'created_at',
      'lead_id',
      'payout',
      'quality',
      'status',
      'sub1',
      'sub2',
      'sub3',
      'sub4',
      'sub5',
      'utm_campaign',
      'utm_content',
      'utm_medium',
      'utm_source',
      'utm_term',
      'verified',
    ]);
    const text = JSON.stringify(leadsA);
    for (const personal of ['Nimal', '+94', '19901230', 'nimal@example.com', '80000', 'Colombo']) expect(text).not.toContain(personal);
    expect(leadsA.find((l) => l.lead_id === aLeads[0])).toMatchObject({ status: 'issued', verified: true, utm_source: 'facebook' });
    const leadsB = (await (await req('/api/partner/leads', bearer(b.api_key))).json()) as { lead_id: string }[];
    expect(leadsB.map((l) => l.lead_id)).toEqual(bLeads);
    // a day with nothing: zeros, not missing
    const empty = await (await req('/api/partner/stats?from=2020-03-01&to=2020-03-02', bearer(a.api_key))).json();
    expect(empty.days.map((d: { date: string; leads: number }) => [d.date, d.leads])).toEqual([
      ['2020-03-01', 0],
      ['2020-03-02', 0],
    ]);
  });

  it('counts unknown provider ids under "unknown partner" and other origins as flagged, storing both as sent', async () => {
    await createPartner({ provider_id: 301, name: 'Strict', allowed_origins: ['https://strict.example'] });
    const own = await lead(301, { Origin: 'https://strict.example' });
    const foreign = await lead(301, { Origin: 'https://elsewhere.example' });
    await event('page_view', 301, { Origin: 'https://strict.example' });
    await event('page_view', 301, { Origin: 'https://elsewhere.example' });
    const unknownLead = await lead(9301);
    await event('page_view', 9302);
    const stored = await get().db.query<{ lead_id: string; provider: number; origin: string | null }>(
      'select lead_id, provider, origin from leads where lead_id = any($1::text[]) order by origin',
      [[own, foreign, unknownLead]],
    );
    expect(stored.map((r) => [r.provider, r.origin])).toEqual([
      [301, 'https://elsewhere.example'],
      [301, 'https://strict.example'],
      [9301, null],
    ]);

    const day = today();
    const figures = await (await req(`/api/admin/partners/stats?from=${day}&to=${day}`, admin())).json();
    const strict = figures.partners.find((p: { provider_id: number }) => p.provider_id === 301);
    expect(strict).toMatchObject({
      name: 'Strict',
      leads: 1,
      page_views: 1,
      flagged: expect.objectContaining({ leads: 1, page_views: 1 }),
    });
    expect(figures.unknown_partner).toMatchObject({ name: 'unknown partner', provider_ids: expect.arrayContaining(['9301', '9302']) });
    expect(figures.unknown_partner.leads).toBeGreaterThanOrEqual(1);
    expect(figures.unknown_partner.page_views).toBeGreaterThanOrEqual(1);

    const { api_key } = (await (await req('/api/admin/partners/301/key', { method: 'POST', ...admin() })).json()) as { api_key: string };
    const partnerView = await (await req(`/api/partner/stats?from=${day}&to=${day}`, bearer(api_key))).json();
    expect(partnerView.totals).toMatchObject({ leads: 1, page_views: 1 });
    const partnerLeads = (await (await req('/api/partner/leads', bearer(api_key))).json()) as { lead_id: string }[];
    expect(partnerLeads.map((l) => l.lead_id)).toEqual([own]);
  });

  it("splits a partner's figures by sub-ID (group_by=sub1…sub5), reports them on its leads, and refuses another group_by", async () => {
    const p = await createPartner({ provider_id: 311, name: 'Sub-ID partner' });
    const ev = async (name: string, extra: Record<string, unknown>) =>
      expect((await req('/api/event', json({ event: name, event_id: randomUUID(), provider: 311, ...extra }))).status).toBe(202);
    for (let i = 0; i < 3; i++) await ev('page_view', { sub1: 'camp-a', sub2: 'blue' });
    await ev('page_view', { sub1: 'camp-b' });
    await ev('page_view', {});
    await ev('offer_click', { sub1: 'camp-a' });
    for (let i = 0; i < 2; i++) await ev('quote_shown', { sub1: 'camp-a', sub2: 'blue' });
    await ev('quote_chosen', { sub1: 'camp-a' });
    await ev('quote_shown', {});
    const leadA = await lead(311, {}, { sub1: 'camp-a', sub2: 'blue' });
    await lead(311, {}, { sub1: 'camp-b' });
    await get().db.query('update leads set verified = true where lead_id = $1', [leadA]);
    expect((await lender(leadA, 'approved')).status).toBe(204);
    // another partner's sub-IDs of the same name stay its own
    await createPartner({ provider_id: 312, name: 'Other' });
    await event('page_view', 312);
    await lead(312, {}, { sub1: 'camp-a' });

    const day = today();
    const zero = {
      page_views: 0,
      leads: 0,
      verified_leads: 0,
      payable_leads: 0,
      offer_clicks: 0,
      approved: 0,
      issued: 0,
      quote_views: 0,
      quote_choices: 0,
    };
    const split = await (await req(`/api/partner/stats?from=${day}&to=${day}&group_by=sub1`, bearer(p.api_key))).json();
    expect(split).toEqual({
      provider_id: 311,
      from: day,
      to: day,
      group_by: 'sub1',
      groups: [
        {
          value: 'camp-a',
          totals: { ...zero, page_views: 3, offer_clicks: 1, leads: 1, verified_leads: 1, approved: 1, quote_views: 2, quote_choices: 1 },
        },
        { value: 'camp-b', totals: { ...zero, page_views: 1, leads: 1 } },
        { value: null, totals: { ...zero, page_views: 1, quote_views: 1 } },
      ],
    });
    const bySub2 = await (await req(`/api/partner/stats?from=${day}&to=${day}&group_by=sub2`, bearer(p.api_key))).json();
    expect(
      bySub2.groups.map((g: { value: string | null; totals: { page_views: number; quote_views: number; quote_choices: number } }) => [
        g.value,
        g.totals.page_views,
        g.totals.quote_views,
        g.totals.quote_choices,
      ]),
    ).toEqual([
      ['blue', 3, 2, 0],
      [null, 2, 1, 1],
    ]);
    // the groups add up to the ungrouped totals
    const whole = await (await req(`/api/partner/stats?from=${day}&to=${day}`, bearer(p.api_key))).json();
    for (const metric of Object.keys(zero))
      expect(
        split.groups.reduce((n: number, g: { totals: Record<string, number> }) => n + g.totals[metric]!, 0),
        metric,
      ).toBe(whole.totals[metric]);

    const leads = (await (await req('/api/partner/leads', bearer(p.api_key))).json()) as Record<string, unknown>[];
    expect(leads.find((l) => l.lead_id === leadA)).toMatchObject({ sub1: 'camp-a', sub2: 'blue', sub3: null });

    for (const bad of ['sub6', 'constructor', 'utm_source', 'SUB1']) {
      const res = await req(`/api/partner/stats?group_by=${bad}`, bearer(p.api_key));
      expect(res.status, bad).toBe(400);
      expect((await res.json()).error.fields).toEqual({ group_by: 'invalid' });
    }
    // a lead's sub-ID outside A-Z a-z 0-9 . _ - is refused naming the field (more in lead-schema.test.ts)
    const refused = await req('/api/leads', json(validLead({ client_id: randomUUID(), provider: 311, sub3: '<b>' })));
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.fields).toEqual({ sub3: 'invalid' });
  });

  it('quote views and choices start no postback and keep no personal data', async () => {
    await createPartner({ provider_id: 331, name: 'Quotes partner', postback_url: 'https://partner.example/pb?lead={lead_id}' });
    const personal = { full_name: 'Nimal Perera', phone: '0771234567', nic: '199012300004', sub1: 'q-1' };
    for (const name of ['quote_shown', 'quote_chosen'])
      expect(
        (await req('/api/event', json({ event: name, event_id: randomUUID(), provider: 331, quote_id: randomUUID(), ...personal }))).status,
      ).toBe(202);
    const day = today();
    const figures = await (await req(`/api/admin/partners/stats?from=${day}&to=${day}`, admin())).json();
    expect(figures.partners.find((p: { provider_id: number }) => p.provider_id === 331)).toMatchObject({
      quote_views: 1,
      quote_choices: 1,
    });
    const [postbacks] = await get().db.query<{ n: number }>('select count(*)::int as n from postbacks where provider_id = 331');
    expect(postbacks!.n).toBe(0);
    const stored = await get().db.query<{ data: Record<string, unknown> }>(
      "select data from events where provider = '331' and event in ('quote_shown', 'quote_chosen')",
    );
    expect(stored).toHaveLength(2);
    for (const { data } of stored) for (const key of ['full_name', 'phone', 'nic']) expect(data).not.toHaveProperty(key);
  });
});
