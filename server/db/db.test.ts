import { expect, it } from 'vitest';
import { describeEachBackend } from '../testing/backends';
import { openDatabase } from './index';
import { migrate, readMigrations } from './migrate';
import { insertEventsFrom } from '../events/store';
import { DbError } from './types';

describeEachBackend('database', (get) => {
  it('applies every migration file once, recorded by version', async () => {
    const { db } = get();
    const files = readMigrations();
    expect(files.map((m) => m.version)).toEqual([...files.map((m) => m.version)].sort((a, b) => a - b));
    const rows = await db.query<{ version: number; name: string }>('select version, name from schema_migrations order by version');
    expect(rows).toEqual(files.map((m) => ({ version: m.version, name: m.name })));
    expect(await migrate(db)).toEqual([]); // second start: nothing to do
  });

  it('indexes no table twice on the same key: every insert would pay for both', async () => {
    const { db } = get();
    const twins = await db.query<{ indexes: string }>(
      `select string_agg(i.indexrelid::regclass::text, ' = ' order by i.indexrelid::regclass::text) as indexes
       from pg_index i join pg_class t on t.oid = i.indrelid join pg_namespace n on n.oid = t.relnamespace
       where n.nspname = 'public'
       group by i.indrelid, i.indkey::text, i.indclass::text, coalesce(pg_get_expr(i.indexprs, i.indrelid), ''),
                coalesce(pg_get_expr(i.indpred, i.indrelid), '')
       having count(*) > 1`,
    );
    expect(twins).toEqual([]);
  });

  it('applies a new migration file at the next start', async () => {
    const { db } = get();
    const extra = { version: 9001, name: '9001_probe.sql', sql: 'create table probe (id int); insert into probe values (7);' };
    expect(await migrate(db, [...readMigrations(), extra])).toEqual(['9001_probe.sql']);
    expect(await db.query('select id from probe')).toEqual([{ id: 7 }]);
    await db.exec('drop table probe; delete from schema_migrations where version = 9001');
  });

  it('rolls a transaction back when its body throws, passing the error through', async () => {
    const { db } = get();
    const mine = new Error('mine');
    await expect(
      db.transaction(async (tx) => {
        await tx.query("insert into webhooks (lead_id, state_type, data) values ('tx-test', 'x', '{}')");
        throw mine;
      }),
    ).rejects.toBe(mine);
    expect(await db.query("select * from webhooks where lead_id = 'tx-test'")).toEqual([]);
  });

  it('turns database failures into DbError with the SQLSTATE code only', async () => {
    const { db } = get();
    const error = await db.query('select * from no_such_table').catch((e) => e);
    expect(error).toBeInstanceOf(DbError);
    expect(error.code).toBe('42P01');
    expect(error.message).toBe('database error 42P01');
  });

  it('run: one statement prepared once, run again with new parameters; a refusal reports its SQLSTATE and leaves the statement usable', async () => {
    const { db } = get();
    const insert = 'insert into event_ids (event_id, received_at) values ($1, $2::timestamptz) on conflict (event_id) do nothing';
    await db.run(insert, ['run-1', '2026-11-01T00:00:01Z']);
    await db.run(insert, ['run-2', '2026-11-01T00:00:02Z']);
    await db.run(insert, ['run-1', '2026-11-01T00:00:03Z']); // a duplicate: skipped, not an error
    const error = await db.run(insert, ['run-3', null]).catch((e) => e); // received_at is NOT NULL
    expect(error).toBeInstanceOf(DbError);
    expect(error).toMatchObject({ code: '23502', unavailable: false });
    await expect(db.run('insert into no_such_table values ($1)', ['x'])).rejects.toMatchObject({ code: '42P01' });
    await db.run(insert, ['run-4', '2026-11-01T00:00:04Z']);
    // a new statement refused on its first run, then another new one: each runs as itself after
    const suffixed = "insert into event_ids (event_id, received_at) values ($1 || '-a', $2::timestamptz)";
    await expect(db.run(suffixed, ['run-5', null])).rejects.toMatchObject({ code: '23502' });
    await db.run("insert into event_ids (event_id, received_at) values ($1 || '-b', '2026-11-01T00:00:06Z')", ['run-6']);
    await db.run(suffixed, ['run-7', '2026-11-01T00:00:07Z']);
    const rows = await db.query(
      "select event_id, extract(second from received_at)::int as s from event_ids where event_id like 'run-%' order by event_id",
    );
    expect(rows).toEqual([
      { event_id: 'run-1', s: 1 },
      { event_id: 'run-2', s: 2 },
      { event_id: 'run-4', s: 4 },
      { event_id: 'run-6-b', s: 6 },
      { event_id: 'run-7-a', s: 7 },
    ]);
  });

  it('keeps an event once per event_id, also within one statement', async () => {
    const { db } = get();
    await db.query(insertEventsFrom('jsonb_array_elements($1::text::jsonb) as d'), [
      JSON.stringify([
        { event_id: 'dup', n: 1 },
        { event_id: 'dup', n: 2 },
      ]),
    ]);
    expect(await db.query("select count(*)::int as n from events where event_id = 'dup'")).toEqual([{ n: 1 }]);
  });
});

it('refuses queries after close with DbError DB_CLOSED', async () => {
  const db = await openDatabase({ dataDir: 'memory' });
  await db.close();
  await expect(db.query('select 1')).rejects.toMatchObject({ code: 'DB_CLOSED' });
}, 120_000); // a fresh PGlite with every migration: seconds alone, much longer on a busy machine
