import { beforeEach, describe, expect, it } from 'vitest';
import { backoffDays, isPromptBackedOff, PROMPT_DISMISSED_KEY, recordDismissal } from './dismissal';

const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.UTC(2025, 0, 1);

beforeEach(() => localStorage.clear());

describe('dismissal back-off: 3, then 7, then 30 days', () => {
  it('is not backed off before any dismissal', () => {
    expect(isPromptBackedOff(T0)).toBe(false);
  });

  it('hides the prompt for exactly 3 days after the first dismissal', () => {
    recordDismissal(T0);
    expect(JSON.parse(localStorage.getItem(PROMPT_DISMISSED_KEY)!)).toEqual({ count: 1, at: T0 });
    expect(isPromptBackedOff(T0 + 3 * DAY - 1)).toBe(true);
    expect(isPromptBackedOff(T0 + 3 * DAY)).toBe(false);
  });

  it('then 7 days after the second, and 30 after the third and every later one', () => {
    recordDismissal(T0);
    recordDismissal(T0 + 3 * DAY);
    expect(isPromptBackedOff(T0 + 10 * DAY - 1)).toBe(true);
    expect(isPromptBackedOff(T0 + 10 * DAY)).toBe(false);
    recordDismissal(T0 + 10 * DAY);
    expect(isPromptBackedOff(T0 + 40 * DAY - 1)).toBe(true);
    expect(isPromptBackedOff(T0 + 40 * DAY)).toBe(false);
    recordDismissal(T0 + 40 * DAY);
    expect(isPromptBackedOff(T0 + 70 * DAY - 1)).toBe(true);
    expect([1, 2, 3, 4, 9].map(backoffDays)).toEqual([3, 7, 30, 30, 30]);
  });

  it('treats an unreadable record as no dismissal', () => {
    localStorage.setItem(PROMPT_DISMISSED_KEY, '{broken');
    expect(isPromptBackedOff(T0)).toBe(false);
    recordDismissal(T0);
    expect(JSON.parse(localStorage.getItem(PROMPT_DISMISSED_KEY)!).count).toBe(1);
  });
});
