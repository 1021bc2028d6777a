// pg-boss's own statements through our database handle, on both databases: its batch insert
// (`json_to_recordset($1)` over the jobs' JSON text), which is also how every cron schedule's jobs are
// inserted, must reach the queue as an array. On PostgreSQL the client once encoded that text a
// second time, and no scheduled job ever ran there (issue 37).
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachBackend } from '../testing/backends';
import { bossDb, openJobs, type JobQueue } from './index';

describeEachBackend('pg-boss parameters through our handle', (get) => {
  let queue: JobQueue;
  let boss: PgBoss;
  beforeAll(async () => {
    const { db } = get();
    queue = await openJobs(db, { background: false }); // installs the schema
    boss = new PgBoss({ db: bossDb(db), schema: 'pgboss', migrate: false, supervise: false, schedule: false });
    await boss.start();
  });
  afterAll(async () => {
    await boss.stop({ graceful: false, wait: false, close: false });
    await queue.stop({ drainMs: 0 });
  });

  const jobsOf = (name: string) =>
    get().db.query<{ data: unknown; singleton_key: string | null; state: string }>(
      'select data, singleton_key, state::text from pgboss.job where name = $1',
      [name],
    );

  it('inserts several jobs in one statement (insert)', async () => {
    const name = `batch-${Date.now()}`;
    await queue.ensureQueue(name);
    await boss.insert([
      { name, data: { n: 1 } },
      { name, data: { n: 2 } },
      { name, data: { n: 3 } },
    ]);
    expect((await jobsOf(name)).map((job) => (job.data as { n: number }).n).sort()).toEqual([1, 2, 3]);
  });

  it("inserts a cron schedule's job as pg-boss's clock does (singleton key and seconds)", async () => {
    const name = `cron-${Date.now()}`;
    await queue.ensureQueue(name);
    // pg-boss's timekeeper: one job per slot, keyed by the schedule's name, 60 s singleton
    const slot = { name, data: { from: 'cron' }, singletonKey: name, singletonSeconds: 60 };
    await boss.insert([slot]);
    await boss.insert([slot]); // the same slot again: nothing new
    const jobs = await jobsOf(name);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ data: { from: 'cron' }, singleton_key: name, state: 'created' });
  });

  it('keeps a JSON object parameter an object (createQueue with options)', async () => {
    const name = `options-${Date.now()}`;
    await boss.createQueue(name, { name, retryLimit: 7, retryDelay: 11 });
    const created = await boss.getQueue(name);
    expect(created).toMatchObject({ name, retryLimit: 7, retryDelay: 11 });
  });
});
