// GET /api/health: is this process up, and can it reach its database? A load balancer takes a
// process out of rotation on 503.
import { Hono } from 'hono';
import { doc } from './doc/describe';
import * as z from 'zod';
import type { Db } from '../db';

const PING_TIMEOUT_MS = 2000;

export async function pingDb(db: Db): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS)));
  const ping = db.query('select 1 as ok').then(
    () => true,
    () => false,
  );
  const up = await Promise.race([ping, timeout]);
  clearTimeout(timer);
  return up;
}

const healthAnswer = z.object({
  ok: z.boolean(),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), status: z.enum(['up', 'down']) }),
});

export function healthRoutes(db: Db): Hono {
  const app = new Hono();
  app.get(
    '/api/health',
    doc({
      summary: 'Is this process up, and can it reach its database',
      tag: 'System',
      auth: 'none',
      answers: {
        200: { description: 'Up.', json: healthAnswer, example: { ok: true, database: { kind: 'postgres', status: 'up' } } },
        503: { description: 'The database is unreachable: take this process out of rotation.', json: healthAnswer },
      },
    }),
    async (c) => {
      const up = await pingDb(db);
      c.header('Cache-Control', 'no-store');
      return c.json({ ok: up, database: { kind: db.kind, status: up ? 'up' : 'down' } }, up ? 200 : 503);
    },
  );
  return app;
}
