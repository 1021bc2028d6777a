// Makes a lead reach a lender the way a person does (docs/lenders.md, server/lenders/reach.ts), so
// that lender's key may post the lead's states to /webhook: an operator puts an offer naming the
// lender on the feeds, the person opens it and the offers widget binds the click with the lead's
// token, and the offer is retired again so the feeds stay as each test expects them.
import { randomUUID } from 'node:crypto';
import { makeOffer } from '../../common/domain/test-offers';
import { ADMIN } from './app';

/** `app.request` of a test app, or `fetch` against a running server's origin. */
export type Requester = (path: string, init: RequestInit) => Response | Promise<Response>;

async function expectStatus(res: Response | Promise<Response>, status: number, what: string): Promise<void> {
  const answer = await res;
  if (answer.status !== status) throw new Error(`${what}: ${answer.status} ${await answer.text()}`);
}

/** A registered lead as POST /api/leads answers it. */
export interface RegisteredLead {
  lead_id: string;
  lead_token: string;
}

/** The person behind `lead` opens an offer of `lenderId`, and the offers widget binds the click with
 * the lead's token (POST /api/leads/{lead_id}/clicks); resolves once it is bound.
 * `adminToken`: the server's ADMIN_TOKEN (the operator who puts the offer on the feeds). */
export async function clickLenderOffer(request: Requester, lead: RegisteredLead, lenderId: string, adminToken = ADMIN): Promise<void> {
  const offerId = `reach-${randomUUID()}`;
  const admin = { Authorization: `Bearer ${adminToken}` };
  const offer = makeOffer({ offer_id: offerId, lender: `Lender ${lenderId}`, lender_id: lenderId });
  const json = (body: unknown, headers: Record<string, string> = admin) => ({
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  await expectStatus(request('/api/console/offers', json(offer)), 201, 'the offer naming the lender');
  await expectStatus(
    request(`/api/leads/${encodeURIComponent(lead.lead_id)}/clicks`, json({ offer_id: offerId, lead_token: lead.lead_token }, {})),
    204,
    'the click-through binding',
  );
  await expectStatus(request(`/api/console/offers/${offerId}/retire`, { method: 'POST', headers: admin }), 200, 'retiring the offer');
}
