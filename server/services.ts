// What the app runs on: the database (migrated), the offers, the admin token, the event group
// commit and the per-IP rate limiters. Opened once per process; closed in order at shutdown.
import { resolveAdminToken } from './admin-token';
import type { LimitName, ServerConfig } from './config';
import { openDatabase, type Db } from './db';
import type { GroupCommitter } from './group-commit';
import { loadOffers } from './offers';
import { RateLimiter } from './rate-limit';
import { eventCommitter, type EventRow } from './routes/events';
import type { Offer } from '../widgets/domain';

export interface Services {
  db: Db;
  offers: Offer[];
  adminToken: string;
  events: GroupCommitter<EventRow>;
  /** Per-IP limiters of the writes (server/rate-limit.ts `limitPerIp`). */
  limiters: Record<LimitName, RateLimiter>;
}

export interface OpenOptions {
  /** An already open (and migrated) database, e.g. one shared by the tests of a file. */
  db?: Db;
  /** Keep PGlite in memory instead of DATA_DIR (tests). */
  memory?: boolean;
  print?: (line: string) => void;
}

export async function openServices(config: ServerConfig, options: OpenOptions = {}): Promise<Services> {
  const offers = loadOffers(config.offersFile); // before the database: a bad file fails fast
  const adminToken = resolveAdminToken(config.adminToken, config.dataDir, options.print);
  const db =
    options.db ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: options.memory ? 'memory' : config.dataDir,
      poolSize: config.databasePoolSize,
    }));
  return {
    db,
    offers,
    adminToken,
    events: eventCommitter(db, config.eventBatchWindowMs),
    limiters: Object.fromEntries(
      Object.entries(config.rateLimits).map(([name, settings]) => [name, new RateLimiter(settings, config.rateLimitMaxAddresses)]),
    ) as Record<LimitName, RateLimiter>,
  };
}

/** Writes what the group commit still holds, then closes the database. */
export async function closeServices(services: Services, { closeDb = true } = {}): Promise<void> {
  await services.events.close();
  if (closeDb) await services.db.close();
}
