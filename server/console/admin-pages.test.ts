// The admin lists in pages by keyset (`?after=` — empty for the first page — and `limit` →
// {"items", "next"}): GET /api/admin/leads (newest first) and GET /api/admin/audit (newest first),
// every row once while rows are added between pages; `limit`/`offset` without `after` answer as
// before; a cursor not ours refused naming `after`. Both databases.
import { expect, it } from 'vitest';
import { recordAudit } from '../audit/index';
import { admin, appOn } from '../testing/app';
import { describeEachBackend } from '../testing/backends';

describeEachBackend('admin lists in pages', (get) => {
  it('pages the leads and the audit log, each row once, while rows come between pages', async () => {
    const { app } = await appOn(get());
    const { db } = get();
    let made = 0;
    const addLeads = (count: number, at: string) =>
      db.query(
        `insert into leads (lead_id, full_name, phone, nic, nic_birth_date, amount, term_days, monthly_income, employment, district,
           consent, consent_at, consent_version, client_id, session_id, provider, country, domain, page, lang, status, verified, created_at)
         select 'adm-' || lpad(k::text, 4, '0'), 'Admin Paged', '+9474' || lpad((3000000 + k)::text, 7, '0'), '19940' || lpad(k::text, 7, '0'),
           date '1994-01-01', 100000, 365, 120000, 'salaried', 'Colombo', true, now(), 'v1', 'c-adm', 's-adm', 5, 144,
           'adm.lk', '/reg/', 'en', 'new', false, ${at}
         from generate_series($1::int, $2::int) k`,
        [made + 1, (made += count)],
      );
    await addLeads(25, "now() - interval '1 hour' * (k / 3)");
    for (let i = 0; i < 25; i++) await recordAudit(db, { actor: 'admin', action: 'subject.export', lookup: 'phone', outcome: { n: i } });
    const list = async <T>(path: string) => {
      const res = await app.request(path, admin());
      expect(res.status).toBe(200);
      return (await res.json()) as T;
    };
    type Page<T> = { items: T[]; next: string | null };

    const leadsBefore = (await db.query<{ lead_id: string }>('select lead_id from leads order by created_at desc, lead_id')).map(
      (r) => r.lead_id,
    );
    const auditBefore = (await db.query<{ id: string }>('select id::text as id from audit_log order by audit_log.id desc')).map(
      (r) => r.id,
    );
    const leads: string[] = [];
    const audit: string[] = [];
    let [leadNext, auditNext]: (string | null)[] = ['', ''];
    while (leadNext !== null || auditNext !== null) {
      if (leadNext !== null) {
        const page: Page<{ lead_id: string; monthly_income: number }> = await list(`/api/admin/leads?limit=6&after=${leadNext}`);
        expect(page.items[0]?.monthly_income).toBe(120000);
        leads.push(...page.items.map((l) => l.lead_id));
        leadNext = page.next;
      }
      if (auditNext !== null) {
        const page: Page<{ id: string; at: string }> = await list(`/api/admin/audit?limit=6&after=${auditNext}`);
        audit.push(...page.items.map((e) => e.id));
        auditNext = page.next;
      }
      // newer rows between pages: before every page read, so neither repeated nor pushing one out
      await addLeads(2, 'now()');
      await recordAudit(db, { actor: 'admin', action: 'subject.export', lookup: 'phone', outcome: { n: -1 } });
    }
    expect(leads).toEqual(leadsBefore);
    expect(audit).toEqual(auditBefore);

    // limit/offset as before: arrays
    const byOffset = await list<{ lead_id: string }[]>('/api/admin/leads?limit=6&offset=6');
    expect(byOffset).toHaveLength(6);
    const auditByOffset = await list<{ id: string }[]>('/api/admin/audit?limit=3&offset=0');
    expect(auditByOffset).toHaveLength(3);

    for (const path of [
      '/api/admin/leads?after=nope',
      '/api/admin/audit?after=nope',
      `/api/admin/audit?after=${Buffer.from('["x"]').toString('base64url')}`,
    ]) {
      const bad = await app.request(path, admin());
      expect(bad.status).toBe(400);
      expect((await bad.json()).error.fields).toEqual({ after: 'invalid' });
    }
  });
});
