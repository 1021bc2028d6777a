// A lender returns a lead it received (docs/lenders.md "Returns"): with a reason code, once, within
// RETURN_WINDOW_DAYS of the delivery (or of the click that brought the lead).
import type { Db, Queryable } from '../db';
import { ApiError } from '../http/errors';
import { reverseForReturn } from '../payouts/ledger';
import { reachedAt } from './reach';

export const RETURN_WINDOW_DAYS = 7;
export const RETURN_REASONS = ['duplicate', 'invalid_contact', 'not_eligible', 'fraud', 'other'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

/** What a return changes elsewhere, in its transaction: a returned lead earns its partner nothing
 * (the payout is reversed before payment, clawed back after: server/payouts/ledger.ts). */
async function onLeadReturned(tx: Queryable, leadId: string, reason: ReturnReason, lenderId: string): Promise<void> {
  await reverseForReturn(tx, leadId, `returned:${reason}`, `lender:${lenderId}`);
}

export async function returnLead(db: Db, lenderId: string, leadId: string, reason: ReturnReason, now: Date) {
  return db.transaction(async (tx) => {
    const [lead] = await tx.query('select 1 from leads where lead_id = $1 for update', [leadId]);
    const at = lead && (await reachedAt(tx, leadId, lenderId));
    if (!at) throw new ApiError('lead_not_found');
    if (now.getTime() - at.getTime() > RETURN_WINDOW_DAYS * 86_400_000)
      throw new ApiError('conflict', { lead_id: 'return_window_closed' }, `Leads are returned within ${RETURN_WINDOW_DAYS} days.`);
    const rows = await tx.query(
      `insert into lender_returns (lead_id, lender_id, reason, returned_at) values ($1, $2, $3, $4)
       on conflict (lead_id, lender_id) do nothing returning lead_id`,
      [leadId, lenderId, reason, now],
    );
    if (rows.length === 0) throw new ApiError('conflict', { lead_id: 'already_returned' }, 'This lead was returned already.');
    await onLeadReturned(tx, leadId, reason, lenderId);
    return { lead_id: leadId, reason, returned_at: now.toISOString() };
  });
}
