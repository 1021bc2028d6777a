// Lenders hear of withdrawal and erasure (DESIGN "One lead, one truth"): when a person withdraws
// consent or is erased, every lender that received the lead (a delivery sent, or ready to pull)
// gets a `lead_withdrawn` / `lead_erased` notice, once per lead, lender and event: pushed to its
// delivery_url, signed like deliveries (X-Naya-Signature with its delivery_secret), with the same
// retries; and listed in its pull list (`notices` of GET /api/lender/leads). A notice names the
// lead's id and nothing personal, so it outlives the lead's erasure.
import type { Db, Queryable } from '../db';
import type { Job, JobQueue } from '../jobs';
import { RetryAfter } from '../jobs';
import { pushToLender } from '../lenders/deliveries';
import type { OutboundClient } from '../outbound';
import type { PostbackSettings } from '../partners/postbacks';

export const NOTICE_QUEUE = 'lender.notice';
export const NOTICE_EVENTS = ['lead_withdrawn', 'lead_erased'] as const;
export type NoticeEvent = (typeof NOTICE_EVENTS)[number];

export const NOTICE_QUEUE_OPTIONS = { retryLimit: 8, retryDelay: 60, retryBackoff: true, expireInSeconds: 60 };

/** In the withdrawal's or erasure's transaction, before the lead's deliveries are erased: a notice
 * (and its job) for every lender that received one of these leads and has not had this one. */
export async function noticeLenders(tx: Queryable, jobs: JobQueue, leadIds: readonly string[], event: NoticeEvent): Promise<number> {
  if (leadIds.length === 0) return 0;
  const rows = await tx.query<{ notice_id: string }>(
    `insert into lender_notices (notice_id, lead_id, lender_id, event)
     select distinct $2 || ':' || d.lead_id || ':' || d.lender_id, d.lead_id, d.lender_id, $2
       from lender_deliveries d
      where d.lead_id = any($1::text[]) and d.state in ('sent', 'ready')
     on conflict (notice_id) do nothing
     returning notice_id`,
    [leadIds, event],
  );
  for (const { notice_id } of rows) await jobs.send(NOTICE_QUEUE, { notice_id }, { key: `notice:${notice_id}`, tx });
  return rows.length;
}

export type NoticeRow = {
  notice_id: string;
  event: NoticeEvent;
  lead_id: string;
  occurred_at: string;
  idempotency_key: string;
};

const NOTICE_FIELDS = `notice_id, event, lead_id, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as occurred_at,
  notice_id as idempotency_key`;

/** The lender's notices (after `since`), oldest first, at most 1000: the pull list's `notices`. */
export async function noticesOf(q: Queryable, lenderId: string, since: Date | undefined): Promise<NoticeRow[]> {
  return q.query<NoticeRow>(
    `select ${NOTICE_FIELDS} from lender_notices
      where lender_id = $1 and ($2::timestamptz is null or created_at > $2) order by created_at, notice_id limit 1000`,
    [lenderId, since ?? null],
  );
}

export interface NoticeContext {
  db: Db;
  sealKey: Buffer;
  settings: PostbackSettings;
  outbound: OutboundClient;
}

/** The `lender.notice` handler: one signed POST per try; a lender without a delivery_url pulls it. */
export async function sendNotice(ctx: NoticeContext, job: Job<{ notice_id: string }>): Promise<void> {
  const { db } = ctx;
  const [row] = await db.query<NoticeRow & { lender_id: string; attempts: number }>(
    `update lender_notices set state = 'sending', attempts = attempts + 1
      where notice_id = $1 and state in ('pending', 'sending') returning lender_id, attempts, ${NOTICE_FIELDS}`,
    [job.data.notice_id],
  );
  if (!row) return; // done already
  const { lender_id: lenderId, attempts, ...notice } = row;
  const finish = (state: string, code: number | null, error: string | null) =>
    db.query(
      `update lender_notices set state = $2::text, last_code = $3, last_error = $4,
              done_at = case when $2::text = 'pending' then null else now() end where notice_id = $1`,
      [notice.notice_id, state, code, error],
    );
  if (!(await hasDeliveryUrl(db, lenderId))) return void (await finish('pull', null, null));
  const outcome = await pushToLender(ctx, lenderId, JSON.stringify(notice), attempts);
  await finish(outcome.state === 'retry' ? 'pending' : outcome.state, outcome.code, outcome.error);
  if (outcome.state === 'retry') throw new RetryAfter(ctx.settings.retryDelaysS[attempts - 1]!);
}

/** A lender without a delivery_url pulls its notices. */
async function hasDeliveryUrl(q: Queryable, lenderId: string): Promise<boolean> {
  return (await q.query('select 1 from lenders where lender_id = $1 and delivery_url is not null', [lenderId])).length > 0;
}
