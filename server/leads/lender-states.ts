// The per-lender states of a lead as stored (webhooks and returns) and the lead's `status` kept equal
// to what they derive (server/leads/states.ts). Every writer of a lender's state goes through here.
import type { Queryable } from '../db';
import { lendersOfLead } from '../lenders/reach';
import { isLenderState, leadStatus, type LenderState } from './states';

/** The lender's state for the lead: `returned`, else its latest known state, else `sent`. */
export async function lenderStateOf(q: Queryable, leadId: string, lenderId: string): Promise<LenderState> {
  const [row] = await q.query<{ state: string | null }>(
    `select coalesce((select 'returned' from lender_returns where lead_id = $1 and lender_id = $2),
                     (select state_type from webhooks where lead_id = $1 and lender_id = $2 and state_type = any($3::text[])
                       order by id desc limit 1)) as state`,
    [leadId, lenderId, ['approved', 'rejected', 'issued', 'closed']],
  );
  return row?.state && isLenderState(row.state) ? row.state : 'sent';
}

/** Every lender the lead reached, each with its state (`sent` before the lender said anything). */
export async function lenderStatesOf(q: Queryable, leadId: string): Promise<LenderState[]> {
  return (await lendersOfLead(q, leadId)).map((l) => (l.status === 'delivered' || !isLenderState(l.status) ? 'sent' : l.status));
}

/** Sets the lead's `status` to what its lenders' states derive; resolves the old and new status. */
export async function refreshStatus(tx: Queryable, leadId: string): Promise<{ before: string; after: string }> {
  const [lead] = await tx.query<{ status: string }>('select status from leads where lead_id = $1', [leadId]);
  const before = lead?.status ?? 'new';
  const after = leadStatus(await lenderStatesOf(tx, leadId));
  if (after !== before) await tx.query('update leads set status = $2 where lead_id = $1', [leadId, after]);
  return { before, after };
}
