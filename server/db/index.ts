// Opens the configured database and brings its schema up to date.
import path from 'node:path';
import { migrate } from './migrate';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';
import type { Db } from './types';

export type { Db, Queryable, Row } from './types';

export interface DbSettings {
  databaseUrl?: string;
  /** PGlite files go to DATA_DIR/pglite; 'memory' keeps them in memory (tests). */
  dataDir: string | 'memory';
  poolSize?: number;
}

export async function openDatabase(settings: DbSettings): Promise<Db> {
  const db = settings.databaseUrl
    ? await openPostgres(settings.databaseUrl, { max: settings.poolSize })
    : await openPglite(settings.dataDir === 'memory' ? undefined : path.join(settings.dataDir, 'pglite'));
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
