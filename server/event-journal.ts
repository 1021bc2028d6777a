// The events' burst journal (docs/scaling.md "Ingest"): an append-only file of one JSON line per
// event, `{"at":<ms>,"d":{…the event as stored…}}`. Appends are grouped like the database's
// group commit (one write per turn of the event loop, each caller answered once its line is
// written, and synced when asked); the mover (server/event-intake.ts) reads the lines back in
// order and stores them. Once every line is stored the file is emptied. A line that reached the
// file survives a crash of the process: the next start reads the file again, and the events'
// `event_id` keeps a line stored twice from counting twice.
import { closeSync, fdatasync, fstatSync, ftruncateSync, openSync, readSync, write, existsSync } from 'node:fs';
import { GroupCommitter } from './group-commit';
import { storableJson } from './http/storable';
import { logInfo } from './log';

/** A read of the journal: whole lines and where they end. */
export interface JournalRead {
  lines: string[];
  /** The file offset after the last line read (pass it to `consumed` once they are stored). */
  end: number;
}

const READ_CHUNK = 1 << 20;

export class EventJournal {
  private fd: number | undefined;
  /** Bytes in the file: written and answered. */
  private written = 0;
  /** Bytes read back and stored. */
  private stored = 0;
  /** When each written stretch was appended ([end offset, ms]), oldest first: the backlog's age. */
  private marks: [number, number][] = [];
  private readonly appends: GroupCommitter<string>;

  constructor(
    readonly file: string,
    private readonly options: { sync: boolean; now?: () => number } = { sync: true },
  ) {
    this.appends = new GroupCommitter<string>({ write: (lines) => this.write(lines), maxBatch: 2000 });
    this.recover();
  }

  private get now(): number {
    return this.options.now?.() ?? Date.now();
  }

  /** A journal left by an earlier process: its whole lines wait to be stored (a line cut short by
   * a crash was never answered, and is dropped). */
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
    this.written = whole;
    this.marks = whole ? [[whole, 0]] : []; // of unknown age: stored at once
    logInfo(`event journal: ${whole} bytes from an earlier run wait to be stored (${this.file})`);
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
        const done = () => {
          this.written += buffer.length;
          this.marks.push([this.written, this.now]);
          resolve();
        };
        if (!this.options.sync) return done();
        fdatasync(fd, (syncError) => (syncError ? reject(syncError) : done()));
      });
    });
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

  /** Up to `max` whole lines after `from` (default: after the last stored one). */
  read(max: number, from = this.stored): JournalRead {
    const lines: string[] = [];
    let at = from;
    let size = READ_CHUNK;
    while (lines.length < max && at < this.written) {
      const buffer = Buffer.alloc(Math.min(size, this.written - at));
      readSync(this.fd!, buffer, 0, buffer.length, at);
      let start = 0;
      for (let nl = buffer.indexOf(10); nl >= 0 && lines.length < max; nl = buffer.indexOf(10, start)) {
        lines.push(buffer.toString('utf8', start, nl));
        start = nl + 1;
      }
      if (start === 0) size *= 2; // a line longer than the chunk: read more at once
      at += start;
    }
    return { lines, end: at };
  }

  /** The lines up to `end` are stored. Once all are, the file is emptied. */
  consumed(end: number): void {
    this.stored = Math.max(this.stored, end);
    this.marks = this.marks.filter(([markEnd]) => markEnd > this.stored);
    if (this.stored === this.written && !this.appends.busy && this.appends.pending === 0 && this.fd !== undefined) {
      ftruncateSync(this.fd, 0);
      this.written = this.stored = 0;
      this.marks = [];
    }
  }

  /** Writes what is being appended, then closes the file (the lines not stored stay in it). */
  async close(): Promise<void> {
    await this.appends.close();
    if (this.fd !== undefined) closeSync(this.fd);
    this.fd = undefined;
  }
}
