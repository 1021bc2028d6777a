// Group commit: requests that arrive within a few milliseconds of each other are written in one
// statement, and each caller's promise settles only after that statement has committed. One
// 50-row INSERT costs about what one single-row INSERT does, so throughput grows with load while
// every 202 still means "stored" (docs/api.md: nothing accepted is ever dropped).

export interface GroupCommitOptions<T> {
  /** Writes one batch durably; throws when nothing of it was stored. */
  write(batch: T[]): Promise<void>;
  /** How long the first item of a batch waits for company while nothing is being written; 0 (the
   * default): until the event loop has read what has already arrived (setImmediate), no longer.
   * Under load the writer is rarely idle and batches gather while a write runs; a fixed wait only
   * adds to every request's time (at 50 concurrent senders, 2 ms cost 10 % of ingest). */
  windowMs?: number;
  /** A batch this large is written at once. */
  maxBatch?: number;
  /** Whether a batch that failed with `error` is written again one item at a time, so that one
   * bad item fails alone (false when the database is unreachable: every item would fail). */
  retryEach?(error: unknown): boolean;
}

interface Pending<T> {
  item: T;
  resolve(): void;
  reject(error: unknown): void;
}

export class GroupCommitter<T> {
  private queue: Pending<T>[] = [];
  /** Cancels the pending start of a write. */
  private timer: (() => void) | undefined;
  private writing: Promise<void> | undefined;
  private closed = false;
  private readonly windowMs: number;
  private readonly maxBatch: number;

  constructor(private readonly options: GroupCommitOptions<T>) {
    this.windowMs = options.windowMs ?? 0;
    this.maxBatch = options.maxBatch ?? 500;
  }

  /** Resolves once `item` is committed; rejects when it could not be (with its own error when its
   * batch was retried item by item). */
  add(item: T): Promise<void> {
    if (this.closed) return Promise.reject(new Error('group commit closed'));
    return new Promise<void>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      this.schedule();
    });
  }

  /** Writes everything pending; resolves when the queue is empty and no write is running. */
  async flush(): Promise<void> {
    this.cancelTimer();
    while (this.writing || this.queue.length) {
      if (!this.writing) this.startWrite();
      await this.writing;
    }
  }

  /** Stops taking items, then writes what is pending (graceful shutdown). */
  async close(): Promise<void> {
    this.closed = true;
    await this.flush();
  }

  /** Items waiting for the next write. */
  get pending(): number {
    return this.queue.length;
  }

  /** Whether a write is running. */
  get busy(): boolean {
    return this.writing !== undefined;
  }

  private schedule(): void {
    if (this.writing) return; // the running write takes the queue when it finishes
    if (this.queue.length >= this.maxBatch) {
      this.cancelTimer();
      this.startWrite();
    } else if (!this.timer) {
      const start = () => {
        this.timer = undefined;
        if (!this.writing && this.queue.length) this.startWrite();
      };
      if (this.windowMs > 0) {
        const timeout = setTimeout(start, this.windowMs);
        this.timer = () => clearTimeout(timeout);
      } else {
        const immediate = setImmediate(start);
        this.timer = () => clearImmediate(immediate);
      }
    }
  }

  private cancelTimer(): void {
    this.timer?.();
    this.timer = undefined;
  }

  /** One write at a time: while it runs, newcomers gather into the next batch, which is written
   * as soon as this one commits (they have already waited at least one write): before this one's
   * callers are answered, so that the database works on it while this thread sends those answers. */
  private startWrite(): void {
    const batch = this.queue.splice(0, this.maxBatch);
    const items = batch.map((p) => p.item);
    const run: Promise<void> = new Promise<void>((resolve) => resolve(this.options.write(items))).then(
      () => {
        this.handOver(run);
        for (const p of batch) p.resolve();
      },
      async (error: unknown) => {
        if (batch.length > 1 && this.options.retryEach?.(error)) await this.writeEach(batch);
        else for (const p of batch) p.reject(error);
      },
    );
    this.writing = run;
    void run.then(() => this.handOver(run));
  }

  /** The write `run` has ended: the next one starts with whatever has gathered meanwhile. */
  private handOver(run: Promise<void>): void {
    if (this.writing !== run) return;
    this.writing = undefined;
    if (this.queue.length) this.startWrite();
  }

  /** Writes a failed batch again item by item; stops retrying once a failure is not the item's own. */
  private async writeEach(batch: Pending<T>[]): Promise<void> {
    for (const [i, p] of batch.entries()) {
      try {
        await this.options.write([p.item]);
        p.resolve();
      } catch (error) {
        p.reject(error);
        if (!this.options.retryEach?.(error)) {
          for (const rest of batch.slice(i + 1)) rest.reject(error);
          return;
        }
      }
    }
  }
}
