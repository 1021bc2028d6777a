// The one place that knows where the lead id lives (docs/identity-and-events.md): localStorage `leadId`,
// with `lead_id` still read for pages written by older helpers; and its proof, `leadToken`
// (docs/push.md "Tokens"), which ties this browser's push token to the lead.
import { LEAD_ID_KEY, LEAD_ID_LEGACY_KEY, LEAD_TOKEN_KEY } from './constants';

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

export function getLeadToken(): string | null {
  try {
    return localStorage.getItem(LEAD_TOKEN_KEY);
  } catch {
    return null;
  }
}

export function setLeadToken(leadToken: string): void {
  try {
    localStorage.setItem(LEAD_TOKEN_KEY, leadToken);
  } catch {
    // storage blocked: pushes for this lead cannot be tied from this browser
  }
}

/** Where a lead comes from (docs/identity-and-events.md): the partner and country of the page config,
 * the host name and the path of the page; never the query string, which can carry visitor data. */
export function pageAttribution(config: { provider?: unknown; country?: unknown } = {}): Record<string, string | number> {
  const attribution: Record<string, string | number> = { domain: location.hostname, page: location.pathname };
  if (typeof config.provider === 'number') attribution.provider = config.provider;
  if (typeof config.country === 'number') attribution.country = config.country;
  return attribution;
}
