import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { offersSchema, rankOffersForLead, type Offer } from '../../../common/domain';
import { loadOffers } from '../index';
import { describeEachBackend } from '../../testing/backends';
import { appOn, json, ROOT, validLead } from '../../testing/app';

const offersFile = JSON.parse(readFileSync(path.join(ROOT, 'content/offers.json'), 'utf8')) as Offer[];

it('content/offers.json is 8–12 valid demo offers with varied terms', () => {
  const offers = offersSchema.parse(offersFile);
  expect(offers.length).toBeGreaterThanOrEqual(8);
  expect(offers.length).toBeLessThanOrEqual(12);
  expect(offers.every((o) => o.demo === true && /fictional lender/.test(o.licence))).toBe(true);
  expect(new Set(offers.map((o) => o.rate_type))).toEqual(new Set(['flat', 'reducing']));
  expect(offers.some((o) => o.first_loan_free)).toBe(true);
  expect(offers.some((o) => !o.first_loan_free)).toBe(true);
  expect(offers.every((o) => o.url.includes('{lead_id}') && o.url.includes('{click_id}'))).toBe(true);
  expect(new Set(offers.map((o) => o.approval_minutes)).size).toBeGreaterThan(5);
});

it('refuses to start on a broken offers file, naming the offer and field', () => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'naya-offers-')), 'offers.json');
  writeFileSync(file, JSON.stringify([{ ...offersFile[0], url: 'javascript:alert(1)' }]));
  expect(() => loadOffers(file)).toThrow(/invalid offers: 0\.url: url must be https/);
  writeFileSync(file, JSON.stringify([offersFile[0], offersFile[0]]));
  expect(() => loadOffers(file)).toThrow(/offer_id must be unique|appears twice/);
  writeFileSync(file, '[{');
  expect(() => loadOffers(file)).toThrow(/not readable JSON/);
});

describeEachBackend('offer feeds', (get) => {
  it('sends the feed compressed to clients that accept it (it is read on every offers page)', async () => {
    const { app } = await appOn(get());
    const plain = await app.request('/feed/offers.json');
    const br = await app.request('/feed/offers.json', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    const gz = await app.request('/feed/offers.json', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    const text = await plain.text();
    const brBody = Buffer.from(await br.arrayBuffer());
    expect(brotliDecompressSync(brBody).toString()).toBe(text);
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(text);
    expect(brBody.length).toBeLessThan(text.length / 3);
  });

  it('serves the first-loan-free feed configuration with only those offers, in file order', async () => {
    const { app } = await appOn(get());
    const res = await app.request('/feed/first-loan-free.json', { headers: { Origin: 'https://partner.example' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const offers = (await res.json()) as Offer[];
    expect(offers.map((o) => o.offer_id)).toEqual(offersFile.filter((o) => o.first_loan_free).map((o) => o.offer_id));
    expect(offers.length).toBeGreaterThan(0);
  });

  it('serves the offers at /feed/offers.json, readable from any origin', async () => {
    const { app } = await appOn(get());
    const res = await app.request('/feed/offers.json', { headers: { Origin: 'https://partner.example' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(await res.json()).toEqual(offersFile);
  });

  it('ranks the offer ids for a stored lead: fitting first, by cost, then approval', async () => {
    const { app, services } = await appOn(get());
    const lead = validLead({ amount: 20000, term_days: 30, monthly_income: 22000 });
    const { lead_id } = await (await app.request('/api/leads', json(lead))).json();
    const res = await app.request(`/sl-feed?lead_id=${lead_id}&country=10&utm_source=fb`, {
      headers: { Origin: 'https://partner.example' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const ids = (await res.json()) as string[];
    expect(ids.sort()).toEqual(offersFile.map((o) => o.offer_id).sort());
    const age = new Date().getFullYear() - 1990 - (new Date() < new Date(new Date().getFullYear(), 4, 2) ? 1 : 0);
    const expected = rankOffersForLead(services.offers, { amount: 20000, termDays: 30, age, monthlyIncome: 22000 }).map((o) => o.offer_id);
    expect(await (await app.request(`/sl-feed?lead_id=${lead_id}`)).json()).toEqual(expected);
    // 22,000 a month is below these lenders' minimum: they come after every fitting offer
    const unfit = offersFile.filter((o) => o.min_income > 22000).map((o) => o.offer_id);
    expect(expected.slice(-unfit.length).sort()).toEqual(unfit.sort());
  });

  it('answers 404 lead_not_found for an unknown lead_id and 400 without one', async () => {
    const { app } = await appOn(get());
    const unknown = await app.request('/sl-feed?lead_id=00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error.code).toBe('lead_not_found');
    const missing = await app.request('/sl-feed');
    expect(missing.status).toBe(400);
    expect((await missing.json()).error).toMatchObject({ code: 'validation_failed', fields: { lead_id: 'required' } });
  });
});
