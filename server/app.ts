// The HTTP app: API routes first, then the static site. Built as a function of its services so
// tests run it in process with `app.request()` on a real (in-memory) database.
import { Hono, type Context } from 'hono';
import type { LimitName, ServerConfig } from './config';
import { replicaReads } from './db/read-routing';
import { DbError } from './db/types';
import { CUT_OFF_MESSAGE, isCutOff } from './http/body';
import { ApiError, apiError, DB_RETRY_AFTER_S, DEFAULT_RETRY_AFTER_S } from './http/errors';
import { dataException } from './http/validate';
import { openCors, listedCors } from './http/cors';
import { API_CSP, COMMON_HEADERS } from './http/security';
import { logError, logInfo } from './log';
import { readForwarding } from './client-ip';
import { limitPerIp, limitWrongCredentials } from './http/rate-limit';
import { adminRoutes } from './leads/routes/admin';
import { vitalsRoutes } from './events/routes/admin';
import { campaignRoutes } from './push/routes/admin';
import { consoleRoutes } from './console/routes/console';
import { eventRoutes } from './events/routes/public';
import { feedRoutes } from './offers/routes/public';
import { healthRoutes } from './http/health';
import { adminDoor } from './http/doors';
import { leadRoutes } from './leads/routes/public';
import { leadClickRoutes } from './leads/routes/public-clicks';
import { myRoutes } from './my/routes/public';
import { adminPoyaDayRoutes } from './push/routes/admin-poya-days';
import { smsInboundRoutes } from './sms/routes/public-inbound';
import { otpRoutes } from './sms/routes/public';
import { tokenRoutes } from './push/routes/public';
import { auditRoutes } from './audit/routes/admin';
import { consentRoutes } from './lenders/routes/public';
import { lenderApiRoutes } from './lenders/routes/lender';
import { lenderRoutes } from './lenders/routes/admin';
import { partnerApiRoutes } from './partners/routes/partner';
import { partnerAdminRoutes } from './partners/routes/admin';
import { openApiRoutes } from './openapi/routes/public';
import { qualityAdminRoutes } from './quality/routes/admin';
import { subjectRoutes } from './leads/routes/admin-subjects';
import { webhookRoutes } from './lenders/routes/lender-webhook';
import { quoteRoutes } from './quotes/routes/public';
import { quoteAdminRoutes } from './quotes/routes/admin';
import type { Services } from './services';
import { notFound, staticSite } from './static';

const OPEN_PATHS = ['/api/event', '/webhook', '/set-token', '/sl-feed', '/feed/*', '/api/consent', '/api/consent/keys'];

function onError(error: Error, c: Context): Response {
  if (error instanceof ApiError) return apiError(c, error.code, error.fields, error.message);
  if (error instanceof DbError && error.unavailable) {
    logError(`${c.req.method} ${c.req.path}: database unavailable`, error);
    c.header('Retry-After', String(DB_RETRY_AFTER_S));
    return apiError(c, 'db_unavailable');
  }
  if (isCutOff(error)) return apiError(c, 'validation_failed', {}, CUT_OFF_MESSAGE);
  const refusedData = dataException(error, c);
  if (refusedData) return refusedData;
  logError(`${c.req.method} ${c.req.path}: unexpected error`, error);
  return apiError(c, 'internal_error');
}

export function createApp(config: ServerConfig, services: Services): Hono {
  const app = new Hono();
  const flushEvents = () => services.events.flush();
  const staticOptions = {
    siteDir: config.siteDir,
    allowedOrigins: config.allowedOrigins,
    pixelOrigins: config.pixelOrigins,
    extraConnect: config.publicUrl ? [new URL(config.publicUrl).origin] : [],
  };
  // Set before the handler, so they join the answer as it is made (cheaper than editing it after).
  // The static site answers with its own headers and a page CSP; everything else is data.
  app.use('*', async (c, next) => {
    for (const [name, value] of Object.entries(COMMON_HEADERS)) c.header(name, value);
    c.header('Content-Security-Policy', API_CSP);
    await next();
    // Every 429 says when to come back (the loader keeps refused events until then, docs/api.md);
    // limits that know their wait set it themselves.
    if (c.res.status === 429 && !c.res.headers.has('Retry-After')) c.res.headers.set('Retry-After', String(DEFAULT_RETRY_AFTER_S));
  });
  app.use('*', readForwarding(config.trustProxy));
  app.use('/api/*', replicaReads()); // DATABASE_READ_URL: lists, figures and exports from a replica
  app.use('*', limitWrongCredentials(services.limiters.auth, config.trustProxy));
  if (config.logRequests) {
    // The path only: a query string can carry a partner's lead parameters.
    app.use('*', async (c, next) => {
      const started = performance.now();
      await next();
      logInfo(`${c.req.method} ${c.req.path} ${c.res.status} ${Math.round(performance.now() - started)}ms`);
    });
  }
  for (const path of OPEN_PATHS) app.use(path, openCors());
  app.use('/api/leads', listedCors(config.allowedOrigins));
  app.use('/api/leads/*', listedCors(config.allowedOrigins)); // phone verification, from the same pages
  app.use('/api/quotes', listedCors(config.allowedOrigins)); // the registration's quote step, from the same pages
  app.route('/', healthRoutes(services.db));
  const perIp = (name: LimitName) => limitPerIp(services.limiters[name], config.trustProxy);
  app.route('/', eventRoutes(services.events, perIp('events')));
  app.route('/', leadRoutes(config, services));
  app.route('/', leadClickRoutes(services.db, services.now, perIp('tokens')));
  app.route('/', quoteRoutes(services.quotes, config.trustProxy));
  app.route(
    '/',
    otpRoutes({
      db: services.db,
      otp: config.otp,
      trustProxy: config.trustProxy,
      sendLimiter: services.limiters.otp,
      callLimiter: services.limiters.verify,
      lifecycle: services.lifecycle,
    }),
  );
  app.route(
    '/',
    myRoutes({
      db: services.db,
      jobs: services.jobs,
      sealKey: services.partnerKey,
      otp: config.otp,
      trustProxy: config.trustProxy,
      sendLimiter: services.limiters.otp,
      callLimiter: services.limiters.verify,
      flushEvents,
    }),
  );
  app.route('/', smsInboundRoutes(services.db, config.smsInboundSecret, config.otp?.sms));
  app.route('/', feedRoutes(services));
  app.route('/', webhookRoutes(services, perIp('webhook')));
  const accounts = { db: services.db, sealKey: services.partnerKey, outbound: services.outbound, now: services.now };
  app.route('/', lenderRoutes(accounts, services.adminToken));
  app.route('/', quoteAdminRoutes(services.db, services.adminToken, services.now));
  app.route('/', lenderApiRoutes(services.db, services.now, perIp('webhook'), services.quality.returnWindowDays, services.lifecycle));
  app.route('/', partnerAdminRoutes(services.db, adminDoor(services.adminToken), services.partnerKey, services.outbound));
  app.route('/', partnerApiRoutes({ db: services.db, sealKey: services.partnerKey, outbound: services.outbound, jobs: services.jobs }));
  app.route(
    '/',
    qualityAdminRoutes(
      { db: services.db, smsOn: Boolean(config.otp), now: config.quality.now, lifecycle: services.lifecycle },
      adminDoor(services.adminToken),
    ),
  );
  app.route('/', consentRoutes(services.db, services.now));
  app.route('/', subjectRoutes(services.db, services.jobs, adminDoor(services.adminToken), flushEvents));
  app.route('/', auditRoutes(services.db, adminDoor(services.adminToken)));
  app.route('/', tokenRoutes(services.db, perIp('tokens')));
  app.route(
    '/',
    campaignRoutes({ db: services.db, jobs: services.jobs, door: adminDoor(services.adminToken), pushOn: Boolean(config.push) }),
  );
  app.route(
    '/',
    adminRoutes(services.db, services.adminToken, () => services.events.journaled, services.jobs),
  );
  app.route('/', adminPoyaDayRoutes(services.db, services.adminToken, services.campaignClock));
  app.route('/', vitalsRoutes(services.db, adminDoor(services.adminToken)));
  app.route(
    '/',
    consoleRoutes({
      db: services.db,
      adminToken: services.adminToken,
      settings: config.console,
      siteDir: config.siteDir,
      trustProxy: config.trustProxy,
      offers: services.offerStore,
      partnerKey: services.partnerKey,
      outbound: services.outbound,
      jobs: services.jobs,
      lifecycle: services.lifecycle,
      pushOn: Boolean(config.push),
      otp: config.otp,
      payoutClock: config.quality.now,
      now: services.now,
      campaignClock: services.campaignClock,
      flushEvents,
    }),
  );
  app.route(
    '/',
    openApiRoutes(() => app.routes, { httpOutbound: services.outbound.allowsHttp }),
  );
  app.route('/', staticSite(staticOptions));
  app.notFound((c) => notFound(c, staticOptions));
  app.onError(onError);
  return app;
}
