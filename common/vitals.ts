// Real visitors' speed (Core Web Vitals) as analytics events: one `web_vital` event per metric and
// page view, sent by the site and by partner pages, read back by `GET /api/admin/vitals`.

export const VITALS_EVENT = 'web_vital';
export const VITAL_METRICS = ['LCP', 'INP', 'CLS'] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];

/** Device classes by viewport width: what the layout itself switches on (768 px). */
export const DEVICE_CLASSES = ['phone', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

export function deviceClassOf(viewportWidth: number): DeviceClass {
  return viewportWidth < 768 ? 'phone' : viewportWidth < 1200 ? 'tablet' : 'desktop';
}

/** What a `web_vital` event carries: the metric, its value (ms; CLS unitless), the page's path. */
export interface VitalEvent {
  event: typeof VITALS_EVENT;
  metric: VitalMetric;
  value: number;
  /** The site's path; on a partner page its origin and path (as its page view names it). Never
   * the query string: it can carry a visitor's data. */
  page: string;
  device: DeviceClass;
}

/** Sends LCP, INP and CLS of this page view through `send`. The web-vitals library is a chunk of
 * its own, fetched after the page's load event, so it is never on the first-load path; it reads
 * the browser's buffered entries, so loading late loses nothing. */
export function observeVitals(page: string, send: (event: VitalEvent) => void): void {
  const device = deviceClassOf(innerWidth);
  const report = ({ name, value }: { name: string; value: number }) =>
    send({ event: VITALS_EVENT, metric: name as VitalMetric, value, page, device });
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
