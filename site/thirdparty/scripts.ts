// Tag manager, social pixel and analytics service (spec §7 third-party traffic). Each loads only
// when its id was configured at build time AND the visitor's consent allows it; fingerprinting
// waits for analytics consent too. Nothing here runs before a choice is stored.
import { getClientId } from '../../loader/identity';
import type { Consent } from '../consent/consent';
import type { ThirdPartyIds } from '../build/thirdParty';
import { trackSource } from './attribution';

export const GTM_URL = 'https://www.googletagmanager.com/gtm.js?id=';
export const FB_PIXEL_URL = 'https://connect.facebook.net/en_US/fbevents.js';
export const ANALYTICS_URL = 'https://cdn.amplitude.com/libs/analytics-browser-2.11.1-min.js.gz';

type Queue = unknown[] & { push(...items: unknown[]): number };
interface ThirdPartyWindow {
  dataLayer?: Queue;
  fbq?: ((...args: unknown[]) => void) & { queue?: unknown[][]; loaded?: boolean; version?: string };
  amplitude?: { init(key: string, userId?: string, options?: object): void; track(name: string, props?: object): void };
}
const w = window as unknown as Window & ThirdPartyWindow;

const loaded = new Set<string>();

export function loadScript(src: string): void {
  if (loaded.has(src)) return;
  loaded.add(src);
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  script.dataset.thirdParty = '';
  document.head.appendChild(script);
}

function tagManager(id: string) {
  w.dataLayer = w.dataLayer || ([] as unknown as Queue);
  w.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  loadScript(GTM_URL + encodeURIComponent(id));
}

function socialPixel(id: string) {
  if (!w.fbq) {
    const fbq = Object.assign((...args: unknown[]) => fbq.queue!.push(args), { queue: [] as unknown[][], loaded: true, version: '2.0' });
    w.fbq = fbq;
  }
  w.fbq('init', id);
  w.fbq('track', 'PageView');
  loadScript(FB_PIXEL_URL);
}

function analyticsService(id: string) {
  const script = ANALYTICS_URL;
  loadScript(script);
  // The service's user id is our client id without hyphens (spec §7).
  const userId = getClientId().replace(/-/g, '');
  const start = () => w.amplitude?.init(id, userId, { defaultTracking: { pageViews: true } });
  document.querySelector<HTMLScriptElement>(`script[src="${script}"]`)?.addEventListener('load', start, { once: true });
}

/** Loads what the ids and consent allow; safe to call again when consent changes. */
export function applyConsent(consent: Consent | null, ids: ThirdPartyIds): void {
  if (!consent) return;
  if (consent.analytics) {
    if (ids.gtm) tagManager(ids.gtm);
    if (ids.analytics) analyticsService(ids.analytics);
    if (ids.attribution) trackSource();
  }
  if (consent.marketing && ids.fbPixel) socialPixel(ids.fbPixel);
  // Fingerprinting waits for analytics consent; a refusal also erases a cached value.
  void import('../../loader/fingerprint').then((f) => f.getFingerprint({ consent: consent.analytics }));
}
