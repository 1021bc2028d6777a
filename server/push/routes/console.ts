// Campaigns from the console, operators only: the admin campaign calls (server/push/routes/admin.ts)
// run in process with the admin token for the signed-in operator (server/http/forward.ts), so a
// send is audited as `console:<operator's e-mail>` and the rules stay in one place. A change needs the
// session's CSRF token like every console change (checked before this, in requireConsoleUser).
//   GET  /api/console/campaigns                 the newest 50 with sent / failed / clicked
//   GET  /api/console/campaigns/audience?…      {"subscribers", "people"} of an audience
//   POST /api/console/campaigns/check           the campaign checked, its audience counted
//   POST /api/console/campaigns                 send
//   GET  /api/console/campaigns/{id}            one campaign's report
import { Hono } from 'hono';
import { sameAs } from '../../http/doc/describe';
import { forwardTo } from '../../http/forward';
import { operatorsOnly, type ConsoleEnv } from '../../http/console-session';
import type { Db } from '../../db';
import type { JobQueue } from '../../jobs';
import { campaignRoutes } from './admin';

export function consoleCampaignRoutes(options: { db: Db; jobs: JobQueue; adminToken: string; pushOn: boolean }): Hono<ConsoleEnv> {
  const admin = campaignRoutes(options);
  const forward = forwardTo(admin, options.adminToken);
  const app = new Hono<ConsoleEnv>();
  app.use('/api/console/campaigns', operatorsOnly);
  app.use('/api/console/campaigns/*', operatorsOnly);
  app.get('/api/console/campaigns', sameAs('GET /api/admin/campaigns'), forward);
  app.post('/api/console/campaigns', sameAs('POST /api/admin/campaigns'), forward);
  app.get('/api/console/campaigns/audience', sameAs('GET /api/admin/campaigns/audience'), forward);
  app.post('/api/console/campaigns/check', sameAs('POST /api/admin/campaigns/check'), forward);
  app.get('/api/console/campaigns/:id', sameAs('GET /api/admin/campaigns/:id'), forward);
  return app;
}
