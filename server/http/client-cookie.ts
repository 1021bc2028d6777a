// Safari (ITP) caps cookies written by script at 7 days, which would cut the 180-day visitor id
// short. When our own site serves a page, the server re-issues the visitor's `client_id` as an
// HTTP cookie, which keeps its full lifetime. Only a valid v4 value from the request's own cookie
// is echoed; anything else gets no cookie (the page's script then makes a new id). Partner pages
// are third-party to us: their `client_id` stays the loader's script cookie.
import { getCookie } from 'hono/cookie';
import type { Context } from 'hono';
import { isUuidV4 } from '../../common/uuid-v4';
import { isHttps } from '../client-ip';
import { CLIENT_COOKIE, CLIENT_COOKIE_DAYS } from '../../common/cookies';

const CLIENT_COOKIE_MAX_AGE = CLIENT_COOKIE_DAYS * 24 * 60 * 60; // 15552000 s

/** The `Set-Cookie` value that renews the request's `client_id`, or null when it has none valid. */
export function renewedClientCookie(c: Context): string | null {
  const id = getCookie(c, CLIENT_COOKIE);
  if (!isUuidV4(id)) return null;
  // Secure on https, also behind a TLS-terminating proxy of ours (server/client-ip.ts isHttps).
  return `${CLIENT_COOKIE}=${id}; Max-Age=${CLIENT_COOKIE_MAX_AGE}; Path=/; SameSite=Lax${isHttps(c) ? '; Secure' : ''}`;
}
