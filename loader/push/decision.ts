// What the visitor's answer does (docs/push.md, "Decline"), for our prompt, the partner's
// own prompt (showCustom) and the browser's native prompt alike: every Allow ends in exactly one
// `pushResponse`, and the browser's answer leaves the same markers whichever way it was asked.

import { CANCELLED_BY_USER, CONFIRMED_BY_USER, PUSH_ACCEPTED_KEY, PUSH_TOKEN_KEY, PUSH_UPDATED_KEY } from './constants';
import type { NayaConfig } from '../config';
import { announce, requestPermission } from './browser';
import { recordDismissal } from './dismissal';
import { FLAG_SET, readItem, removeItem, writeItem } from './storage';

// The token flow (identity, set-token, and from there Firebase) is fetched only after Allow.
const tokenFlow = () => import('./token');

/** Registers the worker, gets the token, sends it (on a later page with a token, only listens for
 * messages). Resolves the token or null; never rejects. */
export async function runTokenFlow(config: NayaConfig, laterPage?: boolean): Promise<string | null> {
  try {
    return await (await tokenFlow()).obtainAndDeliverToken(config, laterPage);
  } catch {
    return null; // chunk not loaded (offline): `CONFIRMED BY USER` stays, a later page view resumes
  }
}

/** Reject, or the browser blocked: both markers, so neither the prompt nor the lead re-send comes back. */
export function decline(): void {
  writeItem(PUSH_TOKEN_KEY, CANCELLED_BY_USER);
  writeItem(PUSH_UPDATED_KEY, CANCELLED_BY_USER);
  announce('No');
}

/**
 * After the browser answered: granted → `push_accepted`, token flow, then `Yes` once the token is stored (`No` when
 * none came); denied → as Reject; closed unanswered → no decision: the Allow is taken back and the
 * prompt backs off like a dismissal (Chrome blocks sites whose prompts keep being closed).
 */
async function afterPermission(config: NayaConfig, permission: NotificationPermission): Promise<void> {
  if (permission === 'denied') return decline();
  if (permission === 'granted') {
    writeItem(PUSH_TOKEN_KEY, CONFIRMED_BY_USER);
    writeItem(PUSH_ACCEPTED_KEY, FLAG_SET); // the Allow itself, whether or not a token comes of it
    return announce((await runTokenFlow(config)) ? 'Yes' : 'No');
  }
  if (readItem(PUSH_TOKEN_KEY) === CONFIRMED_BY_USER) removeItem(PUSH_TOKEN_KEY);
  recordDismissal();
  announce('No');
}

/**
 * Allow. Must run synchronously inside the click handler up to `requestPermission()`: Firefox
 * and Safari show the browser prompt only during a user gesture, and an `await` ends it.
 */
export function accept(config: NayaConfig): Promise<void> {
  writeItem(PUSH_TOKEN_KEY, CONFIRMED_BY_USER);
  return requestPermission().then((result) => afterPermission(config, result));
}

/** Native mode: the browser's own prompt decides; its answer is recorded like ours. */
export async function askNatively(config: NayaConfig): Promise<void> {
  return afterPermission(config, await requestPermission());
}
