import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HASH_SCROLL_DELAY_MS } from '../constants';
import { scrollToHash } from './hash';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('hash links', () => {
  it('scroll smoothly to the target after 300 ms', () => {
    document.body.innerHTML = '<h2 id="faq">FAQ</h2>';
    const target = document.getElementById('faq')!;
    const scroll = vi.fn();
    target.scrollIntoView = scroll;
    scrollToHash('#faq');
    vi.advanceTimersByTime(HASH_SCROLL_DELAY_MS - 1);
    expect(scroll).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(scroll).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
  });

  it('scroll to the top when the target is missing', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    scrollToHash('#nothing-here');
    vi.advanceTimersByTime(HASH_SCROLL_DELAY_MS);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('move focus to a focusable target (the skip link to main)', () => {
    document.body.innerHTML = '<main id="main" tabindex="-1"></main>';
    const main = document.getElementById('main')!;
    main.scrollIntoView = () => {};
    scrollToHash('#main');
    vi.advanceTimersByTime(HASH_SCROLL_DELAY_MS);
    expect(document.activeElement).toBe(main);
  });
});
