// Server settings from the environment (DESIGN.md "Commands"; README "Configuration").
import path from 'node:path';
import { parseAllowedOrigins } from '../loader/pixel-frame/allow-list';

export interface ServerConfig {
  host: string;
  port: number;
  dataDir: string;
  databaseUrl?: string;
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
  /** Leads one IP may post per window (429 past it). */
  leadRateLimit: number;
  leadRateWindowMs: number;
  /** Take the client IP from X-Forwarded-For (set TRUST_PROXY=1 behind a load balancer). */
  trustProxy: boolean;
  /** Group commit: how long the first event of a batch waits for company. */
  eventBatchWindowMs: number;
  /** Log one line per request (method, path without query, status, time): off by default. */
  logRequests: boolean;
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

export function readServerConfig(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): ServerConfig {
  return {
    host: env.HOST || '127.0.0.1',
    port: number(env.PORT, 8080),
    dataDir: path.resolve(root, env.DATA_DIR || 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolSize: number(env.DATABASE_POOL_SIZE, 10),
    publicUrl: env.PUBLIC_URL || undefined,
    siteDir: path.resolve(root, env.NAYA_DIST_DIR || 'dist', 'site'),
    offersFile: path.resolve(root, env.OFFERS_FILE || 'content/offers.json'),
    allowedOrigins: list(env.ALLOWED_ORIGINS),
    pixelOrigins: parseAllowedOrigins(env.PIXEL_ALLOWED_ORIGINS),
    adminToken: env.ADMIN_TOKEN || undefined,
    leadRateLimit: number(env.LEAD_RATE_LIMIT, 10),
    leadRateWindowMs: number(env.LEAD_RATE_WINDOW_S, 600) * 1000,
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    eventBatchWindowMs: number(env.EVENT_BATCH_WINDOW_MS, 2),
    logRequests: env.LOG_REQUESTS === '1' || env.LOG_REQUESTS === 'true',
  };
}
