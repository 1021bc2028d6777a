// PGlite in its own thread (plain JS so it loads without a TypeScript loader). PGlite runs each
// query synchronously inside WebAssembly; here that work uses the second core instead of holding
// up the HTTP thread. Messages: {id, op: 'query'|'exec'|'close', sql, params} → {id, rows} or
// {id, error: {code}} (only the code: a message can quote a row's values).
import { PGlite } from '@electric-sql/pglite';
import { parentPort, workerData } from 'node:worker_threads';

const pg = new PGlite(workerData.dataDir ?? undefined);

function fail(id, error) {
  const code = typeof error?.code === 'string' ? error.code : 'UNKNOWN';
  parentPort.postMessage({ id, error: { code } });
}

pg.waitReady.then(
  () => parentPort.postMessage({ ready: true }),
  (error) => parentPort.postMessage({ initError: String(error?.message ?? error) }),
);

parentPort.on('message', async ({ id, op, sql, params }) => {
  try {
    if (op === 'query') parentPort.postMessage({ id, rows: (await pg.query(sql, params)).rows });
    else if (op === 'exec') {
      await pg.exec(sql);
      parentPort.postMessage({ id, rows: [] });
    } else if (op === 'close') {
      await pg.close();
      parentPort.postMessage({ id, rows: [] });
    }
  } catch (error) {
    fail(id, error);
  }
});
