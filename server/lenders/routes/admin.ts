// Lender accounts, for operators (docs/lenders.md "For operators"); admin token:
//   POST  /api/admin/lenders {"name", "delivery_url"?, "rules"?} → 201 {"lender_id", "api_key", "delivery_secret"} (shown once)
//   PATCH /api/admin/lenders/{lender_id} {"name"?, "delivery_url"?, "rules"?, "active"?} → 200 the lender
//   POST  /api/admin/lenders/{lender_id}/key → 200 {"lender_id", "api_key"}: a new key; the old one stops at once
//   GET   /api/admin/lenders → [the lender with "today": {"deliveries", "daily_cap"}, "returns"]
//   GET   /api/admin/lenders/{lender_id} → the same for one
//   GET   /api/admin/lenders/{lender_id}/deliveries?from=&to=&state= → deliveries (no personal data)
//   GET   /api/admin/leads/{lead_id}/lenders → {"lenders": [{lender_id, name, status, reached_at}], "deliveries", "receipt"}
//   GET   /api/admin/consent/verify → {"ok": true, "receipts": n} or {"ok": false, "broken_at": receipt_id}
// Keys: server/api-keys.ts (only a SHA-256 of each is stored).
import { Hono, type Context } from 'hono';
import type { Queryable } from '../../db';
import type { OperationDoc } from '../../http/doc/describe';
import { anyObject, rowList } from '../../http/doc/shapes';
import { describe } from '../../http/doc/describe';
import * as z from 'zod';
import { lenderChangeSchema, newLenderSchema } from '../../../common/lenders';
import { limitBody, readJsonObject, requireContentType } from '../../http/body';
import { ApiError } from '../../http/errors';
import { adminOnly } from '../../http/guards';
import { storableText } from '../../http/storable';
import { pageQuery, parseQuery, queryDay, queryOneOf, wantsPage } from '../../http/validate';
import { createLender, getLender, lenderPage, listLenders, patchLender, rotateLenderKey, type AccountContext } from '../accounts';
import { lendersOfLead } from '../reach';
import { receiptOf, verifyChain } from '../receipts';
import { withFigures } from '../figures';

const DELIVERY_STATES = ['pending', 'sending', 'sent', 'ready', 'failed', 'blocked'] as const;
const deliveriesQuery = z.object({ from: queryDay.optional(), to: queryDay.optional(), state: queryOneOf(DELIVERY_STATES).optional() });

export function lenderRoutes(ctx: AccountContext, adminToken: string): Hono {
  const { db } = ctx;
  const app = new Hono();
  for (const path of ['/api/admin/lenders', '/api/admin/lenders/*', '/api/admin/leads/:id/lenders', '/api/admin/consent/*'])
    app.use(path, adminOnly(adminToken));
  const body = [requireContentType('application/json'), limitBody(16 * 1024)] as const;
  const id = (raw: string) => storableText(raw);
  const lender = (summary: string, rest: Omit<OperationDoc, 'summary' | 'tag' | 'auth'>): OperationDoc => ({
    summary,
    tag: 'Lender accounts',
    auth: 'admin',
    ...rest,
  });
  const oneLender = { params: { id: 'The lender_id.' }, refusals: { 404: 'No lender has this lender_id.' } } as const;
  describe(
    app,
    'POST',
    '/api/admin/lenders',
    lender('Make a lender account', {
      body: { json: newLenderSchema, example: { name: 'Lanka Finance', delivery_url: 'https://lender.example/leads' } },
      answers: { 201: { description: 'The account with its api_key and delivery_secret: shown this once.', json: anyObject } },
    }),
  );
  describe(
    app,
    'PATCH',
    '/api/admin/lenders/:id',
    lender("Change a lender's name, delivery URL, rules or whether it is active", {
      ...oneLender,
      body: { json: lenderChangeSchema, example: { active: false } },
      answers: { 200: { description: 'The lender as changed, with today’s deliveries.', json: anyObject } },
    }),
  );
  describe(
    app,
    'POST',
    '/api/admin/lenders/:id/key',
    lender('A new api_key; the old one stops at once', {
      ...oneLender,
      answers: { 200: { description: 'Shown once.', json: z.object({ lender_id: z.string(), api_key: z.string() }) } },
    }),
  );
  describe(
    app,
    'GET',
    '/api/admin/lenders',
    lender('Every lender, with today’s deliveries against its cap', {
      description: 'Oldest first. With `limit` or `after`, one page of them (docs/scaling.md).',
      query: pageQuery,
      answers: {
        200: {
          description:
            'The lenders; with `limit` or `after`, one page of `limit` (100 by default) and the cursor of the next (`null`: the last page).',
          json: z.union([rowList, z.object({ items: rowList, next: z.string().nullable() })]),
        },
      },
    }),
  );
  describe(
    app,
    'GET',
    '/api/admin/lenders/:id',
    lender('One lender', { ...oneLender, answers: { 200: { description: 'The lender.', json: anyObject } } }),
  );
  describe(
    app,
    'GET',
    '/api/admin/lenders/:id/deliveries',
    lender("A lender's deliveries, without personal data", {
      ...oneLender,
      query: deliveriesQuery,
      answers: { 200: { description: 'Newest first, at most 1000.', json: z.object({ lender_id: z.string(), deliveries: rowList }) } },
    }),
  );
  describe(
    app,
    'GET',
    '/api/admin/leads/:id/lenders',
    lender('The lenders a lead reached, its deliveries and its consent receipt', {
      params: { id: 'The lead_id.' },
      answers: {
        200: {
          description: 'Lenders, deliveries and the receipt (`null`: none).',
          json: z.object({ lead_id: z.string(), lenders: rowList, deliveries: rowList, receipt: anyObject.nullable() }),
        },
      },
      refusals: { 404: 'No lead, delivery or receipt has this lead_id (`lead_not_found`); an erased lead keeps its receipt.' },
    }),
  );
  describe(
    app,
    'GET',
    '/api/admin/consent/verify',
    lender('Check the chain of consent receipts', {
      answers: {
        200: {
          description:
            '`ok`, and where the chain breaks if not: the first receipt whose hash, link to the one before, or Ed25519 signature does not hold.',
          json: anyObject,
        },
      },
    }),
  );
  app.post('/api/admin/lenders', ...body, async (c) => c.json(await createLender(ctx, await readJsonObject(c)), 201));
  app.patch('/api/admin/lenders/:id', ...body, async (c) =>
    c.json(await withFigures(db, await patchLender(ctx, id(c.req.param('id')), await readJsonObject(c)), ctx.now())),
  );
  app.post('/api/admin/lenders/:id/key', async (c) => c.json(await rotateLenderKey(db, id(c.req.param('id')))));
  app.get('/api/admin/lenders', async (c) => c.json(await lenderList(ctx, c)));
  app.get('/api/admin/lenders/:id', async (c) => c.json(await withFigures(db, await getLender(db, id(c.req.param('id'))), ctx.now())));
  app.get('/api/admin/lenders/:id/deliveries', async (c) => {
    const query = parseQuery(c, deliveriesQuery);
    const lender = await getLender(db, id(c.req.param('id')));
    const rows = await db.query(
      `select d.delivery_id, d.lead_id, d.state, d.attempts, d.created_at as delivered_at, d.done_at, d.last_code,
              r.reason as returned_reason, r.returned_at
         from lender_deliveries d left join lender_returns r on r.lead_id = d.lead_id and r.lender_id = d.lender_id
        where d.lender_id = $1 and ($2::date is null or d.colombo_day >= $2::date) and ($3::date is null or d.colombo_day <= $3::date)
          and ($4::text is null or d.state = $4::text)
        order by d.created_at desc, d.delivery_id limit 1000`,
      [lender.lender_id, query.from ?? null, query.to ?? null, query.state ?? null],
    );
    return c.json({ lender_id: lender.lender_id, deliveries: rows });
  });
  app.get('/api/admin/leads/:id/lenders', async (c) => {
    const found = await leadLenders(db, id(c.req.param('id')));
    if (!found) throw new ApiError('lead_not_found');
    return c.json(found);
  });
  app.get('/api/admin/consent/verify', async (c) => c.json(await verifyChain(db)));
  return app;
}

/** The lenders a lead reached, its deliveries and its consent receipt (GET /api/admin/leads/{id}/lenders
 * and the console's lead page); undefined for a lead_id nothing knows (an erased lead keeps its
 * receipt and deliveries). */
export async function leadLenders(db: Queryable, leadId: string) {
  const deliveries = await db.query(
    `select d.delivery_id, d.lender_id, l.name, d.state, d.attempts, d.created_at as delivered_at, d.done_at, d.last_code
       from lender_deliveries d join lenders l on l.lender_id = d.lender_id where d.lead_id = $1 order by d.created_at, d.lender_id`,
    [leadId],
  );
  const receipt = (await receiptOf(db, leadId)) ?? null;
  if (!receipt && !deliveries.length && !(await db.query('select 1 from leads where lead_id = $1', [leadId])).length) return undefined;
  return { lead_id: leadId, lenders: await lendersOfLead(db, leadId), deliveries, receipt };
}

/** GET /api/admin/lenders (and the console's): every lender with today's figures, or with `limit`
 * or `after` one page of them, by keyset. */
export async function lenderList(ctx: AccountContext, c: Context) {
  const { limit, after } = parseQuery(c, pageQuery);
  const now = ctx.now();
  const withToday = (lenders: Awaited<ReturnType<typeof listLenders>>) => Promise.all(lenders.map((l) => withFigures(ctx.db, l, now)));
  if (!wantsPage(c)) return withToday(await listLenders(ctx.db));
  const page = await lenderPage(ctx.db, { limit: limit ?? 100, after: after || undefined });
  return { items: await withToday(page.items), next: page.next };
}
