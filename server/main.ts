// `npm start` → serve site + API on HOST:PORT, and work the job queue. SIGTERM/SIGINT shut down
// gracefully: stop accepting connections, let requests in flight finish (their group commit
// included) and running jobs too (10 s), write what is pending, close the database, exit 0.
import { serve, type ServerType } from '@hono/node-server';
import { createServer, type RequestListener, type Server, type ServerOptions } from 'node:http';
import { createApp } from './app';
import { withEventFastPath } from './events/fast-path';
import { readServerConfig, type ServerConfig } from './config';
import { isClientWriteAfterClose } from './db/postgres';
import { isJobQueueError } from './jobs';
import { receiptKeyFromPem } from './lenders/receipt-keys';
import { logError, logInfo } from './log';
import { closeServices, openServices, type Services } from './services';

/** Connections still busy this long after SIGTERM are cut. */
const SHUTDOWN_GRACE_MS = 10_000;

export interface RunningServer {
  server: ServerType;
  services: Services;
  url: string;
  /** Graceful stop; resolves once the database is closed. */
  stop(): Promise<void>;
}

/** The server will not start this way (the message says why and what to set). */
export class StartRefused extends Error {}

/** The first line `npm start` and server/cli.ts print: where the data lives, and how durable that is. */
export function databaseNotice(config: ServerConfig): string {
  if (config.databaseUrl) return 'naya: database: PostgreSQL (DATABASE_URL)';
  return (
    `naya: database: embedded PGlite in ${config.dataDir}. PGlite does not fsync: it survives a killed ` +
    'process, not a power cut or a machine crash. Use PostgreSQL (DATABASE_URL) in production; docs/deployment.md "Durability and backups".'
  );
}

/** A production server on the embedded database loses the last writes on a power cut: refused
 * unless ALLOW_EMBEDDED_DB=1 says someone chose that knowingly. */
function checkDatabaseChoice(config: ServerConfig): void {
  if (config.production && !config.databaseUrl && !config.allowEmbeddedDb) {
    throw new StartRefused(
      'naya: NODE_ENV=production needs DATABASE_URL (PostgreSQL): the embedded PGlite does not fsync. ' +
        'Set ALLOW_EMBEDDED_DB=1 to run on it anyway.',
    );
  }
}

/** The development SMS outbox would show every code to whoever reads the log or the console. */
function checkSmsOutbox(config: ServerConfig): void {
  if (config.production && config.smsOutboxSet) {
    throw new StartRefused(
      'naya: SMS_OUTBOX is set, and NODE_ENV=production does not start with it: the development outbox keeps every SMS ' +
        '(codes included) in the log and the console instead of sending it. Unset SMS_OUTBOX and set the SMS gateway (SMS_API_URL…).',
    );
  }
}

/** Shortest ADMIN_TOKEN a production server accepts: a short or guessable one is the whole admin API. */
const ADMIN_TOKEN_MIN_LENGTH = 32;

/** A production server with a short ADMIN_TOKEN is refused (a generated one is long enough). */
function checkAdminToken(config: ServerConfig): void {
  const length = config.adminToken?.length ?? ADMIN_TOKEN_MIN_LENGTH;
  if (config.production && length < ADMIN_TOKEN_MIN_LENGTH) {
    throw new StartRefused(
      `naya: ADMIN_TOKEN is ${length} characters; NODE_ENV=production needs at least ${ADMIN_TOKEN_MIN_LENGTH} ` +
        '(e.g. `openssl rand -base64 32`), or leave it unset to have one generated into DATA_DIR.',
    );
  }
}

/** Consent receipts are signed with RECEIPT_SIGNING_KEY: production needs it set (a key made into
 * one machine's DATA_DIR would differ between machines, and vanish with the container), and a
 * value that is no Ed25519 private key is refused before anything starts. */
function checkReceiptKey(config: ServerConfig): void {
  if (config.receiptSigningKey) {
    try {
      receiptKeyFromPem(config.receiptSigningKey);
    } catch (error) {
      throw new StartRefused(`naya: ${(error as Error).message}.`);
    }
  } else if (config.production) {
    throw new StartRefused(
      'naya: NODE_ENV=production needs RECEIPT_SIGNING_KEY, the PEM of the Ed25519 private key that signs consent receipts ' +
        '(`openssl genpkey -algorithm ed25519`), the same on every machine; docs/deployment.md.',
    );
  }
}

/** Prints the database notice, then starts; a refusal is printed and ends the process with 1. */
export async function runFromCommandLine(config: ServerConfig = readServerConfig(), before?: () => Promise<void>): Promise<void> {
  console.log(databaseNotice(config));
  try {
    checkDatabaseChoice(config);
    checkAdminToken(config);
    checkSmsOutbox(config);
    checkReceiptKey(config);
    await before?.();
    await startServer(config);
  } catch (error) {
    if (!(error instanceof StartRefused)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

export async function startServer(config: ServerConfig = readServerConfig(), { exitOnSignal = true } = {}): Promise<RunningServer> {
  checkDatabaseChoice(config);
  checkAdminToken(config);
  checkSmsOutbox(config);
  checkReceiptKey(config);
  const services = await openServices(config, { background: true, demoLenders: true });
  const app = createApp(config, services);
  // The listener Hono's adapter makes, with the event fast path in front (server/events/fast-path.ts).
  const withFastPath = (options: ServerOptions, listener: RequestListener) =>
    createServer(options, withEventFastPath(listener, config, services));
  const server = serve({
    fetch: app.fetch,
    hostname: config.host,
    port: config.port,
    createServer: withFastPath as typeof createServer,
  }) as Server;
  await new Promise<void>((resolve, reject) => {
    server.once('listening', () => resolve());
    server.once('error', reject);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${config.host}:${port}`;
  logInfo(`listening on ${url} (database: ${services.db.kind})`);

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // Keep-alive connections become idle once their request is answered: close them as they do.
      server.closeIdleConnections();
      const idle = setInterval(() => server.closeIdleConnections(), 50);
      const grace = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
      await closed;
      clearInterval(idle);
      clearTimeout(grace);
      await closeServices(services);
      logInfo('stopped');
    })());

  if (exitOnSignal) {
    const onSignal = (signal: string) => {
      logInfo(`${signal}: shutting down`);
      stop().then(
        () => process.exit(0),
        (error) => {
          logError('shutdown', error);
          process.exit(1);
        },
      );
    };
    process.once('SIGTERM', onSignal);
    process.once('SIGINT', onSignal);
    // A PostgreSQL connection lost in the middle of a write (a failover's SIGKILL) makes the
    // client throw from a timer (server/db/postgres.ts): nothing waits on it, the pool is replaced.
    process.on('uncaughtException', (error) => {
      if (!isClientWriteAfterClose(error)) {
        process.stderr.write(`${error.stack ?? String(error)}\n`); // as Node would: report and end
        process.exit(1);
      }
      logError('database client: a write after its connection closed (ignored)', error);
    });
    process.on('unhandledRejection', (reason) => {
      if (!isJobQueueError(reason)) throw reason; // anything else still ends the process, as Node would
      logError('job queue (not awaited by pg-boss)', reason);
    });
  }
  return { server, services, url, stop };
}
