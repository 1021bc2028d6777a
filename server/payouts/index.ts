// Partners' money (docs/payouts.md): the ledger's entries follow lead events, registered here with
// the lifecycle so they are written in the event's transaction or not at all.
//   registered   → a cpl partner's lead earns at once when phones are not verified (an `ok` lead only)
//   verified     → a cpl partner's lead earns once its phone is verified
//   lender_state → a cpa partner's lead earns once a lender issued it
// Returns move money as server/lenders/returns.ts decides (its consumer is registered there).
import type { Lifecycle } from '../lifecycle';
import { accruePayout } from './ledger';

export function startPayouts(lifecycle: Lifecycle, { verifyPhones }: { verifyPhones: boolean }): void {
  lifecycle.onLeadEvent('registered', 'payouts', (tx, leadId) => accruePayout(tx, leadId, { smsOn: verifyPhones }));
  lifecycle.onLeadEvent('verified', 'payouts', (tx, leadId) => accruePayout(tx, leadId, { smsOn: true }));
  // smsOn: a cpl lead has earned already, if it does
  lifecycle.onLeadEvent('lender_state', 'payouts', async (tx, leadId, data) => {
    if (data.state === 'issued') await accruePayout(tx, leadId, { smsOn: true });
  });
}
