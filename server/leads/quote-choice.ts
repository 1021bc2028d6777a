// A lead built from quotes (DESIGN "Quotes"): the registration names the quote request it used and
// the lenders the person chose from it. A request serves one lead at most, for 24 hours; the lead's
// need must be the one that was priced; a chosen quote must still be valid. The consent then names
// the chosen only, in the order they were shown, and only they receive the lead (routing.ts).
import { decodeNic, type Lead } from '../../common/domain';
import type { Queryable } from '../db';
import { ApiError } from '../http/errors';
import type { NamedLender } from '../lenders/consent';

/** A quote request serves a lead for this long after it was made. */
export const QUOTE_REQUEST_HOURS = 24;
const ID_MAX = 100;

export interface QuoteChoice {
  quote_request_id: string;
  /** Lender ids, as sent. */
  chosen: string[];
}

const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** The body's `quote_request_id` and `chosen`: both or neither (`400` naming the one wrong). */
export function readQuoteChoice(body: Record<string, unknown>, maxLenders: number): QuoteChoice | undefined {
  const { quote_request_id: id, chosen } = body;
  const noChoice = blank(chosen) || (Array.isArray(chosen) && chosen.length === 0);
  if (blank(id) && noChoice) return undefined;
  if (blank(id)) throw new ApiError('validation_failed', { quote_request_id: 'required' });
  if (typeof id !== 'string' || id.length > ID_MAX) throw new ApiError('validation_failed', { quote_request_id: 'invalid' });
  if (noChoice) throw new ApiError('validation_failed', { chosen: 'required' });
  const valid =
    Array.isArray(chosen) &&
    chosen.length <= maxLenders &&
    chosen.every((c) => typeof c === 'string' && c.length > 0 && c.length <= ID_MAX) &&
    new Set(chosen).size === chosen.length;
  if (!valid) throw new ApiError('validation_failed', { chosen: 'invalid' });
  return { quote_request_id: id.trim(), chosen: chosen as string[] };
}

interface RequestRow {
  created_at: Date | string;
  amount: string | number;
  term_days: number;
  monthly_income: string | number;
  employment: string;
  district: string;
  birth_year: number;
}

/**
 * Checks the choice against its request in the registration's transaction (the request's row is
 * locked, so two leads racing for it are one and a refusal), and resolves the chosen lenders in
 * the order they were shown (by total cost, then name). `leadId`: the lead this submit corrects
 * (a double submit), which may use its own request again.
 */
export async function checkQuoteChoice(
  tx: Queryable,
  choice: QuoteChoice,
  lead: Lead,
  leadId: string | undefined,
  now: Date,
): Promise<NamedLender[]> {
  const [request] = await tx.query<RequestRow & Record<string, unknown>>(
    `select created_at, amount, term_days, monthly_income, employment, district, birth_year
       from quote_requests where quote_request_id = $1 for update`,
    [choice.quote_request_id],
  );
  const conflict = (field: string, code: string) => new ApiError('conflict', { [field]: code });
  if (!request) throw conflict('quote_request_id', 'quote_request_unknown');
  if (new Date(request.created_at).getTime() < now.getTime() - QUOTE_REQUEST_HOURS * 3_600_000)
    throw conflict('quote_request_id', 'quote_request_expired');
  const [used] = await tx.query('select 1 from leads where quote_request_id = $1 and lead_id is distinct from $2 limit 1', [
    choice.quote_request_id,
    leadId ?? null,
  ]);
  if (used) throw conflict('quote_request_id', 'quote_request_used');
  const birthYear = Number(decodeNic(lead.nic)?.birthDate.slice(0, 4));
  const priced: [keyof Lead | 'nic', unknown, unknown][] = [
    ['amount', lead.amount, Number(request.amount)],
    ['term_days', lead.term_days, request.term_days],
    ['monthly_income', lead.monthly_income, Number(request.monthly_income)],
    ['employment', lead.employment, request.employment],
    ['district', lead.district, request.district],
    ['nic', birthYear, request.birth_year],
  ];
  for (const [field, given, quoted] of priced) if (given !== quoted) throw conflict(field, 'quote_mismatch');
  const shown = await tx.query<{ lender_id: string; name: string; expired: boolean }>(
    `select q.lender_id, l.name, coalesce(q.valid_until <= $2, false) as expired
       from quotes q join lenders l on l.lender_id = q.lender_id
      where q.quote_request_id = $1 and q.outcome = 'shown'
      order by q.total_cost, l.name, q.lender_id`,
    [choice.quote_request_id, now],
  );
  const picked = shown.filter((q) => choice.chosen.includes(q.lender_id));
  if (picked.length !== choice.chosen.length) throw new ApiError('validation_failed', { chosen: 'invalid' });
  if (picked.some((q) => q.expired)) throw conflict('chosen', 'quote_expired');
  return picked.map(({ lender_id, name }) => ({ lender_id, name }));
}
