// The push service worker, served at the site root as /firebase-messaging-sw.js (also by partners
// who want push: a worker must come from the page's own origin). Firebase is bundled in: nothing
// may be loaded from a CDN with importScripts.
import { initializeApp } from 'firebase/app';
import { getMessaging, onBackgroundMessage } from 'firebase/messaging/sw';
import { notificationFor } from '../common/push-message';
import { handleNotificationClick, type ClientsLike, type NotificationClickLike } from './notifications';

interface WorkerScope {
  location: Location;
  clients: ClientsLike;
  registration: { showNotification(title: string, options: object): Promise<void> };
  addEventListener(type: 'notificationclick', listener: (event: NotificationClickLike) => void): void;
}
const worker = self as unknown as WorkerScope;

// Registered before Firebase's own listener, which stops propagation only for its notifications.
worker.addEventListener('notificationclick', (event) => handleNotificationClick(event, worker.clients, worker.location.origin));

if (__NAYA_FIREBASE__) {
  const { apiKey, projectId, messagingSenderId, appId } = __NAYA_FIREBASE__;
  const messaging = getMessaging(initializeApp({ apiKey, projectId, messagingSenderId, appId }));
  // No tab of the origin is visible (else Firebase hands the message to the page: loader/push/foreground.ts).
  onBackgroundMessage(messaging, (payload) => {
    const spec = notificationFor(payload, worker.location.origin);
    if (spec) return worker.registration.showNotification(spec.title, spec.options);
  });
}
