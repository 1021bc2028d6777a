// Who may do what with a lead (DESIGN "One lead, one truth", issue 38 item 3), cell by cell on both
// databases: a lender key × its relationship to the lead (delivered, click-bound, none) × each
// action (the lead with personal data in its pull list, the receipt, a state, a return); a browser
// with and without the lead's token, and its analytics event that binds nothing; a partner key with
// its own lead and another partner's.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { DISTRICTS } from '../../common/domain/districts';
import { makeOffer } from '../../common/domain/test-offers';
import { routeLead } from '../lenders/routing';
import { admin, appOn, form, json, validLead } from '../testing/app';
import { UNLIMITED } from '../testing/child';
import { describeEachBackend } from '../testing/backends';
import type { RegisteredLead } from '../testing/reach';

type Relationship = 'delivered' | 'click_bound' | 'none';
type Action = 'pull_list' | 'receipt' | 'state' | 'return';

/** What each cell answers: the status, or for the pull list whether the lead (with its phone) is in it. */
const LENDER_MATRIX: Record<Relationship, Record<Action, number | boolean>> = {
  delivered: { pull_list: true, receipt: 200, state: 204, return: 200 },
  click_bound: { pull_list: false, receipt: 200, state: 204, return: 409 },
  none: { pull_list: false, receipt: 404, state: 404, return: 404 },
};

describeEachBackend('who may do what with a lead', (get) => {
  let setup: Awaited<ReturnType<typeof appOn>>;
  const req = (p: string, init: RequestInit = {}) => setup.app.request(p, init);
  const bearer = (key: string) => ({ Authorization: `Bearer ${key}` });
  let district = 0;
  const partners: Record<'own' | 'other', { provider: number; key: string }> = {} as never;

  beforeAll(async () => {
    setup = await appOn(get(), UNLIMITED); // 15 registrations from one address
    for (const [who, provider] of [
      ['own', 4101],
      ['other', 4102],
    ] as const) {
      const res = await req('/api/admin/partners', json({ provider_id: provider, name: `Partner ${provider}` }, admin().headers));
      expect(res.status).toBe(201);
      partners[who] = { provider, key: ((await res.json()) as { api_key: string }).api_key };
    }
  });

  async function register(where: string, provider = partners.own.provider): Promise<RegisteredLead & { phone: string }> {
    const { version } = (await (await req('/api/consent')).json()) as { version: string };
    const phone = `+9477${String(4_100_000 + Math.floor(Math.random() * 99_999))}`;
    const res = await req(
      '/api/leads',
      json(validLead({ consent_version: version, district: where, provider, client_id: randomUUID(), phone })),
    );
    expect(res.status).toBe(201);
    return { ...((await res.json()) as RegisteredLead), phone };
  }

  /** A fresh lead and a lender in the given relationship to it. */
  async function cell(relationship: Relationship) {
    // a district of its own (25 for 13 cells): no lender of another cell matches this lead
    const where = DISTRICTS.filter((d) => d !== 'Mullaitivu' && d !== 'Galle')[district++]!;
    const rules = { districts: [relationship === 'delivered' ? where : 'Mullaitivu'] };
    const made = await req('/api/admin/lenders', json({ name: `Matrix ${randomUUID().slice(0, 8)}`, rules }, admin().headers));
    const lender = (await made.json()) as { lender_id: string; api_key: string };
    const lead = await register(where);
    await routeLead(
      {
        db: get().db,
        jobs: setup.services.jobs,
        offers: () => setup.services.offerStore.active(),
        verifyPhones: false,
        now: () => new Date(),
      },
      lead.lead_id,
    );
    if (relationship === 'click_bound') {
      const offer = makeOffer({ offer_id: `matrix-${randomUUID()}`, lender: 'Matrix', lender_id: lender.lender_id });
      expect((await req('/api/console/offers', json(offer, admin().headers))).status).toBe(201);
      const click = await req(`/api/leads/${lead.lead_id}/clicks`, json({ offer_id: offer.offer_id, lead_token: lead.lead_token }));
      expect(click.status).toBe(204);
    }
    return { lead, key: lender.api_key, lenderId: lender.lender_id };
  }

  const act: Record<Action, (leadId: string, key: string, phone: string) => Promise<number | boolean>> = {
    pull_list: async (leadId, key, phone) => {
      const body = (await (await req('/api/lender/leads', { headers: bearer(key) })).json()) as {
        leads: { lead_id: string; phone: string }[];
      };
      return body.leads.some((l) => l.lead_id === leadId && l.phone === phone);
    },
    receipt: async (leadId, key) => (await req(`/api/lender/consent/${leadId}`, { headers: bearer(key) })).status,
    state: async (leadId, key) =>
      (await req('/webhook', { ...form({ lead_id: leadId, state_type: 'approved' }), headers: bearer(key) })).status,
    return: async (leadId, key) => (await req(`/api/lender/leads/${leadId}/return`, json({ reason: 'other' }, bearer(key)))).status,
  };

  describe('a lender key', () => {
    for (const [relationship, row] of Object.entries(LENDER_MATRIX) as [Relationship, Record<Action, number | boolean>][]) {
      for (const [action, expected] of Object.entries(row) as [Action, number | boolean][]) {
        it(`${relationship} × ${action} → ${String(expected)}`, async () => {
          const { lead, key } = await cell(relationship);
          expect(await act[action](lead.lead_id, key, lead.phone)).toBe(expected);
        });
      }
    }
  });

  describe('a browser', () => {
    it('binds a click only with the lead’s token, and its analytics offer_click binds nothing', async () => {
      const { lead, key, lenderId } = await cell('none');
      const offer = makeOffer({ offer_id: `matrix-${randomUUID()}`, lender: 'Matrix', lender_id: lenderId });
      expect((await req('/api/console/offers', json(offer, admin().headers))).status).toBe(201);
      const event = {
        event: 'offer_click',
        event_id: randomUUID(),
        offer_id: offer.offer_id,
        lead_id: lead.lead_id,
        click_id: randomUUID(),
      };
      expect((await req('/api/event', json(event))).status).toBe(202);
      await setup.services.events.flush();
      expect(await act.receipt(lead.lead_id, key, lead.phone)).toBe(404); // the event bound nothing
      const clicks = (token: string) => req(`/api/leads/${lead.lead_id}/clicks`, json({ offer_id: offer.offer_id, lead_token: token }));
      expect((await clicks('not-the-token-'.repeat(3))).status).toBe(404);
      expect(await act.receipt(lead.lead_id, key, lead.phone)).toBe(404);
      expect((await clicks(lead.lead_token)).status).toBe(204);
      expect(await act.receipt(lead.lead_id, key, lead.phone)).toBe(200);
    });
  });

  describe('a partner key', () => {
    it('reads its own leads without personal data, and never another partner’s', async () => {
      const mine = await register('Galle', partners.own.provider);
      const theirs = await register('Galle', partners.other.provider);
      const rows = (await (await req('/api/partner/leads', { headers: bearer(partners.own.key) })).json()) as Record<string, unknown>[];
      const ids = rows.map((r) => r.lead_id);
      expect(ids).toContain(mine.lead_id);
      expect(ids).not.toContain(theirs.lead_id);
      expect(JSON.stringify(rows)).not.toContain(mine.phone.slice(3));
      for (const field of ['full_name', 'phone', 'nic', 'email', 'monthly_income']) expect(rows[0]).not.toHaveProperty(field);
    });
  });
});
