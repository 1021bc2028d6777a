// What the push service worker shows and where a click leads, free of Firebase so it can be tested
// directly. Messages with a `notification` part are shown (and their clicks handled) by Firebase
// itself; we show the data-only ones: `data.title`, `data.body`, `data.icon`, `data.url`.
import type { MessagePayload } from 'firebase/messaging/sw';

/** What a click on one of our messages records (`push_click` through /api/event): which message,
 * which delivery, and the campaign or the status it told. No lead data. */
export interface ClickRecord {
  message_id: string;
  delivery_id?: string;
  campaign_id?: string;
  status?: string;
  /** Where /api/event is (the API's own address: a partner's origin has none). */
  event_url: string;
}

export interface NotificationSpec {
  title: string;
  options: { body?: string; icon?: string; data: { url?: string; click?: ClickRecord } };
}

/** Minimal service-worker shapes (tsconfig has the DOM library, not WebWorker). */
export interface WindowClientLike {
  url: string;
  focus(): Promise<unknown>;
}
export interface ClientsLike {
  matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClientLike[]>;
  openWindow(url: string): Promise<unknown>;
}
export interface NotificationClickLike {
  notification: { data?: unknown; close(): void };
  waitUntil(promise: Promise<unknown>): void;
}

/** An http(s) URL resolved against the worker's origin, or undefined. */
export function safeUrl(value: unknown, base: string): string | undefined {
  if (typeof value !== 'string' || !value) return undefined;
  try {
    const url = new URL(value, base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

export function notificationFor(payload: MessagePayload, base: string): NotificationSpec | null {
  if (payload.notification) return null; // Firebase already displayed it
  const data = payload.data ?? {};
  if (!data.title) return null;
  const url = safeUrl(data.url || data.link || payload.fcmOptions?.link, base);
  const spec: NotificationSpec = { title: data.title, options: { body: data.body, icon: safeUrl(data.icon, base), data: { url } } };
  if (data.message_id) {
    const { message_id, delivery_id, campaign_id, status } = data;
    const event_url = safeUrl(data.event_url, base) ?? new URL('/api/event', base).href;
    spec.options.data.click = {
      message_id,
      event_url,
      ...(delivery_id && { delivery_id }),
      ...(campaign_id ? { campaign_id } : { status }),
    };
  }
  return spec;
}

/** A click waits at most this long for its event before the page opens. */
export const CLICK_EVENT_TIMEOUT_MS = 2000;

/** Sends the `push_click` event; never fails (the visitor's click must open the page anyway).
 * text/plain, as the loader sends events: no CORS preflight to the API's origin. */
export async function recordClick(click: ClickRecord, send: typeof fetch = fetch): Promise<void> {
  const { event_url, ...fields } = click;
  const body = JSON.stringify({ event: 'push_click', event_id: crypto.randomUUID(), ...fields });
  try {
    await send(event_url, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body,
      keepalive: true,
      signal: AbortSignal.timeout(CLICK_EVENT_TIMEOUT_MS),
    });
  } catch {
    // offline or the API is down: the click is lost, the page still opens
  }
}

/** Focuses a tab already showing `url`, else opens one. */
export async function focusOrOpen(clients: ClientsLike, url: string): Promise<unknown> {
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => client.url === url);
  return open ? open.focus() : clients.openWindow(url);
}

/** Our notifications carry `data.url`; Firebase's carry their payload under another key and are left to it. */
export function handleNotificationClick(event: NotificationClickLike, clients: ClientsLike, base: string): void {
  const data = event.notification.data as { url?: unknown; click?: ClickRecord } | undefined;
  const url = safeUrl(data?.url, base);
  if (!url) return;
  event.notification.close();
  const click = data?.click;
  // recorded first: a page that opens may be the one that ends the worker's life
  event.waitUntil((click ? recordClick(click) : Promise.resolve()).then(() => focusOrOpen(clients, url)));
}
