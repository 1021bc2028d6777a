// DATABASE_READ_URL (docs/deployment.md "Read replicas"): the console's, partners' and admins'
// lists, figures and CSV exports read from a streaming replica; everything else uses the primary.
//
// `replicaReads()` marks the requests that may read from the replica (GET on READ_PATHS); inside
// one, `routedDb`'s `query` sends a plain SELECT to the replica while the replica is at most
// `maxLagMs` behind, and to the primary otherwise. Writes (any statement not a plain SELECT, `run`,
// `exec`, a transaction) always go to the primary. The listed requests read nothing they wrote
// themselves (their writes are bookkeeping: the console session's touch, an export's audit line),
// so none needs to see its own write; every request that does (a registration, a read by id right
// after it, the lender pull, `/my/`) is not listed and reads from the primary.
// A replica that fails is skipped (the primary answers) until its lag is measured again.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { MiddlewareHandler } from 'hono';
import type { Db, Queryable, Row } from './types';

/** GETs answered from the replica: lists, figures and exports. Not reads by id (a lead just
 * created is looked up at once), not the lender pull or `/my/` (each follows its own writes). */
const READ_PATHS = [
  /^\/api\/(console|admin)\/(leads|review|audit|lenders|vitals|payouts|payout-lines|partners|subjects|funnel|sms|stats|campaigns)(\.csv)?$/,
  /^\/api\/(console|admin)\/payouts\/batches(\.csv)?$/,
  /^\/api\/console\/funnel\/[a-z_]+\.csv$/,
  /^\/api\/partner\/(stats|leads|payouts)$/,
];

export const readsFromReplica = (method: string, path: string) => method === 'GET' && READ_PATHS.some((p) => p.test(path));

/** The database that answered a request's last read, and how far behind it was (ms; 0 on the
 * primary). GET /api/admin/stats reports it. */
export interface Answered {
  answered_by: 'primary' | 'replica';
  replay_lag_ms: number;
}

interface ReadContext {
  answered: Answered;
}

const context = new AsyncLocalStorage<ReadContext>();

/** Runs a request that may read from the replica in its own routing context. */
export function replicaReads(): MiddlewareHandler {
  return async (c, next) => {
    if (!readsFromReplica(c.req.method, c.req.path)) return next();
    await context.run({ answered: { answered_by: 'primary', replay_lag_ms: 0 } }, next);
  };
}

/** Which database answered this request's last read (the primary outside a replica's request). */
export const answeredBy = (): Answered => context.getStore()?.answered ?? { answered_by: 'primary', replay_lag_ms: 0 };

/** A statement that only reads: a SELECT (or WITH … SELECT) that neither writes nor locks rows. */
export const isPlainRead = (text: string) =>
  /^\s*(select|with)\b/i.test(text) &&
  !/\b(insert|update|delete|merge|for\s+(update|share|no\s+key|key))\b|nextval\s*\(|pg_advisory/i.test(text);

/** The replica's replay lag: 0 when it has replayed all it received (an idle primary sends
 * nothing, and "time since the last replayed commit" would grow without being behind), else the
 * age of its last replayed commit; 0 once it is a primary itself (promoted). */
const LAG_SQL = `select case
    when not pg_catalog.pg_is_in_recovery() then 0
    when pg_catalog.pg_last_wal_receive_lsn() = pg_catalog.pg_last_wal_replay_lsn() then 0
    else coalesce(extract(epoch from now() - pg_catalog.pg_last_xact_replay_timestamp()) * 1000, 0)
  end::float8 as lag_ms`;

/** How often the replica's lag is measured (a request waits for the measurement only when older). */
const LAG_TTL_MS = 1000;

export function routedDb(primary: Db, replica: Db, maxLagMs: number): Db & { replica: Db } {
  let measured: { at: number; lagMs: number | null } | undefined;
  let measuring: Promise<number | null> | undefined;

  /** The replica's lag in ms, or null when it cannot answer. */
  async function lag(): Promise<number | null> {
    if (measured && Date.now() - measured.at < LAG_TTL_MS) return measured.lagMs;
    measuring ??= replica
      .query<{ lag_ms: number }>(LAG_SQL)
      .then(
        ([row]) => Math.round(Number(row?.lag_ms ?? 0)),
        () => null,
      )
      .then((lagMs) => {
        measured = { at: Date.now(), lagMs };
        measuring = undefined;
        return lagMs;
      });
    return measuring;
  }

  return {
    kind: primary.kind,
    replica,
    async query<T extends Row>(text: string, params?: unknown[]): Promise<T[]> {
      const store = context.getStore();
      if (!store || !isPlainRead(text)) return primary.query<T>(text, params);
      const lagMs = await lag();
      if (lagMs !== null && lagMs <= maxLagMs) {
        try {
          const rows = await replica.query<T>(text, params);
          store.answered = { answered_by: 'replica', replay_lag_ms: lagMs };
          return rows;
        } catch {
          measured = { at: Date.now(), lagMs: null }; // skipped until measured again
        }
      }
      store.answered = { answered_by: 'primary', replay_lag_ms: 0 };
      return primary.query<T>(text, params);
    },
    exec: (text) => primary.exec(text),
    run: (text, params) => primary.run(text, params),
    transaction: <T>(fn: (tx: Queryable) => Promise<T>) => primary.transaction(fn),
    async close() {
      await Promise.all([primary.close(), replica.close()]);
    },
  };
}
