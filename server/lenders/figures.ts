// What operators see of a lender's day (admin API and console): today's deliveries against its cap
// and its returns, and one Asia/Colombo day's deliveries (state, attempts) and returns (reason
// codes). Lead ids and states only: no personal data.
import type { Queryable } from '../db';
import { colomboDay, type LenderRules } from './rules';
import { LIVE_STATES } from './routing';
import { dayStart } from '../../common/colombo';

/** Today's deliveries (Asia/Colombo) against the cap, and returns so far. */
export async function withFigures<L extends { lender_id: string; rules: LenderRules | null }>(q: Queryable, lender: L, now: Date) {
  const [row] = await q.query<{ deliveries: number; returns: number }>(
    `select (select count(*)::int from lender_deliveries where lender_id = $1 and colombo_day = $2 and state = any($3::text[])) as deliveries,
            (select count(*)::int from lender_returns where lender_id = $1) as returns`,
    [lender.lender_id, colomboDay(now), LIVE_STATES],
  );
  return { ...lender, today: { deliveries: row!.deliveries, daily_cap: lender.rules?.daily_cap ?? null }, returns: row!.returns };
}

export interface DayDelivery {
  delivery_id: string;
  lead_id: string;
  state: string;
  attempts: number;
  delivered_at: string;
  done_at: string | null;
  last_code: number | null;
}
export interface DayReturn {
  lead_id: string;
  reason: string;
  returned_at: string;
}

/** The deliveries made on `day` (YYYY-MM-DD, Colombo) and the returns received on it, newest first. */
export async function lenderDay(q: Queryable, lenderId: string, day: string) {
  const start = dayStart(day);
  const deliveries = await q.query<DayDelivery & Record<string, unknown>>(
    `select delivery_id, lead_id, state, attempts, created_at as delivered_at, done_at, last_code
       from lender_deliveries where lender_id = $1 and colombo_day = $2::date
      order by created_at desc, delivery_id limit 1000`,
    [lenderId, day],
  );
  const returns = await q.query<DayReturn & Record<string, unknown>>(
    `select lead_id, reason, returned_at from lender_returns
      where lender_id = $1 and returned_at >= $2 and returned_at < $3
      order by returned_at desc, lead_id limit 1000`,
    [lenderId, start, new Date(start.getTime() + 86_400_000)],
  );
  return { day, deliveries, returns };
}
