// One lead in the console (console/screens/lead/): the tables of its page, each with its columns
// in the table's and the CSV's order (GET /api/console/leads/{id}/{section}.csv streams the same).

export const LEAD_SECTIONS = {
  /** The lead's events (server/leads/events.ts): its one history. */
  lead_events: ['at', 'type', 'actor', 'details'],
  lenders: ['name', 'status', 'reached_at', 'lender_id'],
  deliveries: ['name', 'state', 'attempts', 'delivered_at', 'done_at', 'last_code', 'delivery_id'],
  history: ['id', 'state_type', 'lender_id', 'received_at'],
  events: ['event_id', 'event', 'received_at', 'utm_source', 'domain'],
  push_tokens: ['token', 'created_at', 'updated_at'],
  push_deliveries: ['delivery_id', 'message_id', 'status', 'state', 'attempts', 'error', 'created_at', 'done_at'],
  postbacks: ['postback_id', 'provider_id', 'state', 'attempts', 'tries', 'url', 'created_at', 'done_at'],
} as const;
export type LeadSection = keyof typeof LEAD_SECTIONS;

export interface PostbackTry {
  attempted_at: string;
  outcome: string;
  response_code: number | null;
}

/** A postback's tries as one line of text (the CSV's cell, and what search reads). */
export const triesText = (tries: readonly PostbackTry[]) =>
  tries.map((t) => `${t.attempted_at}: ${t.outcome}${t.response_code !== null ? ` (${t.response_code})` : ''}`).join('; ');
