// The analytics service at its module boundary: the page gets its script (from its CDN address)
// and, once that script has defined the service's global, our events reach its API in order.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getClientId } from '../../loader/identity';

const IDS = { gtm: null, fbPixel: null, analytics: 'amp-test-key', attribution: false };
const ALL = { necessary: true, analytics: true, marketing: false } as const;
type Calls = unknown[][];

async function freshModule() {
  vi.resetModules();
  return import('./scripts');
}

/** Stands in for what the service's script defines when it loads: its global API. */
function serviceScriptLoads(url: string, calls: Calls) {
  const script = document.querySelector<HTMLScriptElement>(`script[src="${url}"]`)!;
  (window as unknown as { amplitude: object }).amplitude = {
    init: (...args: unknown[]) => calls.push(['init', ...args]),
    track: (...args: unknown[]) => calls.push(['track', ...args]),
  };
  script.dispatchEvent(new Event('load'));
}

beforeEach(() => document.head.querySelectorAll('script[data-third-party]').forEach((s) => s.remove()));
afterEach(() => delete (window as unknown as { amplitude?: object }).amplitude);

describe('analytics service', () => {
  it('receives our events as its event log, user id = client_id without hyphens', async () => {
    const m = await freshModule();
    const calls: Calls = [];
    m.applyConsent(ALL, IDS);
    m.trackInAnalytics('page_view', { page: 'http://127.0.0.1/en/', lang: 'en', screen: 'home' });
    m.trackInAnalytics('click', { target: 'cta_apply_header', page: '/en/' });
    expect(calls).toEqual([]); // not before its script has loaded
    serviceScriptLoads(m.ANALYTICS_URL, calls);
    m.trackInAnalytics('offer_click', { offer_id: 'o1', position: 1 });
    m.trackInAnalytics('registration', { lead_id: 'L1', phone: '0712345678', note: 'call 0712345678' });
    const userId = getClientId().replace(/-/g, '');
    expect(userId).toMatch(/^[0-9a-f]{32}$/);
    expect(calls).toEqual([
      ['init', 'amp-test-key', userId, { defaultTracking: false }],
      ['track', 'page_view', { page: 'http://127.0.0.1/en/', lang: 'en', screen: 'home' }],
      ['track', 'click', { target: 'cta_apply_header', page: '/en/' }],
      ['track', 'offer_click', { offer_id: 'o1', position: 1 }],
      ['track', 'registration', { lead_id: 'L1', note: 'call [phone]' }], // never lead data
    ]);
  });

  it('gets nothing without analytics consent, and nothing more after consent is withdrawn', async () => {
    const m = await freshModule();
    const calls: Calls = [];
    m.applyConsent({ necessary: true, analytics: false, marketing: true } as const, IDS);
    m.trackInAnalytics('page_view', { page: '/' });
    expect(document.querySelector(`script[src="${m.ANALYTICS_URL}"]`)).toBeNull();

    m.applyConsent(ALL, IDS);
    serviceScriptLoads(m.ANALYTICS_URL, calls);
    m.trackInAnalytics('page_view', { page: '/blog/' });
    m.applyConsent({ necessary: true, analytics: false, marketing: false } as const, IDS);
    m.trackInAnalytics('page_view', { page: '/offers/' });
    expect(calls.filter((c) => c[0] === 'track')).toEqual([['track', 'page_view', { page: '/blog/' }]]);
  });

  it('is not loaded when no key is configured', async () => {
    const m = await freshModule();
    m.applyConsent(ALL, { ...IDS, analytics: null });
    m.trackInAnalytics('page_view', { page: '/' });
    expect(document.querySelector(`script[src="${m.ANALYTICS_URL}"]`)).toBeNull();
  });
});
