// Erasure of a person's data across every table, for the data-subject DELETE call and for the
// retention job. Retention: leads and events older than RETENTION_MONTHS (default 24, as the
// privacy policy promises), visitor states and push tokens unused that long, and push tokens FCM
// reported dead, erased by a daily job (server/jobs schedule, one run per day across processes).
// Events go by whole months, their partitions dropped, and the same run makes the coming month's
// partition (server/events/partitions.ts).
import type { Db, Queryable } from './db';
import { keepEventPartitions } from './events/partitions';
import type { JobQueue } from './jobs';
import { forgetHistory } from './leads/events';
import { logInfo } from './log';

export type ErasedCounts = Record<string, number> & { leads: number; events: number; push_tokens: number; webhooks: number };

const exists = async (q: Queryable, table: string) =>
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

export interface RetentionSettings {
  months: number;
  /** The clock (tests move it forward). */
  now?: Date;
}

/** Arbitrary constant key for pg_try_advisory_xact_lock: "rete" in ASCII. */
const RETENTION_LOCK_KEY = 0x72657465;
/** Idempotency keys outlive their jobs by this long (a send repeated later than that is new). */
const JOB_KEY_DAYS = 30;
const BATCH = 500;

/** One retention run; resolves what it erased, or null when another process is running one. */
export async function runRetention(db: Db, { months, now = new Date() }: RetentionSettings): Promise<ErasedCounts | null> {
  // The events' months first, in a short transaction of their own: creating and dropping a
  // partition makes the ingest wait, for these few statements and not for the erasure below.
  const kept = await db.transaction(async (tx) => {
    const [lock] = await tx.query<{ ok: boolean }>('select pg_try_advisory_xact_lock($1) as ok', [RETENTION_LOCK_KEY]);
    return lock?.ok ? keepEventPartitions(tx, { months, now }) : null;
  });
  if (!kept) return null;
  return db.transaction(async (tx) => {
    const [lock] = await tx.query<{ ok: boolean }>('select pg_try_advisory_xact_lock($1) as ok', [RETENTION_LOCK_KEY]);
    if (!lock?.ok) return null;
    const cutoff = (
      await tx.query<{ at: string }>('select ($1::timestamptz - make_interval(months => $2))::text as at', [now.toISOString(), months])
    )[0]!.at;
    const total: ErasedCounts = { leads: 0, events: kept.dropped, push_tokens: 0, webhooks: 0 };
    const add = (counts: Record<string, number>) => {
      for (const [k, v] of Object.entries(counts)) total[k] = (total[k] ?? 0) + v;
    };
    for (;;) {
      const ids = (await tx.query<{ lead_id: string }>('select lead_id from leads where created_at < $1 limit $2', [cutoff, BATCH])).map(
        (r) => r.lead_id,
      );
      if (ids.length === 0) break;
      add(await eraseLeads(tx, ids, { byClient: false }));
    }
    const count = async (sql: string, params: unknown[]) => (await tx.query(sql, params)).length;
    // whole months went with their partitions above; this finds the default partition's old rows
    // (events of a month that had no partition; docs/scaling.md "Partitioning")
    total.events += await count('delete from events where received_at < $1 returning 1', [cutoff]);
    // the rollups' groups the deletions (these and erasure's) brought to 0 (migration 016)
    await tx.query('delete from event_daily where n = 0');
    await tx.query('delete from vital_daily where n = 0');
    total.webhooks += await count('delete from webhooks where received_at < $1 returning 1', [cutoff]);
    // and the leads' (migration 019), after the webhooks
    await tx.query('delete from lead_daily where n = 0');
    total.push_tokens += await count('delete from push_tokens where updated_at < $1 returning 1', [cutoff]);
    if (await exists(tx, 'push_deliveries')) {
      // tokens FCM answered UNREGISTERED (the push worker deletes them at once; this catches any
      // stored again since), and the dead token's text in its delivery rows
      total.push_tokens += await count(
        "delete from push_tokens where token in (select token from push_deliveries where state = 'unregistered') returning 1",
        [],
      );
      await tx.query("update push_deliveries set token = '' where state = 'unregistered' and token <> ''");
    }
    await tx.query('delete from job_keys where created_at < $1::timestamptz - make_interval(days => $2)', [
      now.toISOString(),
      JOB_KEY_DAYS,
    ]);
    return total;
  });
}

export const RETENTION_QUEUE = 'retention';

/** The daily retention job: scheduled once for all processes, run by whichever takes it. */
export async function scheduleRetention(
  db: Db,
  jobs: JobQueue,
  settings: { months: number; cron: string; clock?: () => Date },
): Promise<void> {
  const clock = settings.clock ?? (() => new Date());
  await jobs.work(
    RETENTION_QUEUE,
    async () => {
      const erased = await runRetention(db, { months: settings.months, now: clock() });
      if (erased)
        logInfo(
          `retention (${settings.months} months): erased ${Object.entries(erased)
            .map(([k, v]) => `${v} ${k}`)
            .join(', ')}`,
        );
    },
    { retryLimit: 3, retryDelay: 600, expireInSeconds: 3600 },
  );
  await jobs.schedule(RETENTION_QUEUE, settings.cron);
}
