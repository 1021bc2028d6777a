// Issue 2 in a real browser: a partner page on one loopback origin loads loader.js from another.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newOfflineSafeContext } from './support/browser';
import { json, SITE_DIR, startTestServer, type TestServer } from './support/servers';

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const DAY = 24 * 3600;

let browser: Browser;
let naya: TestServer; // serves dist/site (loader.js) and records /api/event
let partner: TestServer; // the partner's landing page

beforeAll(async () => {
  naya = await startTestServer({
    staticDirs: [SITE_DIR],
    routes: { 'POST /api/event': (_req, res) => json(res, 202, { ok: true }) },
  });
  const page = (config: string) => (_req: unknown, res: import('node:http').ServerResponse) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="en"><head><title>Partner loans</title>
<script>window.nayaConfig = ${config}; window.naya = window.naya || [];</script>
<script async src="${naya.origin}/loader.js"></script></head><body><h1>Partner</h1></body></html>`);
  };
  partner = await startTestServer({
    routes: {
      'GET /landing/': page('{ countryId: 10, providerId: 4, sub1: "cfg-sub", src: "partner-src", cmp: "cfg-campaign" }'),
      'GET /next/': page('{ countryId: 10 }'),
      // Keys a careless partner could paste (or JSON could carry) that are Object.prototype's names.
      'GET /prototype-keys/': page(
        'JSON.parse(\'{"constructor": 1, "toString": "x", "__proto__": {"src": "p"}, "countryId": 10, "src": "own"}\')',
      ),
    },
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await naya?.close();
  await partner?.close();
});

describe('loader.js on a partner page', () => {
  it('sets the identity cookies and sends the page-view event with the exact payload', async () => {
    const context = await newOfflineSafeContext(browser);
    const page = await context.newPage();
    const before = Date.now() / 1000;
    await page.goto(`${partner.origin}/landing/?utm_source=google&utm_medium=cpc`, { referer: 'https://search.example/' });
    const request = await naya.waitFor((r) => r.path === '/api/event');

    const cookies = await context.cookies(partner.origin);
    const client = cookies.find((c) => c.name === 'client_id')!;
    const session = cookies.find((c) => c.name === 'session_id')!;
    expect(client.value).toMatch(V4);
    expect(session.value).toMatch(V4);
    expect(client.expires - before).toBeGreaterThan(180 * DAY - 60);
    expect(client.expires - before).toBeLessThan(180 * DAY + 60);
    expect(session.expires - before).toBeGreaterThan(30 * 60 - 60);
    expect(session.expires - before).toBeLessThan(30 * 60 + 60);
    expect(client.sameSite).toBe('Lax');
    expect(client.path).toBe('/');

    expect(request.headers['content-type']).toMatch(/^text\/plain/);
    const payload = JSON.parse(request.body);
    expect(payload).toEqual({
      event: 'page_view',
      page: `${partner.origin}/landing/`,
      title: 'Partner loans',
      event_id: expect.stringMatching(V4),
      utm_source: 'google', // the URL wins over the config's src/cmp
      utm_medium: 'cpc',
      provider: 4, // the page config's partner and country on every event, the page view included
      country: 10,
      sub1: 'cfg-sub',
      session_id: session.value,
      client_id: client.value,
      domain: '127.0.0.1',
      referer: 'https://search.example/',
    });
    await context.close();
  });

  it('keeps the visitor and session ids and the attribution on the next page of the visit', async () => {
    const context = await newOfflineSafeContext(browser);
    const page = await context.newPage();
    await page.goto(`${partner.origin}/landing/`);
    await naya.waitFor(
      (r) => r.path === '/api/event' && JSON.parse(r.body).page.endsWith('/landing/') && JSON.parse(r.body).utm_source === 'partner-src',
    );
    const seen = naya.requests.length;
    await page.goto(`${partner.origin}/next/`);
    const second = await naya.waitFor((r, i = naya.requests.indexOf(r)) => i >= seen && r.path === '/api/event');
    const payload = JSON.parse(second.body);
    const cookies = await context.cookies(partner.origin);
    expect(payload.client_id).toBe(cookies.find((c) => c.name === 'client_id')!.value);
    expect(payload.session_id).toBe(cookies.find((c) => c.name === 'session_id')!.value);
    expect(payload).toMatchObject({ utm_source: 'partner-src', utm_campaign: 'cfg-campaign' });
    await context.close();
  });
});

describe('a careless nayaConfig', () => {
  it('reads constructor, toString and __proto__ in nayaConfig as unknown fields: one warning, no error, the page view sent', async () => {
    const context = await newOfflineSafeContext(browser);
    const page = await context.newPage();
    const warnings: string[] = [];
    const errors: string[] = [];
    page.on('console', (m) => (m.type() === 'warning' ? warnings : m.type() === 'error' ? errors : []).push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${partner.origin}/prototype-keys/`);
    // `naya.ready` resolves only once the page view was sent: the server has it by then.
    await page.evaluate(() => (window as unknown as { naya: { ready: Promise<void> } }).naya.ready);
    const view = naya.requests.find((r) => r.path === '/api/event' && JSON.parse(r.body).page.endsWith('/prototype-keys/'));
    expect(JSON.parse(view!.body)).toMatchObject({ event: 'page_view', utm_source: 'own' });
    expect(warnings.filter((w) => w.startsWith('naya: ignored config field(s):'))).toEqual([
      'naya: ignored config field(s): constructor (unknown), toString (unknown), __proto__ (unknown)',
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
