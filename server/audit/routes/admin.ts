// GET /api/admin/audit?limit=&offset=: the data-subject calls, newest first (server/audit/index.ts):
// `[{"id", "at", "actor", "action", "lookup", "outcome"}]`; with `after` (empty for the first page)
// a page by keyset on the id, `{"items", "next"}`. Admin only; operators in the console through its
// door (GET /api/console/audit, server/http/doors.ts).
import { Hono } from 'hono';
import * as z from 'zod';
import type { Queryable, Row } from '../../db';
import { AUDIT_LIST } from '../index';
import { keysetPage } from '../../http/keyset';
import { INT4_MAX, parseQuery, queryNames, queryWhole } from '../../http/validate';
import { describeAt, guardRoutes, type Door } from '../../http/doors';

const MAX_LIMIT = 1000;

/** 0 or no limit: 100; above MAX_LIMIT: MAX_LIMIT. */
const auditQuery = z.object({
  limit: queryWhole(0, INT4_MAX).optional(),
  offset: queryWhole(0, INT4_MAX).optional(),
  after: z.string().max(1000).optional(),
});

const entry = (r: Row) => ({ ...r, at: new Date(r.at as Date | string).toISOString() });

const auditEntry = z.looseObject({ id: z.string(), at: z.string(), actor: z.string(), action: z.string() });

export function auditRoutes(db: Queryable, door: Door): Hono {
  const app = new Hono();
  guardRoutes(app, door, '/audit');
  describeAt(app, door, 'GET', '/audit', {
    summary: 'The audit log of personal-data calls, newest first',
    tag: 'Admin',
    auth: 'admin',
    query: auditQuery,
    answers: {
      200: {
        description:
          'Entries (what was done and how found; never the values looked up); with `after` (empty for the first page), one page of `limit` of them and the cursor of the next (`null`: the last page).',
        json: z.union([z.array(auditEntry), z.object({ items: z.array(auditEntry), next: z.string().nullable() })]),
      },
    },
  });
  app.get(door.path('/audit'), async (c) => {
    const query = parseQuery(c, auditQuery);
    const limit = Math.min(query.limit || 100, MAX_LIMIT);
    if (queryNames(c, 'after')) {
      // `after` given, empty or not (an empty value reads as none): the paged answer
      const page = await keysetPage(db, AUDIT_LIST, { limit, after: query.after });
      return c.json({ items: page.items.map(entry), next: page.next });
    }
    const offset = query.offset ?? 0;
    const rows = await db.query(
      'select id::text as id, at, actor, action, lookup, outcome from audit_log order by audit_log.id desc limit $1 offset $2',
      [limit, offset],
    );
    return c.json(rows.map(entry));
  });
  return app;
}
