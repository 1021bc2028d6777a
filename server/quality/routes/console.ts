// Lead quality and payouts from the console: operators make the admin calls through the console's
// door (server/http/doors.ts), so the audit log names them; a partner user sees its own partner's
// payouts only.
//   GET  /api/console/review, POST /api/console/leads/{lead_id}/review     the review queue (operators)
//   GET  /api/console/payouts?provider=&from=&to=                          operators: any partner;
//                                                                          partner users: their own (provider ignored)
//   POST /api/console/payouts/batches, GET /api/console/payouts/batches[/{batch_id}.csv]   operators
import { Hono } from 'hono';
import { anyObject } from '../../http/doc/shapes';
import { doc } from '../../http/doc/describe';
import type { ConsoleEnv } from '../../http/console-session';
import { CONSOLE_DOOR } from '../../http/doors';
import { dayRangeQuery, parseQuery, queryText, dayRange } from '../../http/validate';
import { payoutReport } from '../../payouts/reports';
import { payoutsQuery, qualityAdminRoutes, type QualityRouteOptions } from './admin';

export function consoleQualityRoutes(options: QualityRouteOptions): Hono<ConsoleEnv> {
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
      if (operator.role === 'operator' || operator.provider_id === null) {
        const query = parseQuery(c, payoutsQuery); // an operator names the partner
        return c.json(await payoutReport(options.db, query.provider, dayRange(query)));
      }
      // `provider` is the session's, never the query's
      const range = dayRange(parseQuery(c, dayRangeQuery.extend({ provider: queryText(20).optional() })));
      return c.json(await payoutReport(options.db, operator.provider_id, range));
    },
  );
  app.route('/', qualityAdminRoutes(options, CONSOLE_DOOR) as unknown as Hono<ConsoleEnv>);
  return app;
}
