// The scheduled roll on PostgreSQL: while the rollups' lock is held (another roll, or a deletion of
// events subtracting itself, as retention does in the same minute), roll_events skips; the job's
// roll waits for the lock and then rolls, instead of ending as done with nothing rolled (which
// left rollup_state.until at -infinity in tests/system/scheduled-jobs.test.ts now and then).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startPostgres, type TestPostgres } from '../../tests/support/postgres';
import { openDatabase, type Db } from '../db';
import { rollUp } from './rollups';

let pg: TestPostgres;
let db: Db;
let other: Db;
beforeAll(async () => {
  pg = await startPostgres();
  db = await openDatabase({ databaseUrl: pg.url, dataDir: 'memory' });
  other = await openDatabase({ databaseUrl: pg.url, dataDir: 'memory' });
}, 120_000);
afterAll(async () => {
  await db?.close();
  await other?.close();
  pg?.stop();
});

const until = async () => (await db.query<{ until: string }>('select until::text as until from rollup_state'))[0]!.until;

/** Another session takes the rollups' lock, as retention's deletion does; resolves once it holds
 * it, with the call that lets it go (and resolves when its transaction has ended). */
async function holdLock(): Promise<() => Promise<void>> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let locked!: () => void;
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const holder = other.transaction(async (tx) => {
    await tx.query('select rollup_lock()');
    locked();
    await held;
  });
  await isLocked;
  return () => (release(), holder);
}

it('a roll that finds the rollups locked waits for the lock, then rolls', async () => {
  expect(await until()).toBe('-infinity');
  const release = await holdLock();
  let done = false;
  const rolling = rollUp(db, new Date(), 30_000).then(() => (done = true));
  await new Promise((r) => setTimeout(r, 1500));
  expect(done).toBe(false); // not ended as done with nothing rolled
  expect(await until()).toBe('-infinity');
  await release();
  await rolling;
  expect(await until()).not.toBe('-infinity');
}, 60_000);

it('gives up after its wait when the lock stays held, leaving the roll to the next run', async () => {
  const before = await until();
  const release = await holdLock();
  const started = Date.now();
  await rollUp(db, new Date(Date.now() + 3_600_000), 1500);
  expect(Date.now() - started).toBeGreaterThanOrEqual(1500);
  expect(await until()).toBe(before);
  await release();
}, 60_000);
