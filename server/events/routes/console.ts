// GET /api/console/funnel?from=&to=&split=partner|utm_source|lang — the funnel per Colombo day
// (page views → registrations → verified → offer clicks → approved → issued, and beside them the
// payable registrations and the quote views and choices), totals, and the
// same totals per partner, utm_source or language. A partner user gets its own partner's figures
// only (the provider filter is the session's, never the query's); no answer holds personal data.
// GET /api/console/funnel/days.csv | groups.csv?(the same)&q=&sort=&dir= — its tables as CSV (the same
// partner rule); GET /api/console/vitals.csv?from=&to=&q=&sort=&dir= (operators) — the page vitals
// table (GET /api/admin/vitals run in process). No personal data: none is audited.
// GET /api/console/sms (operators) — `{"on": false}`, or the codes sent in the last 24 hours against
// SMS_DAILY_LIMIT: `{"on": true, "sent", "daily_limit", "reached"}`, with `"outbox": true` under SMS_OUTBOX=1.
import { Hono, type Context } from 'hono';
import { anyObject } from '../../http/doc/shapes';
import { describe, doc } from '../../http/doc/describe';
import * as z from 'zod';
import {
  DAY_COLUMNS,
  GROUP_COLUMNS,
  groupRow,
  QUOTE_FIGURES,
  STEPS,
  VITAL_COLUMNS,
  vitalRow,
  type Step,
} from '../../../common/console-dashboard';
import { EVENT_METRIC_SQL, EVENT_NAMES_SQL } from '../../partners/figures';
import { listed, streamCsv } from '../../http/csv-export';
import { operatorsOnly, type ConsoleEnv } from '../../http/console-session';
import type { Db, Row } from '../../db';
import { ApiError } from '../../http/errors';
import { parseQuery, queryDay, queryOneOf, queryText } from '../../http/validate';
import { smsToday, type OtpSettings } from '../../sms/otp';
import { readVitals } from './admin';
import { jobsReportShape } from '../../leads/routes/admin';
import type { JobQueue } from '../../jobs';
import { addDays, colomboDateSql, colomboDay, DAY_MS, dayStart } from '../../../common/colombo';

/** The steps and, beside the funnel (not steps of its rates), `payable`: registrations that earn
 * their partner (counted as partner stats' `payable_leads` and the payout ledger count them), and
 * the quote step's views and choices (partner stats' `quote_views`, `quote_choices`). */
const FIGURES = [...STEPS, 'payable', ...QUOTE_FIGURES] as const;
type Figure = (typeof FIGURES)[number];
const MAX_DAYS = 366;

/** Days checked by `funnelQuery`; 400 naming the field when reversed or too long. */
export function colomboRange(query: { from?: string; to?: string }) {
  const to = query.to || colomboDay();
  const from = query.from || addDays(to, -13);
  const count = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
  if (count < 1) throw new ApiError('validation_failed', { from: 'after_to' }, 'from is after to.');
  if (count > MAX_DAYS) throw new ApiError('validation_failed', { to: 'range_too_long' }, `At most ${MAX_DAYS} days at once.`);
  return {
    from,
    to,
    start: dayStart(from).toISOString(),
    end: dayStart(addDays(to, 1)).toISOString(),
    days: Array.from({ length: count }, (_, i) => addDays(from, i)),
  };
}

/** The daily counts' rows (`dim`) and key of a split: the events' and the leads' alike. */
const SPLITS = {
  partner: { dim: '', key: 'r.provider' },
  utm_source: { dim: 'utm_source', key: 'r.value' },
  lang: { dim: 'lang', key: 'r.value' },
} as const;
type Split = keyof typeof SPLITS;

const FUNNEL_RANGE = '`fields.from`: after_to; `fields.to`: range_too_long (over 366 days); or a field of the query.';

const funnelQuery = z.object({
  from: queryDay.optional(),
  to: queryDay.optional(),
  split: queryOneOf(Object.keys(SPLITS) as [Split, ...Split[]], 'partner_utm_source_or_lang').default('partner'),
});

/** A table's search and order (common/table-query.ts) beside the funnel's own query. */
const tableQuery = (columns: readonly string[]) => ({
  q: queryText(200).optional(),
  sort: queryOneOf(columns as unknown as [string, ...string[]]).optional(),
  dir: queryOneOf(['asc', 'desc']).default('asc'),
});

/** One row per (step, Colombo day, split key). Events from their daily counts (`event_counts`,
 * migration 016, equal to a raw count: the range is whole Colombo days); leads from theirs
 * (`lead_daily`, migration 019, kept exact by the writes): a lead once per step by the day it came;
 * approved/issued: distinct leads a lender moved there that day (the split key is the lead's, so
 * the groups' sums are the distinct counts). */
const funnelSql = (split: Split, onlyProvider: boolean) => `
  select x.step, to_char(x.day, 'YYYY-MM-DD') as day, coalesce(x.key, '') as key, sum(x.n)::int as n
  from (
    select ${EVENT_METRIC_SQL} as step,
           r.day, ${SPLITS[split].key} as key, sum(r.n) as n
      from event_counts r
     where r.dim = '${SPLITS[split].dim}' and r.event in (${EVENT_NAMES_SQL})
       and r.day >= ${colomboDateSql('$1::timestamptz')} and r.day < ${colomboDateSql('$2::timestamptz')}
       ${onlyProvider ? 'and r.provider = $3::text' : ''}
     group by 1, 2, 3
    union all
    select case r.metric when 'leads' then 'registrations' else r.metric end, r.day, ${SPLITS[split].key}, sum(r.n)
      from lead_daily r
     where r.dim = '${SPLITS[split].dim}' and r.n <> 0
       and r.day >= ${colomboDateSql('$1::timestamptz')} and r.day < ${colomboDateSql('$2::timestamptz')}
       ${onlyProvider ? 'and r.provider = $3::text' : ''}
     group by 1, 2, 3
  ) x
  group by 1, 2, 3`;

const zero = () => Object.fromEntries(FIGURES.map((s) => [s, 0])) as Record<Figure, number>;

/** Each step as a share of the step before it (null when the one before is 0). */
export function conversion(figures: Record<Step, number>): Record<string, number | null> {
  return Object.fromEntries(STEPS.slice(1).map((step, i) => [step, figures[STEPS[i]] ? figures[step] / figures[STEPS[i]] : null]));
}

/** The funnel of the range; a partner user's own partner only (the session's, never the query's). */
async function funnelOf(db: Db, c: Context<ConsoleEnv>, query: z.output<typeof funnelQuery>) {
  const range = colomboRange(query);
  const split = query.split;
  const operator = c.get('operator');
  const own = operator.role === 'partner' ? operator.provider_id : null;
  const params: unknown[] = [range.start, range.end];
  if (own !== null) params.push(own);
  const rows = await db.query<{ step: Figure; day: string; key: string; n: number }>(funnelSql(split, own !== null), params);
  const byDay = new Map(range.days.map((d) => [d, zero()]));
  const groups = new Map<string, Record<Figure, number>>();
  const totals = zero();
  for (const row of rows) {
    const day = byDay.get(row.day);
    if (!day) continue;
    // Events count each event; a lead counted once per step and day: a key's rows add up exactly.
    day[row.step] += row.n;
    totals[row.step] += row.n;
    if (!groups.has(row.key)) groups.set(row.key, zero());
    groups.get(row.key)![row.step] += row.n;
  }
  return {
    from: range.from,
    to: range.to,
    split,
    provider_id: own,
    days: [...byDay].map(([date, figures]) => ({ date, ...figures })),
    totals,
    rates: conversion(totals),
    groups: [...groups]
      .sort((a, b) => b[1].registrations - a[1].registrations || a[0].localeCompare(b[0]))
      .map(([key, figures]) => ({ key, ...figures, rates: conversion(figures) })),
  };
}

/** `otp`: the SMS settings, undefined when phone verification is off. */
export function consoleDashboardRoutes(db: Db, otp: OtpSettings | undefined, jobs: Pick<JobQueue, 'report'>): Hono<ConsoleEnv> {
  const app = new Hono<ConsoleEnv>();
  app.get(
    '/api/console/jobs',
    doc({
      summary: 'The background job queues (GET /api/admin/jobs for the console)',
      tag: 'Console',
      auth: 'console',
      answers: { 200: { description: 'Scheduled queues first, then the others, by name.', json: jobsReportShape } },
    }),
    operatorsOnly,
    async (c) => c.json({ queues: await jobs.report() }),
  );
  app.get(
    '/api/console/sms',
    doc({
      summary: "Today's SMS against the daily cap",
      tag: 'Console',
      auth: 'console',
      answers: {
        200: {
          description: '`on`: false without an SMS gateway or outbox; `outbox`: true when SMS_OUTBOX=1 keeps them at /console/outbox.',
          json: z.looseObject({ on: z.boolean() }),
        },
      },
    }),
    operatorsOnly,
    // `outbox`: SMS_OUTBOX=1, the SMS go to /console/outbox instead of a gateway
    async (c) => c.json(otp ? { on: true, ...('outbox' in otp.sms && { outbox: true }), ...(await smsToday(db, otp)) } : { on: false }),
  );
  app.get(
    '/api/console/funnel',
    doc({
      summary: 'The funnel per day and split (a partner user: its own)',
      tag: 'Console',
      auth: 'console',
      query: funnelQuery,
      answers: { 200: { description: 'Days, groups and totals.', json: anyObject } },
    }),
    async (c) => c.json(await funnelOf(db, c, parseQuery(c, funnelQuery))),
  );
  for (const [table, columns] of [
    ['days', DAY_COLUMNS],
    ['groups', GROUP_COLUMNS],
  ] as const) {
    const tableFunnelQuery = funnelQuery.extend(tableQuery(columns));
    describe(app, 'GET', `/api/console/funnel/${table}.csv`, {
      summary: `The funnel's ${table} table as CSV, filtered and sorted as on its screen (a partner user: its own)`,
      tag: 'Console',
      auth: 'console',
      query: tableFunnelQuery,
      answers: { 200: { description: 'Streamed CSV.', csv: true } },
      refusals: { 400: FUNNEL_RANGE },
    });
    app.get(`/api/console/funnel/${table}.csv`, async (c) => {
      const query = parseQuery(c, tableFunnelQuery);
      const funnel = await funnelOf(db, c, query);
      const rows: Row[] = table === 'days' ? funnel.days : funnel.groups.map(groupRow);
      return streamCsv(c, `naya-funnel-${table}-${funnel.from}-${funnel.to}.csv`, columns, listed(rows, columns, query));
    });
  }
  const vitalsQuery = z.object({ from: queryDay.optional(), to: queryDay.optional(), ...tableQuery(VITAL_COLUMNS) });
  describe(app, 'GET', '/api/console/vitals.csv', {
    summary: 'The page vitals table as CSV, filtered and sorted as on its screen (operators)',
    tag: 'Console',
    auth: 'console',
    query: vitalsQuery,
    answers: { 200: { description: 'Streamed CSV.', csv: true } },
    refusals: { 400: '`fields.from`: after_to (later than `to`); or a field of the query.' },
  });
  app.get('/api/console/vitals.csv', operatorsOnly, async (c) => {
    const query = parseQuery(c, vitalsQuery);
    const rows = (await readVitals(db, query)).vitals.map(vitalRow);
    return streamCsv(c, 'naya-vitals.csv', VITAL_COLUMNS, listed(rows, VITAL_COLUMNS, query));
  });
  return app;
}
