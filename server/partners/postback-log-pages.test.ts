// A partner's postback delivery log in pages (`GET /api/partner/postbacks?limit=&after=` →
// {"items", "next"}, keyset on the attempt's id): every attempt once, newest first, the same rows
// and attempt numbers as the whole log, while attempts are added between pages; `state=failed`
// pages the same way; a cursor not ours refused naming `after`. Both databases.
import { expect, it } from 'vitest';
import { admin, appOn, json } from '../testing/app';
import { describeEachBackend } from '../testing/backends';

const PROVIDER = 4545;
type Attempt = { delivery_id: string; attempt: number; outcome: string; attempted_at: string };

describeEachBackend('postback log in pages', (get) => {
  it('gives every attempt once, newest first, with its number, while attempts are added', async () => {
    const { app } = await appOn(get());
    const { db } = get();
    const made = await app.request('/api/admin/partners', json({ provider_id: PROVIDER, name: 'Logged' }, admin().headers));
    const key = ((await made.json()) as { api_key: string }).api_key;
    const asPartner = { headers: { Authorization: `Bearer ${key}` } };
    // 9 postbacks of this partner, 1 of another; 3 tries each, the last delivered
    await db.query(
      `insert into postbacks (postback_id, lead_id, provider_id, url, body, state, attempts)
       select 'lead_created:pb-' || k || ':new', 'pb-' || k, case when k = 10 then 1 else ${PROVIDER} end,
              'https://partner.example/pb', '{"event":"lead_created"}', 'sent', 3
       from generate_series(1, 10) k`,
    );
    const addAttempts = (tries: string) =>
      db.query(
        `insert into postback_attempts (postback_id, lead_id, attempted_at, outcome, response_code, duration_ms)
         select 'lead_created:pb-' || k || ':new', 'pb-' || k, now() - interval '1 minute' * (40 - t),
                case when t = 3 then 'delivered' else 'refused' end, case when t = 3 then 200 else 500 end, 12
         from generate_series(1, 10) k, ${tries} order by t, k`,
      );
    await addAttempts('generate_series(1, 3) t');
    const whole = (await (await app.request('/api/partner/postbacks', asPartner)).json()) as { deliveries: Attempt[] };
    expect(whole.deliveries).toHaveLength(27);
    expect(whole.deliveries[0]).toMatchObject({ attempt: 3, outcome: 'delivered' });

    for (const query of ['', 'state=failed&']) {
      // the whole log as it stands before the first page
      const expected = ((await (await app.request(`/api/partner/postbacks?${query}`, asPartner)).json()) as { deliveries: Attempt[] })
        .deliveries;
      const seen: Attempt[] = [];
      let next: string | null = null;
      do {
        const res = await app.request(`/api/partner/postbacks?${query}limit=4${next ? `&after=${next}` : ''}`, asPartner);
        expect(res.status).toBe(200);
        const page = (await res.json()) as { items: Attempt[]; next: string | null };
        expect(page.items.length).toBeLessThanOrEqual(4);
        seen.push(...page.items);
        next = page.next;
        await addAttempts('(values (4)) as v(t)'); // newer attempts between pages: before the cursor, not in this reading
      } while (next);
      expect(seen).toEqual(expected);
      expect(seen.some((d) => d.outcome === 'delivered')).toBe(query === '');
    }

    const bad = await app.request('/api/partner/postbacks?after=nope', asPartner);
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields).toEqual({ after: 'invalid' });
  });
});
