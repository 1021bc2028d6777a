// The quote step's words in English (quote-copy-si.ts has the same keys: its type).
import type { QuoteCopy } from './quote-copy-si';

export const quoteCopy: QuoteCopy = {
  needLegend: 'Your loan',
  needIntro: 'Lenders price your loan without your name, phone number or NIC. You give those only after choosing an offer.',
  birthYear: 'Year of birth',
  birthYearHint: 'Four digits, e.g. 1990',
  birthYearInvalid: 'Year of birth: please enter the year you were born in four digits (e.g. 1990).',
  birthYearAge: (min, max) => `Year of birth: you must be ${min} to ${max} years old this year to apply.`,
  askQuotes: 'See offers for me',
  detailsLegend: 'Your details',
  changeNeed: 'Change my loan details',
  nicMismatch: (nicYear, given) =>
    `NIC number: this NIC gives ${nicYear} as your year of birth, but you entered ${given}. Check the NIC number, or change your year of birth (the offers are then asked for again).`,
  loading: 'Asking lenders for offers for you…',
  legend: 'Offers for you: choose one or more',
  hint: (max) => `You can choose up to ${max} lenders. Only the lenders you choose will receive your application.`,
  labels: { pre_approved: 'Pre-approved', likely: 'Likely', published: 'Published rate' },
  apr: 'APR',
  monthly: 'Monthly instalment',
  total: 'Total cost of the loan',
  odds: (approved, of) => `${approved} of ${of} similar applications approved`,
  validUntil: (date) => `Valid until ${date}`,
  continue: 'Continue with my choice',
  noneChosen: 'Please choose at least one lender.',
  expired: 'These offers have expired. Here are new ones; what you typed is kept.',
};
