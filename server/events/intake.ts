// Where an accepted event goes before its 202 (docs/scaling.md "Ingest"). Normally straight into
// the database through the group commit. In a burst — more events waiting behind a running write
// than `after` — into the burst journal (server/events/journal.ts) instead: a line appended to a
// file costs the HTTP thread a twentieth of an insert, and the database's work waits for the
// burst to pass (on two cores it would take the CPU the requests need). The mover stores the
// journal's lines once fewer than `burstRate` events a second arrive, or once the oldest
// has waited `maxDelayMs`; until the journal is empty every new event joins it, so events are
// stored in the order they came. Nothing answered 202 is lost: a line in the journal survives the
// process, and a journal left by a crash is stored at the next start.
import { appendFileSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';
import type { Db } from '../db';
import { DbError } from '../db/types';
import type { GroupCommitter } from './group-commit';
import { EventJournal } from './journal';
import { logError, logInfo } from '../log';
import { INSERT_JOURNALED, type EventRow } from './store';
import type { JournalSettings } from '../config';

/** The database refused what it was given (data exception, constraint): a line's own fault. */
const refusesData = (error: unknown) => error instanceof DbError && /^2[23]/.test(error.code);

export class EventIntake {
  private readonly journal: EventJournal | undefined;
  private readonly settings: JournalSettings | undefined;
  private arrivals = 0;
  private moving: Promise<void> | undefined;
  /** One statement of the mover at a time (its loop and `flush`). */
  private lock: Promise<unknown> = Promise.resolve();
  private stopped = false;
  /** Cuts the mover's waits short at shutdown (a retry's wait is up to 30 s). */
  private readonly stopping = new AbortController();
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly committer: GroupCommitter<EventRow>,
    settings?: JournalSettings,
  ) {
    this.settings = settings;
    this.journal = settings && new EventJournal(settings.file, { sync: settings.sync, takeForeignLock: settings.takeForeignLock });
    if (this.journal?.waiting) this.startMover();
  }

  /** Resolves once the event is stored: in the database, or in the journal during a burst. */
  add(row: EventRow): Promise<void> {
    if (this.closed) return Promise.reject(new Error('event intake closed'));
    const { journal, settings } = this;
    if (journal && settings && journal.size < settings.maxBytes) {
      if (journal.active || settings.after === 0 || (this.committer.busy && this.committer.pending >= settings.after)) {
        this.arrivals++;
        this.startMover();
        return journal.append(Date.now(), row.data).catch((error: unknown) => {
          logError('event journal: an append failed; the event goes to the database directly', error);
          return this.committer.add(row);
        });
      }
    }
    return this.committer.add(row).catch((error: unknown) => this.journalWhileDown(row, error));
  }

  /** While the database is unreachable (or, in a failover, no primary accepts writes yet), an
   * event goes to the journal where it is on: answered 202, stored by the mover once a primary is
   * back (docs/deployment.md "High availability"). Without a journal, or with a full one, 503. */
  private journalWhileDown(row: EventRow, error: unknown): Promise<void> {
    const { journal, settings } = this;
    if (!(error instanceof DbError && error.unavailable) || !journal || !settings || journal.size >= settings.maxBytes || this.closed) {
      return Promise.reject(error);
    }
    this.arrivals++;
    this.startMover();
    return journal.append(Date.now(), row.data).catch(() => Promise.reject(error));
  }

  /** Events in the journal, not in the database yet (bytes). */
  get waiting(): number {
    return this.journal?.waiting ?? 0;
  }

  /** How many events answered 202 wait in the journal. */
  get journaled(): number {
    return this.journal?.events ?? 0;
  }

  /** Stores now every event answered so far: the group commit's queue, and the journal up to
   * where it ends now (events still coming do not hold it up). */
  async flush(): Promise<void> {
    await this.committer.flush();
    const journal = this.journal;
    if (!journal) return;
    const mark = journal.mark();
    while (!journal.storedThrough(mark)) await this.moveBatch();
  }

  /** Stops taking events; stores what it can within `closeMs`; the journal keeps the rest. */
  async close(): Promise<void> {
    this.closed = true;
    await this.committer.close();
    this.stopped = true;
    this.stopping.abort();
    await this.moving;
    await this.lock; // a flush's statement
    if (this.journal && this.settings) {
      const until = Date.now() + this.settings.closeMs;
      try {
        while (this.journal.active && Date.now() < until) {
          if (this.journal.waiting) await this.moveBatch();
          else await delay(1);
        }
      } catch (error) {
        logError('event journal: storing at shutdown failed; the next start stores the rest', error);
      }
      if (this.journal.waiting) logInfo(`event journal: ${this.journal.waiting} bytes wait for the next start`);
      await this.journal.close();
    }
  }

  private startMover(): void {
    this.moving ??= this.move()
      .catch((error: unknown) => logError('event journal: the mover stopped', error))
      .finally(() => {
        this.moving = undefined;
        if (!this.stopped && this.journal?.active) this.startMover(); // an event came as the loop ended
      });
  }

  /** Stores the journal in batches while no burst is on, until it is empty. */
  private async move(): Promise<void> {
    const { journal, settings } = this;
    if (!journal || !settings) return;
    let checkedAt = Date.now();
    let seen = this.arrivals;
    let backoff = 0;
    while (!this.stopped && journal.active) {
      // an append being written, or none yet
      if (!(await this.wait(backoff || (journal.waiting ? 0 : settings.windowMs)))) return;
      const now = Date.now();
      const span = now - checkedAt;
      if (span < settings.windowMs && !backoff && journal.age < settings.maxDelayMs) {
        if (!(await this.wait(settings.windowMs - span))) return;
        continue;
      }
      const burst = (this.arrivals - seen) * 1000 >= settings.burstRate * span;
      checkedAt = now;
      seen = this.arrivals;
      if (!journal.waiting || (burst && journal.age < settings.maxDelayMs)) continue;
      try {
        await this.moveBatch();
        backoff = 0;
      } catch (error) {
        backoff = Math.min(30_000, Math.max(1000, backoff * 2));
        logError(`event journal: storing failed; again in ${backoff / 1000} s`, error);
      }
    }
  }

  /** Waits `ms`; false once the intake is closing. */
  private async wait(ms: number): Promise<boolean> {
    try {
      await delay(ms, undefined, { signal: this.stopping.signal });
    } catch {
      return false;
    }
    return !this.stopped;
  }

  private moveBatch(): Promise<void> {
    const run = this.lock.then(() => this.storeLines());
    this.lock = run.catch(() => undefined);
    return run;
  }

  /** Stores the next batch of lines. A line the database refuses for its data (SQLSTATE classes
   * 22 and 23, or not JSON at all) is set aside in `<journal>.refused` with the error logged, never
   * dropped; any other failure is retried, the batch whole. */
  private async storeLines(): Promise<void> {
    const journal = this.journal!;
    const { lines, end } = journal.read(this.settings!.batch);
    if (!lines.length) return;
    try {
      await this.db.run(INSERT_JOURNALED, [`[${lines.join(',')}]`]);
    } catch (error) {
      if (!refusesData(error)) throw error;
      for (const line of lines) {
        try {
          JSON.parse(line);
          await this.db.run(INSERT_JOURNALED, [`[${line}]`]);
        } catch (lineError) {
          if (!(lineError instanceof SyntaxError) && !refusesData(lineError)) throw lineError;
          appendFileSync(`${journal.file}.refused`, `${line}\n`);
          logError(`event journal: an event was refused; kept in ${journal.file}.refused`, lineError);
        }
      }
    }
    journal.consumed(end, lines.length);
  }
}
