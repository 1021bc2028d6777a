// Console leads (operators only; every answer with personal data is in the audit log):
//   GET /api/console/leads?q=&from=&to=&provider=&status=&verified=&district=&sort=&dir=&page=&per_page=
//   GET /api/console/leads.csv?(the same filters)   exactly the filtered set, in the table's order, streamed
//   GET /api/console/leads/{lead_id}…                one lead: console-lead-detail.ts
//   POST /api/console/postbacks/{postback_id}/retry  "retry now" for a failed postback
// Paging is server-side with indexed filters (migration 005), a deep page's offset taken in an index
// alone (migration 020), so 100,000 leads page as fast as 100.
import { Hono } from 'hono';
import { anyObject, rowList } from '../../http/doc/shapes';
import { describe } from '../../http/doc/describe';
import * as z from 'zod';
import { checkNic, DISTRICTS, normalizeMobile } from '../../../common/domain';
import { recordConsoleAudit } from '../../audit/console';
import { operatorsOnly, type ConsoleEnv } from '../../http/console-session';
import { streamCsv } from '../../http/csv-export';
import type { Db } from '../../db';
import { ApiError, apiError } from '../../http/errors';
import { keysetBatches, type KeyColumn } from '../../http/keyset';
import { INT4_MAX, parseQuery, queryBoolean, queryDay, queryOneOf, queryText, queryWhole } from '../../http/validate';
import type { JobQueue } from '../../jobs';
import { retryPostback } from '../../partners/postbacks';
import { LEAD_COLUMNS } from '../../../common/lead-columns';
import { SELECT_LEADS } from './admin';
import { addDays, dayStart } from '../../../common/colombo';

const SORTS = {
  created_at: { sql: 'created_at', type: 'timestamptz' },
  amount: { sql: 'amount', type: 'integer' },
  full_name: { sql: 'lower(full_name)', type: 'text' },
  status: { sql: 'status', type: 'text' },
  district: { sql: 'district', type: 'text' },
} as const satisfies Record<string, Omit<KeyColumn, 'dir'>>;
const LIST_COLUMNS =
  'lead_id, created_at, full_name, phone, nic, amount, term_days, district, status, verified, provider, utm_source, lang';
const MAX_PER_PAGE = 100;
const MAX_PAGE = 100_000;
const MAX_EXPORT = 200_000;

const leadsQuery = z.object({
  q: queryText(200).optional(),
  from: queryDay.optional(),
  to: queryDay.optional(),
  provider: queryWhole(0, INT4_MAX).optional(),
  status: queryText(100).optional(),
  verified: queryBoolean.optional(),
  district: queryOneOf(DISTRICTS).optional(),
  sort: queryOneOf(Object.keys(SORTS) as [keyof typeof SORTS, ...(keyof typeof SORTS)[]]).default('created_at'),
  dir: queryOneOf(['asc', 'desc']).default('desc'),
  page: queryWhole(1, MAX_PAGE).default(1),
  per_page: queryWhole(1, MAX_PER_PAGE).default(50),
});
type LeadsQuery = z.output<typeof leadsQuery>;

/** A day (`YYYY-MM-DD`, checked by `leadsQuery`) is Colombo's day; `to` includes the whole day. */
function colomboDay(text: string | undefined, end: boolean): string | undefined {
  if (!text) return undefined;
  return dayStart(end ? addDays(text, 1) : text).toISOString();
}

const likePrefix = (text: string) => text.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`) + '%';

export interface LeadQuery {
  where: string;
  /** The same filters one by one, their `$n` in `params`. */
  clauses: string[];
  params: unknown[];
  order: string;
  /** The order as a keyset: the sort column, then lead_id (unique) in the same direction. */
  keys: KeyColumn[];
  /** The filters used, by name only (for the audit log: never their values). */
  used: string[];
}

export function leadQuery(query: LeadsQuery): LeadQuery {
  const clauses: string[] = [];
  const params: unknown[] = [];
  const used: string[] = [];
  const add = (name: string, sql: string, ...values: unknown[]) => {
    used.push(name);
    clauses.push(sql.replace(/\?/g, () => `$${params.push(values.shift())}`));
  };
  const q = query.q?.trim();
  if (q) {
    // Phone and NIC in any accepted spelling match their stored form; else a lead id or a name prefix.
    const phone = normalizeMobile(q);
    const nic = checkNic(q);
    if (phone) add('q', 'phone = ?', phone);
    else if (nic.ok) add('q', 'nic = ?', nic.info.normalized);
    else add('q', "(lead_id = ? or lower(full_name) like ? escape '\\')", q, likePrefix(q));
  }
  const from = colomboDay(query.from, false);
  if (from) add('from', 'created_at >= ?', from);
  const to = colomboDay(query.to, true);
  if (to) add('to', 'created_at < ?', to);
  if (query.provider !== undefined) add('provider', 'provider = ?', query.provider);
  if (query.status) add('status', 'status = ?', query.status);
  if (query.verified !== undefined) add('verified', 'verified = ?', query.verified);
  if (query.district) add('district', 'district = ?', query.district);
  const { sort, dir } = query;
  return {
    where: clauses.length ? `where ${clauses.join(' and ')}` : '',
    clauses,
    params,
    order: `order by ${SORTS[sort].sql} ${dir}, lead_id ${dir}`,
    keys: [
      { ...SORTS[sort], dir },
      { sql: 'lead_id', type: 'text', dir },
    ],
    used,
  };
}

const plain = (row: Record<string, unknown>) => ({
  ...row,
  ...('monthly_income' in row ? { monthly_income: Number(row.monthly_income) } : {}),
});

async function* plainBatches(batches: AsyncIterable<Record<string, unknown>[]>) {
  for await (const rows of batches) yield rows.map(plain);
}

export function consoleLeadRoutes(db: Db, jobs: JobQueue): Hono<ConsoleEnv> {
  const app = new Hono<ConsoleEnv>();
  app.use('/api/console/leads', operatorsOnly);
  app.use('/api/console/leads/*', operatorsOnly);
  app.use('/api/console/leads.csv', operatorsOnly);
  app.use('/api/console/postbacks/*', operatorsOnly);

  const con = { tag: 'Console', auth: 'console' } as const;
  describe(app, 'POST', '/api/console/postbacks/:id/retry', {
    ...con,
    summary: 'Retry a failed postback now',
    params: { id: 'The postback_id.' },
    answers: {
      202: { description: 'Queued.', json: z.object({ postback_id: z.string(), state: z.literal('pending'), attempts: z.number().int() }) },
    },
    refusals: { 400: 'Only a failed postback can be retried (`fields.state`: not_failed).', 404: 'No postback has this id.' },
  });
  describe(app, 'GET', '/api/console/leads', {
    ...con,
    summary: 'Leads, filtered, sorted and paged (personal data: audited)',
    query: leadsQuery,
    answers: {
      200: {
        description: 'One page.',
        json: z.object({ total: z.number().int(), page: z.number().int(), per_page: z.number().int(), rows: rowList }),
      },
    },
  });
  describe(app, 'GET', '/api/console/leads.csv', {
    ...con,
    summary: 'The filtered leads as CSV (audited)',
    query: leadsQuery,
    answers: { 200: { description: 'Streamed CSV.', csv: true } },
  });
  describe(app, 'GET', '/api/console/leads/:id', {
    ...con,
    summary: 'One lead with its history, events, pushes and postbacks (audited)',
    params: { id: 'The lead_id.' },
    answers: { 200: { description: 'The lead.', json: z.looseObject({ lead: anyObject }) } },
    refusals: { 404: 'No such lead (`lead_not_found`).' },
  });
  app.post('/api/console/postbacks/:id/retry', async (c) => {
    // The postback id holds the lead id: the audit log keeps the partner and the try count only.
    const outcome = await retryPostback(db, jobs, c.req.param('id'), (tx, retried) =>
      recordConsoleAudit(tx, c.get('operator').actor, 'console.postback.retry', {
        provider_id: retried.provider_id,
        attempts: retried.attempts,
      }),
    );
    if (!outcome.retried) {
      if (outcome.state === null) return apiError(c, 'not_found', {}, 'No postback has this id.');
      throw new ApiError(
        'validation_failed',
        { state: 'not_failed' },
        `Only a failed postback can be retried now; this one is ${outcome.state}.`,
      );
    }
    return c.json({ postback_id: outcome.postback_id, state: 'pending', attempts: outcome.attempts }, 202);
  });

  app.get('/api/console/leads', async (c) => {
    const query = parseQuery(c, leadsQuery);
    const filter = leadQuery(query);
    const { page, per_page: perPage } = query;
    const [rows, [{ total }]] = await Promise.all([
      // The page's lead ids first (an offset skips rows in an index on the order alone, migration
      // 020), then only those rows: page 1,200 costs about what page 1 does.
      db.query(
        `select ${LIST_COLUMNS} from leads where lead_id in (
           select lead_id from leads ${filter.where} ${filter.order} limit ${perPage} offset ${(page - 1) * perPage}
         ) ${filter.order}`,
        filter.params,
      ),
      db.query<{ total: number }>(`select count(*)::int as total from leads ${filter.where}`, filter.params),
    ]);
    await recordConsoleAudit(db, c.get('operator').actor, 'console.leads.list', { filters: filter.used, shown: rows.length, total });
    return c.json({ total, page, per_page: perPage, rows });
  });

  app.get('/api/console/leads.csv', async (c) => {
    const filter = leadQuery(parseQuery(c, leadsQuery));
    const [{ total }] = await db.query<{ total: number }>(`select count(*)::int as total from leads ${filter.where}`, filter.params);
    const rows = Math.min(total, MAX_EXPORT);
    await recordConsoleAudit(db, c.get('operator').actor, 'console.leads.export', { filters: filter.used, rows });
    // by keyset, in the table's order: each batch starts after the last row sent
    const batches = keysetBatches(
      db,
      { columns: SELECT_LEADS, from: 'leads', where: filter.clauses, params: filter.params, keys: filter.keys },
      MAX_EXPORT,
    );
    return streamCsv(c, 'naya-leads.csv', LEAD_COLUMNS, plainBatches(batches));
  });

  return app;
}
