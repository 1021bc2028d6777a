// Who may call (DESIGN "One lead, one truth", "Who may do what"): the guards every route takes its
// caller from. An operator's admin token, a lender's key, a partner's key; the console's signed-in
// operator is server/http/console-session.ts `operatorsOnly`, the person's `/my/` session
// server/my/session.ts. A refusal is 401 JSON (WWW-Authenticate: Bearer), never a hint of why.
import type { MiddlewareHandler } from 'hono';
import { isAdmin } from '../admin-token';
import { bearerKey, hashApiKey } from '../api-keys';
import type { Queryable } from '../db';
import { ApiError, apiError } from './errors';

/** `Authorization: Bearer $ADMIN_TOKEN` for the routes after it (401 JSON otherwise); answers are not cached. */
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
  const [row] = key ? await db.query<{ lender_id: string }>('select lender_id from lenders where key_hash = $1', [hashApiKey(key)]) : [];
  if (!row) throw new ApiError('unauthorized', {}, 'A valid lender api_key is required.');
  return row.lender_id;
}

/** The partner (provider id) a `Bearer` key belongs to; ApiError 401 otherwise. */
export async function partnerOf(db: Queryable, authorization: string | undefined): Promise<number> {
  const key = bearerKey(authorization);
  const [row] = key
    ? await db.query<{ provider_id: number }>('select provider_id from partners where key_hash = $1', [hashApiKey(key)])
    : [];
  if (!row) throw new ApiError('unauthorized', {}, 'A valid partner api_key is required.');
  return row.provider_id;
}

/** A partner's key for the routes after it: sets `providerId`; answers are not cached. */
export function partnerOnly(db: Queryable): MiddlewareHandler<{ Variables: { providerId: number } }> {
  return async (c, next) => {
    c.header('Cache-Control', 'no-store');
    c.set('providerId', await partnerOf(db, c.req.header('authorization')));
    await next();
  };
}
