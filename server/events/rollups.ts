// The events' rollups (migration 016, docs/scaling.md "Rollups"): every minute a job rolls the
// events received up to two minutes ago into daily counts and web-vital histograms; the readers
// read them through views that add the events since, counted live. The ingest never touches them.
import type { Db } from '../db';
import type { JobQueue } from '../jobs';

/** An event is rolled up once it is this old: every transaction that inserted it has ended (the
 * ingest's group commits take milliseconds; `received_at` is their start). */
export const ROLLUP_LAG_MS = 2 * 60_000;
export const ROLLUP_QUEUE = 'rollups';

/** Rolls the events received before `now` − ROLLUP_LAG_MS into the rollups. */
export async function rollUp(db: Db, now = new Date()): Promise<void> {
  await db.query('select roll_events($1)', [new Date(now.getTime() - ROLLUP_LAG_MS).toISOString()]);
}

/** At each slot of `cron` (ROLLUP_CRON, every minute by default), run by whichever process takes it. */
export async function scheduleRollups(db: Db, jobs: JobQueue, cron: string, clock: () => Date = () => new Date()): Promise<void> {
  await jobs.work(ROLLUP_QUEUE, () => rollUp(db, clock()), { retryLimit: 1, retryDelay: 30, expireInSeconds: 3600 });
  await jobs.schedule(ROLLUP_QUEUE, cron);
}
