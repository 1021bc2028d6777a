// The one place that knows where the lead id lives (spec §3): localStorage `leadId`,
// with `lead_id` still read for pages written by older helpers.
import { LEAD_ID_KEY, LEAD_ID_LEGACY_KEY } from './constants';

export function getLeadId(): string | null {
  try {
    return localStorage.getItem(LEAD_ID_KEY) || localStorage.getItem(LEAD_ID_LEGACY_KEY) || null;
  } catch {
    return null; // storage blocked (Safari private frames, sandboxed iframes)
  }
}

export function setLeadId(leadId: string): void {
  try {
    localStorage.setItem(LEAD_ID_KEY, leadId);
  } catch {
    // storage blocked: the lead still exists on the server; nothing else to do here
  }
}
