// GET /api/admin/audit?limit=&offset=: the data-subject calls, newest first (server/audit.ts):
// `[{"id", "at", "actor", "action", "lookup", "outcome"}]`. Admin only.
import { Hono } from 'hono';
import { describe } from '../openapi/describe';
import * as z from 'zod';
import type { Queryable } from '../db';
import { INT4_MAX, parseQuery, queryWhole } from '../http/validate';
import { adminOnly } from './lenders';

const MAX_LIMIT = 1000;

/** 0 or no limit: 100; above MAX_LIMIT: MAX_LIMIT. */
const auditQuery = z.object({ limit: queryWhole(0, INT4_MAX).optional(), offset: queryWhole(0, INT4_MAX).optional() });

export function auditRoutes(db: Queryable, adminToken: string): Hono {
  const app = new Hono();
  app.use('/api/admin/audit', adminOnly(adminToken));
  describe(app, 'GET', '/api/admin/audit', {
    summary: 'The audit log of personal-data calls, newest first',
    tag: 'Admin',
    auth: 'admin',
    query: auditQuery,
    answers: {
      200: {
        description: 'Entries (what was done and how found; never the values looked up).',
        json: z.array(z.looseObject({ id: z.string(), at: z.string(), actor: z.string(), action: z.string() })),
      },
    },
  });
  app.get('/api/admin/audit', async (c) => {
    const query = parseQuery(c, auditQuery);
    const limit = Math.min(query.limit || 100, MAX_LIMIT);
    const offset = query.offset ?? 0;
    const rows = await db.query<{ id: string; at: Date | string }>(
      'select id::text as id, at, actor, action, lookup, outcome from audit_log order by audit_log.id desc limit $1 offset $2',
      [limit, offset],
    );
    return c.json(rows.map((r) => ({ ...r, at: new Date(r.at).toISOString() })));
  });
  return app;
}
