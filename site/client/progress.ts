// The thin loading bar (docs/site.md, Navigation and loading): it appears only when loading takes longer than the throttle
// (200 ms), fills over the duration (5000 ms), and once shown stays at least the minimum display
// delay (200 ms) so it never flickers.
import { MIN_FETCH_DISPLAY_MS, PROGRESS_DURATION_MS, PROGRESS_THROTTLE_MS } from '../constants';

export interface ProgressOptions {
  throttle?: number;
  duration?: number;
  minVisible?: number;
  now?: () => number;
}

export interface Progress {
  start(): void;
  finish(): void;
}

export function createProgress(options: ProgressOptions = {}): Progress {
  const { throttle = PROGRESS_THROTTLE_MS, duration = PROGRESS_DURATION_MS, minVisible = MIN_FETCH_DISPLAY_MS, now = Date.now } = options;
  let showTimer: ReturnType<typeof setTimeout> | undefined;
  let bar: HTMLElement | undefined;
  let shownAt = 0;
  let active = false;

  const show = () => {
    bar?.remove();
    bar = document.createElement('div');
    bar.className = 'progress-bar';
    bar.setAttribute('aria-hidden', 'true');
    bar.dataset.progress = 'loading';
    bar.style.animationDuration = `${duration}ms`;
    document.body.appendChild(bar);
    shownAt = now();
  };

  const hide = (el: HTMLElement) => {
    el.dataset.progress = 'done';
    setTimeout(() => el.remove(), 250); // let the bar reach the end before it goes
  };

  return {
    start() {
      if (active) return;
      active = true;
      showTimer = setTimeout(show, throttle);
    },
    finish() {
      if (!active) return;
      active = false;
      clearTimeout(showTimer);
      const el = bar;
      bar = undefined;
      if (!el) return;
      const wait = Math.max(0, minVisible - (now() - shownAt));
      if (wait) setTimeout(() => hide(el), wait);
      else hide(el);
    },
  };
}
