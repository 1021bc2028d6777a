// How a lead reaches a lender (docs/lenders.md "Binding"): delivered to it, or by the person's click
// on one of its offers (an `offer_click` event naming the lead and an offer whose lender_id is the
// lender's). Only then may the lender's key read the lead's receipt, change its status or return it.
import type { Queryable } from '../db';
import { LIVE_STATES } from './routing';

/** When the lead reached the lender (delivery, else first click), or undefined when it did not. */
export async function reachedAt(q: Queryable, leadId: string, lenderId: string): Promise<Date | undefined> {
  const [row] = await q.query<{ at: Date | null }>(
    `select coalesce(
       (select created_at from lender_deliveries where lead_id = $1 and lender_id = $2 and state = any($3::text[])),
       (select min(e.received_at) from events e join offers o on o.offer_id = e.data->>'offer_id'
         where e.event = 'offer_click' and e.lead_id = $1 and o.offer->>'lender_id' = $2)) as at`,
    [leadId, lenderId, LIVE_STATES],
  );
  return row?.at ? new Date(row.at) : undefined;
}

export interface LeadLender {
  lender_id: string;
  name: string;
  /** The lender's latest state for the lead (/webhook), `returned`, or `delivered` before either. */
  status: string;
  reached_at: string;
}

/** The lenders a lead went to, each with its status (the borrower's /my/ page and the console). */
export async function lendersOfLead(q: Queryable, leadId: string): Promise<LeadLender[]> {
  return q.query<LeadLender & Record<string, unknown>>(
    `with reached as (
       select lender_id, created_at as at from lender_deliveries where lead_id = $1 and state = any($2::text[])
       union all
       select o.offer->>'lender_id', e.received_at from events e join offers o on o.offer_id = e.data->>'offer_id'
        where e.event = 'offer_click' and e.lead_id = $1 and o.offer->>'lender_id' is not null)
     select l.lender_id, l.name, min(r.at) as reached_at,
            coalesce((select 'returned' from lender_returns x where x.lead_id = $1 and x.lender_id = l.lender_id),
                     (select w.state_type from webhooks w where w.lead_id = $1 and w.lender_id = l.lender_id order by w.id desc limit 1),
                     'delivered') as status
       from reached r join lenders l on l.lender_id = r.lender_id
      group by l.lender_id, l.name order by min(r.at), l.lender_id`,
    [leadId, LIVE_STATES],
  );
}
