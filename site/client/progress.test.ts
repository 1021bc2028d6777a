import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MIN_FETCH_DISPLAY_MS, PROGRESS_DURATION_MS, PROGRESS_THROTTLE_MS } from '../constants';
import { createProgress } from './progress';

const bar = () => document.querySelector<HTMLElement>('.progress-bar');

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('progress bar', () => {
  it('does not show when loading ends within the 200 ms throttle', () => {
    const p = createProgress({ now: () => Date.now() });
    p.start();
    vi.advanceTimersByTime(PROGRESS_THROTTLE_MS - 1);
    p.finish();
    vi.advanceTimersByTime(1000);
    expect(bar()).toBeNull();
  });

  it('shows after 200 ms and fills over 5000 ms', () => {
    const p = createProgress({ now: () => Date.now() });
    p.start();
    vi.advanceTimersByTime(PROGRESS_THROTTLE_MS - 1);
    expect(bar()).toBeNull();
    vi.advanceTimersByTime(1);
    expect(bar()?.dataset.progress).toBe('loading');
    expect(bar()?.style.animationDuration).toBe(`${PROGRESS_DURATION_MS}ms`);
    expect([PROGRESS_THROTTLE_MS, PROGRESS_DURATION_MS]).toEqual([200, 5000]);
  });

  it('once shown, stays at least the 200 ms minimum display delay', () => {
    const p = createProgress({ now: () => Date.now() });
    p.start();
    vi.advanceTimersByTime(PROGRESS_THROTTLE_MS + 10);
    p.finish();
    vi.advanceTimersByTime(MIN_FETCH_DISPLAY_MS - 11);
    expect(bar()?.dataset.progress).toBe('loading');
    vi.advanceTimersByTime(1);
    expect(bar()?.dataset.progress).toBe('done');
    vi.advanceTimersByTime(300);
    expect(bar()).toBeNull();
    expect(MIN_FETCH_DISPLAY_MS).toBe(200);
  });
});
