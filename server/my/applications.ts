// What the borrower's page shows of each application (docs/borrower-page.md): date, amount, term,
// status, the lenders it reached with each one's status, and the consent it was given under. Each
// source is read by one function, so lender deliveries and consent receipts can join it later.
import type { Queryable } from '../db';
import { lendersOfLead as lendersReached } from '../lenders/reach';
import { receiptOf } from '../lenders/receipts';
import { isLenderState, leadStatus } from '../leads/states';
import { leadHistories, type LeadEvent, type LeadEventType } from '../leads/events';

export interface LenderOfLead {
  name: string;
  /** The lender's last state for this lead: `approved`, `rejected`, `issued`, `closed` or another
   * word the lender posted; `sent` once it has the lead and has said nothing yet. */
  status: string;
  /** When the lead reached this lender (delivered, or the person opened its offer): /my/ says
   * "Sent on {date}" (DESIGN "One lead, one truth"). */
  sent_at: string;
  /** How it reached the lender: `delivery` (sent with the person's consent) or `click` (the person
   * opened its offer: /my/ says "You opened this lender's offer on {date}"). */
  reached_by: 'delivery' | 'click';
}

export interface ConsentReceipt {
  version: string;
  given_at: string;
  withdrawn_at: string | null;
  /** The chained receipt (docs/lenders.md "Consent receipts"): its id, hash and the lenders it named. */
  receipt_id?: string;
  hash?: string;
  lenders?: string[];
}

/** The lead events a person is shown (DESIGN "One lead, one truth": /my/ reads the lead's history);
 * never who did it (an operator, a key) or internal findings (a duplicate). */
export const PERSON_EVENTS = [
  'registered',
  'chosen',
  'verified',
  'reviewed',
  'delivered',
  'click_bound',
  'lender_state',
  'returned',
  'withdrawn',
  'marketing_off',
] as const satisfies readonly LeadEventType[];
export type PersonEventType = (typeof PERSON_EVENTS)[number];

export interface HistoryItem {
  type: PersonEventType;
  at: string;
  /** The lender's name, for an event of one lender (delivered, click_bound, lender_state, returned). */
  lender?: string;
  /** The lender's state, for `lender_state`. */
  state?: string;
  /** The lenders' names, for `chosen` (in the order shown). */
  lenders?: string[];
}

export interface Application {
  lead_id: string;
  created_at: string;
  amount: number;
  term_days: number;
  status: string;
  lang: string;
  marketing_opt_in: boolean;
  lenders: LenderOfLead[];
  consent_receipt: ConsentReceipt;
  /** The application's history, oldest first, in the terms above. */
  history: HistoryItem[];
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** The lenders a lead reached (delivered, or by the person's click on one of their offers:
 * server/lenders/reach.ts) and each one's last state; `sent` while a lender has said nothing. */
export async function lendersOfLead(q: Queryable, leadId: string): Promise<LenderOfLead[]> {
  const reached = await lendersReached(q, leadId);
  return reached.map((l) => ({
    name: l.name,
    status: l.status === 'delivered' ? 'sent' : l.status,
    sent_at: iso(l.reached_at)!,
    reached_by: l.reached_by,
  }));
}

interface LeadRow {
  lead_id: string;
  created_at: Date | string;
  amount: number;
  term_days: number;
  status: string;
  lang: string;
  marketing_opt_in: boolean;
  consent_version: string;
  consent_at: Date | string;
  consent_withdrawn_at: Date | string | null;
}

/** The consent a lead was given under. For now the version and time stored on the lead; the
 * consent receipts (their own table) take this place when they exist. */
export function consentReceiptOf(lead: Pick<LeadRow, 'consent_version' | 'consent_at' | 'consent_withdrawn_at'>): ConsentReceipt {
  return { version: lead.consent_version, given_at: iso(lead.consent_at)!, withdrawn_at: iso(lead.consent_withdrawn_at) };
}

async function withReceipt(q: Queryable, leadId: string, base: ConsentReceipt): Promise<ConsentReceipt> {
  const receipt = await receiptOf(q, leadId);
  return receipt ? { ...base, receipt_id: receipt.receipt_id, hash: receipt.hash, lenders: receipt.lenders } : base;
}

const isPersonEvent = (type: LeadEventType): type is PersonEventType => (PERSON_EVENTS as readonly string[]).includes(type);

/** The leads' histories as the person reads them: their own events, each lender by name (two
 * queries for all of a person's applications). */
export async function personHistories(q: Queryable, leadIds: readonly string[]): Promise<Map<string, HistoryItem[]>> {
  const histories = await leadHistories(q, leadIds);
  const events = [...histories.values()].flat().filter((e) => isPersonEvent(e.type));
  const ids = new Set<string>();
  for (const e of events) {
    if (typeof e.data.lender_id === 'string') ids.add(e.data.lender_id);
    if (typeof e.data.lenders === 'string') for (const id of e.data.lenders.split(',')) ids.add(id);
  }
  const rows = ids.size
    ? await q.query<{ lender_id: string; name: string }>('select lender_id, name from lenders where lender_id = any($1::text[])', [
        [...ids],
      ])
    : [];
  const names = new Map(rows.map((r) => [r.lender_id, r.name]));
  const toItem = (e: LeadEvent): HistoryItem => {
    const item: HistoryItem = { type: e.type as PersonEventType, at: e.at };
    if (typeof e.data.lender_id === 'string') item.lender = names.get(e.data.lender_id) ?? '';
    if (e.type === 'lender_state' && typeof e.data.state === 'string') item.state = e.data.state;
    if (e.type === 'chosen' && typeof e.data.lenders === 'string')
      item.lenders = e.data.lenders.split(',').map((id) => names.get(id) ?? '');
    return item;
  };
  return new Map([...histories].map(([id, list]) => [id, list.filter((e) => isPersonEvent(e.type)).map(toItem)]));
}

/** The leads registered with this phone, newest first. */
export async function leadIdsOfPhone(q: Queryable, phone: string): Promise<string[]> {
  const rows = await q.query<{ lead_id: string }>('select lead_id from leads where phone = $1 order by created_at desc, lead_id', [phone]);
  return rows.map((r) => r.lead_id);
}

/** Every application of the person signed in with `phone`, newest first. */
export async function applicationsOf(q: Queryable, phone: string): Promise<Application[]> {
  const leads = await q.query<LeadRow & Record<string, unknown>>(
    `select lead_id, created_at, amount, term_days, status, lang, marketing_opt_in,
            consent_version, consent_at, consent_withdrawn_at
       from leads where phone = $1 order by created_at desc, lead_id`,
    [phone],
  );
  const histories = await personHistories(
    q,
    leads.map((l) => l.lead_id),
  );
  const applications: Application[] = [];
  for (const lead of leads) {
    const lenders = await lendersOfLead(q, lead.lead_id);
    applications.push({
      lead_id: lead.lead_id,
      created_at: iso(lead.created_at)!,
      amount: Number(lead.amount),
      term_days: lead.term_days,
      // the lead's one status, derived from the per-lender states the page lists beside it
      status: lenders.length ? leadStatus(lenders.map((l) => (isLenderState(l.status) ? l.status : 'sent'))) : lead.status,
      lang: lead.lang,
      marketing_opt_in: lead.marketing_opt_in,
      lenders,
      consent_receipt: await withReceipt(q, lead.lead_id, consentReceiptOf(lead)),
      history: histories.get(lead.lead_id) ?? [],
    });
  }
  return applications;
}
