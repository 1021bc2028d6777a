// PostgreSQL through the `postgres` client when DATABASE_URL is set. The client reconnects by
// itself on the next query, so once the server is back every request succeeds again without a
// restart; until then queries fail fast (short connect timeout) and writes answer 503.
import postgres from 'postgres';
import { asDbError, dbClosed, runTransaction, type Db, type Queryable, type Row } from './types';

export interface PostgresOptions {
  /** Connections in this process's pool. */
  max?: number;
  /** Seconds to wait for a connection before a query fails. */
  connectTimeout?: number;
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

export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<Db> {
  const sql = postgres(url, {
    max: options.max ?? 10,
    connect_timeout: options.connectTimeout ?? 3,
    idle_timeout: 60,
    onnotice: () => {}, // "relation already exists, skipping" from migrations is not news
    types: { json: JSON_AS_PGLITE },
  });
  const inner = wrap(sql);
  let closed = false;
  const guard = () => {
    if (closed) throw dbClosed();
  };
  return {
    kind: 'postgres',
    query: async (text, params) => (guard(), inner.query(text, params)),
    exec: async (text) => (guard(), inner.exec(text)),
    async run(text, params) {
      guard();
      try {
        await sql.unsafe(text, params, { prepare: true }); // the client keeps it prepared per connection
      } catch (error) {
        throw asDbError(error);
      }
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      guard();
      let tx: Queryable | undefined;
      const begin = (body: () => Promise<T>) => sql.begin((raw) => ((tx = wrap(raw)), body())) as Promise<T>;
      return runTransaction(begin, () => fn(tx!));
    },
    async close() {
      if (closed) return;
      closed = true;
      await sql.end({ timeout: 5 });
    },
  };
}
