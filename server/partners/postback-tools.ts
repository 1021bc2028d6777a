// A partner's own postback tools (docs/partners-api.md): a signed test postback sent now, the
// delivery log (each attempt, its answer and the next try), and a replay of one delivery.
import type { DayRange } from '../http/validate';
import { randomUUID } from 'node:crypto';
import type { Db } from '../db';
import { ApiError } from '../http/errors';
import { keysetPage, type KeyColumn, type KeysetQuery, type Page } from '../http/keyset';
import type { JobQueue } from '../jobs';
import type { OutboundClient } from '../outbound';
import { fillMacros } from './macros';
import { open } from './secret-box';
import { post, POSTBACK_QUEUE, POSTBACK_TIMEOUT_MS, type PostbackJob, type PostbackMethod } from './postbacks';
import { SUB_FIELDS, UTM_FIELDS } from '../../common/utm';

/** Sends `{"event": "test", …}` to the partner's postback URL now, signed as every postback is;
 * nothing is stored. `status` is the partner's HTTP status (null: no answer, or a refused address).
 * A refused address is `error: "blocked"` to the partner, never the address or which check refused
 * it (that would teach our address checks); the console (`reasons`) sees the reason. */
export async function sendTestPostback(db: Db, sealKey: Buffer, outbound: OutboundClient, providerId: number, { reasons = false } = {}) {
  const [partner] = await db.query<{ postback_url: string | null; postback_method: PostbackMethod; postback_secret: string }>(
    'select postback_url, postback_method, postback_secret from partners where provider_id = $1',
    [providerId],
  );
  if (!partner?.postback_url) throw new ApiError('conflict', { postback_url: 'required' }, 'This partner has no postback_url.');
  const values = {
    event: 'test',
    lead_id: `test-${randomUUID()}`,
    provider_id: providerId,
    status: 'new',
    quality: 'ok',
    payout: null,
    occurred_at: new Date().toISOString(),
    ...Object.fromEntries([...UTM_FIELDS, ...SUB_FIELDS].map((k) => [k, null])),
  };
  const request = { url: fillMacros(partner.postback_url, values), body: JSON.stringify(values), method: partner.postback_method };
  const answer = await post(outbound, request, open(sealKey, partner.postback_secret), POSTBACK_TIMEOUT_MS);
  return {
    status: answer.code,
    ...(answer.code === null && { error: answer.outcome === 'blocked' && !reasons ? 'blocked' : answer.head }),
    method: request.method,
    url: request.url,
    signature: answer.signature,
    body: request.method === 'GET' ? '' : request.body,
    duration_ms: answer.duration_ms,
  };
}

/** Each attempt of the partner's postbacks in the range, newest first; `failed`: only attempts the
 * partner did not accept. */
/** The delivery log as a keyset list, newest attempt first (its id). An attempt's number counts
 * every attempt of its postback up to it, whatever the range or page. */
function deliveryList(providerId: number, range: DayRange, onlyFailed: boolean): KeysetQuery {
  return {
    columns: `p.postback_id as delivery_id, p.body::jsonb->>'event' as event, p.lead_id, p.method, p.url, p.state,
            (select count(*) from postback_attempts b where b.postback_id = a.postback_id and b.id <= a.id)::int as attempt,
            a.attempted_at, a.outcome, a.response_code as http_status, a.duration_ms,
            case when p.state = 'pending' then a.next_attempt_at end as next_attempt_at`,
    from: 'postback_attempts a join postbacks p on p.postback_id = a.postback_id',
    where: ['p.provider_id = $1', 'a.attempted_at >= $2', 'a.attempted_at < $3', ...(onlyFailed ? ["a.outcome <> 'delivered'"] : [])],
    params: [providerId, range.start, range.end],
    keys: DELIVERY_KEYS,
  };
}

const DELIVERY_KEYS: KeyColumn[] = [{ sql: 'a.id', dir: 'desc', type: 'bigint' }];

type Attempt = Record<string, unknown> & { attempted_at: Date | string; next_attempt_at: Date | string | null };
const iso = (t: Date | string | null) => (t === null ? null : new Date(t).toISOString());
const plainAttempt = (r: Record<string, unknown>) => {
  const row = r as Attempt;
  return { ...row, attempted_at: iso(row.attempted_at), next_attempt_at: iso(row.next_attempt_at) };
};

/** GET /api/partner/postbacks: the newest 1000 attempts, or with `page` one page `{"items", "next"}`. */
export async function deliveryLog(db: Db, providerId: number, range: DayRange, onlyFailed: boolean) {
  const { items } = await keysetPage(db, deliveryList(providerId, range, onlyFailed), { limit: 1000 });
  return { deliveries: items.map(plainAttempt) };
}

export async function deliveryLogPage(db: Db, providerId: number, range: DayRange, onlyFailed: boolean, page: Page) {
  const { items, next } = await keysetPage(db, deliveryList(providerId, range, onlyFailed), page);
  return { items: items.map(plainAttempt), next };
}

/** Queues the delivery again at once (202), whatever its state: one waiting for its next retry
 * too. The replay starts a new run of the postback (`postbacks.run`): a retry still queued from an
 * earlier run then finds the run moved on and sends nothing, so one replay is one delivery. The
 * sending job's own checks still hold (consent withdrawn: dropped; a refused address: blocked). */
export async function replayPostback(db: Db, jobs: JobQueue, providerId: number, deliveryId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.query<{ lead_id: string; attempts: number; run: number }>(
      `update postbacks set state = 'pending', done_at = null, run = run + 1
        where postback_id = $1 and provider_id = $2 returning lead_id, attempts, run`,
      [deliveryId, providerId],
    );
    if (!row) throw new ApiError('not_found', {}, 'You have no delivery with this delivery_id.');
    await jobs.send<PostbackJob>(
      POSTBACK_QUEUE,
      { postback_id: deliveryId, lead_id: row.lead_id, run: row.run },
      { key: `postback:${deliveryId}:replay:${row.run}`, tx },
    );
  });
}
