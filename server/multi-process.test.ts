// Several API processes on one PostgreSQL (docs/deployment.md "Several API processes"): both store, each
// event_id once across them; with the database stopped writes answer 503 and health says so,
// and both recover by themselves when it is back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres, type TestPostgres } from '../tests/support/postgres';
import { openDatabase, type Db } from './db';
import { readMigrations } from './db/migrate';
import { startChild, type ChildServer } from './testing/child';
import { validLead } from './testing/app';

const post = (origin: string, path: string, body: unknown, type = 'application/json') =>
  fetch(`${origin}${path}`, { method: 'POST', headers: { 'Content-Type': type }, body: JSON.stringify(body) });

describe('two server processes on one PostgreSQL', () => {
  let pg: TestPostgres;
  let servers: ChildServer[] = [];
  let db: Db;
  beforeAll(async () => {
    pg = await startPostgres();
    // Started together: the migration lock lets exactly one of them create the schema.
    servers = await Promise.all([1, 2].map(() => startChild({ DATABASE_URL: pg.url, DATA_DIR: pg.dir })));
    db = await openDatabase({ databaseUrl: pg.url, dataDir: 'memory' });
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop('SIGTERM')));
    await db?.close();
    pg?.stop();
  });

  it('both store events and leads; an event_id sent to both is stored once', async () => {
    for (const [i, s] of servers.entries()) {
      expect((await post(s.origin, '/api/event', { event: 'multi', event_id: `multi-${i}` }, 'text/plain')).status).toBe(202);
      expect((await post(s.origin, '/api/event', { event: 'multi', event_id: 'multi-shared' }, 'text/plain')).status).toBe(202);
      expect((await post(s.origin, '/api/leads', validLead())).status).toBe(201);
    }
    const events = await db.query("select event_id from events where event = 'multi' order by event_id");
    expect(events.map((e) => e.event_id)).toEqual(['multi-0', 'multi-1', 'multi-shared']);
    expect((await db.query<{ n: number }>('select count(*)::int as n from leads'))[0].n).toBe(2);
    const migrations = await db.query('select version from schema_migrations');
    expect(migrations.length).toBe(readMigrations().length); // each file once, though both started together
  });

  it('answers writes with 503 while the database is down, and recovers when it is back', async () => {
    pg.pause();
    try {
      for (const s of servers) {
        const res = await post(s.origin, '/api/event', { event: 'down', event_id: `down-${s.origin}` }, 'text/plain');
        expect(res.status).toBe(503);
        expect(res.headers.get('retry-after')).toBe('5'); // the loader keeps the event and sends it again
        expect((await res.json()).error.code).toBe('db_unavailable');
        const lead = await post(s.origin, '/api/leads', validLead());
        expect(lead.status).toBe(503);
        expect(lead.headers.get('retry-after')).toBe('5');
        const health = await fetch(`${s.origin}/api/health`);
        expect(health.status).toBe(503);
        expect(await health.json()).toEqual({ ok: false, database: { kind: 'postgres', status: 'down' } });
      }
    } finally {
      pg.resume();
    }
    for (const s of servers) {
      expect((await fetch(`${s.origin}/api/health`)).status).toBe(200);
      expect((await post(s.origin, '/api/event', { event: 'down', event_id: `down-${s.origin}` }, 'text/plain')).status).toBe(202);
    }
    expect((await db.query<{ n: number }>("select count(*)::int as n from events where event = 'down'"))[0].n).toBe(2);
    expect(servers.map((s) => s.output()).join('')).not.toMatch(/Nimal|\+9477|199012301234/); // no lead data in logs
  });
});
