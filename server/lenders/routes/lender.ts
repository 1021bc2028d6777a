// The lender's own calls (docs/lenders.md), with `Authorization: Bearer <lender api_key>`:
//   GET  /api/lender/leads?since=ISO            → {"leads": [...]} delivered to this lender, with personal data
//   GET  /api/lender/leads?since=&limit=&after= → a page of them: {"items", "next"} (keyset, docs/lenders.md)
//   GET  /api/lender/consent/{lead_id}          → {"receipt", "text"}: the exact text shown, in the lead's language
//   POST /api/lender/leads/{lead_id}/return {"reason"} → 200; 400 another reason; 409 returned already or too late
// A lead that did not reach this lender (delivered, or a click on its offer) answers 404.
import type { Lifecycle } from '../../lifecycle';
import { noticesOf } from '../../leads/notices';
import { Hono, type MiddlewareHandler } from 'hono';
import { receiptSchema } from '../../http/doc/receipt';
import { anyObject } from '../../http/doc/shapes';
import { noticeSchema, pulledLeadSchema } from '../../openapi/messages';
import { describe } from '../../http/doc/describe';
import * as z from 'zod';
import { isLang } from '../../../common/lang';
import type { Db } from '../../db';
import { limitBody, readJsonObject, requireContentType } from '../../http/body';
import { ApiError } from '../../http/errors';
import { storableText } from '../../http/storable';
import { parseQuery, queryInstant, queryWhole, zodFields } from '../../http/validate';
import { receiptText } from '../consent';
import { deliveredLeads } from '../deliveries';
import { reachedAt } from '../reach';
import { receiptOf } from '../receipts';
import { RETURN_REASONS, returnLead } from '../returns';
import { lenderOf } from '../../http/guards';

const MAX_PAGE = 1000;
const DEFAULT_PAGE = 100;
/** `limit` (or `after`) asks for a page `{"items", "next"}`; without them the first 1000 as `{"leads"}`. */
const leadsQuery = z.object({
  since: queryInstant.optional(),
  limit: queryWhole(1, MAX_PAGE).optional(),
  after: z.string().max(1000).optional(),
});
const returnSchema = z.object({ reason: z.enum(RETURN_REASONS) });

type LenderEnv = { Variables: { lender: string } };

/** `returnWindowDays`: RETURN_WINDOW_DAYS, read once with the payout settings (server/quality/settings.ts). */
export function lenderApiRoutes(
  db: Db,
  now: () => Date,
  perIp: MiddlewareHandler,
  returnWindowDays: number,
  lifecycle: Pick<Lifecycle, 'record'>,
): Hono<LenderEnv> {
  const app = new Hono<LenderEnv>();
  // a wrong key counts against the address (no guessing), a right one is not limited per IP
  app.use('/api/lender/*', async (c, next) => {
    c.header('Cache-Control', 'no-store');
    const lender = await lenderOf(db, c.req.header('authorization') ?? '').catch((error: unknown) => error);
    if (typeof lender !== 'string') return perIp(c, () => Promise.reject(lender));
    c.set('lender', lender);
    await next();
  });
  describe(app, 'GET', '/api/lender/leads', {
    summary: 'The leads delivered to you',
    tag: 'Lenders',
    auth: 'lender',
    query: leadsQuery,
    answers: {
      200: {
        description:
          'Delivered leads (since `since`, when given), oldest first; with `limit` or `after`, one page of them and the cursor of the next (`null`: the last page). `notices`: the `lead_withdrawn` / `lead_erased` notices of leads you received (since `since`; on the first page only), the same as pushed to your delivery URL.',
        json: z.union([
          z.object({ leads: z.array(pulledLeadSchema), notices: z.array(noticeSchema) }),
          z.object({ items: z.array(pulledLeadSchema), next: z.string().nullable(), notices: z.array(noticeSchema).optional() }),
        ]),
      },
    },
  });
  describe(app, 'GET', '/api/lender/consent/:lead_id', {
    summary: "A lead's consent receipt and the words it agreed to",
    tag: 'Lenders',
    auth: 'lender',
    params: { lead_id: 'A lead that reached you.' },
    answers: {
      200: { description: 'The receipt and its text.', json: z.object({ receipt: receiptSchema, text: z.string().nullable().optional() }) },
    },
    refusals: { 404: 'No such lead reached you (`lead_not_found`).' },
  });
  describe(app, 'POST', '/api/lender/leads/:lead_id/return', {
    summary: 'Return a lead you cannot use, with a reason',
    tag: 'Lenders',
    auth: 'lender',
    params: { lead_id: 'A lead delivered to you.' },
    body: { json: returnSchema, example: { reason: 'duplicate' } },
    answers: { 200: { description: 'The return as recorded.', json: anyObject } },
    refusals: { 404: 'No such lead was delivered to you (`lead_not_found`).', 409: 'Returned already, or past the return window.' },
  });
  app.get('/api/lender/leads', async (c) => {
    const { since, limit, after } = parseQuery(c, leadsQuery);
    const from = since ? new Date(since) : undefined;
    const lender = c.get('lender');
    if (limit === undefined && after === undefined)
      return c.json({ leads: await deliveredLeads(db, lender, from), notices: await noticesOf(db, lender, from) });
    const page = await deliveredLeads(db, lender, from, { limit: limit ?? DEFAULT_PAGE, after });
    return c.json(after === undefined ? { ...page, notices: await noticesOf(db, lender, from) } : page);
  });
  app.get('/api/lender/consent/:lead_id', async (c) => {
    const leadId = storableText(c.req.param('lead_id'));
    if (!(await reachedAt(db, leadId, c.get('lender')))) throw new ApiError('lead_not_found');
    const receipt = await receiptOf(db, leadId);
    if (!receipt || !isLang(receipt.lang)) throw new ApiError('lead_not_found');
    return c.json({ receipt, text: await receiptText(db, receipt.receipt_id) });
  });
  app.post('/api/lender/leads/:lead_id/return', requireContentType('application/json'), limitBody(1024), async (c) => {
    const parsed = returnSchema.safeParse(await readJsonObject(c));
    if (!parsed.success) throw new ApiError('validation_failed', zodFields(parsed.error));
    const leadId = storableText(c.req.param('lead_id'));
    return c.json(await returnLead(db, lifecycle, c.get('lender'), leadId, parsed.data.reason, now(), returnWindowDays));
  });
  return app;
}
