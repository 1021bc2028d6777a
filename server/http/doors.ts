// One handler, two doors (DESIGN "One lead, one truth", Shape): an operator's call is an admin call
// (the admin token, /api/admin/…) or the console's same call (an operator's session, /api/console/…).
// A domain's admin routes are built once per door; both run the same handler and domain functions.
// The console's door acts as the signed-in operator: the audit log names them from the session
// (server/audit/index.ts `actorOf`); no request is forwarded with the admin token.
//   export function auditRoutes(db: Db, door: Door): Hono { … app.get(door.path('/audit'), …) }
//   app.route('/', auditRoutes(db, adminDoor(adminToken)));   app.route('/', auditRoutes(db, CONSOLE_DOOR));
import type { Hono, MiddlewareHandler } from 'hono';
import { describe, doc, type Documented, type OperationDoc } from './doc/describe';
import { operatorsOnly } from './console-session';
import { adminOnly } from './guards';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Door {
  /** Which door: `admin` (the admin token) or `console` (an operator's session). */
  name: 'admin' | 'console';
  /** The route's path behind this door: `/subjects` → `/api/admin/subjects` or `/api/console/subjects`. */
  path<R extends string>(route: R): `/api/${Door['name']}${R}`;
  /** Only callers of this door pass: the admin token, or an operator (not a partner user). */
  guard: MiddlewareHandler;
  /** The route's description as this door shows it (the console's: the admin call, for a session). */
  doc(operation: OperationDoc): Documented;
}

const shownAt = (name: Door['name'], operation: OperationDoc): OperationDoc =>
  name === 'admin' ? operation : { ...operation, auth: 'console', tag: `Console: ${operation.tag}` };

function door(name: Door['name'], guard: MiddlewareHandler): Door {
  const prefix = `/api/${name}`;
  return {
    name,
    path: <R extends string>(route: R) => `${prefix}${route}` as `/api/${Door['name']}${R}`,
    guard,
    doc: (operation) => doc(shownAt(name, operation)),
  };
}

export const adminDoor = (adminToken: string): Door => door('admin', adminOnly(adminToken));

/** Behind the console's session (set for every /api/console/… call), operators only. */
export const CONSOLE_DOOR: Door = door('console', operatorsOnly as MiddlewareHandler);

/** Guards `routes` (and what lies under each, with `/*`) of `app` for the door's callers only. */
export function guardRoutes(app: Hono, d: Door, ...routes: string[]): void {
  for (const route of routes) app.use(d.path(route), d.guard);
}

/** `describe` (server/http/doc/describe.ts) through a door. */
export function describeAt(app: Hono, d: Door, method: Method, route: string, operation: OperationDoc): void {
  describe(app, method, d.path(route), shownAt(d.name, operation));
}
