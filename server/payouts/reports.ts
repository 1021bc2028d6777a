// What a partner has earned (GET /api/partner/payouts, and the admin's view of any partner): its
// entries made in a range of Colombo days, each in its current state, the totals by state, and
// the batches that paid it. Lead ids only: nothing of the person.
import type { DayRange } from '../http/validate';
import type { Queryable } from '../db';
import { ENTRY_STATES, latestEntries, type EntryState } from './ledger';

export interface PayoutEntry {
  entry_id: string;
  lead_id: string;
  kind: 'payout' | 'clawback';
  state: EntryState;
  amount: number;
  batch_id: string | null;
  created_at: string;
  updated_at: string;
}

const ENTRY_LIMIT = 10_000;

export async function payoutReport(db: Queryable, providerId: number, range: DayRange) {
  const entries = await db.query<PayoutEntry & Record<string, unknown>>(
    `select e.entry_id, e.lead_ref as lead_id, e.kind, e.state, e.amount, e.batch_id, f.at as created_at, e.at as updated_at
       from ${latestEntries('provider_id = $1')} e
       join payout_ledger f on f.entry_id = e.entry_id
        and f.row_id = (select min(row_id) from payout_ledger m where m.entry_id = e.entry_id)
      where f.at >= $2 and f.at < $3
      order by f.at desc, e.entry_id limit ${ENTRY_LIMIT}`,
    [providerId, range.start, range.end],
  );
  const totals = Object.fromEntries(ENTRY_STATES.map((s) => [s, { entries: 0, amount: 0 }])) as Record<
    EntryState,
    { entries: number; amount: number }
  >;
  for (const entry of entries) {
    totals[entry.state].entries += 1;
    totals[entry.state].amount += entry.amount;
  }
  const batches = await db.query(
    `select b.batch_id, b.closed_at, l.amount, l.entries, l.reference
       from payout_batch_lines l join payout_batches b on b.batch_id = l.batch_id
      where l.provider_id = $1 order by b.closed_at desc, b.batch_id limit 100`,
    [providerId],
  );
  return { provider_id: providerId, from: range.from, to: range.to, entries, totals, batches };
}
