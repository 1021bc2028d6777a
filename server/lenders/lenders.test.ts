// Lenders end to end on both databases (docs/lenders.md): the consent names them and its version
// changes with them (a version current within 24 hours still registers), receipts chained and
// tamper-evident, routing by each rule in /sl-feed order with caps and hours on a fake clock, signed
// deliveries with retries to lenders' servers on 127.0.0.1, a blocked URL passing the lead on, the
// pull API, binding (404 for another lender's lead) and returns.
import { createHmac, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApp } from '../app';
import { readServerConfig } from '../config';
import { closeServices, openServices, type Services } from '../services';
import { ADMIN, ROOT, admin, form, json, validLead } from '../testing/app';
import { describeEachBackend } from '../testing/backends';
import { LOOPBACK_FAKES, startFakePartner, type FakePartner } from '../partners/testing/fake-partner';
import { sha256 } from './consent';

const SEAL_KEY = Buffer.alloc(32, 9).toString('base64');
const HOUR = 3_600_000;

async function waitFor(what: string, check: () => Promise<boolean>, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describeEachBackend('lenders', (get) => {
  let app: ReturnType<typeof createApp>;
  let services: Services;
  let clock = new Date('2026-11-25T04:30:00.000Z'); // 10:00 in Colombo
  const fakes: FakePartner[] = [];
  const req = (p: string, init: RequestInit = {}) => app.request(p, init);
  const bearer = (key: string) => ({ Authorization: `Bearer ${key}` });

  beforeAll(async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'naya-lenders-'));
    const config = readServerConfig(
      {
        DATA_DIR: dataDir,
        ADMIN_TOKEN: ADMIN,
        NAYA_DIST_DIR: dataDir,
        PARTNER_SECRET_KEY: SEAL_KEY,
        POSTBACK_RETRY_DELAYS_S: '1,1',
        ...LOOPBACK_FAKES,
      },
      ROOT,
    );
    // inside.example does not resolve when saved, then resolves to a private address (rebinding)
    let lookups = 0;
    config.outbound.resolve = async (host) => (host === 'inside.example' && lookups++ > 0 ? [{ address: '10.0.0.5', family: 4 }] : []);
    services = await openServices(config, { db: get().db, background: true, now: () => clock });
    app = createApp(config, services);
  });
  afterAll(async () => {
    await closeServices(services, { closeDb: false });
    await Promise.all(fakes.map((f) => f.close()));
  });

  async function lender(name: string, rules: Record<string, unknown> | null, plan?: number[]) {
    const fake = plan ? await startFakePartner(plan) : undefined;
    if (fake) fakes.push(fake);
    const res = await req('/api/admin/lenders', json({ name, rules, ...(fake && { delivery_url: fake.url }) }, admin().headers));
    expect(res.status).toBe(201);
    const body = (await res.json()) as { lender_id: string; api_key: string; delivery_secret: string };
    return { ...body, fake };
  }
  const retire = (...ids: string[]) =>
    Promise.all(ids.map((id) => req(`/api/admin/lenders/${id}`, { ...json({ active: false }, admin().headers), method: 'PATCH' })));
  const consent = async () =>
    (await (await req('/api/consent')).json()) as { version: string; text: Record<string, string>; lenders: { name: string }[] };
  async function register(overrides: Record<string, unknown> = {}) {
    const res = await req(
      '/api/leads',
      json(validLead({ consent_version: (await consent()).version, client_id: randomUUID(), ...overrides })),
    );
    expect(res.status).toBe(201);
    return ((await res.json()) as { lead_id: string }).lead_id;
  }
  const deliveries = (leadId: string) =>
    get().db.query<{ lender_id: string; state: string }>(
      'select lender_id, state from lender_deliveries where lead_id = $1 order by created_at, lender_id',
      [leadId],
    );
  /** pg-boss runs on the database's clock: a job waiting for an opening is made due once the fake clock reaches it. */
  const runWaitingRoutes = () =>
    get().db.query("update pgboss.job set start_after = now() where name = 'lender.route' and state = 'created'");

  it('names the lenders in the consent; an earlier version registers for 24 hours, its receipt holding its text', async () => {
    const before = await consent();
    const a = await lender('Kandy Credit', { districts: ['Matale'] });
    const now = await consent();
    expect(now.version).not.toBe(before.version);
    expect(now.lenders).toContainEqual({ lender_id: a.lender_id, name: 'Kandy Credit' });
    expect(now.text.en).toContain('Kandy Credit');
    expect(now.text.si).toContain('Kandy Credit');
    expect(now.text.ta).toContain('Kandy Credit');
    await retire(a.lender_id); // the list changes again: `now` is no longer current
    expect((await consent()).version).not.toBe(now.version);
    clock = new Date(clock.getTime() + 23 * HOUR);
    const res = await req('/api/leads', json(validLead({ consent_version: now.version, lang: 'ta', page: '/loans/' })));
    expect(res.status).toBe(201);
    const { lead_id } = (await res.json()) as { lead_id: string };
    const detail = (await (await req(`/api/admin/leads/${lead_id}/lenders`, admin())).json()) as { receipt: Record<string, unknown> };
    expect(detail.receipt).toMatchObject({
      lead_id,
      version: now.version,
      text_sha256: sha256(now.text.ta),
      lenders: expect.arrayContaining(['Kandy Credit']),
      lang: 'ta',
      page: '/loans/',
    });
    expect(detail.receipt.given_at).toBe(clock.toISOString());
    clock = new Date(clock.getTime() + 2 * HOUR); // 25 hours after it stopped being current
    const late = await req('/api/leads', json(validLead({ consent_version: now.version })));
    expect(late.status).toBe(400);
    expect(((await late.json()) as { error: { fields: object } }).error.fields).toEqual({ consent_version: 'consent_version' });
    expect((await req('/api/leads', json(validLead({ consent_version: 'made-up' })))).status).toBe(400);
  });

  it('refuses a delivery_url to a private address on save, naming the field', async () => {
    const res = await req('/api/admin/lenders', json({ name: 'Inside', delivery_url: 'https://10.1.2.3/leads' }, admin().headers));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { fields: object } }).error.fields).toEqual({ delivery_url: 'address_refused' });
    const bad = await req('/api/admin/lenders', json({ name: 'X', rules: { hours: '25:00-08:00' } }, admin().headers));
    expect(((await bad.json()) as { error: { fields: Record<string, string> } }).error.fields).toHaveProperty('rules.hours');
  });

  it('delivers to matching lenders only, signed, retried until a 2xx; a blocked one passes the lead on', async () => {
    clock = new Date('2026-11-30T04:30:00.000Z'); // 10:00 Colombo
    const rules = { districts: ['Galle'], amount_min: 10_000, amount_max: 100_000 };
    const flaky = await lender('Galle Finance', { ...rules, employment: ['salaried'] }, [500, 200]);
    const rich = await lender('Rich Only', { ...rules, income_min: 500_000 }, [200]);
    const wrongWork = await lender('Business Bank', { ...rules, employment: ['business'] }, [200]);
    const blocked = await lender('Moved Inside', rules, [200]);
    await req(`/api/admin/lenders/${blocked.lender_id}`, {
      ...json({ delivery_url: 'http://inside.example/leads' }, admin().headers),
      method: 'PATCH',
    });
    const puller = await lender('Pull Leasing', rules);
    const backup = await lender('Backup Bank', rules, [200]);
    const leadId = await register({ district: 'Galle', amount: 50_000, monthly_income: 80_000, employment: 'salaried' });
    await waitFor('the delivery after a retry', async () =>
      (await deliveries(leadId)).some((d) => d.lender_id === flaky.lender_id && d.state === 'sent'),
    );
    await waitFor('the blocked one passed on', async () =>
      (await deliveries(leadId)).some((d) => d.lender_id === backup.lender_id && d.state === 'sent'),
    );
    const states = Object.fromEntries((await deliveries(leadId)).map((d) => [d.lender_id, d.state]));
    expect(states).toEqual({
      [flaky.lender_id]: 'sent',
      [blocked.lender_id]: 'blocked',
      [puller.lender_id]: 'ready',
      [backup.lender_id]: 'sent',
    });
    expect(states).not.toHaveProperty(rich.lender_id);
    expect(states).not.toHaveProperty(wrongWork.lender_id);
    expect(flaky.fake!.received).toHaveLength(2);
    const { body, headers } = flaky.fake!.received[1]!;
    const [t, v1] = String(headers['x-naya-signature'])
      .split(',')
      .map((p) => p.split('=')[1]);
    expect(v1).toBe(createHmac('sha256', flaky.delivery_secret).update(`${t}.${body}`).digest('hex'));
    expect(JSON.parse(body)).toMatchObject({
      event: 'lead_delivered',
      lead_id: leadId,
      lender_id: flaky.lender_id,
      district: 'Galle',
      full_name: 'Nimal Perera',
    });
    // pull: the puller sees it with personal data; the blocked lender does not
    const pulled = (await (await req('/api/lender/leads?since=2026-11-01', { headers: bearer(puller.api_key) })).json()) as {
      leads: { lead_id: string; phone: string; consent_receipt_id: string }[];
    };
    expect(pulled.leads.map((l) => l.lead_id)).toEqual([leadId]);
    expect(pulled.leads[0]!.phone).toMatch(/^\+947/);
    expect((await req('/api/lender/leads?since=yesterday', { headers: bearer(puller.api_key) })).status).toBe(400);
    expect((await req(`/api/lender/consent/${leadId}`, { headers: bearer(blocked.api_key) })).status).toBe(404);
    const proof = (await (await req(`/api/lender/consent/${leadId}`, { headers: bearer(puller.api_key) })).json()) as {
      receipt: { receipt_id: string; text_sha256: string };
      text: string;
    };
    expect(proof.receipt.receipt_id).toBe(pulled.leads[0]!.consent_receipt_id);
    expect(sha256(proof.text)).toBe(proof.receipt.text_sha256);
    expect(proof.text).toContain('Pull Leasing');
    // binding: a state from a lender it did not reach is 404, from one it reached 204
    const state = (key: string) => req('/webhook', { ...form({ lead_id: leadId, state_type: 'approved' }), headers: bearer(key) });
    expect((await state(rich.api_key)).status).toBe(404);
    expect((await state(puller.api_key)).status).toBe(204);
    const lenders = (await (await req(`/api/admin/leads/${leadId}/lenders`, admin())).json()) as {
      lenders: { name: string; status: string }[];
    };
    expect(lenders.lenders.map((l) => [l.name, l.status]).sort()).toEqual([
      ['Backup Bank', 'delivered'],
      ['Galle Finance', 'delivered'],
      ['Pull Leasing', 'approved'],
    ]);
    await retire(flaky.lender_id, rich.lender_id, wrongWork.lender_id, blocked.lender_id, puller.lender_id, backup.lender_id);
  });

  it('returns: a reason from the list, once, within 7 days of the delivery', async () => {
    clock = new Date('2026-12-01T04:30:00.000Z');
    const p = await lender('Return Co', { districts: ['Jaffna'] });
    const leadId = await register({ district: 'Jaffna' });
    await waitFor('the pull delivery', async () => (await deliveries(leadId)).length === 1);
    const ret = (reason: string, key = p.api_key) => req(`/api/lender/leads/${leadId}/return`, json({ reason }, bearer(key)));
    expect((await ret('bored')).status).toBe(400);
    clock = new Date(clock.getTime() + 8 * 24 * HOUR);
    expect((await ret('duplicate')).status).toBe(409);
    clock = new Date('2026-12-02T04:30:00.000Z');
    expect((await ret('invalid_contact')).status).toBe(200);
    expect((await ret('invalid_contact')).status).toBe(409);
    const other = await lender('Stranger', null);
    expect((await ret('fraud', other.api_key)).status).toBe(404);
    const mine = (await (await req(`/api/admin/lenders/${p.lender_id}/deliveries?state=ready`, admin())).json()) as {
      deliveries: { returned_reason: string }[];
    };
    expect(mine.deliveries.map((d) => d.returned_reason)).toEqual(['invalid_contact']);
    expect((await req(`/api/admin/lenders/${p.lender_id}/deliveries?state=lost`, admin())).status).toBe(400);
    await retire(p.lender_id, other.lender_id);
  });

  it('holds a lead past the daily cap or outside the hours (past midnight) until the next opening, in /sl-feed order', async () => {
    clock = new Date('2026-12-10T04:30:00.000Z'); // 10:00 Colombo
    const capped = await lender('Capped', { districts: ['Badulla'], daily_cap: 1 });
    const night = await lender('Night Owl', { districts: ['Badulla'], hours: '20:00-08:00' });
    const first = await register({ district: 'Badulla' });
    await waitFor('the first routed', async () => (await deliveries(first)).length === 1);
    const second = await register({ district: 'Badulla' });
    // the job that waits for the opening, hours ahead (not the first routing job, 'created' too
    // until a worker takes it: making that one due would leave the waiting job it writes behind)
    await waitFor(
      'the second waiting',
      async () =>
        (
          await get().db.query(
            "select 1 from pgboss.job where name = 'lender.route' and state = 'created' and data->>'lead_id' = $1 and start_after > now() + interval '1 hour'",
            [second],
          )
        ).length === 1,
    );
    expect((await deliveries(first)).map((d) => d.lender_id)).toEqual([capped.lender_id]);
    const figures = (await (await req(`/api/admin/lenders/${capped.lender_id}`, admin())).json()) as { today: object };
    expect(figures.today).toEqual({ deliveries: 1, daily_cap: 1 });
    clock = new Date('2026-12-10T15:00:00.000Z'); // 20:30 Colombo: the night lender opens
    await runWaitingRoutes();
    await waitFor('the night lender', async () => (await deliveries(second)).some((d) => d.lender_id === night.lender_id));
    expect((await deliveries(second)).map((d) => d.lender_id)).toEqual([night.lender_id]);
    clock = new Date('2026-12-10T19:00:00.000Z'); // 00:30 Colombo, the next day: the cap starts again
    await runWaitingRoutes();
    await waitFor('the capped lender the next day', async () => (await deliveries(second)).length === 2);
    await retire(capped.lender_id, night.lender_id);
  });

  it('verifies the receipt chain, finds an edited receipt, and keeps receipts through erasure', async () => {
    const leadId = await register({ phone: '+94 77 999 1234' });
    expect(await (await req('/api/admin/consent/verify', admin())).json()).toEqual({ ok: true, receipts: expect.any(Number) });
    expect((await req('/api/admin/subjects?phone=%2B94779991234', { ...admin(), method: 'DELETE' })).status).toBe(200);
    expect(await (await req('/api/admin/consent/verify', admin())).json()).toMatchObject({ ok: true });
    // the erased lead's receipt is still answered; a lead_id nothing knows is 404
    const kept = (await (await req(`/api/admin/leads/${leadId}/lenders`, admin())).json()) as { receipt: { lead_id: string } };
    expect(kept.receipt.lead_id).toBe(leadId);
    const unknown = await req(`/api/admin/leads/${randomUUID()}/lenders`, admin());
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error: { code: string } }).error.code).toBe('lead_not_found');
    const [edited] = await get().db.query<{ receipt_id: string }>(
      'update consent_receipts set lenders = \'["Someone Else"]\' where lead_id = $1 returning receipt_id',
      [leadId],
    );
    expect(await (await req('/api/admin/consent/verify', admin())).json()).toEqual({ ok: false, broken_at: edited!.receipt_id });
  });
});
