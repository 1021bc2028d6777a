import { describe, expect, it } from 'vitest';
import { AMOUNT_MAX, AMOUNT_MIN } from '../../common/domain/lead-schema';
import { offerCost } from '../../common/domain/loan-cost';
import { formatLKR } from '../../common/domain/money';
import type { Offer } from '../../common/domain/offer-feed';
import { AMOUNT_RANGE, arrangeOffers, filterOffers } from './offers-logic';

export function offer(id: string, over: Partial<Offer> = {}): Offer {
  return {
    offer_id: id,
    lender: `Lender ${id}`,
    logo: '/img/x.svg',
    url: 'https://lender.example/apply?lead={lead_id}&click={click_id}',
    amount_min: 10_000,
    amount_max: 500_000,
    term_min_days: 30,
    term_max_days: 730,
    rate_type: 'reducing',
    monthly_rate: 2,
    apr: 24,
    processing_fee_pct: 0,
    processing_fee_fixed: 0,
    approval_minutes: 60,
    age_min: 18,
    age_max: 65,
    min_income: 0,
    first_loan_free: false,
    licence: 'CBSL',
    rating: 4,
    sponsored: false,
    demo: true,
    ...over,
  };
}

const loan = { amount: 100_000, termDays: 365 };

describe('filters', () => {
  it('keeps only offers that lend this amount for this term', () => {
    const offers = [
      offer('a'),
      offer('small', { amount_max: 50_000 }),
      offer('short', { term_max_days: 90 }),
      offer('big', { amount_min: 200_000 }),
    ];
    expect(filterOffers(offers, loan).map((o) => o.offer_id)).toEqual(['a']);
    expect(filterOffers(offers, { amount: 40_000, termDays: 60 }).map((o) => o.offer_id)).toEqual(['a', 'small', 'short']);
  });
  it('uses the lead schema amount range as the slider default', () => {
    expect(AMOUNT_RANGE).toEqual({ min: AMOUNT_MIN, max: AMOUNT_MAX });
  });
});

describe('sorts', () => {
  const offers = [
    offer('dear', { monthly_rate: 3, approval_minutes: 10, amount_max: 300_000 }),
    offer('cheap', { monthly_rate: 1.5, approval_minutes: 1440, amount_max: 900_000 }),
    offer('mid', { monthly_rate: 2, approval_minutes: 120, amount_max: 500_000 }),
  ];
  it('lowest total cost, fastest approval, highest amount', () => {
    expect(arrangeOffers(offers, 'total_cost', loan, false).map((o) => o.offer_id)).toEqual(['cheap', 'mid', 'dear']);
    expect(arrangeOffers(offers, 'approval', loan, false).map((o) => o.offer_id)).toEqual(['dear', 'mid', 'cheap']);
    expect(arrangeOffers(offers, 'amount', loan, false).map((o) => o.offer_id)).toEqual(['cheap', 'mid', 'dear']);
  });
  it('"recommended" keeps the order ranked for the lead', () => {
    expect(arrangeOffers(offers, 'recommended', loan, true)).toBe(offers);
  });
});

describe('calculator figures (hand-computed)', () => {
  it('reducing 2 %/month, LKR 100,000 over 12 months', () => {
    // 100000 × 0.02 / (1 − 1.02^−12) = 9,455.96; × 12 = 113,471.52
    const cost = offerCost(offer('r'), 100_000, 365);
    expect(cost.monthlyPayment).toBeCloseTo(9455.96, 2);
    expect(cost.totalRepayable).toBeCloseTo(113471.52, 1);
    expect(formatLKR(cost.monthlyPayment, 'en')).toBe('LKR\u00a09,456');
    expect(formatLKR(cost.totalRepayable, 'si')).toBe('රු.\u00a0113,472');
  });
  it('flat 1.5 %/month is stated as its higher effective rate', () => {
    // flat: 100000 × (1 + 0.015 × 12) / 12 = 9,833.33; total 118,000 + fee 2 % = 2,000
    const cost = offerCost(offer('f', { rate_type: 'flat', monthly_rate: 1.5, processing_fee_pct: 2 }), 100_000, 365);
    expect(cost.monthlyPayment).toBeCloseTo(9833.33, 2);
    expect(cost.totalRepayable).toBeCloseTo(118_000, 6);
    expect(cost.fees).toBe(2000);
    expect(cost.effectiveApr).toBeGreaterThan(1.5 * 12 * 1.5); // well above the flat 18 % a year
  });
});
