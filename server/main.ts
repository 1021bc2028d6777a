// `npm start` → serve site + API on HOST:PORT.
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { readServerConfig } from './config';

export async function startServer(config = readServerConfig()) {
  const app = createApp(config);
  const server = serve({ fetch: app.fetch, hostname: config.host, port: config.port });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  console.log(`naya listening on http://${config.host}:${config.port}`);
  const stop = () => server.close(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  return server;
}
