// Faults under load: SIGTERM in the middle of a load (exit 0, every 202 stored
// after a restart), SIGKILL in the middle of a load (nothing answered 202 lost: the group commit
// answers only after the write), and PostgreSQL stopped under DATABASE_URL while requests flow
// (writes 503 JSON, health says so, recovery without a restart once it is back).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChild, UNLIMITED, type ChildServer } from '../../server/testing/child';
import { validLead } from '../../server/testing/app';
import { startPostgres, type TestPostgres } from '../support/postgres';
import { cannon, isErrorShape, type CannonRun } from './support/cannon';
import { eventsStored, missing, storedEventIds, tempDataDir } from './support/stored';
import { countsOf, eventTraffic, type EventTraffic } from './support/traffic';

const CONNECTIONS = 48;

async function waitFor(what: string, condition: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Starts a load on `server` that stops by itself when the server exits (or after `maxSeconds`). */
function loadUntilExit(server: ChildServer, traffic: EventTraffic, maxSeconds = 20): Promise<CannonRun> {
  return cannon({
    url: server.origin,
    connections: CONNECTIONS,
    amount: 1_000_000,
    maxSeconds,
    requests: [traffic.request],
    control: (stop) => server.child.once('exit', stop),
  });
}

const answeredCount = (traffic: EventTraffic) => [...traffic.answered.values()].reduce((a, b) => a + b, 0);

async function healthOf(origin: string) {
  const res = await fetch(`${origin}/api/health`);
  return { status: res.status, body: (await res.json()) as { ok: boolean; database: { status: string } } };
}

describe('signals in the middle of a load, embedded database', () => {
  const dataDir = tempDataDir('faults');
  const term = eventTraffic('term', 'term');
  const kill = eventTraffic('kill', 'kill');
  let restarted: ChildServer | undefined;
  afterAll(async () => {
    await restarted?.stop('SIGKILL');
  });

  it('SIGTERM during a load: exits 0, and after a restart every event answered 202 is stored', async () => {
    const server = await startChild({ DATA_DIR: dataDir, DATABASE_URL: '', ...UNLIMITED });
    const load = loadUntilExit(server, term);
    await waitFor('500 answers', () => term.answered.size >= 500);
    const atSignal = { answers: answeredCount(term), time: performance.now() };
    const exitCode = await server.stop('SIGTERM');
    const stopMs = Math.round(performance.now() - atSignal.time);
    const run = await load;
    const afterSignal = answeredCount(term) - atSignal.answers;
    console.log(
      `SIGTERM after ${atSignal.answers} answers at ${run.rps} req/s; ${afterSignal} more answered while stopping; exit ${exitCode} in ${stopMs} ms`,
    );
    expect(exitCode).toBe(0);
    expect(afterSignal).toBeGreaterThan(0); // requests in flight at the signal were finished, not cut
    expect(server.output()).toContain('SIGTERM: shutting down');
    expect(term.problems).toEqual([]);
    expect(Object.keys(countsOf(term.statuses))).toEqual(['202']); // no 5xx while shutting down

    restarted = await startChild({ DATA_DIR: dataDir, DATABASE_URL: '', ...UNLIMITED });
    expect((await healthOf(restarted.origin)).status).toBe(200);
    expect(await eventsStored(restarted.origin, term.answered.size)).toBeGreaterThanOrEqual(term.answered.size);
  }, 90_000);

  it('SIGKILL during a load: after a restart nothing answered 202 is lost', async () => {
    const server = restarted!;
    const load = loadUntilExit(server, kill);
    await waitFor('500 answers', () => kill.answered.size >= 500);
    await server.stop('SIGKILL');
    const run = await load;
    console.log(`SIGKILL after ${answeredCount(kill)} answers at ${run.rps} req/s: ${JSON.stringify(countsOf(kill.statuses))}`);
    expect(kill.problems).toEqual([]);
    expect(Object.keys(countsOf(kill.statuses))).toEqual(['202']);

    restarted = await startChild({ DATA_DIR: dataDir, DATABASE_URL: '', ...UNLIMITED });
    expect((await healthOf(restarted.origin)).status).toBe(200);
    const answered = term.answered.size + kill.answered.size;
    expect(await eventsStored(restarted.origin, answered)).toBeGreaterThanOrEqual(answered);
    expect(await restarted.stop('SIGTERM')).toBe(0);
    restarted = undefined;
    // Per id, from the files: each answered event there exactly once, nothing that was not sent.
    for (const [traffic, event] of [
      [term, 'term'],
      [kill, 'kill'],
    ] as const) {
      const stored = await storedEventIds({ dataDir }, event);
      expect(missing(traffic.answered.keys(), stored), `${event} events answered 202 but not stored`).toEqual([]);
      expect([...stored.values()].every((n) => n === 1)).toBe(true);
      expect([...stored.keys()].every((id) => traffic.sent.has(id))).toBe(true);
    }
  }, 90_000);
});

describe('PostgreSQL stopped under DATABASE_URL while requests flow', () => {
  let pg: TestPostgres;
  let server: ChildServer;
  beforeAll(async () => {
    pg = await startPostgres();
    server = await startChild({ DATABASE_URL: pg.url, DATA_DIR: tempDataDir('pg-outage'), ...UNLIMITED });
  });
  afterAll(async () => {
    await server?.stop('SIGKILL');
    pg?.stop();
  });

  it('answers writes 503 JSON while it is down, reports it in health, and recovers by itself', async () => {
    const traffic = eventTraffic('outage', 'outage');
    const load = loadUntilExit(server, traffic, 40);
    await waitFor('300 answers before the outage', () => traffic.answered.size >= 300);
    pg.pause(); // fast shutdown: statements in flight are cut off
    let resumed = false;
    try {
      await waitFor('50 answers 503 under load', () => (traffic.statuses.get(503) ?? 0) >= 50);
      const health = await healthOf(server.origin);
      expect(health).toEqual({ status: 503, body: { ok: false, database: { kind: 'postgres', status: 'down' } } });
      const writes = [
        fetch(`${server.origin}/api/leads`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(validLead()),
        }),
        fetch(`${server.origin}/webhook`, { method: 'POST', body: new URLSearchParams({ lead_id: 'L-down', state_type: 'pixel' }) }),
        fetch(`${server.origin}/set-token`, { method: 'POST', body: new URLSearchParams({ token: 'token-down' }) }),
      ];
      for (const res of await Promise.all(writes)) {
        const text = await res.text();
        expect(res.status, `${res.url}: ${text}`).toBe(503);
        expect(isErrorShape(text)).toBe(true);
        expect(JSON.parse(text).error.code).toBe('db_unavailable');
      }
      pg.resume();
      resumed = true;
    } finally {
      if (!resumed) pg.resume();
    }
    const beforeRecovery = answeredCount(traffic);
    await waitFor('202 answers again', () => answeredCount(traffic) >= beforeRecovery + 300);
    await waitFor('health up again', async () => (await healthOf(server.origin)).status === 200);
    const statusesAtEnd = countsOf(traffic.statuses);
    const codes = Object.fromEntries(traffic.codes);
    await server.stop('SIGTERM').then((code) => expect(code).toBe(0)); // also ends the load
    const run = await load;
    console.log(`outage: ${run.rps} req/s overall, ${JSON.stringify(statusesAtEnd)}, refusals ${JSON.stringify(codes)}`);
    expect(server.output().match(/listening on/g)).toHaveLength(1); // recovered without a restart
    expect(traffic.problems).toEqual([]);
    expect(Object.keys(countsOf(traffic.statuses)).sort()).toEqual(['202', '503']);
    expect(Object.keys(codes)).toEqual(['db_unavailable']);
    const stored = await storedEventIds({ databaseUrl: pg.url }, 'outage');
    expect(missing(traffic.answered.keys(), stored), 'events answered 202 but not stored').toEqual([]);
    expect([...stored.values()].every((n) => n === 1)).toBe(true);
  }, 120_000);
});
