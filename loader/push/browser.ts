// What this browser can do, read without loading Firebase.

/**
 * The features Firebase's `isSupported()` needs. Its IndexedDB open test runs after Allow, inside
 * the Firebase chunk; this cheap check keeps the prompt away from browsers that surely cannot push
 * (iOS Safari outside a Home Screen app has no PushManager).
 */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'Notification' in window &&
    'PushManager' in window &&
    'indexedDB' in window &&
    'serviceWorker' in navigator &&
    window.isSecureContext !== false
  );
}

export function currentPermission(): NotificationPermission {
  return Notification.permission;
}

/**
 * Asks for permission. Call it synchronously inside a click handler: Firefox and Safari show the
 * prompt only during a user gesture. Old Safari only knows the callback form.
 */
export function requestPermission(): Promise<NotificationPermission> {
  return new Promise((resolve) => {
    try {
      const result = Notification.requestPermission(resolve);
      if (result) result.then(resolve, () => resolve(Notification.permission));
    } catch {
      resolve(Notification.permission);
    }
  });
}

interface UserAgentData {
  platform?: string;
}

/** Windows puts the confirming button first in its own dialogs; other systems put it last. */
export function isWindows(): boolean {
  const data = (navigator as Navigator & { userAgentData?: UserAgentData }).userAgentData;
  return data?.platform === 'Windows' || /Windows/.test(navigator.userAgent);
}

export type PushAnswer = 'Yes' | 'No';

/** The `pushResponse` window event of docs/push.md. */
export function announce(value: PushAnswer): void {
  window.dispatchEvent(new CustomEvent('pushResponse', { detail: { value } }));
}
