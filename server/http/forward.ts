// The console runs some admin calls in process (data requests, partners, vitals, campaigns), so
// their rules live in one place. The signed-in operator travels as the forwarded request's Hono
// env under a symbol of this module: no HTTP request can set it (a header could be forged, and
// one holding a long or non-ASCII e-mail was dropped or refused), and the admin call names the
// operator in the audit log from their id (server/audit/index.ts `actorOf`).
import type { Context, Hono } from 'hono';
import { ApiError, apiError } from './errors';
import { dataException } from './validate';
import type { ConsoleEnv } from './console-session';

const FORWARDED_OPERATOR = Symbol('naya.console.operator');

type ForwardEnv = { [FORWARDED_OPERATOR]?: number };

/** The console user id a forwarded admin call runs for; undefined for any call from outside. */
export function forwardedOperatorId(c: Context): number | undefined {
  const env = c.env as ForwardEnv | undefined;
  return typeof env === 'object' && env !== null ? env[FORWARDED_OPERATOR] : undefined;
}

/** A handler that runs the request as `/api/admin/…` on `admin` with the admin token and the
 * operator's id (none for the admin token itself, user 0), answering with its status and body. */
export function forwardTo(admin: Hono, adminToken: string) {
  admin.onError((error, c) =>
    error instanceof ApiError
      ? apiError(c, error.code, error.fields, error.message)
      : (dataException(error, c) ?? apiError(c, 'internal_error')),
  );
  return async (c: Context<ConsoleEnv>): Promise<Response> => {
    const url = new URL(c.req.url);
    const headers: Record<string, string> = { Authorization: `Bearer ${adminToken}` };
    const type = c.req.header('content-type');
    if (type) headers['Content-Type'] = type;
    const body = ['GET', 'HEAD', 'DELETE'].includes(c.req.method) ? undefined : await c.req.text();
    const operator = c.get('operator').user_id;
    const env: ForwardEnv = operator > 0 ? { [FORWARDED_OPERATOR]: operator } : {};
    const path = url.pathname.replace('/api/console/', '/api/admin/') + url.search;
    const res = await admin.request(path, { method: c.req.method, headers, body }, env);
    return new Response(res.body, {
      status: res.status,
      headers: { 'Content-Type': res.headers.get('content-type') ?? 'application/json', 'Cache-Control': 'no-store' },
    });
  };
}
