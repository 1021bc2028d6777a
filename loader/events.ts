// Analytics events (docs/identity-and-events.md `POST {events host}/api/event`). Sent as `text/plain` JSON with
// `keepalive`, so no CORS preflight is needed and the request survives page unload (Plausible does
// the same). An event that cannot be delivered (offline, network error, 5xx, or a 429 refusal)
// waits in a bounded localStorage queue and goes out when the browser is back online, on the next
// page view, or once a 429's Retry-After has passed, for at most EVENT_QUEUE_MS (7 days); the server
// stores each `event_id` once (it remembers ids for longer than that), so a retry can never
// double-count. Webhook posts that failed wait in the same queue (loader/webhook.ts).
import { EVENT_ID_MAX, EVENT_MAX_BYTES, EVENT_NAME_MAX, EVENT_TEXT_MAX } from '../common/limits';
import { isPersonalKey } from '../common/personal-data';
import { EVENT_PATH, EVENT_QUEUE_KEY, EVENT_QUEUE_MAX, EVENT_QUEUE_MS } from './constants';
import { getClientId, getSessionId } from './identity';
import { isOnline } from './online';
import { uuid4 as uuidv4 } from './uuid';

export type EventData = Record<string, unknown>;
/** A request waiting to be sent: an event's JSON body, or a webhook's multipart `form` fields. */
export interface Queued {
  id: string;
  url: string;
  body: string;
  form?: Record<string, string>;
  /** When it was queued (ms). */
  at?: number;
}

let endpoint = EVENT_PATH;
let tracking: EventData = {};
/** Until then the server asked us (429 Retry-After) to send nothing: events wait in the queue. */
let retryAt = 0;
const waiting = () => !isOnline() || Date.now() < retryAt;
const flushWhenOnline = () => void flushQueue();

/** Points events at `{eventsHost}/api/event` with what every event carries (this visit's
 * attribution, the page config's `provider` and `country`), and flushes the queue now and whenever
 * the browser is back online (one listener however often this is called). */
export function initEvents(eventsHost: string, params: EventData): Promise<void> {
  endpoint = eventsHost.replace(/\/$/, '') + EVENT_PATH;
  tracking = params;
  addEventListener('online', flushWhenOnline);
  return flushQueue();
}

export function buildPayload(data: EventData): EventData {
  const clean: EventData = {};
  // Lead data never travels in analytics events; the server drops nested keys and masks values too.
  for (const [key, value] of Object.entries(data)) if (!isPersonalKey(key)) clean[key] = value;
  // Fields the server limits are cut to its limits (common/limits.ts): a long referrer or event
  // name must not cost the event a 400. (`domain`, a host name, is at most 253 characters.)
  if (clean.event != null) clean.event = String(clean.event).slice(0, EVENT_NAME_MAX);
  const id = data.event_id;
  return {
    ...clean,
    event_id: typeof id === 'string' && id && id.length <= EVENT_ID_MAX ? id : uuidv4(),
    ...tracking,
    session_id: getSessionId(), // also renews the 30-minute session
    client_id: getClientId(),
    domain: location.hostname,
    referer: document.referrer.slice(0, EVENT_TEXT_MAX),
  };
}

/**
 * Sends one event. Resolves the server's parsed JSON answer; on failure resolves the error object
 * and never rejects (docs/identity-and-events.md), queueing the event for a later delivery when that can help.
 */
export async function sendEvent(data: EventData): Promise<unknown> {
  const payload = buildPayload(data);
  const item: Queued = { id: payload.event_id as string, url: endpoint, body: JSON.stringify(payload) };
  if (new Blob([item.body]).size > EVENT_MAX_BYTES) return new Error(`event larger than ${EVENT_MAX_BYTES} bytes`);
  if (waiting()) {
    enqueue(item);
    return new Error('event queued');
  }
  try {
    return await post(item);
  } catch (error) {
    enqueue(item);
    return error;
  }
}

/** Delivers one queued request; throws when a later retry could succeed (network failure, 5xx,
 * 429: then nothing more goes out before its Retry-After, and the queue is sent after it). A
 * string body goes as `text/plain;charset=UTF-8`, which needs no CORS preflight. */
async function post(item: Queued): Promise<unknown> {
  const body = item.form ? toForm(item.form) : item.body;
  const response = await fetch(item.url, { method: 'POST', body, keepalive: true, credentials: 'omit' });
  const status = response.status;
  if (status === 429) {
    const wait = Math.max(1, Number(response.headers.get('Retry-After')) || 60) * 1000;
    retryAt = Date.now() + wait;
    setTimeout(flushQueue, wait);
  }
  if (status >= 500 || status === 429) throw new Error(`not stored: HTTP ${status}`);
  return response.json().catch(() => ({ status }));
}

export function toForm(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const name in fields) form.append(name, fields[name]);
  return form;
}

function readQueue(): Queued[] {
  try {
    const queue = JSON.parse(localStorage.getItem(EVENT_QUEUE_KEY) || '[]');
    // `!(… > …)`: a request queued before `at` existed (NaN) is kept, as it was
    return Array.isArray(queue)
      ? queue.filter((q) => q && typeof q.id === 'string' && typeof q.body === 'string' && !(Date.now() - q.at >= EVENT_QUEUE_MS))
      : [];
  } catch {
    return [];
  }
}

function writeQueue(queue: Queued[]): void {
  try {
    if (queue.length) localStorage.setItem(EVENT_QUEUE_KEY, JSON.stringify(queue));
    else localStorage.removeItem(EVENT_QUEUE_KEY);
  } catch {
    // storage full or blocked: the event is lost, as it would be without a queue
  }
}

/** Keeps `item` for a later delivery (at most EVENT_QUEUE_MAX items; the oldest go first), for
 * EVENT_QUEUE_MS from now. */
export function enqueue(item: Queued): void {
  const queue = readQueue().filter((q) => q.id !== item.id);
  item.at = Date.now();
  queue.push(item);
  if (queue.length > EVENT_QUEUE_MAX) {
    queue.splice(0, queue.length - EVENT_QUEUE_MAX);
    console.warn(`naya: more than ${EVENT_QUEUE_MAX} unsent events; dropped the oldest`);
  }
  writeQueue(queue);
}

// One flush at a time per page, shared on the window: the site bundle and a loader on the same page
// read the same queue and must not send an event twice.
const lock = globalThis as { __nayaFlush?: Promise<void> };

/** Sends queued events in order, one at a time; stops at the first failure and keeps the rest. */
export function flushQueue(): Promise<void> {
  // Cleared in .finally, not inside the async body: an empty queue finishes synchronously, before
  // the assignment, and would otherwise leave a stale settled promise here forever.
  return (lock.__nayaFlush ??= deliverQueued().finally(() => (lock.__nayaFlush = undefined)));
}

async function deliverQueued(): Promise<void> {
  for (const item of readQueue()) {
    if (waiting()) return;
    try {
      await post(item);
    } catch {
      return;
    }
    writeQueue(readQueue().filter((q) => q.id !== item.id));
  }
}
