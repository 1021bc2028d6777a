// The borrower's page session: a random id in the HttpOnly, SameSite=Strict cookie `my_session`
// (Path /api/my: only its calls carry it; Secure over https), stored only as its SHA-256, ended
// after MY_SESSION_IDLE_MINUTES without a call. SameSite=Strict keeps other sites' pages from
// making its changes (withdraw, erase) with the person's cookie.
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { isHttps } from '../client-ip';
import type { Db } from '../db';
import { apiError } from '../http/errors';
import { MY_SESSION_IDLE_MINUTES, sessionHash } from './sign-in';

export const MY_SESSION_COOKIE = 'my_session';
const COOKIE_PATH = '/api/my';

export type MyEnv = { Variables: { phone: string; sessionHash: string } };

/** Sets the cookie; an empty `id` clears it. */
export function setSessionCookie(c: Context, id: string): void {
  const parts = [
    `${MY_SESSION_COOKIE}=${id}`,
    `Path=${COOKIE_PATH}`,
    `Max-Age=${id ? MY_SESSION_IDLE_MINUTES * 60 : 0}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(isHttps(c) ? ['Secure'] : []),
  ];
  c.header('Set-Cookie', parts.join('; '));
}

/** The live session of the call's cookie (its idle clock restarted, the cookie renewed), 'none'
 * without a cookie, 'ended' when it ran out (then removed, the cookie cleared). */
export async function sessionOf(db: Db, c: Context): Promise<{ phone: string; hash: string } | 'none' | 'ended'> {
  const id = getCookie(c, MY_SESSION_COOKIE);
  if (!id) return 'none';
  const hash = sessionHash(id);
  const [row] = await db.query<{ phone: string }>(
    `update my_sessions set last_seen_at = now()
      where session_hash = $1 and last_seen_at > now() - make_interval(mins => $2) returning phone`,
    [hash, MY_SESSION_IDLE_MINUTES],
  );
  if (!row) {
    await db.query('delete from my_sessions where session_hash = $1', [hash]);
    setSessionCookie(c, '');
    return 'ended';
  }
  setSessionCookie(c, id);
  return { phone: row.phone, hash };
}

/** Signs the call in from the cookie and restarts the idle clock; 401 without a live session. */
export function requireSubject(db: Db): MiddlewareHandler<MyEnv> {
  return async (c, next) => {
    c.header('Cache-Control', 'no-store');
    const session = await sessionOf(db, c);
    if (session === 'none') return apiError(c, 'unauthorized', {}, 'Sign in with your phone and the code we send it.');
    if (session === 'ended') return apiError(c, 'unauthorized', {}, 'Your session has ended; sign in again.');
    c.set('phone', session.phone);
    c.set('sessionHash', session.hash);
    await next();
  };
}
