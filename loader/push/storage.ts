// The push token record of docs/push.md, in localStorage. Storage can be blocked (Safari private
// frames, sandboxed iframes): then reads give null and writes are dropped, and the prompt simply
// behaves as for a first visit instead of throwing into the host page.
import { CANCELLED_BY_USER, CONFIRMED_BY_USER } from './constants';

export function readItem(key: string, store = () => localStorage): string | null {
  try {
    return store().getItem(key);
  } catch {
    return null;
  }
}

export function writeItem(key: string, value: string, store = () => localStorage): void {
  try {
    store().setItem(key, value);
  } catch {
    // blocked storage: nothing to keep
  }
}

/** For facts that hold for one browser session only (`readItem(key, session)`). */
export const session = () => sessionStorage;

export function removeItem(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // blocked storage: nothing to clear
  }
}

/** True for the two decision markers, which live where a token would otherwise be. */
export function isMarker(value: string | null): boolean {
  return value === CONFIRMED_BY_USER || value === CANCELLED_BY_USER;
}

/** The value `push_token_updated` and `push_accepted` hold once set. */
export const FLAG_SET = 'true';
