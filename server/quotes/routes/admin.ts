// A lender's quotes for operators (admin token; the console's twin is in server/lenders/routes/console.ts):
//   GET /api/admin/lenders/{lender_id}/quotes → {"lender_id", "accuracy": {"pre_approved", "held", "share"},
//       "last_30_days": {outcome: n}, "quotes": [the latest 200 lines of its quote log, each with its outcome and reason]}
import { Hono } from 'hono';
import * as z from 'zod';
import type { Db } from '../../db';
import { storableText } from '../../http/storable';
import { getLender } from '../../lenders/accounts';
import { describe } from '../../http/doc/describe';
import { rowList } from '../../http/doc/shapes';
import { adminOnly } from '../../http/guards';
import { lenderQuotes } from '../store';

export const lenderQuotesAnswer = z.object({
  lender_id: z.string(),
  accuracy: z.object({ pre_approved: z.int(), held: z.int(), share: z.number().nullable() }),
  last_30_days: z.record(z.string(), z.int()),
  quotes: rowList,
});

/** The lender's quote log and accuracy; 404 for a lender_id nobody has. */
export async function quotesOfLender(db: Db, rawId: string, now: Date) {
  const lender = await getLender(db, storableText(rawId));
  return lenderQuotes(db, lender.lender_id, now);
}

export function quoteAdminRoutes(db: Db, adminToken: string, now: () => Date): Hono {
  const app = new Hono();
  app.use('/api/admin/lenders/:id/quotes', adminOnly(adminToken));
  describe(app, 'GET', '/api/admin/lenders/:id/quotes', {
    summary: "A lender's quote log (answered, late, refused and why) and the accuracy of its pre-approvals",
    tag: 'Lender accounts',
    auth: 'admin',
    params: { id: 'The lender_id.' },
    answers: { 200: { description: 'The latest 200 lines, newest first; no personal data.', json: lenderQuotesAnswer } },
    refusals: { 404: 'No lender has this lender_id.' },
  });
  app.get('/api/admin/lenders/:id/quotes', async (c) => c.json(await quotesOfLender(db, c.req.param('id'), now())));
  return app;
}
