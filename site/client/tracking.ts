// Page views, clicks and the widgets' events for the site's own analytics (loader/events.ts,
// first-party), forwarded to the analytics service when configured and consented, and the third
// parties that the visitor's consent allows.
import { getSessionId } from '../../loader/identity';
import { initEvents, sendEvent, type EventData } from '../../loader/events';
import { getLeadId } from '../../loader/lead';
import { getTrackingParams } from '../../loader/tracking';
import type { PageData } from '../app/types';
import type { ThirdPartyIds } from '../build/thirdParty';
import { onConsentChange, readConsent, type Consent } from '../consent/consent';

declare const __NAYA_THIRD_PARTY__: ThirdPartyIds;

type Forward = (name: string, props: EventData) => void;
/** Where our events go besides the first-party log: the analytics service once a choice allows
 * it. Until a choice exists this page's events wait in memory (never stored), so the page view
 * that led to the choice is in the service's log too; a refusal drops them. */
let forward: Forward | null = null;
const heldForChoice: [string, EventData][] = [];
const HELD_MAX = 50;

function track(event: string, data: EventData): void {
  void sendEvent({ ...data, event });
  if (forward) forward(event, data);
  else if (__NAYA_THIRD_PARTY__.analytics && heldForChoice.length < HELD_MAX) heldForChoice.push([event, data]);
}

export function trackPageView(page: PageData): void {
  track('page_view', { page: location.origin + location.pathname, title: document.title, lang: page.lang, screen: page.screen });
}

/** Clicks on elements marked `data-track="name"` (never form contents), sent as `target`. */
function trackClicks(): void {
  document.addEventListener('click', (event) => {
    const el = (event.target as Element | null)?.closest?.('[data-track]') as HTMLElement | null;
    if (!el) return;
    track('click', { target: el.dataset.track, offer_id: el.dataset.offerId, page: location.pathname });
  });
}

function applyThirdParties(consent: Consent | null): void {
  if (!consent) return;
  // Loaded as its own chunk, only once a choice exists.
  void import('../thirdparty/scripts').then((m) => {
    m.applyConsent(consent, __NAYA_THIRD_PARTY__);
    forward = m.trackInAnalytics; // forwards only what the consent just applied allows
    for (const [event, data] of heldForChoice.splice(0)) forward(event, data);
  });
}

/**
 * The widgets send their events (registration, offer_click) through `window.naya`
 * (widgets/services.ts), which the loader provides on partner pages. The site has no loader: it
 * answers those calls itself and replays the ones queued before it started.
 */
function serveWidgetEvents(): void {
  const w = window as unknown as { naya?: unknown };
  const queued: unknown[] = Array.isArray(w.naya) ? w.naya : [];
  const trackWidgetEvent = (name: string, data: EventData = {}) => track(name, data);
  const push = (call: unknown) => {
    const [method, name, data] = Array.isArray(call) ? call : [];
    if (method === 'track' && typeof name === 'string') trackWidgetEvent(name, data as EventData);
  };
  w.naya = { track: trackWidgetEvent, push, getLeadId };
  queued.forEach(push);
}

export function startTracking(initial: PageData): void {
  void initEvents(location.origin, getTrackingParams({}, getSessionId()));
  serveWidgetEvents();
  trackPageView(initial);
  trackClicks();
  applyThirdParties(readConsent());
  onConsentChange(applyThirdParties);
}
