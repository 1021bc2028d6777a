// Per-IP limits on every write, through the real app on a real (in-memory) database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db';
import { ADMIN, appOn, form, json, throughLocalProxy, validLead } from '../testing/app';

let db: Db;
beforeAll(async () => {
  db = await openDatabase({ dataDir: 'memory' });
});
afterAll(async () => {
  await db?.close();
});

/** The app behind one proxy on this machine (X-Forwarded-For is read only from such a peer). */
const setup = async (env: Record<string, string> = {}) => {
  const made = await appOn({ name: 'pglite', db }, env);
  return { ...made, app: throughLocalProxy(made.app) };
};
const eventCount = async (event: string) =>
  (await db.query<{ n: number }>('select count(*)::int as n from events where event = $1', [event]))[0].n;
const from = (ip: string, init: RequestInit): RequestInit => ({
  ...init,
  headers: { ...(init.headers as Record<string, string>), 'X-Forwarded-For': ip },
});

describe('per-IP limits', () => {
  it('a flood of events from one address stores the default 240 a minute and refuses the rest with 429 + Retry-After', async () => {
    const { app } = await setup({ TRUST_PROXY: '1' });
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 1_000; i += 1) {
      last = await app.request('/api/event', from('203.0.113.7', json({ event: 'flood', event_id: `flood-${i}` })));
      statuses.push(last.status);
    }
    expect(statuses.filter((s) => s === 202)).toHaveLength(240);
    expect(statuses.slice(240).every((s) => s === 429)).toBe(true);
    expect(Number(last?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(last?.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    // a partner page's loader (another origin) may read it
    expect(last?.headers.get('access-control-expose-headers')).toBe('Retry-After');
    expect(await last?.json()).toMatchObject({ error: { code: 'rate_limited' } });
    expect(await eventCount('flood')).toBe(240);
    // another visitor is not affected
    expect((await app.request('/api/event', from('198.51.100.2', json({ event: 'flood-other' })))).status).toBe(202);
  });

  it('forged X-Forwarded-For values do not make new clients: one table entry, the real client limited', async () => {
    const { app, services } = await setup({ TRUST_PROXY: '1', EVENT_RATE_LIMIT: '5' });
    let accepted = 0;
    for (let i = 0; i < 1_000; i += 1) {
      // what the load balancer passes on: the client's own header, then the address it saw
      const res = await app.request('/api/event', from(`10.0.${i >> 8}.${i & 255}, 203.0.113.9`, json({ event: 'forged' })));
      if (res.status === 202) accepted += 1;
    }
    expect(accepted).toBe(5);
    expect(services.limiters.events.size).toBe(1);
    expect(await eventCount('forged')).toBe(5);
  });

  it('behind one load balancer, naming a victim in X-Forwarded-For neither locks the victim out nor escapes the limit', async () => {
    const { app } = await setup({ TRUST_PROXY: '1' });
    const lead = (forwarded: string) => app.request('/api/leads', from(forwarded, json(validLead())));
    const attacker = [];
    // the attacker writes the victim's address (then a fresh one each time); the balancer appends the attacker's
    for (let i = 0; i < 11; i += 1) attacker.push((await lead(`198.51.100.77, 10.9.${i}.1, 203.0.113.66`)).status);
    expect(attacker).toEqual([...Array(10).fill(201), 429]);
    expect((await lead('198.51.100.77')).status).toBe(201); // the victim, through the same balancer
  });

  it('with TRUST_PROXY=1, a client connecting directly (not from TRUST_PROXY_FROM) cannot name its own address', async () => {
    const { app, services } = await appOn({ name: 'pglite', db }, { TRUST_PROXY: '1', EVENT_RATE_LIMIT: '3' });
    const direct = { incoming: { socket: { remoteAddress: '203.0.113.80' } } };
    const statuses = [];
    for (let i = 0; i < 10; i += 1) {
      // a fresh forged address each time: believed, it would be a fresh client each time
      const res = await app.request('/api/event', from(`198.51.100.${i}`, json({ event: 'direct' })), direct);
      statuses.push(res.status);
    }
    expect(statuses).toEqual([202, 202, 202, ...Array(7).fill(429)]);
    expect(services.limiters.events.size).toBe(1);
    expect(await eventCount('direct')).toBe(3);
  });

  it('counts wrong bearer tokens against the address: past AUTH_RATE_LIMIT its every token call is 429, the right one too', async () => {
    const { app } = await appOn({ name: 'pglite', db }, { AUTH_RATE_LIMIT: '3' });
    const peer = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });
    const call = (address: string, path: string, token: string) =>
      app.request(path, { headers: { Authorization: `Bearer ${token}` } }, peer(address));
    // the attack: guessing the admin token, a partner key and a lender key from one address
    expect((await call('203.0.113.90', '/api/admin/stats', 'guess-1')).status).toBe(401);
    expect((await call('203.0.113.90', '/api/partner/stats', 'naya_partner_guess')).status).toBe(401);
    expect((await call('203.0.113.90', '/api/console/funnel', 'guess-3')).status).toBe(401);
    const right = await call('203.0.113.90', '/api/admin/stats', ADMIN);
    expect(right.status).toBe(429);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await call('203.0.113.90', '/api/admin/stats', 'guess-4')).status).toBe(429);
    // the same address without a token is not touched; another address with the right token is served
    expect((await app.request('/api/consent', {}, peer('203.0.113.90'))).status).toBe(200);
    expect((await call('198.51.100.90', '/api/admin/stats', ADMIN)).status).toBe(200);
    // right tokens are not counted
    for (let i = 0; i < 5; i += 1) expect((await call('198.51.100.91', '/api/admin/stats', ADMIN)).status).toBe(200);
  });

  it('counts IPv6 clients per /64', async () => {
    const { app } = await setup({ TRUST_PROXY: '1', EVENT_RATE_LIMIT: '2' });
    const send = (ip: string) => app.request('/api/event', from(ip, json({ event: 'v6' })));
    expect((await send('2001:db8:1:2::1')).status).toBe(202);
    expect((await send('2001:db8:1:2::2')).status).toBe(202);
    expect((await send('2001:db8:1:2:ffff::9')).status).toBe(429);
    expect((await send('2001:db8:1:3::1')).status).toBe(202);
  });

  it('limits /webhook, /set-token and /api/leads per IP too, storing nothing refused', async () => {
    const { app } = await setup({ TRUST_PROXY: '1', WEBHOOK_RATE_LIMIT: '2', TOKEN_RATE_LIMIT: '2', LEAD_RATE_LIMIT: '2' });
    const writes: [string, () => RequestInit, string][] = [
      [
        '/webhook',
        () => form({ lead_id: 'limit-lead', state_type: 'limit-test' }),
        "select count(*)::int as n from webhooks where state_type = 'limit-test'",
      ],
      [
        '/set-token',
        () => form({ token: `limit-token-${Math.random()}`, domain: 'limit.example' }),
        "select count(*)::int as n from push_tokens where domain = 'limit.example'",
      ],
      [
        '/api/leads',
        () => json(validLead({ client_id: undefined, utm_source: 'limit-test' })),
        "select count(*)::int as n from leads where utm_source = 'limit-test'",
      ],
    ];
    for (const [path, body, stored] of writes) {
      const answers = [];
      for (let i = 0; i < 3; i += 1) answers.push(await app.request(path, from('203.0.113.50', body())));
      expect(
        answers.map((r) => r.status),
        path,
      ).toEqual([answers[0].status, answers[0].status, 429]);
      expect(answers[0].status, path).toBeLessThan(300);
      expect(Number(answers[2].headers.get('retry-after')), path).toBeGreaterThan(0);
      expect((await answers[2].json()).error.code).toBe('rate_limited');
      expect((await db.query<{ n: number }>(stored))[0].n, path).toBe(2);
    }
  });

  it('counts a request only once it passed the cheap checks (content type, size)', async () => {
    const { app, services } = await setup({ TRUST_PROXY: '1', EVENT_RATE_LIMIT: '1' });
    for (let i = 0; i < 20; i += 1) {
      const wrongType = { method: 'POST', headers: { 'Content-Type': 'application/xml', 'X-Forwarded-For': '203.0.113.60' }, body: '<e/>' };
      expect((await app.request('/api/event', wrongType)).status).toBe(415);
    }
    expect(services.limiters.events.size).toBe(0);
    expect((await app.request('/api/event', from('203.0.113.60', json({ event: 'cheap' })))).status).toBe(202);
  });
});
