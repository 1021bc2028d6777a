// Lead events (DESIGN "One lead, one truth"): a lead's history, each event recorded once with its
// actor and time, in the transaction of the change it records. The console's lead page and `/my/`
// read it (leadHistory). No personal data goes into an event: `data` names lenders, states,
// reasons; the actor is a role or an account id. Erasure keeps only each event's type and time
// (forgetHistory, called by the erasure itself): not even the lead's id stays with them.
import type { Queryable } from '../db';
import type { Actor, LeadEvent, LeadEventType } from '../../common/lead-events';

export type { Actor, LeadEvent, LeadEventType };

/** Records the event for every lead named (in the caller's transaction); resolves each lead's event
 * id (stable: a consumer's occurrence key). */
export async function recordLeadEvent(
  tx: Queryable,
  leadIds: string | readonly string[],
  type: LeadEventType,
  actor: Actor,
  data: LeadEvent['data'] = {},
): Promise<Map<string, string>> {
  const ids = typeof leadIds === 'string' ? [leadIds] : [...leadIds];
  if (ids.length === 0) return new Map();
  const rows = await tx.query<{ id: string; lead_id: string }>(
    `insert into lead_events (lead_id, type, actor, data) select id, $2, $3, $4::text::jsonb from unnest($1::text[]) as id
     returning id::text as id, lead_id`,
    [ids, type, actor, JSON.stringify(data)],
  );
  await applyToLead(tx, ids, type, data);
  return new Map(rows.map((r) => [r.lead_id, r.id]));
}

/** The lead's own columns an event changes, written with the event (this module and registration
 * are the only writers of the leads table outside the migrations: tests/unit/one-place.test.ts). */
async function applyToLead(tx: Queryable, ids: string[], type: LeadEventType, data: LeadEvent['data']): Promise<void> {
  if (type === 'verified') await tx.query('update leads set verified = true, verified_at = now() where lead_id = any($1::text[])', [ids]);
  if (type === 'reviewed' && typeof data.quality === 'string')
    await tx.query('update leads set quality = $2 where lead_id = any($1::text[])', [ids, data.quality]);
}

/** The lead's history, oldest first. */
export async function leadHistory(q: Queryable, leadId: string): Promise<LeadEvent[]> {
  return (await leadHistories(q, [leadId])).get(leadId) ?? [];
}

/** The histories of several leads in one query (a person's applications on /my/), each oldest first. */
export async function leadHistories(q: Queryable, leadIds: readonly string[]): Promise<Map<string, LeadEvent[]>> {
  const histories = new Map<string, LeadEvent[]>(leadIds.map((id) => [id, []]));
  if (leadIds.length === 0) return histories;
  const rows = await q.query<{ lead_id: string; type: LeadEventType; actor: string | null; at: Date | string; data: LeadEvent['data'] }>(
    'select lead_id, type, actor, at, data from lead_events where lead_id = any($1::text[]) order by id',
    [leadIds],
  );
  for (const r of rows)
    histories.get(r.lead_id)?.push({ type: r.type, actor: r.actor, at: new Date(r.at).toISOString(), data: r.data ?? {} });
  return histories;
}

/** An erasure keeps only the type and time of each event of these leads (no lead id, actor or
 * data: they still count in the figures and tell no one whose they were), and records itself. */
export async function forgetHistory(tx: Queryable, leadIds: readonly string[]): Promise<void> {
  if (leadIds.length === 0) return;
  await tx.query(`update lead_events set lead_id = null, actor = null, data = '{}'::jsonb where lead_id = any($1::text[])`, [leadIds]);
  await tx.query(`insert into lead_events (lead_id, type, actor) select null, 'erased', null from unnest($1::text[])`, [leadIds]);
}
