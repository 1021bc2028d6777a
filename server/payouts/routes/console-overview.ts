// GET /api/console/payouts/overview?from=&to= (operators): every partner's payout entries made in
// the days, totalled by state, with its payout model and bank account (server/payouts/overview.ts).
// The Payouts screen opens on it; no personal data.
import { Hono } from 'hono';
import * as z from 'zod';
import { operatorsOnly, type ConsoleEnv } from '../../http/console-session';
import type { Db } from '../../db';
import { dayRangeQuery, parseQuery, dayRange } from '../../http/validate';
import { doc } from '../../http/doc/describe';
import { anyObject } from '../../http/doc/shapes';
import { payoutOverview } from '../overview';

export function consolePayoutOverviewRoutes(db: Db): Hono<ConsoleEnv> {
  const app = new Hono<ConsoleEnv>();
  app.get(
    '/api/console/payouts/overview',
    doc({
      summary: "Every partner's payouts in the days, totalled by state (operators)",
      tag: 'Console: Payouts',
      auth: 'console',
      query: dayRangeQuery,
      answers: {
        200: {
          description:
            'Each partner account (by provider_id): `payout`, `bank_account`, and `totals` by state `{entries, amount}` (whole LKR).',
          json: z.object({ from: z.string(), to: z.string(), partners: z.array(anyObject) }),
        },
      },
      refusals: { 403: 'A partner user (its own payouts are GET /api/console/payouts).' },
    }),
    operatorsOnly,
    async (c) => c.json(await payoutOverview(db, dayRange(parseQuery(c, dayRangeQuery)))),
  );
  return app;
}
