// What the push service worker shows and where a click leads, free of Firebase so it can be tested
// directly. Messages with a `notification` part are shown (and their clicks handled) by Firebase
// itself; we show the data-only ones: `data.title`, `data.body`, `data.icon`, `data.url`.
import type { MessagePayload } from 'firebase/messaging/sw';

export interface NotificationSpec {
  title: string;
  options: { body?: string; icon?: string; data: { url?: string } };
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
  return { title: data.title, options: { body: data.body, icon: safeUrl(data.icon, base), data: { url } } };
}

/** Focuses a tab already showing `url`, else opens one. */
export async function focusOrOpen(clients: ClientsLike, url: string): Promise<unknown> {
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => client.url === url);
  return open ? open.focus() : clients.openWindow(url);
}

/** Our notifications carry `data.url`; Firebase's carry their payload under another key and are left to it. */
export function handleNotificationClick(event: NotificationClickLike, clients: ClientsLike, base: string): void {
  const data = event.notification.data as { url?: unknown } | undefined;
  const url = safeUrl(data?.url, base);
  if (!url) return;
  event.notification.close();
  event.waitUntil(focusOrOpen(clients, url));
}
