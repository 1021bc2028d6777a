// The one message the /pixel/ frame sends to its parent (docs/pixel-and-feeds.md). Both sides import this module, so the format
// cannot drift between the frame page and the pixel that waits for it.

import { LEAD_ID_MAX } from '../common/limits';

export const PIXEL_MESSAGE_TYPE = 'naya:lead';

export interface PixelMessage {
  type: typeof PIXEL_MESSAGE_TYPE;
  lead_id: string;
  /** The lead's proof (localStorage `leadToken`), when the frame's site has it: with it the parent's
   * push token can be tied to the lead (docs/push.md "Tokens"). */
  lead_token?: string;
}

/** What the parent takes from a pixel message. */
export interface PixelLead {
  leadId: string;
  leadToken: string | null;
}

// Lead ids are UUIDs or numeric ids from older landing sites; anything else (markup, very long
// strings) is not a lead id and must not travel on to the webhook.
// At most as long as `/webhook` accepts, or every later page view would retry a refused id.
const LEAD_ID = new RegExp(`^[\\w.:-]{1,${LEAD_ID_MAX}}$`);
// The server's tokens are 43 characters of base64url; a little room either way, nothing else.
const LEAD_TOKEN = /^[\w-]{16,128}$/;

export function pixelMessage(leadId: string, leadToken?: string | null): PixelMessage {
  return leadToken ? { type: PIXEL_MESSAGE_TYPE, lead_id: leadId, lead_token: leadToken } : { type: PIXEL_MESSAGE_TYPE, lead_id: leadId };
}

/** The lead carried by a well-formed pixel message, or null for anything else. A malformed token is
 * dropped and the lead id kept: the visit is still reported, only no push token is tied. */
export function readPixelMessage(data: unknown): PixelLead | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, lead_id: leadId, lead_token: leadToken } = data as Record<string, unknown>;
  if (type !== PIXEL_MESSAGE_TYPE || typeof leadId !== 'string' || !LEAD_ID.test(leadId)) return null;
  return { leadId, leadToken: typeof leadToken === 'string' && LEAD_TOKEN.test(leadToken) ? leadToken : null };
}
