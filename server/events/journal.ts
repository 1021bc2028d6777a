// The events' burst journal (docs/scaling.md "Ingest"): an append-only file of one JSON line per
// event, `{"at":<ms>,"d":{…the event as stored…}}`. Appends are grouped like the database's
// group commit (one write per turn of the event loop, each caller answered once its line is
// written, and synced when asked); the mover (server/events/intake.ts) reads the lines back in
// order and stores them, and notes in `<file>.stored` how far it has stored. Once every line is
// stored the file is emptied. A line that reached the file survives a crash of the process: the
// next start stores the file from where the mover had got to, and the events' `event_id` keeps a
// batch stored twice (a crash between its insert and its note) from counting twice. One process
// per file: `<file>.lock` names the process that holds it.
import {
  closeSync,
  existsSync,
  fdatasync,
  mkdirSync,
  fstatSync,
  ftruncateSync,
  openSync,
  readFileSync,
  readSync,
  rmSync,
  write,
  writeFileSync,
} from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { GroupCommitter } from './group-commit';
import { storableJson } from '../http/storable';
import { logError, logInfo } from '../log';

/** A read of the journal: whole lines and where they end. */
export interface JournalRead {
  lines: string[];
  /** The file offset after the last line read (pass it to `consumed` once they are stored). */
  end: number;
}

/** A place in the journal (`mark`): stored once `storedThrough` says so. */
export interface JournalMark {
  generation: number;
  offset: number;
}

const READ_CHUNK = 1 << 20;

/** Whether process `pid` of this machine is running. */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes `<file>.lock` for this process, or throws naming the process that holds it. A lock left
 * by a process of this machine that is gone (or by this process's earlier life: a container's
 * server is always pid 1) is taken over. One of another machine is taken over only when
 * `takeForeign` (the journal in the embedded database's DATA_DIR, which PGlite keeps to one process:
 * a container started again on a new host must not be locked out); otherwise nothing here can
 * tell whether that process still runs, and it is refused. */
function lock(file: string, takeForeign: boolean): string {
  mkdirSync(path.dirname(file), { recursive: true });
  const lockFile = `${file}.lock`;
  const me = `${hostname()} ${process.pid}`;
  if (existsSync(lockFile)) {
    const holder = readFileSync(lockFile, 'utf8').trim();
    const [host, pid] = holder.split(' ');
    const here = host === hostname();
    const stale = here ? Number(pid) === process.pid || !running(Number(pid)) : takeForeign;
    if (!stale) {
      throw new Error(
        `event journal ${file} is held by process ${holder}: give each process a journal of its own (EVENT_JOURNAL), or delete ${lockFile} if that process is gone`,
      );
    }
    if (!here) logInfo(`event journal: taking ${file} over from process ${holder} (of another machine)`);
  }
  writeFileSync(lockFile, `${me}\n`);
  return lockFile;
}

export class EventJournal {
  private fd: number | undefined;
  private readonly lockFile: string;
  /** Bytes in the file: written and answered. */
  private written = 0;
  /** Bytes read back and stored. */
  private stored = 0;
  /** Lines (events) written and not stored. */
  private lines = 0;
  /** How many times the file was emptied: a mark of an earlier generation is stored. */
  private generation = 0;
  /** When each written stretch was appended ([end offset, ms]), oldest first: the backlog's age. */
  private marks: [number, number][] = [];
  private readonly appends: GroupCommitter<string>;

  constructor(
    readonly file: string,
    private readonly options: { sync: boolean; takeForeignLock?: boolean; now?: () => number } = { sync: true },
  ) {
    this.lockFile = lock(file, options.takeForeignLock ?? false);
    this.appends = new GroupCommitter<string>({ write: (lines) => this.write(lines), maxBatch: 2000 });
    this.recover();
  }

  private get now(): number {
    return this.options.now?.() ?? Date.now();
  }

  private get storedFile(): string {
    return `${this.file}.stored`;
  }

  /** A journal left by an earlier process: its lines after the stored ones wait to be stored (a
   * last line cut short by a crash was never answered, and is dropped). */
  private recover(): void {
    if (!existsSync(this.file)) return;
    const fd = this.open();
    const size = fstatSync(fd).size;
    if (size === 0) return;
    const tail = Buffer.alloc(Math.min(size, READ_CHUNK));
    readSync(fd, tail, 0, tail.length, size - tail.length);
    const lastNewline = tail.lastIndexOf(10);
    const whole = lastNewline < 0 ? (tail.length === size ? 0 : size) : size - tail.length + lastNewline + 1;
    if (whole < size) ftruncateSync(fd, whole);
    const noted = existsSync(this.storedFile) ? Number(readFileSync(this.storedFile, 'utf8')) : 0;
    this.written = whole;
    this.stored = Number.isSafeInteger(noted) && noted > 0 && noted <= whole ? noted : 0;
    this.marks = this.waiting ? [[whole, 0]] : []; // of unknown age: stored at once
    this.lines = this.countLines(fd, this.stored, whole);
    logInfo(`event journal: ${this.waiting} bytes from an earlier run wait to be stored (${this.file})`);
    this.consumed(this.stored, 0); // all of it stored already: emptied now
  }

  private open(): number {
    this.fd ??= openSync(this.file, 'a+');
    return this.fd;
  }

  /** Resolves once the event's line is in the file (synced when the journal syncs). */
  append(receivedAt: number, data: Record<string, unknown>): Promise<void> {
    return this.appends.add(`{"at":${receivedAt},"d":${JSON.stringify(data)}}\n`);
  }

  private write(lines: string[]): Promise<void> {
    const fd = this.open();
    const buffer = Buffer.from(storableJson(lines.join('')));
    return new Promise<void>((resolve, reject) => {
      write(fd, buffer, 0, buffer.length, null, (error, n) => {
        if (error || n !== buffer.length) {
          // a short write leaves part of a line: cut the file back to its last whole line
          try {
            ftruncateSync(fd, this.written);
          } catch {
            /* reported below */
          }
          return reject(error ?? new Error(`event journal: short write (${n} of ${buffer.length} bytes)`));
        }
        // the lines are in the file, synced or not: counted either way, so that the offsets stay
        // the file's (a line whose sync failed is stored from here and, by its caller, directly:
        // its event_id makes that one event)
        this.written += buffer.length;
        this.lines += lines.length;
        this.marks.push([this.written, this.now]);
        if (!this.options.sync) return resolve();
        fdatasync(fd, (syncError) => (syncError ? reject(syncError) : resolve()));
      });
    });
  }

  /** Bytes in the file. */
  get size(): number {
    return this.written;
  }

  /** Events written and not stored yet. */
  get events(): number {
    return this.lines;
  }

  /** The line ends in the file between `from` and `to`. */
  private countLines(fd: number, from: number, to: number): number {
    let count = 0;
    const buffer = Buffer.alloc(READ_CHUNK);
    for (let at = from; at < to; at += READ_CHUNK) {
      const n = readSync(fd, buffer, 0, Math.min(READ_CHUNK, to - at), at);
      for (let nl = buffer.indexOf(10); nl >= 0 && nl < n; nl = buffer.indexOf(10, nl + 1)) count += 1;
    }
    return count;
  }

  /** Bytes written and not stored yet. */
  get waiting(): number {
    return this.written - this.stored;
  }

  /** Whether anything is written and not stored, or being written. */
  get active(): boolean {
    return this.waiting > 0 || this.appends.pending > 0 || this.appends.busy;
  }

  /** How long the oldest line not stored has waited (Infinity for a line from an earlier run). */
  get age(): number {
    const first = this.marks.find(([end]) => end > this.stored);
    if (!first) return 0;
    return first[1] === 0 ? Infinity : this.now - first[1];
  }

  /** Where the journal ends now: every line answered so far lies before it. */
  mark(): JournalMark {
    return { generation: this.generation, offset: this.written };
  }

  /** Whether every line before `mark` is stored. */
  storedThrough(mark: JournalMark): boolean {
    return mark.generation < this.generation || this.stored >= mark.offset;
  }

  /** Up to `max` lines after the last stored one. A stretch at the end without its newline (a
   * damaged file) is read as one line, which the database then refuses. */
  read(max: number): JournalRead {
    const lines: string[] = [];
    let at = this.stored;
    let size = READ_CHUNK;
    while (lines.length < max && at < this.written) {
      const buffer = Buffer.alloc(Math.min(size, this.written - at));
      readSync(this.fd!, buffer, 0, buffer.length, at);
      let start = 0;
      for (let nl = buffer.indexOf(10); nl >= 0 && lines.length < max; nl = buffer.indexOf(10, start)) {
        lines.push(buffer.toString('utf8', start, nl));
        start = nl + 1;
      }
      if (start === 0 && buffer.length === this.written - at) {
        lines.push(buffer.toString('utf8'));
        start = buffer.length;
      } else if (start === 0) size *= 2; // a line longer than the chunk: read more at once
      at += start;
    }
    return { lines, end: at };
  }

  /** The `count` lines up to `end` are stored. Once all are, the file is emptied. */
  consumed(end: number, count: number): void {
    this.stored = Math.max(this.stored, end);
    this.lines = Math.max(0, this.lines - count);
    this.marks = this.marks.filter(([markEnd]) => markEnd > this.stored);
    if (this.fd !== undefined && this.stored === this.written && !this.appends.busy && this.appends.pending === 0) {
      ftruncateSync(this.fd, 0);
      this.written = this.stored = this.lines = 0;
      this.marks = [];
      this.generation += 1;
    }
    try {
      writeFileSync(this.storedFile, String(this.stored));
    } catch (error) {
      // the next start would store again what is stored: the events' ids keep them once
      logError('event journal: how far it is stored could not be noted', error);
    }
  }

  /** Writes what is being appended, then closes the file (the lines not stored stay in it). */
  async close(): Promise<void> {
    await this.appends.close();
    if (this.fd !== undefined) closeSync(this.fd);
    this.fd = undefined;
    rmSync(this.lockFile, { force: true });
  }
}
