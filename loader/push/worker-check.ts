// Before anything is offered on a page whose config leaves `push` unset: does this origin serve
// our service worker? Kept apart from worker.ts (registration, used only after Allow) so the
// prompt chunk does not carry the registration code.
import { SW_PATH } from './constants';
import { readItem, session, writeItem } from './storage';

/** sessionStorage: '1' or '0', the answer of this session's one worker check. */
export const SW_CHECK_KEY = 'naya_push_worker';

/**
 * Whether the page's own origin serves the worker as JavaScript (not a 404, nor the HTML page a
 * single-page site answers every path with). Asked once per browser session: only the response
 * headers are read, the body is cancelled. A network error is not cached (offline for a moment).
 */
export async function workerServed(): Promise<boolean> {
  const known = readItem(SW_CHECK_KEY, session);
  if (known) return known === '1';
  let served: boolean;
  try {
    const response = await fetch(SW_PATH, { credentials: 'same-origin' });
    // A worker script may not be redirected: registration would fail.
    served = response.ok && !response.redirected && /javascript/i.test(response.headers.get('content-type') || '');
    response.body?.cancel().catch(() => {});
  } catch {
    return false;
  }
  writeItem(SW_CHECK_KEY, served ? '1' : '0', session);
  return served;
}
