// Once a lead id exists, the stored token is re-sent once with it (docs/push.md, "Tokens"). Kept
// apart from the prompt and from Firebase so the registration widget can import it for a few
// hundred bytes.
import { MSG_UPDATE_TOKEN_FAILED, PUSH_TOKEN_KEY, PUSH_UPDATED_KEY } from '../constants';
import type { NayaConfig } from '../config';
import { getLeadId } from '../lead';
import { postSetToken } from './set-token';
import { FLAG_SET, isMarker, readItem, writeItem } from './storage';

let sending = false; // two callers on one page (widget and loader) must not send twice

/**
 * Re-sends the stored token with `leadId` unless the visitor declined or only confirmed (no real
 * token yet) or it was already updated. `push_token_updated` is set only after a 2xx, so a failed
 * attempt is tried again on a later page. Resolves true when this call sent it.
 */
export async function resendTokenWithLead(config: NayaConfig, leadId: string | null | undefined): Promise<boolean> {
  const token = readItem(PUSH_TOKEN_KEY);
  if (!leadId || !token || isMarker(token) || readItem(PUSH_UPDATED_KEY) || sending) return false;
  sending = true;
  try {
    const sent = await postSetToken(config, token, leadId);
    if (sent) writeItem(PUSH_UPDATED_KEY, FLAG_SET);
    else console.warn(MSG_UPDATE_TOKEN_FAILED);
    return sent;
  } finally {
    sending = false;
  }
}

/** The page-load check of the push chunk: re-send if a lead id exists by now. */
export function resendStoredToken(config: NayaConfig): Promise<boolean> {
  return resendTokenWithLead(config, getLeadId());
}
