// Routing's order on both databases (docs/lenders.md "Routing"): when more lenders match a lead than
// MAX_LENDERS_PER_LEAD, the lead goes to those whose offers come first in the lead's own
// GET /sl-feed (a lender with no offer after every lender with one), and a change of the feed's
// order changes the next lead's lenders. The route job's handler runs as the background worker
// runs it.
import { expect, it } from 'vitest';
import type { Offer } from '../../common/domain';
import { admin, appOn, json, validLead } from '../testing/app';
import { describeEachBackend } from '../testing/backends';
import { MAX_LENDERS_PER_LEAD, routeLead } from './routing';

describeEachBackend('routing order', (get) => {
  it('delivers to the matching lenders in /sl-feed order of their offers, at most MAX_LENDERS_PER_LEAD', async () => {
    const { app, services } = await appOn(get());
    const request = (path: string, init: RequestInit = {}) => app.request(path, init);
    const template = (await services.offerStore.active())[0]!;
    // five lenders take every lead from Ampara; the order of making them is not the feed's
    const names = ['Amara Bank', 'Bodhi Finance', 'Chandra Credit', 'Dewa Leasing', 'Eranga Loans'];
    const ids: Record<string, string> = {};
    for (const name of names) {
      const res = await request('/api/admin/lenders', json({ name, rules: { districts: ['Ampara'] } }, admin().headers));
      expect(res.status).toBe(201);
      ids[name] = ((await res.json()) as { lender_id: string }).lender_id;
    }
    // each lender but Chandra has one offer that fits the lead; the monthly rate orders them
    const offer = (name: string, monthly_rate: number): Offer => ({
      ...template,
      offer_id: `route-${name.split(' ')[0]!.toLowerCase()}`,
      lender: name,
      lender_id: ids[name],
      amount_min: 10_000,
      amount_max: 500_000,
      term_min_days: 30,
      term_max_days: 365,
      age_min: 18,
      age_max: 65,
      min_income: 0,
      monthly_rate,
      first_loan_free: false,
    });
    const rates: Record<string, number> = { 'Amara Bank': 4, 'Bodhi Finance': 2, 'Dewa Leasing': 3, 'Eranga Loans': 1 };
    for (const [name, rate] of Object.entries(rates))
      expect((await request('/api/console/offers', json(offer(name, rate), admin().headers))).status).toBe(201);

    const { version } = (await (await request('/api/consent')).json()) as { version: string };
    const ctx = {
      db: services.db,
      jobs: services.jobs,
      offers: () => services.offerStore.active(),
      verifyPhones: false,
      now: services.now,
    };
    async function routed() {
      const res = await request(
        '/api/leads',
        json(validLead({ consent_version: version, district: 'Ampara', amount: 50_000, term_days: 90 })),
      );
      expect(res.status).toBe(201);
      const { lead_id } = (await res.json()) as { lead_id: string };
      await routeLead(ctx, lead_id);
      const feed = (await (await request(`/sl-feed?lead_id=${lead_id}`)).json()) as string[];
      const delivered = await services.db.query<{ name: string }>(
        'select l.name from lender_deliveries d join lenders l on l.lender_id = d.lender_id where d.lead_id = $1 order by l.name',
        [lead_id],
      );
      return { feed: feed.filter((id) => id.startsWith('route-')), lenders: delivered.map((d) => d.name) };
    }

    const first = await routed();
    expect(first.feed).toEqual(['route-eranga', 'route-bodhi', 'route-dewa', 'route-amara']);
    expect(MAX_LENDERS_PER_LEAD).toBe(3);
    expect(first.lenders).toEqual(['Bodhi Finance', 'Dewa Leasing', 'Eranga Loans']);

    // Amara's offer becomes the cheapest: the next lead's feed, and so its lenders, change
    expect(
      (await request('/api/console/offers/route-amara', { ...json(offer('Amara Bank', 0.5), admin().headers), method: 'PUT' })).status,
    ).toBe(200);
    const second = await routed();
    expect(second.feed).toEqual(['route-amara', 'route-eranga', 'route-bodhi', 'route-dewa']);
    expect(second.lenders).toEqual(['Amara Bank', 'Bodhi Finance', 'Eranga Loans']);

    // with only two lenders with offers still taking leads, the one without an offer takes the third place
    for (const name of ['Amara Bank', 'Bodhi Finance'])
      await request(`/api/admin/lenders/${ids[name]}`, { ...json({ active: false }, admin().headers), method: 'PATCH' });
    const { version: after } = (await (await request('/api/consent')).json()) as { version: string };
    const res = await request('/api/leads', json(validLead({ consent_version: after, district: 'Ampara' })));
    const { lead_id } = (await res.json()) as { lead_id: string };
    await routeLead(ctx, lead_id);
    const third = await services.db.query<{ name: string }>(
      'select l.name from lender_deliveries d join lenders l on l.lender_id = d.lender_id where d.lead_id = $1 order by l.name',
      [lead_id],
    );
    expect(third.map((d) => d.name)).toEqual(['Chandra Credit', 'Dewa Leasing', 'Eranga Loans']);
  });
});
