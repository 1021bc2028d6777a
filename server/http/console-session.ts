// Console sessions: a random id in an HttpOnly, SameSite=Strict cookie, stored only as its SHA-256;
// over https the cookie is `__Host-naya_console` (Secure, Path=/, no Domain: no subdomain or
// plain-http page can set or shadow it), over http (local development) plain `naya_console`. A
// session ends after CONSOLE_IDLE_MINUTES without a request, SESSION_MAX_MS after sign-in whatever
// the activity, and at once when its operator is disabled. Every change (any method but GET/HEAD)
// must carry the session's CSRF token in X-CSRF-Token. The admin bearer token is accepted too, as
// an operator named `admin` (scripts; no cookie, so no CSRF to guard against).
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { isAdmin } from '../admin-token';
import { isHttps } from '../client-ip';
import type { Db } from '../db';
import { apiError } from './errors';
import { SESSION_MAX_MS, type ConsoleSettings } from './console-settings';

export const SESSION_COOKIE = 'naya_console';
const HTTPS_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;
export const CSRF_HEADER = 'X-CSRF-Token';

export type Role = 'operator' | 'partner';

/** A console user: an operator (everything) or a partner user (one partner's figures, no personal data). */
export type ConsoleUser = {
  user_id: number;
  email: string;
  role: Role;
  provider_id: number | null;
};

export type Operator = ConsoleUser & {
  /** Who the audit log names: `console:<email>`, or `admin` for the bearer token. */
  actor: string;
  csrf: string | null;
};

export type ConsoleEnv = { Variables: { operator: Operator } };

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const cookieName = (c: Context) => (isHttps(c) ? HTTPS_SESSION_COOKIE : SESSION_COOKIE);

/** The Set-Cookie value; `maxAgeS` 0 clears it. Path /: the page is /console/, its API /api/console/. */
function sessionCookie(c: Context, value: string, maxAgeS: number): string {
  return [
    `${cookieName(c)}=${value}`,
    'Path=/',
    `Max-Age=${maxAgeS}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(isHttps(c) ? ['Secure'] : []),
  ].join('; ');
}

/** The cookie lasts the idle time, never past the session's end. */
const cookieAgeS = (idleMs: number, leftMs: number) => Math.max(0, Math.floor(Math.min(idleMs, leftMs) / 1000));

export async function startSession(db: Db, c: Context, userId: number, settings: ConsoleSettings): Promise<{ csrf: string }> {
  const id = randomBytes(32).toString('base64url');
  const csrf = randomBytes(32).toString('base64url');
  const now = new Date(settings.now()).toISOString();
  await db.query('insert into console_sessions (session_hash, user_id, csrf_token, created_at, last_seen_at) values ($1, $2, $3, $4, $4)', [
    sha256(id),
    userId,
    csrf,
    now,
  ]);
  c.header('Set-Cookie', sessionCookie(c, id, cookieAgeS(settings.idleMs, SESSION_MAX_MS)));
  return { csrf };
}

export async function endSession(db: Db, c: Context): Promise<void> {
  const id = getCookie(c, cookieName(c));
  if (id) await db.query('delete from console_sessions where session_hash = $1', [sha256(id)]);
  c.header('Set-Cookie', sessionCookie(c, '', 0));
}

const sameToken = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

const forbidden = (c: Context, message: string) => c.json({ error: { code: 'forbidden', message, fields: {} } }, 403);

/** Signs the request in from the cookie (or the admin token), checks the session's age, idleness,
 * the operator not disabled, and CSRF. */
export function requireConsoleUser(db: Db, adminToken: string, settings: ConsoleSettings): MiddlewareHandler<ConsoleEnv> {
  const { idleMs } = settings;
  return async (c, next) => {
    c.header('Cache-Control', 'no-store');
    if (c.req.header('authorization')) {
      if (!isAdmin(c.req.header('authorization'), adminToken)) return apiError(c, 'unauthorized');
      c.set('operator', { user_id: 0, email: 'admin', role: 'operator', provider_id: null, actor: 'admin', csrf: null });
      return next();
    }
    const id = getCookie(c, cookieName(c));
    if (!id) return apiError(c, 'unauthorized', {}, 'Sign in to the console.');
    const now = settings.now();
    // Touching the session and checking its times in one statement: no race between them.
    const [row] = await db.query<ConsoleUser & { csrf_token: string; created_at: string | Date }>(
      `update console_sessions s set last_seen_at = $2::timestamptz
         from console_users u
        where s.session_hash = $1 and u.user_id = s.user_id and u.disabled_at is null
          and s.last_seen_at > $2::timestamptz - make_interval(secs => $3)
          and s.created_at > $2::timestamptz - make_interval(secs => $4)
        returning u.user_id::int as user_id, u.email, u.role, u.provider_id, s.csrf_token, s.created_at`,
      [sha256(id), new Date(now).toISOString(), idleMs / 1000, SESSION_MAX_MS / 1000],
    );
    if (!row) {
      await db.query('delete from console_sessions where session_hash = $1', [sha256(id)]);
      c.header('Set-Cookie', sessionCookie(c, '', 0));
      return apiError(c, 'unauthorized', {}, 'Your session has ended; sign in again.');
    }
    if (!['GET', 'HEAD'].includes(c.req.method) && !sameToken(c.req.header(CSRF_HEADER) ?? '', row.csrf_token)) {
      return forbidden(c, 'This change lacks the CSRF token of your session; reload the console.');
    }
    const leftMs = new Date(row.created_at).getTime() + SESSION_MAX_MS - now;
    c.header('Set-Cookie', sessionCookie(c, id, cookieAgeS(idleMs, leftMs))); // the idle clock restarts
    c.set('operator', {
      user_id: row.user_id,
      email: row.email,
      role: row.role,
      provider_id: row.provider_id,
      actor: `console:${row.email}`,
      csrf: row.csrf_token,
    });
    await next();
  };
}

/** Operators only: personal data and every change but one's own sign-out. */
export const operatorsOnly: MiddlewareHandler<ConsoleEnv> = async (c, next) => {
  if (c.get('operator').role !== 'operator') return forbidden(c, 'Partner users see their own figures only.');
  await next();
};

export { forbidden };
