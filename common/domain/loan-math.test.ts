import { describe, expect, it } from 'vitest';
import { effectiveMonthlyRate, fitsLead, instalmentCount, monthlyPayment, offerCost, rankOffersForLead, sortOffers } from './loan-math';
import type { Offer } from './offer';
import { makeOffer } from './test-offers';

const cents = (n: number) => Math.round(n * 100) / 100;
const ids = (offers: Offer[]) => offers.map((o) => o.offer_id);

describe('instalmentCount: months of 365/12 days, at least one', () => {
  it.each([
    [7, 1],
    [30, 1],
    [45, 1], // 45 / 30.42 = 1.48
    [46, 2], // 1.51
    [90, 3],
    [180, 6],
    [365, 12],
    [730, 24],
    [1095, 36], // /30 would say 37
    [1825, 60], // /30 would say 61
  ])('%i days → %i instalments', (days, months) => {
    expect(instalmentCount(days)).toBe(months);
  });
});

describe('monthlyPayment (annuity)', () => {
  it('100,000 at 2 % a month over 12 months is 9,455.96', () => {
    // 1.02^12 = 1.2682418; 1 − 1/1.2682418 = 0.2115070; 100,000 × 0.02 / 0.2115070 = 9,455.96
    expect(cents(monthlyPayment(100_000, 2, 12))).toBe(9455.96);
  });

  it('one instalment repays principal plus one month of interest', () => {
    // 10,000 × 1.03 = 10,300
    expect(cents(monthlyPayment(10_000, 3, 1))).toBe(10300);
  });

  it('at 0 % is principal / months', () => {
    expect(monthlyPayment(120_000, 0, 12)).toBe(10_000);
  });

  it('50,000 at 1.5 % over 24 months is 2,496.21', () => {
    // 1.015^24 = 1.4295028; 1 − 1/1.4295028 = 0.3004561; 750 / 0.3004561 = 2,496.205 → 2,496.21
    expect(cents(monthlyPayment(50_000, 1.5, 24))).toBe(2496.21);
  });
});

describe('effectiveMonthlyRate', () => {
  it('is the quoted rate for a reducing-balance offer', () => {
    expect(effectiveMonthlyRate({ rate_type: 'reducing', monthly_rate: 2.5 }, 365)).toBe(2.5);
  });

  it('turns flat 2 % a month over 12 months into about 3.48 % reducing', () => {
    // Flat: 100,000 × (1 + 0.02 × 12) / 12 = 10,333.33 a month. The reducing rate with that
    // annuity instalment, solved by hand with a few bisection steps, is 3.4753 %.
    const rate = effectiveMonthlyRate({ rate_type: 'flat', monthly_rate: 2 }, 365);
    expect(rate).toBeCloseTo(3.4753, 4);
    expect(cents(monthlyPayment(100_000, rate, 12))).toBe(10333.33);
  });

  it('equals the flat rate for a single instalment', () => {
    expect(effectiveMonthlyRate({ rate_type: 'flat', monthly_rate: 4 }, 30)).toBeCloseTo(4, 8);
  });

  it('is solved to 1e-10: the instalments agree to a fraction of a cent on a million', () => {
    const rate = effectiveMonthlyRate({ rate_type: 'flat', monthly_rate: 1.25 }, 1825);
    // flat: 1,000,000 × (1 + 0.0125 × 60) / 60 = 29,166.67
    expect(Math.abs(monthlyPayment(1_000_000, rate, 60) - 29_166.666_67)).toBeLessThan(0.001);
  });

  it('keeps 0 % flat at 0', () => {
    expect(effectiveMonthlyRate({ rate_type: 'flat', monthly_rate: 0 }, 365)).toBe(0);
  });
});

describe('offerCost', () => {
  it('adds up a reducing-balance offer with fees', () => {
    // 100,000 at 2 %, 365 days = 12 instalments of 9,455.96 → 113,471.52 repaid, 13,471.52 interest.
    // Fees: 1 % of 100,000 + 500 = 1,500. Total cost 14,971.52. APR: 1.02^12 − 1 = 26.82 %.
    const cost = offerCost(makeOffer({ processing_fee_pct: 1, processing_fee_fixed: 500 }), 100_000, 365);
    expect(cents(cost.monthlyPayment)).toBe(9455.96);
    expect(cents(cost.totalRepayable)).toBe(113471.52);
    expect(cents(cost.totalInterest)).toBe(13471.52);
    expect(cost.fees).toBe(1500);
    expect(cents(cost.totalCost)).toBe(14971.52);
    expect(cost.effectiveApr).toBeCloseTo(26.824, 3);
  });

  it('prices a flat offer by its own formula and reports its true APR', () => {
    // 100,000 flat 2 % × 12: 24,000 interest, 12 × 10,333.33. APR: 1.034753^12 − 1 = e^(12 × 0.034163) − 1 = 50.67 %.
    const cost = offerCost(makeOffer({ rate_type: 'flat' }), 100_000, 365);
    expect(cents(cost.monthlyPayment)).toBe(10333.33);
    expect(cents(cost.totalInterest)).toBe(24000);
    expect(cost.effectiveApr).toBeCloseTo(50.67, 1);
  });

  it('charges no interest on a first loan when the lender promises it, fees still apply', () => {
    const offer = makeOffer({ first_loan_free: true, processing_fee_fixed: 990 });
    const free = offerCost(offer, 60_000, 365, { firstLoan: true });
    expect(free).toEqual({ monthlyPayment: 5000, totalRepayable: 60_000, totalInterest: 0, fees: 990, totalCost: 990, effectiveApr: 0 });
    expect(offerCost(offer, 60_000, 365).totalInterest).toBeGreaterThan(0); // not a first loan
    expect(offerCost(makeOffer(), 60_000, 365, { firstLoan: true }).totalInterest).toBeGreaterThan(0); // no promise
  });

  it('prices a 7-day loan as one month', () => {
    // 10,000 at 3 % → one instalment of 10,300.
    const cost = offerCost(makeOffer({ monthly_rate: 3 }), 10_000, 7);
    expect(cents(cost.totalRepayable)).toBe(10300);
    expect(cents(cost.totalInterest)).toBe(300);
  });
});

describe('fitsLead', () => {
  const offer = makeOffer({
    amount_min: 10_000,
    amount_max: 100_000,
    term_min_days: 30,
    term_max_days: 365,
    age_min: 18,
    age_max: 60,
    min_income: 30_000,
  });

  it('fits inside every limit, edges included', () => {
    expect(fitsLead(offer, { amount: 10_000, termDays: 30, age: 18, monthlyIncome: 30_000 })).toEqual({ fits: true, reasons: [] });
    expect(fitsLead(offer, { amount: 100_000, termDays: 365, age: 60 })).toEqual({ fits: true, reasons: [] });
  });

  it('names every limit that is missed', () => {
    expect(fitsLead(offer, { amount: 9_999, termDays: 29, age: 17, monthlyIncome: 29_999 })).toEqual({
      fits: false,
      reasons: ['amount_too_low', 'term_too_short', 'too_young', 'income_too_low'],
    });
    expect(fitsLead(offer, { amount: 100_001, termDays: 366, age: 61 }).reasons).toEqual(['amount_too_high', 'term_too_long', 'too_old']);
  });

  it('does not hold unknown age or income against the lead', () => {
    expect(fitsLead(offer, { amount: 50_000, termDays: 90 }).fits).toBe(true);
  });
});

describe('rankOffersForLead (GET /sl-feed order)', () => {
  const lead = { amount: 100_000, termDays: 365, age: 30, monthlyIncome: 50_000 };
  const offers = [
    makeOffer({ offer_id: 'mid', monthly_rate: 2, approval_minutes: 30 }),
    makeOffer({ offer_id: 'flat-low-quote', rate_type: 'flat', monthly_rate: 1.5 }), // ≈ 2.6 % reducing
    makeOffer({ offer_id: 'cheapest-no-fit', monthly_rate: 0.5, min_income: 100_000 }),
    makeOffer({ offer_id: 'cheap', monthly_rate: 1.5, approval_minutes: 1440 }),
    makeOffer({ offer_id: 'mid-twin', monthly_rate: 2, approval_minutes: 30 }),
    makeOffer({ offer_id: 'mid-fast', monthly_rate: 2, approval_minutes: 5 }),
    makeOffer({ offer_id: 'sponsored-dear', monthly_rate: 2.5, sponsored: true }),
    makeOffer({ offer_id: 'too-young', monthly_rate: 1, age_min: 35 }),
  ];

  it('puts fitting offers first, then lowest cost, then faster approval, then offer_id', () => {
    expect(ids(rankOffersForLead(offers, lead))).toEqual([
      'cheap', // 1.5 % reducing: cheapest that fits; its slow approval does not matter
      'mid-fast', // 2 %, 5 minutes
      'mid', // 2 %, 30 minutes; 'mid' < 'mid-twin'
      'mid-twin',
      'sponsored-dear', // 2.5 %: sponsorship buys no place
      'flat-low-quote', // 1.5 % flat ≈ 2.66 % reducing: dearer than 2.5 % reducing
      'cheapest-no-fit', // does not fit (income): after every fitting offer, 0.5 % before 1 %
      'too-young', // does not fit (age)
    ]);
  });

  it('gives the same order whatever the input order', () => {
    const expected = ids(rankOffersForLead(offers, lead));
    for (let seed = 1; seed <= 20; seed++) {
      const shuffled = [...offers].sort(
        (a, b) => ((a.offer_id.length * seed) % 7) - ((b.offer_id.length * seed) % 7) || (seed % 2 ? 1 : -1),
      );
      expect(ids(rankOffersForLead(shuffled, lead))).toEqual(expected);
    }
  });

  it('counts a first-loan-free promise only when asked to', () => {
    const withPromise = [
      makeOffer({ offer_id: 'a', monthly_rate: 1 }),
      makeOffer({ offer_id: 'b', monthly_rate: 3, first_loan_free: true }),
    ];
    expect(ids(rankOffersForLead(withPromise, lead))).toEqual(['a', 'b']);
    expect(ids(rankOffersForLead(withPromise, { ...lead, firstLoan: true }))).toEqual(['b', 'a']);
  });

  it('does not change the caller’s array', () => {
    const copy = [...offers];
    rankOffersForLead(offers, lead);
    expect(offers).toEqual(copy);
  });
});

describe('sortOffers (the widget)', () => {
  const loan = { amount: 100_000, termDays: 365 };
  // Same rate; the fixed fee sets the cost: 0, 1,000, 2,000 → cost positions 1, 0.5, 0.
  const a = makeOffer({ offer_id: 'a', processing_fee_fixed: 0, approval_minutes: 1440, rating: 3, amount_max: 200_000 });
  const b = makeOffer({ offer_id: 'b', processing_fee_fixed: 1000, approval_minutes: 10, rating: 5, amount_max: 1_000_000 });
  const c = makeOffer({ offer_id: 'c', processing_fee_fixed: 2000, approval_minutes: 60, rating: 5, amount_max: 500_000 });
  const tooSmall = makeOffer({ offer_id: 'd-small', amount_max: 50_000, approval_minutes: 1, processing_fee_fixed: 0, rating: 5 });

  it("'recommended' weighs cost 60 %, approval 20 %, rating 20 %", () => {
    // a: 0.6 × 1 + 0.2 × 0 + 0.2 × 3/5 = 0.72
    // b: 0.6 × 0.5 + 0.2 × 1 + 0.2 × 5/5 = 0.70
    // c: 0.6 × 0 + 0.2 × (1440 − 60)/(1440 − 10) + 0.2 = 0.393
    expect(ids(sortOffers([c, b, a], 'recommended', loan))).toEqual(['a', 'b', 'c']);
    // a with rating 2: 0.6 + 0.08 = 0.68 < 0.70
    expect(ids(sortOffers([c, b, { ...a, rating: 2 }], 'recommended', loan))).toEqual(['b', 'a', 'c']);
  });

  it('puts offers that cannot lend the amount last in every order', () => {
    for (const by of ['recommended', 'total_cost', 'approval', 'amount'] as const) {
      expect(ids(sortOffers([tooSmall, a, b, c], by, loan)).at(-1)).toBe('d-small');
    }
  });

  it("'total_cost', 'approval' and 'amount' sort by what they say", () => {
    expect(ids(sortOffers([c, b, a], 'total_cost', loan))).toEqual(['a', 'b', 'c']);
    expect(ids(sortOffers([a, c, b], 'approval', loan))).toEqual(['b', 'c', 'a']);
    expect(ids(sortOffers([a, c, b], 'amount', loan))).toEqual(['b', 'c', 'a']);
  });

  it('never moves a sponsored offer up', () => {
    for (const by of ['recommended', 'total_cost', 'approval', 'amount'] as const) {
      const plain = ids(sortOffers([a, b, c], by, loan));
      const sponsoredLast = ids(sortOffers([a, b, { ...c, sponsored: true }], by, loan));
      expect(sponsoredLast).toEqual(plain);
    }
    // Equal offers: the sponsored one does not jump the tie-break.
    const twins = [
      makeOffer({ offer_id: 'x' }),
      makeOffer({ offer_id: 'w', sponsored: false }),
      makeOffer({ offer_id: 'y', sponsored: true }),
    ];
    expect(ids(sortOffers(twins, 'recommended', loan))).toEqual(['w', 'x', 'y']);
  });
});
