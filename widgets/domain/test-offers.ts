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
