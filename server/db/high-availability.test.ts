// Past one PostgreSQL (docs/deployment.md "High availability"): DATABASE_READ_URL sends the
// console's and admins' lists to a streaming replica (and GET /api/admin/stats says which answered),
// reads by id stay on the primary, a replica too far behind is skipped; DATABASE_POOLER=transaction
// works through Debian's PgBouncer in transaction mode; several hosts in DATABASE_URL find the one
// that accepts writes whatever their order. The whole failover is tests/system/failover.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { killCluster, startStandby, type TestStandby } from '../../tests/support/pg-standby';
import { findPgBouncer, startPgBouncer, type TestPgBouncer } from '../../tests/support/pgbouncer';
import { findPgBin, startPostgres, type TestPostgres } from '../../tests/support/postgres';
import { readServerConfig } from '../config';
import { ADMIN, validLead } from '../testing/app';
import { startChild, UNLIMITED, type ChildServer } from '../testing/child';
import { hostUrls, openPostgres } from './postgres';
import { isPlainRead, readsFromReplica } from './read-routing';
import { openDatabase, type Db } from '.';

const canReplicate = Boolean(findPgBin('initdb') && findPgBin('pg_basebackup'));
const hasBouncer = Boolean(findPgBouncer());
const auth = { headers: { Authorization: `Bearer ${ADMIN}` } };
const postLead = (origin: string) =>
  fetch(`${origin}/api/leads`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(validLead()) });

describe('read routing rules', () => {
  it('sends lists, figures and exports to the replica; reads by id, the lender pull and /my/ to the primary', () => {
    for (const path of [
      '/api/console/leads',
      '/api/console/leads.csv',
      '/api/admin/stats',
      '/api/console/funnel/daily.csv',
      '/api/partner/stats',
    ])
      expect(readsFromReplica('GET', path), path).toBe(true);
    for (const path of ['/api/console/leads/abc', '/api/lender/leads', '/api/my/leads', '/api/event', '/api/health'])
      expect(readsFromReplica('GET', path), path).toBe(false);
    expect(readsFromReplica('POST', '/api/console/leads')).toBe(false);
  });

  it('counts as a read only a SELECT that neither writes nor locks', () => {
    expect(isPlainRead('select count(*) from leads')).toBe(true);
    expect(isPlainRead('with x as (select 1) select * from x')).toBe(true);
    expect(isPlainRead('with gone as (delete from leads returning 1) select count(*) from gone')).toBe(false);
    expect(isPlainRead('select 1 from leads for update')).toBe(false);
    expect(isPlainRead("update console_sessions set last_seen_at = now() where session_hash = 'x'")).toBe(false);
    expect(isPlainRead("select nextval('s')")).toBe(false);
  });

  it('splits a multi-host URL into one URL per host, and refuses an unknown DATABASE_POOLER', () => {
    expect(hostUrls('postgres://naya:pw@db1:5432,db2:6432/naya?sslmode=require&target_session_attrs=primary')).toEqual([
      'postgres://naya:pw@db1:5432/naya?sslmode=require',
      'postgres://naya:pw@db2:6432/naya?sslmode=require',
    ]);
    expect(readServerConfig({ DATABASE_POOLER: 'transaction' }).databasePooler).toBe('transaction');
    expect(readServerConfig({}).databasePooler).toBeUndefined();
    expect(() => readServerConfig({ DATABASE_POOLER: 'statement' })).toThrow(/DATABASE_POOLER/);
  });
});

describe.skipIf(!canReplicate)('DATABASE_READ_URL on a streaming replica', () => {
  let primary: TestPostgres;
  let standby: TestStandby;
  let server: ChildServer;
  let replicaDb: Db;
  beforeAll(async () => {
    primary = await startPostgres();
    standby = await startStandby(primary);
    server = await startChild({
      ...UNLIMITED,
      DATABASE_URL: primary.url,
      DATABASE_READ_URL: standby.url,
      DATABASE_READ_MAX_LAG_MS: '3000',
      DATA_DIR: primary.dir,
    });
    replicaDb = await openPostgres(standby.url, { replica: true, max: 1 });
  });
  afterAll(async () => {
    await server?.stop('SIGTERM');
    await replicaDb?.close();
    standby?.stop();
    primary?.stop();
  });

  const stats = async () => (await (await fetch(`${server.origin}/api/admin/stats`, auth)).json()) as Record<string, unknown>;
  const listed = async () =>
    ((await (await fetch(`${server.origin}/api/admin/leads`, auth)).json()) as { lead_id: string }[]).map((l) => l.lead_id);

  it('answers lists from the replica, reads by id from the primary, and skips a replica too far behind', async () => {
    const first = (await (await postLead(server.origin)).json()) as { lead_id: string };
    // replicated (synchronously or not): the replica's list shows it once replayed
    await expect.poll(listed, { timeout: 10_000 }).toContain(first.lead_id);
    const fresh = await stats();
    expect(fresh.database).toEqual({ answered_by: 'replica', replay_lag_ms: expect.any(Number) });
    expect((fresh.database as { replay_lag_ms: number }).replay_lag_ms).toBeLessThanOrEqual(3000);

    // The replica stops replaying: a lead registered now is on the primary only.
    await replicaDb.query('select pg_catalog.pg_wal_replay_pause()');
    try {
      const second = (await (await postLead(server.origin)).json()) as { lead_id: string };
      expect(await listed()).not.toContain(second.lead_id); // the list came from the replica
      const byId = await fetch(`${server.origin}/api/console/leads/${second.lead_id}`, auth);
      expect(byId.status).toBe(200); // a read by id: the primary
      // behind more than DATABASE_READ_MAX_LAG_MS: skipped, the primary answers (and says so)
      await expect
        .poll(async () => (await stats()).database, { timeout: 15_000, interval: 250 })
        .toEqual({
          answered_by: 'primary',
          replay_lag_ms: 0,
        });
      expect(await listed()).toContain(second.lead_id);
    } finally {
      await replicaDb.query('select pg_catalog.pg_wal_replay_resume()');
    }
    await expect.poll(async () => ((await stats()).database as { answered_by: string }).answered_by, { timeout: 10_000 }).toBe('replica');
  });
});

describe.skipIf(!canReplicate || !hasBouncer)('PgBouncer in transaction mode, and several hosts', () => {
  let primary: TestPostgres;
  let standby: TestStandby;
  let bouncer: TestPgBouncer;
  let server: ChildServer;
  beforeAll(async () => {
    primary = await startPostgres("-c synchronous_standby_names='*'"); // nothing committed is lost at the failover
    standby = await startStandby(primary);
    bouncer = await startPgBouncer(primary.port);
    // started through PgBouncer: the migrations, pg-boss's install and the group commit's statement
    server = await startChild({
      ...UNLIMITED,
      DATABASE_URL: bouncer.url,
      DATABASE_POOLER: 'transaction',
      DATABASE_POOL_SIZE: '6',
      DATA_DIR: primary.dir,
    });
  });
  afterAll(async () => {
    await server?.stop('SIGTERM');
    await bouncer?.stop();
    standby?.stop();
    primary?.stop();
  });

  it('stores events and leads through PgBouncer, many at once on few server connections', async () => {
    const events = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        fetch(`${server.origin}/api/event`, {
          method: 'POST',
          headers: { 'Content-Type': 'text/plain' },
          body: JSON.stringify({ event: 'pooled', event_id: `pooled-${i}` }),
        }).then((r) => r.status),
      ),
    );
    expect(new Set(events)).toEqual(new Set([202]));
    const leads = await Promise.all(Array.from({ length: 10 }, () => postLead(server.origin).then((r) => r.status)));
    expect(new Set(leads)).toEqual(new Set([201]));
    const db = await openDatabase({ databaseUrl: primary.url, dataDir: 'memory' });
    try {
      expect((await db.query<{ n: number }>("select count(*)::int as n from events where event = 'pooled'"))[0].n).toBe(60);
      expect((await db.query<{ n: number }>('select count(*)::int as n from leads'))[0].n).toBe(10);
    } finally {
      await db.close();
    }
  });

  it('prepares no statement on the server connections PgBouncer shares between clients', async () => {
    // The client prepares the group commit's statement per connection (and re-prepares it when a
    // transaction lands on a server connection without it): behind PgBouncer's transaction mode
    // those statements pile up on server connections every client shares. A PgBouncer of its own,
    // so each next query takes the server connection the last one left (PgBouncer reuses the last).
    const own = await startPgBouncer(primary.port);
    const preparedAfterRun = async (pooler?: 'transaction') => {
      const db = await openPostgres(own.url, { max: 1, pooler });
      try {
        await db.run('select $1::text as x', ['1']);
        return (await db.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements'))[0].n;
      } finally {
        await db.close();
      }
    };
    try {
      expect(await preparedAfterRun('transaction')).toBe(0);
      expect(await preparedAfterRun()).toBeGreaterThan(0); // without DATABASE_POOLER: left behind for every client
    } finally {
      await own.stop();
    }
  });

  it('with several hosts, writes to the one not in recovery whatever the order, and answers 503 while none is', async () => {
    const db = await openPostgres(`postgres://naya@127.0.0.1:${standby.port},127.0.0.1:${primary.port}/postgres`);
    try {
      await db.query('create table if not exists ha_probe (n int)');
      await db.run('insert into ha_probe values ($1::int)', ['1']);
      expect((await db.query<{ standby: boolean }>('select pg_is_in_recovery() as standby'))[0].standby).toBe(false);
      killCluster(primary.dir);
      const refused = await db.query('insert into ha_probe values (2)').catch((error: unknown) => error);
      expect(refused).toMatchObject({ name: 'DbError', unavailable: true });
      await new Promise((r) => setTimeout(r, 600)); // past the probe interval: the hosts are asked again
      const none = await db.query('insert into ha_probe values (3)').catch((error: unknown) => error);
      expect(none).toMatchObject({ name: 'DbError', code: 'NO_PRIMARY', unavailable: true });
      standby.promote();
      await new Promise((r) => setTimeout(r, 600));
      await db.query('insert into ha_probe values (4)'); // the promoted replica, without a restart
      expect((await db.query<{ n: number }>('select array_agg(n order by n) as n from ha_probe'))[0].n).toEqual([1, 4]);
    } finally {
      await db.close();
    }
  });
});
