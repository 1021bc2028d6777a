// Click-through binding (DESIGN "One lead, one truth"): when a registered person opens an offer, the
// offers widget tells Naya with the lead's token, so the lender's later states count. A beacon
// (text/plain: no preflight) survives the page being replaced by the offer; the token never goes
// into an analytics event.
// An offer that names no lender has no one to bind: nothing is sent (the server would answer 404).
export function bindClick(apiOrigin: string, leadId: string | null | undefined, offer: { offer_id: string; lender_id?: string }): boolean {
  if (!leadId || !offer.lender_id || typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return false;
  let token: string | null = null;
  try {
    token = localStorage.getItem('leadToken');
  } catch {
    return false; // storage refused: nothing to prove the lead with
  }
  if (!token) return false;
  const body = new Blob([JSON.stringify({ offer_id: offer.offer_id, lead_token: token })], { type: 'text/plain' });
  return navigator.sendBeacon(`${apiOrigin}/api/leads/${encodeURIComponent(leadId)}/clicks`, body);
}
