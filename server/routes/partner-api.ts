// The partner API, `Authorization: Bearer <partner api_key>` (a wrong or rotated key is 401):
//   GET /api/partner/stats?from=YYYY-MM-DD&to=YYYY-MM-DD → that partner's figures per Colombo day and totals
//   GET /api/partner/stats?…&group_by=sub1 (…sub5)       → its totals for each value of that sub-ID
//   GET /api/partner/leads?from=&to=                     → its leads without personal data
//   GET /api/partner/leads?…&limit=&after=               → a page of them: {"items", "next"} (docs/scaling.md)
//   GET /api/partner/payouts?from=&to=                   → its payout entries, totals by state, batches
// A key only ever reaches its own provider id's rows.
import { Hono } from 'hono';
import type { Db } from '../db';
import * as z from 'zod';
import { dayRangeQuery, parseQuery, queryOneOf, queryWhole } from '../http/validate';
import { partnerOf } from '../partners/accounts';
import { payoutReport } from '../payouts/reports';
import { dayRange, GROUP_BY, partnerLeads, partnerStats, partnerStatsByGroup } from '../partners/figures';

/** `group_by` splits the figures by one of the partner's sub-IDs. */
const statsQuery = dayRangeQuery.extend({ group_by: queryOneOf(GROUP_BY).optional() });
const MAX_PAGE = 1000;
const DEFAULT_PAGE = 100;
const INT4_MAX = 2 ** 31 - 1;
/** `limit` (or `after`) asks for a page `{"items", "next"}`; `offset` is still accepted for a release. */
const leadsQuery = dayRangeQuery.extend({
  limit: queryWhole(1, MAX_PAGE).optional(),
  after: z.string().max(1000).optional(),
  offset: queryWhole(0, INT4_MAX).optional(),
});

export function partnerApiRoutes(db: Db) {
  const app = new Hono<{ Variables: { providerId: number } }>();
  app.use('/api/partner/*', async (c, next) => {
    c.header('Cache-Control', 'no-store');
    c.set('providerId', await partnerOf(db, c.req.header('authorization')));
    await next();
  });
  app.get('/api/partner/stats', async (c) => {
    const query = parseQuery(c, statsQuery);
    const range = dayRange(query);
    const provider = c.get('providerId');
    return c.json(
      query.group_by ? await partnerStatsByGroup(db, provider, range, query.group_by) : await partnerStats(db, provider, range),
    );
  });
  app.get('/api/partner/payouts', async (c) => c.json(await payoutReport(db, c.get('providerId'), dayRange(parseQuery(c, dayRangeQuery)))));
  app.get('/api/partner/leads', async (c) => {
    const { limit, after, offset, ...query } = parseQuery(c, leadsQuery);
    const range = dayRange(query);
    const provider = c.get('providerId');
    if (limit === undefined && after === undefined && offset === undefined) return c.json(await partnerLeads(db, provider, range));
    return c.json(await partnerLeads(db, provider, range, { limit: limit ?? DEFAULT_PAGE, after, offset }));
  });
  return app;
}
