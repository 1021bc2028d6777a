// Lenders (docs/lenders.md): accounts and rules, the consent that names them, routing of leads to
// them and deliveries. startLenders registers the lifecycle consumer `lenders` (a new lead asks to
// be routed) and works the `lender.route`, `lender.delivery` and `lender.notice` (withdrawal and
// erasure notices: server/leads/notices.ts) queues in background processes.
import type { Offer } from '../../common/domain';
import type { Db } from '../db';
import type { JobQueue } from '../jobs';
import type { Lifecycle } from '../lifecycle';
import type { OutboundClient } from '../outbound';
import type { PostbackSettings } from '../partners/postbacks';
import { NOTICE_QUEUE, NOTICE_QUEUE_OPTIONS, sendNotice } from '../leads/notices';
import { deliverLead } from './deliveries';
import { onLeadReturned, type ReturnReason } from './returns';
import { DELIVERY_QUEUE, requestRouting, ROUTE_QUEUE, routeLead, type DeliveryJob, type RouteJob } from './routing';

export interface LenderContext {
  db: Db;
  jobs: JobQueue;
  lifecycle: Lifecycle;
  sealKey: Buffer;
  settings: PostbackSettings & { workers: number };
  outbound: OutboundClient;
  offers: () => Promise<Offer[]>;
  verifyPhones: boolean;
  /** MAX_LENDERS_PER_LEAD. */
  maxLenders?: number;
  now: () => Date;
  background: boolean;
}

export async function startLenders(ctx: LenderContext): Promise<void> {
  // a verified lead, and one an operator approved, are routed with the event (its transaction)
  ctx.lifecycle.onLeadEvent('verified', 'lenders', (tx, leadId) => requestRouting(tx, ctx.jobs, leadId, 'verified'));
  ctx.lifecycle.onLeadEvent('reviewed', 'lenders', async (tx, leadId, data) => {
    if (data.quality === 'ok') await requestRouting(tx, ctx.jobs, leadId, 'review');
  });
  // a return moves the partner's money only as returns.ts says
  ctx.lifecycle.onLeadEvent('returned', 'payouts', (tx, leadId, data) =>
    onLeadReturned(tx, leadId, data.reason as ReturnReason, String(data.lender_id)),
  );
  ctx.lifecycle.register({
    name: 'lenders',
    handle: async (event) => {
      if (event.event === 'lead_created') await ctx.db.transaction((tx) => requestRouting(tx, ctx.jobs, event.lead_id, 'created'));
    },
  });
  const deliveries = {
    retryLimit: Math.max(5, ctx.settings.retryDelaysS.length),
    retryDelay: 60,
    retryBackoff: true,
    expireInSeconds: 60, // well above one try (≤ 10 s): a job held longer belonged to a dead process
  };
  const routes = { retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 60 };
  if (!ctx.background) {
    await ctx.jobs.ensureQueue(ROUTE_QUEUE, routes);
    await ctx.jobs.ensureQueue(NOTICE_QUEUE, NOTICE_QUEUE_OPTIONS);
    return ctx.jobs.ensureQueue(DELIVERY_QUEUE, deliveries);
  }
  await ctx.jobs.work<{ notice_id: string }>(NOTICE_QUEUE, (job) => sendNotice(ctx, job), NOTICE_QUEUE_OPTIONS);
  await ctx.jobs.work<RouteJob>(ROUTE_QUEUE, (job) => routeLead(ctx, job.data.lead_id), routes);
  for (let i = 0; i < ctx.settings.workers; i++)
    await ctx.jobs.work<DeliveryJob>(DELIVERY_QUEUE, (job) => deliverLead(ctx, job), deliveries);
}
