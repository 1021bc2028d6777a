// Attribution on the lead (provider, country, domain, page, lang): stored, exported, filtered.
import { expect, it } from 'vitest';
import { describeEachBackend } from '../../testing/backends';
import { admin, appOn, json, validLead } from '../../testing/app';

type Row = Record<string, unknown>;

describeEachBackend('lead attribution', (get) => {
  it('stores provider, country, domain, page (without query) and lang; old-style leads get nulls and si', async () => {
    const { app } = await appOn(get());
    const partner = validLead({
      provider: 7,
      country: '10',
      domain: 'loans.example.lk',
      page: '/apply/?utm_source=fb&phone=0771234567#top',
      lang: 'en',
    });
    const bare = validLead();
    const a = (await (await app.request('/api/leads', json(partner))).json()).lead_id;
    const b = (await (await app.request('/api/leads', json(bare))).json()).lead_id;
    const rows: Row[] = await (await app.request('/api/admin/leads', admin())).json();
    expect(rows.find((r) => r.lead_id === a)).toMatchObject({
      provider: 7,
      country: 10,
      domain: 'loans.example.lk',
      page: '/apply/',
      lang: 'en',
      status: 'new',
      verified: false,
    });
    expect(rows.find((r) => r.lead_id === b)).toMatchObject({
      provider: null,
      country: null,
      domain: null,
      page: null,
      lang: 'si',
      status: 'new',
      verified: false,
    });
    const csv = await (await app.request('/api/admin/leads', admin('text/csv'))).text();
    const header = csv.split('\r\n')[0];
    expect(
      header.endsWith(',status,verified,provider,country,sub1,sub2,sub3,sub4,sub5,domain,page,lang,quality,quality_reasons,duplicate_of'),
    ).toBe(true);
    expect(
      csv
        .split('\r\n')
        .find((l) => l.startsWith(a))!
        .includes(',new,false,7,10,,,,,,loans.example.lk,/apply/,en,ok,'),
    ).toBe(true);
  });

  it('refuses a provider that is not a whole number and a language it does not know, naming the field', async () => {
    const { app } = await appOn(get());
    const res = await app.request('/api/leads', json(validLead({ provider: 'seven', lang: 'fr' })));
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields).toEqual({ provider: 'number_invalid', lang: 'invalid' });
  });

  it('filters /api/admin/leads by provider, status and from/to (days in Colombo time)', async () => {
    const { app, services } = await appOn(get());
    const provider = 9000 + Math.floor(Math.random() * 1000);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await (await app.request('/api/leads', json(validLead({ provider })))).json()).lead_id);
    // one lead from 3 Jan 2026 23:30 Colombo time (18:00 UTC), one later status
    await services.db.query(`update leads set created_at = '2026-01-03T18:00:00Z' where lead_id = $1`, [ids[0]]);
    await services.db.query(`update leads set status = 'approved' where lead_id = $1`, [ids[1]]);
    const list = async (query: string) =>
      ((await (await app.request(`/api/admin/leads?provider=${provider}${query}`, admin())).json()) as Row[]).map((r) => r.lead_id).sort();
    expect(await list('')).toEqual([...ids].sort());
    expect(await list('&status=approved')).toEqual([ids[1]]);
    expect(await list('&from=2026-01-03&to=2026-01-03')).toEqual([ids[0]]);
    expect(await list('&to=2026-01-02')).toEqual([]);
    expect(await list('&from=2026-01-04')).toEqual([ids[1], ids[2]].sort());
    const bad = await app.request('/api/admin/leads?from=yesterday&provider=x', admin());
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields).toEqual({ from: 'date_invalid', provider: 'invalid' });
    const badDate = await app.request('/api/admin/leads?from=yesterday', admin());
    expect((await badDate.json()).error.fields).toEqual({ from: 'date_invalid' });
  });
});
