// Campaign pushes, admin only, and the console's operators at /api/console/campaigns… (the same
// handlers through the console's door, server/http/doors.ts):
//   POST /api/admin/campaigns  {"content": {"si": {"title", "body", "url"}, "en": {…}},
//                               "audience": {"provider", "district", "from", "to"}}
//        → 201 {"campaign_id", "planned"}: one delivery per token of opted-in leads; audited
//          (`campaign.send`, the operator named by server/audit/index.ts `actorOf`)
//   POST /api/admin/campaigns/check  (the same body) → 200 {"subscribers", "people"}: checked as a
//        send would be, nothing stored; what a confirmation names before the send
//   GET  /api/admin/campaigns/audience?provider=&district=&from=&to= → {"subscribers", "people"}
//   GET  /api/admin/campaigns → the newest 50 with their reports
//   GET  /api/admin/campaigns/{id} → {"planned", "pending", "sent", "failed", "unregistered", "clicked", …}
// Without FCM settings push is off: 404 feature_off (nothing would ever be sent).
import { Hono, type MiddlewareHandler } from 'hono';
import { anyObject, rowList } from '../../http/doc/shapes';
import * as z from 'zod';
import { describeAt, type Door } from '../../http/doors';
import { actorOf } from '../../audit/index';
import { recordConsoleAudit } from '../../audit/console';
import type { Db } from '../../db';
import { limitBody, readJsonObject, requireContentType } from '../../http/body';
import { ApiError, apiError } from '../../http/errors';
import { parseQuery } from '../../http/validate';
import type { JobQueue } from '../../jobs';
import { audienceSize, campaignErrors, campaignReport, campaignSchema, createCampaign, listCampaigns } from '../campaigns';
import { CAMPAIGN_EXAMPLE } from '../../http/doc/examples';

const CAMPAIGN_MAX_BYTES = 32 * 1024;

/** The audience filters of a query string, checked by the campaign schema (fields `audience.*`). */
const audienceQuery = z.preprocess((input) => {
  const query = input as Record<string, string>;
  return /^\d{1,16}$/.test(query.provider ?? '') ? { ...query, provider: Number(query.provider) } : query;
}, campaignSchema.shape.audience);
const audienceFields = (error: z.ZodError) => campaignErrors(error, 'audience');

export function campaignRoutes(options: { db: Db; jobs: JobQueue; door: Door; pushOn: boolean }): Hono {
  const { door } = options;
  const app = new Hono();
  const pushOn: MiddlewareHandler = async (c, next) => {
    if (!options.pushOn) return apiError(c, 'feature_off', {}, 'Push messages are off on this server (FCM_SERVICE_ACCOUNT is not set).');
    await next();
  };
  const guard = [door.guard, pushOn] as const;
  const push = { tag: 'Push campaigns', auth: 'admin', feature: 'push messages (FCM_SERVICE_ACCOUNT)' } as const;
  describeAt(app, door, 'POST', '/campaigns', {
    ...push,
    summary: 'Send (or schedule) a push campaign to an audience',
    body: { json: campaignSchema, example: CAMPAIGN_EXAMPLE },
    answers: { 201: { description: 'The campaign as stored.', json: anyObject } },
  });
  describeAt(app, door, 'POST', '/campaigns/check', {
    ...push,
    summary: "A campaign's audience size, without sending",
    body: { json: campaignSchema, example: CAMPAIGN_EXAMPLE },
    answers: { 200: { description: 'How many tokens it would reach.', json: anyObject } },
  });
  describeAt(app, door, 'GET', '/campaigns/audience', {
    ...push,
    summary: 'The audience size of filters given in the query',
    query: campaignSchema.shape.audience,
    answers: { 200: { description: 'How many tokens they reach.', json: anyObject } },
  });
  describeAt(app, door, 'GET', '/campaigns', {
    ...push,
    summary: 'The campaigns, newest first',
    answers: { 200: { description: 'The campaigns.', json: rowList } },
  });
  describeAt(app, door, 'GET', '/campaigns/:id', {
    ...push,
    summary: "A campaign's report: deliveries by state",
    params: { id: 'The campaign id.' },
    answers: { 200: { description: 'The report.', json: anyObject } },
    refusals: { 404: 'No campaign has this id, or push is off (`feature_off`).' },
  });
  app.use(door.path('/campaigns'), ...guard);
  app.use(door.path('/campaigns/*'), ...guard);
  const parse = async (body: Record<string, unknown>) => {
    const parsed = campaignSchema.safeParse(body);
    if (!parsed.success) throw new ApiError('validation_failed', campaignErrors(parsed.error));
    return parsed.data;
  };
  app.post(door.path('/campaigns'), requireContentType('application/json'), limitBody(CAMPAIGN_MAX_BYTES), async (c) => {
    const input = await parse(await readJsonObject(c));
    const actor = actorOf(c);
    const created = await createCampaign(options.db, options.jobs, input, (tx, made) =>
      recordConsoleAudit(tx, actor, 'campaign.send', {
        campaign_id: made.campaign_id,
        planned: made.planned,
        languages: Object.keys(input.content),
        filters: Object.keys(input.audience),
      }),
    );
    return c.json(created, 201);
  });
  app.post(door.path('/campaigns/check'), requireContentType('application/json'), limitBody(CAMPAIGN_MAX_BYTES), async (c) => {
    const input = await parse(await readJsonObject(c));
    return c.json(await audienceSize(options.db, input.audience));
  });
  app.get(door.path('/campaigns/audience'), async (c) =>
    c.json(await audienceSize(options.db, parseQuery(c, audienceQuery, audienceFields))),
  );
  app.get(door.path('/campaigns'), async (c) => c.json(await listCampaigns(options.db)));
  app.get(door.path('/campaigns/:id'), async (c) => {
    const report = await campaignReport(options.db, c.req.param('id'));
    return report ? c.json(report) : apiError(c, 'not_found', {}, 'No campaign has this id.');
  });
  return app;
}
