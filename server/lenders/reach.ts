// How a lead reaches a lender (docs/lenders.md "Binding"): delivered to it, or click-bound — the
// person opened one of its offers and the offers widget said so with the lead's token
// (POST /api/leads/{lead_id}/clicks, table lead_clicks). A browser's analytics event binds nothing.
// Only a lender the lead reached may read its receipt and post its state; only one it was
// delivered to may read its personal data or return it.
import type { Queryable } from '../db';
import { LIVE_STATES } from './routing';

export interface Reach {
  /** The delivery's time, else the click's. */
  at: Date;
  by: 'delivery' | 'click';
}

/** How and when the lead reached the lender, or undefined when it did not. */
export async function reachOf(q: Queryable, leadId: string, lenderId: string): Promise<Reach | undefined> {
  const [row] = await q.query<{ delivered: Date | string | null; clicked: Date | string | null }>(
    `select (select created_at from lender_deliveries where lead_id = $1 and lender_id = $2 and state = any($3::text[])) as delivered,
            (select clicked_at from lead_clicks where lead_id = $1 and lender_id = $2) as clicked`,
    [leadId, lenderId, LIVE_STATES],
  );
  if (row?.delivered) return { at: new Date(row.delivered), by: 'delivery' };
  if (row?.clicked) return { at: new Date(row.clicked), by: 'click' };
  return undefined;
}

/** When the lead reached the lender (delivery, else click), or undefined when it did not. */
export async function reachedAt(q: Queryable, leadId: string, lenderId: string): Promise<Date | undefined> {
  return (await reachOf(q, leadId, lenderId))?.at;
}

export interface LeadLender {
  lender_id: string;
  name: string;
  /** The lender's latest state for the lead (/webhook), `returned`, or `delivered` before either. */
  status: string;
  reached_at: string;
  reached_by: 'delivery' | 'click';
}

/** The lenders a lead went to, each with its status (the borrower's /my/ page and the console). */
export async function lendersOfLead(q: Queryable, leadId: string): Promise<LeadLender[]> {
  return q.query<LeadLender & Record<string, unknown>>(
    `with reached as (
       select lender_id, created_at as at, 'delivery' as by from lender_deliveries where lead_id = $1 and state = any($2::text[])
       union all
       select lender_id, clicked_at, 'click' from lead_clicks where lead_id = $1)
     select l.lender_id, l.name, min(r.at) as reached_at,
            case when bool_or(r.by = 'delivery') then 'delivery' else 'click' end as reached_by,
            coalesce((select 'returned' from lender_returns x where x.lead_id = $1 and x.lender_id = l.lender_id),
                     (select w.state_type from webhooks w where w.lead_id = $1 and w.lender_id = l.lender_id
                       and w.state_type = any($3::text[]) order by w.id desc limit 1),
                     'delivered') as status
       from reached r join lenders l on l.lender_id = r.lender_id
      group by l.lender_id, l.name order by min(r.at), l.lender_id`,
    [leadId, LIVE_STATES, ['approved', 'rejected', 'issued', 'closed']],
  );
}
