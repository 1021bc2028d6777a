// The HTTP app: API routes first, then the static site. Built as a function so tests run it in
// process with `app.request()`.
import { Hono } from 'hono';
import type { ServerConfig } from './config';
import { staticSite } from './static';

export function createApp(config: ServerConfig): Hono {
  const app = new Hono();
  app.get('/api/health', (c) => c.json({ ok: true }));
  app.route('/', staticSite(config.siteDir));
  return app;
}
