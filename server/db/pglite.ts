// The embedded database: PGlite (PostgreSQL compiled to WebAssembly) with its files in DATA_DIR,
// or in memory for tests. PGlite runs queries one at a time in this process, which is why the
// event endpoint batches its writes (server/group-commit.ts).
import { PGlite } from '@electric-sql/pglite';
import { mkdirSync } from 'node:fs';
import { asDbError, dbClosed, runTransaction, type Db, type Queryable, type Row } from './types';

function wrap(target: Pick<PGlite, 'query' | 'exec'>): Queryable {
  return {
    async query<T extends Row>(sql: string, params: unknown[] = []) {
      try {
        return (await target.query<T>(sql, params)).rows;
      } catch (error) {
        throw asDbError(error);
      }
    },
    async exec(sql: string) {
      try {
        await target.exec(sql);
      } catch (error) {
        throw asDbError(error);
      }
    },
  };
}

/** @param dataDir a folder for the files, or undefined for an in-memory database */
export async function openPglite(dataDir?: string): Promise<Db> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pg = new PGlite(dataDir);
  await pg.waitReady;
  const inner = wrap(pg);
  let closed = false;
  const guard = () => {
    if (closed) throw dbClosed();
  };
  return {
    kind: 'pglite',
    query: async (sql, params) => (guard(), inner.query(sql, params)),
    exec: async (sql) => (guard(), inner.exec(sql)),
    async transaction(fn) {
      guard();
      let tx: Queryable | undefined;
      return runTransaction((body) => pg.transaction((raw) => ((tx = wrap(raw)), body())), () => fn(tx!));
    },
    async close() {
      if (closed) return;
      closed = true;
      await pg.close();
    },
  };
}
