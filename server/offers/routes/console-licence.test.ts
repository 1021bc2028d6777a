// Issue 43 item 7: an offer's licence shows on Sinhala and Tamil pages in their language, so an
// offer with a licence needs licence_si and licence_ta (a missing one showed the English there).
// A demo offer, shown as an example and not with its licence, needs neither.
import { expect, it } from 'vitest';
import { describeEachBackend } from '../../testing/backends';
import { ADMIN, appOn, json } from '../../testing/app';

const OPERATOR = { Authorization: `Bearer ${ADMIN}` };

describeEachBackend('console offers: the licence in every language', (get) => {
  it('refuses an offer with a licence but no Sinhala or Tamil licence (400 naming each); accepts it with both', async () => {
    const { app } = await appOn(get());
    const offers = (await (await app.request('/api/console/offers', { headers: OPERATOR })).json()) as { offer: Record<string, unknown> }[];
    const { licence_si, licence_ta, ...rest } = offers[0].offer;
    const offer = { ...rest, offer_id: 'licence-offer', demo: false, licence: 'CBSL licensed finance company, licence 42' };
    const refused = await app.request('/api/console/offers', json(offer, OPERATOR));
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.fields).toEqual({
      licence_si: 'Write the licence in Sinhala too: Sinhala pages show it.',
      licence_ta: 'Write the licence in Tamil too: Tamil pages show it.',
    });
    const onlySinhala = await app.request('/api/console/offers', json({ ...offer, licence_si }, OPERATOR));
    expect((await onlySinhala.json()).error.fields).toEqual({ licence_ta: 'Write the licence in Tamil too: Tamil pages show it.' });
    const both = await app.request('/api/console/offers', json({ ...offer, licence_si, licence_ta }, OPERATOR));
    expect(both.status).toBe(201);
    // an edit that drops one is refused the same way
    const edit = await app.request('/api/console/offers/licence-offer', { ...json({ ...offer, licence_si }, OPERATOR), method: 'PUT' });
    expect(edit.status).toBe(400);
    // a demo offer (shown as "Example offer", not with its licence) needs no translations
    const demo = await app.request('/api/console/offers', json({ ...rest, offer_id: 'demo-offer', demo: true }, OPERATOR));
    expect(demo.status).toBe(201);
  });
});
