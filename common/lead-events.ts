// The kinds of a lead's events and their shape (DESIGN "One lead, one truth"): recorded by
// server/leads/events.ts, acted on through server/lifecycle.ts, read by the console's lead page and
// the borrower's page. No personal data: `data` names lenders, states, reasons; the actor is a
// role or an account id.
export const LEAD_EVENT_TYPES = [
  'registered',
  'chosen',
  'verified',
  'reviewed',
  'duplicate',
  'delivered',
  'click_bound',
  'lender_state',
  'returned',
  'withdrawn',
  'marketing_off',
  'erased',
] as const;
export type LeadEventType = (typeof LEAD_EVENT_TYPES)[number];

/** Who did it: the person, Naya itself, an operator, or a lender's or partner's key. */
export type Actor = 'person' | 'system' | 'operator' | `lender:${string}` | `partner:${string}`;

export interface LeadEvent {
  type: LeadEventType;
  /** null once the person was erased. */
  actor: string | null;
  at: string;
  data: Record<string, string | number | boolean | null>;
}
