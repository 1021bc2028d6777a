// What a route declares about itself for the OpenAPI document (docs/partners-api.md): a marker
// middleware put before the handler, `app.get(path, doc({...}), handler)`, holding the zod schemas
// the route validates with and those of its answers. The document (document.ts) is read from the
// app's own route table, so a route and its description cannot part.
import type { MiddlewareHandler } from 'hono';
import type * as z from 'zod';

/** Who may call: a bearer key of each kind, the console's session (or the admin token), the
 * borrower's `my_session` cookie, the SMS gateway's secret, or anyone.
 * `lender_optional`: anyone, and a lender's key changes more (POST /webhook). */
export type Auth = 'none' | 'admin' | 'partner' | 'lender' | 'lender_optional' | 'console' | 'my' | 'sms_gateway';

export interface AnswerDoc {
  description: string;
  /** The JSON body (output side of the schema). */
  json?: z.core.$ZodType;
  /** Also answers text/csv (with `Accept: text/csv`): the same rows as CSV. */
  csv?: boolean;
  example?: unknown;
  headers?: Record<string, string>;
}

export interface OperationDoc {
  summary: string;
  description?: string;
  tag: string;
  auth: Auth;
  /** Path parameters (strings); any not named here is documented as a plain string. */
  params?: Record<string, string>;
  /** Path parameters that take only these values (the document's `enum`). */
  paramValues?: Record<string, readonly string[]>;
  query?: z.core.$ZodType;
  /** A JSON body, or form fields (multipart or urlencoded); the input side of the schema; or a JSON
   * body's JSON Schema itself (`schema`, the lead: server/http/doc/lead.ts). */
  body?: { json?: z.core.$ZodType; form?: z.core.$ZodType; schema?: Record<string, unknown>; example?: unknown; types?: string[] };
  /** Successful answers by status. */
  answers: Record<number, AnswerDoc>;
  /** Refusals the route makes itself, by status, beyond those its auth, query and body imply. */
  refusals?: Partial<Record<RefusalStatus, string>>;
  /** The route answers 404 `feature_off` when this feature is off. */
  feature?: string;
}

export type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503;

export const DOC = Symbol('openapi');

/** A console call that does what an admin call does (the lenders' and Poya days' console calls):
 * documented as that call (`sameAs`, e.g. 'GET /api/admin/lenders'), with the console's session
 * and CSRF token. (Calls built once per door, server/http/doors.ts, describe themselves.) */
export interface ForwardDoc {
  sameAs: string;
}

export type Documented = MiddlewareHandler & { [DOC]: OperationDoc | ForwardDoc };

/** The marker: a middleware that does nothing but carry the route's description. */
export function doc(operation: OperationDoc | ForwardDoc): Documented {
  const marker: MiddlewareHandler = (_c, next) => next();
  return Object.assign(marker, { [DOC]: operation });
}

/** The marker of a console call that forwards to an admin call: `app.get(path, sameAs('GET /api/admin/…'), forward)`. */
export const sameAs = (adminCall: string) => doc({ sameAs: adminCall });

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Registers a route's description apart from its handler (a marker route that only calls next),
 * for routes whose handler is registered in a loop or a shared helper. */
export function describe(
  app: { on: (method: Method, path: string, handler: MiddlewareHandler) => unknown },
  method: Method,
  path: string,
  operation: OperationDoc | ForwardDoc,
): void {
  app.on(method, path, doc(operation));
}
