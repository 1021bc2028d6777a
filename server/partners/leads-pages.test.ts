// GET /api/partner/leads in pages (`?limit=&after=` → {"items", "next"}, keyset underneath): every
// lead once, in order, while new leads come between pages; `offset` still accepted; a cursor not
// ours refused naming `after`. Both databases.
import { expect, it } from 'vitest';
import { admin, appOn, json } from '../testing/app';
import { describeEachBackend } from '../testing/backends';

const PROVIDER = 4242;
const LEADS = 30;

describeEachBackend('partner leads in pages', (get) => {
  it('gives every lead once, newest first, while leads are added between pages', async () => {
    const { app } = await appOn(get());
    const { db } = get();
    const res = await app.request('/api/admin/partners', json({ provider_id: PROVIDER, name: 'Paged' }, admin().headers));
    expect(res.status).toBe(201);
    const key = ((await res.json()) as { api_key: string }).api_key;
    let made = 0;
    /** `count` leads of the partner; some share a created_at, so the cursor needs the lead_id too. */
    const addLeads = (count: number, at: string) =>
      db.query(
        `insert into leads (lead_id, full_name, phone, nic, nic_birth_date, amount, term_days, monthly_income, employment, district,
           consent, consent_at, consent_version, client_id, session_id, provider, country, domain, page, lang, status, verified, created_at)
         select 'paged-' || lpad(k::text, 4, '0'), 'Paged Person', '+9477' || lpad((9000000 + k)::text, 7, '0'), '19910' || lpad(k::text, 7, '0'),
           date '1991-01-01', 100000, 365, 120000, 'salaried', 'Colombo', true, now(), 'v1', 'c-paged', 's-paged', ${PROVIDER}, 144,
           'paged.lk', '/reg/', 'en', 'new', false, ${at}
         from generate_series($1::int, $2::int) k`,
        [made + 1, (made += count)],
      );
    await addLeads(LEADS, "now() - interval '1 hour' * (k / 3)");
    const expected = (
      await db.query<{ lead_id: string }>('select lead_id from leads where provider = $1 order by created_at desc, lead_id', [PROVIDER])
    ).map((r) => r.lead_id);
    const get_ = async (query: string) => {
      const page = await app.request(`/api/partner/leads?${query}`, { headers: { Authorization: `Bearer ${key}` } });
      expect(page.status).toBe(200);
      return (await page.json()) as { items: { lead_id: string }[]; next: string | null };
    };
    const seen: string[] = [];
    let next: string | null = null;
    let pages = 0;
    do {
      const page = await get_(`limit=7${next ? `&after=${next}` : ''}`);
      expect(page.items.length).toBeLessThanOrEqual(7);
      seen.push(...page.items.map((lead) => lead.lead_id));
      next = page.next;
      pages++;
      await addLeads(2, 'now()'); // new leads between pages: newer than every page already read
    } while (next);
    expect(seen).toEqual(expected);
    expect(pages).toBe(Math.ceil(LEADS / 7));
    expect(seen).toEqual(expected);

    // offset, for a release; the whole list without a page
    const byOffset = await get_('limit=7&offset=7');
    expect(byOffset.items).toHaveLength(7);
    const whole = await (await app.request('/api/partner/leads', { headers: { Authorization: `Bearer ${key}` } })).json();
    expect(whole).toHaveLength(made);
    const bad = await app.request('/api/partner/leads?after=not-a-cursor', { headers: { Authorization: `Bearer ${key}` } });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields).toEqual({ after: 'invalid' });
  });
});
