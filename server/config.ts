// Server settings from the environment (docs/deployment.md "Settings").
import path from 'node:path';
import { parseAllowedOrigins } from '../common/pixel-allow-list';
import { parseTrustProxy, type TrustProxy } from './client-ip';
import type { LimitSettings } from './http/rate-limit';
import { readPushSettings, type PushSettings } from './push';
import { readPartnerSettings, type PartnerSettings } from './partners';
import { readOutboundSettings, type OutboundSettings } from './outbound';
import { readSmsSettings, smsOutboxSet } from './sms/gateway';
import type { OtpSettings } from './sms/otp';
import { readConsoleSettings, type ConsoleSettings } from './http/console-settings';
import { readQualitySettings, type QualitySettings } from './quality/settings';
import { readQuoteSettings, type QuoteSettings } from './quotes';

/** The per-IP limits (docs/security-and-personal-data.md): what each counts. */
export type LimitName = 'leads' | 'events' | 'webhook' | 'tokens' | 'verify' | 'otp' | 'auth';

/** The burst journal's settings (server/events/intake.ts). */
export interface JournalSettings {
  /** The journal's file. */
  file: string;
  /** fdatasync each append before answering (off: a crash of the machine, not of the process, can
   * lose the last appends, as it can the embedded database's last commits). */
  sync: boolean;
  /** Whether a lock left by a process of another machine is taken over (the default journal in the
   * embedded database's DATA_DIR, one process by nature) or refused (EVENT_JOURNAL named: a file per
   * process, where a second one on the same file would lose events). */
  takeForeignLock: boolean;
  /** Events waiting behind a running write that send the next events to the journal (0: every
   * event goes to the journal). */
  after: number;
  /** The mover waits while at least `burstRate` events a second arrive (judged over `windowMs` at
   * least)… */
  burstRate: number;
  windowMs: number;
  /** …unless the oldest line has waited this long. */
  maxDelayMs: number;
  /** A journal file this large takes no more events: they go to the database directly (until it
   * has been stored and emptied). */
  maxBytes: number;
  /** Lines stored per statement. */
  batch: number;
  /** At shutdown the mover stores what it can in this time; the rest waits for the next start. */
  closeMs: number;
}

export const JOURNAL_DEFAULTS: Omit<JournalSettings, 'file'> = {
  sync: false,
  takeForeignLock: false,
  after: 32,
  burstRate: 1000,
  windowMs: 50,
  maxDelayMs: 30_000,
  maxBytes: 256 * 1024 * 1024,
  batch: 1000,
  closeMs: 5000,
};

export interface ServerConfig {
  host: string;
  port: number;
  dataDir: string;
  databaseUrl?: string;
  /** DATABASE_READ_URL, DATABASE_READ_MAX_LAG_MS (server/db/read-routing.ts). */
  databaseReadUrl?: string;
  databaseReadMaxLagMs: number;
  /** DATABASE_POOLER=transaction: behind PgBouncer in transaction mode (server/db/postgres.ts). */
  databasePooler?: 'transaction';
  /** Connections per process when DATABASE_URL is set. */
  databasePoolSize: number;
  publicUrl?: string;
  siteDir: string;
  /** content/offers.json: the offers served as the feed and ranked by /sl-feed. */
  offersFile: string;
  /** Partner origins (ALLOWED_ORIGINS, comma-separated): may post leads and frame /pixel/.
   * Undefined when unset: leads from any origin, /pixel/ framed only by this site. */
  allowedOrigins?: string[];
  /** PIXEL_ALLOWED_ORIGINS: sibling sites the /pixel/ page answers (filled into the page at build
   * time by loader/pixel-frame); they may frame /pixel/ too. */
  pixelOrigins: string[];
  /** ADMIN_TOKEN; when unset one is generated into DATA_DIR at first start. */
  adminToken?: string;
  /** Requests one IP (IPv6: one /64) may make per window on each write (429 past it). */
  rateLimits: Record<LimitName, LimitSettings>;
  /** Most addresses each limiter counts at once (RATE_LIMIT_MAX_ADDRESSES). */
  rateLimitMaxAddresses: number;
  /** Which X-Forwarded-For hops to believe (TRUST_PROXY: number of proxies in front, or their addresses),
   * and from which peers (TRUST_PROXY_FROM). */
  trustProxy: TrustProxy;
  /** Group commit: how long the first event of a batch waits for company. */
  eventBatchWindowMs: number;
  /** The burst journal (server/events/intake.ts): its file (EVENT_JOURNAL; by default
   * DATA_DIR/events.journal on the embedded database, none with DATABASE_URL unless set, one file
   * per process; `off`: none), whether appends are synced (EVENT_JOURNAL_SYNC), how long an event
   * may wait in it (EVENT_JOURNAL_MAX_DELAY_MS), its largest size (EVENT_JOURNAL_MAX_MB), the
   * events waiting behind a write that start it (EVENT_JOURNAL_AFTER) and the rate that is a burst
   * (EVENT_JOURNAL_BURST_RATE, events a second). */
  eventJournal: Omit<JournalSettings, 'file'> & { file?: string };
  /** Log one line per request (method, path without query, status, time): off by default. */
  logRequests: boolean;
  /** RETENTION_MONTHS: leads and events older than this are erased (privacy policy: 24). */
  retentionMonths: number;
  /** RETENTION_CRON: when the retention job runs (UTC cron; default daily 03:17). */
  retentionCron: string;
  /** MAX_LENDERS_PER_LEAD: the most lenders one lead is delivered to (default 3). */
  maxLendersPerLead: number;
  /** ROLLUP_CRON: when the events are rolled up (UTC cron; default every minute). */
  rollupCron: string;
  /** NODE_ENV=production: the embedded database is refused unless allowEmbeddedDb. */
  production: boolean;
  /** ALLOW_EMBEDDED_DB=1: run production on PGlite anyway, knowing it does not fsync. */
  allowEmbeddedDb: boolean;
  /** Phone verification: the SMS gateway (SMS_API_URL, SMS_USER_ID, SMS_API_KEY, SMS_SENDER_ID),
   * or without one the development outbox (SMS_OUTBOX=1, never in production), and SMS_DAILY_LIMIT;
   * undefined (verification off) without either. */
  otp?: OtpSettings;
  /** SMS_OUTBOX is set: NODE_ENV=production refuses to start (server/main.ts). */
  smsOutboxSet: boolean;
  /** Push messages through FCM (FCM_SERVICE_ACCOUNT, FCM_API_URL); undefined: push is off. */
  push?: PushSettings;
  /** Partner postbacks and the key sealing their secrets (POSTBACK_*, PARTNER_SECRET_KEY). */
  partners: PartnerSettings;
  /** Calls to URLs that partners and lenders give us (ALLOW_HTTP_OUTBOUND, OUTBOUND_ALLOW_CIDRS; server/outbound/). */
  outbound: OutboundSettings;
  /** The operator console (CONSOLE_*; server/http/console-settings.ts). */
  console: ConsoleSettings;
  /** Duplicates, quality checks and the payout ledger (DUPLICATE_*, DATACENTER_CIDRS, PAYOUT_*,
   * RETURN_WINDOW_DAYS; server/quality/settings.ts). */
  quality: QualitySettings;
  /** CAMPAIGN_RULES_NOW (tests and staging only): the campaign message rules' clock starts at this
   * instant and runs on, so quiet hours and Poya days do not depend on when a test runs. */
  campaignRulesNow?: Date;
  /** SMS_INBOUND_SECRET: the bearer token of the gateway's incoming-message webhook
   * (`POST /api/sms/inbound`); unset, the webhook answers 404. */
  smsInboundSecret?: string;
  /** RECEIPT_SIGNING_KEY: the PEM of the Ed25519 private key signing consent receipts; unset, one
   * made at first start into DATA_DIR (refused in production: server/main.ts). */
  receiptSigningKey?: string;
  /** Quotes (QUOTE_TIMEOUT_MS, QUOTE_RATE_LIMIT, DEMO_LENDERS; server/quotes/). */
  quotes: QuoteSettings;
}

const list = (value: string | undefined) =>
  value
    ?.split(',')
    .map((s) => s.trim().replace(/\/$/, ''))
    .filter(Boolean);

const number = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return value && Number.isFinite(n) && n >= 0 ? n : fallback;
};

/** `{PREFIX}_RATE_LIMIT` requests per `{PREFIX}_RATE_WINDOW_S` seconds. */
const limit = (env: NodeJS.ProcessEnv, prefix: string, count: number, seconds: number): LimitSettings => ({
  limit: number(env[`${prefix}_RATE_LIMIT`], count),
  windowMs: number(env[`${prefix}_RATE_WINDOW_S`], seconds) * 1000,
});

function otpSettings(env: NodeJS.ProcessEnv): OtpSettings | undefined {
  const sms = readSmsSettings(env);
  return sms && { sms, dailyLimit: number(env.SMS_DAILY_LIMIT, 1000) };
}

function pooler(value: string | undefined): 'transaction' | undefined {
  if (!value || value === 'session') return undefined;
  if (value === 'transaction') return value;
  throw new Error(`DATABASE_POOLER must be "transaction" (PgBouncer's transaction mode) or "session", not ${JSON.stringify(value)}`);
}

export function readServerConfig(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): ServerConfig {
  return {
    host: env.HOST || '127.0.0.1',
    port: number(env.PORT, 8080),
    dataDir: path.resolve(root, env.DATA_DIR || 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    databaseReadUrl: env.DATABASE_READ_URL || undefined,
    databaseReadMaxLagMs: number(env.DATABASE_READ_MAX_LAG_MS, 5000),
    databasePooler: pooler(env.DATABASE_POOLER),
    databasePoolSize: number(env.DATABASE_POOL_SIZE, 10),
    publicUrl: env.PUBLIC_URL || undefined,
    siteDir: path.resolve(root, env.NAYA_DIST_DIR || 'dist', 'site'),
    offersFile: path.resolve(root, env.OFFERS_FILE || 'content/offers.json'),
    allowedOrigins: list(env.ALLOWED_ORIGINS),
    pixelOrigins: parseAllowedOrigins(env.PIXEL_ALLOWED_ORIGINS),
    adminToken: env.ADMIN_TOKEN || undefined,
    rateLimits: {
      leads: limit(env, 'LEAD', 10, 600),
      // a visitor sends tens of events a minute; several share one address behind a carrier's NAT
      events: limit(env, 'EVENT', 240, 60),
      webhook: limit(env, 'WEBHOOK', 60, 60),
      tokens: limit(env, 'TOKEN', 20, 600),
      verify: limit(env, 'VERIFY', 20, 600),
      // each code request costs an SMS: the tightest cap against SMS pumping
      otp: limit(env, 'OTP', 5, 3600),
      // wrong bearer tokens (admin, partner, lender keys): then 429 for any token from the address
      auth: limit(env, 'AUTH', 20, 600),
    },
    rateLimitMaxAddresses: number(env.RATE_LIMIT_MAX_ADDRESSES, 50_000),
    trustProxy: parseTrustProxy(env.TRUST_PROXY, env.TRUST_PROXY_FROM),
    eventBatchWindowMs: number(env.EVENT_BATCH_WINDOW_MS, 0),
    eventJournal: {
      ...JOURNAL_DEFAULTS,
      file:
        env.EVENT_JOURNAL === 'off'
          ? undefined
          : env.EVENT_JOURNAL
            ? path.resolve(root, env.EVENT_JOURNAL)
            : env.DATABASE_URL
              ? undefined
              : path.resolve(root, env.DATA_DIR || 'data', 'events.journal'),
      // PostgreSQL syncs its commits, PGlite writes its files without: the journal does as its database
      takeForeignLock: !env.EVENT_JOURNAL,
      sync: env.EVENT_JOURNAL_SYNC ? env.EVENT_JOURNAL_SYNC === '1' || env.EVENT_JOURNAL_SYNC === 'true' : Boolean(env.DATABASE_URL),
      maxDelayMs: number(env.EVENT_JOURNAL_MAX_DELAY_MS, JOURNAL_DEFAULTS.maxDelayMs),
      maxBytes: number(env.EVENT_JOURNAL_MAX_MB, JOURNAL_DEFAULTS.maxBytes / 2 ** 20) * 2 ** 20,
      after: number(env.EVENT_JOURNAL_AFTER, JOURNAL_DEFAULTS.after),
      burstRate: number(env.EVENT_JOURNAL_BURST_RATE, JOURNAL_DEFAULTS.burstRate),
    },
    logRequests: env.LOG_REQUESTS === '1' || env.LOG_REQUESTS === 'true',
    retentionMonths: Math.max(1, Math.floor(number(env.RETENTION_MONTHS, 24))),
    retentionCron: env.RETENTION_CRON || '17 3 * * *',
    rollupCron: env.ROLLUP_CRON || '* * * * *',
    maxLendersPerLead: Math.min(20, Math.max(1, Math.floor(number(env.MAX_LENDERS_PER_LEAD, 3)))),
    production: env.NODE_ENV === 'production',
    allowEmbeddedDb: env.ALLOW_EMBEDDED_DB === '1' || env.ALLOW_EMBEDDED_DB === 'true',
    otp: otpSettings(env),
    smsOutboxSet: smsOutboxSet(env),
    smsInboundSecret: env.SMS_INBOUND_SECRET || undefined,
    receiptSigningKey: env.RECEIPT_SIGNING_KEY || undefined,
    campaignRulesNow:
      env.CAMPAIGN_RULES_NOW && !Number.isNaN(Date.parse(env.CAMPAIGN_RULES_NOW)) ? new Date(env.CAMPAIGN_RULES_NOW) : undefined,
    push: readPushSettings(env),
    partners: readPartnerSettings(env),
    outbound: readOutboundSettings(env),
    console: readConsoleSettings(env),
    quality: readQualitySettings(env),
    quotes: readQuoteSettings(env),
  };
}
