// Partner accounts and the operator's partner figures, admin only:
//   POST /api/admin/partners {"provider_id", "name", "postback_url"?, "allowed_origins"?, "payout"?, "bank_account"?}
//        → 201 {…account, "api_key", "postback_secret"} (both shown once)
//   PATCH /api/admin/partners/{provider_id} {"name"?, "postback_url"?, "postback_method"?, "payout"?, "bank_account"?}
//        → the account; every change in the audit log (field names only)
//   POST /api/admin/partners/{provider_id}/key     → {"provider_id", "api_key"}: the old key stops at once
//   POST /api/admin/partners/{provider_id}/secret  → {"provider_id", "postback_secret"}
//   GET  /api/admin/partners                       → accounts without secrets
//   GET  /api/admin/partners/{provider_id}/postbacks → its latest 100 postbacks, each with its attempts
//   GET  /api/admin/partners/stats?from=&to=       → each partner's figures, what other origins sent
//        under its id (`flagged`), and provider ids with no account as "unknown partner"
import { Hono } from 'hono';
import type { Db } from '../db';
import { limitBody, readJsonObject, requireContentType } from '../http/body';
import { ApiError } from '../http/errors';
import type { OutboundClient } from '../outbound';
import { dayRangeQuery, parseQuery } from '../http/validate';
import { createPartner, listPartners, rotateKey, rotateSecret, updatePartner } from '../partners/accounts';
import { actorOf } from '../audit';
import { recordConsoleAudit } from '../console/audit';
import { dayRange, operatorFigures } from '../partners/figures';
import { adminOnly } from './lenders';

function providerParam(text: string): number {
  const id = Number(text);
  if (!/^\d{1,10}$/.test(text) || !Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647)
    throw new ApiError('not_found', {}, 'No partner has this provider_id.');
  return id;
}

export function partnerAdminRoutes(db: Db, adminToken: string, sealKey: Buffer, outbound: OutboundClient): Hono {
  const app = new Hono();
  app.use('/api/admin/partners', adminOnly(adminToken));
  app.use('/api/admin/partners/*', adminOnly(adminToken));
  app.post('/api/admin/partners', requireContentType('application/json'), limitBody(16 * 1024), async (c) =>
    c.json(await createPartner(db, sealKey, outbound, await readJsonObject(c)), 201),
  );
  app.get('/api/admin/partners', async (c) => c.json(await listPartners(db)));
  app.patch('/api/admin/partners/:id', requireContentType('application/json'), limitBody(16 * 1024), async (c) => {
    const providerId = providerParam(c.req.param('id'));
    const { account, fields } = await updatePartner(db, outbound, providerId, await readJsonObject(c));
    await recordConsoleAudit(db, await actorOf(c, db), 'partner.update', { provider_id: providerId, fields });
    return c.json(account);
  });
  app.get('/api/admin/partners/stats', async (c) => c.json(await operatorFigures(db, dayRange(parseQuery(c, dayRangeQuery)))));
  app.get('/api/admin/partners/:id/postbacks', async (c) => {
    const providerId = providerParam(c.req.param('id'));
    const rows = await db.query(
      `select p.postback_id, p.lead_id, p.state, p.attempts, p.created_at, p.done_at,
              coalesce((select json_agg(json_build_object('attempted_at', a.attempted_at, 'outcome', a.outcome,
                        'response_code', a.response_code, 'response_head', a.response_head) order by a.id)
                        from postback_attempts a where a.postback_id = p.postback_id), '[]') as tries
       from postbacks p where p.provider_id = $1 order by p.created_at desc, p.postback_id limit 100`,
      [providerId],
    );
    return c.json(rows);
  });
  app.post('/api/admin/partners/:id/key', async (c) => c.json(await rotateKey(db, providerParam(c.req.param('id')))));
  app.post('/api/admin/partners/:id/secret', async (c) => c.json(await rotateSecret(db, sealKey, providerParam(c.req.param('id')))));
  return app;
}
