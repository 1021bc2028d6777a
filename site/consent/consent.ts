// The visitor's cookie choices (`cookie_consent`, 365 days; docs/site.md, Cookie consent): necessary is always on;
// analytics and marketing stay off until the visitor says yes.
import Cookies from 'js-cookie';
import { CONSENT_COOKIE, CONSENT_COOKIE_DAYS } from '../constants';

export interface Consent {
  necessary: true;
  analytics: boolean;
  marketing: boolean;
}

const CHANGE_EVENT = 'naya:consent';

/** The stored choices, or null when the visitor has not chosen yet (or the cookie is unreadable). */
export function readConsent(): Consent | null {
  try {
    const raw = JSON.parse(Cookies.get(CONSENT_COOKIE) ?? 'null');
    if (!raw || typeof raw !== 'object') return null;
    return { necessary: true, analytics: raw.analytics === true, marketing: raw.marketing === true };
  } catch {
    return null;
  }
}

export function writeConsent(choice: { analytics: boolean; marketing: boolean }): Consent {
  const consent: Consent = { necessary: true, analytics: choice.analytics, marketing: choice.marketing };
  Cookies.set(CONSENT_COOKIE, JSON.stringify(consent), {
    expires: CONSENT_COOKIE_DAYS,
    path: '/',
    sameSite: 'Lax',
    secure: location.protocol === 'https:',
  });
  dispatchEvent(new CustomEvent<Consent>(CHANGE_EVENT, { detail: consent }));
  return consent;
}

/** Calls `listener` with every new choice; returns the unsubscribe function. */
export function onConsentChange(listener: (consent: Consent) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<Consent>).detail);
  addEventListener(CHANGE_EVENT, handler);
  return () => removeEventListener(CHANGE_EVENT, handler);
}
