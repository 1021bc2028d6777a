// Issue 37: every scheduled job runs by the job queue's own schedule, on PostgreSQL and on the
// embedded database. The server starts as `npm start` does (scripts/start.ts), each schedule set to
// every minute through its documented setting, and the test waits until pg-boss's clock has run
// each queue — rollups, retention, payout approval — to completion. Nothing here calls a job's
// function: a queue completes only if its cron slot's job was inserted and worked. On PostgreSQL
// the cron insert once failed every time (SQLSTATE 22023), so no schedule ever ran there.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN } from '../../server/testing/app';
import { spawnServer, type ChildServer } from '../../server/testing/child';
import { startPostgres, type TestPostgres } from '../support/postgres';

const EVERY_MINUTE = { ROLLUP_CRON: '* * * * *', RETENTION_CRON: '* * * * *', PAYOUT_APPROVE_CRON: '* * * * *' };
const SCHEDULED = ['rollups', 'retention', 'payouts.approve'];

interface Queue {
  name: string;
  schedule: string | null;
  last_completed_at: string | null;
  last_failed_at: string | null;
  last_error: string | null;
}

const admin = { headers: { authorization: `Bearer ${ADMIN}` } };

async function queuesOf(server: ChildServer): Promise<Queue[]> {
  const res = await fetch(`${server.origin}/api/admin/jobs`, admin);
  expect(res.status).toBe(200);
  return ((await res.json()) as { queues: Queue[] }).queues;
}

/** Waits until every scheduled queue has completed a run (a cron slot, then pg-boss's send-it worker, then ours). */
async function everyScheduleCompleted(server: ChildServer, startedAt: number): Promise<Queue[]> {
  const deadline = Date.now() + 200_000;
  for (;;) {
    const queues = await queuesOf(server);
    const done = SCHEDULED.every((name) => {
      const completed = queues.find((q) => q.name === name)?.last_completed_at;
      return completed && Date.parse(completed) >= startedAt - 1000;
    });
    if (done) return queues;
    if (Date.now() > deadline)
      throw new Error(`not every schedule ran: ${JSON.stringify(queues.filter((q) => q.schedule))}\n${server.output().slice(-3000)}`);
    await new Promise((r) => setTimeout(r, 1000));
  }
}

function expectEveryScheduleRan(queues: Queue[], server: ChildServer) {
  for (const name of SCHEDULED)
    expect(queues.find((q) => q.name === name)).toMatchObject({ name, schedule: '* * * * *', last_failed_at: null });
  expect(server.output()).not.toMatch(/job queue/);
}

describe('scheduled jobs run by the queue’s own schedule (npm start)', () => {
  const servers: ChildServer[] = [];
  let pg: TestPostgres | undefined;
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop('SIGTERM')));
    pg?.stop();
  });

  it('on PostgreSQL and on the embedded database: rollups, retention and payout approval each complete', async () => {
    pg = await startPostgres();
    const startedAt = Date.now();
    const [onPostgres, onPglite] = await Promise.all([
      spawnServer({
        script: 'scripts/start.ts',
        env: { ...EVERY_MINUTE, DATABASE_URL: pg.url },
        readyPath: '/api/health',
        timeoutMs: 120_000,
      }),
      spawnServer({
        script: 'scripts/start.ts',
        env: { ...EVERY_MINUTE, DATABASE_URL: '', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'naya-cron-')) },
        readyPath: '/api/health',
        timeoutMs: 120_000,
      }),
    ]);
    servers.push(onPostgres, onPglite);

    const [pgQueues, pgliteQueues] = await Promise.all([
      everyScheduleCompleted(onPostgres, startedAt),
      everyScheduleCompleted(onPglite, startedAt),
    ]);
    expectEveryScheduleRan(pgQueues, onPostgres);
    expectEveryScheduleRan(pgliteQueues, onPglite);

    // what the rollups' run did: the rolled-up mark moved off -infinity
    const sql = postgres(pg.url, { max: 1, onnotice: () => {} });
    try {
      const [state] = await sql<{ until: string }[]>`select until::text as until from rollup_state`;
      expect(state?.until).not.toBe('-infinity');
    } finally {
      await sql.end();
    }
    for (const server of [onPostgres, onPglite]) {
      const stats = (await (await fetch(`${server.origin}/api/admin/stats`, admin)).json()) as { jobs_failing: number };
      expect(stats.jobs_failing).toBe(0);
    }
  }, 300_000);
});
