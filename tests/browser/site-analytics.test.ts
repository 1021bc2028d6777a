// The analytics service on the site, built for this file with a key (NAYA_ANALYTICS_ID): after
// analytics consent our tracked events reach it as its event log under our client id without
// hyphens. Its script address is intercepted in the browser and answered by a stand-in that keeps
// what its global API was given; nothing leaves the machine.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newOfflineSafeContext } from './support/browser';
import { startNayaServer, type NayaServer } from './support/servers';

const KEY = 'amp-test-key';
/** The service's script address (site/thirdparty/scripts.ts ANALYTICS_URL). */
const ANALYTICS_SCRIPT = /^https:\/\/cdn\.amplitude\.com\/libs\/analytics-browser-[\d.]+-min\.js\.gz$/;
let server: NayaServer;
let browser: Browser;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'naya-site-analytics-'));
  // scripts/start.ts builds into NAYA_DIST_DIR because nothing is built there yet.
  [server, browser] = await Promise.all([startNayaServer({ NAYA_DIST_DIR: dist, NAYA_ANALYTICS_ID: KEY }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(dist, { recursive: true, force: true });
});

/** What the service's script defines: its global API, here recording every call. */
const STAND_IN = `window.amplitude = {
  init: (...args) => window.__amplitudeCalls.push(['init', ...args]),
  track: (...args) => window.__amplitudeCalls.push(['track', ...args]),
};`;

async function pageWithService(): Promise<{ page: Page; scriptRequests: string[] }> {
  const context = await newOfflineSafeContext(browser);
  const page = await context.newPage();
  await page.addInitScript(() => ((window as unknown as { __amplitudeCalls: unknown[] }).__amplitudeCalls = []));
  const scriptRequests: string[] = [];
  await page.route(ANALYTICS_SCRIPT, (route) => {
    scriptRequests.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: STAND_IN });
  });
  return { page, scriptRequests };
}

const calls = (page: Page) => page.evaluate(() => (window as unknown as { __amplitudeCalls: unknown[][] }).__amplitudeCalls);
const clientId = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'client_id')!.value;

describe('analytics service', () => {
  it('gets our events after analytics consent, as its event log under client_id without hyphens', async () => {
    const { page, scriptRequests } = await pageWithService();
    await page.goto(`${server.origin}/en/`);
    await page.waitForLoadState('networkidle');
    expect(scriptRequests).toEqual([]); // nothing before a choice
    await page.getByRole('button', { name: 'Accept all' }).click();
    await expect.poll(() => calls(page)).toHaveLength(2);
    const userId = (await clientId(page)).replace(/-/g, '');
    expect(userId).toMatch(/^[0-9a-f]{32}$/);
    // The page view that led to the choice, then every later event.
    expect(await calls(page)).toEqual([
      ['init', KEY, userId, { defaultTracking: false }],
      ['track', 'page_view', { page: `${server.origin}/en/`, title: 'naya', lang: 'en', screen: 'home' }],
    ]);
    await page.locator('header a[href="/en/blog/"]').click();
    await page.waitForURL(`${server.origin}/en/blog/`);
    await expect
      .poll(async () => (await calls(page)).at(-1))
      .toEqual(['track', 'page_view', { page: `${server.origin}/en/blog/`, title: 'naya', lang: 'en', screen: 'blogList' }]);
    await page.locator('a[data-track="cta_apply_header"]').click();
    await expect.poll(async () => (await calls(page)).some((c) => c[1] === 'click')).toBe(true);
    expect((await calls(page)).find((c) => c[1] === 'click')).toEqual([
      'track',
      'click',
      { target: 'cta_apply_header', page: '/en/blog/' },
    ]);
    expect(scriptRequests).toHaveLength(1);
  });

  it('gets nothing, and is not even loaded, with necessary cookies only', async () => {
    const { page, scriptRequests } = await pageWithService();
    await page.goto(`${server.origin}/en/`);
    await page.getByRole('button', { name: 'Necessary only' }).click();
    await page.locator('header a[href="/en/blog/"]').click();
    await page.waitForURL(`${server.origin}/en/blog/`);
    await page.waitForLoadState('networkidle');
    expect(scriptRequests).toEqual([]);
    expect(await calls(page)).toEqual([]);
  });
});
