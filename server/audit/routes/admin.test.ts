// GET /api/admin/audit lists the newest entry first, also past ten entries (ids compared as numbers).
import { beforeAll, expect, it } from 'vitest';
import { recordAudit } from '../index';
import { admin, appOn } from '../../testing/app';
import { describeEachBackend } from '../../testing/backends';

describeEachBackend('audit log', (get) => {
  let app: Awaited<ReturnType<typeof appOn>>['app'];
  beforeAll(async () => {
    ({ app } = await appOn(get()));
    await get().db.exec('delete from audit_log');
    for (let i = 1; i <= 12; i++) {
      await recordAudit(get().db, { actor: `admin:op${i}`, action: 'subject.export', lookup: 'phone', outcome: { leads: i } });
    }
  });

  it('answers the newest entry first, paged by limit and offset', async () => {
    const first = (await (await app.request('/api/admin/audit?limit=3', admin())).json()) as { actor: string }[];
    expect(first.map((e) => e.actor)).toEqual(['admin:op12', 'admin:op11', 'admin:op10']);
    const next = (await (await app.request('/api/admin/audit?limit=3&offset=3', admin())).json()) as { actor: string }[];
    expect(next.map((e) => e.actor)).toEqual(['admin:op9', 'admin:op8', 'admin:op7']);
  });

  it('is admin only', async () => {
    expect((await app.request('/api/admin/audit')).status).toBe(401);
  });
});
