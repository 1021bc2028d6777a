// Asking lenders for quotes (DESIGN "Quotes"; docs/lenders.md "Answering quote requests"): every
// active lender whose rules match the need and that is below today's cap is asked at once, with
// the need and no personal data, in a POST signed like deliveries (X-Naya-Signature, the lender's
// delivery_secret), through the outbound client (public addresses only, checked again now). Each
// call ends at QUOTE_TIMEOUT_MS: its socket is destroyed then, whatever the lender does. An answer
// that is late, refused, malformed, expiring or whose figures disagree with our loan arithmetic is
// not shown and goes to the lender's quote log with its reason. Matching lenders without a
// quote_url are listed from their published offers. The list is ordered by total cost, then name.
import { randomUUID } from 'node:crypto';
import * as z from 'zod';
import type { Offer } from '../../common/domain';
import { ageFromBirthYear, type Quote, type QuoteRequest, type QuotesAnswer } from '../../common/quotes';
import type { Db } from '../db';
import { logInfo } from '../log';
import type { OutboundAnswer, OutboundClient } from '../outbound';
import { SIGNATURE_HEADER, signature } from '../partners/postbacks';
import { open } from '../partners/secret-box';
import { leadMatches } from '../lenders/rules';
import { figuresProblem, publishedFigures, round2 } from './figures';
import { amountBand, incomeBand, lenderOutcomes, type LenderOutcomes } from './outcomes';
import { activeLenders, saveQuoteRequest, type QuoteLender, type QuoteLogRow } from './store';

/** A quote valid for less than this is not shown. */
export const MIN_VALIDITY_MS = 30 * 60_000;

/** What a lender answers (docs/lenders.md). Money whole LKR, `apr` percent. */
export const lenderAnswerSchema = z.object({
  decision: z.enum(['approved', 'declined', 'refer']),
  apr: z.number().min(0).max(100_000).optional(),
  monthly_payment: z.int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
  fees: z.int().min(0).max(Number.MAX_SAFE_INTEGER).default(0),
  total_cost: z.int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  valid_until: z.iso.datetime({ offset: true }).optional(),
});

/** The body a lender receives: the need, never a name, phone, NIC, client id or address. */
export interface QuoteAsk {
  quote_id: string;
  amount: number;
  term_days: number;
  monthly_income: number;
  employment: string;
  district: string;
  age: number;
  lang: string;
}

/** Sends one signed request; the outbound client by default, the demo lenders in process. */
export type QuoteTransport = (url: string, body: string, headers: Record<string, string>, timeoutMs: number) => Promise<OutboundAnswer>;

export interface QuoteContext {
  db: Db;
  outbound: OutboundClient;
  sealKey: Buffer;
  offers: () => Promise<Offer[]>;
  now: () => Date;
  timeoutMs: number;
  /** Answers for `demo:` quote URLs (server/quotes/demo.ts), outside production only. */
  demo?: QuoteTransport;
}

type Judged =
  | { shown: true; row: QuoteLogRow; figures: { apr: number; monthly_payment: number; total_cost: number; valid_until: string | null } }
  | { shown: false; row: QuoteLogRow };

function logLine(ids: { quote_id: string; lender_id: string }, outcome: string, reason: string | null, ms: number | null): QuoteLogRow {
  return {
    ...ids,
    source: 'quote',
    outcome,
    reason,
    decision: null,
    label: null,
    apr: null,
    monthly_payment: null,
    fees: null,
    total_cost: null,
    valid_until: null,
    duration_ms: ms,
  };
}

/** Judges one lender's answer. */
export function judgeAnswer(
  ids: { quote_id: string; lender_id: string },
  need: { amount: number; term_days: number },
  answer: OutboundAnswer,
  ms: number,
  now: Date,
): Judged {
  const no = (outcome: string, reason: string): Judged => ({ shown: false, row: logLine(ids, outcome, reason, ms) });
  if (answer.kind === 'blocked') return no('blocked', answer.reason.slice(0, 300));
  if (answer.kind === 'failed')
    return /timeout/.test(answer.reason) ? no('late', answer.reason) : no('refused', answer.reason.slice(0, 300));
  if (answer.status !== 200) return no('refused', `status ${answer.status}`);
  let parsed: z.infer<typeof lenderAnswerSchema>;
  try {
    const result = lenderAnswerSchema.safeParse(JSON.parse(answer.head));
    if (!result.success)
      return no(
        'malformed',
        result.error.issues
          .map((i) => `${i.path.join('.') || 'body'}: ${i.code}`)
          .join('; ')
          .slice(0, 300),
      );
    parsed = result.data;
  } catch {
    return no('malformed', 'not JSON (or longer than 1 KB)');
  }
  const row: QuoteLogRow = {
    ...logLine(ids, 'shown', null, ms),
    decision: parsed.decision,
    apr: parsed.apr ?? null,
    monthly_payment: parsed.monthly_payment ?? null,
    fees: parsed.fees,
    total_cost: parsed.total_cost ?? null,
    valid_until: parsed.valid_until ? new Date(parsed.valid_until).toISOString() : null,
  };
  const rowNo = (outcome: string, reason: string): Judged => ({ shown: false, row: { ...row, outcome, reason } });
  if (parsed.decision === 'declined') return rowNo('declined', 'declined');
  const { apr, monthly_payment: payment, total_cost: cost, valid_until: until } = parsed;
  if (apr === undefined || payment === undefined || cost === undefined || until === undefined) {
    const missing = ['apr', 'monthly_payment', 'total_cost', 'valid_until'].filter((k) => parsed[k as keyof typeof parsed] === undefined);
    return parsed.decision === 'refer'
      ? rowNo('no_figures', `refer without ${missing.join(', ')}`)
      : rowNo('malformed', `approved without ${missing.join(', ')}`);
  }
  if (Date.parse(until) - now.getTime() < MIN_VALIDITY_MS)
    return rowNo('expiring', `valid_until ${row.valid_until} is less than 30 minutes away`);
  const problem = figuresProblem(need.amount, need.term_days, { apr, monthly_payment: payment, fees: parsed.fees, total_cost: cost });
  if (problem) return rowNo('inconsistent', problem);
  return { shown: true, row, figures: { apr: round2(apr), monthly_payment: payment, total_cost: cost, valid_until: row.valid_until } };
}

/** What the server log says of an answer not shown: the outcome and, for figures, which one. */
const logReason = (row: QuoteLogRow) =>
  row.outcome === 'inconsistent' || row.outcome === 'expiring'
    ? `${row.outcome} (${row.reason?.split(' ')[0]})`
    : `${row.outcome} (${row.reason})`;

/** Asks one lender; never rejects, and settles by `timeoutMs` (+ a little) whatever happens. */
async function askOne(
  ctx: QuoteContext,
  lender: QuoteLender,
  ask: QuoteAsk,
  timeoutMs: number,
): Promise<{ answer: OutboundAnswer; ms: number }> {
  const started = performance.now();
  const body = JSON.stringify(ask);
  const headers = {
    'Content-Type': 'application/json',
    'User-Agent': 'naya-quote/1',
    [SIGNATURE_HEADER]: signature(open(ctx.sealKey, lender.delivery_secret!), body, Math.floor(Date.now() / 1000)),
  };
  const url = lender.quote_url!;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<OutboundAnswer>(
    (resolve) => (timer = setTimeout(() => resolve({ kind: 'failed', reason: 'timeout' }), timeoutMs + 50)),
  );
  const call: Promise<OutboundAnswer> = url.startsWith('demo:')
    ? ctx.demo
      ? ctx.demo(url, body, headers, timeoutMs)
      : Promise.resolve({ kind: 'blocked', reason: 'demo lenders are off on this server' })
    : ctx.outbound.send(url, { method: 'POST', headers, body, timeoutMs });
  const answer = await Promise.race([call.catch((e: unknown) => ({ kind: 'failed', reason: String(e) }) as const), late]);
  clearTimeout(timer);
  return { answer, ms: Math.round(performance.now() - started) };
}

/** The rollup changes once an hour: a minute's cache per set of lenders and bands spares the
 * database a query per request. */
const OUTCOMES_CACHE_MS = 60_000;
const outcomesCache = new WeakMap<QuoteContext, Map<string, { at: number; value: Promise<Map<string, LenderOutcomes>> }>>();

function cachedOutcomes(ctx: QuoteContext, ids: string[], bands: { amount: number; income: number }, now: Date) {
  let cache = outcomesCache.get(ctx);
  if (!cache) outcomesCache.set(ctx, (cache = new Map()));
  const key = `${bands.amount}:${bands.income}:${[...ids].sort().join(',')}`;
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < OUTCOMES_CACHE_MS) return hit.value;
  if (cache.size > 1000) cache.clear();
  const value = lenderOutcomes(ctx.db, ids, bands, now);
  cache.set(key, { at: Date.now(), value });
  value.catch(() => cache.delete(key)); // a failed read is not kept
  return value;
}

/** POST /api/quotes: asks, judges, lists, logs; answers within QUOTE_TIMEOUT_MS and a little. */
export async function requestQuotes(ctx: QuoteContext, request: QuoteRequest): Promise<QuotesAnswer> {
  const started = performance.now();
  const now = ctx.now();
  const age = ageFromBirthYear(request.birth_year, now);
  const need = {
    amount: request.amount,
    monthly_income: request.monthly_income,
    district: request.district,
    employment: request.employment,
  };
  // a lender at today's cap is neither asked nor listed; one outside its hours is asked
  const lenders = (await activeLenders(ctx.db, now)).filter(
    (l) => leadMatches(l.rules, need) && (l.rules.daily_cap === undefined || l.today < l.rules.daily_cap),
  );
  const asked = lenders.filter((l) => l.quote_url && l.delivery_secret);
  const found = performance.now();
  // lenders have QUOTE_TIMEOUT_MS from the request's arrival, less what finding them took
  const timeoutMs = Math.max(1, Math.round(ctx.timeoutMs - (found - started)));
  const listed = lenders.filter((l) => !l.quote_url);
  const questions = asked.map((lender) => {
    const ask: QuoteAsk = {
      quote_id: randomUUID(),
      amount: request.amount,
      term_days: request.term_days,
      monthly_income: request.monthly_income,
      employment: request.employment,
      district: request.district,
      age,
      lang: request.lang,
    };
    return { lender, ask, pending: askOne(ctx, lender, ask, timeoutMs) };
  });
  const [outcomes, offers] = await Promise.all([
    cachedOutcomes(
      ctx,
      lenders.map((l) => l.lender_id),
      { amount: amountBand(request.amount), income: incomeBand(request.monthly_income) },
      now,
    ),
    listed.length ? ctx.offers() : Promise.resolve([] as Offer[]),
  ]);
  const quotes: Quote[] = [];
  const rows: QuoteLogRow[] = [];
  const waiting: string[] = [];
  const base = (lender: QuoteLender, quoteId: string, out: LenderOutcomes | undefined) => ({
    quote_id: quoteId,
    lender_id: lender.lender_id,
    lender: lender.name,
    amount: request.amount,
    term_days: request.term_days,
    odds: out?.odds ?? null,
  });
  for (const lender of listed) {
    const figures = publishedFigures(offers, lender.lender_id, { ...request, age });
    if (!figures) continue;
    const quoteId = randomUUID();
    quotes.push({
      ...base(lender, quoteId, outcomes.get(lender.lender_id)),
      source: 'published',
      label: 'published',
      apr: figures.apr,
      monthly_payment: figures.monthly_payment,
      total_cost: figures.total_cost,
      valid_until: null,
    });
    rows.push({
      quote_id: quoteId,
      lender_id: lender.lender_id,
      source: 'published',
      outcome: 'shown',
      reason: `offer ${figures.offer_id}`.slice(0, 300),
      decision: null,
      label: 'published',
      apr: figures.apr,
      monthly_payment: figures.monthly_payment,
      fees: figures.fees,
      total_cost: figures.total_cost,
      valid_until: null,
      duration_ms: null,
    });
  }
  for (const { lender, ask, pending } of questions) {
    const { answer, ms } = await pending;
    const judged = judgeAnswer({ quote_id: ask.quote_id, lender_id: lender.lender_id }, request, answer, ms, ctx.now());
    if (!judged.shown) {
      if (judged.row.outcome === 'late') waiting.push(lender.name);
      // the lender and why, never the need's figures (the quote log keeps those for the console)
      if (judged.row.outcome !== 'declined')
        logInfo(`quote ${ask.quote_id} from lender ${lender.lender_id} not shown: ${logReason(judged.row)}`);
      rows.push(judged.row);
      continue;
    }
    const out = outcomes.get(lender.lender_id);
    const label = judged.row.decision === 'approved' && out?.preApprovedHolds ? 'pre_approved' : 'likely';
    rows.push({ ...judged.row, label });
    quotes.push({ ...base(lender, ask.quote_id, out), source: 'quote', label, ...judged.figures });
  }
  // the whole cost of credit, then the name: never what a lender pays us
  quotes.sort(
    (a, b) =>
      a.total_cost - b.total_cost || (a.lender < b.lender ? -1 : a.lender > b.lender ? 1 : 0) || (a.lender_id < b.lender_id ? -1 : 1),
  );
  const answered = performance.now();
  const quoteRequestId = randomUUID();
  await saveQuoteRequest(ctx.db, quoteRequestId, request, rows, now);
  const saved = performance.now();
  if (saved - started > ctx.timeoutMs + 500)
    logInfo(
      `quote request ${quoteRequestId} slow: lenders ${Math.round(found - started)} ms, asking ${Math.round(answered - found)} ms, storing ${Math.round(saved - answered)} ms`,
    );
  return { quote_request_id: quoteRequestId, quotes, waiting };
}
