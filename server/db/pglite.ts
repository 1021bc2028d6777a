// The embedded database: PGlite (PostgreSQL compiled to WebAssembly) with its files in DATA_DIR,
// or in memory for tests. It runs in a worker thread (pglite-worker.mjs): its queries are
// synchronous WebAssembly, and on their own thread they overlap with HTTP work instead of
// stalling it. PGlite has one connection, so calls are serialised here, and a transaction holds
// the line from BEGIN to COMMIT.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { asDbError, dbClosed, DbError, runTransaction, type Db, type Queryable, type Row } from './types';

type Reply = { id: number; rows?: Row[]; error?: { code: string } };

function startWorker(dataDir: string | undefined): Promise<Worker> {
  // Not the process's loader flags (the worker is plain JS); `node --cpu-prof` profiles it too.
  const execArgv = process.execArgv.filter((flag) => flag.startsWith('--cpu-prof'));
  const worker = new Worker(path.join(import.meta.dirname, 'pglite-worker.mjs'), { workerData: { dataDir }, execArgv });
  return new Promise((resolve, reject) => {
    const onMessage = (m: { ready?: boolean; initError?: string }) => {
      worker.off('message', onMessage);
      if (m.ready) resolve(worker);
      else reject(new Error(`PGlite did not open: ${m.initError}`));
    };
    worker.on('message', onMessage);
    worker.once('error', reject);
  });
}

/** @param dataDir a folder for the files, or undefined for an in-memory database */
export async function openPglite(dataDir?: string): Promise<Db> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const worker = await startWorker(dataDir);
  const waiting = new Map<number, { resolve(rows: Row[]): void; reject(e: unknown): void }>();
  let nextId = 0;
  let closed = false;
  worker.on('message', (reply: Reply) => {
    const call = waiting.get(reply.id);
    waiting.delete(reply.id);
    if (reply.error) call?.reject(new DbError(reply.error.code));
    else call?.resolve(reply.rows ?? []);
  });
  worker.on('error', (error) => {
    for (const call of waiting.values()) call.reject(asDbError(error));
    waiting.clear();
  });
  const send = (op: string, sql: string | undefined = '', params: unknown[] = [], statement?: number) =>
    new Promise<Row[]>((resolve, reject) => {
      const id = nextId++;
      waiting.set(id, { resolve, reject });
      worker.postMessage({ id, op, sql, params, statement });
    });
  // 'run' statements by number: the text crosses to the worker once, not with every group commit
  // (copying it was an eighth of the HTTP thread's work under load)
  const numbers = new Map<string, number>(); // every statement run so far
  const prepared = new Set<number>(); // those the worker is known to have prepared
  const runStatement = async (sql: string, params: unknown[] | undefined) => {
    let statement = numbers.get(sql);
    if (statement === undefined) numbers.set(sql, (statement = numbers.size));
    await send('run', prepared.has(statement) ? undefined : sql, params, statement);
    prepared.add(statement);
  };

  // One call at a time, in order; a transaction keeps its turn until it ends.
  let tail: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(fn: () => Promise<T>): Promise<T> => {
    if (closed) return Promise.reject(dbClosed());
    const run = tail.then(fn, fn);
    tail = run.catch(() => {});
    return run;
  };
  const direct: Queryable = {
    query: async <T extends Row>(sql: string, params?: unknown[]) => (await send('query', sql, params)) as T[],
    exec: async (sql: string) => void (await send('exec', sql)),
  };
  return {
    kind: 'pglite',
    query: <T extends Row>(sql: string, params?: unknown[]) => inTurn(() => direct.query<T>(sql, params)),
    exec: (sql) => inTurn(() => direct.exec(sql)),
    run: (sql, params) => inTurn(() => runStatement(sql, params)),
    transaction: <T>(fn: (tx: Queryable) => Promise<T>) =>
      inTurn(() =>
        runTransaction<T>(
          async (body) => {
            await direct.exec('begin');
            try {
              const result = await body();
              await direct.exec('commit');
              return result;
            } catch (error) {
              await direct.exec('rollback').catch(() => {});
              throw error;
            }
          },
          () => fn(direct),
        ),
      ),
    async close() {
      if (closed) return;
      const done = inTurn(() => send('close')); // after every call already in line
      closed = true;
      await done;
      await worker.terminate();
    },
  };
}
