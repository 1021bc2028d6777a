// A lender's offer as the feed (`GET /feed/offers.json`) carries it: the zod schema the server
// checks content/offers.json with at start-up. Rates are stored as the lender quotes them;
// loan-math.ts turns them into comparable figures. The partner widgets read feeds with the
// zod-free twin in offer-feed.ts (`readOffers`), which accepts exactly what this schema accepts.
import * as z from 'zod/mini';
import { isHttpsUrl, isLogo, type Offer } from './offer-feed';
import { HTTPS_URL_PATTERN } from '../url-patterns';

export { fillOfferUrl, licenceIn, type Offer } from './offer-feed';

const text = () => z.string().check(z.trim(), z.minLength(1));
const money = () => z.number().check(z.gte(0));
const whole = (min = 0) => z.int().check(z.gte(min));

export const offerSchema = z
  .object({
    offer_id: text(),
    lender: text(),
    logo: z.string().check(
      z.refine(isLogo, 'logo must be a site path or an https URL'),
      z.meta({
        pattern: `^/(?:[^/\\s]\\S*)?$|${HTTPS_URL_PATTERN}`,
        description: 'A path on our site (`/logos/x.svg`) or an https URL.',
      }),
    ),
    /** May contain `{lead_id}` and `{click_id}`; see fillOfferUrl. */
    url: z.string().check(z.refine(isHttpsUrl, 'url must be https'), z.meta({ pattern: HTTPS_URL_PATTERN })),
    amount_min: money(),
    amount_max: money(),
    term_min_days: whole(1),
    term_max_days: whole(1),
    rate_type: z.enum(['reducing', 'flat']),
    /** Percent per month as quoted (flat or reducing, per rate_type). */
    monthly_rate: z.number().check(z.gte(0)),
    /** Percent per year as quoted by the lender; shown, never used for ranking. */
    apr: z.number().check(z.gte(0)),
    processing_fee_pct: z.number().check(z.gte(0)),
    processing_fee_fixed: money(),
    approval_minutes: z.number().check(z.gte(0)),
    age_min: whole(),
    age_max: whole(),
    min_income: money(),
    first_loan_free: z.boolean(),
    licence: z.string(),
    licence_si: z.optional(text()),
    licence_ta: z.optional(text()),
    rating: z.number().check(z.gte(0), z.lte(5)),
    sponsored: z.boolean(),
    demo: z.boolean(),
    lender_id: z.optional(text()),
  })
  .check(
    z.refine((o) => o.amount_min <= o.amount_max, { message: 'amount_min is above amount_max', path: ['amount_min'] }),
    z.refine((o) => o.term_min_days <= o.term_max_days, { message: 'term_min_days is above term_max_days', path: ['term_min_days'] }),
    z.refine((o) => o.age_min <= o.age_max, { message: 'age_min is above age_max', path: ['age_min'] }),
  );

/** Compile-time proof that the schema and offer-feed.ts's `Offer` describe the same offer. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
true satisfies Same<z.output<typeof offerSchema>, Offer>;

export const offersSchema = z
  .array(offerSchema)
  .check(z.refine((offers) => new Set(offers.map((o) => o.offer_id)).size === offers.length, 'offer_id must be unique'));

/**
 * Lenient reading of a feed with the schema (the site build): keeps the valid offers (first of each
 * offer_id) and counts the rest, so one bad entry does not blank the whole list. Same answers as
 * offer-feed.ts `readOffers`, which the partner widgets use.
 */
export function parseOffers(value: unknown): { offers: Offer[]; rejected: number } {
  const offers: Offer[] = [];
  const items = Array.isArray(value) ? value : [];
  const seen = new Set<string>();
  for (const item of items) {
    const result = offerSchema.safeParse(item);
    if (!result.success || seen.has(result.data.offer_id)) continue;
    seen.add(result.data.offer_id);
    offers.push(result.data);
  }
  return { offers, rejected: items.length - offers.length };
}
