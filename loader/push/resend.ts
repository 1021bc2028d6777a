// Once a lead id exists, the stored token is re-sent once with it and the lead's proof, `leadToken`
// (docs/push.md, "Tokens"). Kept apart from the prompt and from Firebase so the registration widget
// and the pixel can import it for a few hundred bytes.
import { MSG_UPDATE_TOKEN_FAILED, PUSH_TOKEN_KEY, PUSH_UPDATED_KEY } from '../constants';
import type { NayaConfig } from '../config';
import { getLeadId, getLeadToken } from '../lead';
import { postSetToken } from './set-token';
import { FLAG_SET, isMarker, readItem, writeItem } from './storage';

let sending = false; // two callers on one page (widget and loader) must not send twice

/** localStorage: the last re-send attempt, `{"lead": id, "at": ms}`: one attempt per lead a day. */
export const RESENT_KEY = 'push_token_resent';
export const RESEND_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** True when this lead's token was already tried within the last day (tied or not). */
function triedToday(leadId: string): boolean {
  try {
    const last = JSON.parse(readItem(RESENT_KEY) || 'null');
    return last?.lead === leadId && Date.now() < last.at + RESEND_INTERVAL_MS;
  } catch {
    return false;
  }
}

/**
 * Re-sends the stored token with `leadId` unless the visitor declined or only confirmed (no real
 * token yet), it was already updated, or there is no `leadToken` to prove the lead (the server
 * would not tie it). `push_token_updated` is set only when the server tied the token to the lead,
 * so a failed attempt is tried again on a later page, at most once per lead a day (a wrong or
 * stale `leadToken` must not cost a request on every page view). Resolves true when this call tied it.
 */
export async function resendTokenWithLead(config: NayaConfig, leadId: string | null | undefined): Promise<boolean> {
  const token = readItem(PUSH_TOKEN_KEY);
  if (!leadId || !getLeadToken() || !token || isMarker(token) || readItem(PUSH_UPDATED_KEY) || sending || triedToday(leadId)) return false;
  sending = true;
  writeItem(RESENT_KEY, JSON.stringify({ lead: leadId, at: Date.now() })); // before the send: other tabs see it
  try {
    const tied = (await postSetToken(config, token, leadId)) === 'tied';
    if (tied) writeItem(PUSH_UPDATED_KEY, FLAG_SET);
    else console.warn(MSG_UPDATE_TOKEN_FAILED);
    return tied;
  } finally {
    sending = false;
  }
}

/** The page-load check of the push chunk: re-send if a lead id exists by now. */
export function resendStoredToken(config: NayaConfig): Promise<boolean> {
  return resendTokenWithLead(config, getLeadId());
}

/** The registration widget's call once it has a lead (widgets/registration/after-registration.ts):
 * its page config, with the host the widget posts to; fails quietly (the token goes with the lead on
 * a later page). On partner pages it is this chunk's entry, imported by its built name (which static
 * analysis does not follow): the default export, the shortest name to call it by.
 * @public */
export default (ctx: { leadGenHost: string; pushConfig?: Record<string, unknown> }, leadId: string) =>
  resendTokenWithLead({ leadGenHost: ctx.leadGenHost, ...ctx.pushConfig } as NayaConfig, leadId).catch((error) =>
    console.warn('naya:', error),
  );
