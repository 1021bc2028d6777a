// The messages we send, as the OpenAPI document's `webhooks` describe them (messages.ts), checked
// against what the real code sends, on both databases: a partner's server and a lender's servers on
// 127.0.0.1 receive a test postback, a lead's postbacks, a lead delivery (with the quote the person
// chose), a quote request and a withdrawal notice; a lender's pull list is read; each body that
// arrived must fit the document's schema for it (no field more, none missing), and each signature
// its header's pattern. The quote answer docs/lenders.md shows is answered by a lender and shown.
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Validator, type Schema } from '@cfworker/json-schema';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApp } from '../app';
import { readServerConfig } from '../config';
import { LOOPBACK_FAKES, startFakePartner, type FakePartner } from '../partners/testing/fake-partner';
import { startFakeLender, type FakeLender } from '../quotes/testing/fake-lender';
import { closeServices, openServices, type Services } from '../services';
import { ADMIN, ROOT, admin, form, json, validLead } from '../testing/app';
import { describeEachBackend } from '../testing/backends';
import { QUOTE_ANSWER_EXAMPLE, QUOTE_REQUEST_EXAMPLE } from './messages';

const SEAL_KEY = Buffer.alloc(32, 5).toString('base64');
const PROVIDER = 7;

async function waitFor(what: string, check: () => boolean | Promise<boolean>, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

type Json = Record<string, unknown>;
interface Doc {
  webhooks: Record<string, { post: { parameters: { name: string; schema: Schema }[]; requestBody: Json } }>;
  components: { schemas: Record<string, Schema> };
}

// validLead's NIC is of someone born in 1990; the need is the one docs/lenders.md's request shows
const NEED = {
  amount: QUOTE_REQUEST_EXAMPLE.amount,
  term_days: QUOTE_REQUEST_EXAMPLE.term_days,
  monthly_income: QUOTE_REQUEST_EXAMPLE.monthly_income,
  employment: QUOTE_REQUEST_EXAMPLE.employment,
  district: QUOTE_REQUEST_EXAMPLE.district,
  lang: QUOTE_REQUEST_EXAMPLE.lang,
};

describeEachBackend('the messages we send, against the webhooks of the OpenAPI document', (get) => {
  let app: ReturnType<typeof createApp>;
  let services: Services;
  let document: Doc;
  let partnerKey = '';
  let partner: FakePartner;
  let delivery: FakePartner;
  let quoting: FakeLender;
  let quoter: { lender_id: string; api_key: string };
  let puller: { lender_id: string; api_key: string };
  const req = (p: string, init: RequestInit = {}) => app.request(p, init);
  const bearer = (key: string) => ({ headers: { Authorization: `Bearer ${key}` } });

  beforeAll(async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'naya-messages-'));
    const config = readServerConfig(
      {
        DATA_DIR: dataDir,
        ADMIN_TOKEN: ADMIN,
        NAYA_DIST_DIR: dataDir,
        PARTNER_SECRET_KEY: SEAL_KEY,
        QUOTE_TIMEOUT_MS: '2000',
        POSTBACK_RETRY_DELAYS_S: '1,1',
        ...LOOPBACK_FAKES,
      },
      ROOT,
    );
    services = await openServices(config, { db: get().db, background: true });
    app = createApp(config, services);
    document = (await (await req('/api/openapi.json')).json()) as Doc;
    await get().db.query('update lenders set active = false');
    partner = await startFakePartner([200]);
    delivery = await startFakePartner([200]);
    // answers the figures docs/lenders.md shows, valid for two hours
    quoting = await startFakeLender(() => ({
      status: 200,
      body: { ...QUOTE_ANSWER_EXAMPLE, valid_until: new Date(Date.now() + 2 * 3_600_000).toISOString() },
    }));
    const made = await req(
      '/api/admin/partners',
      json({ provider_id: PROVIDER, name: 'Lanka Loans Blog', postback_url: partner.url }, admin().headers),
    );
    expect(made.status).toBe(201);
    partnerKey = ((await made.json()) as { api_key: string }).api_key;
    const lender = async (body: Json) => {
      const res = await req('/api/admin/lenders', json({ rules: {}, ...body }, admin().headers));
      expect(res.status).toBe(201);
      return (await res.json()) as { lender_id: string; api_key: string };
    };
    quoter = await lender({ name: 'Quoting Finance', quote_url: quoting.url, delivery_url: delivery.url });
    puller = await lender({ name: 'Pulling Credit' });
  });
  afterAll(async () => {
    await closeServices(services, { closeDb: false });
    await Promise.all([partner, delivery, quoting].map((f) => f?.close()));
  });

  /** The document's errors for `value` as its schema `name` (components.schemas). */
  const problems = (name: string, value: unknown) => {
    const schema = document.components.schemas[name];
    expect(schema, name).toBeDefined();
    return new Validator(schema!, '2020-12', false).validate(value).errors.map((e) => `${e.instanceLocation}: ${e.error}`);
  };
  const signatureFits = (webhook: string, header: unknown) => {
    const parameter = document.webhooks[webhook]!.post.parameters.find((p) => p.name === 'X-Naya-Signature')!;
    return new Validator(parameter.schema, '2020-12', false).validate(header).valid;
  };
  const bodies = (fake: { received: { body: string }[] }) => fake.received.map((r) => JSON.parse(r.body) as Json);
  const consentVersion = async () => ((await (await req('/api/consent')).json()) as { version: string }).version;

  it('the document has the four webhooks, each message schema with an example that fits it', () => {
    expect(Object.keys(document.webhooks).sort()).toEqual(['lenderDelivery', 'lenderNotice', 'lenderQuoteRequest', 'partnerPostback']);
    for (const name of [
      'PartnerPostback',
      'PartnerTestPostback',
      'LenderDelivery',
      'LenderNotice',
      'PulledLead',
      'QuoteRequest',
      'QuoteAnswer',
    ])
      expect(problems(name, (document.components.schemas[name] as Json).example), name).toEqual([]);
    // every field is described, for the reader of /docs/api/
    const undescribed: string[] = [];
    const walk = (node: unknown, where: string) => {
      if (!node || typeof node !== 'object') return;
      const properties = (node as { properties?: Record<string, Json> }).properties ?? {};
      for (const [name, property] of Object.entries(properties)) if (!property.description) undescribed.push(`${where}.${name}`);
      for (const [key, value] of Object.entries(node)) walk(value, key === 'properties' ? where : `${where}/${key}`);
    };
    for (const name of Object.keys(document.components.schemas).filter((n) => n !== 'Error')) walk(document.components.schemas[name], name);
    expect(undescribed).toEqual([]);
    // a field too many, or one missing, does not fit: the check can fail
    const example = (document.components.schemas.LenderNotice as Json).example as Json;
    expect(problems('LenderNotice', { ...example, phone: '0771234567' })).not.toEqual([]);
    const { idempotency_key: _, ...without } = example;
    expect(problems('LenderNotice', without)).not.toEqual([]);
  });

  it('a test postback as the partner receives it', async () => {
    const res = await req('/api/partner/postbacks/test', { method: 'POST', ...bearer(partnerKey) });
    expect(res.status).toBe(200);
    const [test] = bodies(partner);
    expect(test).toMatchObject({ event: 'test', provider_id: PROVIDER });
    expect(problems('PartnerTestPostback', test)).toEqual([]);
    expect(problems('PartnerPostback', test)).not.toEqual([]);
    expect(signatureFits('partnerPostback', partner.received[0]!.headers['x-naya-signature'])).toBe(true);
    expect(partner.received[0]!.headers['user-agent']).toBe('naya-postback/1');
  });

  it("a quote request, the docs' answer shown; the lead delivered with its quote, its postbacks; a withdrawal's notice", async () => {
    const asked = await req('/api/quotes', json({ ...NEED, birth_year: 1990, client_id: randomUUID() }));
    expect(asked.status).toBe(200);
    const answer = (await asked.json()) as { quote_request_id: string; quotes: { lender_id: string; source: string; apr: number }[] };
    const [request] = bodies(quoting);
    expect(problems('QuoteRequest', request)).toEqual([]);
    expect(signatureFits('lenderQuoteRequest', quoting.received[0]!.headers['x-naya-signature'])).toBe(true);
    expect(quoting.received[0]!.headers['user-agent']).toBe('naya-quote/1');
    // the answer docs/lenders.md shows is accepted and shown as it is
    expect(problems('QuoteAnswer', QUOTE_ANSWER_EXAMPLE)).toEqual([]);
    expect(answer.quotes.find((q) => q.lender_id === quoter.lender_id)).toMatchObject({ source: 'quote', apr: QUOTE_ANSWER_EXAMPLE.apr });

    const registered = await req(
      '/api/leads',
      json(
        validLead({
          ...NEED,
          client_id: randomUUID(),
          provider: PROVIDER,
          sub1: 'fb-ad-12',
          consent_version: await consentVersion(),
          quote_request_id: answer.quote_request_id,
          chosen: [quoter.lender_id],
        }),
      ),
    );
    expect(registered.status).toBe(201);
    const leadId = ((await registered.json()) as { lead_id: string }).lead_id;
    await waitFor('the delivery', () => delivery.received.length === 1);
    const [delivered] = bodies(delivery);
    // the ids as the document describes them
    const deliveryId = `${leadId}:${quoter.lender_id}`;
    expect(delivered).toMatchObject({
      event: 'lead_delivered',
      lead_id: leadId,
      lender_id: quoter.lender_id,
      delivery_id: deliveryId,
      idempotency_key: deliveryId,
    });
    expect(delivered!.quote).toMatchObject({ apr: QUOTE_ANSWER_EXAMPLE.apr, monthly_payment: QUOTE_ANSWER_EXAMPLE.monthly_payment });
    expect(problems('LenderDelivery', delivered)).toEqual([]);
    expect(signatureFits('lenderDelivery', delivery.received[0]!.headers['x-naya-signature'])).toBe(true);

    // the lender moves it: lead_created, then status_changed to the partner
    const moved = await req('/webhook', {
      ...form({ lead_id: leadId, state_type: 'approved' }),
      headers: { Authorization: `Bearer ${quoter.api_key}` },
    });
    expect(moved.status).toBe(204);
    await waitFor('both postbacks', () => bodies(partner).filter((b) => b.lead_id === leadId).length === 2);
    const postbacks = bodies(partner).filter((b) => b.lead_id === leadId);
    expect(postbacks.map((b) => [b.event, b.status])).toEqual([
      ['lead_created', 'new'],
      ['status_changed', 'approved'],
    ]);
    for (const postback of postbacks) {
      expect(problems('PartnerPostback', postback)).toEqual([]);
      expect(postback.idempotency_key).toBe(`${String(postback.event)}:${leadId}:${String(postback.status)}`);
    }
    expect(partner.received.every((r) => signatureFits('partnerPostback', r.headers['x-naya-signature']))).toBe(true);

    const withdrawn = await req(`/api/admin/subjects/${leadId}/withdraw`, { method: 'POST', headers: admin().headers });
    expect(withdrawn.status).toBe(200);
    await waitFor('the notice', () => bodies(delivery).some((b) => b.event === 'lead_withdrawn'));
    const notice = bodies(delivery).find((b) => b.event === 'lead_withdrawn');
    const noticeId = `lead_withdrawn:${leadId}:${quoter.lender_id}`;
    expect(notice).toMatchObject({ lead_id: leadId, notice_id: noticeId, idempotency_key: noticeId });
    expect(problems('LenderNotice', notice)).toEqual([]);
    expect(signatureFits('lenderNotice', delivery.received.at(-1)!.headers['x-naya-signature'])).toBe(true);
  }, 60_000);

  it("a lender's pull list: its leads and its notices", async () => {
    const registered = await req(
      '/api/leads',
      json(validLead({ client_id: randomUUID(), consent_version: await consentVersion(), email: null, purpose: null })),
    );
    expect(registered.status).toBe(201);
    const leadId = ((await registered.json()) as { lead_id: string }).lead_id;
    const pull = async () => (await (await req('/api/lender/leads', bearer(puller.api_key))).json()) as { leads: Json[]; notices: Json[] };
    await waitFor('the pulled lead', async () => (await pull()).leads.some((l) => l.lead_id === leadId));
    const lead = (await pull()).leads.find((l) => l.lead_id === leadId)!;
    expect(lead.quote).toBeNull();
    expect(problems('PulledLead', lead)).toEqual([]);
    expect(problems('LenderDelivery', lead)).not.toEqual([]); // without the push's envelope

    await req(`/api/admin/subjects?lead_id=${leadId}`, { method: 'DELETE', headers: admin().headers });
    await waitFor('the erasure notice', async () => (await pull()).notices.some((n) => n.event === 'lead_erased'));
    const answer = await pull();
    for (const notice of answer.notices) expect(problems('LenderNotice', notice)).toEqual([]);
    // and the whole answer fits the operation's documented 200, which names the same schemas
    const documented = (document as unknown as { paths: Record<string, Record<string, Json>> }).paths['/api/lender/leads']!.get!;
    const schema = ((documented.responses as Record<string, Json>)['200']!.content as Record<string, { schema: Schema }>)[
      'application/json'
    ]!.schema;
    const refused = { leads: [{ ...lead, delivery_id: 'x' }], notices: answer.notices };
    const fits = (value: unknown) => new Validator(schema, '2020-12', false).validate(value).valid;
    expect(fits({ leads: [lead], notices: answer.notices })).toBe(true);
    expect(fits(refused)).toBe(false);
  }, 60_000);
});
