// Push deliveries: one row per (message, token) in `push_deliveries`, keyed by its idempotency key,
// and one durable job per row (queue `push.delivery`, job key = the row's key). Planning writes the
// rows and the jobs in one transaction; a worker sends each row once: a row already sent, dead or
// failed is skipped, so a job run twice (a process died mid-job) cannot send twice once the first
// run recorded its answer.
import { createHash } from 'node:crypto';
import type { Db, Queryable } from '../db';
import type { Job, JobQueue } from '../jobs';
import { RetryAfter } from '../jobs';
import { campaignLangFor } from '../../common/campaign';
import { iconUrl, siteUrl, statusText, type PushText } from './copy';
import type { FcmClient, FcmMessage } from './fcm';
import { campaignDecision, colomboMidnight } from './message-rules';
import { poyaDaysOf } from './poya-store';

export const DELIVERY_QUEUE = 'push.delivery';
/** Tries per delivery (counted on its row, across the queue's retries) before it is recorded as failed. */
export const DELIVERY_RETRY_LIMIT = 8;

export interface DeliveryJob {
  delivery_id: string;
}

export interface PlannedDelivery {
  token: string;
  lang: string;
  lead_id: string | null;
}

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex').slice(0, 24);

/** Writes the deliveries of one message and their jobs (in `tx`); a repeated plan adds nothing. */
export async function planDeliveries(
  tx: Queryable,
  jobs: JobQueue,
  message: { message_id: string; campaign_id?: string; status?: string },
  targets: PlannedDelivery[],
): Promise<number> {
  let planned = 0;
  for (const target of targets) {
    const deliveryId = `${message.message_id}:${tokenHash(target.token)}`;
    const rows = await tx.query(
      `insert into push_deliveries (delivery_id, message_id, campaign_id, lead_id, status, token, lang)
       values ($1, $2, $3, $4, $5, $6, $7) on conflict (delivery_id) do nothing returning delivery_id`,
      [deliveryId, message.message_id, message.campaign_id ?? null, target.lead_id, message.status ?? null, target.token, target.lang],
    );
    if (rows.length === 0) continue;
    await jobs.send<DeliveryJob>(DELIVERY_QUEUE, { delivery_id: deliveryId }, { key: deliveryId, tx });
    planned += 1;
  }
  return planned;
}

/** A status message to every token of the lead, in the lead's language. */
export async function planStatusMessage(tx: Queryable, jobs: JobQueue, leadId: string, status: string, messageId: string): Promise<number> {
  const targets = await tx.query<PlannedDelivery & Record<string, unknown>>(
    `select t.token, l.lang, l.lead_id from push_tokens t join leads l on l.lead_id = t.lead_id
     where t.lead_id = $1 and l.consent_withdrawn_at is null order by t.token`,
    [leadId],
  );
  return planDeliveries(tx, jobs, { message_id: messageId, status }, targets);
}

interface DeliveryRow {
  delivery_id: string;
  message_id: string;
  campaign_id: string | null;
  status: string | null;
  token: string;
  lang: string;
  attempts: number;
  content: Record<string, PushText & { url?: string }> | null;
  /** A status message's lender: the one whose latest state for the lead is that status. */
  lender?: string | null;
}

export interface DeliveryContext {
  db: Db;
  fcm: FcmClient;
  jobs: JobQueue;
  publicUrl?: string;
  /** The clock the message rules read (tests set it). */
  now?: () => Date;
}

/** The FCM message of a row: data only (our service worker shows it), with what a click records. */
export function fcmMessage(row: DeliveryRow, publicUrl: string | undefined): FcmMessage {
  // a campaign without the reader's language: Tamil → English → Sinhala (common/campaign.ts)
  const campaign = row.content ? row.content[campaignLangFor(row.content, row.lang) ?? 'si'] : undefined;
  const text = campaign ?? statusText(row.status ?? '', row.lang, row.lender ?? undefined);
  // a status message opens the person's own page, where each lender's answer is (docs/borrower-page.md)
  const url = campaign?.url ?? siteUrl(publicUrl, row.lang, '/my/');
  const data: Record<string, string> = {
    title: text.title,
    body: text.body,
    icon: iconUrl(publicUrl),
    url,
    message_id: row.message_id,
    delivery_id: row.delivery_id, // a click counts once per delivery
    lang: row.lang,
    ...(row.campaign_id ? { campaign_id: row.campaign_id } : { status: row.status ?? '' }),
  };
  if (publicUrl) data.event_url = `${publicUrl.replace(/\/+$/, '')}/api/event`;
  return { token: row.token, data, webpush: { headers: { Urgency: 'normal', TTL: String(7 * 86400) } } };
}

async function finish(db: Queryable, id: string, state: string, fields: { fcm_name?: string; error?: string } = {}): Promise<void> {
  await db.query('update push_deliveries set state = $2, fcm_name = $3, error = $4, done_at = now() where delivery_id = $1', [
    id,
    state,
    fields.fcm_name ?? null,
    fields.error ?? null,
  ]);
}

/** A campaign delivery under the message rules (server/push/message-rules.ts): true when it may go
 * now (it is then marked `sending`, so the person's other campaigns count it); a held one gets a
 * job for its time, one past the person's caps is recorded `capped`. A person is their phone: all
 * their leads and devices. Status messages pass untouched. */
async function campaignMayGo(ctx: DeliveryContext, deliveryId: string): Promise<boolean> {
  const now = ctx.now?.() ?? new Date();
  const isPoyaDay = await poyaDaysOf(ctx.db);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.query<{ message_id: string; person: string; marketing: boolean }>(
      `select d.message_id, coalesce(l.phone, d.lead_id, d.token) as person, coalesce(l.marketing_opt_in, false) as marketing
         from push_deliveries d left join leads l on l.lead_id = d.lead_id
        where d.delivery_id = $1 and d.campaign_id is not null and d.state = 'pending'`,
      [deliveryId],
    );
    if (!row) return true;
    if (!row.marketing) {
      // marketing turned off since the campaign was planned (/my/, or STOP by SMS)
      await tx.query("update push_deliveries set state = 'opted_out', done_at = $2 where delivery_id = $1", [
        deliveryId,
        now.toISOString(),
      ]);
      return false;
    }
    // one person's campaign deliveries one after another, so two cannot both pass a cap
    await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`push-person:${row.person}`]);
    const [counts] = await tx.query<{ today: number; week: number }>(
      `select count(distinct d.message_id) filter (where d.started_at >= $3)::int as today,
              count(distinct d.message_id)::int as week
         from push_deliveries d left join leads l on l.lead_id = d.lead_id
        where coalesce(l.phone, d.lead_id, d.token) = $1 and d.campaign_id is not null and d.message_id <> $2
          and d.state in ('sending', 'sent') and d.started_at > $4::timestamptz - interval '7 days'`,
      [row.person, row.message_id, colomboMidnight(now).toISOString(), now.toISOString()],
    );
    const decision = campaignDecision(now, { sentToday: counts.today, sentThisWeek: counts.week }, isPoyaDay);
    if (decision.kind === 'hold') {
      await ctx.jobs.send<DeliveryJob>(
        DELIVERY_QUEUE,
        { delivery_id: deliveryId },
        // in seconds from the rules' own clock, which tests and staging may set apart from the database's
        {
          key: `hold:${deliveryId}:${decision.until.toISOString()}`,
          startAfter: Math.ceil((decision.until.getTime() - now.getTime()) / 1000),
          tx,
        },
      );
      return false;
    }
    if (decision.kind === 'capped') {
      await tx.query("update push_deliveries set state = 'capped', done_at = $2 where delivery_id = $1", [deliveryId, now.toISOString()]);
      return false;
    }
    await tx.query("update push_deliveries set state = 'sending', started_at = $2 where delivery_id = $1", [deliveryId, now.toISOString()]);
    return true;
  });
}

/** The `push.delivery` handler. */
export async function deliver(ctx: DeliveryContext, job: Job<DeliveryJob>): Promise<void> {
  if (!(await campaignMayGo(ctx, job.data.delivery_id))) return;
  const [row] = await ctx.db.query<DeliveryRow & Record<string, unknown>>(
    `update push_deliveries d set state = 'sending', attempts = attempts + 1
     from (select d2.delivery_id, c.content,
                  -- a status message names its lender: the latest to post that state for the lead
                  (select n.name from webhooks w join lenders n on n.lender_id = w.lender_id
                    where d2.campaign_id is null and w.lead_id = d2.lead_id and w.state_type = d2.status
                    order by w.id desc limit 1) as lender
             from push_deliveries d2 left join campaigns c on c.campaign_id = d2.campaign_id
           where d2.delivery_id = $1) x
     where d.delivery_id = x.delivery_id and d.state in ('pending', 'sending')
     returning d.delivery_id, d.message_id, d.campaign_id, d.status, d.token, d.lang, d.attempts, x.content, x.lender`,
    [job.data.delivery_id],
  );
  // sent, dead or failed already (a rerun of a finished job sends nothing), or dropped by a
  // consent withdrawal (server/leads/routes/admin-subjects.ts)
  if (!row) return;
  const outcome = await ctx.fcm.send(fcmMessage(row, ctx.publicUrl));
  if (outcome.kind === 'sent') return finish(ctx.db, row.delivery_id, 'sent', { fcm_name: outcome.name });
  if (outcome.kind === 'unregistered') {
    // one transaction: nobody reads the token gone while its delivery still says `sending` (the
    // push test that waits for the first and then reads the second failed on that gap today)
    return ctx.db.transaction(async (tx) => {
      await tx.query('delete from push_tokens where token = $1', [row.token]);
      await finish(tx, row.delivery_id, 'unregistered');
    });
  }
  if (outcome.kind === 'failed' || row.attempts >= DELIVERY_RETRY_LIMIT) {
    return finish(ctx.db, row.delivery_id, 'failed', { error: outcome.reason });
  }
  await ctx.db.query(`update push_deliveries set state = 'pending', error = $2 where delivery_id = $1`, [row.delivery_id, outcome.reason]);
  // FCM's Retry-After when it gave one; else the queue's own back-off (delay × 2^tries)
  if (outcome.seconds !== undefined) throw new RetryAfter(outcome.seconds);
  throw new Error(`push delivery: ${outcome.reason}`);
}
