// Which offers suit a lead, and in which order to show them. Orders are fully deterministic:
// every comparison ends on offer_id, so the same input always gives the same list.
// Sponsored offers get no lift anywhere here: they keep the place their terms earn (the widget
// labels them), because a comparison that sells its ranking is not a comparison.
import { offerCost, type OfferCost } from './loan-cost';
import type { Offer } from './offer-feed';

export { effectiveMonthlyRate, instalmentCount, monthlyPayment, offerCost, type OfferCost } from './loan-cost';

export type FitReason =
  'amount_too_low' | 'amount_too_high' | 'term_too_short' | 'term_too_long' | 'too_young' | 'too_old' | 'income_too_low';
export type FitCriteria = { amount: number; termDays: number; age?: number; monthlyIncome?: number };
export type Fit = { fits: boolean; reasons: FitReason[] };

/** Whether an offer can serve this request; unknown age or income is not held against anyone. */
export function fitsLead(offer: Offer, criteria: FitCriteria): Fit {
  const { amount, termDays, age, monthlyIncome } = criteria;
  const checks: Array<[boolean, FitReason]> = [
    [amount < offer.amount_min, 'amount_too_low'],
    [amount > offer.amount_max, 'amount_too_high'],
    [termDays < offer.term_min_days, 'term_too_short'],
    [termDays > offer.term_max_days, 'term_too_long'],
    [age !== undefined && age < offer.age_min, 'too_young'],
    [age !== undefined && age > offer.age_max, 'too_old'],
    [monthlyIncome !== undefined && monthlyIncome < offer.min_income, 'income_too_low'],
  ];
  const reasons = checks.filter(([failed]) => failed).map(([, reason]) => reason);
  return { fits: reasons.length === 0, reasons };
}

type Scored = { offer: Offer; fits: boolean; cost: OfferCost; cents: number };

function score(offers: readonly Offer[], criteria: FitCriteria, firstLoan: boolean): Scored[] {
  return offers.map((offer) => {
    const cost = offerCost(offer, criteria.amount, criteria.termDays, { firstLoan });
    // Compared in whole cents so float noise never decides an order.
    return { offer, fits: fitsLead(offer, criteria).fits, cost, cents: Math.round(cost.totalCost * 100) };
  });
}

type Compare = (a: Scored, b: Scored) => number;
const byFit: Compare = (a, b) => Number(b.fits) - Number(a.fits);
const byCost: Compare = (a, b) => a.cents - b.cents;
const byApproval: Compare = (a, b) => a.offer.approval_minutes - b.offer.approval_minutes;
const byMaxAmount: Compare = (a, b) => b.offer.amount_max - a.offer.amount_max;
const byId: Compare = (a, b) => (a.offer.offer_id < b.offer.offer_id ? -1 : a.offer.offer_id > b.offer.offer_id ? 1 : 0);

function order(scored: Scored[], ...compares: Compare[]): Offer[] {
  const compare: Compare = (a, b) => {
    for (const c of compares) {
      const d = c(a, b);
      if (d !== 0) return d;
    }
    return 0;
  };
  return [...scored].sort(compare).map((s) => s.offer);
}

/** What ranking needs of a lead; `age` comes from the NIC (nic.ts decodeNic + ageOn). */
export type RankingLead = FitCriteria & { firstLoan?: boolean };

/**
 * The order of `GET /sl-feed`: offers that fit the lead (amount, term, age, income) first; then
 * lowest total cost for the requested amount and term; then faster approval; then offer_id.
 * The first-loan-free promise counts only with `firstLoan: true`: we cannot know it applies.
 */
export function rankOffersForLead(offers: readonly Offer[], lead: RankingLead): Offer[] {
  const scored = score(offers, lead, lead.firstLoan === true);
  return order(scored, byFit, byCost, byApproval, byId);
}

export type SortKey = 'recommended' | 'total_cost' | 'approval' | 'amount';
export type SortCriteria = FitCriteria & { firstLoan?: boolean };

/** Weights of the 'recommended' score: mostly price, then speed, then what borrowers report. */
export const RECOMMENDED_WEIGHTS = { cost: 0.6, approval: 0.2, rating: 0.2 } as const;

/** 1 for the best of the set, 0 for the worst, linear between; 1 for all when they are equal. */
function position(value: number, values: number[]): number {
  const min = Math.min(...values);
  const max = Math.max(...values);
  return max === min ? 1 : (max - value) / (max - min);
}

/**
 * The 'recommended' score in [0, 1]. Cost and approval time are placed among the offers of the
 * same group (fitting or not), so an offer that cannot serve the request never skews the others.
 */
function recommendedScores(scored: Scored[]): Map<Scored, number> {
  const w = RECOMMENDED_WEIGHTS;
  const scores = new Map<Scored, number>();
  for (const group of [scored.filter((s) => s.fits), scored.filter((s) => !s.fits)]) {
    const costs = group.map((s) => s.cents);
    const approvals = group.map((s) => s.offer.approval_minutes);
    for (const s of group) {
      const value =
        w.cost * position(s.cents, costs) + w.approval * position(s.offer.approval_minutes, approvals) + (w.rating * s.offer.rating) / 5;
      scores.set(s, value);
    }
  }
  return scores;
}

/**
 * The widget's sort. Every order puts offers that fit the request first, then:
 * - 'recommended': higher score (RECOMMENDED_WEIGHTS: 60 % cost, 20 % approval time, 20 % rating),
 * - 'total_cost': lower interest + fees, 'approval': faster, 'amount': larger maximum amount;
 * ties fall to total cost, then offer_id.
 */
export function sortOffers(offers: readonly Offer[], by: SortKey, criteria: SortCriteria): Offer[] {
  const scored = score(offers, criteria, criteria.firstLoan === true);
  if (by === 'total_cost') return order(scored, byFit, byCost, byApproval, byId);
  if (by === 'approval') return order(scored, byFit, byApproval, byCost, byId);
  if (by === 'amount') return order(scored, byFit, byMaxAmount, byCost, byId);
  const scores = recommendedScores(scored);
  const byScore: Compare = (a, b) => scores.get(b)! - scores.get(a)!;
  return order(scored, byFit, byScore, byCost, byId);
}
