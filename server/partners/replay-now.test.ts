// Replay sends a delivery now whatever its state, one waiting for its retry too, and the retry
// already queued is then not sent as well (one delivery, one success); a rotated postback secret
// signs every postback from then on, the old one none. On both databases, the partner a real HTTP
// server on 127.0.0.1.
import { createHmac } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApp } from '../app';
import { readServerConfig } from '../config';
import { closeServices, openServices, type Services } from '../services';
import { ADMIN, ROOT, admin, json, validLead } from '../testing/app';
import { describeEachBackend } from '../testing/backends';
import { LOOPBACK_FAKES, startFakePartner, type FakePartner } from './testing/fake-partner';

const SEAL_KEY = Buffer.alloc(32, 5).toString('base64');

async function waitFor(what: string, check: () => boolean | Promise<boolean>, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');
/** Whether `header` (X-Naya-Signature) signs `body` with `secret`. */
const signedWith = (secret: string, header: string, body: string) => {
  const [, t, v1] = /^t=(\d+),v1=([0-9a-f]+)$/.exec(header)!;
  return hmac(secret, `${t}.${body}`) === v1;
};

describeEachBackend('replay now, and a rotated secret', (get) => {
  let services: Services;
  let app: ReturnType<typeof createApp>;
  let fake: FakePartner;
  let partner: { api_key: string; postback_secret: string };
  const providerId = 73;
  const req = (p: string, init: RequestInit = {}) => app.request(p, init);
  const asPartner = () => ({ headers: { Authorization: `Bearer ${partner.api_key}`, Accept: 'application/json' } });
  const deliveries = async (leadId: string) =>
    (
      (await (await req('/api/partner/postbacks', asPartner())).json()).deliveries as {
        lead_id: string;
        outcome: string;
        attempt: number;
      }[]
    )
      .filter((d) => d.lead_id === leadId)
      .sort((a, b) => a.attempt - b.attempt);

  beforeAll(async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'naya-replay-'));
    // the retry after a failed first try waits an hour: only a replay can deliver it in this test
    const config = readServerConfig(
      {
        DATA_DIR: dataDir,
        ADMIN_TOKEN: ADMIN,
        NAYA_DIST_DIR: dataDir,
        PARTNER_SECRET_KEY: SEAL_KEY,
        POSTBACK_RETRY_DELAYS_S: '3600',
        ...LOOPBACK_FAKES,
      },
      ROOT,
    );
    services = await openServices(config, { db: get().db, background: true });
    app = createApp(config, services);
    fake = await startFakePartner([200]);
    const made = await req(
      '/api/admin/partners',
      json({ provider_id: providerId, name: 'Replay', postback_url: fake.url }, admin().headers),
    );
    expect(made.status).toBe(201);
    partner = await made.json();
  });
  afterAll(async () => {
    await closeServices(services, { closeDb: false });
    await fake.close();
  });

  it('replays a delivery waiting for its retry at once; the queued retry then sends nothing', async () => {
    fake.received.length = 0;
    fake.plan = [500, 200];
    const { lead_id } = await (await req('/api/leads', json(validLead({ provider: providerId })))).json();
    const deliveryId = `lead_created:${lead_id}:new`;
    await waitFor('the first, refused try', async () => (await deliveries(lead_id)).length === 1);
    const [first] = await deliveries(lead_id);
    expect(first).toMatchObject({ outcome: 'refused', state: 'pending', next_attempt_at: expect.any(String) });

    // the partner fixed its endpoint: a replay now, not in an hour (today's 409 "pending" is gone)
    const replay = await req(`/api/partner/postbacks/${encodeURIComponent(deliveryId)}/replay`, { method: 'POST', ...asPartner() });
    expect([replay.status, await replay.json()]).toEqual([202, { replayed: true }]);
    await waitFor('the replay delivered', async () => (await deliveries(lead_id)).some((d) => d.outcome === 'delivered'));
    expect(fake.received).toHaveLength(2);
    expect(fake.received[1]!.body).toBe(fake.received[0]!.body); // the same body and idempotency key

    // The retry queued by the first try is still there; run it now and see it send nothing.
    const queued = await get().db.query<{ id: string }>(
      "select id from pgboss.job where name = 'partner.postback' and state = 'created' and data->>'postback_id' = $1",
      [deliveryId],
    );
    expect(queued).toHaveLength(1);
    await get().db.query('update pgboss.job set start_after = now() where id = $1', [queued[0]!.id]);
    await waitFor('the old retry run', async () => {
      const [job] = await get().db.query<{ state: string }>('select state from pgboss.job where id = $1', [queued[0]!.id]);
      return job?.state === 'completed';
    });
    expect(fake.received).toHaveLength(2);
    expect((await deliveries(lead_id)).map((d) => d.outcome)).toEqual(['refused', 'delivered']);
    const [row] = await get().db.query<{ state: string }>('select state from postbacks where postback_id = $1', [deliveryId]);
    expect(row!.state).toBe('sent');
  });

  it('replays a delivery that was sent, from the console too', async () => {
    fake.received.length = 0;
    fake.plan = [200];
    const { lead_id } = await (await req('/api/leads', json(validLead({ provider: providerId })))).json();
    await waitFor('the delivery', async () => (await deliveries(lead_id)).length === 1);
    const replay = await req(
      `/api/console/partner-postbacks/${encodeURIComponent(`lead_created:${lead_id}:new`)}/replay?provider=${providerId}`,
      { method: 'POST', ...admin() },
    );
    expect(replay.status).toBe(202);
    await waitFor('the replay', async () => (await deliveries(lead_id)).length === 2);
    expect(fake.received).toHaveLength(2);
  });

  it('after the secret is rotated, postbacks are signed with the new secret only; the rotation is audited', async () => {
    const old = partner.postback_secret;
    const rotated = await req(`/api/console/partners/${providerId}/secret`, { method: 'POST', ...admin() });
    expect(rotated.status).toBe(200);
    const { postback_secret, provider_id } = await rotated.json();
    expect(provider_id).toBe(providerId);
    expect(postback_secret).toMatch(/^whsec_/);
    expect(postback_secret).not.toBe(old);
    fake.received.length = 0;
    fake.plan = [200];
    const { lead_id } = await (await req('/api/leads', json(validLead({ provider: providerId })))).json();
    await waitFor('the postback', () => fake.received.length === 1);
    const arrived = fake.received[0]!;
    expect(JSON.parse(arrived.body)).toMatchObject({ lead_id, event: 'lead_created' });
    const header = String(arrived.headers['x-naya-signature']);
    expect(signedWith(postback_secret, header, arrived.body)).toBe(true);
    expect(signedWith(old, header, arrived.body)).toBe(false);
    // the test postback too
    const test = await (await req('/api/partner/postbacks/test', { method: 'POST', ...asPartner() })).json();
    expect(signedWith(postback_secret, test.signature, test.body)).toBe(true);
    expect(signedWith(old, test.signature, test.body)).toBe(false);
    const audit = await (await req('/api/admin/audit', admin())).json();
    expect(audit).toContainEqual(expect.objectContaining({ action: 'partner.secret', outcome: { provider_id: providerId } }));
  });
});
