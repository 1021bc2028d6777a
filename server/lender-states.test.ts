// Only lender-keyed states count as approved or issued: an `approved` or `issued` posted to
// /webhook without a lender's key (as the abandoned-visit pixel posts from any browser) leaves the
// console funnel and the partner's figures as they were, and so does one from a lender the lead did
// not reach (404); the same state with the key of the lender whose offer the person clicked counts.
import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { admin, appOn, json, validLead } from './testing/app';
import { describeEachBackend } from './testing/backends';
import { clickLenderOffer, type RegisteredLead } from './testing/reach';

type Figures = { approved: number; issued: number };

describeEachBackend('approved and issued figures', (get) => {
  let setup: Awaited<ReturnType<typeof appOn>>;
  let partnerKey: string;
  let lenderKey: string;
  let lenderId: string;
  let strangerKey: string;
  const provider = 300 + Math.floor(Math.random() * 600);
  const req = (path: string, init: RequestInit = {}) => setup.app.request(path, init);
  const webhook = (leadId: string, state: string, key?: string) => {
    const body = new FormData();
    body.append('lead_id', leadId);
    body.append('state_type', state);
    return req('/webhook', { method: 'POST', body, headers: key ? { Authorization: `Bearer ${key}` } : {} });
  };
  const funnel = async (): Promise<Figures> => {
    const res = await req(`/api/console/funnel?split=partner`, admin());
    expect(res.status).toBe(200);
    const body = (await res.json()) as { groups: (Figures & { key: string })[] };
    return body.groups.find((g) => g.key === String(provider)) ?? { approved: 0, issued: 0 };
  };
  const partnerStats = async (): Promise<Figures> => {
    const res = await req('/api/partner/stats', { headers: { Authorization: `Bearer ${partnerKey}` } });
    expect(res.status).toBe(200);
    return ((await res.json()) as { totals: Figures }).totals;
  };
  const figures = async () => ({ funnel: await funnel(), partner: await partnerStats() });

  beforeAll(async () => {
    setup = await appOn(get());
    const partner = await req('/api/admin/partners', json({ provider_id: provider, name: 'Figures Blog' }, admin().headers));
    partnerKey = ((await partner.json()) as { api_key: string }).api_key;
    const lender = await req('/api/admin/lenders', json({ name: 'Figures Finance' }, admin().headers));
    ({ api_key: lenderKey, lender_id: lenderId } = (await lender.json()) as { api_key: string; lender_id: string });
    const stranger = await req('/api/admin/lenders', json({ name: 'Stranger Finance' }, admin().headers));
    strangerKey = ((await stranger.json()) as { api_key: string }).api_key;
  });

  it('ignores approved and issued posted without a lender key, everywhere; counts them with one', async () => {
    const registered = await req('/api/leads', json(validLead({ client_id: randomUUID(), provider })));
    const lead = (await registered.json()) as RegisteredLead;
    const leadId = lead.lead_id;
    await clickLenderOffer(req, lead, lenderId);
    const none = { approved: 0, issued: 0 };
    expect(await figures()).toEqual({ funnel: expect.objectContaining(none), partner: expect.objectContaining(none) });

    // the attack: a browser posts the lead's id as approved, then issued
    for (const state of ['approved', 'issued']) expect((await webhook(leadId, state)).status).toBe(204);
    expect(await figures()).toEqual({ funnel: expect.objectContaining(none), partner: expect.objectContaining(none) });

    // a lender the lead never reached
    for (const state of ['approved', 'issued']) expect((await webhook(leadId, state, strangerKey)).status).toBe(404);
    expect(await figures()).toEqual({ funnel: expect.objectContaining(none), partner: expect.objectContaining(none) });

    // the lender's own states count
    expect((await webhook(leadId, 'approved', lenderKey)).status).toBe(204);
    const approved = { approved: 1, issued: 0 };
    expect(await figures()).toEqual({ funnel: expect.objectContaining(approved), partner: expect.objectContaining(approved) });
    expect((await webhook(leadId, 'issued', lenderKey)).status).toBe(204);
    const issued = { approved: 1, issued: 1 };
    expect(await figures()).toEqual({ funnel: expect.objectContaining(issued), partner: expect.objectContaining(issued) });
  });
});
