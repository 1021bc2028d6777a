// GET /api/admin/vitals?from&to: the 75th percentile of each Core Web Vital of real page views,
// per page and device class (the console charts it). Read from the daily histograms of the stored
// `web_vital` events for whole days, from the events themselves for times of day.
import { Hono } from 'hono';
import { rowList } from '../../http/doc/shapes';
import { VITAL_METRICS, VITALS_EVENT, type VitalMetric } from '../../../common/vitals';
import type { VitalsEntry } from '../../../common/console-dashboard';
import type { Db } from '../../db';
import * as z from 'zod';
import { parseQuery, queryInstant } from '../../http/validate';
import { ApiError } from '../../http/errors';
import { instant, isDayText } from '../../leads/routes/admin';
import { describeAt, guardRoutes, type Door } from '../../http/doors';

const vitalsQuery = z.object({ from: queryInstant.optional(), to: queryInstant.optional() });

/** The metric names are our constants, not input: safe inside the statement. */
const METRICS_SQL = VITAL_METRICS.map((m) => `'${m}'`).join(', ');

type VitalRow = {
  page: string;
  device: string;
  metric: VitalMetric; // the statements keep VITAL_METRICS only
  p75: number;
  samples: number;
};

/** Whole Colombo days (or no bound): from the daily histograms (`vital_counts`, migration 016: the rollups plus the last minutes' samples), the
 * 75th percentile interpolated between the samples' ranks as `percentile_cont` does, each sample
 * read as its bucket's middle: within 1 % of the exact figure, and as cheap at any number of
 * samples. The counts are exact. */
function fromHistograms(from: string | undefined, to: string | undefined): [string, unknown[]] {
  const params: unknown[] = [];
  const range: string[] = [];
  if (from) range.push(`and day >= $${params.push(from)}::date`);
  if (to) range.push(`and day <= $${params.push(to)}::date`);
  const rank = (next: boolean) => (next ? 'least(floor(0.75 * (total - 1)) + 1, total - 1)' : 'floor(0.75 * (total - 1))');
  const at = (next: boolean) => `max(vital_value(bucket)) filter (where before <= ${rank(next)} and ${rank(next)} < before + n)`;
  return [
    `select page, device, metric, samples::int as samples,
       lo + (0.75 * (samples - 1) - floor(0.75 * (samples - 1))) * (hi - lo) as p75
     from (
       select page, device, metric, total as samples, ${at(false)} as lo, ${at(true)} as hi
       from (
         select page, device, metric, bucket, n, sum(n) over w - n as before, sum(n) over (partition by page, device, metric) as total
         from (
           select page, device, metric, bucket, sum(n) as n from vital_counts
           where metric in (${METRICS_SQL}) ${range.join(' ')}
           group by 1, 2, 3, 4
         ) b
         window w as (partition by page, device, metric order by bucket)
       ) c
       group by 1, 2, 3, 4
     ) p
     order by 1, 2, 3`,
    params,
  ];
}

/** Any other range (times of day): from the events themselves, exact. Only well-formed samples: a
 * number, a known metric, a page and a device class. The event type is written in the statement,
 * not passed: the index of the vitals alone (migration 021) is used only when the planner sees it. */
function fromEvents(from: string | undefined, to: string | undefined, toText: string | undefined): [string, unknown[]] {
  const params: unknown[] = [];
  const range: string[] = [];
  if (from) range.push(`and received_at >= $${params.push(from)}`);
  if (to) range.push(`and received_at ${isDayText(toText!) ? '<' : '<='} $${params.push(to)}`);
  return [
    `select data->>'page' as page, data->>'device' as device, data->>'metric' as metric,
        percentile_cont(0.75) within group (order by (data->>'value')::float8) as p75, count(*)::int as samples
      from events
      where event = '${VITALS_EVENT}' and data->>'metric' in (${METRICS_SQL}) and jsonb_typeof(data->'value') = 'number'
        and data->>'page' is not null and data->>'device' is not null ${range.join(' ')}
      group by 1, 2, 3 order by 1, 2, 3`,
    params,
  ];
}

/** Up to this many samples in a range of whole days, the percentile is read from the events
 * themselves (exact, and cheap at that size); beyond it, from the daily histograms (within 1 %). */
export const EXACT_VITALS_UP_TO = 50_000;

/** How many samples the histograms hold for the range: what decides between exact and estimate. */
async function samplesIn(db: Db, from: string | undefined, to: string | undefined): Promise<number> {
  const params: unknown[] = [];
  const range: string[] = [];
  if (from) range.push(`and day >= $${params.push(from)}::date`);
  if (to) range.push(`and day <= $${params.push(to)}::date`);
  const [row] = await db.query<{ n: number }>(
    `select coalesce(sum(n), 0)::int as n from vital_counts where metric in (${METRICS_SQL}) ${range.join(' ')}`,
    params,
  );
  return row?.n ?? 0;
}

/** The vitals of a range as `GET /api/admin/vitals` answers them (the console's CSV too); throws
 * ApiError for a reversed range, as the funnel and the partner figures do. */
export async function readVitals(db: Db, query: { from?: string; to?: string }, exactUpTo = EXACT_VITALS_UP_TO) {
  const from = instant(query.from, false);
  const to = instant(query.to, true);
  // a day `to` ends where the next day starts; a time `to` is the last instant counted
  if (from && to && (isDayText(query.to!) ? Date.parse(from) >= Date.parse(to) : Date.parse(from) > Date.parse(to)))
    throw new ApiError('validation_failed', { from: 'after_to' }, 'from is after to.');
  const wholeDays = (!query.from || isDayText(query.from)) && (!query.to || isDayText(query.to));
  const estimate = wholeDays && (await samplesIn(db, query.from, query.to)) > exactUpTo;
  const rows = await db.query<VitalRow>(...(estimate ? fromHistograms(query.from, query.to) : fromEvents(from, to, query.to)));
  const pages = new Map<string, VitalsEntry>();
  for (const row of rows) {
    const key = `${row.page}\n${row.device}`;
    const entry = pages.get(key) ?? { page: row.page, device: row.device };
    entry[row.metric] = { p75: Number(row.p75), samples: row.samples };
    pages.set(key, entry);
  }
  return { from: from ?? null, to: to ?? null, vitals: [...pages.values()] };
}

export function vitalsRoutes(db: Db, door: Door, { exactUpTo = EXACT_VITALS_UP_TO } = {}): Hono {
  const app = new Hono();
  guardRoutes(app, door, '/vitals');
  describeAt(app, door, 'GET', '/vitals', {
    summary: 'The 75th percentile of each Core Web Vital of real page views, per page',
    tag: 'Admin',
    auth: 'admin',
    query: vitalsQuery,
    answers: {
      200: {
        description: 'Per page and metric.',
        json: z.object({ from: z.string().nullable(), to: z.string().nullable(), vitals: rowList }),
      },
    },
    refusals: { 400: '`fields.from`: after_to (later than `to`); or a field of the query.' },
  });
  app.get(door.path('/vitals'), async (c) => c.json(await readVitals(db, parseQuery(c, vitalsQuery), exactUpTo)));
  return app;
}
