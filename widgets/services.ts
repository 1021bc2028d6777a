// What the widgets need from the page around them, found at run time so the components stay plain
// React with serialisable props. Events go through `window.naya` (the loader's API on partner
// pages and on the site): before the loader has arrived a call is queued in the `window.naya`
// array and replayed by it, exactly like a partner's own queued calls.

type NayaLike = { loaded?: boolean; track?: (name: string, data: Record<string, unknown>) => unknown } | unknown[];

/** Sends an analytics event. Never pass lead data (name, phone, NIC, income) here. */
export function track(name: string, data: Record<string, unknown>): void {
  const w = window as unknown as { naya?: NayaLike };
  const naya = w.naya;
  if (naya && !Array.isArray(naya) && typeof naya.track === 'function') void naya.track(name, data);
  else (w.naya = Array.isArray(naya) ? naya : []).push(['track', name, data]);
}

/** Announced on `window` after a registration, so every offers widget on the page reorders. */
export const LEAD_EVENT = 'naya:lead';

export function announceLead(leadId: string): void {
  dispatchEvent(new CustomEvent(LEAD_EVENT, { detail: { leadId } }));
}
