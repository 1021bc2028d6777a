// Issue 4 in a real browser: the push prompt chunk on a page, the real Firebase SDK and our service
// worker. Headless Chromium has no push service, so PushManager.subscribe is replaced in the page
// and Google's Installations and FCM registration endpoints are answered by request routing:
// nothing leaves the machine.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newOfflineSafeContext } from './support/browser';
import { buildDist, FCM_TOKEN, firebaseEnv, installFirebaseFakes, PROJECT } from './support/firebase-fakes';
import { startTestServer, type TestServer } from './support/servers';

/** The lead's proof this page holds (localStorage `leadToken`). */
const LEAD_TOKEN = 'token-of-lead-42-0123456789abcdefghijklmno';

const LINUX_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const WINDOWS_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const SINHALA_MESSAGE = 'ඔබේ මුදල් පැවරුමේ තත්ත්වය දැන ගැනීමට දැනුම්දීම්වලට ඉඩ දෙන්න.';
const SINHALA_ALLOW = 'ඉඩ දෙන්න';
const SINHALA_REJECT = 'ප්\u200dරතික්ෂේප කරන්න';

let dist: string;
let pushChunk: string;
let browser: Browser;
let server: TestServer;

const fixture = (chunk: string) => (_req: unknown, res: ServerResponse) => {
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
  res.end(`<!doctype html><html lang="en"><head><title>Partner</title></head><body><h1>Partner loans</h1>
<script type="module">
  import { startPush } from '/${chunk}';
  window.__responses = [];
  addEventListener('pushResponse', (e) => window.__responses.push(e.detail.value));
  new MutationObserver(() => {
    if (!window.__shownAt && document.querySelector('naya-push-prompt')) window.__shownAt = performance.now();
  }).observe(document.body, { childList: true });
  window.__startedAt = performance.now();
  window.__handle = startPush({ country: 10, provider: 3, src: 'config-src', leadGenHost: location.origin, eventsHost: location.origin, sortingHost: location.origin });
</script></body></html>`);
};

async function openPage(options: BrowserContextOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newOfflineSafeContext(browser, { userAgent: LINUX_UA, serviceWorkers: 'allow', ...options });
  await installFirebaseFakes(context);
  const page = await context.newPage();
  await page.goto(`${server.origin}/fixture.html?utm_source=newsletter&utm_campaign=spring`);
  return { context, page };
}

/** What the fixture page records on `window`. */
type Fixture = Window & { __responses: string[]; __startedAt: number; __shownAt: number };

const dialog = (page: Page) => page.locator('naya-push-prompt [role="dialog"]');
const buttonTexts = (page: Page) => page.locator('naya-push-prompt .actions button').allTextContents();
const storage = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'naya-push-'));
  await buildDist({ NAYA_DIST_DIR: dist, ...firebaseEnv() });
  pushChunk = JSON.parse(readFileSync(path.join(dist, 'build-info.json'), 'utf8')).chunks.push;
  server = await startTestServer({
    staticDirs: [path.join(dist, 'site')],
    routes: {
      'GET /fixture.html': fixture(pushChunk),
      // as the server answers: tied to the lead only with that lead's token (docs/push.md "Tokens")
      'POST /set-token': (_req, res, body) => {
        const tied = body.includes(LEAD_TOKEN) ? { 'X-Naya-Lead-Tied': '1' } : {};
        res.writeHead(204, { 'Access-Control-Allow-Origin': '*', 'Access-Control-Expose-Headers': 'X-Naya-Lead-Tied', ...tied });
        res.end();
      },
    },
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (dist) rmSync(dist, { recursive: true, force: true });
});

describe('push prompt in Chromium', () => {
  it('appears about 1 s after startPush, in Sinhala for country 10, Allow last on Linux', async () => {
    const { context, page } = await openPage();
    await dialog(page).waitFor({ timeout: 15_000 });
    const { startedAt, shownAt } = await page.evaluate(() => ({
      startedAt: (window as unknown as Fixture).__startedAt,
      shownAt: (window as unknown as Fixture).__shownAt,
    }));
    expect(shownAt - startedAt).toBeGreaterThanOrEqual(995);
    expect(shownAt - startedAt).toBeLessThan(4000);
    await expect(page.locator('naya-push-prompt .msg').textContent()).resolves.toBe(SINHALA_MESSAGE);
    expect(await buttonTexts(page)).toEqual([SINHALA_REJECT, SINHALA_ALLOW]);
    expect(await dialog(page).getAttribute('lang')).toBe('si');
    // Fixed to the viewport: the host page's layout does not move.
    const host = await page.locator('naya-push-prompt').boundingBox();
    expect(host?.height ?? 0).toBe(0);
    await context.close();
  });

  it('puts Allow first under a Windows user agent', async () => {
    const { context, page } = await openPage({ userAgent: WINDOWS_UA });
    await dialog(page).waitFor({ timeout: 15_000 });
    expect(await buttonTexts(page)).toEqual([SINHALA_ALLOW, SINHALA_REJECT]);
    await context.close();
  });

  it('Reject stores both markers and dispatches No', async () => {
    const { context, page } = await openPage();
    await dialog(page).waitFor({ timeout: 15_000 });
    await page.locator('naya-push-prompt .reject').click();
    await page.waitForFunction(() => (window as unknown as Fixture).__responses.length > 0);
    expect(await page.evaluate(() => (window as unknown as Fixture).__responses)).toEqual(['No']);
    expect(await storage(page, 'push_token')).toBe('CANCELLED BY USER');
    expect(await storage(page, 'push_token_updated')).toBe('CANCELLED BY USER');
    expect(await page.locator('naya-push-prompt').count()).toBe(0);
    expect(server.requests.filter((r) => r.path === '/set-token')).toHaveLength(0);
    await context.close();
  });

  it('Allow with notifications granted: active service worker, canned token sent to /set-token with every field', async () => {
    const { context, page } = await openPage();
    await dialog(page).waitFor({ timeout: 15_000 });
    await context.grantPermissions(['notifications'], { origin: server.origin });
    await page.evaluate((leadToken) => {
      localStorage.setItem('leadId', 'lead-42');
      localStorage.setItem('leadToken', leadToken);
    }, LEAD_TOKEN);
    await page.locator('naya-push-prompt .allow').click();

    const request = await server.waitFor((r) => r.path === '/set-token', 30_000);
    const form = await new Response(request.body, { headers: { 'content-type': String(request.headers['content-type']) } }).formData();
    const clientId = (await context.cookies(server.origin)).find((c) => c.name === 'client_id')?.value;
    expect(request.headers.cookie).toBeUndefined(); // credentials: 'omit'
    expect(Object.fromEntries(form.entries())).toEqual({
      token: FCM_TOKEN,
      ga_client_id: clientId,
      domain: '127.0.0.1',
      lead_id: 'lead-42',
      lead_token: LEAD_TOKEN,
      country: '10',
      provider: '3',
      utm_source: 'newsletter',
      utm_medium: '',
      utm_campaign: 'spring',
      utm_content: '',
      utm_term: '',
    });

    await page.waitForFunction(() => (window as unknown as Fixture).__responses.length > 0, undefined, { timeout: 30_000 });
    expect(await page.evaluate(() => (window as unknown as Fixture).__responses)).toEqual(['Yes']);
    expect(await storage(page, 'push_token')).toBe(FCM_TOKEN);
    expect(await storage(page, 'push_accepted')).toBe('true');
    expect(await storage(page, 'push_token_updated')).toBe('true');
    const worker = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration('/firebase-cloud-messaging-push-scope');
      return { state: registration?.active?.state, script: registration?.active?.scriptURL };
    });
    expect(worker).toEqual({ state: 'activated', script: `${server.origin}/firebase-messaging-sw.js` });
    await context.close();
  });
});

describe('push build output', () => {
  const site = () => path.join(dist, 'site');
  // `import{a}from"./x.js"` and the bare `import"./x.js"`, not `import("./x.js")`.
  const staticImports = (file: string) =>
    [...readFileSync(path.join(site(), file), 'utf8').matchAll(/(?:from|import)"\.\/([^"]+)"/g)].map((m) => `chunks/${m[1]}`);

  it('keeps the prompt chunk and its static imports within 4 KB gzip, without Firebase', () => {
    const files = [pushChunk, ...staticImports(pushChunk)];
    const code = files.map((f) => readFileSync(path.join(site(), f), 'utf8')).join('\n');
    expect(gzipSync(code, { level: 9 }).length).toBeLessThanOrEqual(4096);
    expect(code).not.toContain('googleapis.com'); // Firebase loads only after Allow
    expect(code).not.toContain(PROJECT); // nor do its settings
  });

  it('bundles Firebase into the service worker instead of importing it from a CDN', () => {
    const worker = readFileSync(path.join(site(), 'firebase-messaging-sw.js'), 'utf8');
    expect(worker).not.toContain('importScripts');
    expect(worker).toContain(PROJECT);
  });

  it('serves the worker from the site root with a JavaScript content type', async () => {
    const response = await fetch(`${server.origin}/firebase-messaging-sw.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
  });
});
