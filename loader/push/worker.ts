// The push service worker must come from the page's own origin (browsers refuse cross-origin
// workers): partners serve our firebase-messaging-sw.js at their site root. Its scope is Firebase's
// own default, so it never replaces a site's service worker at `/`.
import { MSG_SW_NOT_ACTIVATED, SW_ACTIVATION_TIMEOUT_MS } from '../constants';
import { SW_PATH } from './constants';

export const SW_SCOPE = '/firebase-cloud-messaging-push-scope';

export function registerWorker(): Promise<ServiceWorkerRegistration> {
  return navigator.serviceWorker.register(SW_PATH, { scope: SW_SCOPE });
}

/**
 * Resolves once the registration has an active worker. getToken does not wait when handed a
 * registration, so we do. After 10 s it logs `Service worker for getToken not activated`
 * (docs/push.md) and resolves anyway: the token fetch then fails and takes the retry path
 * (firebase-js-sdk #7693: a late worker often makes it).
 */
export function waitUntilActive(registration: ServiceWorkerRegistration): Promise<void> {
  if (registration.active) return Promise.resolve();
  return new Promise((resolve) => {
    const incoming = registration.installing || registration.waiting;
    const timer = setTimeout(() => {
      console.warn(MSG_SW_NOT_ACTIVATED);
      done();
    }, SW_ACTIVATION_TIMEOUT_MS);
    // Firebase waits for 'activated' too: subscribing during 'activating' can still fail.
    const onChange = () => {
      if (incoming?.state === 'activated') done();
    };
    function done() {
      clearTimeout(timer);
      incoming?.removeEventListener('statechange', onChange);
      resolve();
    }
    incoming?.addEventListener('statechange', onChange);
  });
}
