// The events' rollups (migration 016, docs/scaling.md "Rollups"): every minute a job rolls the
// events received up to two minutes ago into daily counts and web-vital histograms; the readers
// read them through views that add the events since, counted live. The ingest never touches them.
import type { Db } from '../db';
import type { JobQueue } from '../jobs';

/** An event is rolled up once it is this old: every transaction that inserted it has ended (the
 * ingest's group commits take milliseconds; `received_at` is their start). */
export const ROLLUP_LAG_MS = 2 * 60_000;
export const ROLLUP_QUEUE = 'rollups';

/** How long a roll waits for the rollups' lock before it lets the next minute's run go on. */
export const ROLL_WAIT_MS = 60_000;

/** Rolls the events received before `now` − ROLLUP_LAG_MS into the rollups. roll_events skips
 * (null) while its lock is held: by another roll, or by a deletion of events (retention, erasure)
 * subtracting what it deletes. Such a run tries again each second, up to `waitMs`, instead of
 * ending as done having rolled nothing (retention and the rollups fire in the same minute). */
export async function rollUp(db: Db, now = new Date(), waitMs = ROLL_WAIT_MS): Promise<void> {
  const upto = new Date(now.getTime() - ROLLUP_LAG_MS).toISOString();
  const giveUp = Date.now() + waitMs;
  for (;;) {
    const [row] = await db.query<{ rolled: string | null }>('select roll_events($1)::text as rolled', [upto]);
    if (row?.rolled != null || Date.now() >= giveUp) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** At each slot of `cron` (ROLLUP_CRON, every minute by default), run by whichever process takes it. */
export async function scheduleRollups(db: Db, jobs: JobQueue, cron: string, clock: () => Date = () => new Date()): Promise<void> {
  await jobs.work(ROLLUP_QUEUE, () => rollUp(db, clock()), { retryLimit: 1, retryDelay: 30, expireInSeconds: 3600 });
  await jobs.schedule(ROLLUP_QUEUE, cron);
}
