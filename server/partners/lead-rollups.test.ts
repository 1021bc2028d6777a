// The leads' daily counts (migration 019: leads, verified, payable, approved and issued per Colombo
// day, partner, origin and grouping field), kept by triggers on leads, webhooks and the payout
// ledger, against a raw count: random leads over ten days (nulls and long values included), random
// corrections (verified, origin, sub-IDs, partner), lender webhooks (repeated on one day, without a
// lender key, other states), payout entries reversed and clawed back, deletions by person (erasure's
// order: webhooks, then the lead) and by age (retention's: the leads, then the webhooks), and
// truncates. Both databases. And on PostgreSQL, two transactions sending one lead's state on one
// day at once: counted once; and the migration on leads stored before it (more than one batch).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres, type TestPostgres } from '../../tests/support/postgres';
import { describeEachBackend } from '../testing/backends';
import { openDatabase, type Db } from '../db';
import { migrate, readMigrations } from '../db/migrate';
import { openPglite } from '../db/pglite';
import { openPostgres } from '../db/postgres';
import { pick, seededRandom } from '../testing/random';

const START = Date.UTC(2026, 9, 1, 18, 30); // a Colombo midnight
const DAY = 86_400_000;

/** The figures counted from the rows, as the readers counted them before migration 019. */
const RAW = `
  with figures as (
    select l.lead_id, (l.created_at at time zone 'Asia/Colombo')::date as day, m.metric
    from leads l cross join (values ('leads'), ('verified'), ('payable')) as m(metric)
    where case m.metric when 'leads' then true when 'verified' then l.verified
      else exists (select 1 from (select distinct on (entry_id) * from payout_ledger where entry_id = 'payout:' || l.lead_id
                                  order by entry_id, row_id desc) e where e.state <> 'reversed') end
    union all
    select distinct w.lead_id, (w.received_at at time zone 'Asia/Colombo')::date, w.state_type from webhooks w
    where w.lender_id is not null and w.state_type in ('approved', 'issued')
  )
  select f.day::text as day, l.provider::text as provider, l.origin, g.dim, g.value, f.metric, count(*)::int as n
  from figures f join leads l on l.lead_id = f.lead_id
  cross join lateral (values ('', null), ('sub1', rollup_key(l.sub1)), ('sub2', rollup_key(l.sub2)), ('sub3', rollup_key(l.sub3)),
    ('sub4', rollup_key(l.sub4)), ('sub5', rollup_key(l.sub5)), ('utm_source', rollup_key(l.utm_source)), ('lang', rollup_key(l.lang))) as g(dim, value)
  group by 1, 2, 3, 4, 5, 6`;
const ROLLUP = `select day::text as day, provider, origin, dim, value, metric, n::int as n from lead_daily where n <> 0`;

async function counts(db: Db, sql: string) {
  const rows = await db.query<Record<string, unknown>>(sql);
  return rows.map((row) => JSON.stringify(row)).sort();
}

let serial = 0;

async function addLeads(db: Db, r: () => number, count: number) {
  const rows = Array.from({ length: count }, () => {
    serial += 1;
    return {
      lead_id: `lead-${serial}`,
      phone: `+9477${String(serial).padStart(7, '0')}`,
      nic: `19900${String(serial).padStart(7, '0')}`,
      provider: pick(r, [1, 2, 3, null]),
      origin: pick(r, ['https://one.lk', 'https://two.lk', null]),
      sub1: pick(r, ['a', 'b', '', null]),
      sub2: pick(r, ['x', 'long-'.repeat(100), null]), // longer than a rollup key keeps as sent
      sub3: pick(r, ['k1', 'k2', null]),
      sub4: pick(r, ['', null]),
      sub5: pick(r, ['z', null]),
      utm_source: pick(r, ['google', 'facebook', null]),
      lang: pick(r, ['si', 'ta', 'en']),
      verified: r() < 0.5,
      created_at: new Date(START + Math.floor(r() * 10 * DAY)).toISOString(),
    };
  });
  await db.query(
    `insert into leads (lead_id, full_name, phone, nic, nic_birth_date, amount, term_days, monthly_income, employment, district,
       consent, consent_at, consent_version, provider, origin, sub1, sub2, sub3, sub4, sub5, utm_source, lang, verified, created_at)
     select x.lead_id, 'Test Person', x.phone, x.nic, date '1990-01-01', 100000, 365, 120000, 'salaried', 'Colombo', true, x.created_at, 'v1',
       x.provider, x.origin, x.sub1, x.sub2, x.sub3, x.sub4, x.sub5, x.utm_source, x.lang, x.verified, x.created_at
     from jsonb_to_recordset($1::text::jsonb) as x(lead_id text, phone text, nic text, provider int, origin text, sub1 text, sub2 text,
       sub3 text, sub4 text, sub5 text, utm_source text, lang text, verified boolean, created_at timestamptz)`,
    [JSON.stringify(rows)],
  );
}

async function leadIds(db: Db): Promise<string[]> {
  return (await db.query<{ lead_id: string }>('select lead_id from leads order by lead_id')).map((row) => row.lead_id);
}

/** Lender webhooks for random leads, some several times on one day, some in one statement. */
async function addWebhooks(db: Db, r: () => number, ids: string[], count: number) {
  const rows = Array.from({ length: count }, () => {
    const lead = pick(r, ids);
    const day = Math.floor(r() * 12);
    return {
      lead_id: lead,
      state_type: pick(r, ['approved', 'issued', 'rejected', 'approved']),
      lender_id: r() < 0.85 ? 'lender-1' : null,
      received_at: new Date(START + day * DAY + Math.floor(r() * DAY)).toISOString(),
    };
  });
  // a statement of several at once, and single ones (the webhook route's shape)
  const [many, single] = [rows.slice(0, count >> 1), rows.slice(count >> 1)];
  const insert = `insert into webhooks (lead_id, state_type, data, lender_id, received_at)
    select x.lead_id, x.state_type, '{}', x.lender_id, x.received_at
    from jsonb_to_recordset($1::text::jsonb) as x(lead_id text, state_type text, lender_id text, received_at timestamptz)`;
  await db.query(insert, [JSON.stringify(many)]);
  for (const row of single) await db.query(insert, [JSON.stringify([row])]);
}

/** Payout entries' steps for random leads, as the ledger's writers append them (`on conflict do nothing` included). */
async function addPayouts(db: Db, r: () => number, ids: string[], count: number) {
  for (let i = 0; i < count; i++) {
    const lead = pick(r, ids);
    const kind = r() < 0.85 ? 'payout' : 'clawback';
    const state = pick(r, ['pending', 'pending', 'approved', 'paid', 'reversed']);
    await db.query(
      `insert into payout_ledger (entry_id, lead_ref, provider_id, kind, state, amount, reason, actor)
       values ($1 || ':' || $2, $2, 1, $1, $3, 1000, 'test', 'test') on conflict (entry_id, state) do nothing`,
      [kind, lead, state],
    );
  }
  // a statement of several steps at once (the batch's and approval's shape)
  await db.query(
    `insert into payout_ledger (entry_id, lead_ref, provider_id, kind, state, amount, reason, actor)
     select 'payout:' || x, x, 1, 'payout', s, 1000, 'test', 'test' from unnest($1::text[]) x cross join (values ('approved'), ('reversed')) v(s)
     on conflict (entry_id, state) do nothing`,
    [[pick(r, ids), pick(r, ids)]],
  );
}

/** Corrections: verified, origin, a sub-ID, the partner; and changes that count for nothing. */
async function correct(db: Db, r: () => number, ids: string[]) {
  for (let i = 0; i < 8; i++) {
    const lead = pick(r, ids);
    const change = pick(r, [
      'verified = not verified',
      "origin = 'https://three.lk'",
      "sub1 = 'c'",
      'sub2 = null',
      'provider = 2',
      "status = 'approved'",
      "created_at = created_at + interval '20 hours'",
    ]);
    await db.query(`update leads set ${change} where lead_id = $1`, [lead]);
  }
  await db.query('update leads set verified = true, lang = $2 where lead_id = any($1::text[])', [[pick(r, ids), pick(r, ids)], 'en']);
}

describeEachBackend('lead rollups', (get) => {
  it('equal a raw count of leads, lender states and payable leads after random writes, corrections and deletions', async () => {
    const { db } = get();
    await db.exec('truncate leads, webhooks, payout_ledger cascade');
    const r = seededRandom(19);
    const same = async () => expect(await counts(db, ROLLUP)).toEqual(await counts(db, RAW));
    for (let round = 0; round < 3; round++) {
      await addLeads(db, r, 40);
      let ids = await leadIds(db);
      await addWebhooks(db, r, ids, 30);
      await addPayouts(db, r, ids, 25);
      await same();
      await correct(db, r, ids);
      await same();
      // erasure's order: the person's rows first, then the lead
      const erased = pick(r, ids);
      await db.query('delete from webhooks where lead_id = $1', [erased]);
      await same();
      await db.query('delete from leads where lead_id = $1', [erased]);
      await same();
      // retention's: the old leads, then the old webhooks (of leads gone already, or not)
      const cutoff = new Date(START + (round + 2) * DAY).toISOString();
      await db.query('delete from leads where created_at < $1', [cutoff]);
      await db.query('delete from webhooks where received_at < $1', [cutoff]);
      await same();
      ids = await leadIds(db);
      // a lead's webhooks and payouts going while it stays
      if (ids.length) {
        await db.query('delete from webhooks where lead_id = $1', [pick(r, ids)]);
        await db.query('delete from payout_ledger where lead_ref = $1', [pick(r, ids)]);
        await same();
      }
    }
    expect((await counts(db, RAW)).length).toBeGreaterThan(100);
    expect(await counts(db, `${ROLLUP} and metric in ('approved', 'issued', 'payable')`)).not.toEqual([]);
    await db.exec('truncate payout_ledger');
    await same();
    await db.exec('truncate webhooks');
    await same();
    await db.exec('truncate leads cascade');
    expect(await counts(db, ROLLUP)).toEqual([]);
  });
});

describe('lead rollups under concurrent writers [postgres]', () => {
  let pg: TestPostgres;
  let db: Db;
  beforeAll(async () => {
    pg = await startPostgres();
    db = await openDatabase({ databaseUrl: pg.url, dataDir: 'memory' });
  });
  afterAll(async () => {
    await db.close();
    pg.stop();
  });

  it('counts a state two transactions send for one lead and day at once once, as a raw count does', async () => {
    await addLeads(db, seededRandom(7), 1);
    const [lead] = await leadIds(db);
    const insert = () =>
      db.query(`insert into webhooks (lead_id, state_type, data, lender_id, received_at) values ($1, 'approved', '{}', 'lender-1', $2)`, [
        lead,
        new Date(START + 3 * DAY).toISOString(),
      ]);
    let open!: () => void;
    let counted!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const firstCounted = new Promise<void>((resolve) => (counted = resolve));
    const first = db.transaction(async (tx) => {
      await tx.query(
        `insert into webhooks (lead_id, state_type, data, lender_id, received_at) values ($1, 'approved', '{}', 'lender-1', $2)`,
        [lead, new Date(START + 3 * DAY + 60_000).toISOString()],
      );
      counted(); // its trigger has counted the state as new and holds the lead's row
      await gate; // not committed yet
    });
    await firstCounted;
    const second = insert();
    // the second waits for the lead's row: seen waiting on a lock
    for (let i = 0; ; i++) {
      const [row] = await db.query<{ n: number }>(
        "select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()",
      );
      if (row!.n > 0) break;
      expect(i).toBeLessThan(100_000);
    }
    open();
    await Promise.all([first, second]);
    const approved = await db.query<{ n: number }>("select n::int as n from lead_daily where dim = '' and metric = 'approved' and n <> 0");
    expect(approved).toEqual([{ n: 1 }]);
    expect(await counts(db, ROLLUP)).toEqual(await counts(db, RAW));
  });
});

describeEachBackend('migration 019 on leads stored before it', (get) => {
  it('counts every old lead, lender state and payout, in batches', async () => {
    const { pg, db: main } = get();
    let db: Db;
    if (!pg) db = await openPglite();
    else {
      await main.query('drop database if exists m019');
      await main.query('create database m019');
      db = await openPostgres(pg.url.replace(/\/postgres$/, '/m019'));
    }
    try {
      await migrate(
        db,
        readMigrations().filter((m) => m.version < 19),
      );
      const r = seededRandom(1019);
      await addLeads(db, r, 10_050); // past one batch of 10,000
      const ids = await leadIds(db);
      await addWebhooks(db, r, ids, 40);
      await addPayouts(db, r, ids, 30);
      expect(await migrate(db)).toContain('019_figure_rollups.sql');
      const [leads] = await db.query<{ n: number }>("select sum(n)::int as n from lead_daily where dim = '' and metric = 'leads'");
      expect(leads!.n).toBe(10_050);
      expect(await counts(db, ROLLUP)).toEqual(await counts(db, RAW));
    } finally {
      await db.close();
    }
  });
});
