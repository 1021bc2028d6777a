// PGlite in its own thread (plain JS so it loads without a TypeScript loader). PGlite runs each
// query synchronously inside WebAssembly; here that work uses the second core instead of holding
// up the HTTP thread. Messages: {id, op: 'query'|'exec'|'run'|'close', sql, params} → {id, rows}
// or {id, error: {code}} (only the code: a message can quote a row's values).
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

// 'run': a statement the server repeats (the events' group commit), prepared once under a name and
// then only bound and executed, in one call into PGlite. `pg.query` parses and plans the statement
// again each time and enters WebAssembly six times (parse, describe, bind, describe, execute,
// sync): for a batch of 30 events that was more than half of this thread's work. The messages are
// PostgreSQL's extended query protocol (postgresql.org/docs/current/protocol-message-formats.html).
const encoder = new TextEncoder();
const decoder = new TextDecoder();
const prepared = new Map(); // the statement's number (pglite.ts) → its name here

/** One protocol message: type byte, int32 length (itself included), body. */
function message(type, parts) {
  const length = 4 + parts.reduce((sum, part) => sum + part.length, 0);
  const out = new Uint8Array(1 + length);
  out[0] = type.charCodeAt(0);
  new DataView(out.buffer).setInt32(1, length);
  let at = 5;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
const cstring = (text) => encoder.encode(`${text}\0`);
const int16 = (n) => new Uint8Array([(n >> 8) & 0xff, n & 0xff]);
const int32 = (n) => {
  const bytes = new Uint8Array(4);
  new DataView(bytes.buffer).setInt32(0, n);
  return bytes;
};
const SYNC = message('S', []);

/** Parameters as text (null → SQL NULL); no result columns asked for. */
function bind(name, params) {
  const values = params.flatMap((value) => {
    if (value === null || value === undefined) return [int32(-1)];
    const bytes = encoder.encode(String(value));
    return [int32(bytes.length), bytes];
  });
  return message('B', [cstring(''), cstring(name), int16(0), int16(params.length), ...values, int16(0)]);
}

/** The SQLSTATE of the reply's ErrorResponse, or undefined when there is none. */
function errorCode(reply) {
  const view = new DataView(reply.buffer, reply.byteOffset, reply.byteLength);
  for (let at = 0; at < reply.length; at += 1 + view.getInt32(at + 1)) {
    if (reply[at] !== 0x45) continue; // 'E'
    for (let field = at + 5; reply[field] !== 0;) {
      const end = reply.indexOf(0, field + 1);
      if (reply[field] === 0x43) return decoder.decode(reply.subarray(field + 1, end)); // 'C': code
      field = end + 1;
    }
    return 'UNKNOWN';
  }
  return undefined;
}

async function protocol(...messages) {
  const code = errorCode(await pg.execProtocolRaw(Buffer.concat(messages)));
  if (code) throw Object.assign(new Error(`database error ${code}`), { code });
}

/** `sql` comes with a statement's first run only; later runs name it by `statement`. */
async function run(statement, sql, params) {
  let name = prepared.get(statement);
  if (!name) {
    if (typeof sql !== 'string') throw Object.assign(new Error('unknown statement'), { code: 'XX000' });
    name = `naya_${statement}`;
    await protocol(message('P', [cstring(name), cstring(sql), int16(0)]), SYNC);
    prepared.set(statement, name);
  }
  // Execute then Sync: the statement commits on its own, or its error is reported and rolled back
  await protocol(bind(name, params), message('E', [cstring(''), int32(0)]), SYNC);
}

parentPort.on('message', async ({ id, op, sql, params, statement }) => {
  try {
    if (op === 'query') parentPort.postMessage({ id, rows: (await pg.query(sql, params)).rows });
    else if (op === 'run') {
      await run(statement, sql, params);
      parentPort.postMessage({ id, rows: [] });
    } else if (op === 'exec') {
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
