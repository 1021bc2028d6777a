import { expect, it } from 'vitest';
import { describeEachBackend } from '../../testing/backends';
import { admin, appOn, form, json, validLead } from '../../testing/app';

describeEachBackend('admin and health', (get) => {
  it('refuses admin calls without the right token with 401', async () => {
    const { app } = await appOn(get());
    for (const url of ['/api/admin/leads', '/api/admin/stats']) {
      for (const headers of [{}, { Authorization: 'Bearer wrong' }, { Authorization: 'Basic dGVzdA==' }] as Record<string, string>[]) {
        const res = await app.request(url, { headers });
        expect(res.status).toBe(401);
        expect((await res.json()).error.code).toBe('unauthorized');
      }
    }
  });

  it('counts stored rows in /api/admin/stats', async () => {
    const { app } = await appOn(get());
    const stats = async () => (await app.request('/api/admin/stats', admin())).json();
    const before = await stats();
    expect(Object.keys(before).sort()).toEqual([
      'database',
      'events',
      'events_journaled',
      'jobs_failing',
      'leads',
      'push_tokens',
      'webhooks',
    ]);
    expect(before.database).toEqual({ answered_by: 'primary', replay_lag_ms: 0 }); // no DATABASE_READ_URL
    expect(before.events_journaled).toBe(0); // no journal beside a shared test database
    expect(before.jobs_failing).toBe(0);
    await app.request('/api/event', json({ event: 's', event_id: `stats-${get().name}` }));
    await app.request('/api/leads', json(validLead()));
    await app.request('/set-token', form({ token: `stats-${get().name}` }));
    await app.request('/webhook', form({ lead_id: 'x', state_type: 'y' }));
    const after = await stats();
    for (const key of ['events', 'leads', 'push_tokens', 'webhooks']) expect(after[key]).toBe(before[key] + 1);
  });

  it('lists leads as JSON, or as CSV with Accept: text/csv', async () => {
    const { app } = await appOn(get());
    const lead = validLead({ full_name: 'Kamala, "Kamo" Silva', purpose: '=HYPERLINK("x")' });
    const { lead_id } = await (await app.request('/api/leads', json(lead))).json();
    const list = await (await app.request('/api/admin/leads', admin())).json();
    const mine = list.find((l: { lead_id: string }) => l.lead_id === lead_id);
    expect(mine).toMatchObject({ full_name: 'Kamala, "Kamo" Silva', nic_birth_date: '1990-05-02', monthly_income: 80000, consent: true });
    const csv = await app.request('/api/admin/leads', admin('text/csv'));
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const text = await csv.text();
    expect(text.split('\r\n')[0]).toMatch(/^lead_id,created_at,full_name,phone,nic,/);
    const line = text.split('\r\n').find((l) => l.startsWith(lead_id))!;
    expect(line).toContain('"Kamala, ""Kamo"" Silva"');
    expect(line).toContain(`"'=HYPERLINK(""x"")"`); // a formula is defused, not run by a spreadsheet
    expect(line).toContain(',+94');
  });

  it('reports the database as up in /api/health', async () => {
    const { app } = await appOn(get());
    const res = await app.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, database: { kind: get().name, status: 'up' } });
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});
