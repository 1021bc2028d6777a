// Hash links (docs/site.md, Navigation and loading): scroll smoothly to the target after 300 ms (the new page has painted by
// then), or to the top when no element has that id.
import { HASH_SCROLL_DELAY_MS } from '../constants';

export function targetOf(hash: string): HTMLElement | null {
  if (!hash || hash === '#') return null;
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // a malformed escape: look the raw id up
  }
  return document.getElementById(id);
}

/** Schedules the scroll; returns a function that cancels it. */
export function scrollToHash(hash: string, delay = HASH_SCROLL_DELAY_MS): () => void {
  const timer = setTimeout(() => {
    const target = targetOf(hash);
    if (!target) return window.scrollTo({ top: 0, behavior: 'smooth' });
    target.scrollIntoView({ behavior: 'smooth', block: 'start' });
    // Move keyboard focus too (skip link, in-page links) when the target can take it.
    if (target.tabIndex >= 0 || target.hasAttribute('tabindex')) target.focus({ preventScroll: true });
  }, delay);
  return () => clearTimeout(timer);
}
