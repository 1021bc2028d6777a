// Test doubles for what happy-dom lacks (Notification, PushManager, IndexedDB, service workers)
// and for the network boundary (fetch). Our own modules always run for real; Firebase is replaced
// by each test file with `vi.mock('./firebase')`, the adapter boundary.
import { vi } from 'vitest';
import { LEAD_TIED_HEADER } from '../../common/lead-token';
import type { NayaConfig } from '../config';

export const SETTINGS = { apiKey: 'key', projectId: 'naya-test', messagingSenderId: '42', appId: '1:42:web:1', vapidKey: 'vapid' };

export const CONFIG: NayaConfig = {
  country: 10,
  provider: 7,
  src: 'partner',
  mdm: 'cpc',
  eventsHost: 'https://api.naya.test',
  leadGenHost: 'https://leads.naya.test',
  sortingHost: 'https://api.naya.test',
};

/** The lead token the fake /set-token knows: sent with a lead id, the server ties the push token. */
export const LEAD_TOKEN = 'lead-token-0123456789-abcdefghijklmnopqrstuvw';

/** As server/push/routes/public.ts answers: `X-Naya-Lead-Tied: 1` only for a lead id with its token. */
function setTokenHeaders(init?: RequestInit): HeadersInit {
  const form = init?.body instanceof FormData ? init.body : null;
  return form?.get('lead_id') && form.get('lead_token') === LEAD_TOKEN ? { [LEAD_TIED_HEADER]: '1' } : {};
}

export class FakeWorker extends EventTarget {
  constructor(public state: string) {
    super();
  }
  activate() {
    this.state = 'activated';
    this.dispatchEvent(new Event('statechange'));
  }
}

export interface ShownNotification {
  title: string;
  options: NotificationOptions;
}

export interface FakeRegistration {
  active: FakeWorker | null;
  installing: FakeWorker | null;
  waiting: FakeWorker | null;
  scope: string;
  /** The notifications on screen, as the browser keeps them: one per tag, a later one replacing it. */
  shown: ShownNotification[];
  showNotification: ReturnType<typeof vi.fn>;
  getNotifications(filter?: { tag?: string }): Promise<ShownNotification[]>;
}

export function activeRegistration(): FakeRegistration {
  const shown: ShownNotification[] = [];
  return {
    active: new FakeWorker('activated'),
    installing: null,
    waiting: null,
    scope: 'https://site.test/firebase-cloud-messaging-push-scope',
    shown,
    showNotification: vi.fn(async (title: string, options: NotificationOptions = {}) => {
      const same = options.tag ? shown.findIndex((n) => n.options.tag === options.tag) : -1;
      if (same >= 0) shown.splice(same, 1);
      shown.push({ title, options });
    }),
    getNotifications: async (filter = {}) => shown.filter((n) => !filter.tag || n.options.tag === filter.tag),
  };
}

export interface PushBrowser {
  /** What `navigator.serviceWorker.register` resolves, every time (as the browser hands back the same registration). */
  registration: FakeRegistration;
  requestPermission: ReturnType<typeof vi.fn>;
  register: ReturnType<typeof vi.fn>;
  fetch: ReturnType<typeof vi.fn>;
  /** GET /firebase-messaging-sw.js requests made by the worker check. */
  workerChecks(): number;
  setPermission(value: NotificationPermission): void;
  /** Forms posted to /set-token, as plain objects. */
  setTokenCalls(): Array<{ url: string; init: RequestInit; fields: Record<string, string> }>;
}

/**
 * A browser that can push: permission starts at `permission`; `requestPermission` answers
 * `answer` (and sets it); `register` resolves `registration`; fetch answers `status`.
 */
export function installPushBrowser(
  options: {
    permission?: NotificationPermission;
    answer?: NotificationPermission;
    /** The worker's state (default: active); the notifications part is always a fresh tray. */
    registration?: Pick<FakeRegistration, 'active' | 'installing' | 'waiting' | 'scope'>;
    status?: number;
    /** How the page's origin answers GET /firebase-messaging-sw.js (default: 200 JavaScript). */
    worker?: { status: number; type: string };
  } = {},
): PushBrowser {
  let permission: NotificationPermission = options.permission ?? 'default';
  const requestPermission = vi.fn(() => {
    permission = options.answer ?? 'granted';
    return Promise.resolve(permission);
  });
  class FakeNotification {
    static get permission() {
      return permission;
    }
    static requestPermission = requestPermission;
  }
  vi.stubGlobal('Notification', FakeNotification);
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('indexedDB', {});
  vi.stubGlobal('__NAYA_FIREBASE__', SETTINGS);
  vi.stubGlobal('__NAYA_PUSH__', true);
  const registration: FakeRegistration = { ...activeRegistration(), ...options.registration };
  const register = vi.fn(async () => registration);
  Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true });
  const worker = options.worker ?? { status: 200, type: 'text/javascript' };
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) =>
    String(url) === '/firebase-messaging-sw.js'
      ? new Response('self.x = 1;', { status: worker.status, headers: { 'Content-Type': worker.type } })
      : new Response(null, { status: options.status ?? 204, headers: setTokenHeaders(init) }),
  );
  vi.stubGlobal('fetch', fetch);
  return {
    registration,
    workerChecks: () => fetch.mock.calls.filter(([url]) => String(url) === '/firebase-messaging-sw.js').length,
    requestPermission,
    register,
    fetch,
    setPermission: (value) => void (permission = value),
    setTokenCalls: () =>
      fetch.mock.calls
        .filter(([url]) => String(url).endsWith('/set-token'))
        .map(([url, init = {}]) => ({
          url: String(url),
          init,
          fields: Object.fromEntries((init.body as FormData).entries()) as Record<string, string>,
        })),
  };
}

export function uninstallPushBrowser(): void {
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  vi.unstubAllGlobals();
}

/** Lets pending promises and dynamic imports settle without moving (fake) time. */
export async function settle(rounds = 20): Promise<void> {
  for (let i = 0; i < rounds; i++) await new Promise((resolve) => setImmediate(resolve));
}

/** Waits (in real time, fake timers untouched) until `check` passes. */
export async function until(check: () => unknown, timeoutMs = 3000): Promise<void> {
  const end = performance.now() + timeoutMs;
  while (!check()) {
    if (performance.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setImmediate(resolve));
  }
}

// setImmediate stays real so settle()/until() can let promises and dynamic imports finish.
export const FAKE_TIMERS: { toFake: Array<'setTimeout' | 'clearTimeout' | 'Date'> } = { toFake: ['setTimeout', 'clearTimeout', 'Date'] };

/** Records `pushResponse` values. */
export function recordResponses(): string[] {
  const values: string[] = [];
  window.addEventListener('pushResponse', (event) => values.push((event as CustomEvent<{ value: string }>).detail.value));
  return values;
}
