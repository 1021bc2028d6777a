// CORS (docs/api.md): partner pages on any origin send events, webhooks and tokens and read the
// feed — none of them carries credentials, so `*` is safe. Leads are JSON (always preflighted
// cross-origin) and go only to origins on ALLOWED_ORIGINS when that list is set.
import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

/** `*` for every answer and the preflight. Written with c.header() (hono/cors edits the finished
 * response instead, which costs the event endpoint about a tenth of its throughput). */
export const openCors = (): MiddlewareHandler => async (c, next) => {
  c.header('Access-Control-Allow-Origin', '*');
  // a partner page's loader reads a 429's wait (loader/events.ts)
  c.header('Access-Control-Expose-Headers', 'Retry-After');
  if (c.req.method === 'OPTIONS') {
    c.header('Access-Control-Allow-Methods', 'GET,POST,OPTIONS');
    c.header('Access-Control-Allow-Headers', 'Content-Type');
    c.header('Access-Control-Max-Age', '86400');
    return c.body(null, 204);
  }
  await next();
};

/** @param allowed the allow-list, or undefined for "any origin" */
export const listedCors = (allowed: string[] | undefined): MiddlewareHandler =>
  cors({
    origin: (origin) => (!allowed || allowed.includes('*') || allowed.includes(origin) ? origin : null),
    allowMethods: ['POST', 'OPTIONS'],
    allowHeaders: ['Content-Type'],
    exposeHeaders: ['Retry-After'],
    maxAge: 86400,
  });
