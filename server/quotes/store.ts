// The quotes' SQL (migration 029): the lenders a request may ask, the request and its quote log.
import type { Db, Queryable } from '../db';
import { colomboDay, type LenderRules } from '../lenders/rules';
import { LIVE_STATES } from '../lenders/routing';
import type { QuoteRequest } from '../../common/quotes';
import type { QuoteLine } from '../../common/console-quotes';

export interface QuoteLender {
  lender_id: string;
  name: string;
  rules: LenderRules;
  quote_url: string | null;
  /** Sealed (server/partners/secret-box.ts). */
  delivery_secret: string | null;
  /** Today's deliveries (Asia/Colombo) that count against its daily cap. */
  today: number;
}

/** Active lenders with rules, with today's deliveries. */
export function activeLenders(q: Queryable, now: Date): Promise<QuoteLender[]> {
  return q.query<QuoteLender & Record<string, unknown>>(
    `select l.lender_id, l.name, l.rules, l.quote_url, l.delivery_secret,
            coalesce((select count(*)::int from lender_deliveries d
                       where d.lender_id = l.lender_id and d.colombo_day = $1::date and d.state = any($2::text[])), 0) as today
       from lenders l where l.active and l.rules is not null order by l.name, l.lender_id`,
    [colomboDay(now), LIVE_STATES],
  );
}

/** One line of the quote log as written: the line the console reads, its lender and its decision. */
export interface QuoteLogRow extends QuoteLine {
  lender_id: string;
  decision: string | null;
}

/** The request and every lender's line, in one statement (one round trip, atomic). */
export async function saveQuoteRequest(db: Db, id: string, request: QuoteRequest, rows: QuoteLogRow[], at: Date): Promise<void> {
  await db.query(
    `with request as (
       insert into quote_requests (quote_request_id, created_at, amount, term_days, monthly_income, employment, district, birth_year, lang)
       values ($1, $2, $4, $5, $6, $7, $8, $9, $10))
     insert into quotes (quote_id, quote_request_id, lender_id, source, outcome, reason, decision, label, apr, monthly_payment,
                         fees, total_cost, valid_until, duration_ms, created_at)
     select r.quote_id, $1, r.lender_id, r.source, r.outcome, r.reason, r.decision, r.label, r.apr, r.monthly_payment,
            r.fees, r.total_cost, r.valid_until, r.duration_ms, $2
       from jsonb_to_recordset($3::text::jsonb) as r(quote_id text, lender_id text, source text, outcome text, reason text,
            decision text, label text, apr numeric, monthly_payment bigint, fees bigint, total_cost bigint,
            valid_until timestamptz, duration_ms integer)`,
    [
      id,
      at,
      JSON.stringify(rows),
      request.amount,
      request.term_days,
      request.monthly_income,
      request.employment,
      request.district,
      request.birth_year,
      request.lang,
    ],
  );
}

/** A lender's quote log, newest first (console and admin API). */
export function quoteLog(q: Queryable, lenderId: string, limit = 200) {
  return q.query(
    `select quote_id, quote_request_id, source, outcome, reason, decision, label, apr::float8 as apr,
            monthly_payment::float8 as monthly_payment, fees::float8 as fees, total_cost::float8 as total_cost,
            valid_until, duration_ms, created_at
       from quotes where lender_id = $1 order by created_at desc, quote_id limit $2`,
    [lenderId, limit],
  );
}

/** Quote requests no lead used, older than `days` (DESIGN: erased after 30 days), and their quotes. */
export async function eraseOldQuoteRequests(db: Db, now: Date, days = 30): Promise<number> {
  const before = new Date(now.getTime() - days * 86_400_000);
  return db.transaction(async (tx) => {
    const gone = await tx.query<{ quote_request_id: string }>(
      `delete from quote_requests r where r.created_at < $1
          and not exists (select 1 from leads l where l.quote_request_id = r.quote_request_id)
       returning quote_request_id`,
      [before],
    );
    if (gone.length) await tx.query('delete from quotes where quote_request_id = any($1::text[])', [gone.map((g) => g.quote_request_id)]);
    return gone.length;
  });
}

/** A lender's quote log and the accuracy of its pre-approvals (console and admin API): of the
 * pre-approved people it received 14–104 days ago, how many stood at approved or beyond on day 14. */
export async function lenderQuotes(q: Queryable, lenderId: string, now: Date) {
  const today = colomboDay(now);
  const day = (n: number) => new Date(Date.parse(`${today}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
  const [accuracy] = await q.query<{ pre_approved: number; held: number }>(
    `select coalesce(sum(pre_approved), 0)::int as pre_approved, coalesce(sum(pre_approved_held), 0)::int as held
       from lender_outcome_daily where lender_id = $1 and day between $2::date and $3::date`,
    [lenderId, day(104), day(14)],
  );
  const outcomes = await q.query<{ outcome: string; n: number }>(
    `select outcome, count(*)::int as n from quotes where lender_id = $1 and created_at >= $2 group by outcome order by outcome`,
    [lenderId, new Date(now.getTime() - 30 * 86_400_000)],
  );
  return {
    lender_id: lenderId,
    accuracy: {
      pre_approved: accuracy!.pre_approved,
      held: accuracy!.held,
      share: accuracy!.pre_approved ? Math.round((accuracy!.held / accuracy!.pre_approved) * 1000) / 10 : null,
    },
    last_30_days: Object.fromEntries(outcomes.map((o) => [o.outcome, o.n])),
    quotes: await quoteLog(q, lenderId),
  };
}
