// The person's own decisions about their leads, from `/my/` or an operator's data request: stop
// marketing, withdraw consent, erase. Each is a lead event, recorded once (a repeat records nothing),
// and withdrawal and erasure notify every lender that received the lead (server/leads/notices.ts),
// in the same transaction.
import type { Queryable } from '../db';
import type { JobQueue } from '../jobs';
import { eraseLeads, type ErasedCounts } from './erase';
import { recordLeadEvent, type Actor } from './events';
import { noticeLenders } from './notices';

/** Marketing off for these leads; resolves how many had it on. */
export async function marketingOff(tx: Queryable, leadIds: readonly string[], actor: Actor): Promise<number> {
  const rows = await tx.query<{ lead_id: string }>(
    'update leads set marketing_opt_in = false where lead_id = any($1::text[]) and marketing_opt_in returning lead_id',
    [leadIds],
  );
  await recordLeadEvent(
    tx,
    rows.map((r) => r.lead_id),
    'marketing_off',
    actor,
  );
  return rows.length;
}

/** Consent withdrawn (and marketing off) for these leads: no more messages, lenders told once.
 * Resolves the withdrawal time of each lead and the push tokens removed. */
export async function withdrawConsent(
  tx: Queryable,
  jobs: JobQueue,
  leadIds: readonly string[],
  actor: Actor,
): Promise<{ withdrawn: { lead_id: string; at: string }[]; pushTokens: number }> {
  const ids = [...leadIds];
  const fresh = (
    await tx.query<{ lead_id: string }>(
      'select lead_id from leads where lead_id = any($1::text[]) and consent_withdrawn_at is null for update',
      [ids],
    )
  ).map((r) => r.lead_id);
  const withdrawn = await tx.query<{ lead_id: string; at: string }>(
    `update leads set consent_withdrawn_at = coalesce(consent_withdrawn_at, now()), marketing_opt_in = false
      where lead_id = any($1::text[]) returning lead_id, consent_withdrawn_at::text as at`,
    [ids],
  );
  const pushTokens = await stopMessages(
    tx,
    withdrawn.map((r) => r.lead_id),
  );
  await recordLeadEvent(tx, fresh, 'withdrawn', actor);
  await noticeLenders(tx, jobs, fresh, 'lead_withdrawn');
  return { withdrawn, pushTokens };
}

/** Erases these leads (./erase.ts eraseLeads) after telling their lenders: the notices
 * outlive the lead, and its history keeps only each event's type and time. */
export async function eraseSubject(tx: Queryable, jobs: JobQueue, leadIds: readonly string[]): Promise<ErasedCounts> {
  await noticeLenders(tx, jobs, leadIds, 'lead_erased');
  return eraseLeads(tx, [...leadIds]);
}

/** After a withdrawal: no more pushes (the leads' tokens go, deliveries not yet made are dropped:
 * the push worker skips a missing row) and pending partner postbacks are dropped (the postback
 * worker also checks consent; other lifecycle jobs check it when they run). Resolves the tokens removed. */
export async function stopMessages(tx: Queryable, leadIds: string[]): Promise<number> {
  const tokens = (await tx.query('delete from push_tokens where lead_id = any($1::text[]) returning 1', [leadIds])).length;
  const [table] = await tx.query<{ name: string | null }>("select to_regclass('push_deliveries')::text as name");
  if (table?.name) await tx.query("delete from push_deliveries where lead_id = any($1::text[]) and state = 'pending'", [leadIds]);
  await tx.query("update postbacks set state = 'dropped', done_at = now() where lead_id = any($1::text[]) and state = 'pending'", [
    leadIds,
  ]);
  return tokens;
}
