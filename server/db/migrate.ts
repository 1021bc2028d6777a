// Versioned SQL migrations: server/migrations/NNN_name.sql, applied in order at start, each once,
// on PGlite and PostgreSQL alike. One transaction under an advisory lock, so several API processes
// starting together on one PostgreSQL apply each file exactly once.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Db } from './types';

export const MIGRATIONS_DIR = path.join(import.meta.dirname, '..', 'migrations');
/** Arbitrary constant key for pg_advisory_xact_lock: "naya" in ASCII. */
const MIGRATION_LOCK_KEY = 0x6e617961;

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((file) => /^\d+_[\w-]+\.sql$/.test(file))
    .map((file) => ({
      version: Number(file.split('_')[0]),
      name: file,
      sql: readFileSync(path.join(dir, file), 'utf8'),
    }))
    .sort((a, b) => a.version - b.version);
}

/** Applies the migrations not yet recorded; resolves the names applied now. */
export async function migrate(db: Db, migrations = readMigrations()): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.exec(`create table if not exists schema_migrations (
      version integer primary key,
      name text not null,
      applied_at timestamptz not null default now()
    )`);
    const done = new Set((await tx.query<{ version: number }>('select version from schema_migrations')).map((r) => r.version));
    const applied: string[] = [];
    for (const migration of migrations) {
      if (done.has(migration.version)) continue;
      await tx.exec(migration.sql);
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [migration.version, migration.name]);
      applied.push(migration.name);
    }
    return applied;
  });
}
