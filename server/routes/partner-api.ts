// The partner API, `Authorization: Bearer <partner api_key>` (a wrong or rotated key is 401):
//   GET /api/partner/stats?from=YYYY-MM-DD&to=YYYY-MM-DD → that partner's figures per Colombo day and totals
//   GET /api/partner/stats?…&group_by=sub1 (…sub5)       → its totals for each value of that sub-ID
//   GET /api/partner/leads?from=&to=                     → its leads without personal data (CSV with Accept: text/csv)
//   postbacks: partner-postbacks.ts
// A key only ever reaches its own provider id's rows.
import { Hono } from 'hono';
import * as z from 'zod';
import { toCsv } from '../csv';
import { dayRangeQuery, parseQuery, queryOneOf } from '../http/validate';
import { doc } from '../openapi/describe';
import { partnerOf } from '../partners/accounts';
import { partnerPostbackRoutes, type PostbackToolDeps } from './partner-postbacks';
import { dayRange, GROUP_BY, METRICS, PARTNER_LEAD_COLUMNS, partnerLeads, partnerStats, partnerStatsByGroup } from '../partners/figures';

/** `group_by` splits the figures by one of the partner's sub-IDs. */
const statsQuery = dayRangeQuery.extend({ group_by: queryOneOf(GROUP_BY).optional() });

const figures = z.object(Object.fromEntries(METRICS.map((m) => [m, z.number().int()])));
const statsAnswer = z.union([
  z.object({
    provider_id: z.number().int(),
    from: z.string(),
    to: z.string(),
    days: z.array(figures.extend({ date: z.string() })),
    totals: figures,
  }),
  z.object({
    provider_id: z.number().int(),
    from: z.string(),
    to: z.string(),
    group_by: z.enum(GROUP_BY),
    groups: z.array(z.object({ value: z.string().nullable(), totals: figures })),
  }),
]);

const partnerLead = z.object({
  ...Object.fromEntries(PARTNER_LEAD_COLUMNS.map((c) => [c, z.string().nullable()])),
  lead_id: z.string(),
  created_at: z.string(),
  status: z.string(),
  verified: z.boolean(),
});

const wantsCsv = (accept: string | undefined) => (accept ?? '').includes('text/csv');

export function partnerApiRoutes(deps: PostbackToolDeps) {
  const { db } = deps;
  const app = new Hono<{ Variables: { providerId: number } }>();
  app.use('/api/partner/*', async (c, next) => {
    c.header('Cache-Control', 'no-store');
    c.set('providerId', await partnerOf(db, c.req.header('authorization')));
    await next();
  });
  app.get(
    '/api/partner/stats',
    doc({
      summary: 'Your figures per day (Asia/Colombo) and totals, or split by a sub-ID',
      tag: 'Partners',
      auth: 'partner',
      query: statsQuery,
      answers: {
        200: { description: 'Days and totals; with `group_by`, one entry per value of that sub-ID (`null`: none).', json: statsAnswer },
      },
    }),
    async (c) => {
      const query = parseQuery(c, statsQuery);
      const range = dayRange(query);
      const provider = c.get('providerId');
      return c.json(
        query.group_by ? await partnerStatsByGroup(db, provider, range, query.group_by) : await partnerStats(db, provider, range),
      );
    },
  );
  app.get(
    '/api/partner/leads',
    doc({
      summary: 'Your leads, without personal data',
      description:
        'Newest first. With `Accept: text/csv`, the same rows as CSV (cells a spreadsheet would run as a formula start with an apostrophe).',
      tag: 'Partners',
      auth: 'partner',
      query: dayRangeQuery,
      answers: { 200: { description: 'The leads.', json: z.array(partnerLead), csv: true } },
    }),
    async (c) => {
      const rows = await partnerLeads(db, c.get('providerId'), dayRange(parseQuery(c, dayRangeQuery)));
      if (!wantsCsv(c.req.header('accept'))) return c.json(rows);
      c.header('Content-Disposition', 'attachment; filename="naya-partner-leads.csv"');
      return c.body(toCsv(PARTNER_LEAD_COLUMNS, rows), 200, { 'Content-Type': 'text/csv; charset=utf-8' });
    },
  );
  app.route('/', partnerPostbackRoutes(deps));
  return app;
}
