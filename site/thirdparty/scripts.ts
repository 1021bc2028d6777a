// Tag manager, social pixel and analytics service (docs/site.md, Cookie consent). Each loads only
// when its id was configured at build time AND the visitor's consent allows it; fingerprinting
// waits for analytics consent too. Nothing here runs before a choice is stored.
import { withoutPersonalData } from '../../common/personal-data';
import type { EventData } from '../../loader/events';
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
  amplitude?: { init(key: string, userId?: string, options?: object): unknown; track(name: string, props?: object): unknown };
}
const w = window as unknown as Window & ThirdPartyWindow;

const loaded = new Set<string>();

export function loadScript(src: string, onLoad?: () => void): void {
  if (loaded.has(src)) return;
  loaded.add(src);
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  script.dataset.thirdParty = '';
  if (onLoad) script.addEventListener('load', onLoad, { once: true });
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

type AnalyticsState = 'off' | 'loading' | 'ready';
let analytics: AnalyticsState = 'off';
/** Allowed by the last consent applied (a later refusal stops forwarding at once). */
let analyticsAllowed = false;
/** Our events while the service loads, handed to it in order once it is initialised. */
const analyticsQueue: [string, EventData][] = [];
const ANALYTICS_QUEUE_MAX = 100; // a blocked script must not grow it for the rest of the visit

/**
 * The analytics service keeps a copy of our event log: every event we track goes to it too, under
 * its user id, our client id without hyphens. Its own automatic tracking stays off, so the log
 * holds each of our events once. Events carry what the first-party log gets: never lead data.
 */
function analyticsService(id: string) {
  if (analytics !== 'off') return;
  analytics = 'loading';
  const userId = getClientId().replace(/-/g, '');
  loadScript(ANALYTICS_URL, () => {
    if (!w.amplitude) return;
    w.amplitude.init(id, userId, { defaultTracking: false });
    analytics = 'ready';
    for (const [name, props] of analyticsQueue.splice(0)) trackInAnalytics(name, props);
  });
}

/** Hands one of our tracked events to the analytics service, when it is configured and allowed. */
export function trackInAnalytics(name: string, props: EventData): void {
  if (!analyticsAllowed) return;
  // Lead data never leaves for an analytics service, whatever a caller passed (common/personal-data.ts).
  const clean = withoutPersonalData(props) as EventData;
  if (analytics === 'ready') w.amplitude?.track(name, clean);
  else if (analytics === 'loading' && analyticsQueue.length < ANALYTICS_QUEUE_MAX) analyticsQueue.push([name, clean]);
}

/** Loads what the ids and consent allow; safe to call again when consent changes. */
export function applyConsent(consent: Consent | null, ids: ThirdPartyIds): void {
  if (!consent) return;
  analyticsAllowed = consent.analytics && ids.analytics !== null;
  if (consent.analytics) {
    if (ids.gtm) tagManager(ids.gtm);
    if (ids.analytics) analyticsService(ids.analytics);
    if (ids.attribution) trackSource();
  }
  if (consent.marketing && ids.fbPixel) socialPixel(ids.fbPixel);
  // Fingerprinting waits for analytics consent; a refusal also erases a cached value.
  void import('./fingerprint').then((f) => f.getFingerprint({ consent: consent.analytics }));
}
