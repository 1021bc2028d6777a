// GET /api/admin/audit?limit=&offset=: the data-subject calls, newest first (server/audit.ts):
// `[{"id", "at", "actor", "action", "lookup", "outcome"}]`. Admin only.
import { Hono } from 'hono';
import type { Queryable } from '../db';
import { ApiError } from '../http/errors';
import { adminOnly } from './lenders';

const MAX_LIMIT = 1000;

function whole(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined || text === '') return fallback;
  const n = Number(text);
  if (!Number.isSafeInteger(n) || n < 0) throw new ApiError('validation_failed', { [name]: 'invalid' });
  return n;
}

export function auditRoutes(db: Queryable, adminToken: string): Hono {
  const app = new Hono();
  app.use('/api/admin/audit', adminOnly(adminToken));
  app.get('/api/admin/audit', async (c) => {
    const limit = Math.min(whole('limit', c.req.query('limit'), 100) || 100, MAX_LIMIT);
    const offset = whole('offset', c.req.query('offset'), 0);
    const rows = await db.query<{ id: string; at: Date | string }>(
      'select id::text as id, at, actor, action, lookup, outcome from audit_log order by audit_log.id desc limit $1 offset $2',
      [limit, offset],
    );
    return c.json(rows.map((r) => ({ ...r, at: new Date(r.at).toISOString() })));
  });
  return app;
}
