// The other side of the abandoned-visit pixel: this page, framed by a sibling site, posts our lead
// id and its proof (`leadToken`, so the parent's push token can be tied to the lead) to its parent, but only when the parent's origin is on the allow-list, and always with that
// exact origin as `targetOrigin`: the browser then drops the message unless the real parent has
// that origin, so even a forged referrer cannot make the lead id leak.
//
// Browsers partition the storage of third-party frames by top-level site (Chrome 115+, Firefox,
// Safari): framed by a page of another registrable domain, this page sees an empty localStorage and
// stays silent. The pixel therefore reads lead ids across sibling origins of one site
// (landing.naya.lk ↔ www.naya.lk), which is what the allow-list should name.
import { getLeadId, getLeadToken } from '../lead';
import { pixelMessage } from '../pixel-message';
import { ALLOWED_ORIGINS_META, parseAllowedOrigins } from '../../common/pixel-allow-list';

/** The parent's origin as the browser reports it: `ancestorOrigins` (Chromium, Safari), else the referrer. */
export function parentOrigin(loc: Location, referrer: string): string | null {
  const ancestors = loc.ancestorOrigins;
  if (ancestors && ancestors.length > 0) return ancestors[0] === 'null' ? null : ancestors[0];
  try {
    const origin = new URL(referrer).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null; // no referrer: stay silent
  }
}

export function allowedOrigins(doc: Document): string[] {
  return parseAllowedOrigins(doc.querySelector(`meta[name="${ALLOWED_ORIGINS_META}"]`)?.getAttribute('content'));
}

/** Posts the lead id (and its token) to the parent when allowed; returns the origin it was posted to, or null. */
export function answerParent(win: Window = window): string | null {
  if (win.parent === win) return null; // opened directly, not framed
  const origin = parentOrigin(win.location, win.document.referrer);
  if (!origin || !allowedOrigins(win.document).includes(origin)) return null;
  const leadId = getLeadId();
  if (!leadId) return null; // the parent's pixel times out: "no lead in pixel"
  win.parent.postMessage(pixelMessage(leadId, getLeadToken()), origin);
  return origin;
}
