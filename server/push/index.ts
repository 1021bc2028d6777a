// Push messages that arrive (docs/operators.md "Push messages"): with FCM_SERVICE_ACCOUNT set, every status
// change of a lead becomes one delivery per push token of that lead (the lifecycle consumer
// `push`), and deliveries are sent by the `push.delivery` queue's workers in every API process.
// Without it push is off: nothing is planned, campaigns answer 404.
import type { Db } from '../db';
import type { JobQueue } from '../jobs';
import type { Lifecycle } from '../lifecycle';
import { serviceAccountTokens } from './access-token';
import { DELIVERY_QUEUE, deliver, planStatusMessage, type DeliveryJob } from './deliveries';
import { DEFAULT_FCM_API_URL, FcmClient } from './fcm';
import { readServiceAccount } from './service-account';

export interface PushSettings {
  /** FCM_SERVICE_ACCOUNT: path of the service-account JSON key. */
  serviceAccountFile: string;
  /** FCM_API_URL, default https://fcm.googleapis.com. */
  apiUrl: string;
}

export function readPushSettings(env: NodeJS.ProcessEnv): PushSettings | undefined {
  if (!env.FCM_SERVICE_ACCOUNT) return undefined;
  return { serviceAccountFile: env.FCM_SERVICE_ACCOUNT, apiUrl: env.FCM_API_URL || DEFAULT_FCM_API_URL };
}

/** A delivery's job may run this long before the queue takes it for dead (and retries it): well
 * above one FCM call (10 s timeout) plus an access-token purchase (10 s). */
export const DELIVERY_EXPIRE_SECONDS = 60;

/** Delivery workers per process. */
export const DELIVERY_WORKERS = 5;

export interface PushContext {
  db: Db;
  jobs: JobQueue;
  lifecycle: Lifecycle;
  settings?: PushSettings;
  publicUrl?: string;
  /** This process works the delivery queue (the server does; route tests only plan). */
  background: boolean;
  /** The clock of the campaign message rules (tests set it). */
  clock?: () => Date;
}

/** Registers the status consumer and the delivery worker; call before the lifecycle starts. */
export async function startPush(ctx: PushContext): Promise<void> {
  if (!ctx.settings) return;
  const account = readServiceAccount(ctx.settings.serviceAccountFile);
  const fcm = new FcmClient(ctx.settings.apiUrl, account.projectId, serviceAccountTokens(account));
  ctx.lifecycle.register({
    name: 'push',
    async handle(event, job) {
      if (event.event !== 'status_changed') return;
      // job.id is the same on every retry of this event: its deliveries are planned once
      await ctx.db.transaction((tx) => planStatusMessage(tx, ctx.jobs, event.lead_id, event.status, `status:${job.id}`));
    },
  });
  const queue = { retryLimit: 8, retryDelay: 30, retryBackoff: true, expireInSeconds: DELIVERY_EXPIRE_SECONDS };
  if (!ctx.background) return ctx.jobs.ensureQueue(DELIVERY_QUEUE, queue);
  // A worker takes one batch (10 jobs) per poll (2 s): several per process so a campaign to many
  // tokens does not crawl at 5 a second (`npm run bench` measures it).
  for (let i = 0; i < DELIVERY_WORKERS; i++) {
    await ctx.jobs.work<DeliveryJob>(
      DELIVERY_QUEUE,
      (job) => deliver({ db: ctx.db, fcm, jobs: ctx.jobs, publicUrl: ctx.publicUrl, now: ctx.clock }, job),
      queue,
    );
  }
}
