// The lead lists at depth, both databases: the console's numbered pages (the page's ids taken from
// an index on the order, then its rows) give every lead once in the table's order, ties on the sort
// column broken by lead_id, in each sort and direction and with a filter; a partner's whole list
// streams in keyset batches (JSON array without a page, CSV) with every lead once, newest first,
// past one batch (1,000) and no longer cut at 10,000 rows for the CSV's sake.
import { beforeAll, expect, it } from 'vitest';
import { admin, appOn, json } from '../../testing/app';
import { describeEachBackend } from '../../testing/backends';

const PROVIDER = 4343;
const LEADS = 2300;

describeEachBackend('lead lists at depth', (get) => {
  let setup: Awaited<ReturnType<typeof appOn>>;
  let key: string;

  beforeAll(async () => {
    setup = await appOn(get());
    const res = await setup.app.request('/api/admin/partners', json({ provider_id: PROVIDER, name: 'Deep' }, admin().headers));
    expect(res.status).toBe(201);
    key = ((await res.json()) as { api_key: string }).api_key;
    // three leads a minute (ties on created_at), amounts in 40 steps (ties on amount), two districts;
    // every seventh of another partner
    await get().db.query(
      `insert into leads (lead_id, full_name, phone, nic, nic_birth_date, amount, term_days, monthly_income, employment, district,
         consent, consent_at, consent_version, client_id, session_id, provider, country, domain, page, lang, status, verified, created_at)
       select 'deep-' || lpad(k::text, 5, '0'), 'Deep ' || (k % 11), '+9475' || lpad((2000000 + k)::text, 7, '0'), '19930' || lpad(k::text, 7, '0'),
         date '1993-01-01', 100000 + (k % 40) * 1000, 365, 120000, 'salaried', case when k % 2 = 0 then 'Colombo' else 'Kandy' end,
         true, now(), 'v1', 'c-deep', 's-deep', case when k % 7 = 0 then 1 else ${PROVIDER} end, 144, 'deep.lk', '/reg/', 'en',
         case when k % 3 = 0 then 'approved' else 'new' end, false, now() - interval '1 minute' * (k / 3)
       from generate_series(1, ${LEADS}) k`,
    );
  });

  const ids = async (sql: string) => (await get().db.query<{ lead_id: string }>(sql)).map((r) => r.lead_id);

  it("gives every lead once in the console table's order, page by numbered page", async () => {
    for (const [query, order, where] of [
      ['', 'created_at desc, lead_id desc', ''],
      ['sort=created_at&dir=asc', 'created_at asc, lead_id asc', ''],
      ['sort=amount&dir=desc', 'amount desc, lead_id desc', ''],
      ['sort=full_name&dir=asc', 'lower(full_name) asc, lead_id asc', ''],
      ['sort=district&dir=desc&status=approved', 'district desc, lead_id desc', "where status = 'approved'"],
    ] as const) {
      const expected = await ids(`select lead_id from leads ${where} order by ${order}`);
      const seen: string[] = [];
      for (let page = 1; ; page++) {
        const res = await setup.app.request(`/api/console/leads?${query}&per_page=100&page=${page}`, admin());
        expect(res.status).toBe(200);
        const body = (await res.json()) as { total: number; rows: { lead_id: string; phone: string }[] };
        expect(body.total).toBe(expected.length);
        if (!body.rows.length) break;
        expect(body.rows[0].phone).toMatch(/^\+9475/);
        seen.push(...body.rows.map((r) => r.lead_id));
      }
      expect(seen).toEqual(expected);
    }
  });

  it("streams a partner's whole list, JSON and CSV, each lead once, newest first", async () => {
    const expected = await ids(`select lead_id from leads where provider = ${PROVIDER} order by created_at desc, lead_id asc`);
    expect(expected.length).toBeGreaterThan(1000); // more than one batch
    const asPartner = (accept: string) => ({ headers: { Authorization: `Bearer ${key}`, Accept: accept } });

    const whole = await setup.app.request('/api/partner/leads', asPartner('application/json'));
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('application/json');
    const rows = (await whole.json()) as { lead_id: string; payout: number | null; status: string }[];
    expect(rows.map((r) => r.lead_id)).toEqual(expected);
    expect(rows[0]).toMatchObject({ payout: null });
    expect(rows[0]).not.toHaveProperty('phone');
    expect(rows[0]).not.toHaveProperty('k0');

    const csv = await setup.app.request('/api/partner/leads', asPartner('text/csv'));
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="naya-partner-leads.csv"');
    const [header, ...lines] = (await csv.text()).trimEnd().split('\r\n');
    expect(header).toBe(
      'lead_id,created_at,status,verified,quality,utm_source,utm_medium,utm_campaign,utm_content,utm_term,sub1,sub2,sub3,sub4,sub5,payout',
    );
    expect(lines.map((l) => l.slice(0, l.indexOf(',')))).toEqual(expected);
    expect(lines[0].split(',')[2]).toBe(rows[0].status);
  });
});
