// Records an offer click and leaves for the offer's URL (known at build time, never from the query).
import { v4 as uuidv4 } from 'uuid';
import { sendEvent } from '../../../loader/events';
import { getLeadId } from '../../../loader/lead';
import { fillOfferUrl } from '../../../widgets/domain/offer';

export interface KnownOffer {
  offer_id: string;
  name: string;
  url: string;
}

/** How long the click event may take before we leave anyway (the request is keepalive). */
const EVENT_WAIT_MS = 1000;

/** The offer URL with the lead and click ids filled in; anything but http(s) is refused. */
export function offerHref(offer: KnownOffer, ids: { lead_id: string | null; click_id: string }): string | undefined {
  try {
    const url = new URL(fillOfferUrl(offer.url, ids));
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** Sends `offer_click` (with the click id the lender will echo) and then replaces the page with the offer. */
export function forwardToOffer(offer: KnownOffer, go = (href: string) => location.replace(href)): string | undefined {
  const ids = { lead_id: getLeadId(), click_id: uuidv4() };
  const href = offerHref(offer, ids);
  if (!href) return undefined;
  const sent = sendEvent({
    event: 'offer_click',
    offer_id: offer.offer_id,
    click_id: ids.click_id,
    page: location.pathname,
    lead_id: ids.lead_id ?? undefined,
  });
  const timeout = new Promise((resolve) => setTimeout(resolve, EVENT_WAIT_MS));
  void Promise.race([sent, timeout]).then(() => go(href));
  return href;
}
