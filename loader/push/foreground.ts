// Pushes that arrive while a tab of the origin is visible (docs/push.md, "Messages"): Firebase then
// gives them to every open page's `onMessage`, not to the worker's background handler, so the page
// shows them, as the worker would (common/push-message.ts) and through the worker's registration:
// a click goes to the worker's `notificationclick`, which records it and opens the same URL.
import { notificationFor, type PushPayload } from '../../common/push-message';

type Shows = Pick<ServiceWorkerRegistration, 'getNotifications' | 'showNotification'>;

/** Shows `payload` once: every open tab gets the message and the first to show it wins. The tabs take
 * turns through a Web Lock named after the message where the browser has them; without, the tag (the
 * message id) still keeps two that race to one notification, replaced silently. */
export async function showInPage(registration: Shows, payload: PushPayload, base = location.origin): Promise<void> {
  const spec = notificationFor(payload, base);
  if (!spec) return;
  const { tag } = spec.options;
  const show = async () => {
    if (tag && (await registration.getNotifications({ tag })).length) return;
    await registration.showNotification(spec.title, spec.options);
  };
  await (tag && navigator.locks ? navigator.locks.request(`naya-push:${tag}`, show) : show());
}

/** Shows the messages that reach this page from now on; false when Firebase cannot run here. */
export function listenWhileOpen(adapter: typeof import('./firebase'), registration: Shows): Promise<boolean> {
  return adapter.onMessageWhileOpen((payload) => void showInPage(registration, payload).catch(() => {}));
}
