// Getting the push token and handing it to the lead-gen server (docs/push.md, "Tokens"); a token
// equal to the stored one is not sent again.
import {
  CONFIRMED_BY_USER,
  MSG_FIREBASE_UNSUPPORTED,
  MSG_SET_TOKEN_FAILED,
  MSG_TOKEN_ALREADY_SENT,
  PUSH_ACCEPTED_KEY,
  PUSH_TOKEN_KEY,
  PUSH_UPDATED_KEY,
  TOKEN_RETRY_DELAY_MS,
} from '../constants';
import type { NayaConfig } from '../config';
import { getLeadId } from '../lead';
import { postSetToken } from './set-token';
import { TOKEN_FAILED_AT_KEY } from './constants';
import { listenWhileOpen } from './foreground';
import { FLAG_SET, isMarker, readItem, removeItem, writeItem } from './storage';
import { registerWorker, waitUntilActive } from './worker';

// Read directly: importing browser.ts here would split it into a chunk of its own that the prompt
// chunk then fetches as one more file.
const granted = () => Notification.permission === 'granted';
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One fetch, then exactly one retry after 1 s; null when both fail or permission went away. */
async function fetchWithRetry(fetchToken: () => Promise<string>): Promise<string | null> {
  for (let attempt = 0; attempt < 2; attempt++) {
    if (attempt) await delay(TOKEN_RETRY_DELAY_MS);
    if (!granted()) return null; // aborted while permission is default or denied
    try {
      const token = await fetchToken();
      if (token) return token;
    } catch {
      // fall through to the retry; the second failure clears below
    }
  }
  // The stored token is cleared, but not the visitor's Allow: a later page view tries again.
  writeItem(PUSH_TOKEN_KEY, CONFIRMED_BY_USER);
  return null;
}

/**
 * Sends the token unless it is the one already stored (another tab may have sent it meanwhile),
 * then stores it. A failed send is only a warning: the visitor still has push.
 */
export async function deliverToken(config: NayaConfig, token: string): Promise<void> {
  if (readItem(PUSH_TOKEN_KEY) === token) {
    console.log(MSG_TOKEN_ALREADY_SENT);
    return;
  }
  const answer = await postSetToken(config, token, getLeadId());
  if (answer === 'failed') console.warn(MSG_SET_TOKEN_FAILED);
  writeItem(PUSH_TOKEN_KEY, token);
  writeItem(PUSH_ACCEPTED_KEY, FLAG_SET);
  // Tied to the lead already (the lead id and its leadToken went with it): the once-only re-send
  // has nothing left to do.
  if (answer === 'tied') writeItem(PUSH_UPDATED_KEY, FLAG_SET);
}

/**
 * Registers the worker, waits for it, gets the token, delivers it and shows the messages that reach
 * this page from then on. Resolves the token, or null when permission is not granted or no token
 * came; a failure is recorded so that later page views try again at most once a day (retry.ts).
 * On a later page view (`laterPage`) that has the token already it only listens (foreground.ts).
 */
export async function obtainAndDeliverToken(config: NayaConfig, laterPage = false): Promise<string | null> {
  if (!granted()) return null;
  const stored = readItem(PUSH_TOKEN_KEY);
  if (laterPage && stored && !isMarker(stored)) return listenAgain(stored);
  const token = await obtainToken(config);
  if (token) removeItem(TOKEN_FAILED_AT_KEY);
  else writeItem(TOKEN_FAILED_AT_KEY, String(Date.now())); // retry.ts: try again in a day
  return token;
}

async function obtainToken(config: NayaConfig): Promise<string | null> {
  let registration: ServiceWorkerRegistration;
  try {
    // First: without the worker there is no token, and Firebase is not worth downloading.
    registration = await registerWorker();
  } catch (error) {
    console.warn('naya: push service worker registration failed', error);
    return null;
  }
  let adapter: typeof import('./firebase');
  try {
    adapter = await import('./firebase');
    if (!(await adapter.loadMessaging())) {
      console.warn(MSG_FIREBASE_UNSUPPORTED);
      return null;
    }
  } catch {
    return null; // the Firebase chunk did not load (offline)
  }
  await waitUntilActive(registration);
  const token = await fetchWithRetry(() => adapter.fetchToken(registration));
  if (token) {
    await deliverToken(config, token);
    await listenWhileOpen(adapter, registration);
  }
  return token;
}

async function listenAgain(token: string): Promise<string> {
  try {
    // The registration the Allow made: register() hands it back without fetching the worker again.
    const registration = await registerWorker();
    await listenWhileOpen(await import('./firebase'), registration);
  } catch {
    // no worker, or the Firebase chunk did not load (offline): the worker still shows background pushes
  }
  return token;
}
