// Serves the built site from dist/site/. Unknown paths get the site's own not-found page.
import { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export function staticSite(siteDir: string): Hono {
  const app = new Hono();
  const root = path.relative(process.cwd(), siteDir) || '.';
  app.use('*', serveStatic({ root }));
  app.notFound((c) => {
    const lang = c.req.path.startsWith('/en/') ? 'en/' : '';
    const page = path.join(siteDir, lang, '404.html');
    if (existsSync(page)) return c.html(readFileSync(page, 'utf8'), 404);
    return c.json({ error: { code: 'not_found', message: 'This page could not be found' } }, 404);
  });
  return app;
}
