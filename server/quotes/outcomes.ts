// Honest labels and odds (DESIGN "Quotes"): from what lenders really did with the leads they were
// given. A delivery's outcome is where the lender's own state stood at the end of the 14th
// Asia/Colombo day after the delivery day: `held` when at approved or issued (or closed after one
// of them), and not returned by then. Each delivery day is rolled up once, when it is final (a day
// after its 14th day), into lender_outcome_daily (migration 029) by the lead's amount and income
// bands; a quote reads at most 90 rows a band per lender (deliveries 14–104 days old), never leads.
import type { Db, Queryable } from '../db';
import type { JobQueue } from '../jobs';
import { colomboDay } from '../lenders/rules';
import { LIVE_STATES } from '../lenders/routing';
import { addDays, dayStart } from '../../common/colombo';

export const OUTCOME_DAYS = 14;
/** The oldest deliveries that count: 104 days. */
export const WINDOW_DAYS = 104;
export const MIN_SAMPLE = 30;
export const PRE_APPROVED_SHARE = 0.8;
export const OUTCOMES_QUEUE = 'quotes.outcomes';

/** 0: ≤ 100,000; 1: ≤ 500,000; 2: more. */
export const amountBand = (amount: number) => (amount <= 100_000 ? 0 : amount <= 500_000 ? 1 : 2);
/** 0: < 50,000; 1: < 150,000; 2: more. */
export const incomeBand = (income: number) => (income < 50_000 ? 0 : income < 150_000 ? 1 : 2);

/** Rolls up one delivery day (YYYY-MM-DD, Colombo), replacing what was there. */
async function rollDay(tx: Queryable, day: string): Promise<void> {
  // the end of the 14th day after `day`, Colombo time
  const cutoff = dayStart(addDays(day, OUTCOME_DAYS + 1));
  await tx.query('delete from lender_outcome_daily where day = $1::date', [day]);
  await tx.query(
    `insert into lender_outcome_daily (lender_id, day, amount_band, income_band, delivered, held, pre_approved, pre_approved_held)
     select lender_id, $1::date, amount_band, income_band, count(*)::int, count(*) filter (where held)::int,
            count(*) filter (where pre)::int, count(*) filter (where pre and held)::int
       from (
         select d.lender_id,
                case when l.amount <= 100000 then 0 when l.amount <= 500000 then 1 else 2 end as amount_band,
                case when l.monthly_income < 50000 then 0 when l.monthly_income < 150000 then 1 else 2 end as income_band,
                coalesce((select w.state_type in ('approved', 'issued')
                                 or (w.state_type = 'closed' and exists (
                                       select 1 from webhooks a where a.lead_id = d.lead_id and a.lender_id = d.lender_id
                                          and a.state_type in ('approved', 'issued') and a.received_at < $2))
                            from webhooks w
                           where w.lead_id = d.lead_id and w.lender_id = d.lender_id and w.received_at < $2
                           order by w.received_at desc, w.id desc limit 1), false)
                  and not exists (select 1 from lender_returns r
                                   where r.lead_id = d.lead_id and r.lender_id = d.lender_id and r.returned_at < $2) as held,
                exists (select 1 from quotes q
                         where l.quote_request_id is not null and q.quote_request_id = l.quote_request_id
                           and q.lender_id = d.lender_id and q.decision = 'approved' and q.outcome = 'shown') as pre
           from lender_deliveries d join leads l on l.lead_id = d.lead_id
          where d.colombo_day = $1::date and d.state = any($3::text[])
       ) x
      group by lender_id, amount_band, income_band`,
    [day, cutoff, LIVE_STATES],
  );
}

/** Rolls up every delivery day that became final since the last run (at most the window's days). */
export async function rollOutcomes(db: Db, now: Date): Promise<number> {
  const lastFinal = addDays(colomboDay(now), -(OUTCOME_DAYS + 1));
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(hashtext($1))', ['quotes.outcomes']);
    const [state] = await tx.query<{ last_day: string }>(`select to_char(last_day, 'YYYY-MM-DD') as last_day from lender_outcome_state`);
    const oldest = addDays(colomboDay(now), -WINDOW_DAYS);
    let day = state && state.last_day >= oldest ? addDays(state.last_day, 1) : oldest;
    let rolled = 0;
    for (; day <= lastFinal; day = addDays(day, 1), rolled++) await rollDay(tx, day);
    if (rolled)
      await tx.query(
        `insert into lender_outcome_state (id, last_day) values (true, $1::date)
         on conflict (id) do update set last_day = excluded.last_day`,
        [lastFinal],
      );
    return rolled;
  });
}

/** Every hour (and at start), by whichever process takes it. */
export async function scheduleOutcomes(db: Db, jobs: JobQueue, now: () => Date): Promise<void> {
  await jobs.work(OUTCOMES_QUEUE, () => rollOutcomes(db, now()).then(() => undefined), {
    retryLimit: 1,
    retryDelay: 60,
    expireInSeconds: 3600,
  });
  await jobs.schedule(OUTCOMES_QUEUE, '7 * * * *');
}

export interface LenderOutcomes {
  /** Whether its `approved` may be shown as `pre_approved`. */
  preApprovedHolds: boolean;
  odds: { approved: number; of: number } | null;
  /** The pre-approvals counted and how many held (console: accuracy). */
  preApproved: number;
  preApprovedHeld: number;
}

/** Each lender's label rule and odds for a need in these bands, from the rollup. */
export async function lenderOutcomes(
  q: Queryable,
  lenderIds: string[],
  bands: { amount: number; income: number },
  now: Date,
): Promise<Map<string, LenderOutcomes>> {
  const today = colomboDay(now);
  const rows = lenderIds.length
    ? await q.query<{ lender_id: string; same: boolean; delivered: number; held: number; pre: number; pre_held: number }>(
        `select lender_id, (amount_band = $4 and income_band = $5) as same, sum(delivered)::int as delivered, sum(held)::int as held,
                sum(pre_approved)::int as pre, sum(pre_approved_held)::int as pre_held
           from lender_outcome_daily
          where lender_id = any($1::text[]) and day between $2::date and $3::date
          group by 1, 2`,
        [lenderIds, addDays(today, -WINDOW_DAYS), addDays(today, -OUTCOME_DAYS), bands.amount, bands.income],
      )
    : [];
  const result = new Map<string, LenderOutcomes>();
  for (const id of lenderIds) {
    const mine = rows.filter((r) => r.lender_id === id);
    const pre = mine.reduce((n, r) => n + r.pre, 0);
    const preHeld = mine.reduce((n, r) => n + r.pre_held, 0);
    const same = mine.find((r) => r.same);
    result.set(id, {
      preApprovedHolds: pre >= MIN_SAMPLE && preHeld >= PRE_APPROVED_SHARE * pre,
      odds: same && same.delivered >= MIN_SAMPLE ? { approved: same.held, of: same.delivered } : null,
      preApproved: pre,
      preApprovedHeld: preHeld,
    });
  }
  return result;
}
