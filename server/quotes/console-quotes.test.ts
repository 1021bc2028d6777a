// Quotes in the console on both databases, in process (server/quotes/console.ts): a lender's quote
// log from real quote requests to fake lenders on 127.0.0.1 (answered, late, refused, inconsistent,
// each with its reason, figures and the need's amount and term), newest first and paged like the
// leads, filtered by outcome; the accuracy of its pre-approvals from a history built here, equal
// to the label POST /api/quotes gives it; and a lead's quotes — what its person saw in the order
// shown, why the others were not shown, which they chose — audited without personal data.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { colomboDay } from '../lenders/rules';
import { LOOPBACK_FAKES } from '../partners/testing/fake-partner';
import { closeServices, type Services } from '../services';
import { ADMIN, admin, appOn, json, validLead } from '../testing/app';
import { describeEachBackend } from '../testing/backends';
import { rollOutcomes } from './outcomes';
import { startFakeLender, type FakeAnswer, type FakeLender } from './testing/fake-lender';
import type { LeadQuotes, QuoteLogPage } from '../../common/console-quotes';

const OPERATOR = { Authorization: `Bearer ${ADMIN}` };
const DAY = 86_400_000;
const TIMEOUT_MS = 800;

/** The annuity instalment and effective annual rate, written out here (not the code's). */
const annuity = (amount: number, monthlyRate: number, months: number) => (amount * monthlyRate) / (1 - (1 + monthlyRate) ** -months);
/** Figures for 120,000 over 365 days (12 instalments) at a reducing monthly rate. */
function figures(monthlyRate: number, fees = 0) {
  const payment = Math.round(annuity(120_000, monthlyRate, 12));
  return {
    apr: Math.round(((1 + monthlyRate) ** 12 - 1) * 10000) / 100,
    monthly_payment: payment,
    fees,
    total_cost: payment * 12 + fees - 120_000,
  };
}
const NEED = {
  amount: 120_000,
  term_days: 365,
  monthly_income: 80_000,
  employment: 'salaried',
  district: 'Colombo',
  birth_year: new Date().getUTCFullYear() - 36,
  lang: 'en',
};
const inHours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();

describeEachBackend('quotes in the console', (get) => {
  let app: Awaited<ReturnType<typeof appOn>>['app'];
  let services: Services;
  const fakes: FakeLender[] = [];
  const req = (p: string, init: RequestInit = {}) => app.request(p, init);
  const ids: Record<string, string> = {};
  const requests: string[] = [];

  async function lender(name: string, answer: ((ask: Record<string, unknown>) => FakeAnswer) | null) {
    const fake = answer ? await startFakeLender(answer) : undefined;
    if (fake) fakes.push(fake);
    const res = await req('/api/admin/lenders', json({ name, rules: {}, ...(fake && { quote_url: fake.url }) }, admin().headers));
    expect(res.status).toBe(201);
    ids[name] = ((await res.json()) as { lender_id: string }).lender_id;
  }

  beforeAll(async () => {
    ({ app, services } = await appOn(get(), { QUOTE_TIMEOUT_MS: String(TIMEOUT_MS), QUOTE_RATE_LIMIT: '100', ...LOOPBACK_FAKES }));
    const approved = (f: object) => ({ status: 200, body: { decision: 'approved', ...f, valid_until: inHours(2) } }) as const;
    await lender('Quick Bank', () => approved(figures(0.02, 1000)));
    await lender('Cheap Credit', () => ({ status: 200, body: { decision: 'refer', ...figures(0.015), valid_until: inHours(2) } }));
    await lender('Late Leasing', () => 'hang');
    await lender('Busy Finance', () => ({ status: 503, body: { error: 'busy' } }));
    await lender('Odd Figures', () => approved({ ...figures(0.02), total_cost: 5000 }));
  });
  afterAll(async () => {
    await closeServices(services, { closeDb: false });
    await Promise.all(fakes.map((f) => f.close()));
  });

  const ask = async () => {
    const res = await req('/api/quotes', json({ ...NEED, client_id: randomUUID() }));
    expect(res.status).toBe(200);
    const body = (await res.json()) as { quote_request_id: string; quotes: { lender: string; label: string }[] };
    requests.push(body.quote_request_id);
    return body;
  };
  const log = async (name: string, query = '') => {
    const res = await req(`/api/console/lenders/${ids[name]}/quotes${query}`, { headers: OPERATOR });
    expect(res.status).toBe(200);
    return (await res.json()) as QuoteLogPage;
  };

  it('shows the accuracy of its pre-approvals: the numbers and the label POST /api/quotes gives it', async () => {
    const db = get().db;
    const now = Date.now();
    let n = 0;
    /** A lead delivered `daysAgo` days ago after a pre-approval by `name`, and that lender's state on day 2. */
    async function history(name: string, daysAgo: number, state: string) {
      n += 1;
      const leadId = `console-history-${n}`;
      const requestId = randomUUID();
      const delivered = new Date(now - daysAgo * DAY);
      await db.query(
        `insert into leads (lead_id, full_name, phone, nic, nic_birth_date, amount, term_days, monthly_income, employment, district,
                            consent, consent_at, consent_version, quote_request_id)
         values ($1, 'History Person', '+94770000000', '199012300004', '1990-05-02', 120000, 365, 80000, 'salaried', 'Colombo', true, $2, 'v', $3)`,
        [leadId, delivered, requestId],
      );
      await db.query(
        `insert into quotes (quote_id, quote_request_id, lender_id, source, outcome, decision, created_at)
         values ($1, $2, $3, 'quote', 'shown', 'approved', $4)`,
        [randomUUID(), requestId, ids[name], new Date(delivered.getTime() - 3_600_000)],
      );
      await db.query(
        `insert into lender_deliveries (delivery_id, lead_id, lender_id, state, created_at, colombo_day) values ($1, $2, $3, 'sent', $4, $5)`,
        [`${leadId}:${ids[name]}`, leadId, ids[name], delivered, colomboDay(delivered)],
      );
      await db.query(`insert into webhooks (lead_id, state_type, data, lender_id, received_at) values ($1, $2, '{}', $3, $4)`, [
        leadId,
        state,
        ids[name],
        new Date(delivered.getTime() + 2 * DAY),
      ]);
    }
    // Quick Bank: 30 pre-approved people, 24 held (80 %): it earns pre_approved
    for (let i = 0; i < 30; i++) await history('Quick Bank', 20 + i, i < 24 ? 'approved' : 'rejected');
    // Odd Figures: 29 pre-approved, all held, but fewer than 30: likely
    for (let i = 0; i < 29; i++) await history('Odd Figures', 20 + i, 'issued');
    // too recent: not counted
    await history('Quick Bank', 5, 'rejected');
    expect(await rollOutcomes(db, new Date(now))).toBeGreaterThan(0);

    const quick = await log('Quick Bank');
    expect(quick.accuracy).toEqual({ pre_approved: 30, held: 24, share: 80, label: 'pre_approved', min_sample: 30, min_share: 0.8 });
    expect((await log('Odd Figures')).accuracy).toEqual({
      pre_approved: 29,
      held: 29,
      share: 100,
      label: 'likely',
      min_sample: 30,
      min_share: 0.8,
    });
    expect((await log('Busy Finance')).accuracy).toMatchObject({ pre_approved: 0, held: 0, share: null, label: 'likely' });
    // what the person is shown follows the same numbers
    const shown = await ask();
    expect(shown.quotes.find((q) => q.lender === 'Quick Bank')?.label).toBe('pre_approved');
    expect((await log('Quick Bank')).rows[0]).toMatchObject({ quote_request_id: shown.quote_request_id, label: 'pre_approved' });
    expect((await log('Odd Figures')).rows[0]).toMatchObject({ quote_request_id: shown.quote_request_id, outcome: 'inconsistent' });
  });

  it("shows each lender's quote log newest first, paged, with outcome, reason, figures and the need", async () => {
    for (let i = 0; i < 3; i++) await ask();
    // four requests so far (one in the test before): newest first, three a page
    const first = await log('Cheap Credit', '?per_page=3');
    expect(first).toMatchObject({ lender_id: ids['Cheap Credit'], total: 4, page: 1, per_page: 3, last_30_days: { shown: 4 } });
    expect(first.rows.map((r) => r.quote_request_id)).toEqual([requests[3], requests[2], requests[1]]);
    const second = await log('Cheap Credit', '?per_page=3&page=2');
    expect(second.rows.map((r) => r.quote_request_id)).toEqual([requests[0]]);
    expect(first.rows[0]).toEqual({
      quote_id: expect.any(String),
      quote_request_id: requests[3],
      created_at: expect.any(String),
      source: 'quote',
      outcome: 'shown',
      reason: null,
      decision: 'refer',
      label: 'likely',
      amount: 120_000,
      term_days: 365,
      ...figures(0.015),
      valid_until: expect.any(String),
      duration_ms: expect.any(Number),
    });
    // Quick Bank's approved answers earn pre_approved now (the test before built its history)
    expect((await log('Quick Bank')).rows[0]).toMatchObject({
      quote_request_id: requests[3],
      outcome: 'shown',
      decision: 'approved',
      label: 'pre_approved',
      ...figures(0.02, 1000),
    });

    const late = await log('Late Leasing');
    expect(late.total).toBe(4);
    expect(late.rows.map((r) => [r.outcome, r.reason, r.monthly_payment])).toEqual(Array(4).fill(['late', 'timeout', null]));
    expect((await log('Busy Finance')).rows[0]).toMatchObject({ outcome: 'refused', reason: 'status 503' });
    expect((await log('Odd Figures')).rows[0]).toMatchObject({ outcome: 'inconsistent', reason: expect.stringContaining('= 16164') });
    // by outcome
    expect((await log('Late Leasing', '?outcome=late')).total).toBe(4);
    expect(await log('Late Leasing', '?outcome=shown')).toMatchObject({ total: 0, rows: [] });

    const bad = await req(`/api/console/lenders/${ids['Quick Bank']}/quotes?outcome=lost&per_page=0`, { headers: OPERATOR });
    expect(bad.status).toBe(400);
    expect(Object.keys(((await bad.json()) as { error: { fields: object } }).error.fields).sort()).toEqual(['outcome', 'per_page']);
    expect((await req('/api/console/lenders/nobody/quotes', { headers: OPERATOR })).status).toBe(404);
    expect((await req(`/api/console/lenders/${ids['Quick Bank']}/quotes`)).status).toBe(401);
  });

  it("shows a lead's quotes in the order its person saw them, why others were not shown, and audits the view", async () => {
    const { quote_request_id: requestId } = await ask();
    const consent = (await (await req('/api/consent')).json()) as { version: string };
    // the person chooses Quick Bank and Cheap Credit (sent in another order than shown)
    const registered = await req(
      '/api/leads',
      json(
        validLead({
          consent_version: consent.version,
          client_id: randomUUID(),
          amount: 120_000,
          term_days: 365,
          quote_request_id: requestId,
          chosen: [ids['Quick Bank'], ids['Cheap Credit']],
        }),
      ),
    );
    expect(registered.status).toBe(201);
    const { lead_id: leadId } = (await registered.json()) as { lead_id: string };

    const res = await req(`/api/console/leads/${leadId}/quotes`, { headers: OPERATOR });
    expect(res.status).toBe(200);
    const answer = (await res.json()) as LeadQuotes;
    expect(answer).toMatchObject({
      lead_id: leadId,
      quote_request_id: requestId,
      amount: 120_000,
      term_days: 365,
      chosen: [ids['Cheap Credit'], ids['Quick Bank']], // in the order shown
    });
    expect(answer.requested_at).toEqual(expect.any(String));
    // Cheap Credit (12,024) before Quick Bank (17,164), as POST /api/quotes ordered them; then the others by name
    expect(answer.quotes.map((q) => [q.lender, q.outcome, q.position, q.label, q.total_cost, q.chosen])).toEqual([
      ['Cheap Credit', 'shown', 1, 'likely', 12_024, true],
      ['Quick Bank', 'shown', 2, 'pre_approved', 17_164, true],
      ['Busy Finance', 'refused', null, null, null, false],
      ['Late Leasing', 'late', null, null, null, false],
      ['Odd Figures', 'inconsistent', null, null, 5000, false], // as it answered, not shown
    ]);
    expect(answer.quotes.find((q) => q.lender === 'Busy Finance')?.reason).toBe('status 503');
    const text = JSON.stringify(answer);
    for (const personal of ['Nimal', '+94', '19901230', 'nimal@example.com']) expect(text).not.toContain(personal);

    // a lead without quotes: nothing, not an error; an unknown lead 404; no session 401
    const plain = await req('/api/leads', json(validLead({ consent_version: consent.version, client_id: randomUUID() })));
    const plainId = ((await plain.json()) as { lead_id: string }).lead_id;
    expect(await (await req(`/api/console/leads/${plainId}/quotes`, { headers: OPERATOR })).json()).toEqual({
      lead_id: plainId,
      quote_request_id: null,
      requested_at: null,
      amount: null,
      term_days: null,
      chosen: null,
      quotes: [],
    });
    expect((await req('/api/console/leads/no-such-lead/quotes', { headers: OPERATOR })).status).toBe(404);
    expect((await req(`/api/console/leads/${leadId}/quotes`)).status).toBe(401);

    const audit = await get().db.query<{ action: string; outcome: unknown }>(
      "select action, outcome from audit_log where action = 'console.lead.quotes.view' order by id",
    );
    expect(audit).toEqual([
      { action: 'console.lead.quotes.view', outcome: { quotes: 5, chosen: 2 } },
      { action: 'console.lead.quotes.view', outcome: { quotes: 0, chosen: 0 } },
    ]);
  });
});
