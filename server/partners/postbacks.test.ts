// Postbacks on both databases, the partner a real HTTP server on 127.0.0.1: signed, retried on the
// configured schedule until a 2xx with the same body and idempotency key, every attempt recorded
// (status, time, code, at most 1 KB of the answer); a partner that never answers holds up nobody
// else; a restart mid-retry loses nothing and sends nothing twice; withdrawn consent and erasure
// stop them. Retry delays come from POSTBACK_RETRY_DELAYS_S (seconds here, minutes in production).
// At send time the address is checked again: a name that now resolves to a refused address (DNS
// rebinding between save and send) makes the postback `blocked`, not retried; a name that does not
// resolve is a failed attempt, retried. Names resolve through `names` below.
import { createHmac, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { createApp } from '../app';
import { readServerConfig } from '../config';
import { closeServices, openServices, type Services } from '../services';
import { ADMIN, ROOT, admin, json, validLead } from '../testing/app';
import { describeEachBackend, type Backend } from '../testing/backends';
import { clickLenderOffer, type RegisteredLead } from '../testing/reach';
import type { Resolver } from '../outbound';
import { ANSWER_HEAD_BYTES } from '../outbound/request';
import { POSTBACK_RETRY_DELAYS_S, retryPostback } from './postbacks';
import { readPartnerSettings } from './index';
import { LOOPBACK_FAKES, startFakePartner, type FakePartner } from './testing/fake-partner';

const SEAL_KEY = Buffer.alloc(32, 7).toString('base64');

/** Host name → its answers, one per lookup (the last repeats); [] does not resolve. */
const names = new Map<string, string[][]>();
const resolve: Resolver = async (host) => {
  const answers = names.get(host) ?? [[]];
  const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
  if (answer.length === 0) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
  return answer.map((address) => ({ address, family: 4 }));
};

async function serverOn(backend: Backend, env: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'naya-postback-'));
  const config = readServerConfig(
    { DATA_DIR: dataDir, ADMIN_TOKEN: ADMIN, NAYA_DIST_DIR: dataDir, PARTNER_SECRET_KEY: SEAL_KEY, ...LOOPBACK_FAKES, ...env },
    ROOT,
  );
  config.outbound.resolve = resolve;
  const services = await openServices(config, { db: backend.db, background: true });
  return { app: createApp(config, services), services };
}

async function waitFor(what: string, check: () => boolean | Promise<boolean>, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** What a partner runs (docs/partners.md "For partners"): the signature over "<t>.<body>" with its secret. */
function verifies(header: string | string[] | undefined, body: string, secret: string): boolean {
  const parts = Object.fromEntries(
    String(header)
      .split(',')
      .map((p) => p.split('=') as [string, string]),
  );
  const expected = createHmac('sha256', secret).update(`${parts.t}.${body}`).digest('hex');
  return parts.v1 === expected && Math.abs(Date.now() / 1000 - Number(parts.t)) < 300;
}

it('retries about 1 min, 5 min, 30 min, 2 h, 12 h after a failure unless configured', () => {
  expect(POSTBACK_RETRY_DELAYS_S).toEqual([60, 5 * 60, 30 * 60, 2 * 3600, 12 * 3600]);
  expect(readPartnerSettings({}).retryDelaysS).toEqual(POSTBACK_RETRY_DELAYS_S);
  expect(readPartnerSettings({}).timeoutMs).toBe(10_000);
  expect(readPartnerSettings({ POSTBACK_TIMEOUT_MS: '60000' }).timeoutMs).toBe(10_000); // never above 10 s
});

describeEachBackend('postbacks', (get) => {
  let server: Awaited<ReturnType<typeof serverOn>>;
  const fakes: FakePartner[] = [];
  let nextProvider = 500;
  let lenderKey: string;
  let lenderId: string;
  const req = (p: string, init: RequestInit = {}) => server.app.request(p, init);

  /** A partner on a fake; its postback URL names the fake by `host` when given (resolved through `names`). */
  async function partner(plan: number[], host?: string): Promise<{ fake: FakePartner; provider: number; secret: string }> {
    const fake = await startFakePartner(plan);
    fakes.push(fake);
    const provider = nextProvider++;
    const url = host ? fake.url.replace('127.0.0.1', host) : fake.url;
    const res = await req('/api/admin/partners', json({ provider_id: provider, name: `P${provider}`, postback_url: url }, admin().headers));
    expect(res.status).toBe(201);
    return { fake, provider, secret: ((await res.json()) as { postback_secret: string }).postback_secret };
  }
  const lead = async (provider: number) => {
    const res = await req(
      '/api/leads',
      json(validLead({ client_id: randomUUID(), provider, utm_campaign: 'spring', sub1: 'camp-a', sub5: 'x_1.b' })),
    );
    const lead = (await res.json()) as RegisteredLead;
    tokens.set(lead.lead_id, lead.lead_token);
    return lead.lead_id;
  };
  /** Each lead's token, for the click-through binding. */
  const tokens = new Map<string, string>();
  const attempts = (leadId: string) =>
    get().db.query<{ outcome: string; response_code: number | null; response_head: string | null; attempted_at: Date }>(
      'select outcome, response_code, response_head, attempted_at from postback_attempts where lead_id = $1 order by id',
      [leadId],
    );
  const state = async (leadId: string) =>
    (await get().db.query<{ state: string }>('select state from postbacks where lead_id = $1', [leadId]))[0]?.state;

  beforeAll(async () => {
    server = await serverOn(get(), { POSTBACK_RETRY_DELAYS_S: '1,1,1', POSTBACK_TIMEOUT_MS: '5000' });
    ({ api_key: lenderKey, lender_id: lenderId } = (await (
      await req('/api/admin/lenders', json({ name: 'Demo Finance' }, admin().headers))
    ).json()) as { api_key: string; lender_id: string });
  });
  afterEach(async () => {
    for (const fake of fakes) fake.hang = false;
  });
  afterAll(async () => {
    await closeServices(server.services, { closeDb: false });
    await Promise.all(fakes.map((f) => f.close()));
  });

  it('sends a signed postback that fails twice three times, same body and key, each attempt recorded', async () => {
    const { fake, provider, secret } = await partner([500, 503, 200]);
    fake.answerBytes = 5000;
    const leadId = await lead(provider);
    await waitFor('three tries', () => fake.received.length >= 3);
    await waitFor('the postback recorded as sent', async () => (await state(leadId)) === 'sent');
    expect(fake.received).toHaveLength(3);
    const bodies = new Set(fake.received.map((r) => r.body));
    expect(bodies.size).toBe(1);
    const body = JSON.parse(fake.received[0]!.body);
    expect(body).toEqual({
      event: 'lead_created',
      lead_id: leadId,
      provider_id: provider,
      status: 'new',
      quality: 'ok',
      payout: null, // the partner has no payout
      occurred_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      utm_source: 'facebook',
      utm_medium: null,
      utm_campaign: 'spring',
      utm_content: null,
      utm_term: null,
      sub1: 'camp-a',
      sub2: null,
      sub3: null,
      sub4: null,
      sub5: 'x_1.b',
      idempotency_key: `lead_created:${leadId}:new`,
    });
    for (const r of fake.received) {
      expect(r.headers['content-type']).toBe('application/json');
      expect(r.headers['x-naya-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
      expect(verifies(r.headers['x-naya-signature'], r.body, secret)).toBe(true);
      expect(verifies(r.headers['x-naya-signature'], r.body, 'whsec_other')).toBe(false);
    }
    // the configured delay (1 s) between tries
    expect(fake.received[1]!.at - fake.received[0]!.at).toBeGreaterThanOrEqual(900);
    expect(fake.received[2]!.at - fake.received[1]!.at).toBeGreaterThanOrEqual(900);
    const tries = await attempts(leadId);
    expect(tries.map((t) => [t.outcome, t.response_code])).toEqual([
      ['refused', 500],
      ['refused', 503],
      ['delivered', 200],
    ]);
    expect(tries[0]!.response_head).toHaveLength(ANSWER_HEAD_BYTES); // of 5000 bytes answered
    const log = (await (await req(`/api/admin/partners/${provider}/postbacks`, admin())).json()) as {
      state: string;
      tries: { response_code: number }[];
    }[];
    expect(log).toEqual([expect.objectContaining({ postback_id: `lead_created:${leadId}:new`, state: 'sent', attempts: 3 })]);
    expect(log[0]!.tries.map((t) => t.response_code)).toEqual([500, 503, 200]);
    // nothing more once delivered
    await new Promise((r) => setTimeout(r, 2500));
    expect(fake.received).toHaveLength(3);
  });

  it('tells a status change from a lender', async () => {
    const { fake, provider } = await partner([200]);
    const leadId = await lead(provider);
    await clickLenderOffer(req, { lead_id: leadId, lead_token: tokens.get(leadId)! }, lenderId); // the person clicked the lender's offer
    const body = new FormData();
    body.append('lead_id', leadId);
    body.append('state_type', 'approved');
    expect((await req('/webhook', { method: 'POST', body, headers: { Authorization: `Bearer ${lenderKey}` } })).status).toBe(204);
    await waitFor('two postbacks', () => fake.received.length >= 2);
    const events = fake.received.map((r) => JSON.parse(r.body) as { event: string; status: string; idempotency_key: string });
    expect(events.map((e) => [e.event, e.status, e.idempotency_key]).sort()).toEqual([
      ['lead_created', 'new', `lead_created:${leadId}:new`],
      ['status_changed', 'approved', `status_changed:${leadId}:approved`],
    ]);
  });

  it('gives up after the last configured delay, recorded as failed', async () => {
    const { fake, provider } = await partner([500]);
    const leadId = await lead(provider);
    await waitFor('failed', async () => (await state(leadId)) === 'failed');
    expect(fake.received).toHaveLength(4); // the first try and three retries
    expect((await attempts(leadId)).map((t) => t.response_code)).toEqual([500, 500, 500, 500]);
  });

  it('"retry now" sends a failed postback again at once with the same body and key, each try recorded; twice if need be', async () => {
    const { fake, provider } = await partner([500, 500, 500, 500, 502, 200]);
    const leadId = await lead(provider);
    const id = `lead_created:${leadId}:new`;
    await waitFor('failed', async () => (await state(leadId)) === 'failed');
    expect(fake.received).toHaveLength(4);
    const { db } = get();
    const { jobs } = server.services;

    expect(await retryPostback(db, jobs, id)).toEqual({ retried: true, postback_id: id, provider_id: provider, attempts: 4 });
    await waitFor('the fifth try', () => fake.received.length === 5, 5000);
    await waitFor('failed again (the schedule is spent)', async () => (await state(leadId)) === 'failed');
    // a second "retry now" is a new job (the queue never runs a key twice), the postback the same
    expect(await retryPostback(db, jobs, id)).toEqual({ retried: true, postback_id: id, provider_id: provider, attempts: 5 });
    await waitFor('sent', async () => (await state(leadId)) === 'sent', 5000);

    expect(fake.received).toHaveLength(6);
    expect(new Set(fake.received.map((r) => r.body)).size).toBe(1);
    expect(JSON.parse(fake.received[5]!.body).idempotency_key).toBe(id);
    expect((await attempts(leadId)).map((t) => [t.outcome, t.response_code])).toEqual([
      ['refused', 500],
      ['refused', 500],
      ['refused', 500],
      ['refused', 500],
      ['refused', 502],
      ['delivered', 200],
    ]);
    expect(await db.query('select state, attempts from postbacks where postback_id = $1', [id])).toEqual([{ state: 'sent', attempts: 6 }]);
    // only a failed postback: a sent one and an unknown id are left alone
    expect(await retryPostback(db, jobs, id)).toEqual({ retried: false, state: 'sent' });
    expect(await retryPostback(db, jobs, 'lead_created:nobody:new')).toEqual({ retried: false, state: null });
    await new Promise((r) => setTimeout(r, 1500));
    expect(fake.received).toHaveLength(6);
  });

  it('a partner that never answers does not hold up another', async () => {
    const silent = await partner([200]);
    silent.fake.hang = true;
    const quick = await partner([200]);
    const stuck = await lead(silent.provider);
    await waitFor('the silent partner asked', () => silent.fake.received.length >= 1);
    const asked = Date.now();
    const other = await lead(quick.provider);
    await waitFor('the other partner told', () => quick.fake.received.length >= 1, 4000);
    expect(Date.now() - asked).toBeLessThan(4000); // well inside the silent one's 5 s timeout
    expect(JSON.parse(quick.fake.received[0]!.body).lead_id).toBe(other);
    await waitFor('the silent attempt timed out', async () => (await attempts(stuck)).length >= 1, 10_000);
    expect((await attempts(stuck))[0]).toMatchObject({ outcome: 'no_answer', response_code: null });
  });

  it('blocks a postback whose host now resolves to a refused address (rebound since it was saved): recorded, shown, not retried', async () => {
    names.set('rebound.test', [['127.0.0.1'], ['10.0.0.8']]); // the fake when saved, a private address after
    const { fake, provider } = await partner([200], 'rebound.test');
    const leadId = await lead(provider);
    await waitFor('blocked', async () => (await state(leadId)) === 'blocked');
    const tries = await attempts(leadId);
    expect(tries).toEqual([
      expect.objectContaining({
        outcome: 'blocked',
        response_code: null,
        response_head: 'rebound.test resolves to 10.0.0.8, not a public address (private).',
      }),
    ]);
    const log = (await (await req(`/api/admin/partners/${provider}/postbacks`, admin())).json()) as { state: string; attempts: number }[];
    expect(log).toEqual([expect.objectContaining({ state: 'blocked', attempts: 1 })]);
    expect(await retryPostback(get().db, server.services.jobs, `lead_created:${leadId}:new`)).toEqual({ retried: false, state: 'blocked' });
    await new Promise((r) => setTimeout(r, 2500)); // past the 1 s retry delay
    expect(await attempts(leadId)).toHaveLength(1);
    expect(fake.received).toHaveLength(0);
  });

  it('a host that does not resolve at send time is a failed attempt, retried until it does', async () => {
    names.set('flaky.test', [[], [], [], ['127.0.0.1']]); // not at save (taken), nor at the first two sends
    const { fake, provider } = await partner([200], 'flaky.test');
    const leadId = await lead(provider);
    await waitFor('sent', async () => (await state(leadId)) === 'sent');
    expect((await attempts(leadId)).map((t) => [t.outcome, t.response_head])).toEqual([
      ['no_answer', 'flaky.test does not resolve.'],
      ['no_answer', 'flaky.test does not resolve.'],
      ['delivered', 'xx'],
    ]);
    expect(fake.received).toHaveLength(1);
    expect(fake.received[0]!.headers.host).toBe(`flaky.test:${new URL(fake.url).port}`);
  });

  it('withdrawn consent stops the retries of a pending postback', async () => {
    const { fake, provider } = await partner([500]);
    const leadId = await lead(provider);
    await waitFor('first try', () => fake.received.length >= 1);
    await waitFor('the retry waiting', async () => (await state(leadId)) === 'pending');
    expect((await req(`/api/admin/subjects/${leadId}/withdraw`, { method: 'POST', ...admin() })).status).toBe(200);
    expect(await state(leadId)).toBe('dropped'); // at once, not when the retry comes round
    const sent = fake.received.length;
    await new Promise((r) => setTimeout(r, 2500));
    expect(fake.received.length).toBe(sent);
    expect(sent).toBeLessThanOrEqual(2); // at most the try already under way when consent went
  });

  it('erasure drops the pending postbacks of the lead', async () => {
    const { fake, provider } = await partner([500]);
    const leadId = await lead(provider);
    await waitFor('first try', () => fake.received.length >= 1);
    // the refused try recorded and its next try queued as a job of its own (the partner having
    // answered is not enough: the worker may still be between the answer and that job;
    // erasure.test.ts covers a delivery in flight)
    await waitFor(
      'the retry queued',
      async () =>
        (
          await get().db.query("select 1 from pgboss.job where name = 'partner.postback' and data->>'lead_id' = $1 and state = 'created'", [
            leadId,
          ])
        ).length > 0,
    );
    const erased = await req(`/api/admin/subjects?lead_id=${leadId}`, { method: 'DELETE', ...admin() });
    expect(erased.status).toBe(200);
    expect(await get().db.query('select 1 from postbacks where lead_id = $1', [leadId])).toEqual([]);
    expect(await get().db.query('select 1 from postback_attempts where lead_id = $1', [leadId])).toEqual([]);
    expect(
      await get().db.query(
        "select 1 from pgboss.job where name = 'partner.postback' and data->>'lead_id' = $1 and state in ('created', 'retry')",
        [leadId],
      ),
    ).toEqual([]);
    const sent = fake.received.length;
    await new Promise((r) => setTimeout(r, 3000));
    expect(fake.received.length).toBe(sent);
  });
});

describeEachBackend('postbacks across a restart', (get) => {
  it('a restart mid-retry sends the postback once more, not twice, and loses none', async () => {
    const fake = await startFakePartner([500, 200]);
    try {
      const first = await serverOn(get(), { POSTBACK_RETRY_DELAYS_S: '3' });
      const res = await first.app.request(
        '/api/admin/partners',
        json({ provider_id: 700, name: 'R', postback_url: fake.url }, admin().headers),
      );
      expect(res.status).toBe(201);
      const leadId = (
        (await (await first.app.request('/api/leads', json(validLead({ client_id: randomUUID(), provider: 700 })))).json()) as {
          lead_id: string;
        }
      ).lead_id;
      await waitFor('first try', () => fake.received.length === 1);
      await closeServices(first.services, { closeDb: false }); // the process stops while the retry waits
      let second: Services | undefined;
      try {
        second = (await serverOn(get(), { POSTBACK_RETRY_DELAYS_S: '3' })).services;
        await waitFor('the retry after the restart', () => fake.received.length === 2);
        await new Promise((r) => setTimeout(r, 4000));
        expect(fake.received).toHaveLength(2);
        expect(fake.received[1]!.body).toBe(fake.received[0]!.body);
        const rows = await get().db.query<{ state: string; attempts: number }>('select state, attempts from postbacks where lead_id = $1', [
          leadId,
        ]);
        expect(rows).toEqual([{ state: 'sent', attempts: 2 }]);
      } finally {
        if (second) await closeServices(second, { closeDb: false });
      }
    } finally {
      await fake.close();
    }
  });
});
