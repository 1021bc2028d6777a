import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { readServerConfig } from '../config';
import type { Db } from '../db';
import { DbError } from '../db/types';
import { EventIntake } from './intake';
import { JOURNAL_DEFAULTS, type JournalSettings } from '../config';
import { eventCommitter, INSERT_JOURNALED, toEventRow } from './store';
import { describeEachBackend } from '../testing/backends';

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
    windowMs: 10,
    burstRate: 100,
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

/** Starts a burst: with the database held, one event in a running write and one waiting behind
 * it, so that (with `after: 1`) the next events go to the journal. Resolves those two events'
 * promises, settled once the gate opens. */
async function holdBurst(gate: ReturnType<typeof gated>, intake: EventIntake, prefix: string) {
  gate.close();
  const first = intake.add(row(`${prefix}-0`)); // straight to the database: held there
  await delay(5); // its write is running
  const second = intake.add(row(`${prefix}-1`)); // waits for the next write
  return [first, second] as const;
}

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
    const [first, second] = await holdBurst(gate, intake, 'burst');
    const ids = Array.from({ length: 6 }, (_, i) => `burst-j${i}`);
    const before = Date.now();
    await Promise.all(ids.map((id) => intake.add(row(id)))); // answered while the database is held
    expect(journalLines(journal.file).map((line) => JSON.parse(line).d.event_id)).toEqual(ids);
    expect(await stored(ids)).toEqual([]);
    expect(intake.journaled).toBe(ids.length);
    gate.open();
    await Promise.all([first, second]);
    await waitFor(async () => (await stored(ids)).length === ids.length);
    // received when appended, not when moved
    const [{ at }] = await get().db.query<{ at: Date }>("select min(received_at) as at from events where event_id like 'burst-j%'");
    expect(Math.abs(new Date(at).getTime() - before)).toBeLessThan(2000);
    await waitFor(async () => statSync(journal.file).size === 0); // emptied once all are stored
    expect(intake.waiting).toBe(0);
    expect(intake.journaled).toBe(0);
    // quiet again: the next event goes to the database directly
    await intake.add(row('burst-after'));
    expect(await stored(['burst-after'])).toEqual(['burst-after']);
    expect(journalLines(journal.file)).toEqual([]);
  });

  it('keeps the journal to itself while events keep coming fast, and stores it once they slow down', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'naya-journal-'));
    const journal = settings(dir, { windowMs: 200, burstRate: 5 }); // a burst: an event per 200 ms
    const gate = gated(get().db);
    const intake = open(gate.db, journal);
    await holdBurst(gate, intake, 'fast');
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
    const journal = settings(dir, { windowMs: 200, burstRate: 5, maxDelayMs: 500 });
    const gate = gated(get().db);
    const intake = open(gate.db, journal);
    await holdBurst(gate, intake, 'late');
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
    const recovered = new EventIntake(get().db, eventCommitter(get().db), { ...journal, burstRate: 0, maxDelayMs: 60_000 });
    expect(recovered.journaled).toBe(2); // counted at the start (stored at once: of unknown age)
    intakes.push(recovered);
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
    const journal = settings(dir, { closeMs: 0, maxDelayMs: 60_000, burstRate: 0 }); // always a burst: nothing moves
    const gate = gated(get().db);
    const intake = new EventIntake(gate.db, eventCommitter(gate.db), journal);
    await holdBurst(gate, intake, 'close');
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

  it('while no primary accepts writes (a failover), answers an event from the journal and stores it once one does; without a journal refuses it', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'naya-journal-'));
    let primary = false;
    const failingOver: Db = Object.assign(Object.create(get().db) as Db, {
      run: async (sql: string, params: (string | null)[]) => {
        if (!primary) throw new DbError('25006'); // a read-only standby answered
        return get().db.run(sql, params);
      },
    });
    const journal = settings(dir, { after: 1000 }); // no burst: an event goes to the database first
    const intake = open(failingOver, journal);
    await intake.add(row('failover-1')); // answered: it is in the journal
    expect(journalLines(journal.file)).toHaveLength(1);
    const refused = await open(failingOver, undefined)
      .add(row('failover-2'))
      .catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: '25006', unavailable: true }); // answered 503
    primary = true; // promoted
    await waitFor(async () => (await stored(['failover-1'])).length === 1);
    expect(await stored(['failover-2'])).toEqual([]);
  });

  it('does not store again at the next start what it had stored: an event erased meanwhile stays erased', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'naya-journal-'));
    const journal = settings(dir, { after: 0, batch: 1 }); // every event to the journal; one line per statement
    let moves = 0;
    const crashing: Db = Object.assign(Object.create(get().db) as Db, {
      // the first line is stored; the process dies while storing the second
      run: (sql: string, params: (string | null)[]) => (moves++ === 0 ? get().db.run(sql, params) : new Promise<void>(() => undefined)),
    });
    const first = new EventIntake(crashing, eventCommitter(crashing), journal); // never closed: it crashed
    await first.add(row('noted-1'));
    await first.add(row('noted-2'));
    await waitFor(async () => (await stored(['noted-1'])).length === 1 && moves > 1);
    await get().db.run("delete from events where event_id = 'noted-1'", []);
    await get().db.run("delete from event_ids where event_id = 'noted-1'", []); // as erasure does
    expect(journalLines(journal.file)).toHaveLength(2);
    open(get().db, settings(dir));
    await waitFor(async () => (await stored(['noted-2'])).length === 1);
    expect(await stored(['noted-1'])).toEqual([]);
  });

  it('reads a damaged end of the journal (no line end in its last megabyte) as one line, sets it aside and goes on', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'naya-journal-'));
    const journal = settings(dir);
    const garbage = '\0'.repeat(1.5 * 2 ** 20);
    writeFileSync(journal.file, `${JSON.stringify({ at: Date.now(), d: { event: 'page_view', event_id: 'damaged-1' } })}\n${garbage}`);
    open(get().db, journal);
    await waitFor(async () => (await stored(['damaged-1'])).length === 1);
    await waitFor(async () => statSync(journal.file).size === 0);
    expect(readFileSync(`${journal.file}.refused`, 'utf8')).toBe(`${garbage}\n`);
  });

  it("retries a batch the database failed for a reason not its lines' own (a lock timeout), and sets nothing aside", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'naya-journal-'));
    const journal = settings(dir);
    writeFileSync(journal.file, `${JSON.stringify({ at: Date.now(), d: { event: 'page_view', event_id: 'locked-1' } })}\n`);
    let failures = 0;
    const busy: Db = Object.assign(Object.create(get().db) as Db, {
      run: async (sql: string, params: (string | null)[]) => {
        if (failures++ < 2) throw new DbError('55P03'); // lock_not_available, the batch and again alone
        return get().db.run(sql, params);
      },
    });
    open(busy, journal);
    await waitFor(async () => (await stored(['locked-1'])).length === 1);
    expect(existsSync(`${journal.file}.refused`)).toBe(false);
  });

  it('flush stores every event answered before it began, while events keep coming', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'naya-journal-'));
    const intake = open(get().db, settings(dir, { after: 0, burstRate: 0 }));
    const before = Array.from({ length: 20 }, (_, i) => `steady-${i}`);
    await Promise.all(before.map((id) => intake.add(row(id))));
    let sending = true;
    let n = 0;
    const steady = (async () => {
      while (sending) await intake.add(row(`steady-more-${n++}`)); // an append always in flight
    })();
    await intake.flush();
    sending = false;
    await steady;
    expect(await stored(before)).toHaveLength(before.length);
    expect(n).toBeGreaterThan(0);
  });

  it('takes no more events into a journal file of maxBytes: they wait for their insert', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'naya-journal-'));
    const journal = settings(dir, { after: 0, burstRate: 0, maxBytes: 1000 });
    const intake = open(get().db, journal);
    let i = 0;
    while ((statSync(journal.file, { throwIfNoEntry: false })?.size ?? 0) < 1000) await intake.add(row(`full-${i++}`));
    expect(await stored([`full-${i - 1}`])).toEqual([]); // in the journal
    await intake.add(row('full-direct'));
    expect(await stored(['full-direct'])).toEqual(['full-direct']);
  });

  it('refuses a journal another running process of this machine holds, and takes over one whose process is gone', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'naya-journal-'));
    const journal = settings(dir);
    writeFileSync(`${journal.file}.lock`, `${hostname()} ${process.ppid}\n`); // the test runner: running
    expect(() => new EventIntake(get().db, eventCommitter(get().db), journal)).toThrow(
      `event journal ${journal.file} is held by process ${hostname()} ${process.ppid}`,
    );
    writeFileSync(`${journal.file}.lock`, `another-machine 4242\n`);
    expect(() => new EventIntake(get().db, eventCommitter(get().db), journal)).toThrow('held by process another-machine 4242');
    // the embedded database's own journal: taken over, as PGlite's DATA_DIR is one process's anyway
    open(get().db, { ...journal, takeForeignLock: true });
    expect(readFileSync(`${journal.file}.lock`, 'utf8')).toBe(`${hostname()} ${process.pid}\n`);
    const gone = spawnSync(process.execPath, ['-e', '']).pid!;
    writeFileSync(`${journal.file}.lock`, `${hostname()} ${gone}\n`);
    open(get().db, journal);
    expect(readFileSync(`${journal.file}.lock`, 'utf8')).toBe(`${hostname()} ${process.pid}\n`);
  });

  it('flush stores the whole journal at once, burst or not', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'naya-journal-'));
    const journal = settings(dir, { burstRate: 0 });
    const gate = gated(get().db);
    const intake = open(gate.db, journal);
    await holdBurst(gate, intake, 'flush');
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
      ...JOURNAL_DEFAULTS,
      file: '/var/naya/events.journal',
      sync: false,
      takeForeignLock: true,
    });
    expect(JOURNAL_DEFAULTS).toMatchObject({ maxDelayMs: 30_000, maxBytes: 256 * 1024 * 1024, after: 32, burstRate: 1000 });
    expect(read({}).file).toBe('/srv/naya/data/events.journal');
  });

  it('keeps none with DATABASE_URL unless EVENT_JOURNAL names its file, then synced as PostgreSQL commits are', () => {
    expect(read({ DATABASE_URL: 'postgres://db/naya' })).toMatchObject({ file: undefined, sync: true });
    expect(read({ DATABASE_URL: 'postgres://db/naya', EVENT_JOURNAL: 'journal/a.journal' })).toMatchObject({
      file: '/srv/naya/journal/a.journal',
      sync: true,
      takeForeignLock: false,
    });
  });

  it('reads EVENT_JOURNAL=off and the other EVENT_JOURNAL_ settings', () => {
    expect(read({ EVENT_JOURNAL: 'off' }).file).toBeUndefined();
    const env = {
      EVENT_JOURNAL_SYNC: '1',
      EVENT_JOURNAL_MAX_DELAY_MS: '5000',
      EVENT_JOURNAL_MAX_MB: '10',
      EVENT_JOURNAL_AFTER: '0',
      EVENT_JOURNAL_BURST_RATE: '1',
    };
    expect(read(env)).toMatchObject({ sync: true, maxDelayMs: 5000, maxBytes: 10 * 1024 * 1024, after: 0, burstRate: 1 });
    expect(read({ DATABASE_URL: 'postgres://db/naya', EVENT_JOURNAL: '/j', EVENT_JOURNAL_SYNC: '0' }).sync).toBe(false);
  });
});
