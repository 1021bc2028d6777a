// A lead's state per lender, and the lead's `status` derived from them (DESIGN "One lead, one
// truth"). Per lender, a lead is `sent` once delivered or click-bound; then the lender's own states:
//
//   sent      → approved, rejected, issued, closed, returned
//   approved  → issued, rejected, closed
//   issued    → closed
//   rejected, closed, returned: final
//
// The same state again changes nothing (204); any other move is 409 `transition_invalid`.
// `returned` comes only from the return call.
import { ApiError } from '../http/errors';

export const LENDER_STATES = ['sent', 'approved', 'rejected', 'issued', 'closed', 'returned'] as const;
export type LenderState = (typeof LENDER_STATES)[number];

const MOVES: Record<LenderState, readonly LenderState[]> = {
  sent: ['approved', 'rejected', 'issued', 'closed', 'returned'],
  approved: ['issued', 'rejected', 'closed'],
  issued: ['closed'],
  rejected: [],
  closed: [],
  returned: [],
};

export const isLenderState = (word: string): word is LenderState => (LENDER_STATES as readonly string[]).includes(word);

/** `same`: the state again (nothing changes); `move`: a valid change. Anything else throws 409. */
export function transition(from: LenderState, to: string): 'same' | 'move' {
  if (to === from) return 'same';
  if (isLenderState(to) && MOVES[from].includes(to)) return 'move';
  throw new ApiError(
    'conflict',
    { state_type: 'transition_invalid' },
    `This lead is ${from} for you; it cannot become ${to}${MOVES[from].length ? ` (from ${from}: ${MOVES[from].join(', ')})` : ` (${from} is final)`}.`,
  );
}

const ORDER = ['new', 'sent', 'approved', 'issued', 'closed'] as const;

/** The lead's status over the lenders it reached: the furthest state in the order new < sent <
 * approved < issued < closed; `rejected` only when every lender still holding it rejected it;
 * `returned` when every lender returned it (a lender that returned it counts as not reached). */
export function leadStatus(states: readonly LenderState[]): string {
  if (states.length === 0) return 'new';
  const holding = states.filter((s) => s !== 'returned');
  if (holding.length === 0) return 'returned';
  if (holding.every((s) => s === 'rejected')) return 'rejected';
  let furthest = 0;
  for (const s of holding) furthest = Math.max(furthest, ORDER.indexOf(s as (typeof ORDER)[number]));
  return ORDER[furthest];
}
