// Quotes end to end on both databases (DESIGN "Quotes"): lenders' quote_url checked on save and at
// send time; POST /api/quotes asks fake lenders on 127.0.0.1 in parallel with no personal data,
// signed with each lender's delivery_secret, and answers within QUOTE_TIMEOUT_MS + 500 ms while
// one lender hangs (holding no socket past the timeout), one refuses, one answers garbage, two
// answer figures that disagree with the loan arithmetic, one declines, one quotes for ten minutes,
// one refers without figures; each not shown is in the quote log with its reason. A lender without
// a quote_url is listed from its published offer; lenders that do not match or are at their daily
// cap are neither asked nor listed; the list is ordered by total cost, then name. Labels and odds
// come from a lender's history, built here. Bad fields are 400 naming them; a visitor's limit 429.
import { createHmac, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeOffer } from '../../common/domain/test-offers';
import { createApp } from '../app';
import { readServerConfig } from '../config';
import { openDatabase, type Db } from '../db';
import { colomboDay } from '../lenders/rules';
import { LOOPBACK_FAKES } from '../partners/testing/fake-partner';
import { closeServices, openServices, type Services } from '../services';
import { ADMIN, ROOT, admin, json } from '../testing/app';
import { describeEachBackend } from '../testing/backends';
import { readQuoteSettings } from '.';
import { rollOutcomes } from './outcomes';
import { startFakeLender, type FakeAnswer, type FakeLender } from './testing/fake-lender';

const SEAL_KEY = Buffer.alloc(32, 7).toString('base64');
const TIMEOUT_MS = 1000;
const DAY = 86_400_000;
const CLIENT = '6f1c2b7e-3a4d-4c5e-9f60-718293a4b5c6';

/** The annuity instalment and effective annual rate, written out here (not the code's). */
const annuity = (amount: number, monthlyRate: number, months: number) => (amount * monthlyRate) / (1 - (1 + monthlyRate) ** -months);
const aprOf = (monthlyRate: number) => Math.round(((1 + monthlyRate) ** 12 - 1) * 10000) / 100;
/** Figures for 120,000 over 365 days (12 instalments) at a reducing monthly rate. */
function figures(monthlyRate: number, fees = 0) {
  const payment = Math.round(annuity(120_000, monthlyRate, 12));
  return { apr: aprOf(monthlyRate), monthly_payment: payment, fees, total_cost: payment * 12 + fees - 120_000 };
}
const inHours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();

const NEED = {
  amount: 120_000,
  term_days: 365,
  monthly_income: 80_000,
  employment: 'salaried',
  district: 'Colombo',
  birth_year: new Date().getUTCFullYear() - 36,
  lang: 'en',
};

interface QuoteOut {
  quote_id: string;
  lender_id: string;
  lender: string;
  source: string;
  label: string;
  apr: number;
  monthly_payment: number;
  total_cost: number;
  valid_until: string | null;
  odds: { approved: number; of: number } | null;
}
interface Answer {
  quote_request_id: string;
  quotes: QuoteOut[];
  waiting: string[];
}

describeEachBackend('quotes', (get) => {
  let app: ReturnType<typeof createApp>;
  let services: Services;
  const fakes: FakeLender[] = [];
  const req = (p: string, init: RequestInit = {}) => app.request(p, init);

  beforeAll(async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'naya-quotes-'));
    const config = readServerConfig(
      {
        DATA_DIR: dataDir,
        ADMIN_TOKEN: ADMIN,
        NAYA_DIST_DIR: dataDir,
        PARTNER_SECRET_KEY: SEAL_KEY,
        QUOTE_TIMEOUT_MS: String(TIMEOUT_MS),
        QUOTE_RATE_LIMIT: '3',
        ...LOOPBACK_FAKES,
      },
      ROOT,
    );
    // inside.example does not resolve when saved, then resolves to a private address (rebinding)
    let lookups = 0;
    config.outbound.resolve = async (host) => (host === 'inside.example' && lookups++ > 0 ? [{ address: '10.0.0.5', family: 4 }] : []);
    services = await openServices(config, { db: get().db });
    app = createApp(config, services);
  });
  afterAll(async () => {
    await closeServices(services, { closeDb: false });
    await Promise.all(fakes.map((f) => f.close()));
  });

  /** Only the lenders a test makes are active. */
  const retireAll = () => get().db.query('update lenders set active = false');
  async function lender(name: string, answer: ((ask: Record<string, unknown>) => FakeAnswer) | null, rules: Record<string, unknown> = {}) {
    const fake = answer ? await startFakeLender(answer) : undefined;
    if (fake) fakes.push(fake);
    const res = await req('/api/admin/lenders', json({ name, rules, ...(fake && { quote_url: fake.url }) }, admin().headers));
    expect(res.status).toBe(201);
    return { ...((await res.json()) as { lender_id: string; delivery_secret: string }), fake };
  }
  const ask = (body: Record<string, unknown> = {}) => req('/api/quotes', json({ ...NEED, client_id: randomUUID(), ...body }));
  const logOf = (requestId: string) =>
    get().db.query<{ lender_id: string; outcome: string; reason: string | null; label: string | null }>(
      'select lender_id, outcome, reason, label from quotes where quote_request_id = $1',
      [requestId],
    );

  it('a quote_url is checked by the outbound rules on save, shown on the lender, and checked again at send time', async () => {
    await retireAll();
    const refused = await req(
      '/api/admin/lenders',
      json({ name: 'Private', rules: {}, quote_url: 'https://10.1.2.3/quote' }, admin().headers),
    );
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      quote_url: 'address_refused',
    });
    const ftp = await req('/api/admin/lenders', json({ name: 'Ftp', rules: {}, quote_url: 'ftp://lender.example/q' }, admin().headers));
    expect(((await ftp.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({ quote_url: 'https_required' });

    const { lender_id: id } = await lender('Rebinding Lender', null);
    const patched = await req(`/api/admin/lenders/${id}`, {
      ...json({ quote_url: 'https://inside.example/quote' }, admin().headers),
      method: 'PATCH',
    });
    expect(patched.status).toBe(200); // does not resolve now: accepted
    expect(((await patched.json()) as { quote_url: string }).quote_url).toBe('https://inside.example/quote');
    const res = await ask();
    expect(res.status).toBe(200);
    const body = (await res.json()) as Answer;
    expect(body.quotes).toEqual([]);
    expect(await logOf(body.quote_request_id)).toEqual([
      { lender_id: id, outcome: 'blocked', reason: expect.stringContaining('10.0.0.5'), label: null },
    ]);
  });

  it('asks every matching lender at once with no personal data, signed, and answers in time whatever they do', async () => {
    await retireAll();
    const good = figures(0.02, 1000);
    const cheap = figures(0.015);
    const approved = (f: object, hours = 2) => ({ status: 200, body: { decision: 'approved', ...f, valid_until: inHours(hours) } });
    const a = await lender('Good Finance', () => approved(good));
    const b = await lender('Cheap Bank', () => ({ status: 200, body: { decision: 'refer', ...cheap, valid_until: inHours(1) } }));
    const hang = await lender('Hanging Credit', () => 'hang');
    const refuse = await lender('Refusing Leasing', () => ({ status: 503, body: { error: 'busy' } }));
    const garbage = await lender('Garbage Loans', () => ({ status: 200, raw: '<html>not json' }));
    const wrongApr = await lender('Wrong Apr', () => approved({ ...good, apr: 19.56 }));
    const wrongCost = await lender('Wrong Cost', () => approved({ ...good, total_cost: 5000 }));
    const declines = await lender('Declines', () => ({ status: 200, body: { decision: 'declined' } }));
    const short = await lender('Short Validity', () => approved(good, 1 / 6));
    const empty = await lender('Refer Empty', () => ({ status: 200, body: { decision: 'refer' } }));
    const small = await lender('Small Loans Only', () => approved(good), { amount_max: 50_000 });
    const capped = await lender('Capped', () => approved(good), { daily_cap: 0 });
    const published = await lender('Published Lender', null);
    await services.offerStore.change((tx) =>
      tx.query('insert into offers (offer_id, position, offer) values ($1, 999, $2::text::jsonb) on conflict (offer_id) do nothing', [
        'published-lender-offer',
        JSON.stringify(makeOffer({ offer_id: 'published-lender-offer', lender_id: published.lender_id, monthly_rate: 3, age_max: 70 })),
      ]),
    );

    const started = performance.now();
    const res = await ask();
    const took = performance.now() - started;
    expect(res.status).toBe(200);
    expect(took).toBeLessThanOrEqual(TIMEOUT_MS + 500);
    const body = (await res.json()) as Answer;

    // cheapest first: 12 × 11,002 − 120,000; 12 × 11,347 + 1,000 − 120,000; 12 × 12,055 − 120,000
    expect(body.quotes.map((q) => [q.lender, q.source, q.label, q.total_cost, q.monthly_payment, q.apr])).toEqual([
      ['Cheap Bank', 'quote', 'likely', 12_024, 11_002, 19.56],
      ['Good Finance', 'quote', 'likely', 17_164, 11_347, 26.82],
      ['Published Lender', 'published', 'published', 24_660, 12_055, 42.58],
    ]);
    expect(body.quotes[2]!.valid_until).toBeNull();
    expect(body.waiting).toEqual(['Hanging Credit']);

    // what the lenders received: the need and a quote id, nothing of the person
    const asked = [a, b, hang, refuse, garbage, wrongApr, wrongCost, declines, short, empty];
    for (const l of asked) {
      expect(l.fake!.received).toHaveLength(1);
      const got = l.fake!.received[0]!;
      expect(JSON.parse(got.body)).toEqual({
        quote_id: expect.any(String),
        amount: 120_000,
        term_days: 365,
        monthly_income: 80_000,
        employment: 'salaried',
        district: 'Colombo',
        age: 36,
        lang: 'en',
      });
      const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(got.headers['x-naya-signature']))!;
      expect(v1).toBe(createHmac('sha256', l.delivery_secret).update(`${t}.${got.body}`).digest('hex'));
    }
    // asked at once, not one after another
    const times = asked.map((l) => l.fake!.received[0]!.at);
    expect(Math.max(...times) - Math.min(...times)).toBeLessThan(300);
    for (const l of [small, capped]) expect(l.fake!.received).toHaveLength(0);
    // the hanging lender holds no socket of ours once the answer is out
    await new Promise((r) => setTimeout(r, 100));
    expect(hang.fake!.open()).toBe(0);

    const log = new Map((await logOf(body.quote_request_id)).map((r) => [r.lender_id, r]));
    expect(log.size).toBe(11);
    expect(log.get(a.lender_id)).toMatchObject({ outcome: 'shown', label: 'likely' });
    expect(log.get(hang.lender_id)).toMatchObject({ outcome: 'late', reason: 'timeout' });
    expect(log.get(refuse.lender_id)).toMatchObject({ outcome: 'refused', reason: 'status 503' });
    expect(log.get(garbage.lender_id)).toMatchObject({ outcome: 'malformed' });
    expect(log.get(wrongApr.lender_id)).toMatchObject({ outcome: 'inconsistent', reason: expect.stringContaining('means 26.8') });
    expect(log.get(wrongCost.lender_id)).toMatchObject({ outcome: 'inconsistent', reason: expect.stringContaining('= 17164') });
    expect(log.get(declines.lender_id)).toMatchObject({ outcome: 'declined' });
    expect(log.get(short.lender_id)).toMatchObject({ outcome: 'expiring' });
    expect(log.get(empty.lender_id)).toMatchObject({ outcome: 'no_figures' });
    expect(log.get(published.lender_id)).toMatchObject({ outcome: 'shown', label: 'published' });
    // the request holds the need and nothing of the person
    const [stored] = await get().db.query('select * from quote_requests where quote_request_id = $1', [body.quote_request_id]);
    expect(Object.keys(stored!).sort()).toEqual(
      ['amount', 'birth_year', 'created_at', 'district', 'employment', 'lang', 'monthly_income', 'quote_request_id', 'term_days'].sort(),
    );
  });

  it('equal costs are ordered by lender name', async () => {
    await retireAll();
    const same = { status: 200, body: { decision: 'approved', ...figures(0.02), valid_until: inHours(2) } } as const;
    await lender('Zeta Finance', () => same);
    await lender('Alpha Finance', () => same);
    const body = (await (await ask()).json()) as Answer;
    expect(body.quotes.map((q) => q.lender)).toEqual(['Alpha Finance', 'Zeta Finance']);
  });

  it('labels and odds come from the lender’s real outcomes, 14 days after each delivery', async () => {
    await retireAll();
    const db = get().db;
    const answer = () => ({ status: 200, body: { decision: 'approved', ...figures(0.02), valid_until: inHours(2) } }) as const;
    const proven = await lender('Proven Lender', answer);
    const unproven = await lender('Unproven Lender', answer);
    const now = Date.now();
    let n = 0;
    /** A lead delivered `daysAgo` days ago after a pre-approval, and the lender's states after it. */
    async function history(lenderId: string, daysAgo: number, amount: number, states: [string, number][], returnedAfter?: number) {
      n += 1;
      const leadId = `history-${lenderId}-${n}`;
      const requestId = randomUUID();
      const delivered = new Date(now - daysAgo * DAY);
      await db.query(
        `insert into leads (lead_id, full_name, phone, nic, nic_birth_date, amount, term_days, monthly_income, employment, district,
                            consent, consent_at, consent_version, quote_request_id)
         values ($1, 'History Person', '+94770000000', '199012300004', '1990-05-02', $2, 365, 80000, 'salaried', 'Colombo', true, $3, 'v', $4)`,
        [leadId, amount, delivered, requestId],
      );
      await db.query(
        `insert into quotes (quote_id, quote_request_id, lender_id, source, outcome, decision) values ($1, $2, $3, 'quote', 'shown', 'approved')`,
        [randomUUID(), requestId, lenderId],
      );
      await db.query(
        `insert into lender_deliveries (delivery_id, lead_id, lender_id, state, created_at, colombo_day) values ($1, $2, $3, 'sent', $4, $5)`,
        [`${leadId}:${lenderId}`, leadId, lenderId, delivered, colomboDay(delivered)],
      );
      for (const [state, after] of states)
        await db.query(`insert into webhooks (lead_id, state_type, data, lender_id, received_at) values ($1, $2, '{}', $3, $4)`, [
          leadId,
          state,
          lenderId,
          new Date(delivered.getTime() + after * DAY),
        ]);
      if (returnedAfter !== undefined)
        await db.query(`insert into lender_returns (lead_id, lender_id, reason, returned_at) values ($1, $2, 'other', $3)`, [
          leadId,
          lenderId,
          new Date(delivered.getTime() + returnedAfter * DAY),
        ]);
    }
    // Proven: 32 pre-approved people in the need's bands; 27 stood at approved or beyond on day 14
    for (let i = 0; i < 25; i++) await history(proven.lender_id, 20 + i, 120_000, [['approved', 2]]);
    await history(proven.lender_id, 30, 120_000, [
      ['approved', 1],
      ['issued', 3],
    ]);
    await history(proven.lender_id, 31, 120_000, [
      ['approved', 1],
      ['issued', 3],
      ['closed', 9],
    ]);
    await history(proven.lender_id, 32, 120_000, [['approved', 16]]); // too late: day 16
    await history(proven.lender_id, 33, 120_000, [['approved', 1]], 5); // returned on day 5
    for (let i = 0; i < 3; i++) await history(proven.lender_id, 40 + i, 120_000, [['rejected', 2]]);
    // too recent (day 14 not over) and too old (past 104 days): not counted
    await history(proven.lender_id, 5, 120_000, [['rejected', 1]]);
    await history(proven.lender_id, 110, 120_000, [['rejected', 1]]);
    // another amount band: counts for the label, not for these odds
    for (let i = 0; i < 5; i++) await history(proven.lender_id, 50 + i, 600_000, [['approved', 1]]);
    // Unproven: 32 pre-approved, 24 held (75 %), all in another band
    for (let i = 0; i < 32; i++) await history(unproven.lender_id, 20 + i, 600_000, i < 24 ? [['issued', 3]] : [['rejected', 3]]);
    expect(await rollOutcomes(db, new Date(now))).toBeGreaterThan(80);

    const body = (await (await ask()).json()) as Answer;
    const by = new Map(body.quotes.map((q) => [q.lender, q]));
    // 32 + 5 = 37 pre-approvals, 27 + 5 = 32 held: 86 %
    expect(by.get('Proven Lender')).toMatchObject({ label: 'pre_approved', odds: { approved: 27, of: 32 } });
    expect(by.get('Unproven Lender')).toMatchObject({ label: 'likely', odds: null });
    // a second run rolls nothing again
    expect(await rollOutcomes(db, new Date(now))).toBe(0);
    // operators see the accuracy of its pre-approvals and its quote log
    const seen = await req(`/api/admin/lenders/${proven.lender_id}/quotes`, admin());
    expect(seen.status).toBe(200);
    const seenBody = (await seen.json()) as { lender_id: string; accuracy: object; quotes: object[] };
    expect(seenBody).toMatchObject({ lender_id: proven.lender_id, accuracy: { pre_approved: 37, held: 32, share: 86.5 } });
    // newest first: the quote just shown
    expect(seenBody.quotes[0]).toMatchObject({ outcome: 'shown', label: 'pre_approved', monthly_payment: figures(0.02).monthly_payment });
    expect((await req('/api/admin/lenders/nobody/quotes', admin())).status).toBe(404);
    expect((await req(`/api/admin/lenders/${proven.lender_id}/quotes`)).status).toBe(401);
  });

  it('bad fields are a 400 naming each; a visitor past its limit gets 429 with Retry-After', async () => {
    await retireAll();
    const res = await req(
      '/api/quotes',
      json({ amount: 'lots', term_days: 3, employment: 'astronaut', district: 'Atlantis', birth_year: new Date().getUTCFullYear() - 10 }),
    );
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      amount: 'number_invalid',
      term_days: 'term_range',
      monthly_income: 'required',
      employment: 'employment_invalid',
      district: 'district_invalid',
      birth_year: 'age_range',
    });
    const old = await ask({ birth_year: new Date().getUTCFullYear() - 80 });
    expect(((await old.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({ birth_year: 'age_range' });
    const visitor = randomUUID();
    for (let i = 0; i < 3; i++) expect((await ask({ client_id: visitor })).status).toBe(200);
    const refused = await ask({ client_id: visitor });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await ask({ client_id: CLIENT })).status).toBe(200); // another visitor at the same address
  });
});

describe('demo lenders', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openDatabase({ dataDir: 'memory' });
  });
  afterAll(() => db.close());

  it('answer quotes from the same process outside production on the embedded database; production has none', async () => {
    expect(readQuoteSettings({}).demoLenders).toBe(true);
    expect(readQuoteSettings({ NODE_ENV: 'production' }).demoLenders).toBe(false);
    expect(readQuoteSettings({ DATABASE_URL: 'postgres://x/y' }).demoLenders).toBe(false);
    expect(readQuoteSettings({ DEMO_LENDERS: '0' }).demoLenders).toBe(false);

    const dataDir = mkdtempSync(path.join(tmpdir(), 'naya-demo-'));
    const config = readServerConfig({ DATA_DIR: dataDir, ADMIN_TOKEN: ADMIN, NAYA_DIST_DIR: dataDir, PARTNER_SECRET_KEY: SEAL_KEY }, ROOT);
    const services = await openServices(config, { db, demoLenders: true });
    const app = createApp(config, services);
    try {
      const res = await app.request('/api/quotes', json({ ...NEED, employment: 'self_employed' }));
      expect(res.status).toBe(200);
      const body = (await res.json()) as Answer;
      expect(body.quotes.map((q) => [q.lender, q.source, q.label])).toEqual([
        ['Demo Lender B (demo)', 'quote', 'likely'],
        ['Demo Lender A (demo)', 'quote', 'likely'],
      ]);
      const consent = (await (await app.request('/api/consent')).json()) as { lenders: { name: string }[] };
      expect(consent.lenders.map((l) => l.name).sort()).toEqual(['Demo Lender A (demo)', 'Demo Lender B (demo)']);
    } finally {
      await closeServices(services, { closeDb: false });
    }
    // a production server on the same data has its settings off: a demo URL is never answered
    const prod = readServerConfig(
      { DATA_DIR: dataDir, ADMIN_TOKEN: ADMIN, NAYA_DIST_DIR: dataDir, PARTNER_SECRET_KEY: SEAL_KEY, NODE_ENV: 'production' },
      ROOT,
    );
    const prodServices = await openServices(prod, { db, demoLenders: true });
    try {
      const res = await createApp(prod, prodServices).request('/api/quotes', json(NEED));
      expect(((await res.json()) as Answer).quotes).toEqual([]);
    } finally {
      await closeServices(prodServices, { closeDb: false });
    }
  });
});
