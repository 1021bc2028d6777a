// The one message the /pixel/ frame sends to its parent (docs/pixel-and-feeds.md). Both sides import this module, so the format
// cannot drift between the frame page and the pixel that waits for it.

import { LEAD_ID_MAX } from '../common/limits';

export const PIXEL_MESSAGE_TYPE = 'naya:lead';

export interface PixelMessage {
  type: typeof PIXEL_MESSAGE_TYPE;
  lead_id: string;
}

// Lead ids are UUIDs or numeric ids from older landing sites; anything else (markup, very long
// strings) is not a lead id and must not travel on to the webhook.
// At most as long as `/webhook` accepts, or every later page view would retry a refused id.
const LEAD_ID = new RegExp(`^[\\w.:-]{1,${LEAD_ID_MAX}}$`);

export function pixelMessage(leadId: string): PixelMessage {
  return { type: PIXEL_MESSAGE_TYPE, lead_id: leadId };
}

/** The lead id carried by a well-formed pixel message, or null for anything else. */
export function readPixelMessage(data: unknown): string | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, lead_id: leadId } = data as Record<string, unknown>;
  return type === PIXEL_MESSAGE_TYPE && typeof leadId === 'string' && LEAD_ID.test(leadId) ? leadId : null;
}
