// Postbacks: a partner's lead was created or changed status → a signed JSON POST to its
// postback_url. The lifecycle consumer `postbacks` plans one row per (event, lead, status) in
// `postbacks` (that triple is the idempotency key the partner sees) with one job on the
// `partner.postback` queue; a worker sends the row's fixed body, records each attempt and retries
// on the schedule below until a 2xx. A row already sent is never sent again (a rerun of a job
// whose process died after the partner answered but before we recorded it is the one case of a
// second send, and it carries the same idempotency key). Sends go through the outbound client
// (server/outbound/): a URL that leads to a refused address makes the postback `blocked`, for good.
// A partner with `postback_method` GET gets no body: the URL's macros (macros.ts) carry the values, and
// the signature is over the exact URL requested.
// States: pending | sending | sent | failed | dropped | blocked.
import { createHmac } from 'node:crypto';
import { fillMacros } from './macros';
import type { Db, Queryable } from '../db';
import type { Job, JobQueue } from '../jobs';
import { RetryAfter } from '../jobs';
import { contactable, type LifecycleEvent } from '../lifecycle';
import type { OutboundClient } from '../outbound';
import { postbackTarget } from './accounts';
import { leadPayout } from '../payouts/ledger';
import { SUB_FIELDS, UTM_FIELDS } from '../../common/utm';

export const POSTBACK_QUEUE = 'partner.postback';
/** About 1 min, 5 min, 30 min, 2 h, 12 h after the first try; then it is recorded as failed. */
export const POSTBACK_RETRY_DELAYS_S = [60, 300, 1800, 7200, 43_200];
export const POSTBACK_TIMEOUT_MS = 10_000;
export const SIGNATURE_HEADER = 'X-Naya-Signature';

export interface PostbackSettings {
  retryDelaysS: number[];
  timeoutMs: number;
}

export type PostbackMethod = 'POST' | 'GET';

export interface PostbackJob {
  postback_id: string;
  lead_id: string;
  /** The postback's run this job belongs to (`postbacks.run`, raised by each replay); absent: 0,
   * the first. A job of an earlier run sends nothing. */
  run?: number;
}

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, as Stripe signs its webhooks. */
export function signature(secret: string, body: string, unixSeconds: number): string {
  const v1 = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${v1}`;
}

/** The lifecycle consumer: a row and a job for a lead of a partner with a postback URL (leads
 * posted from an origin the partner does not allow are not its). */
export async function planPostback(tx: Queryable, jobs: JobQueue, event: LifecycleEvent): Promise<void> {
  const [lead] = await tx.query<Record<string, unknown> & { provider: number; postback_url: string; postback_method: PostbackMethod }>(
    `select l.provider, p.postback_url, p.postback_method, l.quality, ${[...UTM_FIELDS, ...SUB_FIELDS].map((f) => `l.${f}`).join(', ')}
     from leads l join partners p on p.provider_id = l.provider
     where l.lead_id = $1 and p.postback_url is not null
       and (jsonb_array_length(p.allowed_origins) = 0 or l.origin is null or p.allowed_origins @> jsonb_build_array(l.origin))`,
    [event.lead_id],
  );
  if (!lead) return;
  const postbackId = `${event.event}:${event.lead_id}:${event.status}`;
  const values = {
    event: event.event,
    lead_id: event.lead_id,
    provider_id: lead.provider,
    status: event.status,
    quality: lead.quality,
    payout: await leadPayout(tx, event.lead_id),
    occurred_at: event.occurred_at,
    ...Object.fromEntries([...UTM_FIELDS, ...SUB_FIELDS].map((f) => [f, lead[f]])),
    idempotency_key: postbackId,
  };
  const rows = await tx.query(
    `insert into postbacks (postback_id, lead_id, provider_id, url, body, method) values ($1, $2, $3, $4, $5, $6)
     on conflict (postback_id) do nothing returning postback_id`,
    [postbackId, event.lead_id, lead.provider, fillMacros(lead.postback_url, values), JSON.stringify(values), lead.postback_method],
  );
  if (rows.length)
    await jobs.send<PostbackJob>(
      POSTBACK_QUEUE,
      { postback_id: postbackId, lead_id: event.lead_id },
      { key: `postback:${postbackId}`, tx },
    );
}

export interface Answer {
  outcome: 'delivered' | 'refused' | 'no_answer' | 'blocked';
  code: number | null;
  head: string | null;
  signature: string;
  duration_ms: number;
}

/** A partner's answer as recorded: a 2xx delivers it; any other status (a 3xx too: redirects are
 * not followed) is refused; `blocked` when the URL leads to an address we do not call. */
export async function post(
  outbound: OutboundClient,
  request: { url: string; body: string; method: PostbackMethod },
  secret: string,
  timeoutMs: number,
): Promise<Answer> {
  const started = performance.now();
  const get = request.method === 'GET';
  const signed = signature(secret, get ? request.url : request.body, Math.floor(Date.now() / 1000));
  const answer = await outbound.send(request.url, {
    method: request.method,
    headers: { ...(get ? {} : { 'Content-Type': 'application/json' }), [SIGNATURE_HEADER]: signed, 'User-Agent': 'naya-postback/1' },
    ...(get ? {} : { body: request.body }),
    timeoutMs,
  });
  const timing = { signature: signed, duration_ms: Math.round(performance.now() - started) };
  if (answer.kind === 'answered') {
    const delivered = answer.status >= 200 && answer.status < 300;
    return { outcome: delivered ? 'delivered' : 'refused', code: answer.status, head: answer.head, ...timing };
  }
  return { outcome: answer.kind === 'blocked' ? 'blocked' : 'no_answer', code: null, head: answer.reason, ...timing };
}

export interface DeliverContext {
  db: Db;
  sealKey: Buffer;
  settings: PostbackSettings;
  outbound: OutboundClient;
}

/** The `partner.postback` handler. */
export async function deliverPostback(ctx: DeliverContext, job: Job<PostbackJob>): Promise<void> {
  const { db, settings } = ctx;
  const run = job.data.run ?? 0;
  if (!(await contactable(db, job.data.lead_id))) {
    // consent withdrawn (an erased lead has no row left to drop)
    await db.query(
      "update postbacks set state = 'dropped', done_at = now() where postback_id = $1 and state in ('pending', 'sending') and run = $2",
      [job.data.postback_id, run],
    );
    return;
  }
  const [row] = await db.query<{
    postback_id: string;
    provider_id: number;
    url: string;
    body: string;
    method: PostbackMethod;
    attempts: number;
  }>(
    `update postbacks set state = 'sending', attempts = attempts + 1
     where postback_id = $1 and state in ('pending', 'sending') and run = $2
     returning postback_id, provider_id, url, body, method, attempts`,
    [job.data.postback_id, run],
  );
  // sent, failed or dropped already, or replayed since (a newer run sends it): a rerun sends nothing
  if (!row) return;
  const target = await postbackTarget(db, ctx.sealKey, row.provider_id);
  const answer: Answer = target
    ? await post(ctx.outbound, row, target.secret, settings.timeoutMs)
    : { outcome: 'no_answer', code: null, head: 'no postback_url', signature: '', duration_ms: 0 };
  // blocked: a refused address stays refused, so it is not retried (the console shows it)
  const final = answer.outcome === 'delivered' || answer.outcome === 'blocked';
  const delay = final ? undefined : settings.retryDelaysS[row.attempts - 1];
  const recorded = await db.transaction(async (tx) => {
    // The person may have been erased while we waited for the partner: then nothing is written
    // back. The lead's row is held (key share) against an erasure, which takes it first (server/retention.ts).
    const [lead] = await tx.query('select 1 from leads where lead_id = $1 for key share', [job.data.lead_id]);
    if (!lead) return false;
    await tx.query(
      `insert into postback_attempts (postback_id, lead_id, outcome, response_code, response_head, duration_ms, next_attempt_at)
       values ($1, $2, $3, $4, $5, $6, now() + make_interval(secs => $7::int))`,
      [row.postback_id, job.data.lead_id, answer.outcome, answer.code, answer.head, answer.duration_ms, delay ?? null],
    );
    const state =
      answer.outcome === 'delivered' ? 'sent' : answer.outcome === 'blocked' ? 'blocked' : delay === undefined ? 'failed' : 'pending';
    await tx.query(
      `update postbacks set state = $2::text, done_at = case when $2::text = 'pending' then done_at else now() end
        where postback_id = $1 and ($2::text = 'sent' or run = $3) and ($2::text <> 'pending' or state = 'sending')`,
      [row.postback_id, state, run],
    );
    return true;
  });
  if (recorded && delay !== undefined) throw new RetryAfter(delay);
}

export type RetryOutcome =
  { retried: true; postback_id: string; provider_id: number; attempts: number } | { retried: false; state: string | null };

/**
 * "Retry now" from the console: a postback that gave up (`failed`) goes back to `pending` with a
 * new job that runs at once. The row, its body and so its idempotency key stay as they were, and
 * the try is recorded in postback_attempts like the scheduled ones (the retry schedule is spent,
 * so a refusal makes it `failed` again). Pending, sent and dropped postbacks are left alone: `state`
 * says which it was (null: no such postback).
 */
export async function retryPostback(
  db: Db,
  jobs: JobQueue,
  postbackId: string,
  /** Runs in the same transaction once the retry is planned (the console's audit entry). */
  within: (tx: Queryable, outcome: RetryOutcome & { retried: true }) => Promise<void> = async () => {},
): Promise<RetryOutcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ lead_id: string; provider_id: number; attempts: number; run: number }>(
      `update postbacks set state = 'pending', done_at = null where postback_id = $1 and state = 'failed'
       returning lead_id, provider_id, attempts, run`,
      [postbackId],
    );
    if (!row) {
      const [other] = await tx.query<{ state: string }>('select state from postbacks where postback_id = $1', [postbackId]);
      return { retried: false, state: other?.state ?? null };
    }
    // The queue's key must be new (a key is never sent twice); attempts grows with every try, so
    // each retry-now of this postback has its own.
    await jobs.send<PostbackJob>(
      POSTBACK_QUEUE,
      { postback_id: postbackId, lead_id: row.lead_id, run: row.run },
      { key: `postback:${postbackId}:retry-now:${row.attempts}`, tx },
    );
    const outcome = { retried: true as const, postback_id: postbackId, provider_id: row.provider_id, attempts: row.attempts };
    await within(tx, outcome);
    return outcome;
  });
}
