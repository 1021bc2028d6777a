// Campaign pushes, admin only:
//   POST /api/admin/campaigns  {"content": {"si": {"title", "body", "url"}, "en": {…}},
//                               "audience": {"provider", "district", "from", "to"}}
//        → 201 {"campaign_id", "planned"}: one delivery per token of opted-in leads
//   GET  /api/admin/campaigns/{id} → {"planned", "pending", "sent", "failed", "unregistered", "clicked", …}
// Without FCM settings push is off: 404 not_found (nothing would ever be sent).
import { Hono, type MiddlewareHandler } from 'hono';
import { isAdmin } from '../admin-token';
import type { Db } from '../db';
import { limitBody, readJsonObject, requireContentType } from '../http/body';
import { ApiError, apiError } from '../http/errors';
import type { JobQueue } from '../jobs';
import { campaignErrors, campaignReport, campaignSchema, createCampaign } from '../push/campaigns';

const CAMPAIGN_MAX_BYTES = 32 * 1024;

export function campaignRoutes(options: { db: Db; jobs: JobQueue; adminToken: string; pushOn: boolean }): Hono {
  const app = new Hono();
  const guard: MiddlewareHandler = async (c, next) => {
    if (!isAdmin(c.req.header('authorization'), options.adminToken)) {
      c.header('WWW-Authenticate', 'Bearer');
      return apiError(c, 'unauthorized');
    }
    if (!options.pushOn) return apiError(c, 'not_found', {}, 'Push messages are off on this server (FCM_SERVICE_ACCOUNT is not set).');
    c.header('Cache-Control', 'no-store');
    await next();
  };
  app.use('/api/admin/campaigns', guard);
  app.use('/api/admin/campaigns/*', guard);
  app.post('/api/admin/campaigns', requireContentType('application/json'), limitBody(CAMPAIGN_MAX_BYTES), async (c) => {
    const parsed = campaignSchema.safeParse(await readJsonObject(c));
    if (!parsed.success) throw new ApiError('validation_failed', campaignErrors(parsed.error));
    return c.json(await createCampaign(options.db, options.jobs, parsed.data), 201);
  });
  app.get('/api/admin/campaigns/:id', async (c) => {
    const report = await campaignReport(options.db, c.req.param('id'));
    return report ? c.json(report) : apiError(c, 'not_found', {}, 'No campaign has this id.');
  });
  return app;
}
