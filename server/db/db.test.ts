import { expect, it } from 'vitest';
import { describeEachBackend } from '../testing/backends';
import { openDatabase } from './index';
import { migrate, readMigrations } from './migrate';
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

  it('keeps an event once per event_id, also within one statement', async () => {
    const { db } = get();
    await db.query(
      "insert into events (event_id, data) select * from (values ('dup', '{}'::jsonb), ('dup', '{}'::jsonb)) v on conflict (event_id) do nothing",
    );
    expect(await db.query("select count(*)::int as n from events where event_id = 'dup'")).toEqual([{ n: 1 }]);
  });
});

it('refuses queries after close with DbError DB_CLOSED', async () => {
  const db = await openDatabase({ dataDir: 'memory' });
  await db.close();
  await expect(db.query('select 1')).rejects.toMatchObject({ code: 'DB_CLOSED' });
});
