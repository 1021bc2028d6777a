// Traffic-source attribution cookie (6-month lifetime, 30-minute session), in the manner
// of sourcebuster.js: the source of the visit that started the current session is kept; a new
// session with a new campaign or referrer replaces it.
import Cookies from 'js-cookie';

export const SOURCE_COOKIE = 'naya_source';
export const SOURCE_SESSION_COOKIE = 'naya_source_session';
/** 6 months. */
export const SOURCE_COOKIE_DAYS = 183;
/** 30 minutes, in days as js-cookie takes them. */
export const SOURCE_SESSION_DAYS = 30 / (24 * 60);

export interface Source {
  source: string;
  medium: string;
  campaign: string;
}

/** Where this visit came from: utm_* first, else the referring site, else direct. */
export function sourceOf(href: string, referrer: string): Source {
  const query = new URL(href).searchParams;
  if (query.get('utm_source')) {
    return {
      source: query.get('utm_source')!,
      medium: query.get('utm_medium') || '(none)',
      campaign: query.get('utm_campaign') || '(none)',
    };
  }
  try {
    const ref = new URL(referrer);
    if (ref.host !== new URL(href).host) return { source: ref.hostname, medium: 'referral', campaign: '(none)' };
  } catch {
    // no referrer
  }
  return { source: '(direct)', medium: '(none)', campaign: '(none)' };
}

function readStored(): Source | null {
  try {
    const value = JSON.parse(Cookies.get(SOURCE_COOKIE) ?? 'null');
    return value && typeof value.source === 'string' ? (value as Source) : null;
  } catch {
    return null;
  }
}

/** Records the source at the start of a session; renews the 30-minute session on every call. */
export function trackSource(href = location.href, referrer = document.referrer): Source {
  const secure = location.protocol === 'https:';
  const inSession = Cookies.get(SOURCE_SESSION_COOKIE) === '1';
  Cookies.set(SOURCE_SESSION_COOKIE, '1', { expires: SOURCE_SESSION_DAYS, path: '/', sameSite: 'Lax', secure });
  const current = sourceOf(href, referrer);
  const stored = readStored();
  if (stored && (inSession || current.source === '(direct)')) return stored; // a direct return keeps the last known source
  Cookies.set(SOURCE_COOKIE, JSON.stringify(current), { expires: SOURCE_COOKIE_DAYS, path: '/', sameSite: 'Lax', secure });
  return current;
}
