// Migration 018 on events stored before it: every row moves into its month's partition (more rows
// than one batch of 10,000), the total and the rollups stay what they were, and an old event
// re-sent afterwards is still stored once. Both databases.
import { expect, it } from 'vitest';
import { insertEventsFrom } from '../events/store';
import { describeEachBackend } from '../testing/backends';
import { migrate, readMigrations } from './migrate';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';
import type { Db } from './types';

const OLD_ROWS = 10_050; // past one batch of 10,000
const DAYS = 90; // over three or four Colombo months

const RAW = `select provider, event, dim, rollup_key(value) as value, (received_at at time zone 'Asia/Colombo')::date::text as day, count(*)::int as n
  from events cross join lateral (values ('', null), ('sub1', sub1), ('country', country)) as g(dim, value)
  group by 1, 2, 3, 4, 5`;
const ROLLUP = `select provider, event, dim, value, day::text as day, sum(n)::int as n from event_counts
  where dim in ('', 'sub1', 'country') group by 1, 2, 3, 4, 5`;

describeEachBackend('migration 018 (events partitioned by month)', (get) => {
  /** An empty database of this backend, migrated up to 017. */
  async function before018(): Promise<Db> {
    const { pg, db: main } = get();
    let db: Db;
    if (!pg) db = await openPglite();
    else {
      await main.query('drop database if exists m018');
      await main.query('create database m018');
      db = await openPostgres(pg.url.replace(/\/postgres$/, '/m018'));
    }
    await migrate(
      db,
      readMigrations().filter((m) => m.version < 18),
    );
    return db;
  }
  const sorted = async (db: Db, sql: string) => (await db.query(sql)).map((row) => JSON.stringify(row)).sort();

  it('moves every old event into its month, keeps the total and the rollups, and still stores an old id once', async () => {
    const db = await before018();
    try {
      // as 012's ingest stored them (its dedup was the primary key)
      await db.query(
        `insert into events (event_id, event, provider, sub1, country, data, received_at)
         select 'old-' || i, 'page_view', (i % 3)::text, 's' || (i % 2), '144', '{}', now() - make_interval(days => i % ${DAYS}) - interval '1 minute'
         from generate_series(1, ${OLD_ROWS}) i`,
      );
      expect(await db.query('select count(*)::int as n from events')).toEqual([{ n: OLD_ROWS }]);
      await db.query("select roll_events(now() - interval '45 days')"); // the job had rolled half of them
      const rollupBefore = await sorted(db, ROLLUP);
      const days = await sorted(
        db,
        `select (received_at at time zone 'Asia/Colombo')::date::text as day, count(*)::int as n from events group by 1`,
      );

      expect(await migrate(db)).toContain('018_event_partitions.sql');

      expect(await db.query('select count(*)::int as n from events')).toEqual([{ n: OLD_ROWS }]);
      const [counted] = await db.query<{ n: string | number }>('select event_total() as n');
      expect(Number(counted!.n)).toBe(OLD_ROWS);
      expect(
        await sorted(db, `select (received_at at time zone 'Asia/Colombo')::date::text as day, count(*)::int as n from events group by 1`),
      ).toEqual(days);
      // each in its Colombo month's partition, none in the default
      const misplaced = await db.query(
        `select count(*)::int as n from events
         where tableoid::regclass::text <> 'events_' || to_char(received_at at time zone 'Asia/Colombo', 'YYYY_MM')`,
      );
      expect(misplaced).toEqual([{ n: 0 }]);
      expect(await sorted(db, ROLLUP)).toEqual(rollupBefore);
      expect(await sorted(db, ROLLUP)).toEqual(await sorted(db, RAW));
      // the ids of the last 30 days are remembered: re-sent, they are not stored again
      const [remembered] = await db.query<{ n: number }>('select count(*)::int as n from event_ids');
      expect(remembered!.n).toBe(Array.from({ length: OLD_ROWS }, (_, i) => (i + 1) % DAYS).filter((d) => d < 30).length);
      const insert = insertEventsFrom('jsonb_array_elements($1::text::jsonb) as d');
      await db.query(insert, [
        JSON.stringify([
          { event_id: 'old-1', event: 'page_view' },
          { event_id: 'new-1', event: 'page_view' },
        ]),
      ]);
      expect(await db.query("select count(*)::int as n from events where event_id in ('old-1', 'new-1')")).toEqual([{ n: 2 }]);
      expect(await db.query('select count(*)::int as n from events')).toEqual([{ n: OLD_ROWS + 1 }]);
    } finally {
      await db.close();
    }
  });
});
