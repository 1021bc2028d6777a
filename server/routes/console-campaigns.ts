// Campaigns from the console, operators only: the admin campaign calls (server/routes/campaigns.ts)
// run in process with the admin token and the operator named in X-Naya-Operator, so a send is
// audited as `admin:<operator's e-mail>` and the rules stay in one place. A change needs the
// session's CSRF token like every console change (checked before this, in requireConsoleUser).
//   GET  /api/console/campaigns                 the newest 50 with sent / failed / clicked
//   GET  /api/console/campaigns/audience?…      {"subscribers", "people"} of an audience
//   POST /api/console/campaigns/check           the campaign checked, its audience counted
//   POST /api/console/campaigns                 send
//   GET  /api/console/campaigns/{id}            one campaign's report
import { Hono, type Context } from 'hono';
import { OPERATOR_HEADER } from '../audit';
import { operatorsOnly, type ConsoleEnv } from '../console/session';
import type { Db } from '../db';
import { ApiError, apiError } from '../http/errors';
import type { JobQueue } from '../jobs';
import { campaignRoutes } from './campaigns';

export function consoleCampaignRoutes(options: { db: Db; jobs: JobQueue; adminToken: string; pushOn: boolean }): Hono<ConsoleEnv> {
  const admin = campaignRoutes(options);
  admin.onError((error, c) =>
    error instanceof ApiError ? apiError(c, error.code, error.fields, error.message) : apiError(c, 'internal_error'),
  );
  const forward = async (c: Context<ConsoleEnv>) => {
    const url = new URL(c.req.url);
    const headers: Record<string, string> = {
      Authorization: `Bearer ${options.adminToken}`,
      [OPERATOR_HEADER]: c.get('operator').email,
    };
    const type = c.req.header('content-type');
    if (type) headers['Content-Type'] = type;
    const body = c.req.method === 'POST' ? await c.req.text() : undefined;
    const res = await admin.request(url.pathname.replace('/api/console/', '/api/admin/') + url.search, {
      method: c.req.method,
      headers,
      body,
    });
    return new Response(res.body, {
      status: res.status,
      headers: { 'Content-Type': res.headers.get('content-type') ?? 'application/json', 'Cache-Control': 'no-store' },
    });
  };
  const app = new Hono<ConsoleEnv>();
  app.use('/api/console/campaigns', operatorsOnly);
  app.use('/api/console/campaigns/*', operatorsOnly);
  app.get('/api/console/campaigns', forward);
  app.post('/api/console/campaigns', forward);
  app.get('/api/console/campaigns/audience', forward);
  app.post('/api/console/campaigns/check', forward);
  app.get('/api/console/campaigns/:id', forward);
  return app;
}
