// The offer editor's fields, in order, with their labels; a new offer starts from BLANK.
import type { Offer } from '../../../common/domain/offer';

/** `optional`: a text left out of the offer when blank (the schema refuses an empty one). */
export type Kind = 'text' | 'optional' | 'number' | 'bool' | 'rate';

export const FIELDS: [Exclude<keyof Offer, 'lender_id'>, string, Kind][] = [
  ['offer_id', 'Offer id', 'text'],
  ['lender', 'Lender', 'text'],
  ['logo', 'Logo (site path or https URL)', 'text'],
  ['url', 'Apply URL (https; may hold {lead_id} and {click_id})', 'text'],
  ['amount_min', 'Smallest amount (LKR)', 'number'],
  ['amount_max', 'Largest amount (LKR)', 'number'],
  ['term_min_days', 'Shortest term (days)', 'number'],
  ['term_max_days', 'Longest term (days)', 'number'],
  ['rate_type', 'Rate type', 'rate'],
  ['monthly_rate', 'Monthly rate (%)', 'number'],
  ['apr', 'APR (%)', 'number'],
  ['processing_fee_pct', 'Processing fee (%)', 'number'],
  ['processing_fee_fixed', 'Processing fee (LKR)', 'number'],
  ['approval_minutes', 'Approval (minutes)', 'number'],
  ['age_min', 'Youngest age', 'number'],
  ['age_max', 'Oldest age', 'number'],
  ['min_income', 'Lowest monthly income (LKR)', 'number'],
  ['licence', 'Licence', 'text'],
  ['licence_si', 'Licence in Sinhala (required with a Licence)', 'optional'],
  ['licence_ta', 'Licence in Tamil (required with a Licence)', 'optional'],
  ['rating', 'Rating (0–5)', 'number'],
  ['first_loan_free', 'First loan free', 'bool'],
  ['sponsored', 'Sponsored', 'bool'],
  ['demo', 'Demo offer', 'bool'],
];

export const BLANK: Offer = {
  offer_id: '',
  lender: '',
  logo: '',
  url: 'https://',
  amount_min: 5000,
  amount_max: 50000,
  term_min_days: 30,
  term_max_days: 90,
  rate_type: 'flat',
  monthly_rate: 2,
  apr: 24,
  processing_fee_pct: 0,
  processing_fee_fixed: 0,
  approval_minutes: 60,
  age_min: 18,
  age_max: 60,
  min_income: 20000,
  first_loan_free: false,
  licence: '',
  rating: 4,
  sponsored: false,
  demo: false,
};
