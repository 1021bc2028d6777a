// The durable job queue: background work (push deliveries, partner postbacks, retention) that
// must survive restarts and run once across several API processes. pg-boss 10 underneath
// (FOR UPDATE SKIP LOCKED, retries with back-off, cron), talking through our own database handle,
// so the same queue runs on PGlite and PostgreSQL. docs/deployment.md "Background jobs".
//
//   const jobs = await openJobs(db);                 // services.jobs; started with the server
//   await jobs.work('postback', async (job) => {…}, { retryLimit: 5, retryDelay: 60, retryBackoff: true });
//   await jobs.send('postback', { lead_id }, { key: `postback:${lead_id}:created`, startAfter: 30 });
//        → job id, or null when that key was sent before (idempotency: ever, not just while queued)
//   await jobs.send('postback', data, { key, tx });  // inside the caller's transaction (the queue
//                                                    // must exist: work()/ensureQueue() ran first)
//   throw new RetryAfter(120)                        // in a handler: run it again in 120 s
//                                                    // (e.g. a 429's Retry-After), counts as a try
//   await jobs.schedule('retention', '17 3 * * *');  // cron, UTC; one run per slot across processes
//   await jobs.stop();                               // SIGTERM: no new jobs, running ones may
//                                                    // finish (drainMs), the rest fail → retried
//
// A handler runs at least once and, unless a process dies mid-job, exactly once: make its effect
// idempotent (e.g. a delivery row keyed by the job's idempotency key). Failures are retried per
// the queue's retryLimit/retryDelay/retryBackoff (try n waits delay·2^(n−1) to delay·2^n s,
// jittered; without back-off, delay); a job running longer than expireInSeconds counts as
// failed, which is how a job of a killed process comes back.
import PgBoss from 'pg-boss';
import type { Db, Queryable } from '../db';
import { DbError } from '../db/types';

export interface SendOptions {
  /** Idempotency key: a second send with the same key is a no-op (resolves null). */
  key?: string;
  /** Write the job in this transaction (with the change that causes it). The queue must exist
   * already in this process (work(), schedule() or ensureQueue() ran). */
  tx?: Queryable;
  /** Do not run before this time, or this many seconds from now. */
  startAfter?: Date | number;
  retryLimit?: number;
  /** Seconds before the first retry. */
  retryDelay?: number;
  /** Double the delay at each retry. */
  retryBackoff?: boolean;
}

export interface QueueOptions {
  retryLimit?: number;
  retryDelay?: number;
  retryBackoff?: boolean;
  /** A job running longer than this is failed (and retried): the bound on a dead process's job. */
  expireInSeconds?: number;
}

export interface Job<T> {
  id: string;
  name: string;
  data: T;
  /** 0 on the first run. */
  retryCount: number;
}

export type Handler<T> = (job: Job<T>) => Promise<void>;

export interface JobQueue {
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<string | null>;
  /** Creates the queue if it does not exist (idempotent, also across processes). */
  ensureQueue(name: string, options?: QueueOptions): Promise<void>;
  /** Runs `handler` for each job of `name` in this process (several processes share the work). */
  work<T extends object>(name: string, handler: Handler<T>, options?: QueueOptions): Promise<void>;
  /** Sends a job to `name` at each cron slot (UTC). */
  schedule(name: string, cron: string, data?: object, options?: QueueOptions): Promise<void>;
  /** The job's state as pg-boss keeps it ('created', 'retry', 'active', 'completed', 'failed'…). */
  state(name: string, id: string): Promise<string | undefined>;
  /** Every queue with its schedule, last completed and failed run, and jobs waiting (GET /api/admin/jobs). */
  report(): Promise<QueueReport[]>;
  stop(options?: { drainMs?: number }): Promise<void>;
}

/** Thrown by a handler: run the job again after `seconds` (at most retryLimit times). */
export class RetryAfter extends Error {
  override readonly name = 'RetryAfter';
  constructor(readonly seconds: number) {
    super(`retry after ${seconds} s`);
  }
}

export interface QueueReport {
  name: string;
  /** Cron (UTC), or null for a queue that only runs what is sent to it. */
  schedule: string | null;
  last_completed_at: string | null;
  /** The last job that finally failed (no try left), or the last time the queue itself could not
   * be written or read (a schedule's insert refused, say), whichever is later. */
  last_failed_at: string | null;
  last_error: string | null;
  /** Jobs waiting to run (created, or waiting for a retry). */
  waiting: number;
}

/** A scheduled queue fails when its latest outcome is a failure (GET /api/admin/stats `jobs_failing`). */
export const isFailing = (queue: QueueReport): boolean =>
  queue.schedule !== null &&
  queue.last_failed_at !== null &&
  (queue.last_completed_at === null || queue.last_failed_at > queue.last_completed_at);

export interface JobSettings {
  /** Maintenance (expiring jobs of dead processes, archiving) and cron schedules in this process.
   * Default true; a process that only sends jobs (tests of routes) runs no timers. */
  background?: boolean;
  /** How often an idle worker looks for work (pg-boss minimum 0.5). */
  pollingIntervalSeconds?: number;
  /** Jobs one worker takes at once and runs side by side. */
  batchSize?: number;
  /** Defaults for queues created here. */
  queue?: QueueOptions;
}

const SCHEMA = 'pgboss';
const DEFAULT_QUEUE: Required<QueueOptions> = { retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 15 * 60 };

/** pg-boss recognises some races by the words of PostgreSQL's message ("already exists" while
 * two processes install it); our DbError carries only the code, so the words are put back. */
const RACE_WORDS: Record<string, string> = {
  '42P07': 'already exists',
  '42710': 'already exists',
  '42P06': 'already exists',
  '22012': 'division by zero',
  '23503': 'foreign key',
};

const QUEUE_ERRORS = new WeakSet<object>();
/** The queue a failed statement of pg-boss's was for, where its parameters say. */
const ERROR_QUEUE = new WeakMap<object, string>();

/** pg-boss's statements take the queue's name first, or (its inserts, a cron slot's among them) the
 * jobs as JSON text: `[{"name", "data"}]`, where a schedule's job goes to pg-boss's send-it queue
 * with the scheduled queue's name in its data. Nothing else of the parameters is kept. */
function queueOf(values: unknown[] | undefined): string | undefined {
  const first = values?.[0];
  if (typeof first !== 'string') return undefined;
  if (!first.startsWith('[')) return /^[\w.:-]{1,100}$/.test(first) ? first : undefined;
  try {
    const [job] = JSON.parse(first) as { name?: unknown; data?: { name?: unknown } }[];
    const name = job?.name === SEND_IT && typeof job.data?.name === 'string' ? job.data.name : job?.name;
    return typeof name === 'string' ? name : undefined;
  } catch {
    return undefined;
  }
}
const SEND_IT = '__pgboss__send-it';

/** The queue a pg-boss error is about: its workers' errors say so, our adapter's are marked. */
export function queueOfError(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const named = (error as { queue?: unknown }).queue;
  return typeof named === 'string' ? named : ERROR_QUEUE.get(error);
}

/** `job queue rollups: DbError SQLSTATE 22023` — the queue and the code, never a driver's words
 * (a message can quote a row's values). pg-boss's workers emit a copy of the error as a plain object. */
export function describeQueueError(error: unknown): string {
  const queue = queueOfError(error) ?? 'maintenance';
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  const name =
    error instanceof Error ? error.name : typeof error === 'object' && error !== null && 'stack' in error ? 'Error' : typeof error;
  return `job queue ${queue}: ${name}${typeof code === 'string' ? ` SQLSTATE ${code}` : ''}`;
}

/** pg-boss 10 starts a job's complete or fail without awaiting it (src/manager.js, onFetch), so a
 * database outage at that moment rejects with nobody listening. True for an error from the queue's
 * own queries: the server logs it instead of crashing, and the job expires and runs again. */
export const isJobQueueError = (reason: unknown): boolean => typeof reason === 'object' && reason !== null && QUEUE_ERRORS.has(reason);

/** pg-boss's `db` adapter over our handle (or a transaction of it). A text of several commands
 * (its schema install) cannot be a prepared statement: it runs as one simple-protocol exec; one
 * written as `BEGIN; …; COMMIT;` runs as our transaction (the postgres client keeps a pool's
 * connections out of hand-made transactions). */
export function bossDb(db: Queryable | Db, stopped: () => boolean = () => false): PgBoss.Db {
  const execScript = async (text: string) => {
    const body = /^\s*BEGIN;([\s\S]*);\s*COMMIT;\s*$/i.exec(text)?.[1];
    if (body === undefined) return db.exec(text);
    if ('transaction' in db) return db.transaction((tx) => tx.exec(body));
    return db.exec(body); // already inside our transaction
  };
  const asBossError = (error: unknown) => {
    if (error instanceof DbError && RACE_WORDS[error.code]) error.message = `database error ${error.code}: ${RACE_WORDS[error.code]}`;
    return error;
  };
  return {
    async executeSql(text: string, values?: unknown[]) {
      // A handler that outlived stop()'s drain finishes later; pg-boss then completes or fails its
      // job without awaiting it, perhaps after the database closed. A stopped queue writes nothing:
      // the job stays active in the database, expires and runs again. Its answer: no job changed
      // (pg-boss's complete and fail count the jobs they changed). Sends are refused before this.
      if (stopped()) return { rows: [{ count: 0 }] };
      try {
        // pg turns undefined into null; the postgres client refuses it
        if (values?.length)
          return {
            rows: await db.query(
              text,
              values.map((v) => (v === undefined ? null : v)),
            ),
          };
        if (/^\s*BEGIN;/i.test(text)) return (await execScript(text), { rows: [] });
        try {
          return { rows: await db.query(text) };
        } catch (error) {
          if (!(error instanceof DbError && error.code === '42601')) throw error; // 42601: several commands
          await execScript(text);
          return { rows: [] };
        }
      } catch (error) {
        if (typeof error === 'object' && error !== null) {
          QUEUE_ERRORS.add(error);
          const queue = queueOf(values);
          if (queue) ERROR_QUEUE.set(error, queue);
        }
        throw asBossError(error);
      }
    },
  };
}

/** Every queue but pg-boss's own: its schedule, latest completed and finally failed job (in the
 * live table or the archive), the message of that failure, and the jobs waiting. */
const REPORT_SQL = `
  with finished as (
    select name, state, completed_on, output from ${SCHEMA}.job where state in ('completed', 'failed')
    union all
    select name, state, completed_on, output from ${SCHEMA}.archive where state in ('completed', 'failed')
  ), last as (
    select name,
      max(completed_on) filter (where state = 'completed') as last_completed_at,
      max(completed_on) filter (where state = 'failed') as last_failed_at
    from finished group by name
  )
  select q.name,
    s.cron as schedule,
    l.last_completed_at,
    l.last_failed_at,
    (select coalesce(f.output->>'message', f.output::text) from finished f
      where f.name = q.name and f.state = 'failed' order by f.completed_on desc limit 1) as last_error,
    (select count(*) from ${SCHEMA}.job j where j.name = q.name and j.state in ('created', 'retry'))::int as waiting
  from ${SCHEMA}.queue q
  left join ${SCHEMA}.schedule s on s.name = q.name
  left join last l on l.name = q.name
  where q.name not like '\\_\\_pgboss\\_\\_%'
  order by (s.cron is null), q.name`;

/** Arbitrary constant key for pg_advisory_xact_lock: "jobs" in ASCII. */
const INSTALL_LOCK_KEY = 0x6a6f6273;

/** Installs pg-boss's schema once when several processes start together. pg-boss takes its own
 * advisory lock inside the same multi-command text as its CREATE statements, which is not enough
 * on PostgreSQL (two processes collide on pg_namespace, 23505); taking ours first, in a statement
 * of its own, is. An upgrade of an installed schema is left to pg-boss (boss.start). */
async function install(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [INSTALL_LOCK_KEY]);
    const [row] = await tx.query<{ name: string | null }>(`select to_regclass('${SCHEMA}.version')::text as name`);
    if (row?.name) return;
    const plan = PgBoss.getConstructionPlans(SCHEMA);
    await tx.exec(/^\s*BEGIN;([\s\S]*);\s*COMMIT;\s*$/i.exec(plan)?.[1] ?? plan);
  });
}

/** PostgreSQL's code for a transaction chosen as a deadlock's victim. */
const DEADLOCK = '40P01';
const CREATE_QUEUE_TRIES = 5;

/** Processes starting together on one PostgreSQL create their queues at the same moment, and
 * pg-boss's create_queue (a partition per queue) can pick one of them as a deadlock's victim. The
 * victim's transaction was rolled back whole, so trying again after a short random pause is safe. */
export async function createQueueRetrying(create: () => Promise<unknown>, tries = CREATE_QUEUE_TRIES): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await create();
      return;
    } catch (error) {
      if (!(error instanceof DbError && error.code === DEADLOCK) || attempt >= tries) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 80 * attempt));
    }
  }
}

export async function openJobs(db: Db, settings: JobSettings = {}): Promise<JobQueue> {
  const queueDefaults = { ...DEFAULT_QUEUE, ...settings.queue };
  const background = settings.background ?? true;
  let stopped = false;
  const boss = new PgBoss({ db: bossDb(db, () => stopped), schema: SCHEMA, migrate: true, supervise: background, schedule: background });
  /** This process's latest error of the queue itself, by queue (a schedule's insert refused, say). */
  const queueErrors = new Map<string, { at: Date; message: string }>();
  boss.on('error', (error) => {
    const line = describeQueueError(error);
    console.error(`naya: ${line}`);
    const queue = queueOfError(error);
    if (queue) queueErrors.set(queue, { at: new Date(), message: line });
  });
  await install(db);
  await boss.start();

  const created = new Map<string, Promise<void>>();
  const ensureQueue = (name: string, options: QueueOptions = {}) => {
    let done = created.get(name);
    if (!done) {
      // create_queue is idempotent (insert … on conflict do nothing), also across processes
      done = createQueueRetrying(() => boss.createQueue(name, { name, policy: 'standard', ...queueDefaults, ...options })).catch(
        (error) => {
          created.delete(name);
          throw error;
        },
      );
      created.set(name, done);
    }
    return done;
  };

  const sendOptions = (options: SendOptions): PgBoss.SendOptions => ({
    ...(options.startAfter !== undefined && { startAfter: options.startAfter }),
    ...(options.retryLimit !== undefined && { retryLimit: options.retryLimit }),
    ...(options.retryDelay !== undefined && { retryDelay: options.retryDelay }),
    ...(options.retryBackoff !== undefined && { retryBackoff: options.retryBackoff }),
  });

  async function send<T extends object>(name: string, data: T, options: SendOptions = {}): Promise<string | null> {
    const { key, tx } = options;
    if (stopped) throw new Error(`job queue stopped: ${name} not sent`); // its adapter no longer writes
    if (tx) {
      if (!created.has(name)) throw new Error(`queue ${name} not created in this process (ensureQueue)`);
    } else await ensureQueue(name);
    const write = async (q: Queryable) => {
      if (key !== undefined) {
        const fresh = await q.query('insert into job_keys (key, queue) values ($1, $2) on conflict (key) do nothing returning key', [
          key,
          name,
        ]);
        if (fresh.length === 0) return null;
      }
      return boss.send(name, data, { ...sendOptions(options), db: bossDb(q) });
    };
    let id: string | null;
    if (tx) {
      id = await write(tx);
      // Visible once the caller commits; a worker of this process looks shortly after (on PGlite
      // its fetch waits for the transaction anyway), else at its next poll.
      if (id) setTimeout(() => wake(name), 50).unref();
      return id;
    }
    id = key === undefined ? await boss.send(name, data, sendOptions(options)) : await db.transaction(write); // key and job: both or neither
    if (id && options.startAfter === undefined) wake(name);
    return id;
  }

  /** Runs one job's handler; resolves what to record: done, or failed with what is kept. */
  async function runOne<T extends object>(name: string, job: PgBoss.JobWithMetadata<T>, handler: Handler<T>): Promise<{ failed?: object }> {
    try {
      await handler({ id: job.id, name: job.name, data: job.data, retryCount: job.retryCount });
      return {};
    } catch (error) {
      if (error instanceof RetryAfter && job.retryCount < job.retryLimit) {
        // A new job for the next try, keyed by this one: a rerun of this job cannot add a second.
        await send(name, job.data, {
          key: `retry:${job.id}:${job.retryCount + 1}`,
          startAfter: Math.max(1, Math.ceil(error.seconds)),
          retryLimit: job.retryLimit - job.retryCount - 1,
        });
        return {};
      }
      // Only the error's name and message are kept with the job (handlers put no lead data there).
      return { failed: error instanceof Error ? { name: error.name, message: error.message } : { message: String(error) } };
    }
  }

  /** This process's workers by queue: woken when there may be work now instead of at the next poll. */
  const localWorkers = new Map<string, string[]>();
  const wake = (name: string) => {
    for (const id of localWorkers.get(name) ?? []) boss.notifyWorker(id);
  };

  async function work<T extends object>(name: string, handler: Handler<T>, options: QueueOptions = {}): Promise<void> {
    await ensureQueue(name, options);
    const pollingIntervalSeconds = settings.pollingIntervalSeconds ?? 2;
    const batchSize = settings.batchSize ?? 10;
    let workerId: string | undefined;
    // Up to `batchSize` jobs at a time, run side by side, each completed or failed on its own.
    // Should recording an outcome fail (database gone), pg-boss fails the jobs still active, to be
    // retried: at least once, never lost. A full batch means more may be waiting: the worker
    // fetches again at once instead of sleeping a polling interval (pg-boss sleeps after every fetch).
    // eslint-disable-next-line prefer-const -- the handler reads it, and pg-boss may call it before work() resolves
    workerId = await boss.work<T>(name, { batchSize, includeMetadata: true, pollingIntervalSeconds }, async (batch) => {
      const outcomes = await Promise.all(batch.map((job) => runOne(name, job, handler)));
      const done = batch.filter((_, i) => !outcomes[i]!.failed).map((job) => job.id);
      if (done.length) await boss.complete(name, done);
      for (const [i, job] of batch.entries()) {
        const { failed } = outcomes[i]!;
        if (failed) await boss.fail(name, job.id, failed);
      }
      if (batch.length === batchSize && workerId) boss.notifyWorker(workerId);
    });
    localWorkers.set(name, [...(localWorkers.get(name) ?? []), workerId]);
  }

  return {
    send,
    ensureQueue,
    work,
    async schedule(name, cron, data = {}, options = {}) {
      await ensureQueue(name, options);
      await boss.schedule(name, cron, data, { tz: 'UTC' });
    },
    async state(name, id) {
      // a read: also after stop (its own adapter, not the stopped queue's)
      return (await boss.getJobById(name, id, { includeArchive: true, db: bossDb(db) }))?.state;
    },
    async report() {
      const rows = await db.query<
        Omit<QueueReport, 'last_completed_at' | 'last_failed_at'> & {
          last_completed_at: Date | string | null;
          last_failed_at: Date | string | null;
        }
      >(REPORT_SQL);
      return rows.map((row) => {
        const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
        const report = {
          ...row,
          last_completed_at: iso(row.last_completed_at),
          last_failed_at: iso(row.last_failed_at),
          waiting: Number(row.waiting),
        };
        const own = queueErrors.get(row.name);
        if (own && (report.last_failed_at === null || own.at.toISOString() > report.last_failed_at))
          return { ...report, last_failed_at: own.at.toISOString(), last_error: own.message };
        return report;
      });
    },
    async stop({ drainMs = 10_000 } = {}) {
      try {
        await boss.stop({ graceful: true, wait: true, timeout: drainMs, close: false });
      } finally {
        stopped = true;
      }
    },
  };
}
