// Offer feed (docs/pixel-and-feeds.md): the lead-specific ranking from `GET {sorting host}/sl-feed` applied to
// the configured offers from `GET {configURL}`. Both requests run at once and share one deadline,
// so a slow host can never leave the offers list waiting forever; any failure gives null and the
// caller shows its fallback.
/** Console messages, kept exactly as partners' pages have logged them (including their spelling). */
export const MSG_NO_LEAD_ID = 'you should pass slParams.lead_id';
export const MSG_NO_CONFIG_URL = 'you should pass feedParams.configURL';

/** Neither request may take longer than this (the offers list waits on it). */
export const FEED_TIMEOUT_MS = 8000;
export const SL_FEED_PATH = '/sl-feed';

/** The loader needs only the id; the full offer type lives with the widgets. */
export interface FeedOffer {
  offer_id: string | number;
}

export type SlParams = Record<string, string | number | undefined> & { lead_id?: string; custom_endpoint?: string };

export interface FeedParams {
  configURL?: string;
  timeoutMs?: number;
}

/** `{custom_endpoint or sorting host}/sl-feed?{every lead param except custom_endpoint}` */
export function slFeedUrl(slParams: SlParams, sortingHost: string): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(slParams)) {
    if (key !== 'custom_endpoint' && value !== undefined) query.append(key, String(value));
  }
  const base = (slParams.custom_endpoint || sortingHost).replace(/\/+$/, '');
  return `${base}${SL_FEED_PATH}?${query}`;
}

/** The configured offers in the order of `ids`; unknown ids dropped, each offer at most once. */
export function orderByIds<T extends FeedOffer>(offers: T[], ids: unknown[]): T[] {
  const byId = new Map<string, T>();
  for (const offer of offers) {
    if (offer && typeof offer === 'object' && offer.offer_id != null) byId.set(String(offer.offer_id), offer);
  }
  const ordered: T[] = [];
  for (const id of ids) {
    const key = typeof id === 'string' || typeof id === 'number' ? String(id) : '';
    const offer = byId.get(key);
    if (!offer) continue;
    ordered.push(offer);
    byId.delete(key); // a repeated id shows its offer once
  }
  return ordered;
}

/**
 * A JSON array from `url`, or a rejection for network errors, non-2xx, bad JSON and non-arrays.
 * Errors name the request by `label`, never by URL: the sl-feed query carries lead params.
 */
async function fetchArray(label: string, url: string, signal: AbortSignal): Promise<unknown[]> {
  const response = await fetch(url, { signal, headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${label}: HTTP ${response.status}`);
  const body: unknown = await response.json();
  if (!Array.isArray(body)) throw new Error(`${label}: not a list`);
  return body;
}

export async function orderOffers<T extends FeedOffer = FeedOffer>(
  slParams: SlParams,
  feedParams: FeedParams,
  hosts: { sortingHost: string } = { sortingHost: location.origin },
): Promise<T[] | null> {
  if (!slParams?.lead_id && !slParams?.custom_endpoint) {
    console.error(MSG_NO_LEAD_ID);
    return null;
  }
  if (!feedParams?.configURL) {
    console.error(MSG_NO_CONFIG_URL);
    return null;
  }
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), feedParams.timeoutMs ?? FEED_TIMEOUT_MS);
  try {
    const [ids, offers] = await Promise.all([
      fetchArray('sl-feed', slFeedUrl(slParams, hosts.sortingHost), controller.signal),
      fetchArray('feed config', feedParams.configURL, controller.signal),
    ]);
    return orderByIds(offers as T[], ids);
  } catch (error) {
    console.warn(`naya: offer feed unavailable (${(error as Error)?.name === 'AbortError' ? 'timed out' : (error as Error)?.message})`);
    return null;
  } finally {
    clearTimeout(timer);
    controller.abort(); // when one request failed, the other is no longer needed
  }
}
