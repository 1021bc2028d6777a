// The payout ledger through the API on both databases, with a clock the test moves: a partner's
// payout and bank account, every transition of an entry (pending → approved after the lock period
// → paid in a batch; reversed before payment; a clawback after it that the next batch deducts),
// the bank-transfer CSV, what the partner sees, and figures that agree across the console funnel,
// partner stats and payouts over a month of leads in every quality state.
import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { readQualitySettings } from '../quality/settings';
import { admin, appOn, json, LOCAL_PROXY, validLead } from '../testing/app';
import { describeEachBackend } from '../testing/backends';
import { approveDuePayouts, reverseForReturn } from './ledger';

type App = Awaited<ReturnType<typeof appOn>>;
const DAY = 86_400_000;

describeEachBackend('payout ledger', (get) => {
  let setup: App;
  let clock = new Date();
  const req = (path: string, init: RequestInit = {}) => setup.app.request(path, init, LOCAL_PROXY);
  const adminJson = (method: string, body: unknown) => ({ ...json(body, admin().headers), method });
  const partner = async (provider_id: number, extra: Record<string, unknown> = {}) => {
    const res = await req('/api/admin/partners', adminJson('POST', { provider_id, name: `Partner ${provider_id}`, ...extra }));
    expect(res.status).toBe(201);
    return ((await res.json()) as { api_key: string }).api_key;
  };
  const register = async (provider: number, fields: Record<string, unknown> = {}, ip = '198.51.100.9') => {
    const res = await req('/api/leads', json(validLead({ client_id: randomUUID(), provider, ...fields }), { 'X-Forwarded-For': ip }));
    expect(res.status).toBe(201);
    return ((await res.json()) as { lead_id: string }).lead_id;
  };
  const states = async (leadId: string) =>
    (
      await get().db.query<{ entry_id: string; state: string; amount: number }>(
        'select entry_id, state, amount from payout_ledger where lead_ref = $1 order by row_id',
        [leadId],
      )
    ).map((r) => `${r.entry_id.split(':')[0]} ${r.state} ${r.amount}`);
  const approveAt = (days: number) =>
    get().db.transaction((tx) => approveDuePayouts(tx, { now: new Date(Date.now() + days * DAY), lockDays: 14, returnWindowDays: 7 }));
  const closeBatch = () => req('/api/admin/payouts/batches', { ...admin(), method: 'POST' });

  beforeAll(async () => {
    const quality = { ...readQualitySettings({ DATACENTER_CIDRS: '203.0.113.0/24' }), now: () => clock };
    setup = await appOn(get(), { LEAD_RATE_LIMIT: '1000', TRUST_PROXY: '1' }, { quality });
  });

  it('sets payout and bank account at creation and by PATCH, with the postback URL checked, audited', async () => {
    await partner(900, { payout: { model: 'cpl', amount: 500 } });
    const patch = (body: unknown, id = 900) => req(`/api/admin/partners/${id}`, adminJson('PATCH', body));
    const ok = await patch({ bank_account: 'BOC 0012345678', name: 'Lanka Loans', postback_method: 'POST' });
    expect(await ok.json()).toMatchObject({
      provider_id: 900,
      name: 'Lanka Loans',
      payout: { model: 'cpl', amount: 500 },
      bank_account: 'BOC 0012345678',
    });
    const refusals = [
      [{ payout: { model: 'cpl', amount: 500.5 } }, { payout: 'invalid' }],
      [{ payout: { model: 'cpm', amount: 5 } }, { payout: 'invalid' }],
      [{ postback_url: 'https://127.0.0.1/pb' }, { postback_url: 'address_refused' }],
      [{ postback_url: 'ftp://partner.example/' }, { postback_url: 'https_required' }],
      [{ postback_method: 'PUT' }, { postback_method: 'invalid' }],
      [{ api_key: 'x' }, { _: 'invalid' }],
      [{}, { _: 'no_changes' }],
    ] as const;
    for (const [body, fields] of refusals) {
      const res = await patch(body);
      expect([res.status, (await res.json()).error.fields]).toEqual([400, fields]);
    }
    expect((await patch({ name: 'x' }, 901)).status).toBe(404);
    expect((await req('/api/admin/partners/900', { ...json({ name: 'x' }), method: 'PATCH' })).status).toBe(401);
    const [audit] = await get().db.query<{ outcome: unknown }>("select outcome from audit_log where action = 'partner.update'");
    expect(audit!.outcome).toEqual({ provider_id: 900, fields: ['name', 'postback_method', 'bank_account'] });
  });

  it('moves an entry pending → approved after the lock period → paid in a batch with its bank-transfer CSV', async () => {
    const leadId = await register(900);
    expect(await states(leadId)).toEqual(['payout pending 500']);
    expect(await approveAt(13)).toBe(0);
    expect((await closeBatch()).status).toBe(409); // nothing approved yet
    expect(await approveAt(15)).toBe(1);
    expect(await approveAt(16)).toBe(0); // once
    clock = new Date(Date.now() + 15 * DAY);
    const res = await closeBatch();
    expect(res.status).toBe(201);
    const batch = await res.json();
    expect(batch).toEqual({ batch_id: expect.stringMatching(/^pb-\d{8}-[0-9a-f]{8}$/), entries: 1, total: 500 });
    expect(await states(leadId)).toEqual(['payout pending 500', 'payout approved 500', 'payout paid 500']);
    const csv = await req(`/api/admin/payouts/batches/${batch.batch_id}.csv`, admin());
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const file = await csv.text();
    expect(file).toBe(
      `partner,provider_id,bank_account,amount,reference\r\nLanka Loans,900,BOC 0012345678,500,NAYA ${batch.batch_id} P900\r\n`,
    );
    // a closed batch never changes: a new account is for later batches
    await req('/api/admin/partners/900', adminJson('PATCH', { bank_account: 'HNB 999' }));
    expect(await (await req(`/api/admin/payouts/batches/${batch.batch_id}.csv`, admin())).text()).toBe(file);
    expect((await req('/api/admin/payouts/batches/pb-nope.csv', admin())).status).toBe(404);

    // returned after payment: a clawback the next batch deducts (alone it leaves nothing to pay)
    expect(await get().db.transaction((tx) => reverseForReturn(tx, leadId, 'returned: invalid_contact', 'lender'))).toBe('clawback');
    expect(await get().db.transaction((tx) => reverseForReturn(tx, leadId, 'returned again', 'lender'))).toBe('none');
    expect((await closeBatch()).status).toBe(409);
    const later = [await register(900), await register(900)];
    await approveAt(15);
    const next = await (await closeBatch()).json();
    expect(next).toMatchObject({ entries: 3, total: 500 }); // 500 + 500 − 500
    expect(await states(leadId)).toEqual([
      'payout pending 500',
      'payout approved 500',
      'payout paid 500',
      'clawback approved -500',
      'clawback paid -500',
    ]);
    expect(await states(later[0]!)).toEqual(['payout pending 500', 'payout approved 500', 'payout paid 500']);
  });

  it('reverses an unpaid entry (returned, or rejected by an operator), pays no duplicate or held lead, and shows the partner its money', async () => {
    const apiKey = await partner(910, { payout: { model: 'cpl', amount: 750 }, bank_account: 'COM 1' });
    const returned = await register(910, { phone: '0761112222' });
    const rejected = await register(910);
    const duplicate = await register(911, { phone: '0761112222' });
    const held = await register(910, {}, '203.0.113.8');
    expect(await get().db.transaction((tx) => reverseForReturn(tx, returned, 'returned: fraud', 'lender'))).toBe('reversed');
    const decide = (id: string, decision: string) =>
      req(`/api/admin/leads/${id}/review`, json({ decision, reason: 'checked by phone' }, admin().headers));
    expect(await (await decide(rejected, 'reject')).json()).toMatchObject({ quality: 'rejected', payout: 'reversed' });
    expect(await states(duplicate)).toEqual([]);
    expect(await states(held)).toEqual([]);
    expect(await (await decide(held, 'approve')).json()).toMatchObject({ quality: 'ok', payout: 'pending' });
    expect(await approveAt(15)).toBe(1); // the approved held lead; reversed entries stay reversed
    expect(await states(returned)).toEqual(['payout pending 750', 'payout reversed 750']);

    const res = await req('/api/partner/payouts', { headers: { Authorization: `Bearer ${apiKey}` } });
    const mine = await res.json();
    expect(mine.totals).toEqual({
      pending: { entries: 0, amount: 0 },
      approved: { entries: 1, amount: 750 },
      paid: { entries: 0, amount: 0 },
      reversed: { entries: 2, amount: 1500 },
    });
    expect(mine.entries.map((e: { lead_id: string; state: string }) => [e.lead_id, e.state]).sort()).toEqual(
      [
        [held, 'approved'],
        [rejected, 'reversed'],
        [returned, 'reversed'],
      ].sort(),
    );
    expect(JSON.stringify(mine)).not.toMatch(/0761112222|Nimal|COM 1/);
    expect((await req('/api/partner/payouts?from=2026-13-01', { headers: { Authorization: `Bearer ${apiKey}` } })).status).toBe(400);
    expect((await req('/api/admin/payouts?provider=910', admin())).status).toBe(200);
    expect((await req('/api/admin/payouts', admin())).status).toBe(400);
  });

  it('counts the same payable leads in the console funnel, partner stats and payouts over a month of every quality', async () => {
    const apiKey = await partner(920, { payout: { model: 'cpl', amount: 300 } });
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) ids.push(await register(920)); // ok
    ids.push(await register(920, {}, '203.0.113.20')); // review, left waiting
    const rejected = await register(920, {}, '203.0.113.21');
    const approved = await register(920, {}, '203.0.113.22');
    ids.push(rejected, approved);
    await req(`/api/admin/leads/${rejected}/review`, json({ decision: 'reject', reason: 'bot' }, admin().headers));
    await req(`/api/admin/leads/${approved}/review`, json({ decision: 'approve', reason: 'fine' }, admin().headers));
    const first = ids[0]!;
    const [{ phone }] = await get().db.query<{ phone: string }>('select phone from leads where lead_id = $1', [first]);
    ids.push(await register(920, { phone })); // duplicate
    await get().db.transaction((tx) => reverseForReturn(tx, ids[1]!, 'returned', 'lender')); // ok, then returned
    // spread over the last month, as they would have come
    for (const [i, id] of ids.entries()) {
      await get().db.query('update leads set created_at = now() - make_interval(days => $2) where lead_id = $1', [id, i * 3]);
      await get().db.query('update payout_ledger set at = now() - make_interval(days => $2) where lead_ref = $1', [id, i * 3]);
    }
    const today = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
    const from = new Date(Date.now() + 5.5 * 3600_000 - 35 * DAY).toISOString().slice(0, 10);
    const range = `from=${from}&to=${today}`;
    const stats = (await (await req(`/api/partner/stats?${range}`, { headers: { Authorization: `Bearer ${apiKey}` } })).json()).totals;
    const funnel = await (await req(`/api/console/funnel?split=partner&${range}`, admin())).json();
    const group = funnel.groups.find((g: { key: string }) => g.key === '920');
    const payouts = await (await req(`/api/admin/payouts?provider=920&${range}`, admin())).json();
    const earning = payouts.entries.filter((e: { state: string }) => e.state !== 'reversed').length;
    expect(stats.leads).toBe(10);
    expect(group.registrations).toBe(stats.leads);
    expect(stats.payable_leads).toBe(6); // 5 ok (one returned) + the approved one
    expect(group.payable).toBe(stats.payable_leads);
    expect(earning).toBe(stats.payable_leads);
  });
});
