// A quote's figures against our loan arithmetic (common/domain/loan-cost.ts): the instalment count
// of a term, the annuity, the effective annual rate. A lender's `apr` must be the effective annual
// rate that its `monthly_payment` implies for the amount and term (within 0.5 percentage points),
// and its `total_cost` must be the payments plus fees less the amount (within one rupee a month, the
// rounding of whole-rupee instalments). Published offers get their figures from the same arithmetic.
import { fitsLead, instalmentCount, monthlyPayment, offerCost, type Offer } from '../../common/domain';

export const APR_TOLERANCE_PP = 0.5;

/** The monthly rate (a fraction) at which `months` payments of `payment` repay `principal`; null
 * when the payments do not even repay the principal. */
export function impliedMonthlyRate(principal: number, payment: number, months: number): number | null {
  const total = payment * months;
  if (total < principal) return null;
  if (total === principal) return 0;
  let low = 0;
  let high = 1;
  while (monthlyPayment(principal, high * 100, months) < payment) {
    high *= 2;
    if (high > 1e6) return Infinity;
  }
  for (let i = 0; i < 200 && high - low > 1e-12; i++) {
    const mid = (low + high) / 2;
    if (monthlyPayment(principal, mid * 100, months) < payment) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

/** The effective annual rate in percent of a monthly rate (a fraction). */
export const effectiveApr = (monthlyRate: number) => ((1 + monthlyRate) ** 12 - 1) * 100;

export interface QuotedFigures {
  apr: number;
  monthly_payment: number;
  fees: number;
  total_cost: number;
}

/** Why the figures disagree with our arithmetic, in words (for the lender's quote log), or null. */
export function figuresProblem(amount: number, termDays: number, f: QuotedFigures): string | null {
  const months = instalmentCount(termDays);
  const rate = impliedMonthlyRate(amount, f.monthly_payment, months);
  if (rate === null) return `monthly_payment ${f.monthly_payment} × ${months} months does not repay the amount ${amount}`;
  const apr = effectiveApr(rate);
  if (!(Math.abs(apr - f.apr) <= APR_TOLERANCE_PP))
    return `apr ${f.apr} but monthly_payment ${f.monthly_payment} over ${months} months means ${round2(apr)}`;
  const cost = f.monthly_payment * months + f.fees - amount;
  if (Math.abs(cost - f.total_cost) > months)
    return `total_cost ${f.total_cost} but ${months} × ${f.monthly_payment} + fees ${f.fees} − amount ${amount} = ${cost}`;
  return null;
}

export const round2 = (n: number) => Math.round(n * 100) / 100;

/** A lender's cheapest published offer that fits the need, with its figures; undefined when none fits. */
export function publishedFigures(
  offers: readonly Offer[],
  lenderId: string,
  need: { amount: number; term_days: number; monthly_income: number; age: number },
): (QuotedFigures & { offer_id: string }) | undefined {
  let best: (QuotedFigures & { offer_id: string }) | undefined;
  for (const offer of offers) {
    if (offer.lender_id !== lenderId) continue;
    const criteria = { amount: need.amount, termDays: need.term_days, age: need.age, monthlyIncome: need.monthly_income };
    if (!fitsLead(offer, criteria).fits) continue;
    const cost = offerCost(offer, need.amount, need.term_days);
    const months = instalmentCount(need.term_days);
    const payment = Math.round(cost.monthlyPayment);
    const fees = Math.round(cost.fees);
    const figures = {
      offer_id: offer.offer_id,
      apr: round2(cost.effectiveApr),
      monthly_payment: payment,
      fees,
      total_cost: payment * months + fees - need.amount,
    };
    if (!best || figures.total_cost < best.total_cost) best = figures;
  }
  return best;
}
