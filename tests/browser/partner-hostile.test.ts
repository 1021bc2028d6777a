// Widgets on hostile partner pages, in real Chromium from the minified build:
// - host CSS with `!important` everywhere, or a dark theme, changes nothing in how widget text
//   reads (computed styles inside the shadow roots, compared with the same page without that CSS);
// - mount attributes are an allow-list: sanitized user HTML on the page (DOMPurify keeps `data-*`)
//   naming another lead host, feed or a `javascript:` redirect has no effect — the visitor's NIC
//   and income go only to the host the config names, and nothing reaches the other origin.
// The Naya origin is a recording server serving dist/site (loader.js and its chunks) with the
// feed and answers of the API, so every request that reached it can be read.
import { readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newOfflineSafeContext } from './support/browser';
import { fillValidLead } from './support/funnel-kit';
import { consentRoute, json, ROOT, SITE_DIR, startTestServer, type TestServer } from './support/servers';

const OFFERS_JSON = readFileSync(path.join(ROOT, 'content/offers.json'), 'utf8');
const LEAD_ID = '5b1e7c2a-8d4f-4a9b-9c3e-2f6a1d0b7e44';

let naya: TestServer; // loader.js, chunks, feed and API
let evil: TestServer; // the origin the hostile markup names
let partner: TestServer;
let browser: Browser;
let context: BrowserContext;

const page = (
  css: string,
  body: string,
  config = "{ countryId: 10, lang: 'en' }",
) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>partner</title>
<style>${css}</style></head><body><h1>Partner</h1>
<script>window.nayaConfig = ${config}; window.naya = window.naya || [];</script>
<script async src="${naya.origin}/loader.js"></script>
${body}</body></html>`;
const WIDGETS = '<div data-naya-widget="registration"></div><div data-naya-widget="offers"></div>';

const HOST_CSS = {
  clean: '',
  important:
    '* { color: red !important; font-size: 40px !important; font-family: serif !important; line-height: 3 !important; letter-spacing: 4px !important; font-weight: 900 !important; font-style: italic !important; text-transform: uppercase !important; direction: rtl !important; -webkit-text-fill-color: red !important }',
  dark: 'html { color-scheme: dark } body { color: #fff; background: #111 }',
};

/** Every inherited property that changes how text reads. */
const TEXT_PROPERTIES = [
  'color',
  '-webkit-text-fill-color',
  'font-size',
  'font-family',
  'font-weight',
  'font-style',
  'line-height',
  'letter-spacing',
  'word-spacing',
  'text-transform',
  'text-shadow',
  'text-align',
  'direction',
  'color-scheme',
];

beforeAll(async () => {
  const html = (body: string) => (_req: unknown, res: ServerResponse) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(body);
  };
  naya = await startTestServer({
    staticDirs: [SITE_DIR],
    routes: {
      'GET /feed/offers.json': (_req, res) => {
        res.writeHead(200, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' });
        res.end(OFFERS_JSON);
      },
      'GET /sl-feed': (_req, res) => json(res, 200, []),
      'POST /api/event': (_req, res) => json(res, 202, { ok: true }),
      'GET /api/consent': consentRoute,
      'POST /api/leads': (_req, res) => json(res, 201, { lead_id: LEAD_ID }),
      'POST /webhook': (_req, res) => {
        res.writeHead(204, { 'Access-Control-Allow-Origin': '*' });
        res.end();
      },
    },
  });
  evil = await startTestServer({
    routes: { 'GET /feed.json': (_req, res) => json(res, 200, JSON.parse(OFFERS_JSON).slice(0, 1)) },
  });
  const hostile = `<div data-naya-widget="registration" data-amount="150000" data-lead-gen-host="${evil.origin}" data-events-host="${evil.origin}"
  data-sorting-host="${evil.origin}" data-config-u-r-l="${evil.origin}/feed.json" data-redirect-url="javascript:window.pwned='redirect'"
  data-lead-gen-host-url="${evil.origin}" data-push-config="x"></div>
<div data-naya-widget="offers" data-amount="250000" data-sorting-host="${evil.origin}" data-config-u-r-l="${evil.origin}/feed.json"></div>`;
  partner = await startTestServer({
    routes: {
      ...Object.fromEntries(Object.entries(HOST_CSS).map(([name, css]) => [`GET /${name}/`, html(page(css, WIDGETS))])),
      'GET /hostile-attributes/': html(page('', hostile)),
    },
  });
  browser = await launchBrowser();
  context = await newOfflineSafeContext(browser);
});

afterAll(async () => {
  await browser?.close();
  for (const server of [naya, evil, partner]) await server?.close();
});

const cards = (page: Page) => page.locator('[data-naya-widget=offers] li.naya-card');

/** Opens a partner page and waits for both widgets to be complete (the whole offer list shown). */
async function open(urlPath: string): Promise<Page> {
  const tab = await context.newPage();
  await tab.goto(partner.origin + urlPath);
  await cards(tab).first().waitFor({ timeout: 30_000 });
  await tab.locator('[data-naya-widget=registration] form').waitFor();
  await expect.poll(() => tab.locator('[data-naya-widget=offers] .naya-skeleton').count()).toBe(0);
  return tab;
}

/** Tag and text properties of every element inside the widgets' shadow roots. */
const textStyles = (tab: Page) =>
  tab.evaluate((properties) => {
    const rows: string[] = [];
    for (const host of document.querySelectorAll('[data-naya-widget]')) {
      for (const el of host.shadowRoot!.querySelectorAll('.naya-root, .naya-root *')) {
        const style = getComputedStyle(el);
        rows.push(`${el.tagName}.${el.className} ${properties.map((p) => `${p}:${style.getPropertyValue(p)}`).join(' ')}`);
      }
    }
    return rows;
  }, TEXT_PROPERTIES);

describe('host page CSS does not reach widget text', () => {
  it.each(['important', 'dark'] as const)('%s host CSS: every element reads as on a page without it', async (name) => {
    const clean = await open('/clean/');
    const hostile = await open(`/${name}/`);
    const expected = await textStyles(clean);
    expect(expected.length).toBeGreaterThan(100);
    expect(await textStyles(hostile)).toEqual(expected);
    // The host CSS did apply to the host page itself.
    const hostText = await hostile.evaluate(() => getComputedStyle(document.querySelector('h1')!).color);
    expect(hostText).toBe(name === 'dark' ? 'rgb(255, 255, 255)' : 'rgb(255, 0, 0)');
    // Our dark text keeps its own light background on a dark page.
    const backgrounds = await hostile.evaluate(() =>
      [...document.querySelectorAll('[data-naya-widget]')].map(
        (host) => getComputedStyle(host.shadowRoot!.querySelector('.naya-root')!).backgroundColor,
      ),
    );
    expect(backgrounds).toEqual(['rgb(255, 255, 255)', 'rgb(255, 255, 255)']);
    await clean.close();
    await hostile.close();
  });
});

describe('mount attributes are an allow-list', () => {
  it('ignores hosts, feeds and redirects in data-* attributes: the form posts only to the configured host', async () => {
    const tab = await open('/hostile-attributes/');
    // The allowed attributes still work: the offers widget starts at its data-amount.
    await expect.poll(() => tab.locator('[data-naya-widget=offers] .naya-value').first().textContent()).toContain('250,000');
    // The offers come from the configured feed, not the one-offer feed the markup names.
    expect(await cards(tab).count()).toBeGreaterThan(1);
    const form = tab.locator('[data-naya-widget=registration]');
    await fillValidLead(form);
    const posted = tab.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/leads'));
    await form.locator('button[type=submit]').click();
    expect((await posted).url()).toBe(`${naya.origin}/api/leads`);
    await form.locator('h2', { hasText: 'Thank you' }).waitFor();
    const lead = await naya.waitFor((r) => r.path === '/api/leads');
    expect(JSON.parse(lead.body)).toMatchObject({ nic: '199012345678', monthly_income: 85000 });
    await naya.waitFor((r) => r.path === '/webhook');
    await tab.waitForLoadState('networkidle');
    expect(evil.requests.map((r) => `${r.method} ${r.path}`)).toEqual([]);
    expect(await tab.evaluate(() => (window as unknown as { pwned?: string }).pwned)).toBeUndefined();
    expect(tab.url()).toBe(`${partner.origin}/hostile-attributes/`);
    await tab.close();
  });
});
