// The offers list without the UI: where the offers come from, which fit the chosen amount and
// term, and in what order. Figures come from the shared loan math (widgets/domain).
import { orderOffers } from './feed';
// Domain modules are imported one by one: the barrel would also bring the zod lead schema.
import { fitsLead, sortOffers } from '../../common/domain/loan-math';
import { readOffers, type Offer } from '../../common/domain/offer-feed';

/** The lead schema's amount range (domain AMOUNT_MIN/AMOUNT_MAX; a test keeps them equal), repeated
 * here because importing lead-schema.ts would put the zod lead schema into the offers chunk. */
export const AMOUNT_RANGE = { min: 5_000, max: 1_000_000 };

export type SortKey = 'recommended' | 'total_cost' | 'approval' | 'amount';
export const SORT_KEYS: SortKey[] = ['recommended', 'total_cost', 'approval', 'amount'];

export interface Loan {
  amount: number;
  termDays: number;
}

export interface FeedSource {
  configURL: string;
  sortingHost: string;
  leadId?: string | null;
}

export interface LoadedOffers {
  offers: Offer[];
  /** True when the sl-feed ranked them for this lead. */
  personal: boolean;
}

export const defaultConfigURL = (sortingHost: string) => sortingHost.replace(/\/+$/, '') + '/feed/offers.json';

/** The generic feed: every configured offer. Throws when it cannot be read, so the UI can retry. */
async function fetchFeed(configURL: string): Promise<Offer[]> {
  const response = await fetch(configURL, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`offers feed: HTTP ${response.status}`);
  const { offers, rejected } = readOffers(await response.json());
  if (rejected) console.warn(`naya: ${rejected} malformed offer(s) left out`);
  return offers;
}

/**
 * Offers ordered for the lead when there is one (feed.ts orderOffers), else the generic feed. A
 * failed personal ranking falls back to the generic feed: the visitor still sees offers.
 */
export async function loadOffers(source: FeedSource): Promise<LoadedOffers> {
  if (source.leadId) {
    const ordered = await orderOffers({ lead_id: source.leadId }, { configURL: source.configURL }, source);
    if (ordered) return { offers: readOffers(ordered).offers, personal: true };
  }
  return { offers: await fetchFeed(source.configURL), personal: false };
}

/** Offers that lend this amount for this term (the shared fit rules; age and income are unknown here). */
export function filterOffers(offers: Offer[], loan: Loan): Offer[] {
  return offers.filter((o) => fitsLead(o, loan).fits);
}

/**
 * The list in the chosen order. "Recommended" keeps the server's ranking when it was made for
 * this lead (it knows age and income); otherwise the shared recommended order applies.
 */
export function arrangeOffers(offers: Offer[], sort: SortKey, loan: Loan, personal: boolean): Offer[] {
  if (sort === 'recommended' && personal) return offers;
  return sortOffers(offers, sort, loan);
}

/** Absolute logo URL: feed logos may be paths on our site, and partner pages are elsewhere. */
export function logoUrl(logo: string, configURL: string): string {
  try {
    return new URL(logo, configURL).href;
  } catch {
    return '';
  }
}
