// Deliveries are durable and sent once: the server is killed (SIGKILL) in the middle of a
// campaign with a request in flight, restarted on the same data, and every token still gets the
// message exactly once; two API processes on one PostgreSQL share a campaign and send each
// delivery once. Real server processes (server/cli.ts), loopback Google token endpoint and FCM.
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { startPostgres, type TestPostgres } from '../../tests/support/postgres';
import { ADMIN, validLead } from '../testing/app';
import { startChild, UNLIMITED, type ChildServer } from '../testing/child';
import { DELIVERY_EXPIRE_SECONDS } from './index';
import { startFakeGoogle, type FakeGoogle } from './testing/fake-google';

let google: FakeGoogle;
let pg: TestPostgres | undefined;
const children: ChildServer[] = [];
beforeAll(async () => void (google = await startFakeGoogle()));
afterAll(async () => {
  await google.close();
  pg?.stop();
});
afterEach(async () => {
  await Promise.all(children.splice(0).map((c) => c.stop('SIGKILL')));
  google.hold = false;
  google.holdAfter = Number.POSITIVE_INFINITY;
  google.delayMs = 0;
});

async function waitFor(what: string, check: () => boolean | Promise<boolean>, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function start(env: Record<string, string>): Promise<ChildServer> {
  const child = await startChild({ ...UNLIMITED, ...google.env, PUBLIC_URL: 'https://naya.test', ...env });
  children.push(child);
  return child;
}

const post = (origin: string, url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(origin + url, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });

/** `count` opted-in leads of one partner, each with one push token; resolves the tokens. */
async function audience(origin: string, provider: number, count: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < count; i++) {
    const { lead_id, lead_token } = await (
      await post(origin, '/api/leads', validLead({ client_id: randomUUID(), provider, marketing_opt_in: true }))
    ).json();
    const token = `durable-${randomUUID()}`;
    const form = new FormData();
    form.append('token', token);
    form.append('lead_id', lead_id);
    form.append('lead_token', lead_token);
    expect((await fetch(`${origin}/set-token`, { method: 'POST', body: form })).status).toBe(204);
    tokens.push(token);
  }
  return tokens;
}

async function campaign(origin: string, provider: number): Promise<string> {
  const res = await post(
    origin,
    '/api/admin/campaigns',
    { content: { si: { title: 'නව දීමනා', body: 'බලන්න', url: '/offers/' } }, audience: { provider } },
    { Authorization: `Bearer ${ADMIN}` },
  );
  expect(res.status).toBe(201);
  return (await res.json()).campaign_id;
}

const report = async (origin: string, campaignId: string) =>
  (await fetch(`${origin}/api/admin/campaigns/${campaignId}`, { headers: { Authorization: `Bearer ${ADMIN}` } })).json();

/** How many times FCM took a message for each token. */
const deliveriesPerToken = (tokens: string[]) => tokens.map((t) => google.delivered.filter((r) => r.token === t).length);

it(
  'SIGKILL in the middle of a campaign, a request in flight, restart on the same data: every token gets it exactly once',
  async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'naya-durable-'));
    const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
    const first = await start(env);
    const provider = 4100;
    const tokens = await audience(first.origin, provider, 30);
    // FCM answers six requests, then holds every later one unanswered (workers send side by side,
    // so holding only after six answers came back could find every request already sent)
    google.holdAfter = google.received.length + 6;
    const campaignId = await campaign(first.origin, provider);
    await waitFor('a few deliveries', () => deliveriesPerToken(tokens).filter(Boolean).length >= 6, 30_000);
    await waitFor('a request in flight', () => google.received.length > google.holdAfter, 30_000);
    // Killed once every answer FCM gave is recorded: a process that dies between FCM's answer and
    // its own commit sends that one message again after the restart (docs/operators.md "Push messages").
    const answered = () => google.delivered.filter((r) => tokens.includes(r.token)).length;
    await waitFor('answers recorded', async () => (await report(first.origin, campaignId)).sent === answered(), 30_000);
    await first.stop('SIGKILL');
    children.splice(children.indexOf(first), 1);
    const beforeRestart = deliveriesPerToken(tokens).filter(Boolean).length;
    expect(beforeRestart).toBeLessThan(tokens.length);
    google.holdAfter = Number.POSITIVE_INFINITY;

    const second = await start(env);
    // jobs the killed process held come back once their time (DELIVERY_EXPIRE_SECONDS) is up and
    // the queue's maintenance (every 2 min) has noticed
    await waitFor('every token', () => deliveriesPerToken(tokens).every((n) => n > 0), (DELIVERY_EXPIRE_SECONDS + 150) * 1000);
    await new Promise((r) => setTimeout(r, 3000)); // nothing more arrives
    expect(deliveriesPerToken(tokens)).toEqual(tokens.map(() => 1));
    expect(await report(second.origin, campaignId)).toMatchObject({ planned: 30, sent: 30, pending: 0, failed: 0 });
    console.log(
      `kill test: ${beforeRestart} of 30 delivered before SIGKILL, ${google.received.length - google.delivered.length} request(s) cut off in flight, all 30 exactly once after restart`,
    );
  },
  (DELIVERY_EXPIRE_SECONDS + 240) * 1000,
);

it('two API processes on one PostgreSQL share a campaign and send each delivery once', async () => {
  pg = await startPostgres();
  const env = { DATABASE_URL: pg.url, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'naya-two-')) };
  const [a, b] = [await start(env), await start(env)];
  // two audiences: one person gets one campaign a day (server/push/message-rules.ts)
  const audiences = [await audience(a.origin, 4200, 40), await audience(a.origin, 4201, 40)];
  const tokens = audiences.flat();
  google.delayMs = 20;
  const [first, second] = [await campaign(a.origin, 4200), await campaign(b.origin, 4201)];
  await waitFor('both campaigns', () => google.delivered.filter((r) => tokens.includes(r.token)).length >= 80, 60_000);
  await new Promise((r) => setTimeout(r, 3000));
  const got = google.delivered.filter((r) => tokens.includes(r.token));
  for (const [i, id] of [first, second].entries()) {
    const perToken = audiences[i].map((t) => got.filter((r) => r.token === t && r.data.campaign_id === id).length);
    expect(perToken).toEqual(audiences[i].map(() => 1));
  }
}, 180_000);
