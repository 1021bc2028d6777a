// Closing the prompt without a decision backs it off for 3 days, then 7, then 30 (OneSignal's
// src/shared/helpers/dismiss.ts): Chrome moves sites that nag to its quiet permission UI.
import { readItem, writeItem } from './storage';

export const PROMPT_DISMISSED_KEY = 'push_prompt_dismissed';
export const DISMISS_BACKOFF_DAYS = [3, 7, 30] as const;
const DAY_MS = 24 * 60 * 60 * 1000;

interface Dismissal {
  count: number;
  at: number;
}

function readDismissal(): Dismissal | null {
  try {
    const value = JSON.parse(readItem(PROMPT_DISMISSED_KEY) || 'null');
    return value?.count > 0 && value.at > 0 ? value : null;
  } catch {
    return null; // unreadable: as if never dismissed
  }
}

/** Days the prompt stays hidden after the `count`-th dismissal (30 from the third on). */
export function backoffDays(count: number): number {
  return DISMISS_BACKOFF_DAYS[Math.min(count, DISMISS_BACKOFF_DAYS.length) - 1];
}

export function isPromptBackedOff(now = Date.now()): boolean {
  const dismissal = readDismissal();
  return !!dismissal && now < dismissal.at + backoffDays(dismissal.count) * DAY_MS;
}

export function recordDismissal(now = Date.now()): void {
  const count = (readDismissal()?.count ?? 0) + 1;
  writeItem(PROMPT_DISMISSED_KEY, JSON.stringify({ count, at: now }));
}
