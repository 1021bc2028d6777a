// Migration 012 on events stored before it: every row's columns filled from its data, in batches
// (more rows than one batch), and the stored-events total counted once. Both databases.
import { expect, it } from 'vitest';
import { describeEachBackend } from '../testing/backends';
import { migrate, readMigrations } from './migrate';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';
import type { Db } from './types';

const OLD_ROWS = 10_050; // past one batch of 10,000

describeEachBackend('migration 012 (event columns)', (get) => {
  /** An empty database of this backend, migrated up to 011. */
  async function before012(): Promise<Db> {
    const { pg, db: main } = get();
    let db: Db;
    if (!pg) db = await openPglite();
    else {
      await main.query('drop database if exists m012');
      await main.query('create database m012');
      db = await openPostgres(pg.url.replace(/\/postgres$/, '/m012'));
    }
    await migrate(
      db,
      readMigrations().filter((m) => m.version < 12),
    );
    return db;
  }

  it('fills the new columns of every old event from its data and counts them', async () => {
    const db = await before012();
    try {
      await db.query(
        `insert into events (event_id, event, utm_source, data)
         select 'old-' || i, 'page_view', 'fb', jsonb_build_object('provider', i % 3, 'country', '144', 'sub1', 's' || (i % 2),
           'sub5', 'five', 'lang', 'en', 'origin', 'https://p.example', 'campaign_id', 'cmp', 'lead_id', 'lead-' || i, 'delivery_id', 'd-' || i)
         from generate_series(1, ${OLD_ROWS}) i`,
      );
      await db.query(`insert into events (event_id, event, data) values ('old-bare', 'page_view', '{}')`);
      expect(await migrate(db)).toContain('012_event_columns.sql');
      const [filled] = await db.query(
        `select count(*)::int as n, count(provider)::int as provider, count(sub5)::int as sub5, count(lead_id)::int as lead_id,
                count(*) filter (where provider = data->>'provider' and sub1 = data->>'sub1' and country = '144' and lang = 'en'
                  and origin = 'https://p.example' and campaign_id = 'cmp' and lead_id = data->>'lead_id' and delivery_id = data->>'delivery_id')::int as exact
         from events`,
      );
      expect(filled).toEqual({ n: OLD_ROWS + 1, provider: OLD_ROWS, sub5: OLD_ROWS, lead_id: OLD_ROWS, exact: OLD_ROWS });
      const [counted] = await db.query<{ n: string | number }>('select event_total() as n');
      expect(Number(counted.n)).toBe(OLD_ROWS + 1);
    } finally {
      await db.close();
    }
  });
});
