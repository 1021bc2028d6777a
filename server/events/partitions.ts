// The events' month partitions (migration 018, docs/scaling.md "Partitioning"), kept by the daily
// retention job (server/retention.ts): this month's and the next month's partitions exist before
// their events arrive (rows the default partition took meanwhile move in), the months past the
// retention period are dropped whole, and the recent ids that keep `event_id` unique are pruned.
import type { Queryable } from '../db';

/** How long an event's id is remembered (`event_ids`), so a re-sent event is stored once. The
 * loader gives up on an unsent event 7 days after queueing it (EVENT_QUEUE_MS, loader/constants.ts); the rest is
 * margin for a browser clock set back while it waited. */
export const EVENT_ID_DAYS = 30;

export interface PartitionsKept {
  /** Partitions created (this month's and the next, when they were missing). */
  created: number;
  /** Events in the month partitions dropped for retention. */
  dropped: number;
  /** Ids older than EVENT_ID_DAYS forgotten. */
  forgotten: number;
}

/** Creates this month's and the next month's partitions (Asia/Colombo months of `now`), drops the
 * months that start more than `months` before `now`, and forgets ids older than EVENT_ID_DAYS.
 * Run it in a transaction of its own: creating and dropping a partition locks the events table
 * (the ingest waits), so for no longer than these few statements. */
export async function keepEventPartitions(tx: Queryable, { months, now }: { months: number; now: Date }): Promise<PartitionsKept> {
  const at = now.toISOString();
  const [created] = await tx.query<{ n: number }>(
    "select create_event_partitions($1::timestamptz, $1::timestamptz + interval '1 month') as n",
    [at],
  );
  const [dropped] = await tx.query<{ n: string | number }>(
    'select drop_event_partitions($1::timestamptz - make_interval(months => $2)) as n',
    [at, months],
  );
  const [forgotten] = await tx.query<{ n: number }>(
    `with f as (delete from event_ids where received_at < $1::timestamptz - make_interval(days => $2) returning 1)
     select count(*)::int as n from f`,
    [at, EVENT_ID_DAYS],
  );
  return { created: created!.n, dropped: Number(dropped!.n), forgotten: forgotten!.n };
}
