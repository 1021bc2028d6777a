// CSV of the review queue's and the payout screens' tables, the whole filtered set (`?q=&sort=&dir=`,
// common/table-query.ts), streamed (server/http/csv-export.ts); columns in common/money-lists.ts.
//   GET /api/console/review.csv                       operators: every lead waiting for review
//   GET /api/console/payouts.csv?provider=&from=&to=  a partner's ledger entries (partner users: their own)
//   GET /api/console/payout-lines.csv?provider=       what each batch paid that partner (partner users: their own)
//   GET /api/console/payouts/batches.csv              operators: every batch (who closed it: audited)
import type { Context } from 'hono';
import { Hono } from 'hono';
import * as z from 'zod';
import { batchRow, entryRow, lineRow, MONEY_COLUMNS, reviewRow, type MoneyList } from '../../../common/money-lists';
import type { BatchRecord, EntryRecord, LineRecord, ReviewRecord } from '../../../common/money-lists';
import { recordConsoleAudit } from '../../audit/console';
import { listed, streamCsv } from '../../http/csv-export';
import { forbidden, operatorsOnly, type ConsoleEnv } from '../../http/console-session';
import type { Db, Row } from '../../db';
import { ApiError } from '../../http/errors';
import { describe } from '../../http/doc/describe';
import { dayRangeQuery, INT4_MAX, parseQuery, queryOneOf, queryText, queryWhole, dayRange } from '../../http/validate';
import { listBatches } from '../batches';
import { payoutReport } from '../reports';

/** More than any queue an operator works through; the CSV says so by its length. */
const REVIEW_MAX = 100_000;

const listQuery = (name: MoneyList) =>
  z.object({
    q: queryText(200).optional(),
    sort: queryOneOf(MONEY_COLUMNS[name] as unknown as [string, ...string[]]).optional(),
    dir: queryOneOf(['asc', 'desc']).default('asc'),
  });
const partnerQuery = (name: MoneyList) => listQuery(name).extend({ provider: queryWhole(1, INT4_MAX).optional() });

/** Whose payouts: a partner user's own partner (the query's `provider` ignored), else the query's. */
function whose(c: Context<ConsoleEnv>, provider: number | undefined): number | Response {
  const session = c.get('operator');
  if (session.role !== 'operator') return session.provider_id ?? forbidden(c, 'Partner users see their own figures only.');
  if (provider === undefined) throw new ApiError('validation_failed', { provider: 'required' }, 'provider: which partner.');
  return provider;
}

/** `reviewQueue`: the review queue's leads (server/quality/review.ts), oldest first. */
export function consoleMoneyExportRoutes(
  db: Db,
  reviewQueue: (db: Db, limit: number, offset: number) => Promise<{ leads: unknown[] }>,
): Hono<ConsoleEnv> {
  const app = new Hono<ConsoleEnv>();
  const send = (c: Context<ConsoleEnv>, name: MoneyList, rows: Row[], query: { q?: string; sort?: string; dir?: 'asc' | 'desc' }) =>
    streamCsv(c, `naya-${name.replace('_', '-')}.csv`, MONEY_COLUMNS[name], listed(rows, MONEY_COLUMNS[name], query));

  const csv = (path: string, summary: string, query: z.core.$ZodType, refusals?: Partial<Record<400 | 403, string>>) =>
    describe(app, 'GET', path, {
      summary,
      tag: 'Console',
      auth: 'console',
      query,
      answers: { 200: { description: 'Streamed CSV.', csv: true } },
      ...(refusals && { refusals }),
    });
  const ownOnly = { 403: 'A partner user without a partner (partner users get their own partner’s, whatever `provider` says).' };
  app.use('/api/console/review.csv', operatorsOnly);
  csv('/api/console/review.csv', 'The review queue as CSV, filtered and sorted as on its screen (operators)', listQuery('review'));
  app.get('/api/console/review.csv', async (c) => {
    const query = parseQuery(c, listQuery('review'));
    const { leads } = await reviewQueue(db, REVIEW_MAX, 0);
    return send(c, 'review', (leads as unknown as ReviewRecord[]).map(reviewRow), query);
  });
  csv('/api/console/payouts.csv', "A partner's payout ledger entries as CSV", partnerQuery('payouts').extend(dayRangeQuery.shape), {
    400: '`fields.provider`: required (operators); `fields.from`: after_to; `fields.to`: range_too_long.',
    ...ownOnly,
  });
  app.get('/api/console/payouts.csv', async (c) => {
    const query = parseQuery(c, partnerQuery('payouts').extend(dayRangeQuery.shape));
    const provider = whose(c, query.provider);
    if (provider instanceof Response) return provider;
    const report = await payoutReport(db, provider, dayRange(query));
    return send(c, 'payouts', (report.entries as EntryRecord[]).map(entryRow), query);
  });
  csv('/api/console/payout-lines.csv', 'What each payout batch paid a partner, as CSV', partnerQuery('payout_lines'), {
    400: '`fields.provider`: required (operators).',
    ...ownOnly,
  });
  app.get('/api/console/payout-lines.csv', async (c) => {
    const query = parseQuery(c, partnerQuery('payout_lines'));
    const provider = whose(c, query.provider);
    if (provider instanceof Response) return provider;
    const report = await payoutReport(db, provider, dayRange({}));
    return send(c, 'payout_lines', (report.batches as unknown as LineRecord[]).map(lineRow), query);
  });
  app.use('/api/console/payouts/batches.csv', operatorsOnly);
  csv('/api/console/payouts/batches.csv', 'Every payout batch as CSV (operators; audited)', listQuery('payout_batches'));
  app.get('/api/console/payouts/batches.csv', async (c) => {
    const query = parseQuery(c, listQuery('payout_batches'));
    const rows = (await listBatches(db)) as unknown as BatchRecord[];
    await recordConsoleAudit(db, c.get('operator').actor, 'console.payouts.export', { rows: rows.length });
    return send(c, 'payout_batches', rows.map(batchRow), query);
  });
  return app;
}
