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
