// Real visitors' speed: LCP, INP and CLS of this page view as `web_vital` events (common/vitals.ts),
// first-party like the page view and without personal data.
import { observeVitals } from '../../common/vitals';
import { sendEvent } from '../../loader/events';

export function startVitals(): void {
  // The page the visitor landed on: LCP belongs to the full load, not to a later client navigation.
  observeVitals(location.pathname, (event) => void sendEvent({ ...event }));
}
