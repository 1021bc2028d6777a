// What browser tests need to run the real push flow without Google: a build with fake FIREBASE_*
// settings, a PushManager that subscribes without a push service (headless Chromium has none), and
// canned answers of Google's Installations and FCM registration endpoints, served by request
// routing so nothing leaves the machine.
import { spawn } from 'node:child_process';
import { createECDH } from 'node:crypto';
import type { BrowserContext, Route } from 'playwright-core';
import { ROOT } from './servers';

export const FCM_TOKEN = 'fcm-token-from-canned-registration';
export const FID = 'cAbCdEfGhIjKlMnOpQrStU'; // Firebase checks /^[cdef][\w-]{21}$/
export const PROJECT = 'naya-push-test';

/** The five FIREBASE_* build settings, with a real P-256 public key as the VAPID key. */
export function firebaseEnv(): Record<string, string> {
  const vapid = createECDH('prime256v1');
  vapid.generateKeys();
  return {
    FIREBASE_API_KEY: 'fake-api-key',
    FIREBASE_PROJECT_ID: PROJECT,
    FIREBASE_MESSAGING_SENDER_ID: '123456789',
    FIREBASE_APP_ID: '1:123456789:web:abcdef',
    FIREBASE_VAPID_KEY: vapid.getPublicKey('base64url'),
  };
}

/** Runs `esbuild.config.ts` with `env` added (set NAYA_DIST_DIR to build into a temp folder). */
export function buildDist(env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'esbuild.config.ts'], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`build failed (${code}):\n${output}`))));
  });
}

/** Runs in the page before any script: a push subscription as a real push service would return. */
export function fakePushService() {
  const key = (length: number, first: number) => {
    const bytes = new Uint8Array(length);
    bytes[0] = first;
    for (let i = 1; i < length; i++) bytes[i] = (i * 7) & 255;
    return bytes.buffer;
  };
  const subscription = {
    endpoint: 'https://fcm.googleapis.com/fcm/send/fake-endpoint',
    expirationTime: null,
    options: { userVisibleOnly: true, applicationServerKey: null },
    getKey: (name: string) => (name === 'p256dh' ? key(65, 4) : key(16, 1)),
    toJSON: () => ({ endpoint: subscription.endpoint, expirationTime: null, keys: { p256dh: 'BA', auth: 'AQ' } }),
    unsubscribe: async () => true,
  };
  let subscribed = false;
  PushManager.prototype.subscribe = async () => {
    subscribed = true;
    return subscription as unknown as PushSubscription;
  };
  PushManager.prototype.getSubscription = async () => (subscribed ? subscription : null) as unknown as PushSubscription | null;
}

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': '*',
  'Access-Control-Allow-Methods': 'POST, GET, DELETE, OPTIONS',
};

/** Canned answers of Google's endpoints (shapes from the Firebase JS SDK 12 sources), registering
 * `token` as the visitor's FCM token. */
export const answerGoogleWith = (token: string) => async (route: Route) => {
  const request = route.request();
  if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
  const url = new URL(request.url());
  if (url.hostname === 'firebaseinstallations.googleapis.com' && url.pathname === `/v1/projects/${PROJECT}/installations`) {
    return route.fulfill({
      status: 200,
      headers: CORS,
      json: {
        name: `projects/${PROJECT}/installations/${FID}`,
        fid: FID,
        refreshToken: 'refresh-token',
        authToken: { token: 'fis-auth-token', expiresIn: '604800s' },
      },
    });
  }
  if (url.hostname === 'fcmregistrations.googleapis.com' && url.pathname === `/v1/projects/${PROJECT}/registrations`) {
    return route.fulfill({ status: 200, headers: CORS, json: { token } });
  }
  return route.abort('blockedbyclient');
};

/**
 * Answers Google's push endpoints and fakes PushManager in every page of `context`. Call it after
 * newOfflineSafeContext: routes registered later win, so Google's hosts get these answers.
 */
export async function installFirebaseFakes(context: BrowserContext, token = FCM_TOKEN): Promise<void> {
  await context.route(/^https:\/\/(firebaseinstallations|fcmregistrations)\.googleapis\.com\//, answerGoogleWith(token));
  await context.addInitScript(fakePushService);
}
