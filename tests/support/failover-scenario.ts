// The failover scenario on real parts, shared by tests/system/failover.test.ts (which checks it)
// and `npm run bench` (its failover row): Debian's PostgreSQL as a primary and a synchronous
// streaming replica (`pg_basebackup -R`) on loopback; two Naya processes, A with both hosts in
// DATABASE_URL and the burst journal on, B through PgBouncer in transaction mode
// (DATABASE_POOLER=transaction). Leads and events keep coming; the primary is killed with SIGKILL,
// the replica promoted `outageMs` later and PgBouncer sent to it (what Patroni's hook does).
// Events refused with 503 are sent again, as the loader does. Everything is torn down at the end.
import { rmSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type Db } from '../../server/db';
import { ADMIN, validLead } from '../../server/testing/app';
import { startChild, UNLIMITED, type ChildServer } from '../../server/testing/child';
import { killCluster, startStandby, type TestStandby } from './pg-standby';
import { findPgBouncer, startPgBouncer, type TestPgBouncer } from './pgbouncer';
import { findPgBin, startPostgres, type TestPostgres } from './postgres';

export type Side = 'A' | 'B';

/** A request not answered within this long fails the run (it would hang a browser's request). */
const ANSWER_MS = 20_000;

export interface Answer {
  server: Side;
  kind: 'lead' | 'event' | 'resent event';
  status: number;
  at: number;
  retryAfter: string | null;
}

export interface FailoverRun {
  answers: Answer[];
  /** lead_ids answered 201 and event_ids answered 202 */
  leadIds: Set<string>;
  eventIds: Set<string>;
  killedAt: number;
  promotedAt: number;
  /** When each process stored its first lead after the promotion (undefined: not within 30 s). */
  backAt: Record<Side, number | undefined>;
  /** On the new primary once A's journal is stored: each answered event's rows (1 = once). */
  storedEvents: { event_id: string; n: number }[];
  storedLeads: number;
  /** The lifecycle jobs (server/lifecycle.ts) of the leads registered after the promotion, by
   * state, once none waits any more (or after 30 s): the job queue works on the new primary. */
  jobsAfter: Record<string, number>;
  /** GET /api/health and /api/admin/stats afterwards. */
  health: Record<Side, number>;
  stats: Record<Side, number>;
  outputs: Record<Side, string>;
}

/** What is missing for the scenario (empty: it can run). */
export function failoverMissing(): string[] {
  return [!findPgBin('initdb') && 'initdb', !findPgBin('pg_basebackup') && 'pg_basebackup', !findPgBouncer() && 'pgbouncer'].filter(
    (x): x is string => Boolean(x),
  );
}

export async function runFailover({ workers = 4, outageMs = 3000 } = {}): Promise<FailoverRun> {
  let primary: TestPostgres | undefined;
  let standby: TestStandby | undefined;
  let bouncer: TestPgBouncer | undefined;
  const servers: Partial<Record<Side, ChildServer>> = {};
  let check: Db | undefined;
  const dirs: string[] = [];
  try {
    try {
      primary = await startPostgres("-c synchronous_standby_names='*'");
      standby = await startStandby(primary);
      bouncer = await startPgBouncer(primary.port);
    } catch (error) {
      throw new Error(`PostgreSQL or PgBouncer could not be started on loopback: ${(error as Error).message}`);
    }
    const both = `postgres://naya@127.0.0.1:${primary.port},127.0.0.1:${standby.port}/postgres`;
    const [a, b] = ['a', 'b'].map((n) => mkdtempSync(path.join(tmpdir(), `naya-failover-${n}-`)));
    dirs.push(a, b);
    const common = { ...UNLIMITED, DATABASE_POOL_SIZE: '4' };
    // started together: the migration lock (a transaction's, so also through PgBouncer) lets one create the schema
    [servers.A, servers.B] = await Promise.all([
      startChild({ ...common, DATABASE_URL: both, DATA_DIR: a, EVENT_JOURNAL: path.join(a, 'events.journal') }),
      startChild({ ...common, DATABASE_URL: bouncer.url, DATABASE_POOLER: 'transaction', DATA_DIR: b }),
    ]);
    const origin = (side: Side) => servers[side]!.origin;

    const answers: Answer[] = [];
    const leadIds = new Set<string>();
    const eventIds = new Set<string>();
    const resend: { server: Side; id: string }[] = []; // events refused: the loader keeps them
    let sent = 0;
    let running = true;
    const record = (server: Side, kind: Answer['kind'], res: Response) =>
      answers.push({ server, kind, status: res.status, at: Date.now(), retryAfter: res.headers.get('retry-after') });
    const sendEvent = (server: Side, id: string) =>
      fetch(`${origin(server)}/api/event`, {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain' },
        body: JSON.stringify({ event: 'failover', event_id: id }),
        signal: AbortSignal.timeout(ANSWER_MS),
      });

    async function worker(server: Side, n: number) {
      while (running) {
        if (n % 2 === 0) {
          const res = await fetch(`${origin(server)}/api/leads`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(validLead()),
            signal: AbortSignal.timeout(ANSWER_MS),
          });
          record(server, 'lead', res);
          const body = (await res.json()) as { lead_id?: string };
          if (res.status === 201 && body.lead_id) leadIds.add(body.lead_id);
        } else {
          const again = resend.findIndex((r) => r.server === server);
          const id = again >= 0 ? resend.splice(again, 1)[0].id : `failover-${server}-${n}-${sent++}`;
          const res = await sendEvent(server, id);
          record(server, 'event', res);
          await res.arrayBuffer();
          if (res.status === 202) eventIds.add(id);
          else resend.push({ server, id });
        }
        await new Promise((r) => setTimeout(r, 5));
      }
    }

    const load = (['A', 'B'] as const).flatMap((server) =>
      Array.from({ length: workers }, (_, n) =>
        worker(server, n).catch((error: unknown) => {
          running = false;
          throw new Error(`${server} stopped answering: ${String(error)}\n${servers[server]!.output().slice(-3000)}`);
        }),
      ),
    );
    await new Promise((r) => setTimeout(r, 1500));
    const killedAt = Date.now();
    killCluster(primary.dir);
    await new Promise((r) => setTimeout(r, outageMs));
    standby.promote();
    const promotedAt = Date.now();
    bouncer.repoint(standby.port);

    const backAt = (server: Side) =>
      answers.find((a) => a.server === server && a.kind === 'lead' && a.status === 201 && a.at > promotedAt)?.at;
    const deadline = promotedAt + 30_000;
    while ((!backAt('A') || !backAt('B')) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    await new Promise((r) => setTimeout(r, 1000));
    running = false;
    await Promise.all(load);
    for (const { server, id } of resend.splice(0)) {
      const res = await sendEvent(server, id);
      record(server, 'resent event', res);
      await res.arrayBuffer();
      if (res.status === 202) eventIds.add(id);
    }

    // Everything answered 2xx should be on the new primary, once: A's journal is stored once it is back.
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
    const jobStates = async () =>
      Object.fromEntries(
        (
          await db.query<{ state: string; n: number }>(
            `select state::text, count(*)::int as n from pgboss.job
              where data->>'lead_id' is not null and created_on > to_timestamp($1::float8 / 1000) group by state`,
            [promotedAt],
          )
        ).map((r) => [r.state, r.n]),
      ) as Record<string, number>;
    const jobsUntil = Date.now() + 30_000;
    let jobsAfter = await jobStates();
    while ((jobsAfter.created || jobsAfter.active || jobsAfter.retry) && Date.now() < jobsUntil) {
      await new Promise((r) => setTimeout(r, 250));
      jobsAfter = await jobStates();
    }
    const [leads] = await db.query<{ n: number }>('select count(*)::int as n from leads where lead_id = any($1::text[])', [[...leadIds]]);
    const statusOf = async (side: Side, url: string, headers: Record<string, string> = {}) =>
      (await fetch(`${origin(side)}${url}`, { headers })).status;
    const auth = { Authorization: `Bearer ${ADMIN}` };
    return {
      answers,
      leadIds,
      eventIds,
      killedAt,
      promotedAt,
      backAt: { A: backAt('A'), B: backAt('B') },
      storedEvents: events,
      storedLeads: leads.n,
      jobsAfter,
      health: { A: await statusOf('A', '/api/health'), B: await statusOf('B', '/api/health') },
      stats: { A: await statusOf('A', '/api/admin/stats', auth), B: await statusOf('B', '/api/admin/stats', auth) },
      outputs: { A: servers.A.output(), B: servers.B.output() },
    };
  } finally {
    await Promise.all(Object.values(servers).map((s) => s.stop('SIGTERM')));
    await check?.close();
    await bouncer?.stop();
    standby?.stop();
    primary?.stop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}
