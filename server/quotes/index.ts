// Quotes (DESIGN "Quotes: personalised offers before anyone learns who you are"; docs/lenders.md
// "Answering quote requests"): lenders price a loan need that carries no personal data, before the
// person gives a name, phone or NIC. ask.ts asks and judges, figures.ts checks figures against our
// loan arithmetic, outcomes.ts labels and odds from lenders' real outcomes (an hourly rollup),
// store.ts the SQL, demo.ts the two demo lenders, routes/public.ts `POST /api/quotes`.
import type { Offer } from '../../common/domain';
import type { Db } from '../db';
import type { JobQueue } from '../jobs';
import type { OutboundClient } from '../outbound';
import { RateLimiter } from '../http/rate-limit';
import type { QuoteContext } from './ask';
import { demoTransport, ensureDemoLenders } from './demo';
import { scheduleOutcomes } from './outcomes';
import { eraseOldQuoteRequests } from './store';

export interface QuoteSettings {
  /** QUOTE_TIMEOUT_MS: how long lenders have to answer (2,500). */
  timeoutMs: number;
  /** QUOTE_RATE_LIMIT: quote requests per visitor (address and client_id) an hour (30); an address
   * alone may make 20 times that (many people share one carrier's address). */
  rateLimit: number;
  /** DEMO_LENDERS: the two demo lenders answer in process. On by default outside production on the
   * embedded database; `0` turns them off; production never has them. */
  demoLenders: boolean;
}

export const QUOTE_TIMEOUT_MS = 2_500;
export const QUOTE_RATE_LIMIT = 30;
/** An address may make this many times a visitor's limit. */
export const ADDRESS_FACTOR = 20;
export const QUOTE_REQUEST_DAYS = 30;

const whole = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : fallback;
};

export function readQuoteSettings(env: NodeJS.ProcessEnv): QuoteSettings {
  const production = env.NODE_ENV === 'production';
  const embedded = !env.DATABASE_URL;
  return {
    timeoutMs: Math.min(whole(env.QUOTE_TIMEOUT_MS, QUOTE_TIMEOUT_MS), 30_000),
    rateLimit: whole(env.QUOTE_RATE_LIMIT, QUOTE_RATE_LIMIT),
    demoLenders: !production && embedded && env.DEMO_LENDERS !== '0' && env.DEMO_LENDERS !== 'false',
  };
}

export interface Quotes extends QuoteContext {
  settings: QuoteSettings;
  /** Per visitor (address and client_id), and per address. */
  limiters: { visitor: RateLimiter; address: RateLimiter };
}

export interface QuotesStart {
  db: Db;
  jobs: JobQueue;
  outbound: OutboundClient;
  sealKey: Buffer;
  offers: () => Promise<Offer[]>;
  now: () => Date;
  settings: QuoteSettings;
  background: boolean;
  /** Make the demo lenders (the server's start; tests of other things never get them). */
  demo: boolean;
}

const ERASE_QUEUE = 'quotes.erase';

export async function startQuotes(start: QuotesStart): Promise<Quotes> {
  const { db, jobs, settings } = start;
  const demo = start.demo && settings.demoLenders;
  if (demo) await ensureDemoLenders(db, start.sealKey, start.now());
  if (start.background) {
    await scheduleOutcomes(db, jobs, start.now);
    await jobs.work(ERASE_QUEUE, () => eraseOldQuoteRequests(db, start.now(), QUOTE_REQUEST_DAYS).then(() => undefined), {
      retryLimit: 1,
      retryDelay: 300,
      expireInSeconds: 3600,
    });
    await jobs.schedule(ERASE_QUEUE, '41 2 * * *');
  }
  const hour = 3_600_000;
  return {
    db,
    outbound: start.outbound,
    sealKey: start.sealKey,
    offers: start.offers,
    now: start.now,
    timeoutMs: settings.timeoutMs,
    ...(demo && { demo: demoTransport }),
    settings,
    limiters: {
      visitor: new RateLimiter({ limit: settings.rateLimit, windowMs: hour }),
      address: new RateLimiter({ limit: settings.rateLimit * ADDRESS_FACTOR, windowMs: hour }),
    },
  };
}
