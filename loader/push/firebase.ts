// The only module that touches the Firebase SDK. token.ts imports it with `import()`, so esbuild
// splits it (with firebase/app and firebase/messaging, ~16 KB gzip) into its own chunk that loads
// only after the visitor allowed notifications. Unit tests replace this module at this boundary.
import { getApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import { getMessaging, getToken, isSupported, onMessage, type MessagePayload, type Messaging } from 'firebase/messaging';

// Parsed from a string define: read as an object define, the settings would ride along in every
// lazy chunk (esbuild.config.ts).
const SETTINGS: typeof __NAYA_FIREBASE__ = JSON.parse(__NAYA_FIREBASE_JSON__);
const APP_NAME = 'naya-push'; // our own app instance: a partner page may run its own Firebase

function app(): FirebaseApp | null {
  const settings = SETTINGS;
  if (!settings) return null;
  if (getApps().some((a) => a.name === APP_NAME)) return getApp(APP_NAME);
  const { apiKey, projectId, messagingSenderId, appId } = settings;
  return initializeApp({ apiKey, projectId, messagingSenderId, appId }, APP_NAME);
}

/** Firebase messaging, or null when push is off or this browser cannot do it (IndexedDB, cookies…). */
export async function loadMessaging(): Promise<Messaging | null> {
  const firebaseApp = app();
  if (!firebaseApp || !(await isSupported())) return null;
  return getMessaging(firebaseApp);
}

/** The FCM registration token for this browser; rejects when Firebase cannot get one. */
export async function fetchToken(registration: ServiceWorkerRegistration): Promise<string> {
  const messaging = await loadMessaging();
  if (!messaging) throw new Error('unsupported');
  return getToken(messaging, { vapidKey: SETTINGS!.vapidKey, serviceWorkerRegistration: registration });
}

/**
 * Hands `handler` the messages that reach this page: while a tab of the origin is visible, Firebase
 * gives a push to the pages' `onMessage` instead of the worker's background handler. Resolves false
 * when Firebase cannot run here.
 */
export async function onMessageWhileOpen(handler: (payload: MessagePayload) => void): Promise<boolean> {
  const messaging = await loadMessaging();
  if (messaging) onMessage(messaging, handler);
  return !!messaging;
}
