// What one of our push messages shows, shared by the two places that show it (docs/push.md,
// "Messages"): the service worker when no tab of the origin is visible, the page when one is
// (Firebase then hands the message to the page's `onMessage` instead). Both show the same
// notification through the worker's registration, so a click always reaches the worker's
// `notificationclick` with the same `data`. We show the data-only messages: `data.title`,
// `data.body`, `data.icon`, `data.url`; messages with a `notification` part are Firebase's.

/** The parts of Firebase's `MessagePayload` we read (the worker's and the page's types both fit). */
export interface PushPayload {
  notification?: unknown;
  data?: Record<string, string>;
  fcmOptions?: { link?: string };
}

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
  /** `tag` is the message id: a message shown twice (two tabs, or the page and the worker) stays one
   * notification, replaced silently rather than shown again. */
  options: { body?: string; icon?: string; tag?: string; data: { url?: string; click?: ClickRecord } };
}

/** An http(s) URL resolved against the origin, or undefined. */
export function safeUrl(value: unknown, base: string): string | undefined {
  if (typeof value !== 'string' || !value) return undefined;
  try {
    const url = new URL(value, base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** The notification for `payload` on the origin `base`, or null when it is not one of ours to show. */
export function notificationFor(payload: PushPayload, base: string): NotificationSpec | null {
  if (payload.notification) return null; // Firebase's own kind of message
  const data = payload.data ?? {};
  if (!data.title) return null;
  const url = safeUrl(data.url || data.link || payload.fcmOptions?.link, base);
  const spec: NotificationSpec = { title: data.title, options: { body: data.body, icon: safeUrl(data.icon, base), data: { url } } };
  if (data.message_id) {
    const { message_id, delivery_id, campaign_id, status } = data;
    const event_url = safeUrl(data.event_url, base) ?? new URL('/api/event', base).href;
    spec.options.tag = message_id;
    spec.options.data.click = {
      message_id,
      event_url,
      ...(delivery_id && { delivery_id }),
      ...(campaign_id ? { campaign_id } : { status }),
    };
  }
  return spec;
}
