// Admin: GET /api/admin/leads (JSON, or CSV with Accept: text/csv) and GET /api/admin/stats, both
// behind `Authorization: Bearer $ADMIN_TOKEN`.
import { Hono } from 'hono';
import { rowList } from '../../http/doc/shapes';
import { describe } from '../../http/doc/describe';
import * as z from 'zod';
import { adminOnly } from '../../http/guards';
import type { Db } from '../../db';
import { isFailing, type JobQueue } from '../../jobs';
import { answeredBy } from '../../db/read-routing';
import { keysetPage, type KeyColumn } from '../../http/keyset';
import { INT4_MAX, parseQuery, queryNames, queryInstant, queryText, queryWhole } from '../../http/validate';
import { toCsv } from '../../csv';
import { LEAD_COLUMNS } from '../../../common/lead-columns';
import { DAY_MS, dayStart } from '../../../common/colombo';

const MAX_LIMIT = 10_000;

const leadsQuery = z.object({
  limit: queryWhole(0, INT4_MAX).optional(), // 0 or none: 1000; above MAX_LIMIT: MAX_LIMIT
  offset: queryWhole(0, INT4_MAX).optional(),
  /** A page by keyset: `{"items", "next"}`; empty for the first page. */
  after: z.string().max(1000).optional(),
  provider: queryWhole(0, INT4_MAX).optional(),
  status: queryText(100).optional(),
  from: queryInstant.optional(),
  to: queryInstant.optional(),
});

export const isDayText = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text);

/** A day (`YYYY-MM-DD`, Colombo's day) or a full ISO time, checked by `queryInstant`, as an instant. */
export function instant(text: string | undefined, endOfDay: boolean): string | undefined {
  if (!text) return undefined;
  const day = isDayText(text);
  const time = day ? dayStart(text) : new Date(text);
  if (day && endOfDay) time.setTime(time.getTime() + DAY_MS); // `to` a day: up to that day's end
  return time.toISOString();
}

/** `?provider=&status=&from=&to=` as a where clause: a day `to` includes that whole day. */
function leadFilter(query: z.output<typeof leadsQuery>): { where: string; clauses: string[]; params: unknown[] } {
  const clauses: string[] = [];
  const params: unknown[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    clauses.push(sql.replace('?', `$${params.length}`));
  };
  if (query.provider !== undefined) add('provider = ?', query.provider);
  if (query.status) add('status = ?', query.status);
  const from = instant(query.from, false);
  if (from) add('created_at >= ?', from);
  const to = instant(query.to, true);
  if (to) add(isDayText(query.to!) ? 'created_at < ?' : 'created_at <= ?', to);
  return { where: clauses.length ? `where ${clauses.join(' and ')}` : '', clauses, params };
}

/** The admin list's order (newest first, then lead_id) as a keyset. */
const LEAD_KEYS: KeyColumn[] = [
  { sql: 'created_at', dir: 'desc', type: 'timestamptz' },
  { sql: 'lead_id', dir: 'asc', type: 'text' },
];

/** bigint arrives as a string from PostgreSQL; incomes fit a JS number. */
const plainLead = (row: Record<string, unknown>) => ({ ...row, monthly_income: Number(row.monthly_income) });

/** The date as text in SQL, so no driver turns it into a local-midnight Date. */
/** Every lead column, the NIC birth date as a plain date (the admin and console exports). */
export const SELECT_LEADS = LEAD_COLUMNS.map((c) =>
  c === 'nic_birth_date' ? "to_char(nic_birth_date, 'YYYY-MM-DD') as nic_birth_date" : c,
).join(', ');

/** GET /api/admin/jobs and its console twin. */
export const jobsReportShape = z.object({
  queues: z.array(
    z.object({
      name: z.string(),
      schedule: z.string().nullable().describe('Cron (UTC); null for a queue that runs what is sent to it.'),
      last_completed_at: z.string().nullable(),
      last_failed_at: z
        .string()
        .nullable()
        .describe('The last job that failed with no try left, or the last time the queue itself failed.'),
      last_error: z.string().nullable(),
      waiting: z.number().int(),
    }),
  ),
});

/** `journaled`: the events answered 202 that wait in the burst journal (server/events/intake.ts). */
export function adminRoutes(db: Db, token: string, journaled: () => number, jobs: Pick<JobQueue, 'report'>): Hono {
  const app = new Hono();
  app.use('/api/admin/*', adminOnly(token));
  describe(app, 'GET', '/api/admin/stats', {
    summary: 'How many events, leads, push tokens and webhooks are stored',
    tag: 'Admin',
    auth: 'admin',
    answers: {
      200: {
        description:
          'Row counts, and the events answered 202 that wait in the burst journal (stored once a burst has passed; not in `events` yet). `database`: which database counted them (a replica with DATABASE_READ_URL, the primary when none is set or it is more than DATABASE_READ_MAX_LAG_MS behind) and how far behind it was.',
        json: z.object({
          events: z.number().int(),
          events_journaled: z.number().int(),
          jobs_failing: z
            .number()
            .int()
            .describe('Scheduled queues whose latest run finally failed (GET /api/admin/jobs says which and why).'),
          leads: z.number().int(),
          push_tokens: z.number().int(),
          webhooks: z.number().int(),
          database: z.object({
            answered_by: z.enum(['primary', 'replica']),
            replay_lag_ms: z.number().int(),
          }),
        }),
      },
    },
  });
  describe(app, 'GET', '/api/admin/jobs', {
    summary: 'The background job queues: schedules, last runs, failures, jobs waiting',
    tag: 'Admin',
    auth: 'admin',
    answers: { 200: { description: 'Scheduled queues first, then the others, by name.', json: jobsReportShape } },
  });
  describe(app, 'GET', '/api/admin/leads', {
    summary: 'Leads with their personal data, newest first',
    description: 'With `Accept: text/csv`, the same rows as CSV.',
    tag: 'Admin',
    auth: 'admin',
    query: leadsQuery,
    answers: {
      200: {
        description:
          'The leads; with `after` (empty for the first page), one page of `limit` of them and the cursor of the next (`null`: the last page).',
        json: z.union([rowList, z.object({ items: rowList, next: z.string().nullable() })]),
        csv: true,
      },
    },
  });
  app.get('/api/admin/stats', async (c) => {
    // events: the rolled events' count plus the last minutes' (migration 021), not millions of rows counted
    const [row] = await db.query<Record<string, number>>(`select
      event_total()::int as events,
      (select count(*)::int from leads) as leads,
      (select count(*)::int from push_tokens) as push_tokens,
      (select count(*)::int from webhooks) as webhooks`);
    const queues = await jobs.report();
    return c.json({
      events: row.events,
      events_journaled: journaled(),
      jobs_failing: queues.filter(isFailing).length,
      leads: row.leads,
      push_tokens: row.push_tokens,
      webhooks: row.webhooks,
      database: answeredBy(),
    });
  });
  app.get('/api/admin/jobs', async (c) => c.json({ queues: await jobs.report() }));
  app.get('/api/admin/leads', async (c) => {
    const query = parseQuery(c, leadsQuery);
    const limit = Math.min(query.limit || 1000, MAX_LIMIT);
    const offset = query.offset ?? 0;
    const filter = leadFilter(query);
    const csv = (c.req.header('accept') ?? '').includes('text/csv');
    if (queryNames(c, 'after')) {
      // `after` given, empty or not (an empty value reads as none): the paged answer
      // by keyset: a page costs the same at any depth, and leads added between pages repeat none
      const list = { columns: SELECT_LEADS, from: 'leads', where: filter.clauses, params: filter.params, keys: LEAD_KEYS };
      const page = await keysetPage(db, list, { limit, after: query.after });
      const items = page.items.map(plainLead);
      if (!csv) return c.json({ items, next: page.next });
      c.header('Content-Disposition', 'attachment; filename="naya-leads.csv"');
      return c.body(toCsv(LEAD_COLUMNS, items), 200, { 'Content-Type': 'text/csv; charset=utf-8' });
    }
    const rows = (
      await db.query(
        `select ${SELECT_LEADS} from leads ${filter.where} order by created_at desc, lead_id limit $${filter.params.length + 1} offset $${filter.params.length + 2}`,
        [...filter.params, limit, offset],
      )
    ).map(plainLead);
    if (csv) {
      c.header('Content-Disposition', 'attachment; filename="naya-leads.csv"');
      return c.body(toCsv(LEAD_COLUMNS, rows), 200, { 'Content-Type': 'text/csv; charset=utf-8' });
    }
    return c.json(rows);
  });
  return app;
}
