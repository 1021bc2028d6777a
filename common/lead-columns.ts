// The columns of a lead (server/migrations), declared once, in the order of the CSV export. Each
// says who writes it, and every list of lead columns is taken from here in this order:
// - `person`: what the person typed in the form, and what they may have corrected later;
// - `visit`: written by the registration and never corrected: the lead's identity, the visitor's
//   cookies, consent, attribution of the visit, the birth date decoded from the NIC;
// - `server`: set by the database or by later calls (times, status, phone verification).
import { eachSubField } from './utm';
const WRITTEN_BY = {
  lead_id: 'visit',
  created_at: 'server',
  full_name: 'person',
  phone: 'person',
  nic: 'person',
  nic_birth_date: 'visit',
  email: 'person',
  amount: 'person',
  term_days: 'person',
  monthly_income: 'person',
  employment: 'person',
  district: 'person',
  purpose: 'person',
  consent: 'visit',
  consent_at: 'server',
  consent_version: 'visit',
  marketing_opt_in: 'visit',
  client_id: 'visit',
  session_id: 'visit',
  utm_source: 'visit',
  utm_medium: 'visit',
  utm_campaign: 'visit',
  utm_content: 'visit',
  utm_term: 'visit',
  status: 'server',
  verified: 'server',
  provider: 'visit',
  country: 'visit',
  ...eachSubField(() => 'visit' as const),
  domain: 'visit',
  page: 'visit',
  lang: 'person',
  quality: 'server',
  quality_reasons: 'server',
  duplicate_of: 'server',
} as const;

type Written = typeof WRITTEN_BY;
export type LeadColumn = keyof Written;
/** A column the person may have corrected (the data-subject correction). */
export type CorrectableColumn = { [C in LeadColumn]: Written[C] extends 'person' ? C : never }[LeadColumn];

/** Every column, in the CSV export's order (admin and console exports). */
export const LEAD_COLUMNS = Object.keys(WRITTEN_BY) as LeadColumn[];

/** What a registration inserts (the rest is the database's or a later call's). */
export const REGISTRATION_COLUMNS = LEAD_COLUMNS.filter((c) => WRITTEN_BY[c] !== 'server');

/** What a data-subject correction may change: consent has its own call, and attribution and the
 * visitor's cookies are facts about the visit, not about the person. */
export const CORRECTABLE_COLUMNS = LEAD_COLUMNS.filter((c): c is CorrectableColumn => WRITTEN_BY[c] === 'person');
