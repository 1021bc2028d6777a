// The quote step's words in English (quote-copy-si.ts has the same keys: its type).
import type { QuoteCopy } from './quote-copy-si';

export const quoteCopy: QuoteCopy = {
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
