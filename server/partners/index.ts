// Partners (docs/partners.md "For partners"): accounts, their figures, signed postbacks. startPartners
// registers the lifecycle consumer `postbacks` (plans a postback for a partner's lead) and works
// the `partner.postback` queue in processes that run background work.
import type { Db } from '../db';
import type { JobQueue } from '../jobs';
import type { Lifecycle } from '../lifecycle';
import type { OutboundClient } from '../outbound';
import {
  deliverPostback,
  POSTBACK_QUEUE,
  POSTBACK_RETRY_DELAYS_S,
  POSTBACK_TIMEOUT_MS,
  planPostback,
  type PostbackJob,
  type PostbackSettings,
} from './postbacks';

export interface PartnerSettings extends PostbackSettings {
  /** PARTNER_SECRET_KEY: seals postback secrets (server/partners/secret-box.ts). */
  secretKey?: string;
  /** Workers of the postback queue per process: a partner that never answers holds one of them
   * for at most timeoutMs, never the rest. */
  workers: number;
}

const seconds = (text: string | undefined) =>
  text
    ?.split(',')
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isFinite(n) && n >= 0);

/** POSTBACK_RETRY_DELAYS_S (comma-separated seconds), POSTBACK_TIMEOUT_MS, POSTBACK_WORKERS, PARTNER_SECRET_KEY. */
export function readPartnerSettings(env: NodeJS.ProcessEnv): PartnerSettings {
  const delays = seconds(env.POSTBACK_RETRY_DELAYS_S);
  const timeout = Number(env.POSTBACK_TIMEOUT_MS);
  const workers = Number(env.POSTBACK_WORKERS);
  return {
    secretKey: env.PARTNER_SECRET_KEY || undefined,
    retryDelaysS: delays?.length ? delays : POSTBACK_RETRY_DELAYS_S,
    timeoutMs: timeout > 0 && timeout <= POSTBACK_TIMEOUT_MS ? timeout : POSTBACK_TIMEOUT_MS,
    workers: Number.isInteger(workers) && workers > 0 ? Math.min(workers, 32) : 4,
  };
}

export interface PartnerContext {
  db: Db;
  jobs: JobQueue;
  lifecycle: Lifecycle;
  sealKey: Buffer;
  settings: PartnerSettings;
  outbound: OutboundClient;
  background: boolean;
}

/** Call before the lifecycle starts. */
export async function startPartners(ctx: PartnerContext): Promise<void> {
  ctx.lifecycle.register({
    name: 'postbacks',
    handle: (event) => ctx.db.transaction((tx) => planPostback(tx, ctx.jobs, event)),
  });
  const queue = {
    retryLimit: Math.max(5, ctx.settings.retryDelaysS.length),
    retryDelay: 60,
    retryBackoff: true,
    // well above one attempt (≤ 10 s): a job held longer belonged to a process that died
    expireInSeconds: 60,
  };
  if (!ctx.background) return ctx.jobs.ensureQueue(POSTBACK_QUEUE, queue);
  const deliver = { db: ctx.db, sealKey: ctx.sealKey, settings: ctx.settings, outbound: ctx.outbound };
  for (let i = 0; i < ctx.settings.workers; i++)
    await ctx.jobs.work<PostbackJob>(POSTBACK_QUEUE, (job) => deliverPostback(deliver, job), queue);
}
