// What the visitor's answer does (spec §4 "Accept", "Decline"), for our prompt, the partner's
// own prompt (showCustom) and the browser's native prompt alike.
import { CANCELLED_BY_USER, CONFIRMED_BY_USER, PUSH_TOKEN_KEY, PUSH_UPDATED_KEY } from '../constants';
import type { NayaConfig } from '../config';
import { announce, requestPermission } from './browser';
import { writeItem } from './storage';

// The token flow (identity, set-token, and from there Firebase) is fetched only after Allow.
const tokenFlow = () => import('./token');

/** Finishes an Allow: register the worker, get the token, send it. Never rejects. */
export async function runTokenFlow(config: NayaConfig): Promise<void> {
  try {
    await (await tokenFlow()).obtainAndDeliverToken(config);
  } catch {
    // chunk not loaded (offline): `CONFIRMED BY USER` stays, the next page view resumes
  }
}

/**
 * After the browser answered: granted → token flow, then `Yes`; denied → the visitor's No;
 * the browser prompt closed without an answer (`default`) → nothing, retrieval is aborted.
 */
async function afterPermission(config: NayaConfig, permission: NotificationPermission): Promise<void> {
  if (permission === 'granted') {
    await runTokenFlow(config);
    announce('Yes');
  } else if (permission === 'denied') {
    announce('No');
  }
}

/**
 * Allow. Must run synchronously inside the click handler up to `requestPermission()`: Firefox
 * and Safari show the browser prompt only during a user gesture, and an `await` ends it.
 */
export function accept(config: NayaConfig): Promise<void> {
  writeItem(PUSH_TOKEN_KEY, CONFIRMED_BY_USER);
  const permission = requestPermission();
  return permission.then((result) => afterPermission(config, result));
}

/** Reject: both markers, so neither the prompt nor the lead re-send ever comes back here. */
export function decline(): void {
  writeItem(PUSH_TOKEN_KEY, CANCELLED_BY_USER);
  writeItem(PUSH_UPDATED_KEY, CANCELLED_BY_USER);
  announce('No');
}

/** Native mode: the browser's own prompt decides; its answer is recorded like ours. */
export async function askNatively(config: NayaConfig): Promise<void> {
  const result = await requestPermission();
  if (result === 'granted') writeItem(PUSH_TOKEN_KEY, CONFIRMED_BY_USER);
  if (result === 'denied') return decline();
  return afterPermission(config, result);
}
