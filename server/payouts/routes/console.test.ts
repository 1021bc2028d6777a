// The review queue's and the payout screens' CSVs on both databases: each the whole filtered set
// for an operator; a partner user gets its own partner's payouts only (any `provider` ignored) and
// neither the review queue nor the batches; the batches' file (who closed each) is audited.
import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { approveDuePayouts } from '../ledger';
import { readQualitySettings } from '../../quality/settings';
import { admin, appOn, json, LOCAL_PROXY, validLead } from '../../testing/app';
import { describeEachBackend } from '../../testing/backends';

const EMAIL = 'ops@naya.test';
const PASSWORD = 'correct horse battery';
const DAY = 86_400_000;

describeEachBackend('console money CSVs', (get) => {
  let setup: Awaited<ReturnType<typeof appOn>>;
  const req = (path: string, init: RequestInit = {}) => setup.app.request(path, init, LOCAL_PROXY);
  const signIn = async (email: string, password: string) => {
    const res = await req('/api/console/login', json({ email, password }));
    expect(res.status).toBe(200);
    return { Cookie: (res.headers.get('set-cookie') ?? '').split(';')[0]!, 'X-CSRF-Token': (await res.json()).csrf as string };
  };
  const register = async (provider: number, ip = '198.51.100.9') => {
    const res = await req('/api/leads', json(validLead({ client_id: randomUUID(), provider }), { 'X-Forwarded-For': ip }));
    expect(res.status).toBe(201);
    return ((await res.json()) as { lead_id: string }).lead_id;
  };
  const csv = async (path: string, headers: Record<string, string>) => {
    const res = await req(path, { headers });
    return { status: res.status, lines: res.status === 200 ? (await res.text()).trimEnd().split('\r\n') : [] };
  };
  let op: Record<string, string>;
  let partner: Record<string, string>;
  const leads: Record<string, string> = {};

  beforeAll(async () => {
    const quality = { ...readQualitySettings({ DATACENTER_CIDRS: '203.0.113.0/24' }), now: () => new Date(Date.now() + 15 * DAY) };
    setup = await appOn(
      get(),
      { CONSOLE_ADMIN_EMAIL: EMAIL, CONSOLE_ADMIN_PASSWORD: PASSWORD, LEAD_RATE_LIMIT: '1000', TRUST_PROXY: '1' },
      { quality },
    );
    for (const [provider_id, amount] of [
      [950, 400],
      [951, 250],
    ]) {
      const body = { provider_id, name: `Partner ${provider_id}`, payout: { model: 'cpl', amount }, bank_account: `BOC ${provider_id}` };
      expect((await req('/api/admin/partners', json(body, admin().headers))).status).toBe(201);
    }
    leads.a = await register(950);
    leads.b = await register(950);
    leads.c = await register(951);
    leads.held = await register(950, '203.0.113.7'); // datacenter_ip: waits for review
    const due = { now: new Date(Date.now() + 15 * DAY), lockDays: 14, returnWindowDays: 7 };
    expect(await get().db.transaction((tx) => approveDuePayouts(tx, due))).toBe(3);
    expect((await req('/api/admin/payouts/batches', { ...admin(), method: 'POST' })).status).toBe(201);
    leads.d = await register(950); // pending, after the batch
    op = await signIn(EMAIL, PASSWORD);
    const user = { email: 'p951@partner.test', password: 'partner password 951', role: 'partner', provider_id: 951 };
    expect((await req('/api/console/users', json(user, op))).status).toBe(201);
    partner = await signIn(user.email, user.password);
  });

  it('streams the review queue with its reason codes, searched and ordered as the table does, to operators only', async () => {
    const all = await csv('/api/console/review.csv', op);
    expect(all.status).toBe(200);
    expect(all.lines[0]).toBe('created_at,lead_id,provider,quality_reasons,amount,term_days,verified,utm_source');
    const row = all.lines.find((l) => l.includes(leads.held!));
    expect(row).toMatch(new RegExp(`^\\d{4}-\\d\\d-\\d\\dT[^,]+,${leads.held},950,datacenter_ip,\\d+,\\d+,(yes|no),`));
    expect(all.lines.some((l) => l.includes(leads.a!))).toBe(false); // an ok lead is not waiting
    expect(all.lines.join('\n')).not.toMatch(/Nimal|\+947|1990123/);
    expect((await csv('/api/console/review.csv?q=nothing-matches-this', op)).lines).toHaveLength(1);
    expect((await csv('/api/console/review.csv?sort=phone', op)).status).toBe(400);
    expect((await csv('/api/console/review.csv', partner)).status).toBe(403);
  });

  it("streams a partner's ledger entries and batch payments; a partner user gets its own whatever it asks", async () => {
    const mine = await csv('/api/console/payouts.csv?provider=950&sort=state&dir=asc', op);
    expect(mine.lines[0]).toBe('created_at,lead_id,kind,state,amount,batch_id,updated_at');
    const cells = mine.lines.slice(1).map((l) => l.split(','));
    expect(cells.map((c) => c[3])).toEqual(['paid', 'paid', 'pending']); // by state, as asked
    expect(cells.map((c) => `${c[1]} ${c[2]} ${c[4]}`).sort()).toEqual([leads.a, leads.b, leads.d].map((id) => `${id} payout 400`).sort());
    const missing = await req('/api/console/payouts.csv', { headers: op });
    expect([missing.status, (await missing.json()).error.fields]).toEqual([400, { provider: 'required' }]);

    const own = await csv('/api/console/payouts.csv?provider=950', partner);
    expect(own.lines.slice(1).map((l) => l.split(',')[1])).toEqual([leads.c]);
    const lines = await csv('/api/console/payout-lines.csv?provider=950', partner);
    expect(lines.lines[0]).toBe('closed_at,batch_id,entries,amount,reference');
    expect(lines.lines.slice(1).map((l) => l.split(',').slice(2).join(' '))).toEqual([
      expect.stringMatching(/^1 250 NAYA pb-\d{8}-[0-9a-f]{8} P951$/),
    ]);
    const opLines = await csv('/api/console/payout-lines.csv?provider=950', op);
    expect(opLines.lines.slice(1).map((l) => l.split(',').slice(2, 4).join(' '))).toEqual(['2 800']);
  });

  it('streams every batch to operators, audited (the file names who closed each); refuses partner users', async () => {
    const batches = await csv('/api/console/payouts/batches.csv', op);
    expect(batches.lines[0]).toBe('closed_at,batch_id,closed_by,entries,total');
    expect(batches.lines.slice(1).map((l) => l.split(',').slice(3).join(' '))).toEqual(['3 1050']);
    const [audit] = await get().db.query<{ actor: string; outcome: unknown }>(
      "select actor, outcome from audit_log where action = 'console.payouts.export'",
    );
    expect(audit).toEqual({ actor: `console:${EMAIL}`, outcome: { rows: 1 } });
    expect((await csv('/api/console/payouts/batches.csv', partner)).status).toBe(403);
  });
});
