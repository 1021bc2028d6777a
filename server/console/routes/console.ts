// The operator console: its page (/console/, a strict CSP of its own), sign-in, sign-out, who is
// signed in, and console users. The leads, the dashboard, offers, data requests, campaigns and
// lenders are in console-*.ts, behind the same session check.
import type { Lifecycle } from '../../lifecycle';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Hono, type Context } from 'hono';
import * as z from 'zod';
import { anyObject, rowList } from '../../http/doc/shapes';
import { doc, type OperationDoc } from '../../http/doc/describe';
import { clientIp, type TrustProxy } from '../../client-ip';
import { recordConsoleAudit } from '../../audit/console';
import { issueFields, newUserSchema } from '../../../common/console-users';
import { DUMMY_HASH, hashPassword, verifyPassword } from '../password';
import { endSession, operatorsOnly, requireConsoleUser, startSession, type ConsoleEnv } from '../../http/console-session';
import type { ConsoleSettings } from '../../http/console-settings';
import { accountKey, attemptFailed, attemptSucceeded, beginAttempt } from '../signin-guard';
import type { ConsoleUser } from '../users';
import type { Db } from '../../db';
import { limitBody, readJsonObject, requireContentType } from '../../http/body';
import { ApiError, apiError } from '../../http/errors';
import { COMMON_HEADERS } from '../../http/security';
import { limitPerIp, RateLimiter } from '../../http/rate-limit';
import { loadFile } from '../../static-files';
import { consolePostbackRoutes } from '../../partners/routes/console-postbacks';
import { consoleCampaignRoutes } from '../../push/routes/console';
import { consoleDashboardRoutes } from '../../events/routes/console';
import { consoleExportRoutes } from './exports';
import type { OtpSettings } from '../../sms/otp';
import { consoleLeadDetailRoutes } from '../../leads/routes/console-detail';
import { consoleLeadRoutes } from '../../leads/routes/console';
import { consoleLenderRoutes } from '../../lenders/routes/console';
import { consoleOfferRoutes } from '../../offers/routes/console';
import { consoleMoneyExportRoutes } from '../../payouts/routes/console';
import { consoleQualityRoutes } from '../../quality/routes/console';
import { reviewQueue } from '../../quality/review';
import { subjectRoutes } from '../../leads/routes/admin-subjects';
import { auditRoutes } from '../../audit/routes/admin';
import { partnerAdminRoutes } from '../../partners/routes/admin';
import { vitalsRoutes } from '../../events/routes/admin';
import { CONSOLE_DOOR } from '../../http/doors';
import { consoleUserStateRoutes } from './users';
import { consolePoyaDayRoutes } from '../../push/routes/admin-poya-days';
import { consoleOutboxRoutes } from '../../sms/routes/console';
import { consoleQuoteRoutes } from '../../quotes/console';
import { consolePayoutOverviewRoutes } from '../../payouts/routes/console-overview';
import type { OfferStore } from '../../offers/store';
import type { JobQueue } from '../../jobs';
import type { OutboundClient } from '../../outbound';
import { CONSOLE_LOGIN_EXAMPLE } from '../../http/doc/examples';

/** Only the console's own files: no inline script or style, no third party, never framed. */
export const CONSOLE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export interface ConsoleDeps {
  db: Db;
  adminToken: string;
  settings: ConsoleSettings;
  siteDir: string;
  trustProxy: TrustProxy;
  offers: OfferStore;
  partnerKey: Buffer;
  /** Checks partners' postback URLs on save (server/outbound/). */
  outbound: OutboundClient;
  jobs: JobQueue;
  /** Lead events with their consequences (a review decision: server/lifecycle.ts). */
  lifecycle: Pick<Lifecycle, 'record'>;
  /** FCM is configured: campaigns can be sent. */
  pushOn: boolean;
  /** Phone verification's SMS settings (undefined: off), for the dashboard's daily SMS figure. */
  otp?: OtpSettings;
  /** The payout ledger's clock (server/quality/settings.ts). */
  payoutClock: () => Date;
  /** The lenders' clock (today's deliveries, the consent's version): services.now. */
  now: () => Date;
  /** The campaign message rules' clock: whether the Poya days list ends soon. */
  campaignClock: () => Date;
  /** Stores the events still in the burst journal (before a person's export or erasure). */
  flushEvents: () => Promise<void>;
}

const publicUser = (u: ConsoleUser) => ({ user_id: u.user_id, email: u.email, role: u.role, provider_id: u.provider_id });

function consolePage(c: Context, siteDir: string): Response {
  const file = path.join(siteDir, 'console', 'index.html');
  if (!existsSync(file)) return apiError(c, 'not_found', {}, 'The console is not built: run npm run build.');
  const page = loadFile(file);
  return c.body(new Uint8Array(page.body), 200, {
    ...COMMON_HEADERS,
    'Content-Type': page.type,
    'Cache-Control': 'no-store',
    'Content-Security-Policy': CONSOLE_CSP,
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'no-referrer',
  });
}

export function consoleRoutes(deps: ConsoleDeps): Hono<ConsoleEnv> {
  const { db, settings } = deps;
  const app = new Hono<ConsoleEnv>();
  app.get('/console', (c) => c.redirect('/console/', 301));
  // Every console address is the one page (the client routes); its scripts are under assets/.
  app.get('/console/*', async (c, next) => (c.req.path.startsWith('/console/assets/') ? next() : consolePage(c, deps.siteDir)));

  const loginLimiter = new RateLimiter(settings.loginLimit);
  app.post(
    '/api/console/login',
    doc({
      summary: 'Sign in to the console: sets the session cookie, answers the CSRF token',
      tag: 'Console',
      auth: 'none',
      body: { json: z.object({ email: z.string(), password: z.string() }), example: CONSOLE_LOGIN_EXAMPLE },
      answers: {
        200: {
          description: 'Signed in.',
          json: z.object({ user: anyObject, csrf: z.string() }),
          headers: { 'Set-Cookie': 'The session.' },
        },
      },
      refusals: { 401: 'The e-mail or password is wrong.', 429: 'Too many failed sign-ins for this account or address.' },
    }),
    requireContentType('application/json'), // a cross-site form cannot send JSON without a preflight
    limitBody(4096),
    limitPerIp(loginLimiter, deps.trustProxy),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      const body = await readJsonObject(c);
      const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
      const password = typeof body.password === 'string' ? body.password : '';
      if (!email || !password)
        throw new ApiError('validation_failed', { ...(email ? {} : { email: 'required' }), ...(password ? {} : { password: 'required' }) });
      // Locked per account (server/console/signin-guard.ts), an unknown e-mail exactly like a known one.
      const account = accountKey(email);
      const wait = await beginAttempt(db, account, settings.now());
      const [user] = await db.query<ConsoleUser & { password_hash: string; disabled: boolean }>(
        `select user_id::int as user_id, email, role, provider_id, password_hash, disabled_at is not null as disabled
           from console_users where email = $1`,
        [email],
      );
      // Who tried, from where; the account only when it exists (an unknown e-mail may be a password
      // typed in the wrong field), never the password.
      const attempt = { address: clientIp(c, deps.trustProxy), account: user?.email ?? null };
      if (wait > 0) {
        await recordConsoleAudit(db, 'anonymous', 'console.signin.locked', attempt);
        c.header('Retry-After', String(wait));
        return apiError(c, 'rate_limited', {}, 'Too many failed sign-ins for this account; try again later.');
      }
      const ok = await verifyPassword(password, user?.password_hash ?? DUMMY_HASH);
      if (!user || !ok || user.disabled) {
        await attemptFailed(db, account, settings.now());
        await recordConsoleAudit(db, 'anonymous', 'console.signin.failed', attempt);
        return apiError(c, 'unauthorized', {}, 'The e-mail or password is wrong.');
      }
      await attemptSucceeded(db, account);
      const { csrf } = await startSession(db, c, user.user_id, settings);
      await recordConsoleAudit(db, `console:${user.email}`, 'console.signin');
      return c.json({ user: publicUser(user), csrf });
    },
  );

  const signedIn = requireConsoleUser(db, deps.adminToken, settings);
  app.use('/api/console/*', signedIn);
  const consoleDoc = (summary: string, rest: Omit<OperationDoc, 'summary' | 'tag' | 'auth'>) =>
    doc({ summary, tag: 'Console', auth: 'console', ...rest });
  app.get(
    '/api/console/me',
    consoleDoc('Who is signed in, and the CSRF token', {
      answers: {
        200: { description: 'The user.', json: z.object({ user: anyObject, csrf: z.string().nullable(), idle_minutes: z.number() }) },
      },
    }),
    (c) => {
      const operator = c.get('operator');
      return c.json({ user: publicUser(operator), csrf: operator.csrf, idle_minutes: settings.idleMs / 60_000 });
    },
  );
  app.post(
    '/api/console/logout',
    consoleDoc('Sign out', { answers: { 200: { description: 'Signed out.', json: z.object({ ok: z.literal(true) }) } } }),
    async (c) => {
      await endSession(db, c);
      return c.json({ ok: true });
    },
  );

  app.get(
    '/api/console/users',
    consoleDoc('The console users', { answers: { 200: { description: 'The users.', json: rowList } } }),
    operatorsOnly,
    async (c) =>
      c.json(
        await db.query(
          'select user_id::int as user_id, email, role, provider_id, created_by, created_at, disabled_at from console_users order by email',
        ),
      ),
  );
  app.route('/', consoleUserStateRoutes(db));
  app.post(
    '/api/console/users',
    consoleDoc('Make a console user (operator, or a partner’s user)', {
      body: { json: newUserSchema, example: { email: 'ops@naya.lk', password: 'a long passphrase', role: 'operator' } },
      answers: { 201: { description: 'The user.', json: anyObject } },
    }),
    operatorsOnly,
    requireContentType('application/json'),
    limitBody(4096),
    async (c) => {
      const parsed = newUserSchema.safeParse(await readJsonObject(c));
      if (!parsed.success) throw new ApiError('validation_failed', issueFields(parsed.error));
      const { email, password, role } = parsed.data;
      const provider = role === 'partner' ? parsed.data.provider_id! : null;
      const actor = c.get('operator').actor;
      const rows = await db.query<ConsoleUser>(
        `insert into console_users (email, password_hash, role, provider_id, created_by) values ($1, $2, $3, $4, $5)
       on conflict (email) do nothing returning user_id::int as user_id, email, role, provider_id`,
        [email, await hashPassword(password), role, provider, actor],
      );
      if (!rows.length) throw new ApiError('validation_failed', { email: 'taken' }, 'A console user has this e-mail already.');
      await recordConsoleAudit(db, actor, 'console.user.create', {
        user_id: rows[0].user_id,
        role,
        ...(provider !== null ? { provider_id: provider } : {}),
      });
      return c.json(publicUser(rows[0]), 201);
    },
  );

  app.route('/', consoleExportRoutes(db, deps.offers));
  app.route('/', consoleMoneyExportRoutes(db, reviewQueue));
  app.route('/', consoleLeadRoutes(db, deps.jobs));
  app.route('/', consoleLeadDetailRoutes(db));
  app.route('/', consoleDashboardRoutes(db, deps.otp, deps.jobs));
  app.route('/', consoleOfferRoutes(db, deps.offers));
  // data requests, the audit log, partner accounts and page vitals: the admin calls' handlers
  // through the console's door (server/http/doors.ts), for the signed-in operator
  app.route('/', subjectRoutes(db, deps.jobs, CONSOLE_DOOR, deps.flushEvents));
  app.route('/', auditRoutes(db, CONSOLE_DOOR));
  app.route('/', partnerAdminRoutes(db, CONSOLE_DOOR, deps.partnerKey, deps.outbound));
  app.route('/', vitalsRoutes(db, CONSOLE_DOOR));
  app.route('/', consolePayoutOverviewRoutes(db)); // before the payouts' door routes
  app.route('/', consoleQualityRoutes({ db, smsOn: Boolean(deps.otp), now: deps.payoutClock, lifecycle: deps.lifecycle }));
  app.route('/', consoleCampaignRoutes({ db, jobs: deps.jobs, pushOn: deps.pushOn }));
  app.route('/', consolePostbackRoutes({ db, sealKey: deps.partnerKey, outbound: deps.outbound, jobs: deps.jobs }));
  app.route('/', consoleLenderRoutes({ db, sealKey: deps.partnerKey, outbound: deps.outbound, now: deps.now }));
  app.route('/', consoleQuoteRoutes(db, deps.now));
  app.route('/', consolePoyaDayRoutes(db, deps.campaignClock));
  app.route('/', consoleOutboxRoutes(db, deps.otp?.sms));
  return app;
}
