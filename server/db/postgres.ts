// PostgreSQL through the `postgres` client when DATABASE_URL is set. The client reconnects by
// itself on the next query, so once the server is back every request succeeds again without a
// restart; until then queries fail fast (short connect timeout) and writes answer 503.
//
// DATABASE_URL may list several hosts (`postgres://naya@db1:5432,db2:5432/naya`, docs/deployment.md
// "High availability"): Naya uses the first that is not in recovery (accepts writes), found by
// asking each in turn. When that one goes (connection lost, shut down, or it answers read-only:
// demoted or a standby), its pool is dropped and the next query looks again, so a promoted
// replica is found without a restart (one host: the same, once it is back). While none accepts writes, queries fail at once with
// NO_PRIMARY (→ 503) and the hosts are asked again at most once per PROBE_INTERVAL_MS. (The
// client's own target_session_attrs is not used: 'read-write' let connections to a hot standby
// through and 'primary' waited forever while no host was one.)
import postgres from 'postgres';
import { asDbError, dbClosed, DbError, runTransaction, type Db, type Queryable, type Row } from './types';

export interface PostgresOptions {
  /** Connections in this process's pool. */
  max?: number;
  /** Seconds to wait for a connection before a query fails. */
  connectTimeout?: number;
  /** 'transaction': behind PgBouncer in transaction mode (DATABASE_POOLER), where a connection is
   * the client's only for one transaction: no server-side prepared statements. */
  pooler?: 'transaction';
  /** A read replica (DATABASE_READ_URL): reads only, one host, no search for a primary. */
  replica?: boolean;
}

type Sql = postgres.Sql | postgres.TransactionSql;

/**
 * A `json`/`jsonb` parameter given as a string is sent as it is: it already is JSON text. That is
 * what PGlite and `pg` (pg-boss's own driver) do; the client's default encodes it again, so pg-boss's
 * `json_to_recordset($1)` with `JSON.stringify(jobs)` received a JSON string, not an array (every
 * cron schedule's insert failed on PostgreSQL: SQLSTATE 22023). Other values are encoded as before.
 */
const JSON_AS_PGLITE = {
  to: 114,
  from: [114, 3802],
  serialize: (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value)),
  parse: (text: string): unknown => JSON.parse(text),
};

/** The hosts asked again at most this often while none accepts writes. */
export const PROBE_INTERVAL_MS = 500;

function wrap(sql: Sql): Queryable {
  return {
    async query<T extends Row>(text: string, params: unknown[] = []) {
      try {
        // The client's parameter type is a union of serialisable values; ours are plain JSON values.
        const rows = await sql.unsafe(text, params as postgres.ParameterOrJSON<never>[]);
        return [...rows] as unknown as T[];
      } catch (error) {
        throw asDbError(error);
      }
    },
    async exec(text: string) {
      try {
        await sql.unsafe(text); // no parameters → simple protocol, several statements allowed
      } catch (error) {
        throw asDbError(error);
      }
    },
  };
}

/** One URL per host of a multi-host URL (in its order); target_session_attrs dropped: Naya
 * chooses the host itself. */
export function hostUrls(url: string): string[] {
  const match = /^(postgres(?:ql)?:\/\/(?:[^@/]*@)?)([^/?#]*)(.*)$/.exec(url);
  if (!match) return [url];
  const [, head, hosts, tail] = match;
  const rest = tail.replace(/([?&])target_session_attrs=[^&]*&?/, '$1').replace(/[?&]$/, '');
  return hosts.split(',').map((host) => `${head}${host}${rest}`);
}

/** The errors after which this host is not (or no longer) the primary: the connection is gone or
 * refused, the server shuts down or starts up (SQLSTATE 08, 57P01–57P03), or it is read-only
 * (25006: a standby, or a demoted primary). Not a deadlock or a full pool: those are the query's. */
export function hostLost(error: DbError): boolean {
  return /^(08|57P0[123]|25006)/.test(error.code) || !/^\d\d[0-9A-Z]{3}$/.test(error.code);
}

/** The exception postgres 3.4.9 throws from a timer when a connection's socket ended with a write
 * still buffered (porsager/postgres#1208, #1154; fixed upstream by a guard not released yet): no
 * query is waiting on it (the client rejected them with CONNECTION_CLOSED already), and the pool it
 * belongs to is dropped (`check`), so the process carries on (server/main.ts). */
export function isClientWriteAfterClose(error: unknown): boolean {
  return (
    error instanceof TypeError &&
    /reading 'write'/.test(error.message) &&
    /nextWrite/.test(error.stack ?? '') &&
    /postgres[/\\]src[/\\]connection\.js/.test(error.stack ?? '')
  );
}

/** How long a dropped pool's queries may still finish before they are given up (`abandonAfter`). */
const ABANDON_MS = 6_000;
/** How long `run` (the events' group commit: a few rows) may take before it counts as lost. */
const RUN_STALL_MS = 8_000;

export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<Db> {
  const hosts = hostUrls(url);
  const connect = (hostUrl: string, max = options.max ?? 10, fetchTypes = true) =>
    postgres(hostUrl, {
      max,
      fetch_types: fetchTypes,
      connect_timeout: options.connectTimeout ?? 3,
      idle_timeout: 60,
      // PgBouncer's transaction mode hands each transaction to any server connection: a statement
      // prepared on one is unknown on the next.
      prepare: options.pooler !== 'transaction',
      onnotice: () => {}, // "relation already exists, skipping" from migrations is not news
      types: { json: JSON_AS_PGLITE },
    });

  // The pool on the host accepting writes; null while none is known.
  let current: postgres.Sql | null = hosts.length === 1 || options.replica ? connect(hosts[0]) : null;
  let finding: Promise<postgres.Sql> | null = null;
  let lastMiss = 0;
  let closed = false;

  async function isPrimary(hostUrl: string): Promise<boolean> {
    const probe = connect(hostUrl, 1, false);
    try {
      const [row] = await probe.unsafe('select pg_catalog.pg_is_in_recovery() as standby');
      return row?.standby === false;
    } catch {
      return false;
    } finally {
      void probe.end({ timeout: 1 }).catch(() => {});
    }
  }

  async function find(): Promise<postgres.Sql> {
    for (const hostUrl of hosts) {
      if (closed) break;
      if (await isPrimary(hostUrl)) return connect(hostUrl);
    }
    lastMiss = Date.now();
    throw new DbError('NO_PRIMARY');
  }

  async function pool(): Promise<postgres.Sql> {
    if (closed) throw dbClosed();
    if (current) return current;
    if (!finding) {
      // several hosts: asked at most once per interval; one host: at once, as the client reconnects
      if (hosts.length > 1 && Date.now() - lastMiss < PROBE_INTERVAL_MS) throw new DbError('NO_PRIMARY');
      // one search at a time: every query waiting meanwhile gets the pool it finds
      finding = find()
        .then(async (sql) => {
          if (closed) {
            await sql.end({ timeout: 1 });
            throw dbClosed();
          }
          current = sql;
          return sql;
        })
        .finally(() => (finding = null));
    }
    return finding;
  }

  /** The client asks a new connection for the array types first, in a query whose failure
   * nothing awaits (postgres 3.4: an unhandled rejection, which ends the process). Behind PgBouncer
   * that is what an outage does (query_wait_timeout, 08P01); so once a pool has the types (shared
   * by its connections), its later connections skip the question. */
  function typesKnown<T>(sql: postgres.Sql, result: T): T {
    (sql.options as { fetch_types: boolean }).fetch_types = false;
    return result;
  }

  /** Drops `sql` after `error` when its host is no longer the primary (or is gone): the next
   * query asks the hosts again and opens a fresh pool. A fresh pool also leaves behind the
   * connections the client may have broken as the socket went (postgres 3.4.9 keeps a write
   * buffered past its socket's end: porsager/postgres#1208; server/main.ts). */
  function check(sql: postgres.Sql, error: unknown): never {
    const failure = asDbError(error);
    if (!options.replica && sql === current && hostLost(failure)) {
      current = null;
      void sql.end({ timeout: 5 }).catch(() => {});
      abandonAfter(sql, ABANDON_MS);
    }
    throw failure;
  }

  /** A dropped pool's queries still waiting `ms` later are given up with 08006 (unavailable: the
   * caller answers 503 and the client sends again). The client can keep a query whose connection
   * went in the middle of its write waiting for ever (postgres 3.4.9, #1208 above; seen behind
   * PgBouncer in tests/system/failover.test.ts): one request would hang, and a group commit behind it. */
  const lost = new WeakMap<postgres.Sql, { gone: Promise<never>; give: () => void }>();
  function lostOf(sql: postgres.Sql) {
    let entry = lost.get(sql);
    if (!entry) {
      let give = () => {};
      const gone = new Promise<never>((_, reject) => (give = () => reject(new DbError('08006'))));
      gone.catch(() => {}); // nothing need wait on it
      entry = { gone, give };
      lost.set(sql, entry);
    }
    return entry;
  }
  function abandonAfter(sql: postgres.Sql, ms: number) {
    setTimeout(() => lostOf(sql).give(), ms).unref();
  }

  async function onPool<T>(fn: (sql: postgres.Sql) => Promise<T>): Promise<T> {
    const sql = await pool();
    try {
      return typesKnown(sql, await Promise.race([fn(sql), lostOf(sql).gone]));
    } catch (error) {
      check(sql, error);
    }
  }

  /** Behind PgBouncer's transaction mode, a statement without parameters is sent in a transaction
   * of its own. The client pipelines the next query of its pool behind a parameterless one on the
   * same connection (one with parameters waits for its description first). PgBouncer 1.18 hands the
   * server connection back at the first statement's end, so the second one's answer never reached
   * the client: a request waited for ever with the database idle (tests/…/high-availability.test.ts,
   * 1 run in 5). Inside a transaction the connection is the client's until the commit. */
  const alone = <T>(params: unknown[] | undefined, fn: (q: Queryable) => Promise<T>) =>
    options.pooler === 'transaction' && !params?.length
      ? onPool((sql) => sql.begin((raw) => fn(wrap(raw))) as Promise<T>)
      : onPool((sql) => fn(wrap(sql)));

  return {
    kind: 'postgres',
    query: (text, params) => alone(params, (q) => q.query(text, params)),
    exec: (text) => alone(undefined, (q) => q.exec(text)),
    run: (text, params) =>
      onPool(async (sql) => {
        // the client keeps it prepared per connection (not behind PgBouncer's transaction mode)
        // a few rows, in milliseconds: one that has not ended after RUN_STALL_MS is on a connection
        // lost in a failover (seen behind PgBouncer): given up as unavailable (503, the sender sends
        // again; event ids keep it once), and its pool dropped (`check`), never a request held for ever
        let stall: NodeJS.Timeout | undefined;
        const stalled = new Promise<never>((_, reject) => (stall = setTimeout(() => reject(new DbError('08006')), RUN_STALL_MS)));
        try {
          await Promise.race([sql.unsafe(text, params, { prepare: options.pooler !== 'transaction' }), stalled]);
        } finally {
          clearTimeout(stall);
        }
      }),
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const sql = await pool();
      let tx: Queryable | undefined;
      const begin = (body: () => Promise<T>) => sql.begin((raw) => ((tx = wrap(raw)), body())) as Promise<T>;
      try {
        return typesKnown(sql, await Promise.race([runTransaction(begin, () => fn(tx!)), lostOf(sql).gone]));
      } catch (error) {
        if (!(error instanceof DbError)) throw error; // the body's own refusal
        check(sql, error);
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      const sql = current;
      current = null;
      await sql?.end({ timeout: 5 });
    },
  };
}
