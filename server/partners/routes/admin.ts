// Partner accounts and the operator's partner figures, admin only:
//   POST  /api/admin/partners {"provider_id", "name", "postback_url"?, "postback_method"?, "allowed_origins"?, "payout"?, "bank_account"?}
//         → 201 {…account, "api_key", "postback_secret"} (both shown once)
//   PATCH /api/admin/partners/{provider_id} {"name"?, "postback_url"?, "postback_method"?, "allowed_origins"?, "payout"?, "bank_account"?}
//         → the account; every change in the audit log (field names only)
//   POST  /api/admin/partners/{provider_id}/key     → {"provider_id", "api_key"}: the old key stops at once
//   POST  /api/admin/partners/{provider_id}/secret  → {"provider_id", "postback_secret"}
//   GET   /api/admin/partners                       → accounts without secrets
//   GET   /api/admin/partners/{provider_id}/postbacks → its latest 100 postbacks (with their event), each with its attempts
//   GET   /api/admin/partners/stats?from=&to=       → each partner's figures, what other origins sent
//         under its id (`flagged`), and provider ids with no account as "unknown partner"
import { Hono } from 'hono';
import * as z from 'zod';
import type { Db } from '../../db';
import { limitBody, readJsonObject, requireContentType } from '../../http/body';
import { ApiError } from '../../http/errors';
import type { OutboundClient } from '../../outbound';
import { dayRangeQuery, pageQuery, parseQuery, wantsPage, dayRange } from '../../http/validate';
import { actorOf } from '../../audit/index';
import { payoutSchema } from '../../../common/partner-payout';
import { recordConsoleAudit } from '../../audit/console';
import type { OperationDoc } from '../../http/doc/describe';
import { anyObject, rowList } from '../../http/doc/shapes';
import {
  createPartner,
  listPartners,
  partnerChanges,
  partnerPage,
  partnerSchema,
  rotateKey,
  rotateSecret,
  updatePartner,
} from '../accounts';
import { operatorFigures } from '../figures';
import { guardRoutes, type Door } from '../../http/doors';

function providerParam(text: string): number {
  const id = Number(text);
  if (!/^\d{1,10}$/.test(text) || !Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647)
    throw new ApiError('not_found', {}, 'No partner has this provider_id.');
  return id;
}

const account = z.object({
  provider_id: z.number().int(),
  name: z.string(),
  postback_url: z.string().nullable(),
  postback_method: z.enum(['POST', 'GET']),
  payout: z.nullable(payoutSchema),
  bank_account: z.string().nullable(),
  allowed_origins: z.array(z.string()),
  created_at: z.string(),
  key_rotated_at: z.string().nullable(),
});

const onePartner = { params: { id: 'The provider_id.' }, refusals: { 404: 'No partner has this provider_id.' } as const };

/** The partner accounts, for the admin token or (the figures aside) the console's operators. */
export function partnerAdminRoutes(db: Db, door: Door, sealKey: Buffer, outbound: OutboundClient): Hono {
  const app = new Hono();
  guardRoutes(app, door, '/partners', '/partners/*');
  const admin = (summary: string, rest: Omit<OperationDoc, 'summary' | 'tag' | 'auth'>) =>
    door.doc({ summary, tag: 'Partner accounts', auth: 'admin', ...rest });
  const json = [requireContentType('application/json'), limitBody(16 * 1024)] as const;
  app.post(
    door.path('/partners'),
    admin('Make a partner account', {
      body: {
        json: partnerSchema,
        example: {
          provider_id: 7,
          name: 'Example Media',
          postback_url: 'https://partner.example/postback?lead={lead_id}&s1={sub1}',
          postback_method: 'GET',
        },
      },
      answers: {
        201: {
          description: 'The account, with its api_key and postback_secret: shown this once.',
          json: account.extend({ api_key: z.string(), postback_secret: z.string() }),
        },
      },
    }),
    ...json,
    async (c) => c.json(await createPartner(db, sealKey, outbound, await readJsonObject(c)), 201),
  );
  app.get(
    door.path('/partners'),
    admin('Every partner account, without secrets', {
      description: 'By provider_id. With `limit` or `after`, one page of them (docs/scaling.md).',
      query: pageQuery,
      answers: {
        200: {
          description:
            'The accounts; with `limit` or `after`, one page of `limit` (100 by default) and the cursor of the next (`null`: the last page).',
          json: z.union([z.array(account), z.object({ items: z.array(account), next: z.string().nullable() })]),
        },
      },
    }),
    async (c) => {
      const { limit, after } = parseQuery(c, pageQuery);
      if (!wantsPage(c)) return c.json(await listPartners(db));
      return c.json(await partnerPage(db, { limit: limit ?? 100, after: after || undefined }));
    },
  );
  // every partner's figures: an admin call (the console reads its figures through its own calls)
  if (door.name === 'admin')
    app.get(
      door.path('/partners/stats'),
      admin("Each partner's figures", {
        query: dayRangeQuery,
        answers: { 200: { description: 'Figures per partner, `flagged` and the unknown partner.', json: anyObject } },
      }),
      async (c) => c.json(await operatorFigures(db, dayRange(parseQuery(c, dayRangeQuery)))),
    );
  app.patch(
    door.path('/partners/:id'),
    admin("Change a partner's name, postback, origin or payout settings", {
      ...onePartner,
      description: 'The fields given change, the rest stay; each change is in the audit log (field names only).',
      body: {
        json: partnerChanges.partial(),
        example: { postback_url: 'https://partner.example/pb?lead={lead_id}&s1={sub1}&payout={payout}', postback_method: 'GET' },
      },
      answers: { 200: { description: 'The account as changed.', json: account } },
    }),
    ...json,
    async (c) => {
      const providerId = providerParam(c.req.param('id'));
      const { account: changed, fields } = await updatePartner(db, outbound, providerId, await readJsonObject(c));
      await recordConsoleAudit(db, actorOf(c), 'partner.update', { provider_id: providerId, fields });
      return c.json(changed);
    },
  );
  app.get(
    door.path('/partners/:id/postbacks'),
    admin("A partner's latest 100 postbacks, each with its attempts", {
      ...onePartner,
      answers: { 200: { description: 'Newest first.', json: rowList } },
    }),
    async (c) => {
      const providerId = providerParam(c.req.param('id'));
      const rows = await db.query(
        `select p.postback_id, p.body::jsonb->>'event' as event, p.lead_id, p.state, p.attempts, p.created_at, p.done_at,
                coalesce((select json_agg(json_build_object('attempted_at', a.attempted_at, 'outcome', a.outcome,
                          'response_code', a.response_code, 'response_head', a.response_head) order by a.id)
                          from postback_attempts a where a.postback_id = p.postback_id), '[]') as tries
         from postbacks p where p.provider_id = $1 order by p.created_at desc, p.postback_id limit 100`,
        [providerId],
      );
      return c.json(rows);
    },
  );
  app.post(
    door.path('/partners/:id/key'),
    admin('A new api_key; the old one stops at once', {
      ...onePartner,
      answers: { 200: { description: 'Shown once.', json: z.object({ provider_id: z.number().int(), api_key: z.string() }) } },
    }),
    async (c) => {
      const rotated = await rotateKey(db, providerParam(c.req.param('id')));
      await recordConsoleAudit(db, actorOf(c), 'partner.key', { provider_id: rotated.provider_id });
      return c.json(rotated);
    },
  );
  app.post(
    door.path('/partners/:id/secret'),
    admin('A new postback_secret; the old one stops signing at once', {
      ...onePartner,
      description: 'Every postback sent from now on (retries and replays of older ones too) is signed with the new secret only.',
      answers: { 200: { description: 'Shown once.', json: z.object({ provider_id: z.number().int(), postback_secret: z.string() }) } },
    }),
    async (c) => {
      const rotated = await rotateSecret(db, sealKey, providerParam(c.req.param('id')));
      await recordConsoleAudit(db, actorOf(c), 'partner.secret', { provider_id: rotated.provider_id });
      return c.json(rotated);
    },
  );
  return app;
}
