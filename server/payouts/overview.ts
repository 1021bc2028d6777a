// Every partner's money at a glance (the console's Payouts screen opens on it): for each partner
// account, its payout model and bank account, and the entries made in a range of Colombo days
// totalled by their current state, as one partner's report totals them (reports.ts).
import type { DayRange } from '../http/validate';
import type { Queryable } from '../db';
import { ENTRY_STATES, latestEntries, type EntryState, type Payout } from './ledger';

export interface PartnerPayoutLine {
  provider_id: number;
  name: string;
  payout: Payout | null;
  bank_account: string | null;
  totals: Record<EntryState, { entries: number; amount: number }>;
}

export async function payoutOverview(db: Queryable, range: DayRange) {
  const partners = await db.query<{ provider_id: number; name: string; payout: Payout | null; bank_account: string | null }>(
    'select provider_id, name, payout, bank_account from partners order by provider_id',
  );
  const sums = await db.query<{ provider_id: number; state: EntryState; entries: number; amount: number | string }>(
    `select e.provider_id, e.state, count(*)::int as entries, sum(e.amount)::bigint as amount
       from ${latestEntries()} e
       join payout_ledger f on f.entry_id = e.entry_id
        and f.row_id = (select min(row_id) from payout_ledger m where m.entry_id = e.entry_id)
      where f.at >= $1 and f.at < $2
      group by e.provider_id, e.state`,
    [range.start, range.end],
  );
  const empty = () => Object.fromEntries(ENTRY_STATES.map((s) => [s, { entries: 0, amount: 0 }])) as PartnerPayoutLine['totals'];
  const lines = new Map<number, PartnerPayoutLine>(partners.map((p) => [p.provider_id, { ...p, totals: empty() }]));
  for (const sum of sums) {
    // entries of a provider id with no account (its account never made) still show, by number
    const line = lines.get(sum.provider_id) ?? {
      provider_id: sum.provider_id,
      name: '',
      payout: null,
      bank_account: null,
      totals: empty(),
    };
    line.totals[sum.state] = { entries: sum.entries, amount: Number(sum.amount) };
    lines.set(sum.provider_id, line);
  }
  return { from: range.from, to: range.to, partners: [...lines.values()].sort((a, b) => a.provider_id - b.provider_id) };
}
