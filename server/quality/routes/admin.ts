// Lead quality and payouts for operators, admin token (docs/lead-quality-and-payouts.md); the
// console's operators make the same calls through its door (server/http/doors.ts,
// server/quality/routes/console.ts):
//   GET  /api/admin/review?limit=&offset=               → {"total", "leads": [...]}: leads waiting, oldest first
//   POST /api/admin/leads/{lead_id}/review {"decision": "approve"|"reject", "reason"} → {"lead_id", "quality", "payout"}
//   GET  /api/admin/payouts?provider=&from=&to=         → a partner's entries, totals by state, batches
//   POST /api/admin/payouts/batches                     → 201 {"batch_id", "entries", "total"}; 409 nothing to pay
//   GET  /api/admin/payouts/batches                     → the batches, newest first
//   GET  /api/admin/payouts/batches/{batch_id}.csv      → the bank-transfer file
import type { Lifecycle } from '../../lifecycle';
import { Hono } from 'hono';
import { anyObject, rowList } from '../../http/doc/shapes';
import * as z from 'zod';
import { actorOf } from '../../audit/index';
import { recordConsoleAudit } from '../../audit/console';
import type { Db } from '../../db';
import { limitBody, readJsonObject, requireContentType } from '../../http/body';
import { ApiError } from '../../http/errors';
import { dayRangeQuery, INT4_MAX, parseQuery, queryWhole, zodFields, dayRange } from '../../http/validate';
import { batchCsv, closeBatch, listBatches } from '../../payouts/batches';
import { payoutReport } from '../../payouts/reports';
import { reviewLead, reviewQueue, reviewSchema } from '../review';
import { describeAt, guardRoutes, type Door } from '../../http/doors';

const queueQuery = z.object({ limit: queryWhole(1, 1000).optional(), offset: queryWhole(0, INT4_MAX).optional() });
export const payoutsQuery = dayRangeQuery.extend({ provider: queryWhole(1, INT4_MAX) });

export interface QualityRouteOptions {
  db: Db;
  /** Phone verification is on: a cpl lead is paid once verified. */
  smsOn: boolean;
  /** The ledger's clock (server/quality/settings.ts). */
  now: () => Date;
  /** Decisions are lead events: an approved lead is routed by the lenders' consumer. */
  lifecycle: Pick<Lifecycle, 'record'>;
}

/** `door`: the admin token's, or the console's (its GET /payouts is its own: partner users read
 * their own partner's, server/quality/routes/console.ts). */
export function qualityAdminRoutes({ db, smsOn, now, lifecycle }: QualityRouteOptions, door: Door): Hono {
  const app = new Hono();
  guardRoutes(app, door, '/review', '/leads/:id/review', '/payouts/*');
  if (door.name === 'admin') guardRoutes(app, door, '/payouts');
  const admin = { auth: 'admin' } as const;
  describeAt(app, door, 'GET', '/review', {
    ...admin,
    tag: 'Lead quality',
    summary: 'Leads held for review, oldest first',
    query: queueQuery,
    answers: { 200: { description: 'The queue.', json: anyObject } },
  });
  describeAt(app, door, 'POST', '/leads/:id/review', {
    ...admin,
    tag: 'Lead quality',
    summary: 'Approve or reject a held lead, with a reason',
    params: { id: 'The lead_id.' },
    body: { json: reviewSchema, example: { decision: 'approve', reason: 'Called the person: a real application.' } },
    answers: { 200: { description: 'The lead’s quality now.', json: anyObject } },
    refusals: { 404: 'No such lead (`lead_not_found`).', 409: 'The lead is not in a state this decision starts from.' },
  });
  if (door.name === 'admin')
    describeAt(app, door, 'GET', '/payouts', {
      ...admin,
      tag: 'Payouts',
      summary: "A partner's payout entries, totals by state, and batches",
      query: payoutsQuery,
      answers: { 200: { description: 'As GET /api/partner/payouts for that partner.', json: anyObject } },
    });
  describeAt(app, door, 'POST', '/payouts/batches', {
    ...admin,
    tag: 'Payouts',
    summary: 'Close a batch of every approved entry',
    answers: { 201: { description: 'The batch: its id, entries and total (LKR).', json: anyObject } },
    refusals: { 409: 'Nothing is approved to pay.' },
  });
  describeAt(app, door, 'GET', '/payouts/batches', {
    ...admin,
    tag: 'Payouts',
    summary: 'The payout batches, newest first',
    answers: { 200: { description: 'The batches.', json: rowList } },
  });
  describeAt(app, door, 'GET', '/payouts/batches/:file', {
    ...admin,
    tag: 'Payouts',
    summary: "A batch's bank-transfer file",
    params: { file: '`<batch_id>.csv`' },
    answers: { 200: { description: 'The CSV: partner, bank account, amount, reference.', csv: true } },
    refusals: { 404: 'No payout batch has this id.' },
  });
  app.get(door.path('/review'), async (c) => {
    const query = parseQuery(c, queueQuery);
    return c.json(await reviewQueue(db, query.limit ?? 100, query.offset ?? 0));
  });
  app.post(door.path('/leads/:id/review'), requireContentType('application/json'), limitBody(4096), async (c) => {
    const parsed = reviewSchema.safeParse(await readJsonObject(c));
    if (!parsed.success) throw new ApiError('validation_failed', zodFields(parsed.error));
    return c.json(await reviewLead(db, c.req.param('id'), parsed.data, actorOf(c), smsOn, lifecycle));
  });
  if (door.name === 'admin')
    app.get(door.path('/payouts'), async (c) => {
      const query = parseQuery(c, payoutsQuery);
      return c.json(await payoutReport(db, query.provider, dayRange(query)));
    });
  app.post(door.path('/payouts/batches'), async (c) => {
    const actor = actorOf(c);
    const batch = await closeBatch(db, actor, now(), (tx, closed) => recordConsoleAudit(tx, actor, 'payout.batch.close', { ...closed }));
    return c.json(batch, 201);
  });
  app.get(door.path('/payouts/batches'), async (c) => c.json(await listBatches(db)));
  app.get(door.path('/payouts/batches/:file'), async (c) => {
    const match = /^([a-z0-9-]{1,64})\.csv$/.exec(c.req.param('file'));
    if (!match) throw new ApiError('not_found', {}, 'No payout batch has this id.');
    const csv = await batchCsv(db, match[1]!);
    await recordConsoleAudit(db, actorOf(c), 'payout.batch.export', { batch_id: match[1]! });
    c.header('Content-Disposition', `attachment; filename="naya-payouts-${match[1]}.csv"`);
    return c.body(csv, 200, { 'Content-Type': 'text/csv; charset=utf-8' });
  });
  return app;
}
