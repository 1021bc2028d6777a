// The partners', the review queue's and the payout screens' tables as rows of plain cells: one definition for the
// console's screens (console/screens/review/, payouts/) and the CSVs the server streams of them
// (server/payouts/routes/console.ts). Like common/console-lists.ts, for lead quality and money.

/** Each list's columns, in the table's and the CSV's order. */
export const MONEY_COLUMNS = {
  review: ['created_at', 'lead_id', 'provider', 'quality_reasons', 'amount', 'term_days', 'verified', 'utm_source'],
  payouts: ['created_at', 'lead_id', 'kind', 'state', 'amount', 'batch_id', 'updated_at'],
  payout_lines: ['closed_at', 'batch_id', 'entries', 'amount', 'reference'],
  payout_batches: ['closed_at', 'batch_id', 'closed_by', 'entries', 'total'],
} as const;
export type MoneyList = keyof typeof MONEY_COLUMNS;

/** A payout entry's states, in the order it moves (server/payouts/ledger.ts). */
export const ENTRY_STATES = ['pending', 'approved', 'paid', 'reversed'] as const;

const iso = (at: string | Date | null | undefined) => (at == null ? null : new Date(at).toISOString());
export interface ReviewRecord {
  lead_id: string;
  created_at: string | Date;
  provider: number | null;
  quality_reasons: string[] | null;
  amount: number;
  term_days: number;
  verified: boolean;
  utm_source: string | null;
}

/** A lead waiting in the review queue: why it waits and whose it is, nothing of the person. */
export const reviewRow = (r: ReviewRecord) => ({
  created_at: iso(r.created_at),
  lead_id: r.lead_id,
  provider: r.provider,
  quality_reasons: (r.quality_reasons ?? []).join(', '),
  amount: r.amount,
  term_days: r.term_days,
  verified: r.verified ? 'yes' : 'no',
  utm_source: r.utm_source,
});

export interface EntryRecord {
  entry_id: string;
  lead_id: string;
  kind: string;
  state: string;
  amount: number;
  batch_id: string | null;
  created_at: string | Date;
  updated_at: string | Date;
}

/** A ledger entry in its current state (a lead id, never the person). */
export const entryRow = (e: EntryRecord) => ({ ...e, created_at: iso(e.created_at), updated_at: iso(e.updated_at) });

export interface LineRecord {
  batch_id: string;
  closed_at: string | Date;
  amount: number;
  entries: number;
  reference: string;
}

/** What one batch paid one partner. */
export const lineRow = (l: LineRecord) => ({ ...l, closed_at: iso(l.closed_at) });

export interface BatchRecord {
  batch_id: string;
  closed_at: string | Date;
  closed_by: string;
  entries: number;
  total: number;
}

export const batchRow = (b: BatchRecord) => ({ ...b, closed_at: iso(b.closed_at) });

export interface PartnerRecord {
  provider_id: number;
  name: string;
  postback_url: string | null;
  payout: { model: string; amount: number } | null;
  bank_account: string | null;
  created_at: string | Date;
  key_rotated_at: string | Date | null;
}

export const partnerRow = (p: PartnerRecord) => ({
  provider_id: p.provider_id,
  name: p.name,
  payout_model: p.payout?.model ?? null,
  payout_amount: p.payout?.amount ?? null,
  bank_account: p.bank_account,
  postback_url: p.postback_url,
  created_at: iso(p.created_at),
  key_rotated_at: iso(p.key_rotated_at),
});
