// Real visitors' speed: LCP, INP and CLS of this page view as `web_vital` events (common/vitals.ts),
// first-party like the page view and without personal data. The web-vitals library is a chunk of
// its own, fetched after the page has loaded, so it is never on the first-load path; it reads the
// browser's buffered entries, so loading late loses nothing.
import { deviceClassOf, VITALS_EVENT, type VitalMetric } from '../../common/vitals';
import { sendEvent } from '../../loader/events';

export function startVitals(): void {
  // The page the visitor landed on: LCP belongs to the full load, not to a later client navigation.
  const page = location.pathname;
  const device = deviceClassOf(innerWidth);
  const report = ({ name, value }: { name: string; value: number }) =>
    void sendEvent({ event: VITALS_EVENT, metric: name as VitalMetric, value, page, device });
  const load = () =>
    import('web-vitals')
      .then(({ onLCP, onINP, onCLS }) => {
        onLCP(report);
        onINP(report);
        onCLS(report);
      })
      .catch((error) => console.warn('naya: vitals', error));
  if (document.readyState === 'complete') setTimeout(load);
  else addEventListener('load', () => setTimeout(load), { once: true });
}
