// Data requests (PDPA) from the console, operators only: the admin data-subject calls
// (server/leads/routes/admin-subjects.ts) and the audit log viewer, run in process with the admin token for
// the signed-in operator (server/http/forward.ts), so the audit log records
// `console:<operator's e-mail>` and the rules stay in one place.
//   GET    /api/console/subjects?phone= | nic= | lead_id=    export
//   PATCH  /api/console/subjects/{lead_id}                   correct
//   POST   /api/console/subjects/{lead_id}/withdraw          withdraw consent
//   DELETE /api/console/subjects?phone= | nic= | lead_id=    erase
//   GET    /api/console/audit?limit=&offset=                 the audit log, newest first
//   /api/console/partners…, /api/console/vitals               the partner accounts (PATCH too) and page vitals calls
import { Hono } from 'hono';
import { sameAs } from '../../http/doc/describe';
import { forwardTo } from '../../http/forward';
import { operatorsOnly, type ConsoleEnv } from '../../http/console-session';
import type { Db } from '../../db';
import type { JobQueue } from '../../jobs';
import type { OutboundClient } from '../../outbound';
import { auditRoutes } from '../../audit/routes/admin';
import { partnerAdminRoutes } from '../../partners/routes/admin';
import { subjectRoutes } from './admin-subjects';
import { vitalsRoutes } from '../../events/routes/admin';

export function consoleSubjectRoutes(
  db: Db,
  jobs: JobQueue,
  adminToken: string,
  partnerKey: Buffer,
  outbound: OutboundClient,
  flushEvents: () => Promise<void>,
): Hono<ConsoleEnv> {
  const admin = new Hono();
  admin.route('/', subjectRoutes(db, jobs, adminToken, flushEvents));
  admin.route('/', auditRoutes(db, adminToken));
  admin.route('/', partnerAdminRoutes(db, adminToken, partnerKey, outbound));
  admin.route('/', vitalsRoutes(db, adminToken));
  const forward = forwardTo(admin, adminToken);
  const app = new Hono<ConsoleEnv>();
  for (const path of [
    '/api/console/subjects',
    '/api/console/subjects/*',
    '/api/console/audit',
    '/api/console/partners',
    '/api/console/partners/*',
    '/api/console/vitals',
  ]) {
    app.use(path, operatorsOnly);
  }
  app.get('/api/console/subjects', sameAs('GET /api/admin/subjects'), forward);
  app.delete('/api/console/subjects', sameAs('DELETE /api/admin/subjects'), forward);
  app.patch('/api/console/subjects/:lead_id', sameAs('PATCH /api/admin/subjects/:lead_id'), forward);
  app.post('/api/console/subjects/:lead_id/withdraw', sameAs('POST /api/admin/subjects/:lead_id/withdraw'), forward);
  app.get('/api/console/audit', sameAs('GET /api/admin/audit'), forward);
  // Partners (list, create, rotate the key or the postback secret, postback log) and page vitals.
  app.get('/api/console/partners', sameAs('GET /api/admin/partners'), forward);
  app.post('/api/console/partners', sameAs('POST /api/admin/partners'), forward);
  app.patch('/api/console/partners/:id', sameAs('PATCH /api/admin/partners/:id'), forward);
  app.get('/api/console/partners/:id/postbacks', sameAs('GET /api/admin/partners/:id/postbacks'), forward);
  app.post('/api/console/partners/:id/key', sameAs('POST /api/admin/partners/:id/key'), forward);
  app.post('/api/console/partners/:id/secret', sameAs('POST /api/admin/partners/:id/secret'), forward);
  app.get('/api/console/vitals', sameAs('GET /api/admin/vitals'), forward);
  return app;
}
