// The partner and lender accounts in pages (`?limit=&after=` → {"items", "next"}, keyset underneath):
// GET /api/admin/partners (by provider_id) and GET /api/admin/lenders and /api/console/lenders
// (oldest first, lenders made at the same instant by lender_id): every account once, in order,
// while accounts are added between pages; without `limit` or `after` the whole list as before; a
// cursor not ours refused naming `after`. Both databases.
import { expect, it } from 'vitest';
import { admin, appOn, json } from '../testing/app';
import { describeEachBackend } from '../testing/backends';

type Page<T> = { items: T[]; next: string | null };

describeEachBackend('partner and lender accounts in pages', (get) => {
  it('gives every account once, in the list order, while accounts are added between pages', async () => {
    const { app } = await appOn(get());
    const { db } = get();
    const list = async <T>(path: string) => {
      const res = await app.request(path, admin());
      expect(res.status).toBe(200);
      return (await res.json()) as T;
    };

    // partners: provider ids out of order; new ones both before and after the cursor
    for (const id of [50, 7, 31, 12, 44, 3, 28, 19, 40, 9, 35])
      expect((await app.request('/api/admin/partners', json({ provider_id: id, name: `P${id}` }, admin().headers))).status).toBe(201);
    const partnersBefore = (await list<{ provider_id: number }[]>('/api/admin/partners')).map((p) => p.provider_id);
    expect(partnersBefore).toEqual([3, 7, 9, 12, 19, 28, 31, 35, 40, 44, 50]);
    const partners: number[] = [];
    let next: string | null = '';
    let added = 1000;
    while (next !== null) {
      const page: Page<{ provider_id: number; name: string }> = await list(`/api/admin/partners?limit=4&after=${next}`);
      expect(page.items.length).toBeLessThanOrEqual(4);
      expect(page.items[0]).toMatchObject({ name: `P${page.items[0].provider_id}` });
      expect(page.items[0]).not.toHaveProperty('key_hash');
      partners.push(...page.items.map((p) => p.provider_id));
      next = page.next;
      await app.request('/api/admin/partners', json({ provider_id: added, name: `P${added++}` }, admin().headers)); // after every page read
    }
    const all = (await list<{ provider_id: number }[]>('/api/admin/partners')).map((p) => p.provider_id);
    expect(partners).toEqual(all.slice(0, partners.length)); // the later ones too, each once, in order
    expect(partners.slice(0, partnersBefore.length)).toEqual(partnersBefore);
    expect(new Set(partners).size).toBe(partners.length);

    // lenders: six share one created_at, so the cursor needs the lender_id too
    await db.query(
      `insert into lenders (lender_id, name, key_hash, created_at)
       select 'lender-' || k, 'Lender ' || k, 'hash-' || k,
              case when k % 2 = 0 then timestamptz '2026-11-01 10:00:00.123456+00' else timestamptz '2026-10-01 00:00:00+00' + k * interval '1 microsecond' end
       from generate_series(1, 12) k`,
    );
    const lendersBefore = (await db.query<{ lender_id: string }>('select lender_id from lenders order by created_at, lender_id')).map(
      (r) => r.lender_id,
    );
    expect((await list<{ lender_id: string }[]>('/api/admin/lenders')).map((l) => l.lender_id)).toEqual(lendersBefore);
    for (const base of ['/api/admin/lenders', '/api/console/lenders']) {
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const page: Page<{ lender_id: string; today: unknown }> = await list(`${base}?limit=5${cursor ? `&after=${cursor}` : ''}`);
        expect(page.items[0]).toHaveProperty('today');
        seen.push(...page.items.map((l) => l.lender_id));
        cursor = page.next;
        pages++;
      } while (cursor);
      expect(seen).toEqual(lendersBefore);
      expect(pages).toBe(3);
    }

    for (const path of [
      '/api/admin/partners?after=nope',
      '/api/admin/lenders?after=nope',
      `/api/admin/lenders?after=${Buffer.from('["not a time", "x"]').toString('base64url')}`,
      `/api/admin/partners?after=${Buffer.from('["x"]').toString('base64url')}`,
    ]) {
      const bad = await app.request(path, admin());
      expect(bad.status).toBe(400);
      expect((await bad.json()).error.fields).toEqual({ after: 'invalid' });
    }
    const tooMany = await app.request('/api/admin/partners?limit=1001', admin());
    expect(tooMany.status).toBe(400);
    expect((await tooMany.json()).error.fields).toEqual({ limit: 'out_of_range' });
  });
});
