// What the borrower's page shows of each application (docs/borrower-page.md): date, amount, term,
// status, the lenders it reached with each one's status, and the consent it was given under. Each
// source is read by one function, so lender deliveries and consent receipts can join it later.
import type { Queryable } from '../db';

export interface LenderOfLead {
  name: string;
  /** The lender's last state for this lead: `approved`, `rejected`, `issued`, `closed` or another
   * word the lender posted; `sent` once it has the lead and has said nothing yet. */
  status: string;
}

export interface ConsentReceipt {
  version: string;
  given_at: string;
  withdrawn_at: string | null;
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
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** The lenders a lead reached and each one's last state. Today only lender-keyed `/webhook` states
 * say so (a lender posts only about leads that reached it); lender deliveries add their rows here. */
export async function lendersOfLead(q: Queryable, leadId: string): Promise<LenderOfLead[]> {
  return q.query<LenderOfLead & Record<string, unknown>>(
    `select distinct on (w.lender_id) l.name, w.state_type as status
       from webhooks w join lenders l on l.lender_id = w.lender_id
      where w.lead_id = $1 and w.lender_id is not null
      order by w.lender_id, w.id desc`,
    [leadId],
  );
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
  const applications: Application[] = [];
  for (const lead of leads) {
    applications.push({
      lead_id: lead.lead_id,
      created_at: iso(lead.created_at)!,
      amount: Number(lead.amount),
      term_days: lead.term_days,
      status: lead.status,
      lang: lead.lang,
      marketing_opt_in: lead.marketing_opt_in,
      lenders: await lendersOfLead(q, lead.lead_id),
      consent_receipt: consentReceiptOf(lead),
    });
  }
  return applications;
}
