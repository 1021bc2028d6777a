// Events partitioned by Colombo month (migration 018), on both databases: an event_id is stored
// once across a month's boundary and through the real ingest; an event whose month has no
// partition lands in the default and moves into the month's partition when it is made; retention
// drops a past month's partition and nothing else; erasure finds a person's events in every month;
// the rollups equal raw counts and `event_total()` the stored total after each; every 202 is stored.
import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import type { Db } from '../db';
import { EVENT_ID_DAYS } from './partitions';
import { runRetention } from '../retention';
import { insertEventsFrom } from './store';
import { admin, appOn, json, validLead } from '../testing/app';
import { describeEachBackend } from '../testing/backends';

/** The ingest's own statement, with each event's `at` as its received_at. */
const INSERT_AT = insertEventsFrom('jsonb_array_elements($1::text::jsonb) as d', "(d->>'at')::timestamptz");
const store = (db: Db, events: Record<string, unknown>[]) => db.query(INSERT_AT, [JSON.stringify(events)]);

/** An instant given as Asia/Colombo local time (UTC+05:30, no daylight saving). */
const colombo = (local: string) => new Date(`${local}+05:30`).toISOString();

const RAW = `select provider, event, origin, dim, rollup_key(value) as value, (received_at at time zone 'Asia/Colombo')::date::text as day, count(*)::int as n
  from events cross join lateral (values ('', null), ('sub1', sub1), ('sub2', sub2), ('sub3', sub3), ('sub4', sub4), ('sub5', sub5),
    ('country', country), ('utm_source', utm_source), ('lang', lang)) as g(dim, value)
  group by 1, 2, 3, 4, 5, 6`;
const ROLLUP = `select provider, event, origin, dim, value, day::text as day, sum(n)::int as n from event_counts group by 1, 2, 3, 4, 5, 6`;
const RAW_VITALS = `select (received_at at time zone 'Asia/Colombo')::date::text as day, data->>'page' as page, data->>'metric' as metric,
    vital_bucket((data->>'value')::float8) as bucket, count(*)::int as n
  from events where event = 'web_vital' and data->>'metric' in ('LCP', 'INP', 'CLS') and jsonb_typeof(data->'value') = 'number'
  group by 1, 2, 3, 4`;
const ROLLUP_VITALS = `select day::text as day, page, metric, bucket, sum(n)::int as n from vital_counts group by 1, 2, 3, 4`;

const sorted = async (db: Db, sql: string) => (await db.query(sql)).map((row) => JSON.stringify(row)).sort();

describeEachBackend('events partitioned by month', (get) => {
  let app: Awaited<ReturnType<typeof appOn>>['app'];
  const db = () => get().db;
  const one = async <T = number>(sql: string, params: unknown[] = []) => Object.values((await db().query(sql, params))[0]!)[0] as T;
  /** Where each stored event is: `{event_id: partition}`. */
  const placed = async (ids: string[]) =>
    Object.fromEntries(
      (
        await db().query<{ event_id: string; part: string }>(
          'select event_id, tableoid::regclass::text as part from events where event_id = any($1::text[])',
          [ids],
        )
      ).map((r) => [r.event_id, r.part]),
    );
  const partitions = async () =>
    (
      await db().query<{ name: string }>(
        "select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid where i.inhparent = 'events'::regclass order by 1",
      )
    ).map((r) => r.name);
  /** The rollups (rolled up to now, and with nothing rolled) equal a raw count; the counter the total. */
  async function countsAgree() {
    expect(await sorted(db(), ROLLUP)).toEqual(await sorted(db(), RAW));
    expect(await sorted(db(), ROLLUP_VITALS)).toEqual(await sorted(db(), RAW_VITALS));
    expect(Number(await one('select event_total()'))).toBe(await one('select count(*)::int from events'));
  }
  const rollAll = () => db().query('select roll_events(now())');
  /** No events and nothing rolled: each test stores events dated in the past, which a roll to now
   * would otherwise have passed (the ingest's own are dated now). */
  const startOver = async () => {
    await db().exec('truncate events');
    await db().query("update rollup_state set until = '-infinity'");
  };
  const vital = (id: string, at: string, extra: Record<string, unknown> = {}) => ({
    event_id: id,
    event: 'web_vital',
    metric: 'LCP',
    value: 1234,
    page: '/',
    device: 'phone',
    provider: '7',
    sub1: 'camp',
    at,
    ...extra,
  });

  beforeAll(async () => {
    ({ app } = await appOn(get()));
  });

  it('has this month and the next as partitions, and a default, from the migration on', async () => {
    const month = (d: Date) =>
      `events_${new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Colombo', year: 'numeric', month: '2-digit' }).format(d).replace('-', '_')}`;
    const now = new Date();
    const next = new Date(now.getTime() + 31 * 86_400_000);
    expect(await partitions()).toEqual(expect.arrayContaining([month(now), month(next), 'events_default']));
  });

  it('stores an event_id once across a month boundary (Colombo midnight), and once more through the ingest', async () => {
    await db().query("select create_event_partitions('2025-05-01', '2025-06-30')");
    await store(db(), [vital('edge-1', colombo('2025-05-31T23:59:59'))]);
    await store(db(), [
      vital('edge-1', colombo('2025-06-01T00:00:01'), { value: 1 }), // re-sent after the boundary
      vital('edge-2', colombo('2025-06-01T00:00:01')),
      vital('edge-2', colombo('2025-06-01T00:00:02'), { value: 1234 }), // twice in one batch
    ]);
    expect(await placed(['edge-1', 'edge-2'])).toEqual({ 'edge-1': 'events_2025_05', 'edge-2': 'events_2025_06' });
    expect(await db().query("select event_id, data->'value' as value from events where event_id like 'edge-%' order by 1")).toEqual([
      { event_id: 'edge-1', value: 1234 },
      { event_id: 'edge-2', value: 1234 },
    ]);
    const res = await app.request('/api/event', json({ event: 'page_view', event_id: 'edge-1' }));
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ ok: true, event_id: 'edge-1' });
    expect(await one("select count(*)::int from events where event_id = 'edge-1'")).toBe(1);
    await countsAgree();
    await rollAll();
    await countsAgree();
  });

  it('stores an event of a month without a partition in the default, and moves it when the month gets one', async () => {
    await startOver();
    await store(db(), [vital('stray-1', colombo('2024-03-10T10:00:00')), vital('stray-2', colombo('2024-04-01T00:00:00'))]);
    expect(await placed(['stray-1', 'stray-2'])).toEqual({ 'stray-1': 'events_default', 'stray-2': 'events_default' });
    await rollAll();
    const total = await one('select count(*)::int from events');
    expect(await one("select create_event_partitions('2024-03-15', '2024-03-15')")).toBe(1);
    expect(await placed(['stray-1', 'stray-2'])).toEqual({ 'stray-1': 'events_2024_03', 'stray-2': 'events_default' });
    expect(await one('select count(*)::int from events')).toBe(total);
    await countsAgree();
    expect(await one("select create_event_partitions('2024-03-15', '2024-03-15')")).toBe(0); // made once
  });

  it('retention drops the month partitions that start before the period, with their rollup rows, and nothing else', async () => {
    await startOver();
    await db().query("select create_event_partitions('2025-01-01', '2025-03-31')");
    const ids = ['r-jan-1', 'r-jan-31', 'r-feb-1', 'r-mar', 'r-default-old', 'r-default-young'];
    await store(db(), [
      vital(ids[0]!, colombo('2025-01-01T00:00:00')),
      vital(ids[1]!, colombo('2025-01-31T23:59:59')),
      vital(ids[2]!, colombo('2025-02-01T00:00:00')),
      vital(ids[3]!, colombo('2025-03-15T12:00:00')),
      vital(ids[4]!, colombo('2023-12-01T00:00:00')), // no partition, older than the period
      vital(ids[5]!, colombo('2026-06-01T00:00:00')), // no partition, younger
    ]);
    await rollAll();
    const before = await partitions();
    const total = await one('select count(*)::int from events');
    expect(await one("select count(*)::int from event_daily where day between '2025-01-01' and '2025-01-31' and n > 0")).toBeGreaterThan(0);
    // 24 months before this instant is 2025-01-31 17:30 in Colombo: January starts before, February after
    const erased = await runRetention(db(), { months: 24, now: new Date(colombo('2027-01-31T17:30:00')) });
    expect(erased).toMatchObject({ leads: 0, events: 3 }); // January's two, dropped; the old default row, deleted
    // every month starting before the period went (January, and any earlier one), no later one
    expect(before).toContain('events_2025_01');
    expect(await partitions()).toEqual(
      [...before.filter((p) => p === 'events_default' || p >= 'events_2025_02'), 'events_2027_01', 'events_2027_02'].sort(),
    ); // the clock's month and the next made
    expect(Object.keys(await placed(ids)).sort()).toEqual(['r-default-young', 'r-feb-1', 'r-mar']);
    expect(await one('select count(*)::int from events')).toBe(total - 3);
    expect(await one("select count(*)::int from event_daily where day between '2025-01-01' and '2025-01-31'")).toBe(0);
    expect(await one("select count(*)::int from vital_daily where day between '2025-01-01' and '2025-01-31'")).toBe(0);
    expect(await one("select count(*)::int from event_daily where day = '2025-02-01' and n > 0")).toBeGreaterThan(0);
    await countsAgree();
  });

  it('keeps the total exact with no insert trigger: retention and deletions of events a roll has and has not counted', async () => {
    await startOver();
    await db().query("select create_event_partitions('2025-01-01', '2025-02-28')");
    await store(db(), [
      vital('t-jan', colombo('2025-01-10T09:00:00')),
      vital('t-feb', colombo('2025-02-10T09:00:00')),
      vital('t-feb-2', colombo('2025-02-11T09:00:00')),
    ]);
    await countsAgree(); // none rolled: all counted live
    // January dropped before any roll: nothing to subtract from the rolled count
    await runRetention(db(), { months: 24, now: new Date(colombo('2027-01-31T17:30:00')) });
    expect(await one('select event_total()::int')).toBe(2);
    await countsAgree();
    await rollAll();
    await countsAgree(); // all rolled
    await db().query("delete from events where event_id = 't-feb'"); // a rolled one
    expect(await one('select event_total()::int')).toBe(1);
    for (const id of ['t-live-1', 't-live-2']) {
      expect(await app.request('/api/event', json({ event: 'page_view', event_id: id }))).toHaveProperty('status', 202);
    }
    await db().query("delete from events where event_id = 't-live-1'"); // one not rolled yet
    expect(await one('select event_total()::int')).toBe(2);
    await countsAgree();
    const stats = await app.request('/api/admin/stats', admin());
    expect(((await stats.json()) as { events: number }).events).toBe(2);
  });

  it('erasure finds and deletes a person’s events in every month, their ids too, and no one else’s', async () => {
    await startOver();
    await db().query("select create_event_partitions('2025-08-01', '2025-10-31')");
    const client = randomUUID();
    const other = randomUUID();
    const phone = '+94 77 246 8135';
    const res = await app.request('/api/leads', json(validLead({ phone, client_id: client })));
    expect(res.status).toBe(201);
    const { lead_id: leadId } = (await res.json()) as { lead_id: string };
    const mine = [
      vital(`p-${client}-aug`, colombo('2025-08-05T09:00:00'), { client_id: client }),
      vital(`p-${client}-sep`, colombo('2025-09-05T09:00:00'), { client_id: client }),
      vital(`p-${client}-default`, colombo('2026-07-05T09:00:00'), { client_id: client }),
      vital(`p-lead-oct`, colombo('2025-10-05T09:00:00'), { client_id: other, lead_id: leadId }), // names the lead
    ];
    const theirs = [vital(`p-${other}-sep`, colombo('2025-09-06T09:00:00'), { client_id: other })];
    await store(db(), [...mine, ...theirs]);
    expect(await app.request('/api/event', json({ event: 'page_view', event_id: `p-${client}-now`, client_id: client }))).toHaveProperty(
      'status',
      202,
    );
    await rollAll();
    const ids = [...mine.map((e) => e.event_id), `p-${client}-now`];
    expect(Object.values(await placed(ids)).sort()).toEqual(
      expect.arrayContaining(['events_2025_08', 'events_2025_09', 'events_2025_10', 'events_default']),
    );
    const erase = await app.request(`/api/admin/subjects?phone=${encodeURIComponent(phone)}`, {
      method: 'DELETE',
      headers: { ...admin().headers, 'X-Naya-Operator': 'dpo@naya.example' },
    });
    expect(erase.status).toBe(200);
    expect((await erase.json()).erased).toMatchObject({ leads: 1, events: 5 });
    expect(await placed(ids)).toEqual({});
    expect(await one('select count(*)::int from event_ids where event_id = any($1::text[])', [ids])).toBe(0);
    expect(await placed([theirs[0]!.event_id])).toEqual({ [theirs[0]!.event_id]: 'events_2025_09' });
    await countsAgree();
  });

  it('stores every event the ingest answered 202, once each, re-sends included', async () => {
    await startOver();
    const ids = Array.from({ length: 120 }, (_, i) => `ingest-${i % 100}`); // 20 re-sent, some while the first is in flight
    const answers = await Promise.all(ids.map((id) => app.request('/api/event', json({ event: 'page_view', event_id: id }))));
    expect(answers.map((r) => r.status)).toEqual(ids.map(() => 202));
    expect(await one("select count(*)::int from events where event_id like 'ingest-%'")).toBe(100);
    expect(await one("select count(*)::int from event_ids where event_id like 'ingest-%'")).toBe(100);
    await countsAgree();
  });

  it(`forgets ids after ${EVENT_ID_DAYS} days (the daily job), and keeps the younger ones`, async () => {
    await db().query("insert into event_ids (event_id, received_at) values ('old-id', now() - make_interval(days => $1 + 1))", [
      EVENT_ID_DAYS,
    ]);
    await runRetention(db(), { months: 24 });
    expect(await one("select count(*)::int from event_ids where event_id = 'old-id'")).toBe(0);
    expect(await one("select count(*)::int from event_ids where event_id like 'ingest-%'")).toBe(100);
  });
});
