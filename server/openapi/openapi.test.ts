// The OpenAPI document: valid OpenAPI 3.1, served at /api/openapi.json, and covering every call
// the app answers under /api/ and at /webhook, /set-token and /sl-feed (a route added without its
// `doc()` fails here, named).
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db';
import { appOn } from '../testing/app';
import { documentedRoutes } from './document';

const DOCUMENTED_OUTSIDE_API = ['/webhook', '/set-token', '/sl-feed'];

describe('the OpenAPI document', () => {
  let db: Db;
  let app: Awaited<ReturnType<typeof appOn>>['app'];
  beforeAll(async () => {
    db = await openDatabase({ dataDir: 'memory' });
    ({ app } = await appOn({ name: 'pglite', db }));
  });
  afterAll(() => db.close());

  it('documents every call under /api/ and /webhook, /set-token, /sl-feed', () => {
    const documented = documentedRoutes(app.routes);
    const calls = new Set(
      app.routes
        .filter((r) => r.method !== 'ALL' && (r.path.startsWith('/api/') || DOCUMENTED_OUTSIDE_API.includes(r.path)))
        .map((r) => `${r.method} ${r.path}`),
    );
    const missing = [...calls].filter((call) => !documented.has(call));
    expect(missing, `routes without a doc() marker (server/http/doc/describe.ts): ${missing.join(', ')}`).toEqual([]);
  });

  it('is served at /api/openapi.json and is valid OpenAPI 3.1', async () => {
    const res = await app.request('/api/openapi.json');
    expect(res.status).toBe(200);
    const document = await res.json();
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(document);
    expect(result.errors ?? [], JSON.stringify(result.errors, null, 1)?.slice(0, 2000)).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('states the constraints the server checks: bounded whole numbers, https URLs, origins, phones, days, years of birth', async () => {
    type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- a walk over the document
    const read = async (on: typeof app) => (await (await on.request('/api/openapi.json')).json()) as Json;
    const document = await read(app);
    const query = (doc: Json, path: string, name: string) =>
      (doc.paths[path].get.parameters as Json[]).find((p) => p.in === 'query' && p.name === name)!.schema;
    const body = (doc: Json, path: string, method = 'post') => doc.paths[path][method].requestBody.content['application/json'].schema;
    const matches = (schema: Json, value: string) => new RegExp(schema.pattern as string, 'u').test(value);

    // query numbers are whole numbers in their range, not a pattern of digits
    expect(query(document, '/api/partner/leads', 'limit')).toMatchObject({ type: 'integer', minimum: 1, maximum: 1000 });
    expect(query(document, '/api/console/leads', 'per_page')).toMatchObject({ type: 'integer', minimum: 1, maximum: 100 });
    expect(query(document, '/api/console/leads', 'per_page')).not.toHaveProperty('pattern');
    expect(query(document, '/api/console/payouts.csv', 'provider')).toMatchObject({ type: 'integer', minimum: 1 });

    // the URLs we call are https (http too on a development server), to a host; origins are origins
    const lender = body(document, '/api/admin/lenders').properties;
    const postbackUrl = body(document, '/api/admin/partners').properties.postback_url.anyOf[0];
    for (const url of [lender.delivery_url.anyOf[0], lender.quote_url.anyOf[0], postbackUrl]) {
      expect(matches(url, 'https://lender.example/naya/leads?x={lead_id}')).toBe(true);
      expect(matches(url, 'http://lender.example/naya/leads')).toBe(false);
      expect(matches(url, 'https://')).toBe(false);
      expect(url).not.toHaveProperty('x-outbound-url');
    }
    const origin = body(document, '/api/admin/partners').properties.allowed_origins.items;
    expect(['https://news.example', 'http://localhost:8080'].map((o) => matches(origin, o))).toEqual([true, true]);
    expect(['https://news.example/page', 'news.example'].map((o) => matches(origin, o))).toEqual([false, false]);
    const offer = body(document, '/api/console/offers').properties;
    expect([
      matches(offer.logo, '/logos/x.svg'),
      matches(offer.logo, '//evil.example/x.svg'),
      matches(offer.url, 'http://x.example'),
    ]).toEqual([true, false, false]);
    const local = await appOn({ name: 'pglite', db }, { ALLOW_HTTP_OUTBOUND: '1' });
    const development = body(await read(local.app), '/api/admin/lenders').properties.delivery_url.anyOf[0];
    expect(matches(development, 'http://127.0.0.1:9000/leads')).toBe(true);

    // a phone is a Sri Lankan mobile, as the lead's; a Poya day is a date; a year of birth gives an age of 18–75
    const phone = body(document, '/api/my/code').properties.phone;
    expect(['077 123 4567', '+94771234567', '0112345678'].map((p) => matches(phone, p))).toEqual([true, true, false]);
    expect(body(document, '/api/admin/poya-days').properties.day).toMatchObject({ type: 'string', format: 'date' });
    const year = new Date(Date.now() + 5.5 * 3600_000).getUTCFullYear();
    expect(body(document, '/api/quotes').properties.birth_year).toMatchObject({ type: 'integer', minimum: year - 74, maximum: year - 18 });
  });
});
