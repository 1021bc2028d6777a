import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { readServerConfig } from './config';
import type { Db } from './db';
import { DbError } from './db/types';
import { EventIntake, JOURNAL_DEFAULTS, type JournalSettings } from './event-intake';
import { eventCommitter, INSERT_JOURNALED, toEventRow } from './routes/events';
import { describeEachBackend } from './testing/backends';

/** The database, with the events' inserts held until `open()`: a write that takes its time, as
 * under load. */
function gated(db: Db) {
  let open: () => void = () => undefined;
  let gate = Promise.resolve();
  const close = () => {
    gate = new Promise<void>((resolve) => (open = resolve));
  };
  /** When each statement was sent, and whether it stored journaled events. */
  const statements: { at: number; journaled: boolean }[] = [];
  const wrapped: Db = Object.assign(Object.create(db) as Db, {
    run: async (sql: string, params: (string | null)[]) => {
      statements.push({ at: Date.now(), journaled: sql === INSERT_JOURNALED });
      await gate;
      return db.run(sql, params);
    },
  });
  return { db: wrapped, close, open: () => open(), statements };
}

const intakes: EventIntake[] = [];
afterEach(async () => {
  await Promise.all(intakes.splice(0).map((intake) => intake.close()));
});

function settings(dir: string, overrides: Partial<JournalSettings> = {}): JournalSettings {
  return {
    ...JOURNAL_DEFAULTS,
    file: path.join(dir, 'events.journal'),
    after: 1,
    quietMs: 40,
    burstEvents: 4,
    maxDelayMs: 60_000,
    ...overrides,
  };
}

function open(db: Db, journal: JournalSettings | undefined) {
  const intake = new EventIntake(db, eventCommitter(db), journal);
  intakes.push(intake);
  return intake;
}

const row = (event_id: string, event = 'page_view') => toEventRow({ event, event_id, client_id: 'c-1' });

describeEachBackend('EventIntake: the burst journal', (get) => {
  const stored = async (ids: string[]) =>
    (await get().db.query<{ event_id: string }>('select event_id from events where event_id = any($1) order by event_id', [ids])).map(
      (r) => r.event_id,
    );
  const journalLines = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : []);

  it('stores an event in the database before answering while nothing waits behind a write', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'naya-journal-'));
    const intake = open(get().db, settings(dir));
    await Promise.all([intake.add(row('quiet-1')), intake.add(row('quiet-2'))]);
    expect(await stored(['quiet-1', 'quiet-2'])).toEqual(['quiet-1', 'quiet-2']);
    expect(existsSync(path.join(dir, 'events.journal'))).toBe(false); // no journal opened
  });

  it('answers events waiting behind a running write from the journal, then stores them once the burst has passed', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'naya-journal-'));
    const journal = settings(dir);
    const gate = gated(get().db);
    const intake = open(gate.db, journal);
    gate.close();
    const first = intake.add(row('burst-0')); // straight to the database: held there
    await delay(5); // its write is running
    const second = intake.add(row('burst-1')); // waits for the next write
    const ids = Array.from({ length: 6 }, (_, i) => `burst-j${i}`);
    const before = Date.now();
    await Promise.all(ids.map((id) => intake.add(row(id)))); // answered while the database is held
    expect(journalLines(journal.file).map((line) => JSON.parse(line).d.event_id)).toEqual(ids);
    expect(await stored(ids)).toEqual([]);
    gate.open();
    await Promise.all([first, second]);
    await waitFor(async () => (await stored(ids)).length === ids.length);
    // received when appended, not when moved
    const [{ at }] = await get().db.query<{ at: Date }>("select min(received_at) as at from events where event_id like 'burst-j%'");
    expect(Math.abs(new Date(at).getTime() - before)).toBeLessThan(2000);
    await waitFor(async () => statSync(journal.file).size === 0); // emptied once all are stored
    expect(intake.waiting).toBe(0);
    // quiet again: the next event goes to the database directly
    await intake.add(row('burst-after'));
    expect(await stored(['burst-after'])).toEqual(['burst-after']);
    expect(journalLines(journal.file)).toEqual([]);
  });

  it('keeps the journal to itself while events keep coming fast, and stores it once they slow down', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'naya-journal-'));
    const journal = settings(dir, { quietMs: 200, burstEvents: 1 }); // a burst: an event per 200 ms
    const gate = gated(get().db);
    const intake = open(gate.db, journal);
    gate.close();
    void intake.add(row('fast-0'));
    await delay(5);
    void intake.add(row('fast-1'));
    gate.open();
    const ids: string[] = [];
    const until = Date.now() + 600;
    for (let i = 0; Date.now() < until; i++) {
      ids.push(`fast-j${i}`);
      await intake.add(row(`fast-j${i}`)); // about an event a millisecond
      await delay(1);
    }
    const ended = Date.now();
    expect(ids.length).toBeGreaterThan(50);
    await waitFor(async () => (await stored(ids)).length === ids.length);
    // while the burst lasted, none of the journal's events went to the database
    const moves = gate.statements.filter((s) => s.journaled);
    expect(moves.length).toBeGreaterThan(0);
    expect(moves[0].at).toBeGreaterThanOrEqual(ended);
  });

  it('stores the journal during a burst once its oldest event has waited maxDelayMs', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'naya-journal-'));
    const journal = settings(dir, { quietMs: 200, burstEvents: 1, maxDelayMs: 500 });
    const gate = gated(get().db);
    const intake = open(gate.db, journal);
    gate.close();
    void intake.add(row('late-0'));
    await delay(5);
    void intake.add(row('late-1'));
    gate.open();
    await intake.add(row('late-j0'));
    const started = Date.now();
    const moved = () => gate.statements.find((s) => s.journaled);
    for (let i = 1; Date.now() - started < 3000 && !moved(); i++) {
      await intake.add(row(`late-j${i}`)); // the burst goes on
      await delay(1);
    }
    expect(moved()!.at - started).toBeGreaterThanOrEqual(500);
    expect(moved()!.at - started).toBeLessThan(3000);
    await waitFor(async () => (await stored(['late-j0'])).length === 1);
  });

  it('stores what a crash left in the journal at the next start, once each, dropping only a line cut short', async () => {
    await get().db.run("insert into event_ids (event_id) values ('crash-1')", []);
    await get().db.run("insert into events (event_id, event, data) values ('crash-1', 'page_view', '{\"event_id\":\"crash-1\"}')", []);
    const dir = mkdtempSync(path.join(tmpdir(), 'naya-journal-'));
    const journal = settings(dir);
    const at = Date.now() - 1000;
    const line = (id: string) => JSON.stringify({ at, d: { event: 'page_view', event_id: id, client_id: 'c-1' } });
    // crash-1 was stored before the crash (the mover had not emptied the file yet); crash-3 never answered
    writeFileSync(journal.file, `${line('crash-1')}\n${line('crash-2')}\n${line('crash-3').slice(0, 30)}`);
    open(get().db, journal);
    await waitFor(async () => (await stored(['crash-2'])).length === 1);
    const counts = await get().db.query<{ event_id: string; n: number }>(
      "select event_id, count(*)::int as n from events where event_id like 'crash-%' group by 1 order by 1",
    );
    expect(counts).toEqual([
      { event_id: 'crash-1', n: 1 },
      { event_id: 'crash-2', n: 1 },
    ]);
    await waitFor(async () => statSync(journal.file).size === 0);
  });

  it('sets aside a line the database refuses and stores the lines beside it', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'naya-journal-'));
    const journal = settings(dir);
    const good = (id: string) => JSON.stringify({ at: Date.now(), d: { event: 'page_view', event_id: id } });
    const bad = JSON.stringify({ at: 'not a time', d: { event: 'page_view', event_id: 'refused-bad' } });
    writeFileSync(journal.file, `${good('refused-1')}\n${bad}\n${good('refused-2')}\n`);
    open(get().db, journal);
    await waitFor(async () => (await stored(['refused-1', 'refused-2'])).length === 2);
    expect(await stored(['refused-bad'])).toEqual([]);
    await waitFor(async () => existsSync(`${journal.file}.refused`));
    expect(readFileSync(`${journal.file}.refused`, 'utf8')).toBe(`${bad}\n`);
  });

  it('stores an event journaled long ago as received a minute ago, behind nothing the rollups have counted', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'naya-journal-'));
    const journal = settings(dir);
    writeFileSync(journal.file, `${JSON.stringify({ at: Date.now() - 3_600_000, d: { event: 'page_view', event_id: 'old-1' } })}\n`);
    open(get().db, journal);
    await waitFor(async () => (await stored(['old-1'])).length === 1);
    const [{ ago }] = await get().db.query<{ ago: number }>(
      "select extract(epoch from now() - received_at)::float8 as ago from events where event_id = 'old-1'",
    );
    expect(ago).toBeGreaterThan(55);
    expect(ago).toBeLessThan(65);
  });

  it('at shutdown stores what it can in closeMs and leaves the rest in the journal for the next start', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'naya-journal-'));
    const journal = settings(dir, { closeMs: 0, maxDelayMs: 60_000, burstEvents: 0 }); // always a burst: nothing moves
    const gate = gated(get().db);
    const intake = new EventIntake(gate.db, eventCommitter(gate.db), journal);
    gate.close();
    void intake.add(row('close-0'));
    await delay(5);
    void intake.add(row('close-1'));
    await Promise.all([intake.add(row('close-j0')), intake.add(row('close-j1'))]);
    gate.open();
    await intake.close();
    expect(await stored(['close-j0', 'close-j1'])).toEqual([]);
    expect(journalLines(journal.file)).toHaveLength(2);
    await expect(intake.add(row('close-after'))).rejects.toThrow('closed');
    open(get().db, settings(dir));
    await waitFor(async () => (await stored(['close-j0', 'close-j1'])).length === 2);
  });

  it('retries an unreachable database, and at shutdown leaves the journal to the next start without waiting out the retry', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'naya-journal-'));
    const journal = settings(dir, { closeMs: 0 });
    writeFileSync(journal.file, `${JSON.stringify({ at: Date.now(), d: { event: 'page_view', event_id: 'down-1' } })}\n`);
    const tries: number[] = [];
    const down: Db = Object.assign(Object.create(get().db) as Db, {
      run: async () => {
        tries.push(Date.now());
        throw new DbError('08006'); // the connection is gone
      },
    });
    const intake = new EventIntake(down, eventCommitter(down), journal);
    await waitFor(async () => tries.length >= 2); // again after 1 s; the next wait is 2 s
    expect(tries[1]! - tries[0]!).toBeGreaterThanOrEqual(900);
    const closing = Date.now();
    await intake.close();
    expect(Date.now() - closing).toBeLessThan(1000);
    expect(journalLines(journal.file)).toHaveLength(1);
    open(get().db, settings(dir));
    await waitFor(async () => (await stored(['down-1'])).length === 1);
  });

  it('flush stores the whole journal at once, burst or not', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'naya-journal-'));
    const journal = settings(dir, { burstEvents: 0 });
    const gate = gated(get().db);
    const intake = open(gate.db, journal);
    gate.close();
    void intake.add(row('flush-0'));
    await delay(5);
    void intake.add(row('flush-1'));
    const ids = Array.from({ length: 2500 }, (_, i) => `flush-j${i}`); // more than one batch
    await Promise.all(ids.map((id) => intake.add(row(id))));
    gate.open();
    await intake.flush();
    expect(await stored(ids)).toHaveLength(ids.length);
    expect(intake.waiting).toBe(0);
  });
});

async function waitFor(check: () => Promise<boolean>, ms = 10_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await delay(10);
  }
}

describe('the burst journal settings', () => {
  const read = (env: Record<string, string>) => readServerConfig(env, '/srv/naya').eventJournal;

  it('keeps a journal in DATA_DIR beside the embedded database, unsynced as the database is', () => {
    expect(read({ DATA_DIR: '/var/naya' })).toEqual({
      file: '/var/naya/events.journal',
      sync: false,
      maxDelayMs: 30_000,
      maxBytes: 256 * 1024 * 1024,
    });
    expect(read({}).file).toBe('/srv/naya/data/events.journal');
  });

  it('keeps none with DATABASE_URL unless EVENT_JOURNAL names its file, then synced as PostgreSQL commits are', () => {
    expect(read({ DATABASE_URL: 'postgres://db/naya' })).toMatchObject({ file: undefined, sync: true });
    expect(read({ DATABASE_URL: 'postgres://db/naya', EVENT_JOURNAL: 'journal/a.journal' })).toMatchObject({
      file: '/srv/naya/journal/a.journal',
      sync: true,
    });
  });

  it('reads EVENT_JOURNAL=off, EVENT_JOURNAL_SYNC, EVENT_JOURNAL_MAX_DELAY_MS and EVENT_JOURNAL_MAX_MB', () => {
    expect(read({ EVENT_JOURNAL: 'off' }).file).toBeUndefined();
    expect(read({ EVENT_JOURNAL_SYNC: '1', EVENT_JOURNAL_MAX_DELAY_MS: '5000', EVENT_JOURNAL_MAX_MB: '10' })).toMatchObject({
      sync: true,
      maxDelayMs: 5000,
      maxBytes: 10 * 1024 * 1024,
    });
    expect(read({ DATABASE_URL: 'postgres://db/naya', EVENT_JOURNAL: '/j', EVENT_JOURNAL_SYNC: '0' }).sync).toBe(false);
  });
});
