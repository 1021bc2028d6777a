// GET /feed/offers.json (the default configURL) and GET /sl-feed (docs/pixel-and-feeds.md "Offer feed"): the offers, and their
// ids ranked for one lead — fitting offers first, then total cost, then approval speed
// (rankOffersForLead in the shared domain module).
import { Hono } from 'hono';
import { doc } from '../../http/doc/describe';
import * as z from 'zod';
import { ageOn, rankOffersForLead, type Offer } from '../../../common/domain';
import { ApiError } from '../../http/errors';
import { storableText } from '../../http/storable';
import { parseQuery } from '../../http/validate';
import type { Queryable } from '../../db';
import type { OfferStore } from '../store';
import { compressedVariants, pickEncoding } from '../../static-files';

const FEED_CACHE = 'public, max-age=300';
/** The lead id as ids are stored (no NUL): one that no lead can have is `lead_not_found`. */
const slFeedQuery = z.object({
  lead_id: z
    .string()
    .transform((text) => storableText(text.trim()))
    .pipe(z.string().min(1, 'required')),
});

interface LeadTerms {
  amount: number;
  term_days: number;
  monthly_income: string | number;
  nic_birth_date: string;
}

export function feedRoutes(services: { db: Queryable; offerStore: Pick<OfferStore, 'active'> }): Hono {
  const app = new Hono();
  // Feed configurations (configURL): every offer, and the first-loan-free ones (/offers4/), from
  // the database (the console edits them); compressed once per version of the offers.
  const feeds: Record<string, (offers: Offer[]) => Offer[]> = {
    '/feed/offers.json': (offers) => offers,
    '/feed/first-loan-free.json': (offers) => offers.filter((offer) => offer.first_loan_free),
  };
  const compressed = new WeakMap<Offer[], Record<string, ReturnType<typeof variantsOf>>>();
  const variantsOf = (json: string) => {
    const body = Buffer.from(json);
    return { body, ...compressedVariants(body) };
  };
  for (const [path, pick] of Object.entries(feeds)) {
    app.get(path, async (c) => {
      const offers = await services.offerStore.active();
      if (!compressed.has(offers)) compressed.set(offers, {});
      const cache = compressed.get(offers)!;
      const variants = (cache[path] ??= variantsOf(JSON.stringify(pick(offers))));
      const { body: sent, encoding } = pickEncoding(variants, c.req.header('accept-encoding'));
      const headers: Record<string, string> = {
        'Content-Type': 'application/json; charset=utf-8',
        'Cache-Control': FEED_CACHE,
        Vary: 'Accept-Encoding',
      };
      if (encoding) headers['Content-Encoding'] = encoding;
      return c.body(new Uint8Array(sent), 200, headers);
    });
  }
  app.get(
    '/sl-feed',
    doc({
      summary: "The offers' ids ranked for one lead, best first",
      tag: 'Offers',
      auth: 'none',
      query: slFeedQuery,
      answers: { 200: { description: 'Offer ids, fitting offers first.', json: z.array(z.string()), example: ['offer-a', 'offer-b'] } },
      refusals: { 404: 'No such lead, or its consent was withdrawn (`lead_not_found`).' },
    }),
    async (c) => {
      const leadId = parseQuery(c, slFeedQuery).lead_id;
      if (leadId.length > 100) throw new ApiError('lead_not_found');
      const [lead] = await services.db.query<LeadTerms & Record<string, unknown>>(
        "select amount, term_days, monthly_income, to_char(nic_birth_date, 'YYYY-MM-DD') as nic_birth_date from leads where lead_id = $1 and consent_withdrawn_at is null", // withdrawn: no more feed
        [leadId],
      );
      if (!lead) throw new ApiError('lead_not_found');
      const ranked = rankOffersForLead(await services.offerStore.active(), {
        amount: lead.amount,
        termDays: lead.term_days,
        age: ageOn(lead.nic_birth_date, new Date()),
        monthlyIncome: Number(lead.monthly_income),
      });
      c.header('Cache-Control', 'no-store');
      return c.json(ranked.map((offer) => offer.offer_id));
    },
  );
  return app;
}
