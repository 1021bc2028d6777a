// Partners over real sockets, with the server as a child process on each database: an account
// made over HTTP, a lead and a page view from the partner's origin, the signed postback to a
// partner server on 127.0.0.1; the server SIGKILLed while the retry waits and restarted on the
// same data sends it once more (not twice); the partner's figures over HTTP with its key; a
// postback URL leading to a private, link-local or (outside OUTBOUND_ALLOW_CIDRS) loopback address is
// a 400 naming postback_url.
import { createHmac, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, expect, it } from 'vitest';
import { startPostgres, type TestPostgres } from '../../tests/support/postgres';
import { ADMIN, validLead } from '../testing/app';
import { startChild, UNLIMITED, type ChildServer } from '../testing/child';
import { LOOPBACK_FAKES, startFakePartner } from './testing/fake-partner';

const children: ChildServer[] = [];
let pg: TestPostgres | undefined;
afterEach(async () => void (await Promise.all(children.splice(0).map((c) => c.stop('SIGKILL')))));
afterAll(() => pg?.stop());

async function waitFor(what: string, check: () => boolean, ms = 30_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const post = (origin: string, url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(origin + url, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });

async function start(env: Record<string, string>): Promise<ChildServer> {
  const child = await startChild({ ...UNLIMITED, ...LOOPBACK_FAKES, POSTBACK_RETRY_DELAYS_S: '3', ...env });
  children.push(child);
  return child;
}

for (const backend of ['pglite', 'postgres'] as const) {
  it(`[${backend}] account, lead, signed postback, SIGKILL mid-retry and restart: sent once more, figures over HTTP; non-public postback URLs 400`, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'naya-partner-sock-'));
    if (backend === 'postgres') pg ??= await startPostgres();
    const env = { DATA_DIR: dataDir, DATABASE_URL: backend === 'postgres' ? pg!.url : '' };
    const fake = await startFakePartner([500, 200]);
    try {
      const first = await start(env);
      for (const url of [
        'https://169.254.169.254/latest/meta-data/',
        'http://[::ffff:a00:1]/pb',
        'http://[::1]:8080/pb',
        'https://0xc0a80001/',
      ]) {
        const refused = await post(
          first.origin,
          '/api/admin/partners',
          { provider_id: 76, name: 'Inside', postback_url: url },
          { Authorization: `Bearer ${ADMIN}` },
        );
        expect([url, refused.status]).toEqual([url, 400]);
        expect(((await refused.json()) as { error: unknown }).error).toEqual({
          code: 'validation_failed',
          message: expect.stringMatching(/^postback_url: .* not a public address/),
          fields: { postback_url: 'address_refused' },
        });
      }
      const made = await post(
        first.origin,
        '/api/admin/partners',
        { provider_id: 77, name: 'Socket Partner', postback_url: fake.url, allowed_origins: ['https://partner.example'] },
        { Authorization: `Bearer ${ADMIN}` },
      );
      expect(made.status).toBe(201);
      const { api_key: key, postback_secret: secret } = (await made.json()) as { api_key: string; postback_secret: string };
      const fromPartner = { Origin: 'https://partner.example' };
      const lead = await post(first.origin, '/api/leads', validLead({ client_id: randomUUID(), provider: 77 }), fromPartner);
      expect(lead.status).toBe(201);
      const { lead_id: leadId } = (await lead.json()) as { lead_id: string };
      expect(
        (await post(first.origin, '/api/event', { event: 'page_view', event_id: randomUUID(), provider: 77 }, fromPartner)).status,
      ).toBe(202);

      await waitFor('the first try', () => fake.received.length === 1);
      // killed while the retry waits its 3 s (its answer recorded and the retry queued within
      // milliseconds; a process killed mid-request gets its job back when the job expires, 60 s)
      await new Promise((r) => setTimeout(r, 1000));
      await first.stop('SIGKILL');
      children.splice(children.indexOf(first), 1);
      const second = await start(env);
      await waitFor('the retry after the restart', () => fake.received.length === 2);
      await new Promise((r) => setTimeout(r, 4000));
      expect(fake.received).toHaveLength(2);
      const [a, b] = fake.received;
      expect(b!.body).toBe(a!.body);
      expect(JSON.parse(b!.body)).toMatchObject({
        event: 'lead_created',
        lead_id: leadId,
        provider_id: 77,
        idempotency_key: `lead_created:${leadId}:new`,
      });
      for (const r of fake.received) {
        const { t, v1 } = Object.fromEntries(
          String(r.headers['x-naya-signature'])
            .split(',')
            .map((p) => p.split('=')),
        );
        expect(v1).toBe(createHmac('sha256', secret).update(`${t}.${r.body}`).digest('hex'));
      }

      const stats = await fetch(`${second.origin}/api/partner/stats`, { headers: { Authorization: `Bearer ${key}` } });
      expect(stats.status).toBe(200);
      expect((await stats.json()).totals).toMatchObject({ page_views: 1, leads: 1 });
      const leads = await (await fetch(`${second.origin}/api/partner/leads`, { headers: { Authorization: `Bearer ${key}` } })).json();
      expect(leads).toEqual([expect.objectContaining({ lead_id: leadId, status: 'new' })]);
      expect((await fetch(`${second.origin}/api/partner/stats`, { headers: { Authorization: 'Bearer naya_partner_x' } })).status).toBe(401);
    } finally {
      await fake.close();
    }
  }, 120_000);
}
