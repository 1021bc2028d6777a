// What a loan really costs, so offers quoted in different ways can be compared honestly.
// Conventions (hand-checkable in loan-math.test.ts):
// - A term in days is paid in monthly instalments: months = max(1, round(termDays × 12 / 365)),
//   i.e. months of 365/12 days, so 365 days is 12 instalments, 1,095 is 36 and 1,825 is 60
//   (dividing by 30 would make them 12, 37 and 61). Terms up to 45 days are one instalment,
//   and a term shorter than a month is priced as a full month of interest: lenders here
//   charge by the month, and this never understates the cost.
// - 'reducing' rates charge interest on the balance still owed (an annuity);
//   'flat' rates charge interest on the original principal for every month of the term.
// - Fees are the processing fee: a percent of the principal plus a fixed amount, paid once.
import type { Offer } from './offer-feed';

export type RateTerms = Pick<Offer, 'rate_type' | 'monthly_rate'>;
export type CostTerms = RateTerms & Pick<Offer, 'processing_fee_pct' | 'processing_fee_fixed' | 'first_loan_free'>;

export type OfferCost = {
  monthlyPayment: number;
  totalRepayable: number;
  totalInterest: number;
  fees: number;
  /** Interest plus fees: what the loan costs on top of the principal. */
  totalCost: number;
  /** Effective annual rate of the interest alone, (1 + r)^12 − 1, in percent. */
  effectiveApr: number;
};

/** The average month: 365 / 12 = 30.42 days. */
export const DAYS_PER_MONTH = 365 / 12;

export function instalmentCount(termDays: number): number {
  return Math.max(1, Math.round(termDays / DAYS_PER_MONTH));
}

/** Annuity instalment for a reducing-balance rate; at 0 % it is principal / months. */
export function monthlyPayment(principal: number, monthlyRatePct: number, months: number): number {
  const r = monthlyRatePct / 100;
  if (r === 0) return principal / months;
  return (principal * r) / (1 - (1 + r) ** -months);
}

/** Flat rate: interest on the whole principal for every month, repaid in equal instalments. */
function flatPayment(principal: number, flatRatePct: number, months: number): number {
  return (principal * (1 + (flatRatePct / 100) * months)) / months;
}

const TOLERANCE = 1e-10;

/**
 * The reducing-balance monthly rate (percent) that gives the same instalment as the quoted one.
 * For a flat rate it is found by bisection: the annuity instalment grows with the rate, and the
 * answer lies between 0 and the flat instalment over the principal (interest alone cannot exceed it).
 */
export function effectiveMonthlyRate(offer: RateTerms, termDays: number): number {
  if (offer.rate_type === 'reducing' || offer.monthly_rate === 0) return offer.monthly_rate;
  const months = instalmentCount(termDays);
  const target = flatPayment(1, offer.monthly_rate, months);
  let low = 0;
  let high = target * 100; // percent
  while (high - low > TOLERANCE * 100) {
    const mid = (low + high) / 2;
    if (monthlyPayment(1, mid, months) < target) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

/** The figures a visitor compares. `firstLoan` applies the lender's first-loan-at-0 % promise. */
export function offerCost(offer: CostTerms, amount: number, termDays: number, options: { firstLoan?: boolean } = {}): OfferCost {
  const months = instalmentCount(termDays);
  const free = offer.first_loan_free && options.firstLoan === true;
  const rate = free ? 0 : effectiveMonthlyRate(offer, termDays);
  // A flat offer's instalment is computed from its own formula (exact), not from the solved rate.
  const payment = free
    ? amount / months
    : offer.rate_type === 'flat'
      ? flatPayment(amount, offer.monthly_rate, months)
      : monthlyPayment(amount, rate, months);
  const totalRepayable = payment * months;
  const totalInterest = totalRepayable - amount;
  const fees = (amount * offer.processing_fee_pct) / 100 + offer.processing_fee_fixed;
  return {
    monthlyPayment: payment,
    totalRepayable,
    totalInterest,
    fees,
    totalCost: totalInterest + fees,
    effectiveApr: ((1 + rate / 100) ** 12 - 1) * 100,
  };
}
