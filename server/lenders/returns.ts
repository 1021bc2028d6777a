// A lender returns a lead delivered to it (docs/lenders.md "Returns"): with a reason code, once,
// from `sent` only (server/leads/states.ts), within RETURN_WINDOW_DAYS of the delivery — the one
// setting that also holds payouts back (server/quality/settings.ts). A click-bound lender never
// had the person's details and cannot return the lead.
import type { Lifecycle } from '../lifecycle';
import type { Db, Queryable } from '../db';
import { ApiError } from '../http/errors';
import { lenderStateOf } from '../leads/lender-states';
import { transition } from '../leads/states';
import { reverseForReturn } from '../payouts/ledger';
import { reachOf } from './reach';
import { LIVE_STATES } from './routing';

export const RETURN_REASONS = ['duplicate', 'invalid_contact', 'not_eligible', 'fraud', 'other'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];
/** One lender's return of these moves the partner's money at once: the lead itself was bad. */
const BAD_LEAD: readonly ReturnReason[] = ['fraud', 'invalid_contact'];

/** What a return changes elsewhere, in its transaction: the partner's payout is reversed before
 * payment, clawed back after (server/payouts/ledger.ts) — only once every lender the lead was
 * delivered to has returned it, or at once for a fraud or invalid-contact return; a lead another
 * lender honoured still earns. */
export async function onLeadReturned(tx: Queryable, leadId: string, reason: ReturnReason, lenderId: string): Promise<void> {
  const [open] = await tx.query<{ n: number }>(
    `select count(*)::int as n from lender_deliveries d
      where d.lead_id = $1 and d.state = any($2::text[])
        and not exists (select 1 from lender_returns r where r.lead_id = d.lead_id and r.lender_id = d.lender_id)`,
    [leadId, LIVE_STATES],
  );
  if (BAD_LEAD.includes(reason) || (open?.n ?? 0) === 0) await reverseForReturn(tx, leadId, `returned:${reason}`, `lender:${lenderId}`);
}

export async function returnLead(
  db: Db,
  lifecycle: Pick<Lifecycle, 'record'>,
  lenderId: string,
  leadId: string,
  reason: ReturnReason,
  now: Date,
  windowDays: number,
) {
  return db.transaction(async (tx) => {
    const [lead] = await tx.query('select 1 from leads where lead_id = $1 for update', [leadId]);
    const reach = lead && (await reachOf(tx, leadId, lenderId));
    if (!reach) throw new ApiError('lead_not_found');
    if (reach.by !== 'delivery')
      throw new ApiError(
        'conflict',
        { lead_id: 'not_delivered' },
        'Only a lead delivered to you can be returned; this one came by a click on your offer.',
      );
    const state = await lenderStateOf(tx, leadId, lenderId);
    if (state === 'returned') throw new ApiError('conflict', { lead_id: 'already_returned' }, 'This lead was returned already.');
    transition(state, 'returned');
    if (windowDays <= 0 || now.getTime() - reach.at.getTime() > windowDays * 86_400_000)
      throw new ApiError(
        'conflict',
        { lead_id: 'return_window_closed' },
        windowDays === 0 ? 'Leads cannot be returned (RETURN_WINDOW_DAYS is 0).' : `Leads are returned within ${windowDays} days.`,
      );
    await tx.query('insert into lender_returns (lead_id, lender_id, reason, returned_at) values ($1, $2, $3, $4)', [
      leadId,
      lenderId,
      reason,
      now,
    ]);
    // the partner's money (onLeadReturned, ./index.ts) and the lead's status (server/leads) follow as the event's consumers
    await lifecycle.record(tx, leadId, 'returned', `lender:${lenderId}`, { lender_id: lenderId, reason });
    return { lead_id: leadId, reason, returned_at: now.toISOString() };
  });
}
