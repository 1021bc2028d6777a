// Real visitors' speed on partner pages: LCP, INP and CLS of the page view as `web_vital` events
// (common/vitals.ts), the same events the site sends. They go through the loader's `naya.track`
// like the page view it sends itself: first-party, no cookie of their own, no personal data, so
// no consent is asked for them (docs/identity-and-events.md, "Web vitals"). The web-vitals library
// is a lazy chunk of its own, fetched after the page's load event and never with the widgets; it
// reads the browser's buffered entries, so loading late loses nothing. loader.js stays without it
// (its budget has no room): a partner page is measured once it shows one of our widgets.
import { observeVitals } from '../common/vitals';
import { track } from './services';

let started = false;

/** Starts once per page, however many widgets mount. */
export function startPartnerVitals(): void {
  if (started) return;
  started = true;
  // The partner's page as its page view names it: origin and path, never the query string (it
  // can carry a visitor's data); the origin keeps a partner's `/` apart from ours.
  observeVitals(location.origin + location.pathname, ({ event, ...data }) => track(event, data));
}
