// The daily event counts (migration 016, `event_daily`) against a raw count of the events, on random
// events over several days, partners, origins and sub-IDs (nulls and empty values included), sent
// in batches through the ingest's own insert with re-sent duplicates, then after deletions by a
// person (erasure's shape) and by age (retention's), and after a truncate. Both databases.
import { expect, it } from 'vitest';
import { describeEachBackend } from '../testing/backends';
import { insertEventsFrom } from '../routes/events';
import type { Db } from '../db';

const ROUNDS = 3;
const BATCHES = 8;

/** A small random generator with a seed, so a failure can be replayed. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const pick = <T>(r: () => number, values: readonly T[]): T => values[Math.floor(r() * values.length)];

function randomEvents(r: () => number, count: number, ids: string[]) {
  return Array.from({ length: count }, () => {
    // a re-sent event (the loader's retry) a tenth of the time
    const event_id = ids.length && r() < 0.1 ? pick(r, ids) : `ev-${ids.push(`ev-${ids.length}`) - 1}`;
    const event: Record<string, unknown> = { event_id, event: pick(r, ['page_view', 'offer_click', 'form_start', 'web_vital']) };
    const fields: Record<string, readonly (string | undefined)[]> = {
      provider: ['1', '2', '3', '77', undefined],
      country: ['144', 'LK', undefined],
      sub1: ['a', 'b', '', undefined],
      sub2: ['x', undefined],
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
    // over ten days, around Colombo midnight (18:30 UTC) as often as not
    const day = Math.floor(r() * 10);
    const minute = r() < 0.5 ? 18 * 60 + 30 + Math.floor(r() * 4) - 2 : Math.floor(r() * 1440);
    event.at = new Date(Date.UTC(2026, 9, 1 + day) + minute * 60_000).toISOString();
    return event;
  });
}

const RAW = `select provider, event, origin, dim, value, (received_at at time zone 'Asia/Colombo')::date::text as day, count(*)::int as n
  from events cross join lateral (values ('', null), ('sub1', sub1), ('sub2', sub2), ('sub3', sub3), ('sub4', sub4), ('sub5', sub5),
    ('country', country), ('utm_source', utm_source), ('lang', lang)) as g(dim, value)
  group by 1, 2, 3, 4, 5, 6`;
const ROLLUP = `select provider, event, origin, dim, value, day::text as day, n::int as n from event_daily where n > 0`;

async function counts(db: Db, sql: string) {
  const rows = await db.query<Record<string, unknown>>(sql);
  return rows.map((row) => JSON.stringify(row)).sort();
}

describeEachBackend('daily event counts', (get) => {
  it('equal a raw count of the events after random inserts, re-sends and deletions', async () => {
    const { db } = get();
    await db.exec('truncate events');
    const r = random(29);
    const ids: string[] = [];
    const insert = insertEventsFrom('jsonb_array_elements($1::text::jsonb) as d', "(d->>'at')::timestamptz");
    for (let round = 0; round < ROUNDS; round++) {
      for (let batch = 0; batch < BATCHES; batch++) {
        await db.query(insert, [JSON.stringify(randomEvents(r, 1 + Math.floor(r() * 60), ids))]);
      }
      const raw = await counts(db, RAW);
      expect(raw.length).toBeGreaterThan(50);
      expect(await counts(db, ROLLUP)).toEqual(raw);
      // a person's events (erasure deletes by client_id), then everything before a day (retention)
      await db.query('delete from events where client_id = $1', [pick(r, ['c1', 'c2', 'c3', 'c4'])]);
      expect(await counts(db, ROLLUP)).toEqual(await counts(db, RAW));
      await db.query('delete from events where received_at < $1', [new Date(Date.UTC(2026, 9, 2 + round)).toISOString()]);
      expect(await counts(db, ROLLUP)).toEqual(await counts(db, RAW));
    }
    await db.exec('truncate events');
    expect(await counts(db, ROLLUP)).toEqual([]);
  });
});
