import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SOURCE_COOKIE, SOURCE_COOKIE_DAYS, SOURCE_SESSION_COOKIE, SOURCE_SESSION_DAYS, sourceOf, trackSource } from './attribution';
import { applyConsent, FB_PIXEL_URL, GTM_URL } from './scripts';

const IDS = { gtm: 'GTM-TEST1', fbPixel: '123456', analytics: null, attribution: true };
const scripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[data-third-party]')].map((s) => s.src);

afterEach(() => {
  Cookies.remove(SOURCE_COOKIE, { path: '/' });
  Cookies.remove(SOURCE_SESSION_COOKIE, { path: '/' });
});

describe('third parties', () => {
  it('load nothing without a stored choice, nor with necessary only', () => {
    applyConsent(null, IDS);
    applyConsent({ necessary: true, analytics: false, marketing: false }, IDS);
    expect(scripts()).toEqual([]);
    expect(Cookies.get(SOURCE_COOKIE)).toBeUndefined();
  });

  it('load nothing whose id is not configured', () => {
    applyConsent({ necessary: true, analytics: true, marketing: true }, { gtm: null, fbPixel: null, analytics: null, attribution: false });
    expect(scripts()).toEqual([]);
  });

  it('load the tag manager and attribution with analytics consent, the pixel with marketing consent', () => {
    applyConsent({ necessary: true, analytics: true, marketing: false }, IDS);
    expect(scripts()).toEqual([GTM_URL + 'GTM-TEST1']);
    expect(Cookies.get(SOURCE_COOKIE)).toBeDefined();
    applyConsent({ necessary: true, analytics: true, marketing: true }, IDS);
    expect(scripts()).toEqual([GTM_URL + 'GTM-TEST1', FB_PIXEL_URL]); // each once
  });
});

describe('traffic-source attribution cookie', () => {
  it('lasts 6 months with a 30-minute session', () => {
    const set = vi.spyOn(Cookies, 'set');
    trackSource('https://naya.lk/?utm_source=fb&utm_medium=cpc&utm_campaign=new-year', '');
    expect(set).toHaveBeenCalledWith(SOURCE_SESSION_COOKIE, '1', expect.objectContaining({ expires: 30 / 1440 }));
    expect(set).toHaveBeenCalledWith(
      SOURCE_COOKIE,
      JSON.stringify({ source: 'fb', medium: 'cpc', campaign: 'new-year' }),
      expect.objectContaining({ expires: 183 }),
    );
    expect(SOURCE_COOKIE_DAYS).toBeGreaterThanOrEqual(182);
    expect(SOURCE_SESSION_DAYS * 24 * 60).toBeCloseTo(30);
  });

  it('keeps the source of the session, and of a later direct visit', () => {
    trackSource('https://naya.lk/?utm_source=google', '');
    expect(trackSource('https://naya.lk/blog/', 'https://other.example/')).toMatchObject({ source: 'google' });
    Cookies.remove(SOURCE_SESSION_COOKIE, { path: '/' });
    expect(trackSource('https://naya.lk/', '')).toMatchObject({ source: 'google' });
    Cookies.remove(SOURCE_SESSION_COOKIE, { path: '/' });
    expect(trackSource('https://naya.lk/', 'https://news.example/a')).toEqual({
      source: 'news.example',
      medium: 'referral',
      campaign: '(none)',
    });
  });

  it('reads the source from utm, the referrer, or direct', () => {
    expect(sourceOf('https://naya.lk/', '')).toEqual({ source: '(direct)', medium: '(none)', campaign: '(none)' });
    expect(sourceOf('https://naya.lk/', 'https://naya.lk/blog/').source).toBe('(direct)');
  });
});
