// The daily event counts and web-vital histograms (migration 016), with the events since the last
// roll counted live (the views the readers read), against a raw count of the events: random events
// over ten days, partners, origins and sub-IDs (nulls, empty and long values included), sent in
// batches through the ingest's own insert with re-sent duplicates, rolled up now and then as the
// job does, then after deletions by a person (erasure's shape) and by age (retention's), after a
// month's partition is dropped (retention since migration 018), and after a truncate. Both databases.
import { expect, it } from 'vitest';
import { describeEachBackend } from '../testing/backends';
import { insertEventsFrom } from '../events/store';
import type { Db } from '../db';
import { pick, seededRandom } from '../testing/random';

const ROUNDS = 3;
const BATCHES = 10;

/** `count` events received in [from, from + span) ms. */
function randomEvents(r: () => number, count: number, ids: string[], from: number, span: number) {
  return Array.from({ length: count }, () => {
    // a re-sent event (the loader's retry) a tenth of the time
    const event_id = ids.length && r() < 0.1 ? pick(r, ids) : `ev-${ids.push(`ev-${ids.length}`) - 1}`;
    const event: Record<string, unknown> = {
      event_id,
      event: pick(r, ['page_view', 'offer_click', 'quote_shown', 'quote_chosen', 'form_start', 'web_vital']),
    };
    const fields: Record<string, readonly (string | undefined)[]> = {
      provider: ['1', '2', '3', '77', undefined],
      country: ['144', 'LK', undefined],
      sub1: ['a', 'b', '', undefined],
      sub2: ['x', 'long-'.repeat(100), undefined], // longer than a rollup key keeps as sent
      sub3: ['k1', 'k2', 'k3', undefined],
      sub4: ['', undefined],
      sub5: ['z', undefined],
      origin: ['https://one.lk', 'https://two.lk', undefined],
      utm_source: ['google', 'facebook', undefined],
      lang: ['si', 'ta', 'en', undefined],
      client_id: ['c1', 'c2', 'c3', 'c4'],
    };
    for (const [field, values] of Object.entries(fields)) {
      const value = pick(r, values);
      if (value !== undefined) event[field] = value;
    }
    event.at = new Date(from + Math.floor(r() * span)).toISOString();
    return event;
  });
}

const RAW = `select provider, event, origin, dim, rollup_key(value) as value, (received_at at time zone 'Asia/Colombo')::date::text as day, count(*)::int as n
  from events cross join lateral (values ('', null), ('sub1', sub1), ('sub2', sub2), ('sub3', sub3), ('sub4', sub4), ('sub5', sub5),
    ('country', country), ('utm_source', utm_source), ('lang', lang)) as g(dim, value)
  group by 1, 2, 3, 4, 5, 6`;
const RAW_VITALS = `select (received_at at time zone 'Asia/Colombo')::date::text as day, data->>'page' as page, data->>'metric' as metric,
    vital_bucket((data->>'value')::float8) as bucket, count(*)::int as n
  from events where event = 'web_vital' and data->>'metric' in ('LCP', 'INP', 'CLS') and jsonb_typeof(data->'value') = 'number'
  group by 1, 2, 3, 4`;
const ROLLUP_VITALS = `select day::text as day, page, metric, bucket, sum(n)::int as n from vital_counts group by 1, 2, 3, 4`;
const ROLLUP = `select provider, event, origin, dim, value, day::text as day, sum(n)::int as n from event_counts group by 1, 2, 3, 4, 5, 6`;
const ROLLUP_ONLY = `select provider, event, origin, dim, value, day::text as day, n::int as n from event_daily where n > 0`;

async function counts(db: Db, sql: string) {
  const rows = await db.query<Record<string, unknown>>(sql);
  return rows.map((row) => JSON.stringify(row)).sort();
}

describeEachBackend('rollups', (get) => {
  it('with the events since the last roll equal a raw count after random inserts, re-sends, rolls and deletions', async () => {
    const { db } = get();
    await db.exec('truncate events');
    await db.query("update rollup_state set until = '-infinity'");
    const r = seededRandom(29);
    const ids: string[] = [];
    const insert = insertEventsFrom('jsonb_array_elements($1::text::jsonb) as d', "(d->>'at')::timestamptz");
    // ten days from a Colombo midnight, in windows of seven hours (crossing midnights), one batch each,
    // over the end of a month: two partitions (migration 018)
    const start = Date.UTC(2026, 9, 24, 18, 30);
    await db.query("select create_event_partitions('2026-10-25', '2026-11-05')");
    const WINDOW = 7 * 3600_000;
    let window = 0;
    const same = async () => {
      expect(await counts(db, ROLLUP)).toEqual(await counts(db, RAW));
      expect(await counts(db, ROLLUP_VITALS)).toEqual(await counts(db, RAW_VITALS));
    };
    for (let round = 0; round < ROUNDS; round++) {
      for (let batch = 0; batch < BATCHES; batch++, window++) {
        const from = start + window * WINDOW;
        await db.query(insert, [JSON.stringify(randomEvents(r, 1 + Math.floor(r() * 60), ids, from, WINDOW))]);
        // the job, now and then: everything received before the window's end is rolled up
        if (r() < 0.5) await db.query('select roll_events($1)', [new Date(from + WINDOW).toISOString()]);
      }
      expect((await counts(db, RAW)).length).toBeGreaterThan(50);
      await same();
      // a person's events (erasure deletes by client_id), then everything before a day (retention)
      await db.query('delete from events where client_id = $1', [pick(r, ['c1', 'c2', 'c3', 'c4'])]);
      await same();
      await db.query('delete from events where received_at < $1', [new Date(start + (round + 1) * 86_400_000).toISOString()]);
      await same();
    }
    // all rolled up: the rollup tables alone are the raw counts
    await db.query('select roll_events($1)', [new Date(start + window * WINDOW).toISOString()]);
    expect(await counts(db, ROLLUP_ONLY)).toEqual(await counts(db, RAW));
    await same();
    // retention's way: October's partition dropped whole, with its days' rollup rows
    const october = await counts(db, `${RAW} having min(received_at) < '2026-11-01T00:00+05:30'`);
    expect(october.length).toBeGreaterThan(0);
    await db.query("select drop_event_partitions('2026-11-01T00:00+05:30')");
    expect(await counts(db, `${RAW} having min(received_at) < '2026-11-01T00:00+05:30'`)).toEqual([]);
    expect(await counts(db, ROLLUP_ONLY)).toEqual(await counts(db, RAW));
    await same();
    await db.exec('truncate events');
    expect(await counts(db, ROLLUP)).toEqual([]);
    expect(await counts(db, ROLLUP_VITALS)).toEqual([]);
  });
});
