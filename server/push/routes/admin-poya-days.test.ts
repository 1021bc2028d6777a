// The Poya days list (docs/borrower-page.md "Poya days"): seeded, kept by operators in the console
// (session and CSRF) or with the admin token, every change audited, the warning when it ends soon.
import { expect, it } from 'vitest';
import { describeEachBackend } from '../../testing/backends';
import { ADMIN, admin, appOn, json } from '../../testing/app';

const EMAIL = 'poya-ops@naya.test';
const PASSWORD = 'correct horse battery';
const ENV = { CONSOLE_ADMIN_EMAIL: EMAIL, CONSOLE_ADMIN_PASSWORD: PASSWORD };
const SEEDED = [
  '2026-01-02',
  '2026-02-01',
  '2026-03-03',
  '2026-04-01',
  '2026-05-01',
  '2026-06-29',
  '2026-07-29',
  '2026-08-27',
  '2026-09-26',
  '2026-10-25',
];

describeEachBackend('Poya days list', (get) => {
  it('is seeded with the confirmed 2026 days, and warns from 60 days before its last day', async () => {
    const early = await appOn(get(), {}, { campaignRulesNow: new Date('2026-08-25T06:30:00Z') }); // 61 days before 25 Oct
    const res = await early.app.request('/api/admin/poya-days', admin());
    expect(res.status).toBe(200);
    const list = await res.json();
    expect(list.days.map((d: { day: string }) => d.day)).toEqual(SEEDED);
    expect(list.days[0]).toEqual({ day: '2026-01-02', note: '2026 public-holiday lists', added_by: 'seed', added_at: expect.any(String) });
    expect(list).toMatchObject({ last_day: '2026-10-25', today: '2026-08-25', ends_soon: false });
    const late = await appOn(get(), {}, { campaignRulesNow: new Date('2026-08-27T06:30:00Z') }); // 59 days before
    expect(await (await late.app.request('/api/admin/poya-days', admin())).json()).toMatchObject({ ends_soon: true });
    expect((await late.app.request('/api/admin/poya-days')).status).toBe(401);
    expect((await late.app.request('/api/admin/poya-days', { headers: { Authorization: 'Bearer wrong' } })).status).toBe(401);
  });

  it('an operator adds and removes a day with the session and its CSRF token; each change is audited', async () => {
    const { app, services } = await appOn(get(), ENV, { campaignRulesNow: new Date('2026-11-25T06:30:00Z') });
    const login = await app.request('/api/console/login', json({ email: EMAIL, password: PASSWORD }));
    const session = (login.headers.get('set-cookie') ?? '').split(';')[0];
    const { csrf } = await login.json();
    const day = { day: '2027-01-22', note: 'Gazette 2468/12' };
    expect((await app.request('/api/console/poya-days', json(day))).status).toBe(401);
    const forged = await app.request('/api/console/poya-days', json(day, { Cookie: session }));
    expect(forged.status).toBe(403);
    const added = await app.request('/api/console/poya-days', json(day, { Cookie: session, 'X-CSRF-Token': csrf }));
    expect(added.status).toBe(201);
    expect(await added.json()).toEqual({ ...day, added_by: `console:${EMAIL}` });
    const again = await app.request('/api/console/poya-days', json(day, { Cookie: session, 'X-CSRF-Token': csrf }));
    expect(again.status).toBe(409);
    expect((await again.json()).error.fields).toEqual({ day: 'listed' });
    const bad = await app.request('/api/console/poya-days', json({ day: '2027-02-30' }, { Cookie: session, 'X-CSRF-Token': csrf }));
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields).toEqual({ day: 'invalid_day' });
    const list = await (await app.request('/api/console/poya-days', { headers: { Cookie: session } })).json();
    expect(list).toMatchObject({ last_day: '2027-01-22', ends_soon: true }); // 58 days after 25 November
    const csv = await app.request('/api/console/poya-days.csv', { headers: { Cookie: session } });
    expect((await csv.text()).split('\r\n')[0].replace(/^\uFEFF/, '')).toBe('day,note,added_by,added_at');

    const removed = await app.request('/api/console/poya-days/2027-01-22', {
      method: 'DELETE',
      headers: { Cookie: session, 'X-CSRF-Token': csrf },
    });
    expect(await removed.json()).toEqual({ day: '2027-01-22', removed: true });
    const gone = await app.request('/api/admin/poya-days/2027-01-22', { method: 'DELETE', headers: { Authorization: `Bearer ${ADMIN}` } });
    expect(gone.status).toBe(404);
    const audit = await services.db.query<{ actor: string; action: string; outcome: unknown }>(
      "select actor, action, outcome from audit_log where action like 'poya.%' order by id",
    );
    expect(audit).toEqual([
      { actor: `console:${EMAIL}`, action: 'poya.add', outcome: { day: '2027-01-22' } },
      { actor: `console:${EMAIL}`, action: 'poya.remove', outcome: { day: '2027-01-22' } },
    ]);
  });
});
