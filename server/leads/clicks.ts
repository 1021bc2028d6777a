// Click-through binding (DESIGN "One lead, one truth"): a registered person opened a lender's offer,
// and the offers widget says so with the lead's token. That ties the offer's lender to the lead once
// (table lead_clicks, migration 022): the lender may then read the lead's id, its receipt and its own
// state, and post its state — never the person's details, and no return. A browser's analytics
// `offer_click` event binds nothing.
import { recordLeadEvent } from './events';
import type { Db } from '../db';
import { ApiError } from '../http/errors';
import { provesLead } from '../lead-token';

/** Binds the offer's lender to the lead; 404 (`lead_not_found`) for a wrong token or an offer that
 * is unknown or names no lender. A second click changes nothing. */
export async function bindClick(db: Db, leadId: string, offerId: unknown, token: unknown, now: Date): Promise<void> {
  if (typeof offerId !== 'string' || !offerId || offerId.length > 200) throw new ApiError('lead_not_found');
  if (!(await provesLead(db, leadId, token))) throw new ApiError('lead_not_found');
  const [offer] = await db.query<{ lender_id: string | null }>("select offer->>'lender_id' as lender_id from offers where offer_id = $1", [
    offerId,
  ]);
  if (!offer?.lender_id) throw new ApiError('lead_not_found');
  await db.transaction(async (tx) => {
    const bound = await tx.query(
      `insert into lead_clicks (lead_id, lender_id, offer_id, clicked_at)
       select $1, $2, $3, $4 where exists (select 1 from leads where lead_id = $1)
       on conflict (lead_id, lender_id) do nothing returning 1`,
      [leadId, offer.lender_id, offerId, now],
    );
    if (bound.length) await recordLeadEvent(tx, leadId, 'click_bound', 'person', { lender_id: offer.lender_id!, offer_id: offerId });
  });
}
