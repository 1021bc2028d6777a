// CORS (DESIGN.md): partner pages on any origin send events, webhooks and tokens and read the
// feed — none of them carries credentials, so `*` is safe. Leads are JSON (always preflighted
// cross-origin) and go only to origins on ALLOWED_ORIGINS when that list is set.
import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

export const openCors = (): MiddlewareHandler =>
  cors({ origin: '*', allowMethods: ['GET', 'POST', 'OPTIONS'], allowHeaders: ['Content-Type'], maxAge: 86400 });

/** @param allowed the allow-list, or undefined for "any origin" */
export const listedCors = (allowed: string[] | undefined): MiddlewareHandler =>
  cors({
    origin: (origin) => (!allowed || allowed.includes('*') || allowed.includes(origin) ? origin : null),
    allowMethods: ['POST', 'OPTIONS'],
    allowHeaders: ['Content-Type'],
    maxAge: 86400,
  });
