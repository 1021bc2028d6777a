// Push messages end to end in process: the real app, database and job queue (workers on), a
// lender's state through /webhook, deliveries to a loopback FCM whose access tokens come from a
// loopback token endpoint named by the generated key's token_uri.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { createApp } from '../app';
import { readServerConfig } from '../config';
import { closeServices, openServices, type Services } from '../services';
import { ADMIN, admin, form, json, ROOT, validLead } from '../testing/app';
import { describeEachBackend, type Backend } from '../testing/backends';
import { clickLenderOffer, type RegisteredLead } from '../testing/reach';
import { statusText } from './copy';
import { startFakeGoogle, type FakeGoogle } from './testing/fake-google';

let google: FakeGoogle;
/** The campaign rules' clock (server/push/message-rules.ts): a Wednesday noon in Colombo unless a test moves it. */
const clock = { now: new Date('2026-11-25T06:30:00Z') };
const opened: Services[] = [];
beforeAll(async () => void (google = await startFakeGoogle()));
afterAll(() => google.close());
afterEach(async () => {
  google.script = [];
  clock.now = new Date('2026-11-25T06:30:00Z');
  await Promise.all(opened.splice(0).map((s) => closeServices(s, { closeDb: false })));
});

type Truthy<T> = Exclude<T, false | 0 | '' | null | undefined>;

/** Polls `check` until it returns something truthy, and resolves that. */
async function until<T>(check: () => T | Promise<T>, ms = 20_000): Promise<Truthy<T>> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value as Truthy<T>;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function pushApp(backend: Backend, env: Record<string, string> = google.env, { background = true } = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'naya-push-'));
  const config = readServerConfig(
    { DATA_DIR: dataDir, ADMIN_TOKEN: ADMIN, NAYA_DIST_DIR: dataDir, PUBLIC_URL: 'https://naya.test', ...env },
    ROOT,
  );
  const services = await openServices(config, { db: backend.db, background, clock: () => clock.now });
  opened.push(services);
  const app = createApp(config, services);
  const post = async (url: string, body: unknown) => app.request(url, json(body, { Authorization: `Bearer ${ADMIN}` }));

  /** A lead with push tokens (fresh ones unless given). */
  async function leadWithTokens(fields: Record<string, unknown> = {}, count = 1) {
    const res = await app.request('/api/leads', json(validLead({ client_id: randomUUID(), ...fields })));
    const { lead_id, lead_token } = await res.json();
    const tokens = Array.from({ length: count }, () => `tok-${randomUUID()}`);
    for (const token of tokens) expect((await app.request('/set-token', form({ token, lead_id, lead_token }))).status).toBe(204);
    return { lead_id: lead_id as string, lead_token: lead_token as string, tokens };
  }
  let lender: { lender_id: string; api_key: string } | undefined;
  /** The lender whose offer the person clicked posts the lead's state. */
  async function lenderSays(lead: RegisteredLead, state: string) {
    const leadId = lead.lead_id;
    lender ??= (await (await post('/api/admin/lenders', { name: 'Demo Finance' })).json()) as { lender_id: string; api_key: string };
    await clickLenderOffer((p, init) => app.request(p, init), lead, lender.lender_id);
    const data = new FormData();
    data.append('lead_id', leadId);
    data.append('state_type', state);
    const res = await app.request('/webhook', { method: 'POST', body: data, headers: { Authorization: `Bearer ${lender.api_key}` } });
    expect(res.status).toBe(204);
  }
  const leadProvider = async (leadId: string) =>
    (await services.db.query<{ provider: number }>('select provider from leads where lead_id = $1', [leadId]))[0].provider;
  return { app, services, post, leadWithTokens, lenderSays, leadProvider };
}

const deliveredTo = (tokens: string[]) => google.delivered.filter((r) => tokens.includes(r.token));

describeEachBackend('push messages', (get) => {
  it('a lender state reaches every token of the lead, in the lead language, with a click URL back to us', async () => {
    const { leadWithTokens, lenderSays } = await pushApp(get());
    const english = await leadWithTokens({ lang: 'en' }, 2);
    const sinhala = await leadWithTokens({}, 1);
    await lenderSays(english, 'approved');
    await lenderSays(sinhala, 'issued');
    const [a, b] = await until(() => deliveredTo(english.tokens).length === 2 && deliveredTo(english.tokens));
    expect([a.token, b.token].sort()).toEqual([...english.tokens].sort());
    expect(a.data).toMatchObject({
      title: 'Your loan application was approved',
      body: 'Demo Finance approved your application. Tap to see the details.', // names the lender
      url: 'https://naya.test/en/my/',
      icon: 'https://naya.test/favicon.svg',
      status: 'approved',
      lang: 'en',
      event_url: 'https://naya.test/api/event',
    });
    expect(a.data.message_id).toMatch(/^status:/);
    expect(a.data.message_id).toBe(b.data.message_id);
    const [si] = await until(() => deliveredTo(sinhala.tokens).length === 1 && deliveredTo(sinhala.tokens));
    expect(si.data).toMatchObject({
      ...statusText('issued', 'si', 'Demo Finance'),
      url: 'https://naya.test/my/',
      lang: 'si',
      status: 'issued',
    });
    expect(si.data.body).toBe('Demo Finance ආයතනය ඔබේ ණය මුදල නිකුත් කර ඇත.');
    expect(google.tokensIssued).toBeGreaterThan(0); // bought at the key's token_uri with a signed JWT
  });

  it('a stranger who knows a lead id gets none of its pushes: /set-token without its lead_token ties nothing', async () => {
    const { app, leadWithTokens, lenderSays } = await pushApp(get());
    const victim = await leadWithTokens();
    const other = await leadWithTokens(); // the stranger's own lead: a real lead_token, but not the victim's
    const proofs: Record<string, string>[] = [{}, { lead_token: other.lead_token }, { lead_token: randomBytes(32).toString('base64url') }];
    const stranger = proofs.map(() => `tok-stranger-${randomUUID()}`);
    for (const [i, proof] of proofs.entries()) {
      const res = await app.request('/set-token', form({ token: stranger[i], lead_id: victim.lead_id, ...proof }));
      expect(res.status).toBe(204); // stored, with no lead
      expect(res.headers.get('x-naya-lead-tied')).toBeNull();
    }
    await lenderSays(victim, 'approved');
    await until(() => deliveredTo(victim.tokens).length === 1); // the victim's own device, tied with the right token
    await new Promise((r) => setTimeout(r, 500));
    expect(deliveredTo(stranger)).toEqual([]);
    expect(google.received.filter((r) => stranger.includes(r.token))).toEqual([]);
  });

  it("deletes a token FCM reports UNREGISTERED, and still delivers to the lead's other token", async () => {
    const { services, leadWithTokens, lenderSays } = await pushApp(get());
    const lead = await leadWithTokens({}, 2);
    google.dead.add(lead.tokens[0]);
    await lenderSays(lead, 'rejected');
    await until(() => deliveredTo([lead.tokens[1]]).length === 1);
    const tokens = await until(async () => {
      const rows = await services.db.query<{ token: string }>('select token from push_tokens where lead_id = $1', [lead.lead_id]);
      return rows.length === 1 && rows;
    });
    expect(tokens).toEqual([{ token: lead.tokens[1] }]);
    const states = await services.db.query<{ token: string; state: string }>(
      'select token, state from push_deliveries where lead_id = $1 order by state',
      [lead.lead_id],
    );
    expect(states).toEqual([
      { token: lead.tokens[1], state: 'sent' },
      { token: lead.tokens[0], state: 'unregistered' },
    ]);
  });

  it('retries a 429 after the Retry-After FCM gave', async () => {
    const { leadWithTokens, lenderSays } = await pushApp(get());
    const lead = await leadWithTokens();
    google.script.push({ status: 429, headers: { 'Retry-After': '3' } });
    await lenderSays(lead, 'closed');
    await until(() => deliveredTo(lead.tokens).length === 1);
    const tries = google.received.filter((r) => r.token === lead.tokens[0]);
    expect(tries).toHaveLength(2);
    expect(tries[1].at - tries[0].at).toBeGreaterThanOrEqual(3000);
    expect(tries[1].at - tries[0].at).toBeLessThan(3000 + 6000); // two polls of the queue at most
  });

  it('a campaign reaches only the opted-in leads of its audience, each in its language; the report counts sends and clicks', async () => {
    const { app, post, leadWithTokens } = await pushApp(get());
    const provider = 7000 + Math.floor(Math.random() * 1000);
    const siIn = await leadWithTokens({ provider, marketing_opt_in: true, district: 'Colombo' });
    const enIn = await leadWithTokens({ provider, marketing_opt_in: true, district: 'Kandy', lang: 'en' });
    const out = await leadWithTokens({ provider, marketing_opt_in: false, district: 'Colombo' });
    const otherPartner = await leadWithTokens({ provider: provider + 1, marketing_opt_in: true });
    const content = {
      si: { title: 'නව ණය දීමනා', body: 'ඔබට ගැළපෙන නව දීමනා බලන්න.', url: '/offers/' },
      en: { title: 'New loan offers', body: 'See the new offers that suit you.', url: 'https://naya.test/en/offers/' },
    };
    const res = await post('/api/admin/campaigns', { content, audience: { provider } });
    expect(res.status).toBe(201);
    const { campaign_id, planned } = await res.json();
    expect(planned).toBe(2);
    const all = [siIn, enIn, out, otherPartner].flatMap((l) => l.tokens);
    await until(() => deliveredTo(all).length === 2);
    await new Promise((r) => setTimeout(r, 500));
    const got = deliveredTo(all);
    expect(got.map((r) => r.token).sort()).toEqual([siIn.tokens[0], enIn.tokens[0]].sort());
    expect(got.find((r) => r.token === siIn.tokens[0])!.data).toMatchObject({
      title: 'නව ණය දීමනා',
      url: '/offers/',
      campaign_id,
      message_id: `campaign:${campaign_id}`,
    });
    expect(got.find((r) => r.token === enIn.tokens[0])!.data).toMatchObject({
      title: 'New loan offers',
      url: 'https://naya.test/en/offers/',
      campaign_id,
    });
    const report = async () => (await app.request(`/api/admin/campaigns/${campaign_id}`, admin())).json();
    expect(await until(async () => (await report()).sent === 2 && report())).toMatchObject({
      planned: 2,
      pending: 0,
      sent: 2,
      failed: 0,
      unregistered: 0,
      clicked: 0,
    });
    // the service worker's click event (sw/): counted once per delivery
    const click = got[0].data;
    for (let i = 0; i < 2; i++) {
      await app.request(
        '/api/event',
        json({
          event: 'push_click',
          event_id: randomUUID(),
          message_id: click.message_id,
          campaign_id: click.campaign_id,
          delivery_id: click.delivery_id,
        }),
      );
    }
    expect((await until(async () => (await report()).clicked === 1 && report())).clicked).toBe(1);
    // narrower audiences
    const kandy = await (await post('/api/admin/campaigns', { content, audience: { provider, district: 'Kandy' } })).json();
    expect(kandy.planned).toBe(1);
    const future = await (await post('/api/admin/campaigns', { content, audience: { provider, from: '2099-01-01' } })).json();
    expect(future.planned).toBe(0);
  });

  it('a campaign reaches a person once a day (all their devices), and waits for 08:00 in quiet hours', async () => {
    const { post, services, leadWithTokens } = await pushApp(get());
    const provider = 5000 + Math.floor(Math.random() * 1000);
    const person = await leadWithTokens({ provider, marketing_opt_in: true }, 2);
    const content = { si: { title: 'නව ණය දීමනා', body: 'බලන්න', url: '/offers/' } };
    const campaign = async () => (await (await post('/api/admin/campaigns', { content, audience: { provider } })).json()).campaign_id;
    const states = async (id: string) =>
      (await services.db.query<{ state: string }>('select state from push_deliveries where campaign_id = $1 order by state', [id])).map(
        (r) => r.state,
      );
    const first = await campaign();
    await until(() => deliveredTo(person.tokens).length === 2); // both devices: one message
    const second = await campaign();
    expect(await until(async () => (await states(second)).every((s) => s === 'capped') && states(second))).toEqual(['capped', 'capped']);
    expect(deliveredTo(person.tokens)).toHaveLength(2);
    expect(await states(first)).toEqual(['sent', 'sent']);

    clock.now = new Date('2026-11-26T16:00:00Z'); // 21:30 in Colombo, the next day
    const late = await leadWithTokens({ provider: provider + 1, marketing_opt_in: true });
    const held = (await (await post('/api/admin/campaigns', { content, audience: { provider: provider + 1 } })).json()).campaign_id;
    const job = await until(async () => {
      const rows = await services.db.query<{ wait: number }>(
        `select extract(epoch from start_after - now())::int as wait from pgboss.job where name = 'push.delivery' and data->>'delivery_id' like $1 and start_after > now()`,
        [`campaign:${held}:%`],
      );
      return rows[0];
    });
    expect(Math.abs(job.wait - 10.5 * 3600)).toBeLessThan(60); // held to 08:00 in Colombo, 10½ hours on
    expect(await states(held)).toEqual(['pending']);
    expect(deliveredTo(late.tokens)).toHaveLength(0);
  });

  it('on a listed Poya day a campaign waits for the next day while a status push goes at once; a change to the list counts at once', async () => {
    const { app, post, services, leadWithTokens, lenderSays } = await pushApp(get());
    clock.now = new Date('2026-10-25T06:30:00Z'); // noon in Colombo on Vap Poya (seeded)
    const provider = 7000 + Math.floor(Math.random() * 1000);
    const person = await leadWithTokens({ provider, marketing_opt_in: true, lang: 'en' });
    const content = { en: { title: 'New offers', body: 'Have a look', url: '/en/offers/' } };
    const campaign = async (p: number) =>
      (await (await post('/api/admin/campaigns', { content, audience: { provider: p } })).json()).campaign_id;
    const held = await campaign(provider);
    const job = await until(async () => {
      const rows = await services.db.query<{ wait: number }>(
        `select extract(epoch from start_after - now())::int as wait from pgboss.job where name = 'push.delivery' and data->>'delivery_id' like $1 and start_after > now()`,
        [`campaign:${held}:%`],
      );
      return rows[0];
    });
    expect(Math.abs(job.wait - 20 * 3600)).toBeLessThan(60); // to 08:00 on the 26th in Colombo
    await lenderSays(person, 'approved');
    const [status] = await until(() => deliveredTo(person.tokens).length === 1 && deliveredTo(person.tokens));
    expect(status.data).toMatchObject({ status: 'approved', title: 'Your loan application was approved' });

    // the day taken off the list: the moon is full on the 26th, so the 25th is an ordinary day
    const bearer = { Authorization: `Bearer ${ADMIN}` };
    expect((await app.request('/api/admin/poya-days/2026-10-25', { method: 'DELETE', headers: bearer })).status).toBe(200);
    try {
      const other = await leadWithTokens({ provider: provider + 1, marketing_opt_in: true, lang: 'en' });
      await campaign(provider + 1);
      const [sent] = await until(() => deliveredTo(other.tokens).length === 1 && deliveredTo(other.tokens));
      expect(sent.data).toMatchObject({ title: 'New offers' });
    } finally {
      await app.request('/api/admin/poya-days', json({ day: '2026-10-25', note: '2026 public-holiday lists' }, bearer));
    }
    expect(deliveredTo(person.tokens)).toHaveLength(1); // the held campaign still waits
  });

  it('refuses a campaign without content, a bad URL or district (400 naming them), without the admin token (401)', async () => {
    const { app, post } = await pushApp(get());
    const bad = await post('/api/admin/campaigns', {
      content: { si: { title: 'x', body: 'y', url: 'javascript:alert(1)' } },
      audience: { district: 'Atlantis' },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json()).error.fields).sort()).toEqual(['audience.district', 'content.si.url']);
    const empty = await post('/api/admin/campaigns', { content: {} });
    expect((await empty.json()).error.fields).toHaveProperty('content');
    expect((await app.request('/api/admin/campaigns', json({ content: {} }))).status).toBe(401);
    expect((await app.request('/api/admin/campaigns/nope', admin())).status).toBe(404);
  });

  it('a planned message is not sent once the person withdrew consent', async () => {
    const quiet = await pushApp(get(), google.env, { background: false }); // plans, sends nothing
    const provider = 6100 + Math.floor(Math.random() * 100);
    const lead = await quiet.leadWithTokens({ marketing_opt_in: true, provider });
    const other = await quiet.leadWithTokens({ marketing_opt_in: true, provider });
    const content = { si: { title: 'අලුත්', body: 'බලන්න', url: '/offers/' } };
    const planned = await (await quiet.post('/api/admin/campaigns', { content, audience: { provider } })).json();
    expect(planned.planned).toBe(2);
    expect((await quiet.post(`/api/admin/subjects/${lead.lead_id}/withdraw`, {})).status).toBe(200);
    await pushApp(get()); // a worker starts
    await until(() => deliveredTo(other.tokens).length === 1);
    await new Promise((r) => setTimeout(r, 1000));
    expect(google.received.filter((r) => r.token === lead.tokens[0])).toHaveLength(0);
  });

  it('push off (no FCM_SERVICE_ACCOUNT): campaigns answer 404 and a status change plans nothing', async () => {
    const { post, services, leadWithTokens, lenderSays } = await pushApp(get(), {});
    const res = await post('/api/admin/campaigns', { content: { si: { title: 'a', body: 'b', url: '/' } } });
    expect(res.status).toBe(404);
    const lead = await leadWithTokens();
    await lenderSays(lead, 'approved');
    expect(await services.db.query('select 1 from push_deliveries where lead_id = $1', [lead.lead_id])).toHaveLength(0);
  });
});
