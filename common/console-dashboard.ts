// The dashboard's tables as rows of plain cells, one definition for the console (console/screens/
// dashboard/) and the CSVs the server streams of them (server/events/routes/console.ts).
import { VITAL_METRICS, type VitalMetric } from './vitals';

export const STEPS = ['page_views', 'registrations', 'verified', 'offer_clicks', 'approved', 'issued'] as const;
export type Step = (typeof STEPS)[number];

/** Beside the funnel, not steps of its rates: the quote step's views and choices (events
 * `quote_shown`, `quote_chosen`; not every registration goes through quotes). */
export const QUOTE_FIGURES = ['quote_views', 'quote_choices'] as const;
export type QuoteFigure = (typeof QUOTE_FIGURES)[number];

/** Columns of the funnel per day, per group (partner, utm_source or language), and page vitals. */
export const DAY_COLUMNS = ['date', ...STEPS, ...QUOTE_FIGURES] as const;
export const GROUP_COLUMNS = ['key', ...STEPS, 'verified_rate', ...QUOTE_FIGURES] as const;
export const VITAL_COLUMNS = ['page', 'device', ...VITAL_METRICS.flatMap((m) => [`${m}_p75`, `${m}_samples`])] as const;

export type Figures = Record<Step | QuoteFigure, number>;
export interface FunnelGroup extends Figures {
  key: string;
  rates: Record<string, number | null>;
}

export const groupRow = (g: FunnelGroup): Figures & { key: string; verified_rate: number | null } => ({
  key: g.key,
  ...(Object.fromEntries(STEPS.map((s) => [s, g[s]])) as Record<Step, number>),
  verified_rate: g.rates.verified ?? null,
  quote_views: g.quote_views,
  quote_choices: g.quote_choices,
});

type Vital = { p75: number; samples: number } | undefined;
export type VitalsEntry = { page: string; device: string } & Partial<Record<VitalMetric, Vital>>;

export const vitalRow = (v: VitalsEntry): { page: string; device: string } & Record<string, number | string | null> => ({
  page: v.page,
  device: v.device,
  ...Object.fromEntries(
    VITAL_METRICS.flatMap((m) => [
      [`${m}_p75`, v[m]?.p75 ?? null],
      [`${m}_samples`, v[m]?.samples ?? null],
    ]),
  ),
});
