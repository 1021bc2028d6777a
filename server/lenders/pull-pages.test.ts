// A lender's pull API in pages (`GET /api/lender/leads?limit=&after=` → {"items", "next"}, keyset
// on the delivery's time and the lead): every delivered lead once, oldest first, while deliveries
// come between pages; `since` still narrows; without paging the answer as before; a cursor not ours
// refused naming `after`. Both databases.
import { expect, it } from 'vitest';
import { admin, appOn, json } from '../testing/app';
import { describeEachBackend } from '../testing/backends';

const DELIVERED = 30;

describeEachBackend('lender pull in pages', (get) => {
  it('gives every delivered lead once, oldest first, while deliveries come between pages', async () => {
    const { app } = await appOn(get());
    const { db } = get();
    const res = await app.request('/api/admin/lenders', json({ name: 'Paged Finance' }, admin().headers));
    expect(res.status).toBe(201);
    const { lender_id: lender, api_key: key } = (await res.json()) as { lender_id: string; api_key: string };
    let made = 0;
    /** `count` leads delivered to the lender at `at` (SQL over k); three share each time. */
    const deliver = async (count: number, at: string) => {
      const [first, last] = [made + 1, (made += count)];
      await db.query(
        `insert into leads (lead_id, full_name, phone, nic, nic_birth_date, amount, term_days, monthly_income, employment, district,
           consent, consent_at, consent_version, client_id, session_id, country, domain, page, lang, status, verified, created_at)
         select 'pull-' || lpad(k::text, 4, '0'), 'Pull Person', '+9475' || lpad((2000000 + k)::text, 7, '0'), '19930' || lpad(k::text, 7, '0'),
           date '1993-01-01', 100000, 365, 120000, 'salaried', 'Colombo', true, now(), 'v1', 'c-pull', 's-pull', 144,
           'pull.lk', '/reg/', 'en', 'new', false, now() - interval '2 days'
         from generate_series($1::int, $2::int) k`,
        [first, last],
      );
      await db.query(
        `insert into lender_deliveries (delivery_id, lead_id, lender_id, state, created_at, colombo_day)
         select 'pull-' || lpad(k::text, 4, '0') || ':' || $3, 'pull-' || lpad(k::text, 4, '0'), $3, 'sent', ${at}, current_date
         from generate_series($1::int, $2::int) k`,
        [first, last, lender],
      );
    };
    await deliver(DELIVERED, "now() - interval '1 hour' * (40 - k / 3)");
    const pull = async (query: string) => {
      const page = await app.request(`/api/lender/leads?${query}`, { headers: { Authorization: `Bearer ${key}` } });
      expect(page.status).toBe(200);
      return (await page.json()) as { items: { lead_id: string; full_name: string }[]; next: string | null };
    };
    const seen: string[] = [];
    let next: string | null = null;
    let pages = 0;
    do {
      const page = await pull(`limit=7${next ? `&after=${next}` : ''}`);
      expect(page.items.length).toBeLessThanOrEqual(7);
      expect(page.items[0]?.full_name).toBe('Pull Person'); // the lender's own leads, with personal data
      seen.push(...page.items.map((lead) => lead.lead_id));
      next = page.next;
      if (++pages <= 3) await deliver(2, 'now()'); // new deliveries between pages: after every page read
    } while (next);
    const expected = (
      await db.query<{ lead_id: string }>('select lead_id from lender_deliveries where lender_id = $1 order by created_at, lead_id', [
        lender,
      ])
    ).map((r) => r.lead_id);
    expect(expected).toHaveLength(DELIVERED + 6);
    expect(seen).toEqual(expected);

    // without paging, as before; `since` narrows the pages too
    const whole = (await (await app.request('/api/lender/leads', { headers: { Authorization: `Bearer ${key}` } })).json()) as {
      leads: { lead_id: string }[];
    };
    expect(whole.leads.map((lead) => lead.lead_id)).toEqual(expected);
    const since = new Date(Date.now() - 60 * 60_000).toISOString();
    const recent = await pull(`since=${since}&limit=100`);
    expect(recent.items.map((lead) => lead.lead_id)).toEqual(expected.slice(DELIVERED));
    expect(recent.next).toBeNull();

    for (const after of [
      'not-a-cursor',
      Buffer.from('["12"]').toString('base64url'),
      Buffer.from('["x","pull-0001"]').toString('base64url'),
    ]) {
      const bad = await app.request(`/api/lender/leads?after=${after}`, { headers: { Authorization: `Bearer ${key}` } });
      expect(bad.status).toBe(400);
      expect((await bad.json()).error.fields).toEqual({ after: 'invalid' });
    }
  });
});
