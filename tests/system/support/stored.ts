// What the server stored, read back the way an operator would: the admin API while it runs, or
// the database files in DATA_DIR once it has stopped.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../../server/db';
import { ADMIN } from '../../../server/testing/app';
import { eventsStored as waitForEvents } from '../../../server/testing/events-stored';

export const adminHeaders = { Authorization: `Bearer ${ADMIN}` };

export const tempDataDir = (name: string) => mkdtempSync(path.join(tmpdir(), `naya-system-${name}-`));

export interface Stats {
  events: number;
  leads: number;
  push_tokens: number;
  webhooks: number;
}

export async function stats(origin: string): Promise<Stats> {
  const res = await fetch(`${origin}/api/admin/stats`, { headers: adminHeaders });
  if (res.status !== 200) throw new Error(`stats answered ${res.status}`);
  return (await res.json()) as Stats;
}

/** The events the database holds once it holds at least `atLeast` (at most 40 s). */
export const eventsStored = (origin: string, atLeast: number) => waitForEvents(origin, ADMIN, atLeast, 40_000);

export interface StoredLead {
  lead_id: string;
  phone: string;
  client_id: string | null;
}

export async function storedLeads(origin: string): Promise<StoredLead[]> {
  const res = await fetch(`${origin}/api/admin/leads?limit=10000`, { headers: adminHeaders });
  if (res.status !== 200) throw new Error(`admin leads answered ${res.status}`);
  return (await res.json()) as StoredLead[];
}

/** Event ids (with how often each is stored) from the PGlite files of a stopped server, or from PostgreSQL. */
export async function storedEventIds(where: { dataDir: string } | { databaseUrl: string }, event: string): Promise<Map<string, number>> {
  const db = await openDatabase(
    'databaseUrl' in where ? { databaseUrl: where.databaseUrl, dataDir: 'memory' } : { dataDir: where.dataDir },
  );
  try {
    const rows = await db.query<{ event_id: string; n: number }>(
      'select event_id, count(*)::int as n from events where event = $1 group by event_id',
      [event],
    );
    return new Map(rows.map((r) => [r.event_id, r.n]));
  } finally {
    await db.close();
  }
}

/** The ids of `answered` missing from `stored`. */
export const missing = (answered: Iterable<string>, stored: Map<string, number>) => [...answered].filter((id) => !stored.has(id));
