// Quotes in the console (operators only; DESIGN "Quotes", docs/console.md "Quotes"):
//   GET /api/console/lenders/{lender_id}/quotes?outcome=&page=&per_page=
//       its quote log, newest first, paged like the leads (`total`, `page`, `per_page`, `rows`):
//       each line's outcome and reason, decision, label, figures, the need's amount and term, how
//       long it took; the accuracy of its pre-approvals (the numbers outcomes.ts labels by) with the
//       label its `approved` earns now; the last 30 days by outcome. No personal data: not audited.
//   GET /api/console/leads/{lead_id}/quotes
//       the quotes the lead's person saw (lender, label, figures, its place in the list) or why a
//       lender's was not shown, and which lenders they chose; audited (`console.lead.quotes.view`).
import { Hono } from 'hono';
import * as z from 'zod';
import { QUOTE_OUTCOMES, type LeadQuote, type LeadQuotes, type QuoteLogLine, type QuoteLogPage } from '../../common/console-quotes';
import { recordConsoleAudit } from '../audit/console';
import { operatorsOnly, type ConsoleEnv } from '../http/console-session';
import type { Db, Queryable } from '../db';
import { ApiError } from '../http/errors';
import { storableText } from '../http/storable';
import { parseQuery, queryOneOf, queryWhole } from '../http/validate';
import { getLender } from '../lenders/accounts';
import { describe } from '../http/doc/describe';
import { lenderOutcomes, MIN_SAMPLE, PRE_APPROVED_SHARE } from './outcomes';

const MAX_PER_PAGE = 100;
const MAX_PAGE = 100_000;
const DAY_MS = 86_400_000;

export const quoteLogQuery = z.object({
  outcome: queryOneOf(QUOTE_OUTCOMES).optional(),
  page: queryWhole(1, MAX_PAGE).default(1),
  per_page: queryWhole(1, MAX_PER_PAGE).default(50),
});

const money = z.number().int().nullable();
const figures = {
  apr: z.number().nullable().meta({ description: 'The effective annual rate, percent.' }),
  monthly_payment: money,
  fees: money,
  total_cost: money.meta({ description: 'LKR: payments + fees − amount.' }),
  valid_until: z.string().nullable(),
  duration_ms: z.number().int().nullable(),
};
const source = z.enum(['quote', 'published']);

const quoteLogAnswer = z.object({
  lender_id: z.string(),
  accuracy: z.object({
    pre_approved: z.number().int().meta({ description: 'Pre-approved people it received 14–104 days ago.' }),
    held: z.number().int().meta({ description: 'Of them, at approved or beyond on the 14th Colombo day, not returned.' }),
    share: z.number().nullable(),
    label: z.enum(['pre_approved', 'likely']).meta({ description: 'What its `approved` answers are shown as now.' }),
    min_sample: z.number().int(),
    min_share: z.number(),
  }),
  last_30_days: z.record(z.string(), z.number().int()),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  rows: z.array(
    z.object({
      quote_id: z.string(),
      quote_request_id: z.string(),
      created_at: z.string(),
      source,
      outcome: z.string(),
      reason: z.string().nullable(),
      decision: z.string().nullable(),
      label: z.string().nullable(),
      amount: money,
      term_days: z.number().int().nullable(),
      ...figures,
    }),
  ),
});

const leadQuotesAnswer = z.object({
  lead_id: z.string(),
  quote_request_id: z.string().nullable(),
  requested_at: z.string().nullable(),
  amount: money,
  term_days: z.number().int().nullable(),
  chosen: z.array(z.string()).nullable().meta({ description: 'The chosen lender ids, in the order shown.' }),
  quotes: z.array(
    z.object({
      quote_id: z.string(),
      lender_id: z.string(),
      lender: z.string().nullable(),
      source,
      outcome: z.string(),
      reason: z.string().nullable(),
      label: z.string().nullable(),
      ...figures,
      position: z.number().int().nullable().meta({ description: 'Its place in the list the person saw; null: not shown.' }),
      chosen: z.boolean(),
    }),
  ),
});

const iso = (v: unknown) => (v == null ? null : v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString());
const numberOrNull = (v: unknown) => (v == null ? null : Number(v));

/** The accuracy of a lender's pre-approvals, from the same rollup and rule as its label. */
async function accuracyOf(q: Queryable, lenderId: string, now: Date) {
  const outcome = (await lenderOutcomes(q, [lenderId], { amount: 0, income: 0 }, now)).get(lenderId)!;
  return {
    pre_approved: outcome.preApproved,
    held: outcome.preApprovedHeld,
    share: outcome.preApproved ? Math.round((outcome.preApprovedHeld / outcome.preApproved) * 1000) / 10 : null,
    label: outcome.preApprovedHolds ? ('pre_approved' as const) : ('likely' as const),
    min_sample: MIN_SAMPLE,
    min_share: PRE_APPROVED_SHARE,
  };
}

/** A lender's quote log, one page of it, newest first; 404 for a lender_id nobody has. */
export async function quoteLogPage(db: Db, rawId: string, query: z.output<typeof quoteLogQuery>, now: Date): Promise<QuoteLogPage> {
  const lender = await getLender(db, storableText(rawId));
  const id = lender.lender_id;
  const params: unknown[] = [id];
  const outcome = query.outcome ? `and q.outcome = $${params.push(query.outcome)}` : '';
  const [counted, rows, recent, accuracy] = await Promise.all([
    db.query<{ n: number }>(`select count(*)::int as n from quotes q where q.lender_id = $1 ${outcome}`, params),
    db.query<Record<string, unknown>>(
      `select q.quote_id, q.quote_request_id, q.created_at, q.source, q.outcome, q.reason, q.decision, q.label,
              r.amount::float8 as amount, r.term_days, q.apr::float8 as apr, q.monthly_payment::float8 as monthly_payment,
              q.fees::float8 as fees, q.total_cost::float8 as total_cost, q.valid_until, q.duration_ms
         from quotes q left join quote_requests r on r.quote_request_id = q.quote_request_id
        where q.lender_id = $1 ${outcome}
        order by q.created_at desc, q.quote_id desc
        limit ${query.per_page} offset ${(query.page - 1) * query.per_page}`,
      params,
    ),
    db.query<{ outcome: string; n: number }>(
      'select outcome, count(*)::int as n from quotes where lender_id = $1 and created_at >= $2 group by outcome order by outcome',
      [id, new Date(now.getTime() - 30 * DAY_MS)],
    ),
    accuracyOf(db, id, now),
  ]);
  return {
    lender_id: id,
    accuracy,
    last_30_days: Object.fromEntries(recent.map((o) => [o.outcome, o.n])),
    total: counted[0]!.n,
    page: query.page,
    per_page: query.per_page,
    rows: rows.map((r): QuoteLogLine => ({
      quote_id: String(r.quote_id),
      quote_request_id: String(r.quote_request_id),
      created_at: iso(r.created_at)!,
      source: r.source as QuoteLogLine['source'],
      outcome: String(r.outcome),
      reason: (r.reason as string | null) ?? null,
      decision: (r.decision as string | null) ?? null,
      label: (r.label as string | null) ?? null,
      amount: numberOrNull(r.amount),
      term_days: numberOrNull(r.term_days),
      apr: numberOrNull(r.apr),
      monthly_payment: numberOrNull(r.monthly_payment),
      fees: numberOrNull(r.fees),
      total_cost: numberOrNull(r.total_cost),
      valid_until: iso(r.valid_until),
      duration_ms: numberOrNull(r.duration_ms),
    })),
  };
}

/** The quotes a lead's person saw and chose; undefined when no lead has the id. */
export async function leadQuotes(db: Db, leadId: string): Promise<LeadQuotes | undefined> {
  const [lead] = await db.query<{ quote_request_id: string | null; chosen: string[] | null }>(
    'select quote_request_id, chosen from leads where lead_id = $1',
    [leadId],
  );
  if (!lead) return undefined;
  const requestId = lead.quote_request_id;
  const chosen = lead.chosen ?? null;
  const [request] = requestId
    ? await db.query<{ created_at: unknown; amount: unknown; term_days: unknown }>(
        'select created_at, amount::float8 as amount, term_days from quote_requests where quote_request_id = $1',
        [requestId],
      )
    : [];
  const rows = requestId
    ? await db.query<Record<string, unknown>>(
        `select q.quote_id, q.lender_id, n.name as lender, q.source, q.outcome, q.reason, q.label, q.apr::float8 as apr,
                q.monthly_payment::float8 as monthly_payment, q.fees::float8 as fees, q.total_cost::float8 as total_cost,
                q.valid_until, q.duration_ms
           from quotes q left join lenders n on n.lender_id = q.lender_id
          where q.quote_request_id = $1`,
        [requestId],
      )
    : [];
  const quotes = rows.map((r): LeadQuote => ({
    quote_id: String(r.quote_id),
    lender_id: String(r.lender_id),
    lender: (r.lender as string | null) ?? null,
    source: r.source as LeadQuote['source'],
    outcome: String(r.outcome),
    reason: (r.reason as string | null) ?? null,
    label: (r.label as string | null) ?? null,
    apr: numberOrNull(r.apr),
    monthly_payment: numberOrNull(r.monthly_payment),
    fees: numberOrNull(r.fees),
    total_cost: numberOrNull(r.total_cost),
    valid_until: iso(r.valid_until),
    duration_ms: numberOrNull(r.duration_ms),
    position: null,
    chosen: chosen?.includes(String(r.lender_id)) ?? false,
  }));
  // as the person saw them (POST /api/quotes: by total cost, then lender name), then those not shown
  const name = (q: LeadQuote) => q.lender ?? q.lender_id;
  const shown = quotes
    .filter((q) => q.outcome === 'shown')
    .sort((a, b) => (a.total_cost ?? Infinity) - (b.total_cost ?? Infinity) || name(a).localeCompare(name(b)));
  shown.forEach((q, i) => (q.position = i + 1));
  const hidden = quotes.filter((q) => q.outcome !== 'shown').sort((a, b) => name(a).localeCompare(name(b)));
  return {
    lead_id: leadId,
    quote_request_id: requestId,
    requested_at: request ? iso(request.created_at) : null,
    amount: request ? numberOrNull(request.amount) : null,
    term_days: request ? numberOrNull(request.term_days) : null,
    chosen,
    quotes: [...shown, ...hidden],
  };
}

export function consoleQuoteRoutes(db: Db, now: () => Date): Hono<ConsoleEnv> {
  const app = new Hono<ConsoleEnv>();
  const con = { tag: 'Console', auth: 'console' } as const;
  describe(app, 'GET', '/api/console/lenders/:id/quotes', {
    ...con,
    summary: "A lender's quote log, paged, and the accuracy of its pre-approvals",
    description:
      'Newest first; each line with its outcome (shown, or why not) and reason, figures and duration. `accuracy`: of its ' +
      'pre-approved people delivered 14–104 days ago, how many stood at approved or beyond on the 14th day, and the label ' +
      'its `approved` earns now (`pre_approved` from `min_sample` pre-approvals with `min_share` held). No personal data.',
    params: { id: 'The lender_id.' },
    query: quoteLogQuery,
    answers: { 200: { description: 'One page of its quote log.', json: quoteLogAnswer } },
    refusals: { 400: 'A field of the query (`outcome`, `page`, `per_page`).', 404: 'No lender has this lender_id.' },
  });
  app.get('/api/console/lenders/:id/quotes', operatorsOnly, async (c) =>
    c.json(await quoteLogPage(db, c.req.param('id'), parseQuery(c, quoteLogQuery), now())),
  );

  describe(app, 'GET', '/api/console/leads/:id/quotes', {
    ...con,
    summary: 'The quotes a lead’s person saw and which they chose (audited)',
    description:
      'Every lender asked or listed for the quote request the lead used: shown ones in the order the person saw them ' +
      '(`position`), then the others with why they were not shown; `chosen` marks the lenders the person chose.',
    params: { id: 'The lead_id.' },
    answers: { 200: { description: 'Empty `quotes` when the lead did not come through quotes.', json: leadQuotesAnswer } },
    refusals: { 404: 'No such lead (`lead_not_found`).' },
  });
  app.get('/api/console/leads/:id/quotes', operatorsOnly, async (c) => {
    const answer = await leadQuotes(db, storableText(c.req.param('id')));
    if (!answer) throw new ApiError('lead_not_found');
    await recordConsoleAudit(db, c.get('operator').actor, 'console.lead.quotes.view', {
      quotes: answer.quotes.length,
      chosen: answer.chosen?.length ?? 0,
    });
    return c.json(answer);
  });
  return app;
}
