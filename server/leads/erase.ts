// Erasure of a person's data across every table (DESIGN "One lead, one truth": the data subject
// lives with the lead), for the data-subject DELETE calls, `/my/` and the retention job
// (server/retention.ts).
import type { Queryable } from '../db';
import { forgetHistory } from './events';

export type ErasedCounts = Record<string, number> & { leads: number; events: number; push_tokens: number; webhooks: number };

/** Whether the table exists (a feature's migration may not have run). */
export const exists = async (q: Queryable, table: string) =>
  (await q.query<{ name: string | null }>('select to_regclass($1)::text as name', [table]))[0]?.name != null;

/** Every table that holds rows about a lead (a `lead_id` column), found in the catalogue, so a
 * table added by a later migration is erased too. Events are erased apart (by lead and visitor),
 * through their partitioned table, never a partition (its triggers keep the counts and rollups).
 * Consent receipts stay: they hold no personal data, and the chain must stay whole
 * (docs/lenders.md "Consent receipts"). */
async function leadTables(q: Queryable): Promise<string[]> {
  const rows = await q.query<{ table_name: string }>(
    `select c.table_name from information_schema.columns c
     join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
     where c.table_schema = current_schema() and c.column_name = 'lead_id' and t.table_type = 'BASE TABLE' and c.table_name not in ('leads', 'events', 'consent_receipts', 'lead_events', 'lender_notices')
       and c.table_name not in (select relname::text from pg_class where relispartition) -- the events' months
     order by c.table_name`,
  );
  return rows.map((r) => r.table_name);
}

/** The leads' queued jobs (postbacks, lifecycle events name the lead; push deliveries name only
 * their delivery row, found by the lead) and their idempotency keys. */
async function cancelJobs(tx: Queryable, leadIds: string[]): Promise<void> {
  const deliveries = (await exists(tx, 'push_deliveries'))
    ? (await tx.query<{ delivery_id: string }>('select delivery_id from push_deliveries where lead_id = any($1::text[])', [leadIds])).map(
        (r) => r.delivery_id,
      )
    : [];
  if (await exists(tx, 'pgboss.job')) {
    for (const table of ['pgboss.job', 'pgboss.archive']) {
      await tx.query(`delete from ${table} where data->>'lead_id' = any($1::text[]) or data->>'delivery_id' = any($2::text[])`, [
        leadIds,
        deliveries,
      ]);
    }
  }
  await tx.query('delete from job_keys k where exists (select 1 from unnest($1::text[]) as id where position(id in k.key) > 0)', [leadIds]);
  await tx.query('delete from job_keys where key = any($1::text[])', [deliveries]);
}

const quoted = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;

/** Deletes the leads and everything about them: their events (by the leads' client_id, or naming
 * the lead), every row of every table with their lead_id, their queued jobs and idempotency keys.
 * Run it in a transaction. `byClient: false` (retention) keeps the visitor's events that do not
 * name the lead: those go by their own age. */
export async function eraseLeads(tx: Queryable, leadIds: string[], { byClient = true } = {}): Promise<ErasedCounts> {
  const counts: ErasedCounts = { leads: 0, events: 0, push_tokens: 0, webhooks: 0 };
  if (leadIds.length === 0) return counts;
  // The leads first: a delivery in flight writes its outcome back only under a share of the lead's
  // row (server/partners/postbacks.ts), so it either finished before this (and its rows are erased
  // below) or finds the lead gone and writes nothing.
  await tx.query('select 1 from leads where lead_id = any($1::text[]) for update', [leadIds]);
  await cancelJobs(tx, leadIds);
  const clients = !byClient
    ? []
    : (
        await tx.query<{ client_id: string }>(
          'select distinct client_id from leads where lead_id = any($1::text[]) and client_id is not null',
          [leadIds],
        )
      ).map((r) => r.client_id);
  // the events go through their partitioned table (indexes on client_id and lead_id in every month),
  // and their ids with them: an id is the sender's choice and may name the lead
  const [events] = await tx.query<{ n: number }>(
    `with gone as (delete from events where client_id = any($1::text[]) or lead_id = any($2::text[]) returning event_id),
       forgotten as (delete from event_ids where event_id in (select event_id from gone))
     select count(*)::int as n from gone`,
    [clients, leadIds],
  );
  counts.events = events!.n;
  for (const table of await leadTables(tx)) {
    counts[table] = (await tx.query(`delete from ${quoted(table)} where lead_id = any($1::text[]) returning 1`, [leadIds])).length;
  }
  // the development SMS outbox (SMS_OUTBOX=1, server/sms/outbox.ts) knows the person by phone only
  await tx.query('delete from sms_outbox where phone in (select phone from leads where lead_id = any($1::text[]))', [leadIds]);
  // the quote requests the leads used (the priced need) and their quotes (DESIGN "Quotes")
  const requests = await tx.query<{ id: string }>(
    'select quote_request_id as id from leads where lead_id = any($1::text[]) and quote_request_id is not null',
    [leadIds],
  );
  if (requests.length) {
    const ids = requests.map((r) => r.id);
    await tx.query('delete from quotes where quote_request_id = any($1::text[])', [ids]);
    await tx.query('delete from quote_requests where quote_request_id = any($1::text[])', [ids]);
  }
  // the lead's history keeps each event's type and time, nothing else (server/leads/events.ts)
  await forgetHistory(tx, leadIds);
  counts.leads = (await tx.query('delete from leads where lead_id = any($1::text[]) returning 1', [leadIds])).length;
  return counts;
}
