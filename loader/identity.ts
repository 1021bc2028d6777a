// Visitor and session identity (docs/identity-and-events.md): v4 UUIDs in first-party cookies on the page's site.
// Safari keeps cookies written by script 7 days at most; on our own site the server re-issues
// `client_id` as an HTTP cookie with each page (server/http/client-cookie.ts).
import { CLIENT_COOKIE, CLIENT_COOKIE_DAYS } from '../common/cookies';
import { MSG_CLIENT_ID_ERROR, MSG_SESSION_ID_ERROR, SESSION_COOKIE, SESSION_COOKIE_DAYS } from './constants';
import { isUuidV4 } from '../common/uuid-v4';
import { uuid4 as uuidv4 } from './uuid';

/** The cookie's value, or undefined. Ids are plain hex and hyphens, so no decoding is needed
 * (js-cookie would cost a third of the loader's budget). */
function readCookie(name: string): string | undefined {
  return document.cookie.match(new RegExp(`(?:^|; )${name}=([^;]*)`))?.[1];
}

function writeCookie(name: string, value: string, days: number): void {
  const expires = new Date(Date.now() + days * 864e5).toUTCString();
  document.cookie = `${name}=${value}; expires=${expires}; path=/; SameSite=Lax${location.protocol === 'https:' ? '; Secure' : ''}`;
}

// If cookies cannot be written (blocked, sandboxed frame), the page still needs one stable id: the
// first one made, for every event of this page (docs/identity-and-events.md).
const fallback: Record<string, string> = {};

/** The id in cookie `name`, (re)set for `days` (setting renews the expiry); a new v4 if invalid.
 * Browsers that refuse cookies mostly do so silently (the write is dropped, nothing throws), so
 * the cookie is read back: when it did not stick, the page's one fallback id is used. */
function readOrCreate(name: string, days: number, message: string): string {
  let id: string | undefined;
  try {
    const current = readCookie(name);
    id = isUuidV4(current) ? current : (fallback[name] ?? uuidv4());
    writeCookie(name, id, days);
    if (readCookie(name) === id) return id;
  } catch {
    console.error(message);
  }
  return (fallback[name] ??= id ?? uuidv4());
}

/** The visitor id, kept 180 days. */
export const getClientId = (): string => readOrCreate(CLIENT_COOKIE, CLIENT_COOKIE_DAYS, MSG_CLIENT_ID_ERROR);

/**
 * The session id. Every call renews the cookie's 30 minutes, so call it on each page view and
 * tracked event: the session ends after 30 minutes without activity.
 */
export const getSessionId = (): string => readOrCreate(SESSION_COOKIE, SESSION_COOKIE_DAYS, MSG_SESSION_ID_ERROR);
