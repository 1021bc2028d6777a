// Campaigns from the console, operators only: the campaign calls (server/push/routes/admin.ts)
// through the console's door (server/http/doors.ts), so a send is audited as `console:<operator's
// e-mail>` and the rules stay in one place. A change needs the session's CSRF token like every
// console change (checked before this, in requireConsoleUser).
//   GET  /api/console/campaigns                 the newest 50 with sent / failed / clicked
//   GET  /api/console/campaigns/audience?…      {"subscribers", "people"} of an audience
//   POST /api/console/campaigns/check           the campaign checked, its audience counted
//   POST /api/console/campaigns                 send
//   GET  /api/console/campaigns/{id}            one campaign's report
import type { Hono } from 'hono';
import { CONSOLE_DOOR } from '../../http/doors';
import type { ConsoleEnv } from '../../http/console-session';
import type { Db } from '../../db';
import type { JobQueue } from '../../jobs';
import { campaignRoutes } from './admin';

export function consoleCampaignRoutes(options: { db: Db; jobs: JobQueue; pushOn: boolean }): Hono<ConsoleEnv> {
  return campaignRoutes({ ...options, door: CONSOLE_DOOR }) as unknown as Hono<ConsoleEnv>;
}
