// One lead, one truth (issue 38), on both databases: a browser's forged offer_click binds nothing
// (no return, no `issued`, no receipt, no money moved); click-through binding only with the lead's
// token; the per-lender state table (repeats 204, other moves 409); a returned lender shown as
// returned to the person; a return moves the partner's money only when every lender that received
// the lead returned it, or one returns it as fraud; RETURN_WINDOW_DAYS=0 refuses returns;
// MAX_LENDERS_PER_LEAD is read from the environment.
import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { makeOffer } from '../../common/domain/test-offers';
import { readServerConfig } from '../config';
import { routeLead } from '../lenders/routing';
import { applicationsOf } from '../my/applications';
import { closeServices } from '../services';
import { ADMIN, ROOT, admin, appOn, form, json, validLead } from '../testing/app';
import { describeEachBackend } from '../testing/backends';
import type { RegisteredLead } from '../testing/reach';

describeEachBackend('one lead, one truth', (get) => {
  let setup: Awaited<ReturnType<typeof appOn>>;
  const req = (p: string, init: RequestInit = {}) => setup.app.request(p, init);
  const bearer = (key: string) => ({ Authorization: `Bearer ${key}` });
  const provider = 3801;
  let phoneNo = 0;

  beforeAll(async () => {
    setup = await appOn(get());
    const partner = await req(
      '/api/admin/partners',
      json({ provider_id: provider, name: 'Truth Blog', payout: { model: 'cpa', amount: 700 } }, admin().headers),
    );
    expect(partner.status).toBe(201);
  });

  async function lender(name: string, district: string) {
    const res = await req('/api/admin/lenders', json({ name, rules: { districts: [district] } }, admin().headers));
    expect(res.status).toBe(201);
    return (await res.json()) as { lender_id: string; api_key: string };
  }
  async function offerOf(lenderId: string) {
    const offer = makeOffer({ offer_id: `truth-${randomUUID()}`, lender: `Lender ${lenderId}`, lender_id: lenderId });
    expect((await req('/api/console/offers', json(offer, admin().headers))).status).toBe(201);
    return offer.offer_id;
  }
  async function register(district: string, phone = `+9477${String(3_800_000 + ++phoneNo)}`): Promise<RegisteredLead> {
    const { version } = (await (await req('/api/consent')).json()) as { version: string };
    const res = await req('/api/leads', json(validLead({ consent_version: version, district, provider, client_id: randomUUID(), phone })));
    expect(res.status).toBe(201);
    return (await res.json()) as RegisteredLead;
  }
  const route = (leadId: string, maxLenders?: number) =>
    routeLead(
      {
        db: get().db,
        jobs: setup.services.jobs,
        offers: () => setup.services.offerStore.active(),
        verifyPhones: false,
        now: () => new Date(),
        maxLenders,
      },
      leadId,
    );
  const hook = (leadId: string, state: string, key: string) =>
    req('/webhook', { ...form({ lead_id: leadId, state_type: state }), headers: bearer(key) });
  const giveBack = (leadId: string, reason: string, key: string) =>
    req(`/api/lender/leads/${leadId}/return`, json({ reason }, bearer(key)));
  const ledger = async (leadId: string) =>
    (await get().db.query<{ state: string }>('select state from payout_ledger where lead_ref = $1 order by row_id', [leadId])).map(
      (r) => r.state,
    );
  const status = async (leadId: string) =>
    (await get().db.query<{ status: string }>('select status from leads where lead_id = $1', [leadId]))[0]!.status;

  it('binds nothing on a forged offer_click: return, issued and receipt are 404 and no money moves', async () => {
    const victim = await lender('Honest Finance', 'Badulla');
    const attacker = await lender('Forging Finance', 'Kegalle'); // its rules do not match: nothing is delivered to it
    const offerId = await offerOf(attacker.lender_id);
    const lead = await register('Badulla');
    await route(lead.lead_id);
    const forged = {
      event: 'offer_click',
      event_id: randomUUID(),
      offer_id: offerId,
      lead_id: lead.lead_id,
      click_id: randomUUID(),
      position: 1,
    };
    expect((await req('/api/event', json(forged))).status).toBe(202);
    await setup.services.events.flush();
    expect((await giveBack(lead.lead_id, 'other', attacker.api_key)).status).toBe(404);
    expect((await hook(lead.lead_id, 'issued', attacker.api_key)).status).toBe(404);
    expect((await req(`/api/lender/consent/${lead.lead_id}`, { headers: bearer(attacker.api_key) })).status).toBe(404);
    expect(await ledger(lead.lead_id)).toEqual([]);
    expect(await status(lead.lead_id)).toBe('new');
    // the lender it was delivered to may read it
    expect((await req(`/api/lender/consent/${lead.lead_id}`, { headers: bearer(victim.api_key) })).status).toBe(200);
  });

  it('binds a click only with the lead’s token; a click-bound lender posts its states but never returns the lead', async () => {
    const shop = await lender('Click Finance', 'Kegalle');
    const offerId = await offerOf(shop.lender_id);
    const lead = await register('Mannar'); // matches nobody: the click is its only lender
    const click = (body: unknown) =>
      req(`/api/leads/${lead.lead_id}/clicks`, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: JSON.stringify(body) });
    expect((await click({ offer_id: offerId, lead_token: 'x'.repeat(43) })).status).toBe(404);
    expect((await click({ offer_id: 'no-such-offer', lead_token: lead.lead_token })).status).toBe(404);
    expect((await hook(lead.lead_id, 'approved', shop.api_key)).status).toBe(404);
    expect((await click({ offer_id: offerId, lead_token: lead.lead_token })).status).toBe(204);
    expect((await click({ offer_id: offerId, lead_token: lead.lead_token })).status).toBe(204); // once
    expect((await req(`/api/lender/consent/${lead.lead_id}`, { headers: bearer(shop.api_key) })).status).toBe(200);
    const leads = (await (await req('/api/lender/leads', { headers: bearer(shop.api_key) })).json()) as { leads: { lead_id: string }[] };
    expect(leads.leads.map((l) => l.lead_id)).not.toContain(lead.lead_id); // no personal data this way
    const refused = await giveBack(lead.lead_id, 'other', shop.api_key);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: { fields: object } }).error.fields).toEqual({ lead_id: 'not_delivered' });
    expect((await hook(lead.lead_id, 'issued', shop.api_key)).status).toBe(204);
    expect(await status(lead.lead_id)).toBe('issued');
    expect(await ledger(lead.lead_id)).toEqual(['pending']); // issued for a cpa partner: the one move a click makes
  });

  it('keeps each lender to the state table: the same state 204 and nothing new, another move 409 naming the state', async () => {
    const bank = await lender('Table Bank', 'Vavuniya');
    const lead = await register('Vavuniya');
    await route(lead.lead_id);
    const history = async () => (await get().db.query('select 1 from webhooks where lead_id = $1', [lead.lead_id])).length;
    expect((await hook(lead.lead_id, 'approved', bank.api_key)).status).toBe(204);
    expect((await hook(lead.lead_id, 'approved', bank.api_key)).status).toBe(204);
    expect(await history()).toBe(1);
    const back = await hook(lead.lead_id, 'sent', bank.api_key);
    expect(back.status).toBe(409);
    const body = (await back.json()) as { error: { fields: object; message: string } };
    expect(body.error.fields).toEqual({ state_type: 'transition_invalid' });
    expect(body.error.message).toContain('approved');
    expect((await hook(lead.lead_id, 'issued', bank.api_key)).status).toBe(204);
    expect((await hook(lead.lead_id, 'rejected', bank.api_key)).status).toBe(409);
    expect((await hook(lead.lead_id, 'closed', bank.api_key)).status).toBe(204);
    expect((await hook(lead.lead_id, 'approved', bank.api_key)).status).toBe(409); // closed is final
    expect((await giveBack(lead.lead_id, 'other', bank.api_key)).status).toBe(409); // only from sent
    expect(await status(lead.lead_id)).toBe('closed');
  });

  it('shows a lender that returned the lead as returned; money moves only when every lender returned it', async () => {
    const one = await lender('Return One', 'Trincomalee');
    const two = await lender('Return Two', 'Trincomalee');
    const phone = `+9477${String(3_900_000 + ++phoneNo)}`;
    const lead = await register('Trincomalee', phone);
    await route(lead.lead_id);
    await get().db.query(
      "insert into payout_ledger (entry_id, lead_ref, provider_id, kind, state, amount, reason, actor) values ($1, $2, $3, 'payout', 'pending', 700, 'lead', 'system')",
      [`payout:${lead.lead_id}`, lead.lead_id, provider],
    );
    expect((await giveBack(lead.lead_id, 'not_eligible', one.api_key)).status).toBe(200);
    expect(await ledger(lead.lead_id)).toEqual(['pending']); // the other lender still has it
    expect(await status(lead.lead_id)).toBe('sent');
    const [app] = await applicationsOf(get().db, phone);
    expect(app!.status).toBe('sent');
    expect(app!.lenders.map((l) => [l.name, l.status]).sort()).toEqual([
      ['Return One', 'returned'],
      ['Return Two', 'sent'],
    ]);
    expect((await giveBack(lead.lead_id, 'not_eligible', two.api_key)).status).toBe(200);
    expect(await ledger(lead.lead_id)).toEqual(['pending', 'reversed']);
    expect(await status(lead.lead_id)).toBe('returned');
    const [after] = await applicationsOf(get().db, phone);
    expect(after!.status).toBe('returned');
    // /my/ reads the lead's history: the person's own steps and each lender's by name, never an actor or an id
    const steps = after!.history.map(({ type, lender, state }) => [type, lender ?? null, state ?? null]);
    expect(steps[0]).toEqual(['registered', null, null]);
    expect(steps).toEqual(
      expect.arrayContaining([
        ['delivered', 'Return One', null],
        ['delivered', 'Return Two', null],
        ['returned', 'Return One', null],
        ['returned', 'Return Two', null],
      ]),
    );
    expect(steps.findIndex((s) => s[0] === 'returned')).toBeGreaterThan(steps.findIndex((s) => s[0] === 'delivered'));
    expect(JSON.stringify(after!.history)).not.toMatch(/lender:|not_eligible|actor|lender_id/);
    expect((await giveBack(lead.lead_id, 'not_eligible', two.api_key)).status).toBe(409);
  });

  it('reverses the payout at once when one lender returns the lead as fraud', async () => {
    const one = await lender('Fraud One', 'Polonnaruwa');
    await lender('Fraud Two', 'Polonnaruwa');
    const lead = await register('Polonnaruwa');
    await route(lead.lead_id);
    await get().db.query(
      "insert into payout_ledger (entry_id, lead_ref, provider_id, kind, state, amount, reason, actor) values ($1, $2, $3, 'payout', 'pending', 700, 'lead', 'system')",
      [`payout:${lead.lead_id}`, lead.lead_id, provider],
    );
    expect((await giveBack(lead.lead_id, 'fraud', one.api_key)).status).toBe(200);
    expect(await ledger(lead.lead_id)).toEqual(['pending', 'reversed']);
  });

  it('delivers to at most MAX_LENDERS_PER_LEAD lenders, and RETURN_WINDOW_DAYS=0 refuses every return', async () => {
    const keys = new Map<string, string>();
    for (const name of ['Cap A', 'Cap B', 'Cap C']) {
      const made = await lender(name, 'Hambantota');
      keys.set(made.lender_id, made.api_key);
    }
    const lead = await register('Hambantota');
    const config = readServerConfig({ MAX_LENDERS_PER_LEAD: '2', ADMIN_TOKEN: ADMIN }, ROOT);
    expect(config.maxLendersPerLead).toBe(2);
    expect(readServerConfig({ ADMIN_TOKEN: ADMIN }, ROOT).maxLendersPerLead).toBe(3);
    await route(lead.lead_id, config.maxLendersPerLead);
    const delivered = await get().db.query<{ lender_id: string }>('select lender_id from lender_deliveries where lead_id = $1', [
      lead.lead_id,
    ]);
    expect(delivered).toHaveLength(2);

    const closed = await appOn(get(), { RETURN_WINDOW_DAYS: '0' });
    const res = await closed.app.request(
      `/api/lender/leads/${lead.lead_id}/return`,
      json({ reason: 'other' }, bearer(keys.get(delivered[0]!.lender_id)!)),
    );
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: { fields: object } }).error.fields).toEqual({ lead_id: 'return_window_closed' });
    // the same lead within the default 7 days: accepted
    expect((await giveBack(lead.lead_id, 'other', keys.get(delivered[0]!.lender_id)!)).status).toBe(200);
    await closeServices(closed.services, { closeDb: false });
  });
});
