// A partner's postback tools end to end on both databases, the partner a real HTTP server on
// 127.0.0.1: the test postback (signed, answered with what was sent), GET postbacks with macros
// (signed over the exact URL), the delivery log with failed attempts and their next try, a
// replay, the PATCH of postback settings, and the leads as CSV.
import { createHmac } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApp } from '../app';
import { readServerConfig } from '../config';
import { closeServices, openServices, type Services } from '../services';
import { ADMIN, ROOT, admin, json, validLead } from '../testing/app';
import { describeEachBackend, type Backend } from '../testing/backends';
import { LOOPBACK_FAKES, startFakePartner, type FakePartner } from './testing/fake-partner';

const SEAL_KEY = Buffer.alloc(32, 9).toString('base64');

async function serverOn(backend: Backend) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'naya-tools-'));
  const config = readServerConfig(
    {
      DATA_DIR: dataDir,
      ADMIN_TOKEN: ADMIN,
      NAYA_DIST_DIR: dataDir,
      PARTNER_SECRET_KEY: SEAL_KEY,
      POSTBACK_RETRY_DELAYS_S: '1',
      ...LOOPBACK_FAKES,
    },
    ROOT,
  );
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

const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');
const v1Of = (header: string) => /v1=([0-9a-f]+)/.exec(header)![1];
const tOf = (header: string) => /t=(\d+)/.exec(header)![1];

describeEachBackend('postback tools', (get) => {
  let server: Awaited<ReturnType<typeof serverOn>>;
  let services: Services;
  let fake: FakePartner;
  let partner: { api_key: string; postback_secret: string };
  const providerId = 71;
  const asPartner = (accept = 'application/json') => ({ headers: { Authorization: `Bearer ${partner.api_key}`, Accept: accept } });
  const req = (p: string, init: RequestInit = {}) => server.app.request(p, init);

  beforeAll(async () => {
    server = await serverOn(get());
    services = server.services;
    fake = await startFakePartner([200]);
    const made = await req(
      '/api/admin/partners',
      json({ provider_id: providerId, name: 'Tools', postback_url: fake.url }, admin().headers),
    );
    expect(made.status).toBe(201);
    partner = await made.json();
  });
  afterAll(async () => {
    await closeServices(services, { closeDb: false });
    await fake.close();
  });

  it('sends a signed test postback now and answers what was sent', async () => {
    const res = await req('/api/partner/postbacks/test', { method: 'POST', ...asPartner() });
    expect(res.status).toBe(200);
    const sent = await res.json();
    const arrived = fake.received.at(-1)!;
    expect(sent).toMatchObject({ status: 200, method: 'POST', url: fake.url, body: arrived.body });
    expect(JSON.parse(arrived.body)).toMatchObject({ event: 'test', provider_id: providerId });
    expect(arrived.headers['x-naya-signature']).toBe(sent.signature);
    expect(v1Of(sent.signature)).toBe(hmac(partner.postback_secret, `${tOf(sent.signature)}.${sent.body}`));
    expect(sent.duration_ms).toBeGreaterThanOrEqual(0);
  });

  it('in the console: a partner user sends a test postback for its own partner and reads its delivery log; an operator names the partner', async () => {
    const email = `p${get().name}@tools.lk`;
    const password = 'a long passphrase for tools';
    const madeUser = await req('/api/console/users', json({ email, password, role: 'partner', provider_id: providerId }, admin().headers));
    expect(madeUser.status).toBe(201);
    const login = await req('http://localhost/api/console/login', json({ email, password }));
    expect(login.status).toBe(200);
    const { csrf } = await login.json();
    const session = { Cookie: (login.headers.get('set-cookie') ?? '').split(';')[0]!, 'X-CSRF-Token': csrf };
    const before = fake.received.length;
    const res = await req('http://localhost/api/console/partner-postbacks/test', { method: 'POST', headers: session });
    expect(res.status).toBe(200);
    const sent = await res.json();
    expect(fake.received.length).toBe(before + 1);
    const arrived = fake.received.at(-1)!;
    expect(JSON.parse(arrived.body)).toMatchObject({ event: 'test', provider_id: providerId });
    expect(arrived.headers['x-naya-signature']).toBe(sent.signature);
    expect(v1Of(sent.signature)).toBe(hmac(partner.postback_secret, `${tOf(sent.signature)}.${sent.body}`));
    // without the CSRF token the change is refused, and nothing is sent
    const noCsrf = await req('http://localhost/api/console/partner-postbacks/test', {
      method: 'POST',
      headers: { Cookie: session.Cookie },
    });
    expect(noCsrf.status).toBe(403);
    expect(fake.received.length).toBe(before + 1);
    const log = await req('http://localhost/api/console/partner-postbacks', { headers: session });
    expect(log.status).toBe(200);
    expect(await log.json()).toEqual({ deliveries: expect.any(Array) });
    // a partner user cannot reach another partner with ?provider=: its own id is used
    const other = await req('http://localhost/api/console/partner-postbacks/nope/replay?provider=1', { method: 'POST', headers: session });
    expect([other.status, (await other.json()).error.message]).toEqual([404, 'You have no delivery with this delivery_id.']);
    // an operator (here the admin token) must name the partner
    const unnamed = await req('/api/console/partner-postbacks', admin());
    expect([unnamed.status, (await unnamed.json()).error.fields]).toEqual([400, { provider: 'required' }]);
    expect((await req(`/api/console/partner-postbacks?provider=${providerId}`, admin())).status).toBe(200);
  });

  it('with postback_method GET fills the macros, sends no body and signs the exact URL', async () => {
    const template = `${fake.url}?e={event}&lead={lead_id}&s={status}&s1={sub1}&src={utm_source}&p={payout}&x={other}`;
    const patched = await req('/api/admin/partners/71', {
      method: 'PATCH',
      headers: { ...admin().headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ postback_url: template, postback_method: 'GET' }),
    });
    expect(patched.status).toBe(200);
    expect(await patched.json()).toMatchObject({ provider_id: providerId, postback_url: template, postback_method: 'GET' });
    const before = fake.received.length;
    const lead = await req(
      '/api/leads',
      json(validLead({ provider: providerId, sub1: 'camp a&b'.replace(' ', '-').replace('&', '.'), utm_source: 'fb & co' })),
    );
    expect(lead.status).toBe(201);
    const { lead_id } = await lead.json();
    await waitFor('the GET postback', () => fake.received.length > before);
    const arrived = fake.received.at(-1)!;
    expect(arrived.method).toBe('GET');
    expect(arrived.body).toBe('');
    expect(arrived.url).toBe(`/postback?e=lead_created&lead=${lead_id}&s=new&s1=camp-a.b&src=fb%20%26%20co&p=&x={other}`);
    const header = String(arrived.headers['x-naya-signature']);
    expect(v1Of(header)).toBe(hmac(partner.postback_secret, `${tOf(header)}.${fake.url.replace('/postback', '')}${arrived.url}`));
  });

  it('lists failed attempts with their next try, and replays a delivery on request', async () => {
    await req('/api/admin/partners/71', {
      method: 'PATCH',
      headers: { ...admin().headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ postback_url: fake.url, postback_method: 'POST' }),
    });
    fake.plan = [500];
    fake.received.length = 0;
    const lead = await req('/api/leads', json(validLead({ provider: providerId })));
    const { lead_id } = await lead.json();
    await waitFor('a failed attempt', async () => {
      const log = await (await req('/api/partner/postbacks?state=failed', asPartner())).json();
      return log.deliveries.some((d: { lead_id: string }) => d.lead_id === lead_id);
    });
    const log = await (await req('/api/partner/postbacks?state=failed', asPartner())).json();
    const first = log.deliveries.find((d: { lead_id: string }) => d.lead_id === lead_id);
    expect(first).toMatchObject({
      event: 'lead_created',
      attempt: 1,
      http_status: 500,
      outcome: 'refused',
      delivery_id: `lead_created:${lead_id}:new`,
    });
    expect(typeof first.duration_ms).toBe('number');
    fake.plan = [200];
    await waitFor('the retry delivered', () => fake.received.length >= 2);
    await waitFor('state sent', async () => {
      const all = await (await req('/api/partner/postbacks', asPartner())).json();
      return all.deliveries.some((d: { lead_id: string; outcome: string }) => d.lead_id === lead_id && d.outcome === 'delivered');
    });
    const sentCount = fake.received.length;
    const replay = await req(`/api/partner/postbacks/${encodeURIComponent(first.delivery_id)}/replay`, { method: 'POST', ...asPartner() });
    expect(replay.status).toBe(202);
    await waitFor('the replay', () => fake.received.length > sentCount);
    expect(fake.received.at(-1)!.body).toBe(fake.received[0]!.body); // the same body and idempotency key
    const unknown = await req('/api/partner/postbacks/nope/replay', { method: 'POST', ...asPartner() });
    expect(unknown.status).toBe(404);
  });

  it('answers its leads as CSV with Accept: text/csv, the same rows as JSON', async () => {
    await req('/api/leads', json(validLead({ provider: providerId, sub2: '-x', utm_source: '=HYPERLINK("x")' })));
    const rows = await (await req('/api/partner/leads', asPartner())).json();
    const res = await req('/api/partner/leads', asPartner('text/csv'));
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = (await res.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'lead_id,created_at,status,verified,quality,utm_source,utm_medium,utm_campaign,utm_content,utm_term,sub1,sub2,sub3,sub4,sub5,payout',
    );
    expect(lines.length - 1).toBe(rows.length);
    expect(lines.map((l) => l.split(',')[0]).slice(1)).toEqual(rows.map((r: { lead_id: string }) => r.lead_id));
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`); // formula-safe
    expect(lines[1]).toContain(",'-x,");
  });
});
