// Where a click on one of our notifications leads, free of Firebase so it can be tested directly.
// What a message shows is common/push-message.ts (the page shows the same while a tab is visible).
// Notifications with a `notification` part are Firebase's, and so are their clicks.
import { safeUrl, type ClickRecord } from '../common/push-message';

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
