// What operators see of the job queues, on both databases: GET /api/admin/jobs (each queue's
// schedule, last completed and failed run, its error, jobs waiting), `jobs_failing` in
// GET /api/admin/stats, and the console's twin for operators only.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ADMIN, appOn } from '../testing/app';
import { describeEachBackend } from '../testing/backends';
import { isFailing, openJobs, type JobQueue, type QueueReport } from './index';

async function until(check: () => Promise<boolean>, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describeEachBackend('job queue report', (get) => {
  let queue: JobQueue;
  const stamp = Date.now();
  const good = `report-good-${stamp}`;
  const bad = `report-bad-${stamp}`;
  const idle = `report-idle-${stamp}`;
  beforeAll(async () => {
    queue = await openJobs(get().db, { pollingIntervalSeconds: 0.5, background: false });
  });
  afterAll(() => queue.stop({ drainMs: 0 }));

  const find = async (name: string) => (await queue.report()).find((q) => q.name === name);

  it('lists a queue that ran with its schedule and last completion, and one that failed with its error', async () => {
    await queue.work(good, async () => {});
    await queue.work(bad, async () => Promise.reject(new Error('gateway refused')), { retryLimit: 0 });
    await queue.schedule(good, '*/5 * * * *');
    await queue.schedule(bad, '7 3 * * *');
    await queue.ensureQueue(idle);
    await queue.send(good, {});
    await queue.send(bad, {});
    await until(async () => Boolean((await find(good))?.last_completed_at && (await find(bad))?.last_failed_at));

    const ran = (await find(good))!;
    expect(ran).toMatchObject({ schedule: '*/5 * * * *', last_failed_at: null, last_error: null, waiting: 0 });
    expect(Date.parse(ran.last_completed_at!)).toBeGreaterThan(stamp - 1000);
    expect(isFailing(ran)).toBe(false);

    const failed = (await find(bad))!;
    expect(failed).toMatchObject({ schedule: '7 3 * * *', last_completed_at: null, last_error: 'gateway refused' });
    expect(isFailing(failed)).toBe(true);

    expect(await find(idle)).toEqual({
      name: idle,
      schedule: null,
      last_completed_at: null,
      last_failed_at: null,
      last_error: null,
      waiting: 0,
    });
  });

  it('counts the jobs waiting, and lists scheduled queues first', async () => {
    const later = `report-later-${stamp}`;
    await queue.send(later, { n: 1 }, { startAfter: 3600 });
    await queue.send(later, { n: 2 }, { startAfter: 3600 });
    const report = await queue.report();
    expect(report.find((q) => q.name === later)?.waiting).toBe(2);
    const firstUnscheduled = report.findIndex((q) => q.schedule === null);
    expect(report.slice(firstUnscheduled).every((q) => q.schedule === null)).toBe(true);
    expect(report.some((q) => q.name.startsWith('__pgboss__'))).toBe(false);
  });

  it('answers GET /api/admin/jobs to the admin token only, and counts failing schedules in the stats', async () => {
    const { app, services } = await appOn(get());
    expect((await app.request('/api/admin/jobs')).status).toBe(401);
    const res = await app.request('/api/admin/jobs', { headers: { authorization: `Bearer ${ADMIN}` } });
    expect(res.status).toBe(200);
    const { queues } = (await res.json()) as { queues: QueueReport[] };
    expect(queues.find((q) => q.name === bad)).toMatchObject({ schedule: '7 3 * * *', last_error: 'gateway refused' });
    const expected = queues.filter(isFailing).length;
    expect(expected).toBeGreaterThanOrEqual(1);
    const stats = (await (await app.request('/api/admin/stats', { headers: { authorization: `Bearer ${ADMIN}` } })).json()) as {
      jobs_failing: number;
    };
    expect(stats.jobs_failing).toBe(expected);
    await services.jobs.stop({ drainMs: 0 });
  });
});
