// A lead's one history and what lenders hear (issue 38 items 2 and 5), on both databases, through the
// real routes and the real job queue: each lead event recorded once with its actor (a repeat records
// nothing), the console's lead page reading it, and every lender that received the lead — pushed or
// pulled, never one the person only clicked through to — told of the withdrawal and of the erasure
// once, signed like deliveries, with nothing personal; after the erasure the history keeps only each
// event's type and time.
import { createHmac, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { makeOffer } from '../../common/domain/test-offers';
import { createApp } from '../app';
import { readServerConfig } from '../config';
import { LOOPBACK_FAKES, startFakePartner, type FakePartner } from '../partners/testing/fake-partner';
import { closeServices, openServices, type Services } from '../services';
import { ADMIN, ROOT, admin, form, json, validLead } from '../testing/app';
import { describeEachBackend } from '../testing/backends';
import { leadHistory } from './events';

const SEAL_KEY = Buffer.alloc(32, 7).toString('base64');
const EMAIL = 'ops@naya.test';
const PASSWORD = 'correct horse battery';

async function waitFor(what: string, check: () => Promise<boolean>, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describeEachBackend('lead events and lender notices', (get) => {
  let app: ReturnType<typeof createApp>;
  let services: Services;
  let fake: FakePartner;
  const req = (p: string, init: RequestInit = {}) => app.request(p, init);
  const bearer = (key: string) => ({ Authorization: `Bearer ${key}` });

  beforeAll(async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'naya-lead-events-'));
    const config = readServerConfig(
      {
        DATA_DIR: dataDir,
        ADMIN_TOKEN: ADMIN,
        NAYA_DIST_DIR: dataDir,
        PARTNER_SECRET_KEY: SEAL_KEY,
        CONSOLE_ADMIN_EMAIL: EMAIL,
        CONSOLE_ADMIN_PASSWORD: PASSWORD,
        ...LOOPBACK_FAKES,
      },
      ROOT,
    );
    services = await openServices(config, { db: get().db, background: true });
    app = createApp(config, services);
    fake = await startFakePartner([200]);
  });
  afterAll(async () => {
    await closeServices(services, { closeDb: false });
    await fake.close();
  });

  async function lender(name: string, district: string, deliveryUrl?: string) {
    const body = { name, rules: { districts: [district] }, ...(deliveryUrl && { delivery_url: deliveryUrl }) };
    const res = await req('/api/admin/lenders', json(body, admin().headers));
    expect(res.status).toBe(201);
    return (await res.json()) as { lender_id: string; api_key: string; delivery_secret: string };
  }
  const notices = (received: FakePartner['received']) =>
    received.map((r) => JSON.parse(r.body) as { event: string }).filter((b) => b.event !== 'lead_delivered');
  const pulled = async (key: string) =>
    ((await (await req('/api/lender/leads', { headers: bearer(key) })).json()) as { notices: Record<string, string>[] }).notices;

  it('records each event once with its actor, tells the lenders that received it once, and keeps only type and time after erasure', async () => {
    const pushed = await lender('Push Finance', 'Ampara', fake.url);
    const puller = await lender('Pull Finance', 'Ampara');
    const clicked = await lender('Click Finance', 'Mannar'); // its rules do not match: reached only by the click
    const offer = makeOffer({ offer_id: `events-${randomUUID()}`, lender: 'Click Finance', lender_id: clicked.lender_id });
    expect((await req('/api/console/offers', json(offer, admin().headers))).status).toBe(201);

    const { version } = (await (await req('/api/consent')).json()) as { version: string };
    const lead = { ...validLead({ consent_version: version, district: 'Ampara', client_id: randomUUID(), phone: '+94773900001' }) };
    const res = await req('/api/leads', json(lead));
    expect(res.status).toBe(201);
    const { lead_id: leadId, lead_token: leadToken } = (await res.json()) as { lead_id: string; lead_token: string };
    await waitFor('both deliveries', async () => {
      const rows = await get().db.query<{ state: string }>('select state from lender_deliveries where lead_id = $1', [leadId]);
      return rows.filter((r) => r.state === 'sent' || r.state === 'ready').length === 2;
    });

    const click = () => req(`/api/leads/${leadId}/clicks`, json({ offer_id: offer.offer_id, lead_token: leadToken }));
    expect((await click()).status).toBe(204);
    expect((await click()).status).toBe(204); // bound already: no second event
    const hook = () => req('/webhook', { ...form({ lead_id: leadId, state_type: 'approved' }), headers: bearer(pushed.api_key) });
    expect((await hook()).status).toBe(204);
    expect((await hook()).status).toBe(204); // the same state again: no second event
    expect((await req(`/api/lender/leads/${leadId}/return`, json({ reason: 'not_eligible' }, bearer(puller.api_key)))).status).toBe(200);

    const history = await leadHistory(get().db, leadId);
    const lines = history.map((e) => [e.type, e.actor, e.data]);
    expect(lines[0]).toEqual(['registered', 'person', { provider_id: lead.provider ?? null }]);
    expect(lines.slice(1, 3)).toEqual(
      expect.arrayContaining([
        ['delivered', 'system', { lender_id: pushed.lender_id, by: 'push' }],
        ['delivered', 'system', { lender_id: puller.lender_id, by: 'pull' }],
      ]),
    );
    expect(lines.slice(3)).toEqual([
      ['click_bound', 'person', { lender_id: clicked.lender_id, offer_id: offer.offer_id }],
      ['lender_state', `lender:${pushed.lender_id}`, { lender_id: pushed.lender_id, state: 'approved' }],
      ['returned', `lender:${puller.lender_id}`, { lender_id: puller.lender_id, reason: 'not_eligible' }],
    ]);
    // the console's lead page reads the same history, with the same actors
    const login = await req('/api/console/login', json({ email: EMAIL, password: PASSWORD }));
    expect(login.status).toBe(200);
    const operator = { Cookie: (login.headers.get('set-cookie') ?? '').split(';')[0]! };
    const page = (await (await req(`/api/console/leads/${leadId}`, { headers: operator })).json()) as {
      lead_events: { type: string; actor: string; details: string }[];
    };
    expect(page.lead_events.map((e) => [e.type, e.actor])).toEqual(history.map((e) => [e.type, e.actor]));
    expect(page.lead_events.find((e) => e.type === 'returned')!.details).toBe(`lender_id: ${puller.lender_id}, reason: not_eligible`);

    // Withdrawal: one event, one signed notice to each lender that received the lead, none to the click-bound one.
    const withdraw = () => req(`/api/admin/subjects/${leadId}/withdraw`, { method: 'POST', headers: admin().headers });
    expect((await withdraw()).status).toBe(200);
    expect((await withdraw()).status).toBe(200); // a repeat tells nobody again
    await waitFor('the withdrawal notice', async () => notices(fake.received).length === 1);
    const sent = fake.received.find((r) => (JSON.parse(r.body) as { event: string }).event === 'lead_withdrawn')!;
    const [t, v1] = String(sent.headers['x-naya-signature'])
      .split(',')
      .map((p) => p.split('=')[1]);
    expect(v1).toBe(createHmac('sha256', pushed.delivery_secret).update(`${t}.${sent.body}`).digest('hex'));
    const body = JSON.parse(sent.body) as Record<string, string>;
    expect(Object.keys(body).sort()).toEqual(['event', 'idempotency_key', 'lead_id', 'notice_id', 'occurred_at']);
    expect(body).toMatchObject({ event: 'lead_withdrawn', lead_id: leadId, idempotency_key: body.notice_id });
    expect(await pulled(puller.api_key)).toEqual([expect.objectContaining({ event: 'lead_withdrawn', lead_id: leadId })]);
    expect(await pulled(clicked.api_key)).toEqual([]);
    expect((await leadHistory(get().db, leadId)).filter((e) => e.type === 'withdrawn')).toEqual([
      expect.objectContaining({ actor: 'operator' }),
    ]);

    // Erasure: notices again (the deliveries go with the lead, the notices stay), history stripped.
    const ids = (await get().db.query<{ id: string }>('select id::text as id from lead_events where lead_id = $1', [leadId])).map(
      (r) => r.id,
    );
    const erase = await req(`/api/admin/subjects?lead_id=${leadId}`, { method: 'DELETE', headers: admin().headers });
    expect(erase.status).toBe(200);
    await waitFor('the erasure notice', async () => notices(fake.received).length === 2);
    expect(notices(fake.received).map((n) => n.event)).toEqual(['lead_withdrawn', 'lead_erased']);
    expect((await pulled(puller.api_key)).map((n) => n.event)).toEqual(['lead_withdrawn', 'lead_erased']);
    expect(await pulled(clicked.api_key)).toEqual([]);
    for (const r of fake.received.slice(1)) expect(r.body).not.toMatch(/773900001|Nimal|Perera|\d{9}[VvXx]|\d{12}/);
    expect(await leadHistory(get().db, leadId)).toEqual([]); // nothing names the lead any more
    const kept = await get().db.query<{ type: string; lead_id: string | null; actor: string | null; data: object }>(
      `select type, lead_id, actor, data from lead_events where id = any($1::bigint[]) or (type = 'erased' and id > $2::bigint) order by id`,
      [ids, ids.at(-1)],
    );
    expect(kept.map((e) => e.type)).toEqual([...history.map((e) => e.type), 'withdrawn', 'erased']);
    expect(kept.every((e) => e.lead_id === null && e.actor === null && Object.keys(e.data).length === 0)).toBe(true);
  });
});
