// Lender accounts: the only callers whose /webhook states change a lead's status.
//   POST /api/admin/lenders {"name"}              → 201 {"lender_id", "api_key"} (the key shown once)
//   POST /api/admin/lenders/{lender_id}/key       → 200 {"lender_id", "api_key"}: a new key; the old one stops at once
//   GET  /api/admin/lenders                       → [{"lender_id", "name", "created_at", "key_rotated_at"}]
// Keys: server/api-keys.ts (only a SHA-256 of each is stored).
import { randomUUID } from 'node:crypto';
import { Hono, type MiddlewareHandler } from 'hono';
import * as z from 'zod';
import { isAdmin } from '../admin-token';
import { bearerKey, hashApiKey as hashKey, newApiKey } from '../api-keys';
import type { Queryable } from '../db';
import { limitBody, readJsonObject, requireContentType } from '../http/body';
import { ApiError, apiError } from '../http/errors';
import { storableText } from '../http/storable';
import { zodFields } from '../http/validate';

/** Recognisable in logs and secret scanners; the random part is what counts. */
const KEY_PREFIX = 'naya_lender_';

const newKey = () => newApiKey(KEY_PREFIX);

/** `Authorization: Bearer $ADMIN_TOKEN` for the routes after it (401 JSON otherwise). */
export function adminOnly(token: string): MiddlewareHandler {
  return async (c, next) => {
    if (!isAdmin(c.req.header('authorization'), token)) {
      c.header('WWW-Authenticate', 'Bearer');
      return apiError(c, 'unauthorized');
    }
    c.header('Cache-Control', 'no-store');
    await next();
  };
}

/** The lender a `Bearer` key belongs to; undefined without an Authorization header;
 * ApiError 401 for a key that is not (or no longer) a lender's. */
export async function lenderOf(db: Queryable, authorization: string | undefined): Promise<string | undefined> {
  if (authorization === undefined) return undefined;
  const key = bearerKey(authorization);
  const [row] = key ? await db.query<{ lender_id: string }>('select lender_id from lenders where key_hash = $1', [hashKey(key)]) : [];
  if (!row) throw new ApiError('unauthorized', {}, 'A valid lender api_key is required.');
  return row.lender_id;
}

const lenderSchema = z.object({ name: z.string().trim().min(1).max(200) });

export function lenderRoutes(db: Queryable, adminToken: string): Hono {
  const app = new Hono();
  app.use('/api/admin/lenders', adminOnly(adminToken));
  app.use('/api/admin/lenders/*', adminOnly(adminToken));
  app.post('/api/admin/lenders', requireContentType('application/json'), limitBody(4096), async (c) => {
    const parsed = lenderSchema.safeParse(await readJsonObject(c));
    if (!parsed.success) throw new ApiError('validation_failed', zodFields(parsed.error));
    const lenderId = randomUUID();
    const apiKey = newKey();
    await db.query('insert into lenders (lender_id, name, key_hash) values ($1, $2, $3)', [
      lenderId,
      storableText(parsed.data.name),
      hashKey(apiKey),
    ]);
    return c.json({ lender_id: lenderId, api_key: apiKey }, 201);
  });
  app.post('/api/admin/lenders/:id/key', async (c) => {
    const lenderId = storableText(c.req.param('id'));
    const apiKey = newKey();
    const rows = await db.query('update lenders set key_hash = $2, key_rotated_at = now() where lender_id = $1 returning lender_id', [
      lenderId,
      hashKey(apiKey),
    ]);
    if (rows.length === 0) throw new ApiError('not_found', {}, 'No lender has this lender_id.');
    return c.json({ lender_id: lenderId, api_key: apiKey });
  });
  app.get('/api/admin/lenders', async (c) => {
    const rows = await db.query('select lender_id, name, created_at, key_rotated_at from lenders order by created_at, lender_id');
    return c.json(rows);
  });
  return app;
}
