// A partner's postback tools in the console (console/screens/PartnerPostbacks.tsx), the same as the
// partner API's (partner-postbacks.ts) behind the console's session instead of the partner key:
//   POST /api/console/partner-postbacks/test                         → a signed test postback now
//   GET  /api/console/partner-postbacks?from=&to=&state=failed       → the delivery log
//   POST /api/console/partner-postbacks/{delivery_id}/replay          → 202, sent again now
// A partner user works on its own provider id; an operator names one with `?provider=`.
import { Hono, type Context } from 'hono';
import * as z from 'zod';
import type { ConsoleEnv } from '../../http/console-session';
import { ApiError } from '../../http/errors';
import { dayRangeQuery, INT4_MAX, parseQuery, queryOneOf, queryWhole, dayRange } from '../../http/validate';
import { doc, type OperationDoc } from '../../http/doc/describe';
import { deliveryLog, replayPostback, sendTestPostback } from '../postback-tools';
import { delivery, testAnswer, type PostbackToolDeps } from './partner-postbacks';

const providerQuery = z.object({ provider: queryWhole(1, INT4_MAX).optional() });
const logQuery = dayRangeQuery.extend({ state: queryOneOf(['failed']).optional(), provider: queryWhole(1, INT4_MAX).optional() });

/** The partner the call is about: a partner user's own, or the operator's `?provider=`. */
function providerOf(c: Context<ConsoleEnv>, provider: number | undefined): number {
  const operator = c.get('operator');
  if (operator.role === 'partner') return operator.provider_id!;
  if (provider === undefined)
    throw new ApiError('validation_failed', { provider: 'required' }, 'Name the partner: ?provider=<provider_id>.');
  return provider;
}

const tools = (summary: string, rest: Omit<OperationDoc, 'summary' | 'tag' | 'auth'>) =>
  doc({ summary, tag: 'Console: Postbacks', auth: 'console', ...rest });

export function consolePostbackRoutes({ db, sealKey, outbound, jobs }: PostbackToolDeps): Hono<ConsoleEnv> {
  const app = new Hono<ConsoleEnv>();
  app.post(
    '/api/console/partner-postbacks/test',
    tools('Send a signed test postback to the partner now', {
      query: providerQuery,
      answers: {
        200: { description: 'What was sent and the partner’s HTTP status, as POST /api/partner/postbacks/test.', json: testAnswer },
      },
      refusals: { 409: 'The partner has no postback_url.' },
    }),
    async (c) =>
      c.json(await sendTestPostback(db, sealKey, outbound, providerOf(c, parseQuery(c, providerQuery).provider), { reasons: true })),
  );
  app.get(
    '/api/console/partner-postbacks',
    tools("The partner's delivery log", {
      query: logQuery,
      answers: { 200: { description: 'As GET /api/partner/postbacks.', json: z.object({ deliveries: z.array(delivery) }) } },
    }),
    async (c) => {
      const query = parseQuery(c, logQuery);
      return c.json(await deliveryLog(db, providerOf(c, query.provider), dayRange(query), query.state === 'failed'));
    },
  );
  app.post(
    '/api/console/partner-postbacks/:delivery_id/replay',
    tools('Send one delivery again now', {
      params: { delivery_id: 'From the delivery log.' },
      query: providerQuery,
      answers: { 202: { description: 'Queued to be sent at once.', json: z.object({ replayed: z.literal(true) }) } },
      refusals: { 404: 'The partner has no such delivery.' },
    }),
    async (c) => {
      await replayPostback(db, jobs, providerOf(c, parseQuery(c, providerQuery).provider), c.req.param('delivery_id'));
      return c.json({ replayed: true }, 202);
    },
  );
  return app;
}
