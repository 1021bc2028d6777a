// `npm start` → serve site + API on HOST:PORT, and work the job queue. SIGTERM/SIGINT shut down
// gracefully: stop accepting connections, let requests in flight finish (their group commit
// included) and running jobs too (10 s), write what is pending, close the database, exit 0.
import { serve, type ServerType } from '@hono/node-server';
import type { Server } from 'node:http';
import { createApp } from './app';
import { readServerConfig, type ServerConfig } from './config';
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

export async function startServer(config: ServerConfig = readServerConfig(), { exitOnSignal = true } = {}): Promise<RunningServer> {
  const services = await openServices(config, { background: true });
  const app = createApp(config, services);
  const server = serve({ fetch: app.fetch, hostname: config.host, port: config.port }) as Server;
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
  }
  return { server, services, url, stop };
}
