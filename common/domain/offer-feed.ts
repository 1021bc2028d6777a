// A lender's offer as the feed (`GET /feed/offers.json`, `/sl-feed`) carries it, read without zod.
// The server validates content/offers.json with `offersSchema` (offer.ts) at start-up; the partner
// widgets only need to be sure that what arrived has the shape they render, and zod's object
// machinery would cost them ~3 KB gzip. `readOffer` accepts exactly what `offerSchema` accepts
// (offer-feed.test.ts checks both on the same inputs), including the https-only links.
import type { Lang } from '../lang';

export interface Offer {
  offer_id: string;
  lender: string;
  /** A site path (`/img/lenders/x.svg`) or an https URL. */
  logo: string;
  /** https; may contain `{lead_id}` and `{click_id}` (see fillOfferUrl). */
  url: string;
  amount_min: number;
  amount_max: number;
  term_min_days: number;
  term_max_days: number;
  rate_type: 'reducing' | 'flat';
  /** Percent per month as quoted (flat or reducing, per rate_type). */
  monthly_rate: number;
  /** Percent per year as quoted by the lender; shown, never used for ranking. */
  apr: number;
  processing_fee_pct: number;
  processing_fee_fixed: number;
  approval_minutes: number;
  age_min: number;
  age_max: number;
  min_income: number;
  first_loan_free: boolean;
  /** The licence in English, and the text shown where no text is given in the page's language. */
  licence: string;
  /** The licence in Sinhala and in Tamil, shown on pages in that language. */
  licence_si?: string;
  licence_ta?: string;
  rating: number;
  sponsored: boolean;
  demo: boolean;
  /** The lender account (docs/lenders.md) whose offer this is: a click on it brings the lead to that lender. */
  lender_id?: string;
}

const PLACEHOLDER = /\{(lead_id|click_id)\}/g;

/** https only: an offer link leaves our site with the lead id in it. */
export function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value.replace(PLACEHOLDER, 'x')).protocol === 'https:';
  } catch {
    return false;
  }
}

/** A logo is ours (a site path such as `/img/lenders/x.svg`) or an https URL, never `javascript:` or `data:`. */
export const isLogo = (value: string) => /^\/(?!\/)/.test(value) || isHttpsUrl(value);

type Rule = (value: unknown) => unknown; // the clean value, or SKIP

const SKIP = Symbol();
const number =
  (max = Infinity): Rule =>
  (v) =>
    typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= max ? v : SKIP;
const whole =
  (min = 0): Rule =>
  (v) =>
    Number.isSafeInteger(v) && (v as number) >= min ? v : SKIP;
const boolean: Rule = (v) => (typeof v === 'boolean' ? v : SKIP);
const string =
  (test: (s: string) => boolean = () => true): Rule =>
  (v) =>
    typeof v === 'string' && test(v) ? v : SKIP;
/** Trimmed, not empty (zod: `z.string().check(z.trim(), z.minLength(1))`). */
const text: Rule = (v) => (typeof v === 'string' && v.trim() ? v.trim() : SKIP);

/** An optional text: absent (undefined), or trimmed and not empty. */
const optionalText: Rule = (v) => (v === undefined ? v : text(v));

const RULES: Record<keyof Offer, Rule> = {
  offer_id: text,
  lender: text,
  logo: string(isLogo),
  url: string(isHttpsUrl),
  amount_min: number(),
  amount_max: number(),
  term_min_days: whole(1),
  term_max_days: whole(1),
  rate_type: (v) => (v === 'reducing' || v === 'flat' ? v : SKIP),
  monthly_rate: number(),
  apr: number(),
  processing_fee_pct: number(),
  processing_fee_fixed: number(),
  approval_minutes: number(),
  age_min: whole(),
  age_max: whole(),
  min_income: number(),
  first_loan_free: boolean,
  licence: string(),
  rating: number(5),
  sponsored: boolean,
  demo: boolean,
  lender_id: optionalText,
  licence_si: optionalText,
  licence_ta: optionalText,
};

/** One offer with only the known fields (trimmed like the schema does), or null when it does not fit. */
export function readOffer(value: unknown): Offer | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const offer: Record<string, unknown> = {};
  for (const key in RULES) {
    const clean = RULES[key as keyof typeof RULES]((value as Record<string, unknown>)[key]);
    if (clean === SKIP) return null;
    offer[key] = clean;
  }
  const o = offer as unknown as Offer;
  return o.amount_min <= o.amount_max && o.term_min_days <= o.term_max_days && o.age_min <= o.age_max ? o : null;
}

/**
 * Lenient reading of a feed for the widgets: keeps the valid offers (first of each offer_id) and
 * counts the rest, so one bad entry from a partner feed does not blank the whole list.
 */
export function readOffers(value: unknown): { offers: Offer[]; rejected: number } {
  const offers: Offer[] = [];
  const items = Array.isArray(value) ? value : [];
  const seen = new Set<string>();
  for (const item of items) {
    const offer = readOffer(item);
    if (!offer || seen.has(offer.offer_id)) continue;
    seen.add(offer.offer_id);
    offers.push(offer);
  }
  return { offers, rejected: items.length - offers.length };
}

/** Fill `{lead_id}` and `{click_id}` (URL-encoded); a missing value becomes empty. */
export function fillOfferUrl(url: string, values: { lead_id?: string | null; click_id?: string | null }): string {
  return url.replace(PLACEHOLDER, (_, name: 'lead_id' | 'click_id') => encodeURIComponent(values[name] ?? ''));
}

/** The offer's licence in the page's language: its Sinhala or Tamil text when given, else `licence`
 * (English has no `licence_en`). */
export const licenceIn = (offer: Offer, lang: Lang): string =>
  (offer as unknown as Record<string, string | undefined>)[`licence_${lang}`] ?? offer.licence;
