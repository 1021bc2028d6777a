// One small interface over both databases: PGlite (embedded, in DATA_DIR) and PostgreSQL
// (`postgres` client, DATABASE_URL). Both speak PostgreSQL SQL with `$1` placeholders, so every
// query and migration is written once.

export type Row = Record<string, unknown>;

export interface Queryable {
  /** One statement with `$n` parameters; resolves the rows. */
  query<T extends Row = Row>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Several statements, no parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** One statement run many times a second (the events' group commit), its rows not needed: parsed
   * and planned once per connection, then only bound and executed. Parameters are text: cast them
   * in the SQL (`$1::text::jsonb`), or the PostgreSQL client would encode a string for a jsonb
   * parameter as a JSON string. */
  run(sql: string, params: (string | null)[]): Promise<void>;
  /** Runs `fn` in one transaction on one connection; rolls back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Any failure of the database or the connection to it; the API answers 503 (nothing stored).
 * Only the code travels to logs: driver messages can quote the values of a row. */
export class DbError extends Error {
  override readonly name = 'DbError';
  constructor(
    readonly code: string,
    options?: { cause?: unknown },
  ) {
    super(`database error ${code}`, options);
  }

  /** The database cannot be reached or refuses work for now (vs. a fault in our SQL). SQLSTATE
   * classes 08 connection, 53 resources, 57 operator intervention (shutdown), 40 rollback, and
   * 25006 (read-only: a standby answered, no primary yet during a failover); the rest are the
   * client's codes for sockets and pools (and NO_PRIMARY, server/db/postgres.ts). */
  get unavailable(): boolean {
    return /^(08|53|57|40|25006)/.test(this.code) || !/^\d\d[0-9A-Z]{3}$/.test(this.code);
  }
}

export const dbClosed = () => new DbError('DB_CLOSED');

export function asDbError(error: unknown): DbError {
  if (error instanceof DbError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  return new DbError(typeof code === 'string' ? code : 'UNKNOWN', { cause: error });
}

/** Runs a transaction body: database failures become DbError, the body's own errors pass as they are. */
export async function runTransaction<T>(begin: (body: () => Promise<T>) => Promise<T>, body: () => Promise<T>): Promise<T> {
  const fromBody = new Set<unknown>();
  try {
    return await begin(async () => {
      try {
        return await body();
      } catch (error) {
        fromBody.add(error);
        throw error;
      }
    });
  } catch (error) {
    if (fromBody.has(error) && !(error instanceof DbError)) throw error;
    throw asDbError(error);
  }
}
