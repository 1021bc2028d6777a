// Lender accounts from the console (operators only; a change carries the session's CSRF token like
// every change, and is in the audit log with the operator and the changed fields' names). The
// rules are the admin API's (server/lenders/accounts.ts, checked with common/lenders.ts; a
// delivery URL through the outbound client's rules), the answers the same shapes:
//   GET   /api/console/lenders                      every lender with today's deliveries against its cap, returns
//   POST  /api/console/lenders                      {"name", "delivery_url"?, "rules"?} → 201 with api_key and delivery_secret (shown once)
//   PATCH /api/console/lenders/{lender_id}          {"name"?, "delivery_url"?, "rules"?, "active"?} → the lender
//   POST  /api/console/lenders/{lender_id}/key      → {"lender_id", "api_key"} (shown once); the old key stops at once
//   GET   /api/console/lenders/{lender_id}/deliveries?day=   one Colombo day's (default today) deliveries and returns
//   GET   /api/console/lenders.csv?q=&sort=&dir=    the list as its table shows it, streamed
//   GET   /api/console/lenders/{lender_id}/quotes   its quote log, paged, and the accuracy of its pre-approvals (server/quotes/console.ts)
import { Hono } from 'hono';
import * as z from 'zod';
import { LENDER_COLUMNS, lenderRow, type LenderRecord } from '../../../common/console-lists';
import { recordConsoleAudit } from '../../audit/console';
import { listed, streamCsv } from '../../http/csv-export';
import { operatorsOnly, type ConsoleEnv } from '../../http/console-session';
import type { Row } from '../../db';
import { describe, sameAs } from '../../http/doc/describe';
import { rowList } from '../../http/doc/shapes';
import { limitBody, readJsonObject, requireContentType } from '../../http/body';
import { storableText } from '../../http/storable';
import { parseQuery, queryDay, queryOneOf, queryText } from '../../http/validate';
import { createLender, getLender, listLenders, patchLender, rotateLenderKey, type AccountContext } from '../accounts';
import { lenderList } from './admin';
import { lenderDay, withFigures } from '../figures';
import { colomboDay } from '../rules';

const csvQuery = z.object({
  q: queryText(200).optional(),
  sort: queryOneOf(LENDER_COLUMNS).optional(),
  dir: queryOneOf(['asc', 'desc']).default('asc'),
});
const dayQuery = z.object({ day: queryDay.optional() });

export function consoleLenderRoutes(ctx: AccountContext): Hono<ConsoleEnv> {
  const { db } = ctx;
  const app = new Hono<ConsoleEnv>();
  for (const path of ['/api/console/lenders', '/api/console/lenders/*', '/api/console/lenders.csv']) app.use(path, operatorsOnly);
  const json = [requireContentType('application/json'), limitBody(16 * 1024)] as const;
  const idOf = (raw: string | undefined) => storableText(raw ?? '');
  const all = async () => {
    const now = ctx.now();
    return Promise.all((await listLenders(db)).map((lender) => withFigures(db, lender, now)));
  };

  app.get('/api/console/lenders', sameAs('GET /api/admin/lenders'), async (c) => c.json(await lenderList(ctx, c)));

  describe(app, 'GET', '/api/console/lenders.csv', {
    summary: 'The lenders list as CSV, filtered and sorted as on its screen',
    tag: 'Console',
    auth: 'console',
    query: csvQuery,
    answers: { 200: { description: 'Streamed CSV.', csv: true } },
  });
  app.get('/api/console/lenders.csv', async (c) => {
    const query = parseQuery(c, csvQuery);
    const rows = (await all()).map((l) => lenderRow(l as LenderRecord) as Row);
    return streamCsv(c, 'naya-lenders.csv', LENDER_COLUMNS, listed(rows, LENDER_COLUMNS, query));
  });

  app.post('/api/console/lenders', sameAs('POST /api/admin/lenders'), ...json, async (c) => {
    const body = await readJsonObject(c);
    const made = await createLender(ctx, body);
    await recordConsoleAudit(db, c.get('operator').actor, 'console.lender.create', {
      lender_id: made.lender_id,
      fields: Object.keys(body).sort(),
    });
    return c.json(made, 201);
  });

  app.patch('/api/console/lenders/:id', sameAs('PATCH /api/admin/lenders/:id'), ...json, async (c) => {
    const body = await readJsonObject(c);
    const lender = await patchLender(ctx, idOf(c.req.param('id')), body);
    await recordConsoleAudit(db, c.get('operator').actor, 'console.lender.edit', {
      lender_id: lender.lender_id,
      fields: Object.keys(body).sort(),
    });
    return c.json(await withFigures(db, lender, ctx.now()));
  });

  app.post('/api/console/lenders/:id/key', sameAs('POST /api/admin/lenders/:id/key'), async (c) => {
    const key = await rotateLenderKey(db, idOf(c.req.param('id')));
    await recordConsoleAudit(db, c.get('operator').actor, 'console.lender.key', { lender_id: key.lender_id });
    return c.json(key);
  });

  describe(app, 'GET', '/api/console/lenders/:id/deliveries', {
    summary: "One Colombo day's deliveries and returns of a lender, without personal data",
    tag: 'Console',
    auth: 'console',
    params: { id: 'The lender_id.' },
    query: dayQuery,
    answers: {
      200: {
        description: 'The day (default today), newest first, at most 1000 of each.',
        json: z.looseObject({ lender_id: z.string(), day: z.string(), deliveries: rowList, returns: rowList }),
      },
    },
    refusals: { 404: 'No lender has this lender_id.' },
  });
  app.get('/api/console/lenders/:id/deliveries', async (c) => {
    const { day } = parseQuery(c, dayQuery);
    const lender = await getLender(db, idOf(c.req.param('id')));
    return c.json({ lender_id: lender.lender_id, ...(await lenderDay(db, lender.lender_id, day ?? colomboDay(ctx.now()))) });
  });
  return app;
}
