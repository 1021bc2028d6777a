// Opens the configured database and brings its schema up to date.
import path from 'node:path';
import { migrate } from './migrate';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';
import { routedDb } from './read-routing';
import type { Db } from './types';

export type { Db, Queryable, Row } from './types';

export interface DbSettings {
  databaseUrl?: string;
  /** PGlite files go to DATA_DIR/pglite; 'memory' keeps them in memory (tests). */
  dataDir: string | 'memory';
  poolSize?: number;
  /** DATABASE_READ_URL: a streaming replica for the console's, partners' and admins' lists,
   * figures and exports (server/db/read-routing.ts), skipped while more than readMaxLagMs behind. */
  readUrl?: string;
  readMaxLagMs?: number;
  /** DATABASE_POOLER=transaction: behind PgBouncer in transaction mode. */
  pooler?: 'transaction';
}

/** A replica more than this far behind is skipped (DATABASE_READ_MAX_LAG_MS). */
export const READ_MAX_LAG_MS = 5000;

export async function openDatabase(settings: DbSettings): Promise<Db> {
  const db = settings.databaseUrl
    ? await openPostgres(settings.databaseUrl, { max: settings.poolSize, pooler: settings.pooler })
    : await openPglite(settings.dataDir === 'memory' ? undefined : path.join(settings.dataDir, 'pglite'));
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  if (!settings.readUrl) return db;
  const replica = await openPostgres(settings.readUrl, { max: settings.poolSize, pooler: settings.pooler, replica: true });
  return routedDb(db, replica, settings.readMaxLagMs ?? READ_MAX_LAG_MS);
}
