// The partner API, `Authorization: Bearer <partner api_key>` (a wrong or rotated key is 401):
//   GET /api/partner/stats?from=YYYY-MM-DD&to=YYYY-MM-DD → that partner's figures per Colombo day and totals
//   GET /api/partner/stats?…&group_by=sub1 (…sub5)       → its totals for each value of that sub-ID
//   GET /api/partner/leads?from=&to=                     → its leads without personal data (CSV with Accept: text/csv)
//   GET /api/partner/leads?…&limit=&after=               → a page of them: {"items", "next"} (docs/scaling.md)
//   GET /api/partner/payouts?from=&to=                   → its payout entries, totals by state, batches
//   postbacks: partner-postbacks.ts
// A key only ever reaches its own provider id's rows.
import { Hono } from 'hono';
import * as z from 'zod';
import { dayRange, dayRangeQuery, parseQuery, queryOneOf, queryWhole } from '../../http/validate';
import { doc } from '../../http/doc/describe';
import { partnerOnly } from '../../http/guards';
import { ENTRY_STATES } from '../../payouts/ledger';
import { payoutReport } from '../../payouts/reports';
import { partnerPostbackRoutes, type PostbackToolDeps } from './partner-postbacks';
import {
  GROUP_BY,
  METRICS,
  PARTNER_LEAD_COLUMNS,
  partnerLeadBatches,
  partnerLeadPage,
  partnerStats,
  partnerStatsByGroup,
} from '../figures';
import { streamCsv } from '../../http/csv-export';
import { streamJsonArray } from '../../http/json-stream';

/** `group_by` splits the figures by one of the partner's sub-IDs. */
const statsQuery = dayRangeQuery.extend({ group_by: queryOneOf(GROUP_BY).optional() });
const MAX_PAGE = 1000;
const DEFAULT_PAGE = 100;
/** The CSV's most leads: a month of a large partner's, streamed. */
const MAX_CSV = 200_000;
const INT4_MAX = 2 ** 31 - 1;
/** `limit` (or `after`) asks for a page `{"items", "next"}`; `offset` is still accepted for a release. */
const leadsQuery = dayRangeQuery.extend({
  limit: queryWhole(1, MAX_PAGE).optional(),
  after: z.string().max(1000).optional(),
  offset: queryWhole(0, INT4_MAX).optional(),
});

/** The quote step's figures, counted from the widgets' events (no postback is sent for them). */
const QUOTE_METRICS: Partial<Record<(typeof METRICS)[number], string>> = {
  quote_views: 'Quote lists shown to people on your pages (events `quote_shown`).',
  quote_choices: 'Times a person chose one or more of the quotes shown (events `quote_chosen`).',
};
const figures = z.object(
  Object.fromEntries(
    METRICS.map((m) => [m, QUOTE_METRICS[m] ? z.number().int().meta({ description: QUOTE_METRICS[m] }) : z.number().int()]),
  ),
);
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
  quality: z.string(),
  payout: z.number().int().nullable().meta({ description: 'What the lead earns you now (LKR), its entries not reversed.' }),
});
/** The CSV's columns: the JSON rows' fields. */
const LEAD_CSV_COLUMNS = [...PARTNER_LEAD_COLUMNS, 'payout'] as const;

const payoutEntry = z.object({
  entry_id: z.string(),
  lead_id: z.string(),
  kind: z.enum(['payout', 'clawback']),
  state: z.enum(ENTRY_STATES),
  amount: z.number().int(),
  batch_id: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
const payoutsAnswer = z.object({
  provider_id: z.number().int(),
  from: z.string(),
  to: z.string(),
  entries: z.array(payoutEntry),
  totals: z.record(z.string(), z.object({ entries: z.number().int(), amount: z.number().int() })),
  batches: z.array(
    z.object({ batch_id: z.string(), closed_at: z.string(), amount: z.number().int(), entries: z.number().int(), reference: z.string() }),
  ),
});

const wantsCsv = (accept: string | undefined) => (accept ?? '').includes('text/csv');

export function partnerApiRoutes(deps: PostbackToolDeps) {
  const { db } = deps;
  const app = new Hono<{ Variables: { providerId: number } }>();
  app.use('/api/partner/*', partnerOnly(db));
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
      query: leadsQuery,
      answers: {
        200: {
          description: 'The leads; with `limit` or `after`, one page of them and the cursor of the next (`null`: the last page).',
          json: z.union([z.array(partnerLead), z.object({ items: z.array(partnerLead), next: z.string().nullable() })]),
          csv: true,
        },
      },
    }),
    async (c) => {
      const { limit, after, offset, ...query } = parseQuery(c, leadsQuery);
      const range = dayRange(query);
      const provider = c.get('providerId');
      const page = limit !== undefined || after !== undefined || offset !== undefined;
      // The CSV is the whole filtered set, whatever page the table shows, streamed in batches.
      if (wantsCsv(c.req.header('accept')))
        return streamCsv(c, 'naya-partner-leads.csv', LEAD_CSV_COLUMNS, partnerLeadBatches(db, provider, range, MAX_CSV));
      if (!page) return streamJsonArray(c, partnerLeadBatches(db, provider, range));
      return c.json(await partnerLeadPage(db, provider, range, { limit: limit ?? DEFAULT_PAGE, after: after || undefined, offset }));
    },
  );
  app.get(
    '/api/partner/payouts',
    doc({
      summary: 'Your payout entries, their totals by state, and the batches that paid you',
      tag: 'Partners',
      auth: 'partner',
      query: dayRangeQuery,
      answers: { 200: { description: 'Entries made in the range, newest first (amounts in LKR).', json: payoutsAnswer } },
    }),
    async (c) => c.json(await payoutReport(db, c.get('providerId'), dayRange(parseQuery(c, dayRangeQuery)))),
  );
  app.route('/', partnerPostbackRoutes(deps));
  return app;
}
