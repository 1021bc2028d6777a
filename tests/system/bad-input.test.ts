// Bad input against every call of the HTTP API of docs/api.md: property-based
// (fast-check) in process with app.request() on an in-memory database for the many runs, then a
// smaller set over a real socket to a server child process, with raw node:net for HTTP that no
// client library would send. Never a 5xx, never a crash, every API refusal the JSON error shape,
// and every 2xx answer stored.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../server/db';
import { ADMIN, appOn, ROOT, validLead } from '../../server/testing/app';
import { isErrorShape } from './support/cannon';
import { startFakeGateway, type FakeGateway } from '../../server/sms/testing/fake-gateway';
import { startChild, UNLIMITED, type ChildServer } from '../../server/testing/child';
import { contentTypes, extraHeaders, formBodies, jsonBodies, queries, type Body } from './support/hostile';
import { rawExchange, RAW_CASES } from './support/raw-http';
import { tempDataDir } from './support/stored';

const LEAD_KEYS = Object.keys(validLead());
const EVENT_KEYS = [
  'event',
  'event_id',
  'client_id',
  'session_id',
  'domain',
  'referer',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_content',
  'utm_term',
];
const validEvent = () => ({ event: 'page_view', event_id: `bad-${Math.random()}`, client_id: 'c', page: '/' });
/** NAYA_FUZZ_SCALE=10 multiplies every property's runs (a longer hunt than npm test's). */
const runs = (n: number) => Math.round(n * (Number(process.env.NAYA_FUZZ_SCALE) || 1));
/** The built site, when there is one: /pixel/ is one of its pages. */
const DIST = existsSync(path.join(ROOT, 'dist/site/pixel/index.html')) ? 'dist' : undefined;

interface Endpoint {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  body?: fc.Arbitrary<Body>;
  /** Its refusals are the API's JSON error shape (the page answers with the site's pages instead). */
  jsonRefusals: boolean;
}

const LEAD_CLIENT = '0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e';

const ENDPOINTS: Endpoint[] = [
  { method: 'GET', path: '/sl-feed', jsonRefusals: true },
  { method: 'GET', path: '/feed/offers.json', jsonRefusals: true },
  { method: 'POST', path: '/webhook', body: formBodies(['lead_id', 'state_type']), jsonRefusals: true },
  { method: 'POST', path: '/set-token', body: formBodies(['token']), jsonRefusals: true },
  { method: 'POST', path: '/api/event', body: jsonBodies(validEvent, EVENT_KEYS), jsonRefusals: true },
  { method: 'POST', path: '/api/leads', body: jsonBodies(validLead, LEAD_KEYS), jsonRefusals: true },
  { method: 'GET', path: '/pixel/', jsonRefusals: false },
  { method: 'GET', path: '/api/health', jsonRefusals: true },
  { method: 'GET', path: '/api/admin/leads', jsonRefusals: true },
  { method: 'GET', path: '/api/admin/stats', jsonRefusals: true },
  { method: 'GET', path: '/api/consent', jsonRefusals: true },
  // LEAD: a stored lead's id (the SMS gateway is a loopback fake in process, verification off over the socket)
  { method: 'POST', path: '/api/leads/LEAD/otp', body: jsonBodies(() => ({ client_id: LEAD_CLIENT }), ['client_id']), jsonRefusals: true },
  {
    method: 'POST',
    path: '/api/leads/LEAD/verify',
    body: jsonBodies(() => ({ client_id: LEAD_CLIENT, code: '123456' }), ['client_id', 'code']),
    jsonRefusals: true,
  },
  { method: 'POST', path: '/api/admin/lenders', body: jsonBodies(() => ({ name: 'Bad Input Finance' }), ['name']), jsonRefusals: true },
  { method: 'GET', path: '/api/admin/lenders', jsonRefusals: true },
  { method: 'POST', path: '/api/admin/lenders/no-such-lender/key', jsonRefusals: true },
  {
    method: 'POST',
    path: '/api/admin/campaigns',
    body: jsonBodies(() => ({ content: { si: { title: 't', body: 'b', url: '/' } }, audience: {} }), ['content', 'audience']),
    jsonRefusals: true,
  },
  { method: 'GET', path: '/api/admin/campaigns/no-such-campaign', jsonRefusals: true },
  { method: 'GET', path: '/api/admin/audit', jsonRefusals: true },
  { method: 'GET', path: '/api/admin/subjects', jsonRefusals: true },
  {
    method: 'PATCH',
    path: '/api/admin/subjects/LEAD',
    body: jsonBodies(() => ({ full_name: 'Nimal Perera', amount: 60000 }), LEAD_KEYS),
    jsonRefusals: true,
  },
  { method: 'POST', path: '/api/admin/subjects/LEAD/withdraw', jsonRefusals: true },
  {
    method: 'POST',
    path: '/api/admin/partners',
    body: jsonBodies(
      () => ({
        provider_id: 4242,
        name: 'Bad Input Partner',
        postback_url: 'https://partner.example/pb',
        allowed_origins: ['https://partner.example'],
      }),
      ['provider_id', 'name', 'postback_url', 'allowed_origins'],
    ),
    jsonRefusals: true,
  },
  { method: 'GET', path: '/api/admin/partners', jsonRefusals: true },
  { method: 'GET', path: '/api/admin/partners/stats', jsonRefusals: true },
  { method: 'POST', path: '/api/admin/partners/4243/key', jsonRefusals: true },
  { method: 'POST', path: '/api/admin/partners/no-such-partner/secret', jsonRefusals: true },
  { method: 'GET', path: '/api/admin/partners/4243/postbacks', jsonRefusals: true },
  // with `admin` set these carry a partner's key (PARTNER_KEY) instead of the admin token
  { method: 'GET', path: '/api/partner/stats', jsonRefusals: true },
  { method: 'GET', path: '/api/partner/leads', jsonRefusals: true },
  { method: 'DELETE', path: '/api/admin/subjects', jsonRefusals: true }, // last: it may erase LEAD
];

/** The lead the verification calls are aimed at (created in each suite's beforeAll). */
let leadId = 'none-yet';
/** A partner account's key for the partner API (created in each suite's beforeAll). */
let partnerKey = 'none-yet';
const PARTNER_ACCOUNT = { provider_id: 4243, name: 'Hostile Figures', postback_url: 'https://partner.example/pb' };
const pathOf = (endpoint: Endpoint) => endpoint.path.replace('LEAD', leadId);

/** One hostile request for `endpoint`. */
function requests(endpoint: Endpoint) {
  return fc.record({
    query: queries,
    headers: extraHeaders,
    contentType: fc.option(contentTypes, { nil: undefined, freq: 2 }),
    body: endpoint.body ?? fc.constant(undefined),
    admin: fc.boolean(), // the right token, so the admin calls' own checks are reached too
  });
}

type Hostile = { query: string; headers: Record<string, string>; contentType?: string; body?: Body; admin: boolean };

function toInit(endpoint: Endpoint, r: Hostile): RequestInit {
  const headers = new Headers(r.headers);
  if (r.admin) headers.set('authorization', `Bearer ${endpoint.path.startsWith('/api/partner/') ? partnerKey : ADMIN}`);
  if (r.body !== undefined && !(r.body instanceof FormData))
    headers.set('content-type', endpoint.path.startsWith('/api/') && endpoint.path !== '/api/event' ? 'application/json' : 'text/plain');
  if (r.contentType !== undefined) headers.set('content-type', r.contentType);
  return { method: endpoint.method, headers, body: endpoint.method === 'POST' || endpoint.method === 'PATCH' ? (r.body ?? null) : null };
}

/** Asserts the contract on one answer; resolves its text. */
async function checkAnswer(endpoint: Endpoint, res: Response, what: string): Promise<string> {
  const text = await res.text();
  expect(res.status, `${what} → ${text.slice(0, 200)}`).toBeLessThan(500);
  if (res.status >= 400 && endpoint.jsonRefusals && res.status !== 431) {
    expect(res.headers.get('content-type'), what).toMatch(/^application\/json/);
    expect(isErrorShape(text), `${what} → ${text.slice(0, 200)}`).toBe(true);
  }
  return text;
}

/** A 2xx write must be stored (bad input loses nothing, and nothing is answered 2xx unstored). */
async function checkStored(db: Db, endpoint: Endpoint, status: number, text: string): Promise<void> {
  if (endpoint.path === '/api/event' && status === 202) {
    const { event_id } = JSON.parse(text) as { event_id: string };
    const rows = await db.query('select 1 from events where event_id = $1', [event_id]);
    expect(rows.length, `event ${JSON.stringify(event_id)} answered 202`).toBe(1);
  }
  if (endpoint.path === '/api/leads' && status === 201) {
    const { lead_id } = JSON.parse(text) as { lead_id: string };
    expect((await db.query('select 1 from leads where lead_id = $1', [lead_id])).length).toBe(1);
  }
}

describe('bad input in process (app.request, in-memory database)', () => {
  let app: Hono;
  let db: Db;
  let gateway: FakeGateway;
  beforeAll(async () => {
    db = await openDatabase({ dataDir: 'memory' });
    gateway = await startFakeGateway();
    const env: Record<string, string> = { ...UNLIMITED, ...gateway.env };
    if (DIST) env.NAYA_DIST_DIR = DIST;
    ({ app } = await appOn({ name: 'pglite', db }, env));
    const lead = await app.request('/api/leads', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(validLead({ client_id: LEAD_CLIENT })),
    });
    leadId = ((await lead.json()) as { lead_id: string }).lead_id;
    const account = await app.request('/api/admin/partners', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${ADMIN}` },
      body: JSON.stringify(PARTNER_ACCOUNT),
    });
    partnerKey = ((await account.json()) as { api_key: string }).api_key;
  });
  afterAll(async () => {
    await db?.close();
    await gateway?.close();
  });

  for (const endpoint of ENDPOINTS) {
    it(`${endpoint.method} ${endpoint.path}: never a 5xx, refusals in the error shape, 2xx stored`, async () => {
      await fc.assert(
        fc.asyncProperty(requests(endpoint), async (r) => {
          const url = `${pathOf(endpoint)}${r.query ? `?${r.query}` : ''}`;
          const res = await app.request(url, toInit(endpoint, r));
          const text = await checkAnswer(endpoint, res, `${endpoint.method} ${url}`);
          await checkStored(db, endpoint, res.status, text);
        }),
        { numRuns: runs(endpoint.body ? 120 : 60) },
      );
    }, 60_000);
  }

  it('any method on any endpoint: never a 5xx', async () => {
    const methods = fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'PROPFIND');
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ENDPOINTS), methods, fc.constantFrom(undefined, '{}', 'a=b'), async (endpoint, method, body) => {
        const init = {
          method,
          body: method === 'GET' || method === 'HEAD' ? undefined : body,
          headers: { Origin: 'https://evil.example' },
        };
        const res = await app.request(pathOf(endpoint), init);
        expect(res.status, `${method} ${endpoint.path}`).toBeLessThan(500);
      }),
      { numRuns: runs(80) },
    );
  }, 60_000);
});

describe('what the properties found (in process)', () => {
  let app: Hono;
  let db: Db;
  beforeAll(async () => {
    db = await openDatabase({ dataDir: 'memory' });
    ({ app } = await appOn({ name: 'pglite', db }, UNLIMITED));
  });
  afterAll(async () => {
    await db?.close();
  });
  const post = (url: string, body: string, type = 'text/plain') =>
    app.request(url, { method: 'POST', headers: { 'Content-Type': type }, body });

  it('stores an event holding NUL or lone surrogates (as U+FFFD), without failing the events batched with it', async () => {
    const poison = [
      JSON.stringify({ event: 'odd', event_id: 'odd-nul', '\u0000': 'a\u0000b' }),
      JSON.stringify({ event: 'odd\uD800', event_id: 'odd-surrogate', page: 'x\uDFFFy', nested: { '\uDBFF': ['\uD800'] } }),
      JSON.stringify({ event: 'odd', event_id: 'odd-escaped', page: '\\u0000 \\\\ud800 \\\u0000' }), // backslashes, not escapes
    ];
    const good = Array.from({ length: 20 }, (_, i) => JSON.stringify({ event: 'neighbour', event_id: `neighbour-${i}` }));
    // nested past the cap: refused on its own (jsonb this deep overflows the database's stack)
    const deep = `{"event":"odd","event_id":"odd-deep","deep":${'['.repeat(8000)}${']'.repeat(8000)}}`;
    const answers = await Promise.all([...poison, deep, ...good].map((body) => post('/api/event', body)));
    expect(answers.map((r) => r.status)).toEqual([...poison.map(() => 202), 400, ...good.map(() => 202)]);
    const rows = await db.query<{ event_id: string; event: string; data: Record<string, unknown> }>(
      "select event_id, event, data from events where event_id like 'odd-%' or event = 'neighbour' order by event_id",
    );
    expect(rows.length).toBe(poison.length + good.length);
    const byId = new Map(rows.map((r) => [r.event_id, r]));
    expect(byId.get('odd-nul')?.data).toMatchObject({ '\uFFFD': 'a\uFFFDb' });
    expect(byId.get('odd-escaped')?.data.page).toBe('\\u0000 \\\\ud800 \\\uFFFD');
    expect(byId.get('odd-surrogate')).toMatchObject({ event: 'odd\uFFFD', data: { page: 'x\uFFFDy', nested: { '\uFFFD': ['\uFFFD'] } } });
  });

  it('stores webhook and token forms holding NUL (as U+FFFD)', async () => {
    const form = new URLSearchParams({ lead_id: 'L\u0000', state_type: 'pixel', 'x\u0000': 'y\u0000' }).toString();
    expect((await post('/webhook', form, 'application/x-www-form-urlencoded')).status).toBe(204);
    const [hook] = await db.query<{ lead_id: string; data: Record<string, string> }>(
      "select lead_id, data from webhooks where state_type = 'pixel'",
    );
    expect(hook).toEqual({ lead_id: 'L\uFFFD', data: { lead_id: 'L\uFFFD', state_type: 'pixel', 'x\uFFFD': 'y\uFFFD' } });
    const token = new URLSearchParams({ token: 'tok\u0000en', domain: 'd\u0000' }).toString();
    expect((await post('/set-token', token, 'application/x-www-form-urlencoded')).status).toBe(204);
    expect(await db.query('select token, domain from push_tokens')).toEqual([{ token: 'tok\uFFFDen', domain: 'd\uFFFD' }]);
  });

  it('refuses a lead holding NUL or lone surrogates with 400 naming the field, or stores it', async () => {
    for (const [field, value] of [
      ['full_name', 'Nimal\u0000 Perera'],
      ['purpose', 'a\uD800b'],
      ['utm_source', '\u0000'],
      ['email', 'a\u0000@b.lk'],
      ['client_id', 'c\u0000'],
      ['session_id', '\uDC00'],
    ]) {
      const res = await post('/api/leads', JSON.stringify(validLead({ [field]: value })), 'application/json');
      const text = await res.text();
      expect([201, 400], `${field}: ${text}`).toContain(res.status);
      if (res.status === 400) expect(JSON.parse(text).error.fields).toHaveProperty(field);
    }
  });

  it('answers /sl-feed for a lead_id holding NUL or a lone surrogate 404 lead_not_found', async () => {
    for (const query of ['lead_id=%00', 'lead_id=a%00b', 'lead_id=%ED%A0%80', 'lead_id=%ED%B0%80x']) {
      const res = await app.request(`/sl-feed?${query}`);
      expect(res.status, query).toBe(404);
      expect((await res.json()).error.code).toBe('lead_not_found');
    }
  });

  it('refuses an admin limit or offset that is not a whole number ≥ 0 with 400 naming it', async () => {
    const admin = { headers: { Authorization: `Bearer ${ADMIN}` } };
    for (const [query, field] of [
      ['limit=0.5', 'limit'],
      ['limit=-5', 'limit'],
      ['offset=-1', 'offset'],
      ['offset=2.5', 'offset'],
      ['offset=99999999999999999999', 'offset'],
      ['limit=1e400', 'limit'],
    ]) {
      const res = await app.request(`/api/admin/leads?${query}`, admin);
      expect(res.status, query).toBe(400);
      expect(await res.json()).toMatchObject({ error: { code: 'validation_failed', fields: { [field]: 'invalid' } } });
    }
    for (const query of ['', 'limit=1', 'limit=20000', 'offset=0', 'limit=&offset=']) {
      expect((await app.request(`/api/admin/leads?${query}`, admin)).status, query).toBe(200);
    }
  });
});

describe('bad input over a real socket to a server process', () => {
  let server: ChildServer;
  let port: number;
  beforeAll(async () => {
    server = await startChild({ DATA_DIR: tempDataDir('bad-input'), DATABASE_URL: '', ...UNLIMITED });
    port = Number(new URL(server.origin).port);
    const account = await fetch(`${server.origin}/api/admin/partners`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${ADMIN}` },
      body: JSON.stringify(PARTNER_ACCOUNT),
    });
    expect(account.status).toBe(201);
    partnerKey = ((await account.json()) as { api_key: string }).api_key;
  });
  afterAll(async () => {
    await server?.stop('SIGKILL');
  });

  for (const c of RAW_CASES) {
    it(`raw HTTP, ${c.name}: ${c.status === undefined ? 'no 5xx' : c.status === null ? 'no answer, no harm' : c.status}`, async () => {
      const answer = await rawExchange(port, c.parts, c.waitMs);
      if (c.status !== undefined) expect(answer.status, answer.body.slice(0, 200)).toBe(c.status);
      if (answer.status !== null) expect(answer.status).toBeLessThan(500);
      if (c.api && answer.status !== null && answer.status >= 400) expect(isErrorShape(answer.body), answer.body).toBe(true);
    });
  }

  it('hostile requests over fetch to every endpoint: never a 5xx, refusals in the error shape', async () => {
    const hostile = fc.constantFrom(...ENDPOINTS).chain((endpoint) => requests(endpoint).map((r) => ({ endpoint, r })));
    await fc.assert(
      fc.asyncProperty(hostile, async ({ endpoint, r }) => {
        const { 'content-length': _framing, ...headers } = r.headers; // fetch frames the body itself
        const url = `${server.origin}${pathOf(endpoint)}${r.query ? `?${r.query}` : ''}`;
        const res = await fetch(url, toInit(endpoint, { ...r, headers })).catch((error: Error) => {
          throw new Error(
            `fetch ${endpoint.method} ${url.slice(0, 100)} failed: ${error.message} (${String((error.cause as Error | undefined)?.message)}), body ${typeof r.body === 'string' ? r.body.length : r.body?.constructor.name}, headers ${JSON.stringify(headers).slice(0, 300)}`,
          );
        });
        await checkAnswer(endpoint, res, `${endpoint.method} ${url.slice(0, 200)}`);
      }),
      { numRuns: runs(60) },
    );
  }, 60_000);

  it('is still up and healthy afterwards, and logged no unexpected error', async () => {
    const health = await fetch(`${server.origin}/api/health`);
    expect(health.status).toBe(200);
    expect(server.child.exitCode).toBeNull();
    expect(server.output()).not.toMatch(/unexpected error|uncaught|unhandled/i);
  });
});
