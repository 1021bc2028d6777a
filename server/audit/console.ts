// Console entries of the audit log: every view or export of personal data, and every change, with
// the operator. Like server/audit/index.ts, never the person's data itself: counts, filter names, ids of
// offers and users only.
import type { Queryable } from '../db';

export type ConsoleAction =
  | 'console.signin'
  | 'console.signin.failed'
  | 'console.signin.locked'
  | 'console.user.create'
  | 'console.user.disable'
  | 'console.user.enable'
  | 'console.leads.list'
  | 'console.leads.export'
  | 'console.users.export'
  | 'console.audit.export'
  | 'console.payouts.export'
  | 'console.lead.view'
  | 'console.lead.lenders.view'
  | 'console.lead.quotes.view'
  | 'console.lead.export'
  | 'console.offer.create'
  | 'console.offer.edit'
  | 'console.offer.retire'
  | 'console.offer.restore'
  | 'console.offer.reorder'
  | 'console.postback.retry'
  | 'console.lender.create'
  | 'console.lender.edit'
  | 'console.lender.key'
  | 'campaign.send'
  | 'lead.review'
  | 'partner.update'
  | 'partner.key'
  | 'partner.secret'
  | 'console.outbox.view'
  | 'payout.batch.close'
  | 'payout.batch.export'
  | 'poya.add'
  | 'poya.remove';

export async function recordConsoleAudit(
  q: Queryable,
  actor: string,
  action: ConsoleAction,
  outcome: Record<string, unknown> = {},
): Promise<void> {
  await q.query('insert into audit_log (actor, action, lookup, outcome) values ($1, $2, null, $3::text::jsonb)', [
    actor,
    action,
    JSON.stringify(outcome),
  ]);
}
