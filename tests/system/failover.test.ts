// Failover on real parts (docs/deployment.md "High availability", DESIGN.md "Failover and more
// than one machine"): Debian's PostgreSQL as a primary and a synchronous streaming replica made
// with `pg_basebackup -R`, on loopback ports; two Naya processes, A with both hosts in DATABASE_URL
// (and the burst journal on), B through PgBouncer in transaction mode (DATABASE_POOLER=transaction).
// Leads and events keep coming; the primary is killed with SIGKILL, the replica promoted and
// PgBouncer sent to it (what Patroni's hook does). Every request answered 2xx is stored exactly
// once, nothing answers a 5xx but 503 (with Retry-After), and writes are back within 30 s of the
// promotion, with no restart of either process. Events refused with 503 are sent again, as the
// loader does. Skipped, saying why, where PostgreSQL or PgBouncer cannot be started.
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../server/db';
import { startChild, UNLIMITED, type ChildServer } from '../../server/testing/child';
import { validLead } from '../../server/testing/app';
import { killCluster, startStandby, type TestStandby } from '../support/pg-standby';
import { findPgBouncer, startPgBouncer, type TestPgBouncer } from '../support/pgbouncer';
import { findPgBin, startPostgres, type TestPostgres } from '../support/postgres';
import { adminHeaders, tempDataDir } from './support/stored';

const missing = [!findPgBin('initdb') && 'initdb', !findPgBin('pg_basebackup') && 'pg_basebackup', !findPgBouncer() && 'pgbouncer'].filter(
  Boolean,
);
if (missing.length) console.warn(`failover.test.ts skipped: ${missing.join(', ')} not installed (apt-get install postgresql pgbouncer)`);

/** Requests in flight at once per Naya process. */
const WORKERS = 4;
const OUTAGE_MS = 3000;

interface Answer {
  server: 'A' | 'B';
  kind: 'lead' | 'event';
  status: number;
  at: number;
  retryAfter: string | null;
}

/** Performance counters for docs/scaling.md; printed at the end. */
export interface FailoverFigures {
  recoverySeconds: { A: number; B: number };
  refused503: number;
  answered2xx: number;
  lost2xx: number;
}

describe.skipIf(missing.length > 0)('failover: primary killed, replica promoted', () => {
  let primary: TestPostgres;
  let standby: TestStandby;
  let bouncer: TestPgBouncer;
  let servers: { A: ChildServer; B: ChildServer };
  let check: Db | undefined;
  const dirs: string[] = [];

  beforeAll(async () => {
    try {
      primary = await startPostgres("-c synchronous_standby_names='*'");
      standby = await startStandby(primary);
      bouncer = await startPgBouncer(primary.port);
    } catch (error) {
      throw new Error(`PostgreSQL or PgBouncer could not be started on loopback: ${(error as Error).message}`);
    }
    const both = `postgres://naya@127.0.0.1:${primary.port},127.0.0.1:${standby.port}/postgres`;
    const [a, b] = [tempDataDir('failover-a'), tempDataDir('failover-b')];
    dirs.push(a, b);
    const common = { ...UNLIMITED, DATABASE_POOL_SIZE: '4' };
    // A first: it creates the schema; B's start then finds it there (through PgBouncer)
    const A = await startChild({ ...common, DATABASE_URL: both, DATA_DIR: a, EVENT_JOURNAL: `${a}/events.journal` });
    const B = await startChild({ ...common, DATABASE_URL: bouncer.url, DATABASE_POOLER: 'transaction', DATA_DIR: b });
    servers = { A, B };
  });

  afterAll(async () => {
    await Promise.all(Object.values(servers ?? {}).map((s) => s.stop('SIGTERM')));
    await check?.close();
    await bouncer?.stop();
    standby?.stop();
    primary?.stop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('stores every 2xx once, answers nothing but 503 meanwhile, and writes again within 30 s of the promotion', async () => {
    const answers: Answer[] = [];
    const leadIds = new Set<string>();
    const eventIds = new Set<string>();
    const resend: { server: 'A' | 'B'; id: string }[] = []; // events refused: the loader keeps them
    let sent = 0;
    let running = true;

    const record = (server: 'A' | 'B', kind: Answer['kind'], res: Response) =>
      answers.push({ server, kind, status: res.status, at: Date.now(), retryAfter: res.headers.get('retry-after') });

    async function worker(server: 'A' | 'B', n: number) {
      const origin = servers[server].origin;
      while (running) {
        if (n % 2 === 0) {
          const res = await fetch(`${origin}/api/leads`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(validLead()),
          });
          record(server, 'lead', res);
          const body = (await res.json()) as { lead_id?: string };
          if (res.status === 201 && body.lead_id) leadIds.add(body.lead_id);
        } else {
          const again = resend.findIndex((r) => r.server === server);
          const id = again >= 0 ? resend.splice(again, 1)[0].id : `failover-${server}-${n}-${sent++}`;
          const res = await fetch(`${origin}/api/event`, {
            method: 'POST',
            headers: { 'Content-Type': 'text/plain' },
            body: JSON.stringify({ event: 'failover', event_id: id }),
          });
          record(server, 'event', res);
          await res.arrayBuffer();
          if (res.status === 202) eventIds.add(id);
          else resend.push({ server, id });
        }
        await new Promise((r) => setTimeout(r, 5));
      }
    }

    const load = (['A', 'B'] as const).flatMap((server) =>
      Array.from({ length: WORKERS }, (_, n) =>
        worker(server, n).catch((error: unknown) => {
          running = false;
          throw new Error(`${server} stopped answering: ${String(error)}\n${servers[server].output().slice(-3000)}`);
        }),
      ),
    );
    await new Promise((r) => setTimeout(r, 1500));
    const killedAt = Date.now();
    killCluster(primary.dir);
    await new Promise((r) => setTimeout(r, OUTAGE_MS));
    standby.promote();
    const promotedAt = Date.now();
    bouncer.repoint(standby.port);

    // writes back: a lead registered on each process after the promotion
    const backAt = (server: 'A' | 'B') =>
      answers.find((a) => a.server === server && a.kind === 'lead' && a.status === 201 && a.at > promotedAt)?.at;
    const deadline = promotedAt + 30_000;
    while ((!backAt('A') || !backAt('B')) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    await new Promise((r) => setTimeout(r, 1000));
    running = false;
    await Promise.all(load);
    // the loader sends refused events again once the server takes them
    for (const { server, id } of resend.splice(0)) {
      const res = await fetch(`${servers[server].origin}/api/event`, {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain' },
        body: JSON.stringify({ event: 'failover', event_id: id }),
      });
      record(server, 'event', res);
      expect(res.status).toBe(202);
      eventIds.add(id);
    }

    const statuses = [...new Set(answers.map((a) => a.status))].sort();
    expect(
      statuses.every((s) => [201, 202, 503].includes(s)),
      `statuses ${statuses.join(', ')}`,
    ).toBe(true);
    const refused = answers.filter((a) => a.status === 503);
    expect(refused.length).toBeGreaterThan(0); // the outage was seen
    expect(refused.every((a) => a.retryAfter === '5')).toBe(true);
    expect(
      answers.some(
        (a) => a.status >= 200 && a.status < 300 && a.at > killedAt && a.at < promotedAt && a.server === 'A' && a.kind === 'event',
      ),
    ).toBe(true); // A's events went to its journal while no primary answered
    const recoveryA = backAt('A');
    const recoveryB = backAt('B');
    expect(recoveryA, 'A writes again').toBeDefined();
    expect(recoveryB, 'B writes again').toBeDefined();
    expect(recoveryA! - promotedAt).toBeLessThan(30_000);
    expect(recoveryB! - promotedAt).toBeLessThan(30_000);

    // Everything answered 2xx is on the new primary, once: A's journal is stored once it is back.
    check = await openDatabase({ databaseUrl: standby.url, dataDir: 'memory' });
    const db = check;
    const storedEvents = async () =>
      (
        await db.query<{ event_id: string; n: number }>(
          "select event_id, count(*)::int as n from events where event = 'failover' group by event_id",
        )
      ).filter((r) => eventIds.has(r.event_id));
    const until = Date.now() + 40_000;
    let events = await storedEvents();
    while (events.length < eventIds.size && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 250));
      events = await storedEvents();
    }
    expect(events.length).toBe(eventIds.size);
    expect(events.every((r) => r.n === 1)).toBe(true);
    const leads = await db.query<{ n: number }>('select count(*)::int as n from leads where lead_id = any($1::text[])', [[...leadIds]]);
    expect(leads[0].n).toBe(leadIds.size);

    for (const s of Object.values(servers)) {
      expect((await fetch(`${s.origin}/api/health`)).status).toBe(200);
      const stats = await fetch(`${s.origin}/api/admin/stats`, { headers: adminHeaders });
      expect(stats.status).toBe(200);
      expect(s.output()).not.toMatch(/unexpected error|Nimal|\+9477/); // no 500s, no lead data in logs
    }
    const figures: FailoverFigures = {
      recoverySeconds: { A: (recoveryA! - promotedAt) / 1000, B: (recoveryB! - promotedAt) / 1000 },
      refused503: refused.length,
      answered2xx: leadIds.size + eventIds.size,
      lost2xx: leadIds.size - leads[0].n + eventIds.size - events.length,
    };
    console.log(`failover: ${JSON.stringify({ ...figures, outageMs: promotedAt - killedAt, requests: answers.length })}`);
  }, 120_000);
});
