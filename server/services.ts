// What the app runs on: the database (migrated), the offers, the admin token, the event group
// commit and the per-IP rate limiters. Opened once per process; closed in order at shutdown.
import { logError } from './log';
import { resolveAdminToken } from './admin-token';
import type { LimitName, ServerConfig } from './config';
import { openDatabase, type Db } from './db';
import { openJobs, type JobQueue } from './jobs';
import { ensureFirstOperator } from './console/users';
import { OfferStore } from './offers/store';
import { Lifecycle } from './lifecycle';
import { recordLeadEvent } from './leads/events';
import { startLeads } from './leads';
import { startPayouts } from './payouts';
import { loadOffers } from './offers/index';
import { OutboundClient } from './outbound';
import { startLenders } from './lenders';
import { startPartners } from './partners';
import { resolvePartnerKey } from './partners/secret-box';
import { registerReceiptKey, resolveReceiptKey, type ReceiptKey } from './lenders/receipt-keys';
import { upgradeReceipts } from './lenders/receipt-upgrade';
import { scheduleRetention } from './retention';
import { scheduleRollups } from './events/rollups';
import { duplicateKey } from './quality/duplicates';
import type { QualitySettings } from './quality/settings';
import { schedulePayoutApproval } from './payouts/schedule';
import { startPush } from './push';
import { startSignInSms } from './my/sign-in';
import { startQuotes, type Quotes } from './quotes';
import { RateLimiter } from './http/rate-limit';
import { eventCommitter } from './events/store';
import { EventIntake } from './events/intake';
import type { Offer } from '../common/domain';

export interface Services {
  db: Db;
  offers: Offer[];
  /** The offers the feeds serve, in the database (filled from `offers` at first start). */
  offerStore: OfferStore;
  adminToken: string;
  /** Where accepted events go: the group commit, or the burst journal during a burst. */
  events: EventIntake;
  /** The durable job queue (server/jobs). */
  jobs: JobQueue;
  /** Lead events fanned out to their consumers as jobs (server/lifecycle.ts). */
  lifecycle: Lifecycle;
  /** Per-IP limiters of the writes (server/http/rate-limit.ts `limitPerIp`). */
  limiters: Record<LimitName, RateLimiter>;
  /** Seals partners' postback secrets (server/partners/secret-box.ts). */
  partnerKey: Buffer;
  /** Signs consent receipts (RECEIPT_SIGNING_KEY; server/lenders/receipt-keys.ts). */
  receiptKey: ReceiptKey;
  /** The one client for URLs that partners and lenders give us (server/outbound/). */
  outbound: OutboundClient;
  /** The time for lenders' hours and caps and the consent's 24-hour rule (tests move it). */
  now: () => Date;
  /** Quality settings with the duplicate HMAC key (server/quality/). */
  quality: QualitySettings & { key: Buffer };
  /** The campaign message rules' clock (CAMPAIGN_RULES_NOW moves it): the Poya list's warning. */
  campaignClock: () => Date;
  /** Lenders' quotes (server/quotes/). */
  quotes: Quotes;
}

export interface OpenOptions {
  /** An already open (and migrated) database, e.g. one shared by the tests of a file. */
  db?: Db;
  /** Keep PGlite in memory instead of DATA_DIR (tests). */
  memory?: boolean;
  print?: (line: string) => void;
  /** Work the job queue in this process: consumers' workers, queue maintenance, schedules (the
   * server does; tests of routes leave it off and only send jobs). */
  background?: boolean;
  /** The clock of `Services.now` (tests). */
  now?: () => Date;
  /** The clock of the campaign message rules (tests move it to a day and hour they choose). */
  clock?: () => Date;
  /** Make the demo lenders when the settings allow them (the server's own start, server/main.ts). */
  demoLenders?: boolean;
}

/** A clock that starts at `start` and runs with real time; undefined without a start. */
function shiftedClock(start: Date | undefined): (() => Date) | undefined {
  if (!start) return undefined;
  const offset = start.getTime() - Date.now();
  return () => new Date(Date.now() + offset);
}

export async function openServices(config: ServerConfig, options: OpenOptions = {}): Promise<Services> {
  const offers = loadOffers(config.offersFile); // before the database: a bad file fails fast
  const adminToken = resolveAdminToken(config.adminToken, config.dataDir, options.print);
  const partnerKey = resolvePartnerKey(config.partners.secretKey, config.dataDir);
  const receiptKey = resolveReceiptKey(config.receiptSigningKey, config.dataDir, options.print);
  const db =
    options.db ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: options.memory ? 'memory' : config.dataDir,
      poolSize: config.databasePoolSize,
      readUrl: config.databaseReadUrl,
      readMaxLagMs: config.databaseReadMaxLagMs,
      pooler: config.databasePooler,
    }));
  // the key published before anything is signed with it; then migration 025's one-time step
  await registerReceiptKey(db, receiptKey, new Date());
  await upgradeReceipts(db, receiptKey);
  const background = options.background ?? false;
  const sms = config.otp?.sms;
  if (sms && 'outbox' in sms) sms.outbox.attach(db);
  const outbound = new OutboundClient(config.outbound);
  await ensureFirstOperator(db, config.console, options.print);
  const offerStore = new OfferStore(db);
  await offerStore.seed(offers);
  const jobs = await openJobs(db, { background });
  const lifecycle = new Lifecycle(db, jobs, recordLeadEvent);
  startPayouts(lifecycle, { verifyPhones: Boolean(config.otp) });
  const clock = options.clock ?? shiftedClock(config.campaignRulesNow);
  await startPush({ db, jobs, lifecycle, settings: config.push, publicUrl: config.publicUrl, background, clock });
  await startPartners({ db, jobs, lifecycle, sealKey: partnerKey, settings: config.partners, outbound, background });
  const now = options.now ?? (() => new Date());
  await startLenders({
    db,
    jobs,
    lifecycle,
    sealKey: partnerKey,
    settings: config.partners,
    outbound,
    offers: () => offerStore.active(),
    verifyPhones: Boolean(config.otp),
    maxLenders: config.maxLendersPerLead,
    now,
    background,
  });
  startLeads(lifecycle); // after the domains whose consequences the lead's status follows
  await startSignInSms({ db, jobs, sealKey: partnerKey, otp: config.otp, background });
  const quotes = await startQuotes({
    db,
    jobs,
    outbound,
    sealKey: partnerKey,
    offers: () => offerStore.active(),
    now,
    settings: config.quotes,
    background,
    demo: options.demoLenders ?? false,
  });
  // Consumers register here (lifecycle.register), before it starts.
  await lifecycle.start({ work: background });
  const journal = config.eventJournal;
  const quality = { ...config.quality, key: duplicateKey(config.quality.duplicateKey, partnerKey) };
  if (background) {
    await scheduleRetention(db, jobs, { months: config.retentionMonths, cron: config.retentionCron });
    await scheduleRollups(db, jobs, config.rollupCron);
    await schedulePayoutApproval(db, jobs, quality);
  }
  return {
    db,
    jobs,
    lifecycle,
    offers,
    offerStore,
    adminToken,
    partnerKey,
    receiptKey,
    outbound,
    now,
    quality,
    quotes,
    campaignClock: clock ?? (() => new Date()),
    events: new EventIntake(
      db,
      eventCommitter(db, config.eventBatchWindowMs),
      // a journal only beside a database of this process's own (tests share one, or keep it in memory)
      journal.file && !options.db && !options.memory ? { ...journal, file: journal.file } : undefined,
    ),
    limiters: Object.fromEntries(
      Object.entries(config.rateLimits).map(([name, settings]) => [name, new RateLimiter(settings, config.rateLimitMaxAddresses)]),
    ) as Record<LimitName, RateLimiter>,
  };
}

/** Lets running jobs finish (then fails the rest, to be retried), writes what the group commit
 * still holds, then closes the database. */
export async function closeServices(services: Services, { closeDb = true } = {}): Promise<void> {
  // A queue that fails to stop (a fetch cut off by the shutdown) must not keep the events and the
  // database from closing: its jobs are in the database and come back once their time is up.
  await services.jobs.stop().catch((error: unknown) => logError('job queue stop', error));
  await services.events.close();
  if (closeDb) await services.db.close();
}
