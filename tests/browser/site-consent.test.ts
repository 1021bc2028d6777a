// Third parties wait for consent, and /transition/ forwards only to known offers. The site is
// built for this file with tag-manager and pixel ids configured (NAYA_GTM_ID, NAYA_FB_PIXEL_ID);
// their requests are intercepted in the browser and never leave the machine.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newOfflineSafeContext } from './support/browser';
import { startNayaServer, type NayaServer } from './support/servers';

let server: NayaServer;
let browser: Browser;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'naya-site-consent-'));
  // scripts/start.ts builds into NAYA_DIST_DIR because nothing is built there yet.
  [server, browser] = await Promise.all([
    startNayaServer({ NAYA_DIST_DIR: dist, NAYA_GTM_ID: 'GTM-TEST1', NAYA_FB_PIXEL_ID: '1234567890' }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(dist, { recursive: true, force: true });
});

/** A page whose third-party requests are answered locally and recorded. */
async function pageWithThirdParties(): Promise<{ page: Page; seen: string[] }> {
  const context = await newOfflineSafeContext(browser);
  const page = await context.newPage();
  const seen: string[] = [];
  await page.route(/googletagmanager\.com|connect\.facebook\.net/, (route) => {
    seen.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: '/* stand-in */' });
  });
  return { page, seen };
}

describe('cookie consent gates third parties', () => {
  it('loads nothing before a choice or with necessary only', async () => {
    const { page, seen } = await pageWithThirdParties();
    await page.goto(`${server.origin}/en/`);
    await page.waitForLoadState('networkidle');
    expect(seen).toEqual([]);
    await page.getByRole('button', { name: 'Necessary only' }).click();
    await page.waitForTimeout(500);
    expect(seen).toEqual([]);
    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(seen).toEqual([]);
  });

  it('loads the tag manager after analytics consent and the pixel only after marketing consent', async () => {
    const { page, seen } = await pageWithThirdParties();
    await page.goto(`${server.origin}/`);
    await page.getByRole('button', { name: 'කැමති ඒවා තෝරන්න' }).click();
    await page.getByRole('checkbox', { name: 'විශ්ලේෂණ' }).check();
    await page.getByRole('button', { name: 'මගේ තේරීම සුරකින්න' }).click();
    await expect.poll(() => seen).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-TEST1']);
    const cookie = (await page.context().cookies()).find((c) => c.name === 'cookie_consent')!;
    expect(JSON.parse(decodeURIComponent(cookie.value))).toEqual({ necessary: true, analytics: true, marketing: false });
    expect((cookie.expires * 1000 - Date.now()) / 86_400_000).toBeCloseTo(365, 0);
    await page.waitForTimeout(300);
    expect(seen.some((u) => u.includes('facebook'))).toBe(false);
    // Fingerprinting waited for the analytics consent and runs now.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('fingerprint'))).toMatch(/^[0-9a-f]{64}$/);

    await page.locator('footer button').click(); // cookie settings
    await page.getByRole('button', { name: 'සියල්ල පිළිගන්න' }).click();
    await expect.poll(() => seen.some((u) => u === 'https://connect.facebook.net/en_US/fbevents.js')).toBe(true);
  });
});

describe('/transition/', () => {
  it('records the click and forwards to the known offer URL with the click id', async () => {
    const context = await newOfflineSafeContext(browser);
    const page = await context.newPage();
    await page.route('https://nelum-quick-cash.example/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>lender</title>' }),
    );
    const event = page.waitForRequest((r) => r.url().endsWith('/api/event') && (r.postData() ?? '').includes('"offer_click"'));
    await page.goto(`${server.origin}/en/transition/?offer_id=nelum-quick-cash`);
    const body = JSON.parse((await event).postData()!);
    expect(body).toMatchObject({ event: 'offer_click', offer_id: 'nelum-quick-cash' });
    await page.waitForURL(/^https:\/\/nelum-quick-cash\.example\/apply\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('click_id')).toBe(body.click_id);
  });

  it('never forwards to an address from the query (no open redirect)', async () => {
    const context = await newOfflineSafeContext(browser);
    const page = await context.newPage();
    const outside: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith(server.origin)) outside.push(r.url());
    });
    for (const query of ['offer_id=https://evil.example/', 'offer_id=nope&url=https://evil.example/', 'url=https://evil.example/']) {
      await page.goto(`${server.origin}/en/transition/?${query}`);
      await expect.poll(() => page.locator('h1').textContent()).toBe('We could not find this offer. It may have ended.');
    }
    await page.waitForTimeout(1200);
    expect(page.url().startsWith(server.origin)).toBe(true);
    expect(outside).toEqual([]);
  });
});
