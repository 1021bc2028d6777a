// The quote step's call (DESIGN "Quotes"): `POST {host}/api/quotes` with the loan need, and what the
// answer means for the form. Anything but a list of at least one quote (an error, a refusal, no
// answer within QUOTE_TIMEOUT_MS + 500 ms, an empty list, a list where no lender priced the need
// but only published offers stand) is `none`: the form then goes on exactly as it does without
// quotes, the published offers being the choice as before. A lead from quotes refused with `409`
// (`chosen: quote_expired`, `quote_request_id: quote_request_expired`…) asks again.
import type { QuoteRequest, QuotesAnswer } from '../../common/quotes';

/** The server's default QUOTE_TIMEOUT_MS (server/quotes/index.ts). */
export const QUOTE_TIMEOUT_MS = 2_500;
/** How long the form waits for the quotes before it goes on without them. */
export const QUOTE_CLIENT_WAIT_MS = QUOTE_TIMEOUT_MS + 500;
/** The default of MAX_LENDERS_PER_LEAD (server/lenders/routing.ts): how many quotes one may choose. */
export const MAX_LENDERS_PER_LEAD = 3;

export type QuotesOutcome = { kind: 'quotes'; answer: QuotesAnswer } | { kind: 'none' };

export async function askQuotes(host: string, request: QuoteRequest, waitMs = QUOTE_CLIENT_WAIT_MS): Promise<QuotesOutcome> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), waitMs);
  try {
    const response = await fetch(`${host.replace(/\/+$/, '')}/api/quotes`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(request),
      credentials: 'omit',
      signal: abort.signal,
    });
    if (response.status !== 200) return { kind: 'none' };
    const answer = (await response.json()) as QuotesAnswer | null;
    if (
      !answer ||
      typeof answer.quote_request_id !== 'string' ||
      !Array.isArray(answer.quotes) ||
      !answer.quotes.some((q) => q?.source === 'quote')
    ) {
      return { kind: 'none' };
    }
    return { kind: 'quotes', answer };
  } catch {
    return { kind: 'none' };
  } finally {
    clearTimeout(timer);
  }
}

/** Whether a refused lead's answer says its quotes expired (`409`, `fields.chosen: quote_expired` or
 * `fields.quote_request_id: quote_request_expired`). */
export function isQuoteExpired(status: number, body: unknown): boolean {
  const fields = (body as { error?: { fields?: Record<string, unknown> } } | null)?.error?.fields;
  return status === 409 && (fields?.chosen === 'quote_expired' || fields?.quote_request_id === 'quote_request_expired');
}

/** Ticks or unticks a lender; the result keeps the order the quotes are shown in, and never more
 * than `max` lenders (a tick past the limit is ignored). */
export function toggleChoice(shown: readonly string[], chosen: readonly string[], lenderId: string, max = MAX_LENDERS_PER_LEAD): string[] {
  const next = new Set(chosen);
  if (next.has(lenderId)) next.delete(lenderId);
  else if (next.size < max && shown.includes(lenderId)) next.add(lenderId);
  return shown.filter((id) => next.has(id));
}
