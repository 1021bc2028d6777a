// A lead built from quotes, on both databases (DESIGN "Quotes"): the person asks fake lenders on
// 127.0.0.1 for quotes, chooses, and registers with `quote_request_id` and `chosen`. Only the chosen
// receive the lead, with the figures they quoted; the receipt and the lender's consent text name
// only them; a request serves one lead for 24 hours; the lead's need must be the priced one; an
// expired quote asks again; a duplicate reaches only the chosen the earlier lead did not; erasure
// takes the request with it.
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApp } from '../app';
import { readServerConfig } from '../config';
import { sha256 } from '../lenders/consent';
import { LOOPBACK_FAKES } from '../partners/testing/fake-partner';
import { startFakeLender, type FakeLender } from '../quotes/testing/fake-lender';
import { closeServices, openServices, type Services } from '../services';
import { ADMIN, ROOT, admin, json, validLead } from '../testing/app';
import { describeEachBackend } from '../testing/backends';

const SEAL_KEY = Buffer.alloc(32, 5).toString('base64');
const HOUR = 3_600_000;

/** 120,000 over 365 days at 2 % a month, reducing: the figures a lender quotes (our arithmetic's). */
function figures(monthlyRate: number) {
  const payment = Math.round((120_000 * monthlyRate) / (1 - (1 + monthlyRate) ** -12));
  return {
    apr: Math.round(((1 + monthlyRate) ** 12 - 1) * 10000) / 100,
    monthly_payment: payment,
    fees: 0,
    total_cost: payment * 12 - 120_000,
  };
}

// validLead's NIC is of someone born in 1990
const NEED = {
  amount: 120_000,
  term_days: 365,
  monthly_income: 80_000,
  employment: 'salaried',
  district: 'Colombo',
  birth_year: 1990,
  lang: 'en',
};

async function waitFor(what: string, check: () => Promise<boolean>, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

interface Quoted {
  quote_request_id: string;
  quotes: { quote_id: string; lender_id: string; lender: string }[];
}
type Refusal = { error: { code: string; fields: Record<string, string> } };

describeEachBackend('leads from quotes', (get) => {
  let app: ReturnType<typeof createApp>;
  let services: Services;
  let clock = new Date();
  const fakes: FakeLender[] = [];
  const req = (p: string, init: RequestInit = {}) => app.request(p, init);
  const lenders: Record<'a' | 'b' | 'c', { lender_id: string; api_key: string; name: string }> = {} as never;

  beforeAll(async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'naya-quote-leads-'));
    const config = readServerConfig(
      {
        DATA_DIR: dataDir,
        ADMIN_TOKEN: ADMIN,
        NAYA_DIST_DIR: dataDir,
        PARTNER_SECRET_KEY: SEAL_KEY,
        QUOTE_TIMEOUT_MS: '1500',
        LEAD_RATE_LIMIT: '1000',
        QUOTE_RATE_LIMIT: '1000',
        ...LOOPBACK_FAKES,
      },
      ROOT,
    );
    services = await openServices(config, { db: get().db, background: true, now: () => clock });
    app = createApp(config, services);
    await get().db.query('update lenders set active = false');
    // three lenders that quote (valid for 2 hours of the test's clock), the cheapest first
    for (const [key, name, rate] of [
      ['a', 'Aruna Finance', 0.015],
      ['b', 'Bodhi Credit', 0.02],
      ['c', 'Ceylon Lending', 0.025],
    ] as const) {
      const fake = await startFakeLender(() => ({
        status: 200,
        body: { decision: 'approved', ...figures(rate), valid_until: new Date(clock.getTime() + 2 * HOUR).toISOString() },
      }));
      fakes.push(fake);
      const res = await req('/api/admin/lenders', json({ name, rules: {}, quote_url: fake.url }, admin().headers));
      expect(res.status).toBe(201);
      lenders[key] = { ...((await res.json()) as { lender_id: string; api_key: string }), name };
    }
  });
  afterAll(async () => {
    await closeServices(services, { closeDb: false });
    await Promise.all(fakes.map((f) => f.close()));
  });

  const consent = async () =>
    (await (await req('/api/consent')).json()) as {
      version: string;
      wording: Record<string, string>;
      lenders_sentence: Record<string, string>;
      quotes: boolean;
    };
  async function quotes(need: Record<string, unknown> = {}): Promise<Quoted> {
    const res = await req('/api/quotes', json({ ...NEED, client_id: randomUUID(), ...need }));
    expect(res.status).toBe(200);
    return (await res.json()) as Quoted;
  }
  const idOf = (q: Quoted, key: 'a' | 'b' | 'c') => q.quotes.find((x) => x.lender_id === lenders[key].lender_id)!.lender_id;
  async function register(fields: Record<string, unknown>) {
    return req(
      '/api/leads',
      json(validLead({ ...NEED, birth_year: undefined, client_id: randomUUID(), consent_version: (await consent()).version, ...fields })),
    );
  }
  const pulled = async (key: 'a' | 'b' | 'c') =>
    (
      (await (await req('/api/lender/leads', { headers: { Authorization: `Bearer ${lenders[key].api_key}` } })).json()) as {
        leads: { lead_id: string; quote: Record<string, unknown> | null }[];
      }
    ).leads;
  const deliveredTo = (leadId: string) =>
    get()
      .db.query<{ lender_id: string }>('select lender_id from lender_deliveries where lead_id = $1 order by lender_id', [leadId])
      .then((rows) => rows.map((r) => r.lender_id));

  it('only the chosen lender receives the lead, with the figures it quoted; the receipt and the consent text name only it', async () => {
    const asked = await quotes();
    expect(asked.quotes.map((q) => q.lender)).toEqual(['Aruna Finance', 'Bodhi Credit', 'Ceylon Lending']);
    const res = await register({ quote_request_id: asked.quote_request_id, chosen: [idOf(asked, 'b')], lang: 'si' });
    expect(res.status).toBe(201);
    const { lead_id } = (await res.json()) as { lead_id: string };
    await waitFor('the delivery', async () => (await deliveredTo(lead_id)).length > 0);
    await new Promise((r) => setTimeout(r, 500)); // a second lender would have been given it by now
    expect(await deliveredTo(lead_id)).toEqual([lenders.b.lender_id]);
    const [lead] = (await pulled('b')).filter((l) => l.lead_id === lead_id);
    const quoted = asked.quotes.find((q) => q.lender_id === lenders.b.lender_id)!;
    expect(lead!.quote).toMatchObject({ quote_id: quoted.quote_id, label: 'likely', ...figures(0.02) });
    expect((await pulled('a')).some((l) => l.lead_id === lead_id)).toBe(false);
    expect((await pulled('c')).some((l) => l.lead_id === lead_id)).toBe(false);

    const proof = (await (
      await req(`/api/lender/consent/${lead_id}`, { headers: { Authorization: `Bearer ${lenders.b.api_key}` } })
    ).json()) as { receipt: { lenders: string[]; text_sha256: string }; text: string };
    const words = await consent();
    expect(proof.text).toBe(`${words.wording.si} ${words.lenders_sentence.si} Bodhi Credit.`);
    expect(proof.receipt.lenders).toEqual(['Bodhi Credit']);
    expect(proof.receipt.text_sha256).toBe(sha256(proof.text));
    const [row] = await get().db.query<{ quote_request_id: string; chosen: string[] }>(
      'select quote_request_id, chosen from leads where lead_id = $1',
      [lead_id],
    );
    expect(row).toEqual({ quote_request_id: asked.quote_request_id, chosen: [lenders.b.lender_id] });
    const history = (await (await req(`/api/console/leads/${lead_id}`, admin())).json()) as {
      lead_events: { type: string; data: object }[];
    };
    expect(history.lead_events.map((e) => e.type)).toEqual(expect.arrayContaining(['registered', 'chosen']));
  });

  it('GET /api/consent says whether quotes can be had: an active lender with a quote URL', async () => {
    expect((await consent()).quotes).toBe(true);
    const ids = Object.values(lenders).map((l) => l.lender_id);
    await get().db.query('update lenders set active = false where lender_id = any($1::text[])', [ids]);
    try {
      expect((await consent()).quotes).toBe(false);
    } finally {
      await get().db.query('update lenders set active = true where lender_id = any($1::text[])', [ids]);
    }
  });

  it('names the chosen in the order they were shown, whatever order they are sent in', async () => {
    const asked = await quotes();
    const res = await register({ quote_request_id: asked.quote_request_id, chosen: [idOf(asked, 'c'), idOf(asked, 'a')] });
    expect(res.status).toBe(201);
    const { lead_id } = (await res.json()) as { lead_id: string };
    const [receipt] = await get().db.query<{ lenders: string[]; text: string }>(
      'select lenders, text from consent_receipts where lead_id = $1',
      [lead_id],
    );
    expect(receipt!.lenders).toEqual(['Aruna Finance', 'Ceylon Lending']);
    expect(receipt!.text.endsWith(' Aruna Finance, Ceylon Lending.')).toBe(true);
    await waitFor('both deliveries', async () => (await deliveredTo(lead_id)).length === 2);
    expect(await deliveredTo(lead_id)).toEqual([lenders.a.lender_id, lenders.c.lender_id].sort());
  });

  it('refuses a choice that does not fit its request: 400 for the choice itself, 409 for a used, old or different request', async () => {
    const asked = await quotes();
    const b = idOf(asked, 'b');
    const refused = async (fields: Record<string, unknown>, status: number) => {
      const res = await register(fields);
      expect(res.status).toBe(status);
      return ((await res.json()) as Refusal).error.fields;
    };
    expect(await refused({ quote_request_id: asked.quote_request_id }, 400)).toEqual({ chosen: 'required' });
    expect(await refused({ chosen: [b] }, 400)).toEqual({ quote_request_id: 'required' });
    expect(await refused({ quote_request_id: asked.quote_request_id, chosen: ['not-a-lender'] }, 400)).toEqual({ chosen: 'invalid' });
    expect(await refused({ quote_request_id: asked.quote_request_id, chosen: [b, b] }, 400)).toEqual({ chosen: 'invalid' });
    const all = asked.quotes.map((q) => q.lender_id);
    expect(await refused({ quote_request_id: asked.quote_request_id, chosen: [...all, 'x'] }, 400)).toEqual({ chosen: 'invalid' });
    expect(await refused({ quote_request_id: 'made-up', chosen: [b] }, 409)).toEqual({ quote_request_id: 'quote_request_unknown' });
    // the need that was priced, and no other
    expect(await refused({ quote_request_id: asked.quote_request_id, chosen: [b], amount: 125_000 }, 409)).toEqual({
      amount: 'quote_mismatch',
    });
    expect(await refused({ quote_request_id: asked.quote_request_id, chosen: [b], district: 'Kandy' }, 409)).toEqual({
      district: 'quote_mismatch',
    });
    expect(await refused({ quote_request_id: asked.quote_request_id, chosen: [b], nic: '198512301234' }, 409)).toEqual({
      nic: 'quote_mismatch',
    });
    // nothing refused was stored
    expect(await get().db.query('select 1 from leads where quote_request_id = $1', [asked.quote_request_id])).toEqual([]);
    // one lead per request: the same person again (same visitor, phone) corrects it; anyone else is refused
    const first = {
      quote_request_id: asked.quote_request_id,
      chosen: [b],
      phone: '+94 77 555 0101',
      nic: '199012305555',
      client_id: randomUUID(),
    };
    const ok = await register(first);
    expect(ok.status).toBe(201);
    const again = await register({ ...first, client_id: first.client_id });
    expect(again.status).toBe(201);
    expect(((await again.json()) as { lead_id: string }).lead_id).toBe(((await ok.json()) as { lead_id: string }).lead_id);
    expect(await refused({ quote_request_id: asked.quote_request_id, chosen: [b] }, 409)).toEqual({
      quote_request_id: 'quote_request_used',
    });
  });

  it('an expired quote asks again (409 chosen: quote_expired); a request older than 24 hours is refused', async () => {
    const asked = await quotes();
    const b = idOf(asked, 'b');
    const start = clock;
    try {
      clock = new Date(start.getTime() + 2 * HOUR + 60_000); // the quotes were valid for 2 hours
      const late = await register({ quote_request_id: asked.quote_request_id, chosen: [b] });
      expect(late.status).toBe(409);
      expect(((await late.json()) as Refusal).error).toMatchObject({ code: 'conflict', fields: { chosen: 'quote_expired' } });
      clock = new Date(start.getTime() + 25 * HOUR);
      const old = await register({ quote_request_id: asked.quote_request_id, chosen: [b] });
      expect(old.status).toBe(409);
      expect(((await old.json()) as Refusal).error.fields).toEqual({ quote_request_id: 'quote_request_expired' });
    } finally {
      clock = start;
    }
  });

  it('a duplicate from quotes reaches only the chosen lenders the earlier lead did not', async () => {
    const person = { nic: '199012309876', phone: '+94 77 987 6543' };
    const first = await quotes();
    const one = await register({ ...person, quote_request_id: first.quote_request_id, chosen: [idOf(first, 'a')] });
    expect(one.status).toBe(201);
    const { lead_id: earlier } = (await one.json()) as { lead_id: string };
    await waitFor('the first delivery', async () => (await deliveredTo(earlier)).length === 1);
    const second = await quotes();
    const two = await register({ ...person, quote_request_id: second.quote_request_id, chosen: [idOf(second, 'a'), idOf(second, 'b')] });
    expect(two.status).toBe(201);
    const answer = (await two.json()) as { lead_id: string; duplicate?: boolean };
    expect(answer.duplicate).toBe(true);
    await waitFor('the duplicate delivery', async () => (await deliveredTo(answer.lead_id)).length > 0);
    await new Promise((r) => setTimeout(r, 500));
    expect(await deliveredTo(answer.lead_id)).toEqual([lenders.b.lender_id]);
  });

  it('erasing the person erases the quote request the lead used, and its quotes', async () => {
    const asked = await quotes();
    const res = await register({ quote_request_id: asked.quote_request_id, chosen: [idOf(asked, 'a')] });
    const { lead_id } = (await res.json()) as { lead_id: string };
    const erased = await req(`/api/admin/subjects?lead_id=${lead_id}`, { method: 'DELETE', headers: admin().headers });
    expect(erased.status).toBeLessThan(300);
    expect(await get().db.query('select 1 from quote_requests where quote_request_id = $1', [asked.quote_request_id])).toEqual([]);
    expect(await get().db.query('select 1 from quotes where quote_request_id = $1', [asked.quote_request_id])).toEqual([]);
  });
});
