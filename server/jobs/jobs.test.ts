// The job queue on both databases: idempotency keys, retries with back-off, RetryAfter, exactly
// once across two queue instances, and a stop in the middle of a job.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startPostgres } from '../../tests/support/postgres';
import { openDatabase, type Db } from '../db';
import { describeEachBackend, type Backend } from '../testing/backends';
import { openJobs, RetryAfter, type JobQueue } from './index';

const FAST = { pollingIntervalSeconds: 0.5 };
const open: JobQueue[] = [];
const extraDbs: Db[] = [];

afterEach(async () => {
  await Promise.all(open.splice(0).map((q) => q.stop({ drainMs: 0 })));
  await Promise.all(extraDbs.splice(0).map((db) => db.close()));
});

async function queue(db: Db): Promise<JobQueue> {
  const q = await openJobs(db, FAST);
  open.push(q);
  return q;
}

/** A second handle on the same database: another API process for PostgreSQL; PGlite has one. */
async function secondHandle(backend: Backend): Promise<Db> {
  if (!backend.pg) return backend.db;
  const db = await openDatabase({ databaseUrl: backend.pg.url, dataDir: 'memory' });
  extraDbs.push(db);
  return db;
}

async function until(check: () => boolean | Promise<boolean>, ms = 15_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

let queueNo = 0;
const fresh = (what: string) => `test-${what}-${++queueNo}-${Date.now()}`;

describeEachBackend('job queue', (get) => {
  it('sends a job once per idempotency key, also when the two sends race', async () => {
    const { db } = get();
    const q = await queue(db);
    const name = fresh('key');
    const [a, b] = await Promise.all([q.send(name, { n: 1 }, { key: `${name}:k` }), q.send(name, { n: 2 }, { key: `${name}:k` })]);
    expect([a, b].filter((id) => id !== null)).toHaveLength(1);
    expect(await q.send(name, { n: 3 }, { key: `${name}:k` })).toBeNull();
    const seen: unknown[] = [];
    await q.work<{ n: number }>(name, async (job) => void seen.push(job.data.n));
    await until(() => seen.length === 1);
    await new Promise((r) => setTimeout(r, 1200)); // two more polls: nothing else arrives
    expect(seen).toHaveLength(1);
  });

  it('retries a failed job after its back-off delay (between delay and twice it, first try)', async () => {
    const { db } = get();
    const q = await queue(db);
    const name = fresh('retry');
    const runs: number[] = [];
    await q.work(
      name,
      async (job) => {
        runs.push(job.retryCount);
        if (job.retryCount === 0) throw new Error('gateway down');
      },
      { retryLimit: 3, retryDelay: 1, retryBackoff: true },
    );
    const id = (await q.send(name, {}))!;
    await until(() => runs.length === 1);
    const failedAt = Date.now();
    await until(() => runs.length === 2);
    const waited = Date.now() - failedAt;
    expect(waited).toBeGreaterThanOrEqual(900);
    expect(waited).toBeLessThan(2000 + 1000); // 2 s at most, plus a poll
    expect(runs).toEqual([0, 1]);
    await until(async () => (await q.state(name, id)) === 'completed');
  });

  it('runs a job again after RetryAfter seconds', async () => {
    const { db } = get();
    const q = await queue(db);
    const name = fresh('retry-after');
    const times: number[] = [];
    await q.work(
      name,
      async () => {
        times.push(Date.now());
        if (times.length === 1) throw new RetryAfter(2);
      },
      { retryLimit: 2 },
    );
    await q.send(name, { lead_id: 'x' });
    await until(() => times.length === 2);
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(1900);
  });

  it('gives up after retryLimit tries', async () => {
    const { db } = get();
    const q = await queue(db);
    const name = fresh('limit');
    let runs = 0;
    await q.work(
      name,
      async () => {
        runs += 1;
        throw new Error('always');
      },
      { retryLimit: 1, retryDelay: 1, retryBackoff: false },
    );
    const id = (await q.send(name, {}))!;
    await until(async () => (await q.state(name, id)) === 'failed');
    expect(runs).toBe(2);
  });

  it('fetches again at once after a full batch, and wakes its idle worker on a send', async () => {
    const { db } = get();
    const q = await openJobs(db, { pollingIntervalSeconds: 10, batchSize: 10 });
    open.push(q);
    const name = fresh('fast');
    for (let n = 0; n < 50; n++) await q.send(name, { n });
    const seen: number[] = [];
    const started = Date.now();
    await q.work<{ n: number }>(name, async (job) => void seen.push(job.data.n));
    await until(() => seen.length === 50, 8000); // five batches: 40 s if each waited a poll
    expect(Date.now() - started).toBeLessThan(8000);

    await new Promise((r) => setTimeout(r, 300)); // the worker is asleep for 10 s now
    const sent = Date.now();
    await q.send(name, { n: 50 });
    await until(() => seen.length === 51, 5000);
    await db.transaction((tx) => q.send(name, { n: 51 }, { tx }));
    await until(() => seen.length === 52, 5000);
    expect(Date.now() - sent).toBeLessThan(5000);
  });

  it('two queue instances (two API processes on PostgreSQL) run each of 40 jobs exactly once', async () => {
    const backend = get();
    const [q1, q2] = [await queue(backend.db), await queue(await secondHandle(backend))];
    const name = fresh('two');
    const runs = new Map<number, string[]>();
    const handler = (who: string) => async (job: { data: { n: number } }) => {
      runs.set(job.data.n, [...(runs.get(job.data.n) ?? []), who]);
      await new Promise((r) => setTimeout(r, 20));
    };
    await q1.work(name, handler('one'));
    await q2.work(name, handler('two'));
    for (let n = 0; n < 40; n++) await (n % 2 ? q1 : q2).send(name, { n }, { key: `${name}:${n}` });
    await until(() => runs.size === 40);
    await new Promise((r) => setTimeout(r, 1500));
    expect([...runs.values()].every((who) => who.length === 1)).toBe(true);
    if (backend.pg) expect(new Set([...runs.values()].flat())).toEqual(new Set(['one', 'two'])); // both shared the work
  });

  it('a stop lets the running job finish; the next start does not run it again', async () => {
    const backend = get();
    const name = fresh('drain');
    const done: string[] = [];
    const q1 = await openJobs(backend.db, FAST);
    await q1.work(name, async (job) => {
      await new Promise((r) => setTimeout(r, 600));
      done.push(`q1:${job.id}`);
    });
    const id = (await q1.send(name, {}))!;
    await until(async () => (await q1.state(name, id)) === 'active');
    await q1.stop({ drainMs: 5000 }); // SIGTERM
    expect(done).toEqual([`q1:${id}`]);
    const q2 = await queue(await secondHandle(backend)); // the restarted process
    await q2.work(name, async (job) => void done.push(`q2:${job.id}`));
    await new Promise((r) => setTimeout(r, 1500));
    expect(done).toEqual([`q1:${id}`]);
    expect(await q2.state(name, id)).toBe('completed');
  });

  it('a job still running when the drain time is over is run again after the restart, and done once', async () => {
    const backend = get();
    const name = fresh('cut');
    const effects: string[] = [];
    let started = false;
    const q1 = await openJobs(backend.db, FAST);
    await q1.work(
      name,
      async () => {
        started = true;
        await new Promise(() => {}); // hangs: the process goes away before it ends
      },
      { retryLimit: 3, retryDelay: 1, retryBackoff: false },
    );
    const id = (await q1.send(name, { delivery: 'd1' }))!;
    await until(() => started);
    await q1.stop({ drainMs: 1000 });
    expect(await q1.state(name, id)).toBe('retry');
    const q2 = await queue(await secondHandle(backend));
    await q2.work<{ delivery: string }>(name, async (job) => void effects.push(job.data.delivery), {
      retryLimit: 3,
      retryDelay: 1,
      retryBackoff: false,
    });
    await until(() => effects.length === 1);
    await until(async () => (await q2.state(name, id)) === 'completed');
    await new Promise((r) => setTimeout(r, 1200));
    expect(effects).toEqual(['d1']);
  });

  it('a handler that ends after the stop and the database close rejects nothing (pg-boss does not await its fail); later sends are refused', async () => {
    const backend = get();
    // a handle of its own, closed by this test
    const db = await openDatabase(backend.pg ? { databaseUrl: backend.pg.url, dataDir: 'memory' } : { dataDir: 'memory' });
    const unhandled: unknown[] = [];
    const listen = (reason: unknown) => void unhandled.push(reason);
    process.on('unhandledRejection', listen);
    try {
      const name = fresh('late');
      let release!: () => void;
      let started = false;
      const q = await openJobs(db, FAST);
      await q.work(name, async () => {
        started = true;
        await new Promise<void>((resolve) => (release = resolve));
        throw new Error('failed after the stop'); // its fail reaches pg-boss after the database closed
      });
      const id = (await q.send(name, { n: 1 }))!;
      await until(() => started);
      await q.stop({ drainMs: 1000 });
      expect(await q.state(name, id)).toBe('retry'); // failed by the shutdown: runs again elsewhere
      await db.close();
      release();
      await new Promise((r) => setTimeout(r, 300));
      expect(unhandled).toEqual([]);
      await expect(q.send(name, { n: 2 })).rejects.toThrow(`job queue stopped: ${name} not sent`);
    } finally {
      process.off('unhandledRejection', listen);
    }
  });
});

describe('job queue install', () => {
  it('three processes starting together on a new PostgreSQL install the queue once', async () => {
    const pg = await startPostgres();
    try {
      const dbs = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: pg.url, dataDir: 'memory' })));
      extraDbs.push(...dbs);
      const queues = await Promise.all(dbs.map((db) => openJobs(db, { background: false })));
      open.push(...queues);
      expect(await dbs[0]!.query('select version from pgboss.version')).toHaveLength(1);
      expect(await queues[2]!.send('after-install', {})).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await Promise.all(open.splice(0).map((q) => q.stop({ drainMs: 0 })));
      await Promise.all(extraDbs.splice(0).map((db) => db.close()));
      pg.stop();
    }
  });
});

describe('job queue on PGlite files', () => {
  it('a job cut off by a stop is done once after the database is closed and opened again', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'naya-jobs-'));
    try {
      const name = fresh('reopen');
      let db = await openDatabase({ dataDir: dir });
      let q = await openJobs(db, FAST);
      let started = false;
      await q.work(
        name,
        async () => {
          started = true;
          await new Promise(() => {}); // still running when the process stops
        },
        { retryLimit: 2, retryDelay: 1, retryBackoff: false },
      );
      const id = (await q.send(name, { delivery: 'd1' }, { key: `${name}:d1` }))!;
      await until(() => started);
      await q.stop({ drainMs: 1000 });
      await db.close();

      db = await openDatabase({ dataDir: dir }); // the restarted process
      q = await openJobs(db, FAST);
      const effects: string[] = [];
      await q.work<{ delivery: string }>(name, async (job) => void effects.push(job.data.delivery), {
        retryLimit: 2,
        retryDelay: 1,
        retryBackoff: false,
      });
      expect(await q.send(name, { delivery: 'd1' }, { key: `${name}:d1` })).toBeNull(); // the key survived too
      await until(async () => (await q.state(name, id)) === 'completed');
      await new Promise((r) => setTimeout(r, 1200));
      expect(effects).toEqual(['d1']);
      await q.stop({ drainMs: 0 });
      await db.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000); // PGlite creates its files (30 s on a busy machine) and opens them again
});
