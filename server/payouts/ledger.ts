// The payout ledger (docs/lead-quality-and-payouts.md "Payout ledger"): append only. An entry is
// the rows of one `entry_id`; its state is its latest row. A payable lead makes `payout:<lead>`,
// `pending` → `approved` (lock period over, no return window open) → `paid` (server/payouts/batches.ts),
// or `reversed` before it is paid; a return after payment adds `clawback:<lead>`, a negative entry,
// `approved` at once, that the next batch deducts. `unique (entry_id, state)` makes each step once.
import { ENTRY_STATES } from '../../common/money-lists';
import type { Queryable } from '../db';

export type EntryState = (typeof ENTRY_STATES)[number];
export { ENTRY_STATES };

export interface Payout {
  model: 'cpl' | 'cpa';
  amount: number;
}

/** Each entry's latest row, as a subquery (`where` narrows the rows read first). */
export const latestEntries = (where = 'true') =>
  `(select distinct on (entry_id) * from payout_ledger where ${where} order by entry_id, row_id desc)`;

// A lead earns (is payable) while its payout entry's latest row is not `reversed`: the figures of
// payable leads (partner stats, the console funnel) count it from `lead_daily`, whose triggers
// decide it with `lead_payable()` (migration 019).

/** SQL: a lender may still return the lead aliased `ld` at `$1` (a time). Until lender delivery
 * records when each lender got the lead, the window runs from the lead's creation. */
/** A lender may still return the lead (`ld`) at `$1`: it came within the window, or reached a
 * lender by delivery within it (a lead may wait days for a lender's opening; docs/lenders.md). */
export const returnWindowOpen = (days: number) => {
  const since = `$1::timestamptz - make_interval(days => ${Math.floor(days)})`;
  return `(ld.created_at > ${since} or exists (select 1 from lender_deliveries d where d.lead_id = ld.lead_id and d.created_at > ${since}))`;
};

interface Step {
  entry_id: string;
  lead_ref: string;
  provider_id: number;
  kind: 'payout' | 'clawback';
  amount: number;
}

async function append(tx: Queryable, step: Step, state: EntryState, reason: string, actor: string, batchId?: string): Promise<boolean> {
  const rows = await tx.query(
    `insert into payout_ledger (entry_id, lead_ref, provider_id, kind, state, amount, batch_id, reason, actor)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9) on conflict (entry_id, state) do nothing returning row_id`,
    [step.entry_id, step.lead_ref, step.provider_id, step.kind, state, step.amount, batchId ?? null, reason, actor],
  );
  return rows.length > 0;
}

/**
 * Makes the lead's `pending` entry when it has become payable under its partner's payout: an `ok`
 * lead from an origin the partner allows, for `cpl` once verified where SMS is on, for `cpa` once
 * a lender's key set it `issued`. Call it in the transaction of the change; a second call adds nothing.
 */
export async function accruePayout(tx: Queryable, leadId: string, options: { smsOn: boolean }): Promise<boolean> {
  const [lead] = await tx.query<{ provider_id: number; payout: Payout }>(
    `select p.provider_id, p.payout from leads l join partners p on p.provider_id = l.provider
     where l.lead_id = $1 and l.quality = 'ok' and p.payout is not null
       and (jsonb_array_length(p.allowed_origins) = 0 or l.origin is null or p.allowed_origins @> jsonb_build_array(l.origin))
       and case p.payout->>'model'
             when 'cpl' then (not $2::boolean or l.verified)
             when 'cpa' then exists (select 1 from webhooks w where w.lead_id = l.lead_id and w.lender_id is not null and w.state_type = 'issued')
             else false end`,
    [leadId, options.smsOn],
  );
  if (!lead) return false;
  const step = {
    entry_id: `payout:${leadId}`,
    lead_ref: leadId,
    provider_id: lead.provider_id,
    kind: 'payout' as const,
    amount: lead.payout.amount,
  };
  return append(tx, step, 'pending', lead.payout.model === 'cpa' ? 'issued' : 'lead', 'system');
}

export type Reversal = 'reversed' | 'clawback' | 'none';

/**
 * A lead returned by a lender, rejected by an operator or found a duplicate: its entry is
 * `reversed` while unpaid; once paid, a negative `clawback` entry (approved: the next batch
 * deducts it) is added instead. Call it in the transaction of the return; a second call adds nothing.
 */
export async function reverseForReturn(tx: Queryable, leadId: string, reason: string, actor = 'system'): Promise<Reversal> {
  await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`payout:${leadId}`]);
  const [entry] = await tx.query<Step & { state: EntryState } & Record<string, unknown>>(
    `select entry_id, lead_ref, provider_id, kind, amount, state from ${latestEntries('entry_id = $1')} e`,
    [`payout:${leadId}`],
  );
  if (!entry || entry.state === 'reversed') return 'none';
  if (entry.state !== 'paid') return (await append(tx, entry, 'reversed', reason, actor)) ? 'reversed' : 'none';
  const clawback = { ...entry, entry_id: `clawback:${leadId}`, kind: 'clawback' as const, amount: -entry.amount };
  return (await append(tx, clawback, 'approved', reason, actor)) ? 'clawback' : 'none';
}

/** Pending entries whose lock period is over at `now` and whose lead no lender may return any
 * more become `approved`; resolves how many. The scheduled `payouts.approve` job runs it. */
export async function approveDuePayouts(
  tx: Queryable,
  { now, lockDays, returnWindowDays }: { now: Date; lockDays: number; returnWindowDays: number },
): Promise<number> {
  const rows = await tx.query(
    `insert into payout_ledger (entry_id, lead_ref, provider_id, kind, state, amount, reason, actor, at)
     select e.entry_id, e.lead_ref, e.provider_id, e.kind, 'approved', e.amount, 'lock_period_over', 'system', $1::timestamptz
       from ${latestEntries("kind = 'payout'")} e
       join payout_ledger p on p.entry_id = e.entry_id and p.state = 'pending'
      where e.state = 'pending' and p.at <= $1::timestamptz - make_interval(days => ${Math.floor(lockDays)})
        and not exists (select 1 from leads ld where ld.lead_id = e.lead_ref and ${returnWindowOpen(returnWindowDays)})
     on conflict (entry_id, state) do nothing returning row_id`,
    [now.toISOString()],
  );
  return rows.length;
}

/** The postback's `payout`: what the lead earns its partner now (LKR), or null. */
export async function leadPayout(q: Queryable, leadId: string): Promise<number | null> {
  const [row] = await q.query<{ amount: number | null }>(
    `select sum(amount)::int as amount from ${latestEntries('lead_ref = $1')} e where e.state <> 'reversed'`,
    [leadId],
  );
  return row?.amount ?? null;
}
