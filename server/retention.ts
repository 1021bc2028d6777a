// The retention job (erasure itself: server/leads/erase.ts). Retention: leads and events older than
// RETENTION_MONTHS (default 24, as the privacy policy promises), visitor states and push tokens unused that long, and push tokens FCM
// reported dead, erased by a daily job (server/jobs schedule, one run per day across processes).
// Events go by whole months, their partitions dropped, and the same run makes the coming month's
// partition (server/events/partitions.ts).
import type { Db } from './db';
import { keepEventPartitions } from './events/partitions';
import type { JobQueue } from './jobs';
import { eraseLeads, exists, type ErasedCounts } from './leads/erase';
import { logInfo } from './log';

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
