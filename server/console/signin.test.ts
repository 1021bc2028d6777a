// Console sign-in and sessions over real HTTP (a socket), on both databases, with the console's
// clock moved by the test: the per-account lock (5 failures in 15 minutes → 15 minutes of 429,
// from any address, an unknown e-mail alike), failed sign-ins audited with their address, the
// 12-hour session, the __Host- cookie over https, and disabled operators.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { afterEach, expect, it } from 'vitest';
import { ADMIN, appOn, json } from '../testing/app';
import { describeEachBackend } from '../testing/backends';
import { readConsoleSettings, SESSION_MAX_MS, SIGNIN_LOCK_MS } from '../http/console-settings';

const PASSWORD = 'correct horse battery';
const MINUTE = 60_000;

describeEachBackend('console sign-in and sessions', (get) => {
  const servers: Server[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
  });

  /** The app with the operator `email`, served on a socket, the clock in the test's hands. */
  async function start(email: string) {
    const env = { TRUST_PROXY: '1', CONSOLE_LOGIN_RATE_LIMIT: '1000' };
    const clock = { now: Date.now() };
    const { app, services } = await appOn(get(), env, { console: { ...readConsoleSettings(env), now: () => clock.now } });
    const operator = { email, password: PASSWORD, role: 'operator' };
    expect((await app.request('/api/console/users', json(operator, { Authorization: `Bearer ${ADMIN}` }))).status).toBe(201);
    const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }) as Server;
    servers.push(server);
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const request = (path: string, init: RequestInit = {}) => fetch(origin + path, init);
    const signIn = async (who: string, password: string, address = '203.0.113.7', headers: Record<string, string> = {}) => {
      const res = await request('/api/console/login', json({ email: who, password }, { 'X-Forwarded-For': address, ...headers }));
      const body = (await res.json()) as { csrf?: string; error?: { code: string; message: string } };
      return { status: res.status, body, retryAfter: res.headers.get('retry-after'), cookie: res.headers.get('set-cookie') ?? '' };
    };
    return { db: services.db, clock, request, signIn };
  }

  it('locks an account after 5 failures in 15 minutes for 15 minutes, from any address and with the right password; an unknown e-mail alike', async () => {
    const { db, clock, signIn } = await start('lock@naya.test');
    const run = async (email: string) => {
      const seen: (number | string | null)[][] = [];
      for (let i = 1; i <= 5; i++) {
        const tried = await signIn(email, `guess number ${i}`, `203.0.113.${i}`);
        seen.push([tried.status, tried.body.error!.message]);
        clock.now += MINUTE;
      }
      const right = await signIn(email, PASSWORD, '198.51.100.9'); // another address, the right password
      seen.push([right.status, right.body.error?.message ?? null, right.retryAfter]);
      return seen;
    };
    const start0 = clock.now;
    const known = await run('lock@naya.test');
    expect(known.map((s) => s[0])).toEqual([401, 401, 401, 401, 401, 429]);
    expect(Number(known[5][2])).toBe((SIGNIN_LOCK_MS - MINUTE) / 1000); // locked at the 5th failure, a minute ago
    clock.now = start0;
    expect(await run('nobody@naya.test')).toEqual(known); // the answers tell no account from another

    // 15 minutes after the 5th failure the lock is over; a success forgets the failures.
    clock.now = start0 + 4 * MINUTE + SIGNIN_LOCK_MS - 1000;
    expect((await signIn('lock@naya.test', PASSWORD)).status).toBe(429);
    clock.now += 1000;
    expect((await signIn('lock@naya.test', PASSWORD)).status).toBe(200);

    // Every failure is in the audit log with its address, never the password; an unknown e-mail is
    // not named (it may be a password typed in the wrong field).
    const failed = await db.query<{ actor: string; outcome: { address: string; account: string | null } }>(
      "select actor, outcome from audit_log where action = 'console.signin.failed' order by id",
    );
    expect(failed.map((f) => f.outcome)).toEqual([
      ...[1, 2, 3, 4, 5].map((i) => ({ address: `203.0.113.${i}`, account: 'lock@naya.test' })),
      ...[1, 2, 3, 4, 5].map((i) => ({ address: `203.0.113.${i}`, account: null })),
    ]);
    expect(new Set(failed.map((f) => f.actor))).toEqual(new Set(['anonymous']));
    const locked = await db.query("select outcome from audit_log where action = 'console.signin.locked'");
    expect(locked).toContainEqual({ outcome: { address: '198.51.100.9', account: 'lock@naya.test' } });
    const everything = JSON.stringify(await db.query('select * from audit_log'));
    expect(everything).not.toMatch(/guess number|correct horse|nobody@naya/);
  });

  it('forgets failures older than 15 minutes', async () => {
    const { clock, signIn } = await start('window@naya.test');
    for (let i = 0; i < 4; i++) expect((await signIn('window@naya.test', 'wrong password here')).status).toBe(401);
    clock.now += 15 * MINUTE + 1;
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await signIn('window@naya.test', 'wrong password here')).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    expect((await signIn('window@naya.test', PASSWORD)).status).toBe(429);
  });

  it('ends a session 12 hours after sign-in however active it is', async () => {
    const { clock, request, signIn } = await start('long@naya.test');
    const signedIn = await signIn('long@naya.test', PASSWORD);
    const cookie = signedIn.cookie.split(';')[0];
    const started = clock.now;
    let last: Response | undefined;
    // A request every 25 minutes (inside the 30-minute idle time) for as long as it lasts.
    while (clock.now + 25 * MINUTE < started + SESSION_MAX_MS) {
      clock.now += 25 * MINUTE;
      last = await request('/api/console/me', { headers: { Cookie: cookie } });
      expect(last.status, `${(clock.now - started) / MINUTE} minutes`).toBe(200);
    }
    // The cookie never outlives the session: 20 minutes left at 11 h 40.
    expect(last!.headers.get('set-cookie')).toContain(`Max-Age=${(started + SESSION_MAX_MS - clock.now) / 1000}`);
    clock.now = started + SESSION_MAX_MS;
    const over = await request('/api/console/me', { headers: { Cookie: cookie } });
    expect(over.status).toBe(401);
    expect(((await over.json()) as { error: { message: string } }).error.message).toBe('Your session has ended; sign in again.');
  });

  it('names the cookie __Host-naya_console over https (Secure, Path=/, no Domain), naya_console over http', async () => {
    const { request, signIn } = await start('host@naya.test');
    const https = await signIn('host@naya.test', PASSWORD, '203.0.113.7', { 'X-Forwarded-Proto': 'https' });
    expect(https.cookie).toMatch(/^__Host-naya_console=[\w-]{43}; Path=\/; Max-Age=1800; HttpOnly; SameSite=Strict; Secure$/);
    const value = https.cookie.split(';')[0].split('=')[1];
    const me = (cookie: string) => request('/api/console/me', { headers: { Cookie: cookie, 'X-Forwarded-Proto': 'https' } });
    expect((await me(`__Host-naya_console=${value}`)).status).toBe(200);
    expect((await me(`naya_console=${value}`)).status).toBe(401); // over https only the prefixed name counts
    const http = await signIn('host@naya.test', PASSWORD);
    expect(http.cookie).toMatch(/^naya_console=[\w-]{43}; Path=\/; Max-Age=1800; HttpOnly; SameSite=Strict$/);
  });

  it('disables an operator: their sessions end at once and they cannot sign in; audited; enabled again', async () => {
    const { db, request, signIn } = await start('boss@naya.test');
    const boss = await signIn('boss@naya.test', PASSWORD);
    const asBoss = { Cookie: boss.cookie.split(';')[0], 'X-CSRF-Token': boss.body.csrf! };
    const newUser = { email: 'leaver@naya.test', password: 'leaver password 1', role: 'operator' };
    const { user_id: leaverId } = (await (await request('/api/console/users', json(newUser, asBoss))).json()) as { user_id: number };
    const leaver = await signIn('leaver@naya.test', 'leaver password 1');
    const asLeaver = { Cookie: leaver.cookie.split(';')[0] };
    expect((await request('/api/console/me', { headers: asLeaver })).status).toBe(200);

    const post = (path: string, headers: Record<string, string>) => request(path, { method: 'POST', headers });
    expect((await post(`/api/console/users/${leaverId}/disable`, { Cookie: asBoss.Cookie })).status).toBe(403); // no CSRF token
    const [{ user_id: bossId }] = await db.query<{ user_id: number }>(
      "select user_id::int as user_id from console_users where email = 'boss@naya.test'",
    );
    const self = await post(`/api/console/users/${bossId}/disable`, asBoss);
    expect(self.status).toBe(400);
    expect(((await self.json()) as { error: { fields: unknown } }).error.fields).toEqual({ user_id: 'own_account' });

    const disabled = await post(`/api/console/users/${leaverId}/disable`, asBoss);
    expect(disabled.status).toBe(200);
    expect(await disabled.json()).toEqual({ user_id: leaverId, disabled_at: expect.any(String) });
    expect((await request('/api/console/me', { headers: asLeaver })).status).toBe(401); // at once
    const again = await signIn('leaver@naya.test', 'leaver password 1');
    expect([again.status, again.body.error!.message]).toEqual([401, 'The e-mail or password is wrong.']);
    const users = (await (await request('/api/console/users', { headers: asBoss })).json()) as {
      email: string;
      disabled_at: string | null;
    }[];
    expect(users.find((u) => u.email === 'leaver@naya.test')!.disabled_at).toEqual(expect.any(String));
    expect(users.find((u) => u.email === 'boss@naya.test')!.disabled_at).toBeNull();
    const [audit] = await db.query("select actor, outcome from audit_log where action = 'console.user.disable'");
    expect(audit).toEqual({ actor: 'console:boss@naya.test', outcome: { user_id: leaverId, sessions_ended: 1 } });

    // The admin token (scripts) may enable and disable too.
    expect((await post(`/api/console/users/${leaverId}/enable`, { Authorization: `Bearer ${ADMIN}` })).status).toBe(200);
    expect((await signIn('leaver@naya.test', 'leaver password 1')).status).toBe(200);
    expect((await post('/api/console/users/99999999/disable', asBoss)).status).toBe(404);
  });
});
