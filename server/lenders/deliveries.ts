// Pushing a delivered lead to the lender's delivery_url (docs/lenders.md "Receiving leads"): a
// signed JSON POST, the same signature (X-Naya-Signature) and retry schedule as partners'
// postbacks, through the outbound client. The body is built from the lead at each try (a correction
// in between wins; personal data is never copied into another table). A blocked URL or the last
// failed try ends the delivery and routes the lead to the next lender.
import { recordLeadEvent } from '../leads/events';
import type { Db, Queryable, Row } from '../db';
import { keysetPage, type KeyColumn, type KeysetQuery, type Page } from '../http/keyset';
import type { Job, JobQueue } from '../jobs';
import { RetryAfter } from '../jobs';
import { contactable } from '../lifecycle';
import type { OutboundClient } from '../outbound';
import { SIGNATURE_HEADER, signature, type PostbackSettings } from '../partners/postbacks';
import { deliveryTarget } from './accounts';
import { requestRouting, type DeliveryJob } from './routing';

/** The lead as a lender receives it, pushed or pulled; `quote`: the figures this lender quoted
 * the person for a lead from quotes (null otherwise). */
const LEAD_FIELDS = `l.lead_id, l.full_name, l.phone, l.nic, l.email, l.amount, l.term_days, l.monthly_income::float8 as monthly_income,
  l.employment, l.district, l.purpose, l.lang, l.verified, d.created_at as delivered_at, d.receipt_id as consent_receipt_id,
  (select json_build_object('quote_id', q.quote_id, 'label', q.label, 'apr', q.apr::float8, 'monthly_payment', q.monthly_payment,
          'fees', q.fees, 'total_cost', q.total_cost, 'valid_until', q.valid_until)
     from quotes q where q.quote_request_id = l.quote_request_id and q.lender_id = d.lender_id and q.outcome = 'shown' limit 1) as quote`;

const DELIVERED_KEYS: KeyColumn[] = [
  { sql: 'd.created_at', dir: 'asc', type: 'timestamptz' },
  { sql: 'd.lead_id', dir: 'asc', type: 'text' },
];

/** GET /api/lender/leads: the leads delivered to the lender (after `since`), oldest first; the
 * first 1000, or with `page` one page of them by keyset with the cursor of the next. */
export async function deliveredLeads(q: Queryable, lenderId: string, since: Date | undefined): Promise<Row[]>;
export async function deliveredLeads(
  q: Queryable,
  lenderId: string,
  since: Date | undefined,
  page: Page,
): Promise<{ items: Row[]; next: string | null }>;
export async function deliveredLeads(q: Queryable, lenderId: string, since: Date | undefined, page?: Page) {
  const list: KeysetQuery = {
    columns: LEAD_FIELDS,
    from: 'lender_deliveries d join leads l on l.lead_id = d.lead_id',
    where: [
      'd.lender_id = $1',
      'd.state = any($2::text[])',
      '($3::timestamptz is null or d.created_at > $3)',
      'l.consent_withdrawn_at is null',
    ],
    params: [lenderId, ['pending', 'sending', 'sent', 'ready'], since ?? null],
    keys: DELIVERED_KEYS,
  };
  return page ? keysetPage(q, list, page) : (await keysetPage(q, list, { limit: 1000 })).items;
}

async function deliveryBody(q: Queryable, deliveryId: string): Promise<string | undefined> {
  const [lead] = await q.query(
    `select d.delivery_id, d.lender_id, ${LEAD_FIELDS} from lender_deliveries d join leads l on l.lead_id = d.lead_id where d.delivery_id = $1`,
    [deliveryId],
  );
  return lead && JSON.stringify({ event: 'lead_delivered', ...lead, idempotency_key: deliveryId });
}

export interface DeliveryContext {
  db: Db;
  jobs: JobQueue;
  sealKey: Buffer;
  settings: PostbackSettings;
  outbound: OutboundClient;
}

export type Outcome = { state: 'sent' | 'blocked' | 'retry' | 'failed'; code: number | null; error: string | null };

/** One signed POST of `body` to the lender's delivery_url (deliveries, and the withdrawal and
 * erasure notices of server/leads/notices.ts); `retry` until the last of the retry delays. */
export async function pushToLender(
  ctx: Pick<DeliveryContext, 'db' | 'sealKey' | 'settings' | 'outbound'>,
  lenderId: string,
  body: string,
  attempts: number,
): Promise<Outcome> {
  const target = await deliveryTarget(ctx.db, ctx.sealKey, lenderId);
  const answer = target
    ? await ctx.outbound.send(target.url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          [SIGNATURE_HEADER]: signature(target.secret, body, Math.floor(Date.now() / 1000)),
          'User-Agent': 'naya-delivery/1',
        },
        body,
        timeoutMs: ctx.settings.timeoutMs,
      })
    : ({ kind: 'failed', reason: 'no delivery_url' } as const);
  if (answer.kind === 'answered' && answer.status >= 200 && answer.status < 300) return { state: 'sent', code: answer.status, error: null };
  if (answer.kind === 'blocked') return { state: 'blocked', code: null, error: answer.reason.slice(0, 300) };
  const last = attempts > ctx.settings.retryDelaysS.length;
  const code = answer.kind === 'answered' ? answer.status : null;
  return { state: last ? 'failed' : 'retry', code, error: answer.kind === 'answered' ? null : answer.reason.slice(0, 300) };
}

/** The `lender.delivery` handler. */
export async function deliverLead(ctx: DeliveryContext, job: Job<DeliveryJob>): Promise<void> {
  const { db } = ctx;
  const { delivery_id: deliveryId, lead_id: leadId } = job.data;
  if (!(await contactable(db, leadId))) return; // withdrawn or erased: nothing more goes out
  const [row] = await db.query<{ lender_id: string; attempts: number }>(
    `update lender_deliveries set state = 'sending', attempts = attempts + 1
      where delivery_id = $1 and state in ('pending', 'sending') returning lender_id, attempts`,
    [deliveryId],
  );
  if (!row) return; // done already: a rerun sends nothing
  const body = await deliveryBody(db, deliveryId);
  if (!body) return;
  const outcome = await pushToLender(ctx, row.lender_id, body, row.attempts);
  const recorded = await db.transaction(async (tx) => {
    const [lead] = await tx.query('select 1 from leads where lead_id = $1 for key share', [leadId]); // erased meanwhile: write nothing
    if (!lead) return false;
    const state = outcome.state === 'retry' ? 'pending' : outcome.state;
    await tx.query(
      `update lender_deliveries set state = $2::text, last_code = $3, last_error = $4,
              done_at = case when $2::text = 'pending' then null else now() end
        where delivery_id = $1`,
      [deliveryId, state, outcome.code, outcome.error],
    );
    if (state === 'sent') await recordLeadEvent(tx, leadId, 'delivered', 'system', { lender_id: row.lender_id, by: 'push' });
    // its place is free again: the next matching lender may have the lead
    if (state === 'blocked' || state === 'failed') await requestRouting(tx, ctx.jobs, leadId, `after:${deliveryId}`);
    return true;
  });
  if (recorded && outcome.state === 'retry') throw new RetryAfter(ctx.settings.retryDelaysS[row.attempts - 1]!);
}
