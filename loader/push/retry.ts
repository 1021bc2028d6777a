// A visitor who allowed push but got no token (no worker, Firebase unsupported, two failed token
// fetches) keeps `CONFIRMED BY USER`; a later page view tries again, at most once a day, so a
// partner page without the worker does not register and fail on every view. token.ts records
// the failure (TOKEN_FAILED_AT_KEY) and clears it once a token is stored.
import { TOKEN_FAILED_AT_KEY } from './constants';
import { readItem } from './storage';

export const TOKEN_RETRY_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** True when no failure is recorded, or the last one is at least a day old. */
export function tokenRetryDue(now = Date.now()): boolean {
  const failedAt = Number(readItem(TOKEN_FAILED_AT_KEY));
  return !(failedAt > 0) || now >= failedAt + TOKEN_RETRY_INTERVAL_MS;
}
