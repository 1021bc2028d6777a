// Issue 11, items 1–4, in Chromium: a partner page with the real loader.js and `nayaConfig.push`,
// on origins that serve our worker, answer 404 for it, or answer every path with their HTML page.
// The real Firebase SDK runs against Google's endpoints answered by request routing (support/
// firebase-fakes.ts); headless Chromium answers an unanswerable permission request with a block.
import { readdirSync, readFileSync, mkdtempSync, rmSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG_NO_WORKER } from '../../loader/push/constants';
import { launchBrowser, newOfflineSafeContext } from './support/browser';
import { buildDist, FCM_TOKEN, firebaseEnv, installFirebaseFakes } from './support/firebase-fakes';
import { startTestServer, type Handler, type TestServer } from './support/servers';

const LINUX_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';
const WORKER = '/firebase-messaging-sw.js';
const CANCELLED = 'CANCELLED BY USER';

let dist: string;
let firebaseChunk: string; // the chunk with the Firebase SDK: loads only after Allow, with a worker
let browser: Browser;
const servers: Record<'worker' | 'missing' | 'html', TestServer> = {} as never;

/** A partner page: its own "notify me" button wired to `custom` mode as README shows it. */
const partnerPage: Handler = (req, res) => {
  const push = new URL(req.url ?? '/', 'http://x').searchParams.get('push');
  const value = push === null ? undefined : push === 'false' ? false : push;
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
  res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner</title></head><body>
<h1>Partner loans</h1>
<button id="notify" hidden>Notify me about my loan</button>
<script>
  window.__responses = [];
  window.__customEvents = 0;
  addEventListener('pushResponse', (e) => window.__responses.push(e.detail.value));
  addEventListener('nayaPushPrompt', (event) => {
    window.__customEvents++;
    const prompt = event.detail;
    const button = document.getElementById('notify');
    button.hidden = false;
    button.onclick = () => prompt.accept();
  });
  window.nayaConfig = ${JSON.stringify({ country: 10, provider: 3, push: value })};
  window.naya = window.naya || [];
</script>
<script async src="/loader.js"></script>
</body></html>`);
};

const noStore = (status: number, type: string, body: string) => (_req: unknown, res: ServerResponse) => {
  res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store' });
  res.end(body);
};

const answer204: Handler = (_req, res) => {
  res.writeHead(204, { 'Access-Control-Allow-Origin': '*' });
  res.end();
};

function partnerServer(worker: Handler): Promise<TestServer> {
  return startTestServer({
    staticDirs: [path.join(dist, 'site')],
    routes: { 'GET /partner.html': partnerPage, [`GET ${WORKER}`]: worker, 'POST /set-token': answer204, 'POST /api/event': answer204 },
  });
}

interface Visit {
  context: BrowserContext;
  page: Page;
  warnings: string[];
}

async function visit(server: TestServer, push: string | null, iPhone = false): Promise<Visit> {
  const context = await newOfflineSafeContext(browser, { userAgent: iPhone ? IPHONE_UA : LINUX_UA, serviceWorkers: 'allow' });
  await installFirebaseFakes(context);
  // Safari on iPhone outside a Home-Screen web app: no PushManager at all
  if (iPhone) await context.addInitScript(() => delete (window as unknown as Record<string, unknown>).PushManager);
  const page = await context.newPage();
  const warnings: string[] = [];
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  await page.goto(`${server.origin}/partner.html${push === null ? '' : `?push=${push}`}`);
  return { context, page, warnings };
}

const prompt = (page: Page) => page.locator('naya-push-prompt [role="dialog"]');
const responses = (page: Page) => page.evaluate(() => (window as unknown as { __responses: string[] }).__responses);
const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);
const requests = (server: TestServer, pathname: string) => server.requests.filter((r) => r.path === pathname).length;
/** Waits until the loader booted and the push decision had time to show a prompt (1 s after boot). */
const settled = (page: Page) =>
  page.waitForFunction(() => (window as unknown as { naya?: { loaded?: boolean } }).naya?.loaded).then(() => page.waitForTimeout(2500));

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'naya-push-modes-'));
  await buildDist({ NAYA_DIST_DIR: dist, ...firebaseEnv() });
  const chunks = path.join(dist, 'site', 'chunks');
  firebaseChunk = `/chunks/${readdirSync(chunks).find((f) => readFileSync(path.join(chunks, f), 'utf8').includes('firebaseinstallations.googleapis.com'))}`;
  const workerCode = readFileSync(path.join(dist, 'site', 'firebase-messaging-sw.js'), 'utf8');
  servers.worker = await partnerServer(noStore(200, 'text/javascript; charset=utf-8', workerCode));
  servers.missing = await partnerServer(noStore(404, 'text/html; charset=utf-8', '<h1>Not found</h1>'));
  servers.html = await partnerServer(noStore(200, 'text/html; charset=utf-8', '<!doctype html><h1>Partner loans</h1>'));
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await Promise.all(Object.values(servers).map((s) => s.close()));
  if (dist) rmSync(dist, { recursive: true, force: true });
});

describe('push unset: our prompt only where the page serves the worker', () => {
  it('shows our prompt when the origin serves the worker as JavaScript, and checks once per session', async () => {
    const before = requests(servers.worker, WORKER);
    const { context, page, warnings } = await visit(servers.worker, null);
    await prompt(page).waitFor({ timeout: 15_000 });
    expect(requests(servers.worker, WORKER) - before).toBe(1);
    await page.reload();
    await prompt(page).waitFor({ timeout: 15_000 });
    expect(requests(servers.worker, WORKER) - before).toBe(1); // the session's answer is reused
    expect(warnings.filter((w) => w.startsWith('naya'))).toEqual([]);
    expect(requests(servers.worker, firebaseChunk)).toBe(0);
    await context.close();
  });

  for (const [label, server] of [
    ['answers 404 for the worker', 'missing'],
    ['answers every path with its HTML page', 'html'],
  ] as const) {
    it(`offers nothing, warns once and loads no Firebase when the origin ${label}`, async () => {
      const before = requests(servers[server], WORKER);
      const { context, page, warnings } = await visit(servers[server], null);
      await settled(page);
      expect(await prompt(page).count()).toBe(0);
      expect(warnings.filter((w) => w.startsWith('naya'))).toEqual([MSG_NO_WORKER]);
      await expect(
        page.evaluate(() => (window as unknown as { naya: { pushPrompt(): Promise<unknown> } }).naya.pushPrompt()),
      ).resolves.toEqual({ showCustom: false, status: 'no-worker' });
      await page.reload();
      await settled(page);
      expect(await prompt(page).count()).toBe(0);
      expect(requests(servers[server], WORKER) - before).toBe(1);
      expect(requests(servers[server], firebaseChunk)).toBe(0);
      await context.close();
    });
  }
});

describe('iPhone Safari outside a Home-Screen web app (no PushManager)', () => {
  for (const push of [null, 'prompt', 'custom'] as const) {
    it(`push ${push ?? 'unset'}: no prompt, no Firebase, and one console line saying why`, async () => {
      const server = servers.worker;
      const before = requests(server, WORKER);
      const { context, page, warnings } = await visit(server, push, true);
      await settled(page);
      expect(await page.evaluate(() => 'PushManager' in window)).toBe(false);
      expect(await prompt(page).count()).toBe(0);
      expect(warnings.filter((w) => w.startsWith('naya') || w.startsWith('Firebase'))).toEqual([
        'Firebase not supported this browser: Safari on iPhone and iPad delivers web push only to a site added to the Home Screen',
      ]);
      await expect(
        page.evaluate(() => (window as unknown as { naya: { pushPrompt(): Promise<unknown> } }).naya.pushPrompt()),
      ).resolves.toEqual({ showCustom: false, status: 'unsupported' });
      expect(await page.evaluate(() => (window as unknown as { __customEvents: number }).__customEvents)).toBe(0);
      expect(requests(server, WORKER)).toBe(before); // nothing asked of the page's origin
      expect(requests(server, firebaseChunk)).toBe(0);
      await context.close();
    });
  }
});

describe("push: 'prompt' on a page without the worker", () => {
  it('Allow answers No exactly once, sends nothing, and later page views that day neither register nor load Firebase', async () => {
    const server = servers.missing;
    const before = requests(server, WORKER);
    const { context, page } = await visit(server, 'prompt');
    await prompt(page).waitFor({ timeout: 15_000 });
    await context.grantPermissions(['notifications'], { origin: server.origin }); // the visitor will say yes
    expect(requests(server, WORKER)).toBe(before); // 'prompt': the partner said so, no check
    await page.locator('naya-push-prompt .allow').click();
    await page.waitForFunction(() => (window as unknown as { __responses: string[] }).__responses.length > 0, undefined, {
      timeout: 15_000,
    });
    await page.waitForTimeout(2000);
    expect(await responses(page)).toEqual(['No']);
    expect(await stored(page, 'push_token')).toBe('CONFIRMED BY USER'); // the visitor's Allow is kept
    expect(requests(server, WORKER)).toBe(before + 1); // the registration attempt
    expect(requests(server, '/set-token')).toBe(0);
    expect(requests(server, firebaseChunk)).toBe(0);

    await page.reload();
    await settled(page);
    expect(requests(server, WORKER)).toBe(before + 1); // retried at most once a day
    expect(requests(server, firebaseChunk)).toBe(0);
    expect(await responses(page)).toEqual([]);
    await context.close();
  });
});

describe("push: 'custom', the partner's own button", () => {
  it('no prompt of ours; nayaPushPrompt and naya.pushPrompt() hand over accept, which asks from the click and ends in one Yes', async () => {
    const server = servers.worker;
    const { context, page } = await visit(server, 'custom');
    await page.locator('#notify').waitFor({ state: 'visible', timeout: 15_000 });
    await context.grantPermissions(['notifications'], { origin: server.origin }); // the visitor will say yes
    const result = await page.evaluate(async () => {
      const r = (await (window as unknown as { naya: { pushPrompt(): Promise<Record<string, unknown>> } }).naya.pushPrompt()) as Record<
        string,
        unknown
      >;
      return Object.fromEntries(Object.entries(r).map(([k, v]) => [k, typeof v]));
    });
    expect(result).toEqual({ showCustom: 'boolean', accept: 'function', decline: 'function', dismiss: 'function' });
    await page.waitForTimeout(1500);
    expect(await prompt(page).count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __customEvents: number }).__customEvents)).toBe(1);

    await page.locator('#notify').click();
    await page.locator('#notify').click(); // a second click changes nothing
    const request = await server.waitFor((r) => r.path === '/set-token', 30_000);
    const form = await new Response(request.body, { headers: { 'content-type': String(request.headers['content-type']) } }).formData();
    expect(form.get('token')).toBe(FCM_TOKEN);
    await page.waitForFunction(() => (window as unknown as { __responses: string[] }).__responses.length > 0, undefined, {
      timeout: 30_000,
    });
    await page.waitForTimeout(1500);
    expect(await responses(page)).toEqual(['Yes']);
    expect(await stored(page, 'push_token')).toBe(FCM_TOKEN);
    expect(requests(server, '/set-token')).toBe(1);
    await context.close();
  });
});

describe('a browser block leaves the same markers whichever way the visitor was asked', () => {
  const ways = {
    'our prompt': async (page: Page) => {
      await prompt(page).waitFor({ timeout: 15_000 });
      await page.locator('naya-push-prompt .allow').click();
    },
    custom: async (page: Page) => {
      await page.locator('#notify').waitFor({ state: 'visible', timeout: 15_000 });
      await page.locator('#notify').click();
    },
    native: async () => {},
  };
  const modes = { 'our prompt': 'prompt', custom: 'custom', native: 'native' } as const;
  for (const [way, allow] of Object.entries(ways)) {
    it(`${way}: one No, CANCELLED BY USER in both markers, nothing sent`, async () => {
      const server = servers.worker;
      const sentBefore = requests(server, '/set-token');
      const { context, page } = await visit(server, modes[way as keyof typeof modes]);
      await allow(page);
      await page.waitForFunction(() => (window as unknown as { __responses: string[] }).__responses.length > 0, undefined, {
        timeout: 15_000,
      });
      await page.waitForTimeout(1500);
      expect(await responses(page)).toEqual(['No']);
      expect(await page.evaluate(() => Notification.permission)).toBe('denied');
      expect(await stored(page, 'push_token')).toBe(CANCELLED);
      expect(await stored(page, 'push_token_updated')).toBe(CANCELLED);
      expect(requests(server, '/set-token')).toBe(sentBefore);
      await context.close();
    });
  }
});

describe("push: 'off' or false", () => {
  for (const value of ['off', 'false']) {
    it(`${value}: never offers, does not even load the push chunk`, async () => {
      const server = servers.worker;
      const chunk = `/${JSON.parse(readFileSync(path.join(dist, 'build-info.json'), 'utf8')).chunks.push}`;
      const before = requests(server, chunk);
      const { context, page } = await visit(server, value);
      await settled(page);
      expect(await prompt(page).count()).toBe(0);
      expect(requests(server, chunk)).toBe(before);
      await expect(
        page.evaluate(() => (window as unknown as { naya: { pushPrompt(): Promise<unknown> } }).naya.pushPrompt()),
      ).resolves.toEqual({ showCustom: false, status: 'off' });
      await context.close();
    });
  }
});

describe('a build without Firebase settings (push compiled off)', () => {
  let plain: string;
  let server: TestServer;

  beforeAll(async () => {
    plain = mkdtempSync(path.join(tmpdir(), 'naya-push-off-'));
    const env: Record<string, string> = { NAYA_DIST_DIR: plain };
    for (const key of Object.keys(firebaseEnv())) env[key] = ''; // not inherited from the environment
    await buildDist(env);
    server = await startTestServer({
      staticDirs: [path.join(plain, 'site')],
      routes: { 'GET /partner.html': partnerPage, 'POST /api/event': answer204 },
    });
  });

  afterAll(async () => {
    await server?.close();
    if (plain) rmSync(plain, { recursive: true, force: true });
  });

  it("naya.pushPrompt() answers showCustom false, status 'off', even in custom mode", async () => {
    const { context, page } = await visit(server, 'custom');
    await settled(page);
    await expect(
      page.evaluate(() => (window as unknown as { naya: { pushPrompt(): Promise<unknown> } }).naya.pushPrompt()),
    ).resolves.toEqual({ showCustom: false, status: 'off' });
    expect(await page.evaluate(() => (window as unknown as { __customEvents: number }).__customEvents)).toBe(0);
    expect(requests(server, WORKER)).toBe(0);
    await context.close();
  });
});
