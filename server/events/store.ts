// Storing events (DESIGN "Shape": server/events/): an event's row as stored (personal data dropped,
// each column checked), the one insert statement for a batch (and for the burst journal's lines),
// and the group commit that writes them. POST /api/event (server/events/routes/public.ts) and the fast
// path (server/events/fast-path.ts) both store through here.
import { randomUUID } from 'node:crypto';
import { withoutPersonalData, withoutQuery } from '../../common/personal-data';
import { SUB_FIELDS, UTM_FIELDS } from '../../common/utm';
// The loader cuts its fields to these same limits, so a long referrer never costs an event.
import { EVENT_ID_MAX, EVENT_NAME_MAX, EVENT_TEXT_MAX } from '../../common/limits';
import type { Db } from '../db';
import { DbError } from '../db/types';
import { GroupCommitter } from './group-commit';
import { ApiError } from '../http/errors';
import { storableJson, storableText } from '../http/storable';
import { logError } from '../log';
import { ROLLUP_LAG_MS } from './rollups';

/** The events table's text columns (server/migrations), each taken from the event's field of the
 * same name; `data` holds the whole event. The schema, the row type and the insert come from here. */
export const COLUMNS = ['event_id', 'event', 'client_id', 'session_id', 'domain', 'referer', ...UTM_FIELDS] as const;
type Column = (typeof COLUMNS)[number];

export type EventRow = { [C in Column]: string | null } & { event_id: string; data: Record<string, unknown> };

/** text/plain lets the loader skip the CORS preflight. */
export const EVENT_TYPES = ['application/json', 'text/plain'];

/** The longest value of each column; a column's field, when sent, is a string of at most this. */
export const MAX_LENGTH: Record<Column, number> = {
  ...(Object.fromEntries(COLUMNS.map((c) => [c, EVENT_TEXT_MAX])) as Record<Column, number>),
  event_id: EVENT_ID_MAX,
  event: EVENT_NAME_MAX,
};

/** The fields that cannot be stored as sent, each as `invalid` (the error shape's `fields`). A
 * loop, not a schema: this runs for every event, and building an event's row (zod's parse and
 * three copies of the event) was an eighth of the HTTP thread's busy time under load
 * (scripts/bench-api.ts with `node --cpu-prof`). */
function invalidFields(event: Record<string, unknown>): Record<string, string> | undefined {
  let fields: Record<string, string> | undefined;
  for (const c of COLUMNS) {
    const value = event[c];
    if (value === undefined) continue;
    if (typeof value !== 'string' || value.length > MAX_LENGTH[c] || (c === 'event_id' && value === '')) (fields ??= {})[c] = 'invalid';
  }
  return fields;
}

/** Fields the figures filter and group by, stored as sent in columns of their own besides `data`
 * (migration 012): partner figures, the funnel, campaign clicks and data-subject calls read these
 * columns and their indexes, not `data->>'…'`. Not checked here: an event may carry any value. */
const FIELD_COLUMNS = ['provider', 'country', ...SUB_FIELDS, 'lang', 'origin', 'campaign_id', 'lead_id', 'delivery_id'] as const;
/** Indexed ids: a btree entry has a size limit, and no partner, campaign or lead id is this long. */
const INDEXED_ID_MAX = 200;
const INDEXED_IDS: readonly string[] = ['provider', 'campaign_id', 'lead_id', 'delivery_id'];
const fieldColumn = (c: string) =>
  INDEXED_IDS.includes(c) ? `case when length(d->>'${c}') <= ${INDEXED_ID_MAX} then d->>'${c}' end` : `d->>'${c}'`;

/** One statement for the whole batch: the events travel as one JSON parameter, so the statement
 * does not grow with the batch, and duplicates (even within the batch) are skipped. Each column is
 * read from the event's field of the same name, where `toEventRow` checked it is a string or absent;
 * the JSON carries each value once. `insertEventsFrom` is the same statement over another source of
 * events `d` (the scale bench's generated month, with its own `received_at`).
 *
 * Events are partitioned by month (migration 018), and a partitioned table's unique key must hold
 * the partition key, so `event_id` is unique through `event_ids`, the ids of the last
 * EVENT_ID_DAYS: an event is stored only when its id is new there (one of a batch's events with the
 * same id: the same event sent twice; keeping the first sent cost a sixth more of the database's
 * time per batch). One statement still: a batch is stored whole or not at all. Stored in time order,
 * not the ids' (a bulk insert in id order left `received_at` uncorrelated with the rows' places, and
 * the planner read a whole month where the index would have found the last minutes). */
export const insertEventsFrom = (source: string, receivedAt = 'now()') => `with batch as (
    select distinct on (d->>'event_id') d, ${receivedAt} as at from ${source} order by d->>'event_id'
  ), fresh as (
    insert into event_ids (event_id, received_at) select d->>'event_id', at from batch
    on conflict (event_id) do nothing returning event_id
  )
  insert into events (${[...COLUMNS, ...FIELD_COLUMNS].join(', ')}, data, received_at)
  select ${COLUMNS.map((c) => `d->>'${c}'`).join(', ')}, ${FIELD_COLUMNS.map(fieldColumn).join(', ')}, d, at
  from batch join fresh on fresh.event_id = batch.d->>'event_id'
  order by at`;
const INSERT_EVENTS = insertEventsFrom('jsonb_array_elements($1::text::jsonb) as d');

/** The same for the burst journal's lines (server/event-journal.ts), `{"at": ms, "d": event}` each,
 * received when they were appended — or a minute ago, if that was earlier: the rollups (server/
 * rollups.ts) have counted everything received ROLLUP_LAG_MS ago, and an event stored behind
 * them would never be counted. */
export const INSERT_JOURNALED = insertEventsFrom(
  `(select j->'d' as d, greatest(to_timestamp((j->>'at')::float8 / 1000), now() - interval '${ROLLUP_LAG_MS / 2000} seconds') as appended
    from jsonb_array_elements($1::text::jsonb) as j) as journaled`,
  'appended',
);

/** Takes an event to store (server/event-intake.ts); resolves once it is stored. */
export interface EventSink {
  add(row: EventRow): Promise<void>;
}

/** Any failure but an unreachable database may be one row's fault: worth retrying row by row. */
const mayBeOneRow = (error: unknown) => !(error instanceof DbError && error.unavailable);

export function eventCommitter(db: Db, windowMs = 0): GroupCommitter<EventRow> {
  return new GroupCommitter<EventRow>({
    windowMs,
    write: async (batch) => {
      await db.run(INSERT_EVENTS, [storableJson(JSON.stringify(batch.map((row) => row.data)))]);
    },
    retryEach: mayBeOneRow, // one bad event never fails the events batched with it
  });
}

/** The row for `payload` as stored: lead data never lands in analytics (common/personal-data.ts):
 * personal keys dropped at any depth, phone numbers and NICs masked anywhere, the referer without
 * its query string. The event_id is kept as sent: it is the retry's key. */
export function toEventRow(payload: Record<string, unknown>): EventRow {
  const data = withoutPersonalData(payload) as Record<string, unknown>; // a copy: stored as it is
  if ('event_id' in payload) data.event_id = payload.event_id;
  if (typeof data.referer === 'string') data.referer = withoutQuery(data.referer);
  const invalid = invalidFields(data);
  if (invalid) throw new ApiError('validation_failed', invalid);
  const event_id = storableText((data.event_id as string | undefined) ?? randomUUID()); // answered as stored
  data.event_id = event_id;
  const row = { event_id, data } as EventRow;
  for (const c of COLUMNS) if (c !== 'event_id') row[c] = (data[c] as string | undefined) ?? null;
  return row;
}

/** Stores one event sent as `payload` from a page at `origin` (its Origin header); resolves to its
 * event_id once committed. Throws ApiError for the sender's mistakes and DbError when unreachable.
 * Shared by this route and the fast path (server/events/fast-path.ts). */
export async function storeEvent(events: EventSink, payload: Record<string, unknown>, origin: string | undefined): Promise<string> {
  const row = toEventRow(payload);
  // the page's origin as the browser said it, never as the body claims: a partner account may
  // restrict which origins use its provider id (server/partners/figures.ts)
  if (origin && origin.length <= EVENT_TEXT_MAX) row.data.origin = storableText(origin);
  else delete row.data.origin;
  try {
    await events.add(row);
  } catch (error) {
    // unreachable → 503 in the app's error handler, nothing stored; anything not the database's → 500
    if (!(error instanceof DbError) || error.unavailable) throw error;
    // reachable, and it refused this row alone (written on its own): retrying would not help
    logError('POST /api/event: the database refused one event', error);
    throw new ApiError('validation_failed', {}, 'This event could not be stored as sent; nothing was stored.');
  }
  return row.event_id;
}
