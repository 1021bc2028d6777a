// Runs a test suite on both databases: in-memory PGlite always, and a real PostgreSQL cluster the
// suite starts itself (tests/support/postgres.ts), so CI never skips the PostgreSQL path.
import { afterAll, beforeAll, describe } from 'vitest';
import { startPostgres, type TestPostgres } from '../../tests/support/postgres';
import { openDatabase, type Db } from '../db';

export interface Backend {
  name: 'pglite' | 'postgres';
  db: Db;
  /** Only for postgres: the cluster (url, pause/resume). */
  pg?: TestPostgres;
}

export const BACKENDS = ['pglite', 'postgres'] as const;

/** `describe` once per backend; `get()` returns the open, migrated database inside tests. */
export function describeEachBackend(title: string, suite: (get: () => Backend) => void): void {
  for (const name of BACKENDS) {
    describe(`${title} [${name}]`, () => {
      let backend: Backend | undefined;
      beforeAll(async () => {
        if (name === 'pglite') backend = { name, db: await openDatabase({ dataDir: 'memory' }) };
        else {
          const pg = await startPostgres();
          backend = { name, pg, db: await openDatabase({ databaseUrl: pg.url, dataDir: 'memory' }) };
        }
      });
      afterAll(async () => {
        await backend?.db.close();
        backend?.pg?.stop();
      });
      suite(() => {
        if (!backend) throw new Error('backend not open');
        return backend;
      });
    });
  }
}
