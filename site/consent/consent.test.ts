import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_COOKIE_DAYS } from '../constants';
import { onConsentChange, readConsent, writeConsent } from './consent';

afterEach(() => Cookies.remove('cookie_consent', { path: '/' }));

describe('cookie consent', () => {
  it('is unknown until the visitor chooses', () => {
    expect(readConsent()).toBeNull();
  });

  it('records necessary, analytics and marketing in cookie_consent for 365 days', () => {
    const set = vi.spyOn(Cookies, 'set');
    writeConsent({ analytics: true, marketing: false });
    expect(set).toHaveBeenCalledWith(
      'cookie_consent',
      JSON.stringify({ necessary: true, analytics: true, marketing: false }),
      expect.objectContaining({ expires: 365, path: '/', sameSite: 'Lax' }),
    );
    expect(CONSENT_COOKIE_DAYS).toBe(365);
    expect(readConsent()).toEqual({ necessary: true, analytics: true, marketing: false });
  });

  it('treats a malformed cookie as no choice, and non-true values as no', () => {
    document.cookie = 'cookie_consent=not-json; path=/';
    expect(readConsent()).toBeNull();
    document.cookie = `cookie_consent=${encodeURIComponent('{"analytics":"yes","marketing":1}')}; path=/`;
    expect(readConsent()).toEqual({ necessary: true, analytics: false, marketing: false });
  });

  it('tells listeners about every new choice', () => {
    const listener = vi.fn();
    const stop = onConsentChange(listener);
    writeConsent({ analytics: false, marketing: true });
    stop();
    writeConsent({ analytics: true, marketing: true });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith({ necessary: true, analytics: false, marketing: true });
  });
});
