// A complete, valid lead for tests; each test changes only what it is about.
// A woman born 5 December 1985: valid for decades whatever day the suite runs.
import { CONSENT_VERSION, type LeadInput } from './lead-schema';

export const VALID_LEAD: LeadInput = {
  full_name: 'Nimali Perera',
  phone: '077 123 4567',
  nic: '858400937V',
  amount: 50000,
  term_days: 90,
  monthly_income: 85000,
  employment: 'salaried',
  district: 'Colombo',
  consent: true,
  consent_version: CONSENT_VERSION,
};
