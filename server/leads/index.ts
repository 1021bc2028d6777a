// The lead's one home (DESIGN "One lead, one truth"): its events and the consequences that belong to
// the lead itself, registered with the lifecycle at start, after the other domains' consumers (so a
// lead's status is derived once the money and routing of the same event are written).
//   registered              → the `lead_created` jobs (postbacks, pushes: server/lifecycle.ts)
//   lender_state, returned  → the lead's status derived again from its lenders' states; a change by
//                             a lender's state is a `status_changed` job
import type { Lifecycle } from '../lifecycle';
import { refreshStatus } from './lender-states';

export function startLeads(lifecycle: Lifecycle): void {
  lifecycle.onLeadEvent('registered', 'jobs', (tx, leadId) => lifecycle.leadCreated({ lead_id: leadId }, { tx }));
  lifecycle.onLeadEvent('lender_state', 'status', async (tx, leadId, _data, eventId) => {
    const { before, after } = await refreshStatus(tx, leadId);
    // one job per state posted: the event is the occurrence
    if (after !== before) await lifecycle.statusChanged({ lead_id: leadId }, after, { tx, occurrence: eventId });
  });
  lifecycle.onLeadEvent('returned', 'status', (tx, leadId) => refreshStatus(tx, leadId));
}
