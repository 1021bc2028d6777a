// Paging cursors the server did not issue (issue 39 item 5): each keyset list answers a forged
// `after` with a 400 naming `after`, never a 5xx, on both databases; a cursor it gave still pages.
import { beforeAll, expect, it } from 'vitest';
import { admin, appOn, json, validLead } from '../testing/app';
import { describeEachBackend } from '../testing/backends';
import { FORGED_CURSORS as FORGED } from '../testing/hostile-input';

describeEachBackend('forged paging cursors', (get) => {
  let app: Awaited<ReturnType<typeof appOn>>['app'];
  const headers: Record<string, Record<string, string>> = {};

  beforeAll(async () => {
    ({ app } = await appOn(get()));
    const partner = await app.request('/api/admin/partners', json({ provider_id: 7171, name: 'Cursor Partner' }, admin().headers));
    expect(partner.status).toBe(201);
    headers.partner = { Authorization: `Bearer ${((await partner.json()) as { api_key: string }).api_key}` };
    const lender = await app.request('/api/admin/lenders', json({ name: 'Cursor Lender PLC' }, admin().headers));
    expect(lender.status).toBe(201);
    headers.lender = { Authorization: `Bearer ${((await lender.json()) as { api_key: string }).api_key}` };
    headers.admin = admin().headers;
    for (let i = 0; i < 3; i++) expect((await app.request('/api/leads', json(validLead({ provider: 7171 })))).status).toBe(201);
  });

  const LISTS = [
    ['/api/lender/leads?limit=1', 'lender'],
    ['/api/partner/leads?limit=1', 'partner'],
    ['/api/admin/leads?limit=1', 'admin'],
    ['/api/admin/lenders?limit=1', 'admin'],
    ['/api/admin/partners?limit=1', 'admin'],
  ] as const;

  for (const [list, who] of LISTS) {
    it(`${list.split('?')[0]}: a cursor it did not give is a 400 naming after`, async () => {
      for (const after of FORGED) {
        const res = await app.request(`${list}&after=${encodeURIComponent(after)}`, { headers: headers[who] });
        expect({ after, status: res.status }).toEqual({ after, status: 400 });
        expect((await res.json()).error).toMatchObject({ code: 'validation_failed', fields: { after: 'invalid' } });
      }
    });
  }

  it('a cursor the list gave still reads the next page', async () => {
    for (const [list, who] of LISTS) {
      const first = await app.request(list, { headers: headers[who] });
      expect(first.status).toBe(200);
      const { next } = (await first.json()) as { next: string | null };
      if (!next) continue; // a list of one (the lender has no deliveries)
      const second = await app.request(`${list}&after=${next}`, { headers: headers[who] });
      expect(second.status).toBe(200);
    }
  });
});
