// Lead quality and payouts from the console: operators' calls run the admin routes in process for
// the signed-in operator (server/http/forward.ts), so the audit log names them; a partner user
// sees its own partner's payouts only.
//   GET  /api/console/review, POST /api/console/leads/{lead_id}/review     the review queue (operators)
//   GET  /api/console/payouts?provider=&from=&to=                          operators: any partner;
//                                                                          partner users: their own (provider ignored)
//   POST /api/console/payouts/batches, GET /api/console/payouts/batches[/{batch_id}.csv]   operators
import { Hono } from 'hono';
import { anyObject } from '../../http/doc/shapes';
import { doc, sameAs } from '../../http/doc/describe';
import { forwardTo } from '../../http/forward';
import { operatorsOnly, type ConsoleEnv } from '../../http/console-session';
import type { Db } from '../../db';
import { dayRangeQuery, parseQuery, queryText } from '../../http/validate';
import { dayRange } from '../../partners/figures';
import { payoutReport } from '../../payouts/reports';
import { qualityAdminRoutes, type QualityRouteOptions } from './admin';

export function consoleQualityRoutes(options: QualityRouteOptions & { db: Db }): Hono<ConsoleEnv> {
  const forward = forwardTo(qualityAdminRoutes(options), options.adminToken);
  const app = new Hono<ConsoleEnv>();
  app.get(
    '/api/console/payouts',
    doc({
      summary: 'Payouts of a partner (a partner user: its own)',
      tag: 'Console: Payouts',
      auth: 'console',
      query: dayRangeQuery.extend({ provider: queryText(20).optional() }),
      answers: { 200: { description: 'As GET /api/partner/payouts.', json: anyObject } },
    }),
    async (c) => {
      const operator = c.get('operator');
      if (operator.role === 'operator' || operator.provider_id === null) return forward(c);
      // `provider` is the session's, never the query's
      const range = dayRange(parseQuery(c, dayRangeQuery.extend({ provider: queryText(20).optional() })));
      return c.json(await payoutReport(options.db, operator.provider_id, range));
    },
  );
  for (const path of ['/api/console/review', '/api/console/leads/:id/review', '/api/console/payouts/*']) app.use(path, operatorsOnly);
  app.get('/api/console/review', sameAs('GET /api/admin/review'), forward);
  app.post('/api/console/leads/:id/review', sameAs('POST /api/admin/leads/:id/review'), forward);
  app.post('/api/console/payouts/batches', sameAs('POST /api/admin/payouts/batches'), forward);
  app.get('/api/console/payouts/batches', sameAs('GET /api/admin/payouts/batches'), forward);
  app.get('/api/console/payouts/batches/:file', sameAs('GET /api/admin/payouts/batches/:file'), forward);
  return app;
}
