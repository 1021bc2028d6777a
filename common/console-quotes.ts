// Quotes in the console (DESIGN "Quotes"): a lender's quote log and a lead's quotes, shared by the
// screens (console/screens/lenders/Quotes.tsx, console/screens/lead/Quotes.tsx) and the server's
// answers (server/quotes/console.ts).

/** A quote log line's outcome (migration 029): shown, or why the person did not see it. */
export const QUOTE_OUTCOMES = [
  'shown',
  'declined',
  'late',
  'refused',
  'blocked',
  'malformed',
  'inconsistent',
  'expiring',
  'no_figures',
] as const;
export type QuoteOutcome = (typeof QUOTE_OUTCOMES)[number];

/** What each outcome means, in the console's words. */
export const OUTCOME_WORDS: Record<QuoteOutcome, string> = {
  shown: 'shown',
  declined: 'declined by the lender',
  late: 'late: no answer in time',
  refused: 'refused: an error status or no connection',
  blocked: 'blocked: its address is refused',
  malformed: 'malformed answer',
  inconsistent: 'figures disagree with the loan arithmetic',
  expiring: 'valid for less than 30 minutes',
  no_figures: 'refer without figures',
};

export const outcomeWords = (outcome: string) => OUTCOME_WORDS[outcome as QuoteOutcome] ?? outcome;

/** A quote's label as the console says it (null: not shown). */
const LABEL_WORDS: Record<string, string> = { pre_approved: 'pre-approved', likely: 'likely', published: 'published offer' };
export const labelWords = (label: string | null) => (label === null ? '—' : (LABEL_WORDS[label] ?? label));

/** The accuracy of a lender's pre-approvals: of its pre-approved people delivered 14–104 days ago,
 * how many stood at approved or beyond on the 14th day (server/quotes/outcomes.ts), and the label
 * its `approved` answers earn now. */
export interface QuoteAccuracy {
  pre_approved: number;
  held: number;
  /** held / pre_approved in percent (one decimal); null without pre-approvals. */
  share: number | null;
  /** What its `approved` is shown as now: pre_approved only from 30 pre-approvals, 80 % held. */
  label: 'pre_approved' | 'likely';
  min_sample: number;
  min_share: number;
}

/** What every line of the quote log holds: one lender's answer to one request (server/quotes/store.ts
 * writes it; the console reads it in a lender's log and on a lead's page). */
export interface QuoteLine {
  quote_id: string;
  source: 'quote' | 'published';
  outcome: string;
  reason: string | null;
  label: string | null;
  apr: number | null;
  monthly_payment: number | null;
  fees: number | null;
  total_cost: number | null;
  valid_until: string | null;
  duration_ms: number | null;
}

/** One line of a lender's quote log, newest first. */
export interface QuoteLogLine extends QuoteLine {
  quote_request_id: string;
  created_at: string;
  decision: string | null;
  amount: number | null;
  term_days: number | null;
}

export interface QuoteLogPage {
  lender_id: string;
  accuracy: QuoteAccuracy;
  /** The last 30 days' lines by outcome. */
  last_30_days: Record<string, number>;
  total: number;
  page: number;
  per_page: number;
  rows: QuoteLogLine[];
}

/** One lender's line of the quotes a lead's person saw (or was not shown, and why). */
export interface LeadQuote extends QuoteLine {
  lender_id: string;
  lender: string | null;
  /** 1, 2, … in the order the person saw them (by total cost, then lender name); null: not shown. */
  position: number | null;
  chosen: boolean;
}

export interface LeadQuotes {
  lead_id: string;
  /** Null: the lead did not come through quotes. */
  quote_request_id: string | null;
  requested_at: string | null;
  /** The need the lenders priced. */
  amount: number | null;
  term_days: number | null;
  /** The chosen lender ids in the order shown (null: none recorded). */
  chosen: string[] | null;
  quotes: LeadQuote[];
}
