// A complete, valid offer for tests; each test changes only what it is about.
import type { Offer } from './offer';

export function makeOffer(patch: Partial<Offer> = {}): Offer {
  return {
    offer_id: 'offer',
    lender: 'Sample Finance PLC',
    logo: '/img/lenders/sample.svg',
    url: 'https://lender.example.lk/apply?lead={lead_id}&click={click_id}',
    amount_min: 10_000,
    amount_max: 500_000,
    term_min_days: 30,
    term_max_days: 1_825,
    rate_type: 'reducing',
    monthly_rate: 2,
    apr: 24,
    processing_fee_pct: 0,
    processing_fee_fixed: 0,
    approval_minutes: 60,
    age_min: 18,
    age_max: 60,
    min_income: 25_000,
    first_loan_free: false,
    licence: 'Licensed by the Central Bank of Sri Lanka under the Finance Business Act No. 42 of 2011',
    rating: 4,
    sponsored: false,
    demo: true,
    ...patch,
  };
}

/** Patches that make `makeOffer()` invalid: the schema (server) and the feed reader (browser) refuse
 * each of them (offer.test.ts, offer-feed.test.ts). */
export const OFFER_REFUSALS: [string, Record<string, unknown>][] = [
  ['an http url', { url: 'http://lender.example.lk/apply' }],
  ['a javascript: url', { url: 'javascript:alert(1)' }],
  ['a relative url', { url: '/apply' }],
  ['a javascript: logo', { logo: 'javascript:alert(1)' }],
  ['a data: logo', { logo: 'data:image/svg+xml,<svg/>' }],
  ['a protocol-relative logo', { logo: '//evil.example/x.png' }],
  ['an http logo', { logo: 'http://lender.example.lk/logo.png' }],
  ['an empty offer_id', { offer_id: ' ' }],
  ['a numeric offer_id', { offer_id: 7 }],
  ['an unknown rate type', { rate_type: 'compound' }],
  ['a negative rate', { monthly_rate: -1 }],
  ['a rate as text', { monthly_rate: '2' }],
  ['an infinite amount', { amount_max: Infinity }],
  ['NaN as a fee', { processing_fee_fixed: NaN }],
  ['a negative fee', { processing_fee_pct: -0.5 }],
  ['a rating above 5', { rating: 5.1 }],
  ['amount_min above amount_max', { amount_min: 600_000 }],
  ['term_min_days above term_max_days', { term_min_days: 2000 }],
  ['age_min above age_max', { age_min: 70 }],
  ['a fractional term', { term_min_days: 30.5 }],
  ['a zero term', { term_min_days: 0 }],
  ['an unsafe integer age', { age_max: 2 ** 60 }],
  ['a missing field', { demo: undefined }],
  ['a null licence', { licence: null }],
  ['an empty Tamil licence', { licence_ta: '  ' }],
  ['a Sinhala licence that is not text', { licence_si: 42 }],
  ['sponsored as a string', { sponsored: 'yes' }],
];
