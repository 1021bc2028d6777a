// Makes a lead reach a lender the way a person does (docs/lenders.md, server/lenders/reach.ts), so
// that lender's key may post the lead's states to /webhook: an operator puts an offer naming the
// lender on the feeds, the person clicks it (`offer_click` with the lead id, as the offer widgets
// send it), and the offer is retired again so the feeds stay as each test expects them. The event
// carries no partner (provider), so no partner's figures count the click.
import { randomUUID } from 'node:crypto';
import { makeOffer } from '../../common/domain/test-offers';
import { ADMIN } from './app';

/** `app.request` of a test app, or `fetch` against a running server's origin. */
export type Requester = (path: string, init: RequestInit) => Response | Promise<Response>;

async function expectStatus(res: Response | Promise<Response>, status: number, what: string): Promise<void> {
  const answer = await res;
  if (answer.status !== status) throw new Error(`${what}: ${answer.status} ${await answer.text()}`);
}

/** The person behind `leadId` clicks an offer of `lenderId`; resolves once the click is stored.
 * `adminToken`: the server's ADMIN_TOKEN (the operator who puts the offer on the feeds). */
export async function clickLenderOffer(request: Requester, leadId: string, lenderId: string, adminToken = ADMIN): Promise<void> {
  const offerId = `reach-${randomUUID()}`;
  const admin = { Authorization: `Bearer ${adminToken}` };
  const offer = makeOffer({ offer_id: offerId, lender: `Lender ${lenderId}`, lender_id: lenderId });
  const json = (body: unknown) => ({
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...admin },
    body: JSON.stringify(body),
  });
  await expectStatus(request('/api/console/offers', json(offer)), 201, 'the offer naming the lender');
  const click = { event: 'offer_click', offer_id: offerId, lead_id: leadId, click_id: randomUUID(), position: 1 };
  await expectStatus(
    request('/api/event', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(click) }),
    202,
    'the offer click',
  );
  await expectStatus(request(`/api/console/offers/${offerId}/retire`, { method: 'POST', headers: admin }), 200, 'retiring the offer');
}
