// POST /api/quotes (DESIGN "Quotes"; docs/api.md): a loan need with no personal data → lenders'
// quotes, within QUOTE_TIMEOUT_MS + 500 ms whatever lenders do. Per address at most
// QUOTE_RATE_LIMIT × 20 an hour, per visitor (address and client_id) QUOTE_RATE_LIMIT; bad fields
// are a 400 naming each, with the lead's codes (and `age_range` for `birth_year`).
import { Hono } from 'hono';
import * as z from 'zod';
import { AMOUNT_MAX, AMOUNT_MIN, EMPLOYMENTS, LEAD_LANGS, TERM_MAX_DAYS, TERM_MIN_DAYS } from '../../../common/domain';
import { DISTRICTS } from '../../../common/domain/districts';
import { ageFromBirthYear, QUOTE_AGE_MAX, QUOTE_AGE_MIN, validateQuoteRequest } from '../../../common/quotes';
import { clientIp, limitKey, type TrustProxy } from '../../client-ip';
import { limitBody, readJsonObject, requireContentType } from '../../http/body';
import { ApiError, apiError } from '../../http/errors';
import { doc } from '../../http/doc/describe';
import { requestQuotes } from '../ask';
import type { Quotes } from '..';

export const QUOTE_MAX_BYTES = 4 * 1024;

/** The years of birth the document names: those that give an age of 18–75 both this year and next
 * (the document is written at start-up; a server still running after New Year stays right). */
const THIS_YEAR = ageFromBirthYear(0, new Date());

const requestDoc = z.object({
  amount: z.int().min(AMOUNT_MIN).max(AMOUNT_MAX).describe('LKR, whole rupees'),
  term_days: z.int().min(TERM_MIN_DAYS).max(TERM_MAX_DAYS),
  monthly_income: z.int().min(0).max(Number.MAX_SAFE_INTEGER).describe('LKR, whole rupees'),
  employment: z.enum(EMPLOYMENTS),
  district: z.enum(DISTRICTS),
  birth_year: z
    .int()
    .min(THIS_YEAR - QUOTE_AGE_MAX + 1)
    .max(THIS_YEAR - QUOTE_AGE_MIN)
    .describe(`Must give an age of ${QUOTE_AGE_MIN}–${QUOTE_AGE_MAX} this year in Colombo (\`age_range\`)`),
  lang: z.enum(LEAD_LANGS).optional(),
  client_id: z.uuid({ version: 'v4' }).optional().describe('The visitor (counts against its own limit); never sent to lenders'),
});

const quoteDoc = z.object({
  quote_id: z.string(),
  lender_id: z.string(),
  lender: z.string(),
  source: z.enum(['quote', 'published']),
  label: z.enum(['pre_approved', 'likely', 'published']),
  apr: z.number().describe('Effective annual rate, percent'),
  monthly_payment: z.int(),
  total_cost: z.int().describe('Interest and fees, LKR: what the ranking orders by'),
  amount: z.int(),
  term_days: z.int(),
  valid_until: z.string().nullable(),
  odds: z.object({ approved: z.int(), of: z.int() }).nullable(),
});

export function quoteRoutes(quotes: Quotes, trust: TrustProxy): Hono {
  const app = new Hono();
  app.post(
    '/api/quotes',
    doc({
      summary: "Lenders' quotes for a loan need, before any personal data",
      description:
        'Asks every active lender whose rules match (no name, phone, NIC, client id or address is sent), and lists matching lenders without a quote_url from their published offers. Answers within QUOTE_TIMEOUT_MS (2,500) + 500 ms whatever lenders do. Ordered by `total_cost`, then lender name. `waiting`: lenders asked that did not answer in time.',
      tag: 'Quotes',
      auth: 'none',
      body: {
        json: requestDoc,
        example: {
          amount: 150000,
          term_days: 365,
          monthly_income: 85000,
          employment: 'salaried',
          district: 'Colombo',
          birth_year: 1990,
          lang: 'en',
          client_id: '6f1c2b7e-3a4d-4c5e-9f60-718293a4b5c6',
        },
      },
      answers: {
        200: {
          description: 'The quotes, cheapest first.',
          json: z.object({ quote_request_id: z.string(), quotes: z.array(quoteDoc), waiting: z.array(z.string()) }),
        },
      },
      refusals: { 429: 'Too many quote requests from this visitor or address (`Retry-After`).' },
    }),
    requireContentType('application/json'),
    limitBody(QUOTE_MAX_BYTES),
    async (c) => {
      const address = limitKey(clientIp(c, trust));
      const refuse = (wait: number) => {
        c.header('Retry-After', String(wait));
        return apiError(c, 'rate_limited');
      };
      const spent = quotes.limiters.address.hit(address);
      if (spent > 0) return refuse(spent);
      const checked = validateQuoteRequest(await readJsonObject(c), quotes.now());
      if (!checked.ok) throw new ApiError('validation_failed', checked.fields as Record<string, string>);
      const visitor = quotes.limiters.visitor.hit(`${address} ${checked.request.client_id ?? ''}`);
      if (visitor > 0) return refuse(visitor);
      const { client_id: _visitor, ...request } = checked.request;
      return c.json(await requestQuotes(quotes, request));
    },
  );
  return app;
}
