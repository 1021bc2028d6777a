// Issue 43 item 18 in Chromium, on a partner page with the real loader.js built with push on: the
// prompt's language (nayaConfig.lang, else the country's, never the host page's <html lang>), a
// real Chromium profile that refuses cookies (one id per page), `push_accepted` on a granted Allow
// that got no token, and the lead re-send tried at most once per lead a day.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROME_PATH, launchBrowser, newOfflineSafeContext } from './support/browser';
import { buildDist, firebaseEnv, installFirebaseFakes } from './support/firebase-fakes';
import { startTestServer, type Handler, type TestServer } from './support/servers';

const LINUX_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const LEAD_TOKEN = 'token-of-lead-1-0123456789abcdefghijklmnop';
const COPY = {
  si: { allow: 'ඉඩ දෙන්න', message: 'ඔබේ මුදල් පැවරුමේ තත්ත්වය දැන ගැනීමට දැනුම්දීම්වලට ඉඩ දෙන්න.' },
  en: { allow: 'Allow', message: 'Allow notifications to track the status of a money transfer.' },
};

let dist: string;
let browser: Browser;
let server: TestServer;

/** A partner page: `?html=` is its `<html lang>`, `?config=` its nayaConfig as JSON. */
const partnerPage: Handler = (req, res) => {
  const query = new URL(req.url ?? '/', 'http://x').searchParams;
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(`<!doctype html><html lang="${query.get('html') ?? 'en'}"><head><meta charset="utf-8"><title>Partner</title></head><body>
<h1>Partner loans</h1>
<script>
  window.__responses = [];
  addEventListener('pushResponse', (e) => window.__responses.push(e.detail.value));
  window.nayaConfig = ${query.get('config') ?? '{}'};
  window.naya = window.naya || [];
</script>
<script async src="/loader.js"></script>
</body></html>`);
};

const url = (config: object, html = 'en') =>
  `${server.origin}/partner.html?html=${html}&config=${encodeURIComponent(JSON.stringify(config))}`;
const prompt = (page: Page) => page.locator('naya-push-prompt [role="dialog"]');
const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);
const booted = (page: Page) => page.waitForFunction(() => (window as unknown as { naya?: { loaded?: boolean } }).naya?.loaded);
const events = () => server.requests.filter((r) => r.path === '/api/event').map((r) => JSON.parse(r.body));
const setTokens = () => server.requests.filter((r) => r.path === '/set-token');

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'naya-loader-rules-'));
  await buildDist({ NAYA_DIST_DIR: dist, ...firebaseEnv() });
  server = await startTestServer({
    staticDirs: [path.join(dist, 'site')],
    routes: {
      'GET /partner.html': partnerPage,
      'POST /api/event': (_req, res) => {
        res.writeHead(202, { 'Access-Control-Allow-Origin': '*', 'Content-Type': 'application/json' });
        res.end('{"ok":true}');
      },
      // as the server answers: stored, but tied to the lead only with that lead's proof
      'POST /set-token': (_req, res, body) => {
        const tied = body.includes(LEAD_TOKEN) ? { 'X-Naya-Lead-Tied': '1' } : {};
        res.writeHead(204, { 'Access-Control-Allow-Origin': '*', 'Access-Control-Expose-Headers': 'X-Naya-Lead-Tied', ...tied });
        res.end();
      },
      // this origin serves no push worker: an Allow here gets no token
      'GET /firebase-messaging-sw.js': (_req, res) => {
        res.writeHead(404, { 'Content-Type': 'text/html' });
        res.end('<h1>Not found</h1>');
      },
    },
  });
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (dist) rmSync(dist, { recursive: true, force: true });
});

describe("the prompt's language on a partner page", () => {
  const cases: [string, object, string, keyof typeof COPY | 'ta'][] = [
    ['a country-10 page with <html lang="en"> gets Sinhala', { countryId: 10, push: 'prompt' }, 'en', 'si'],
    ['<html lang="ta-LK"> without nayaConfig.lang: still the country\'s Sinhala', { countryId: 10, push: 'prompt' }, 'ta-LK', 'si'],
    ['nayaConfig.lang wins over the country', { countryId: 10, lang: 'en', push: 'prompt' }, 'si-LK', 'en'],
    ['nayaConfig.lang "ta" on an English page: Tamil', { countryId: 10, lang: 'ta', push: 'prompt' }, 'en', 'ta'],
  ];
  for (const [label, config, html, lang] of cases) {
    it(label, async () => {
      const context = await newOfflineSafeContext(browser, { userAgent: LINUX_UA });
      const page = await context.newPage();
      await page.goto(url(config, html));
      await prompt(page).waitFor({ timeout: 15_000 });
      expect(await prompt(page).getAttribute('lang')).toBe(lang);
      if (lang !== 'ta') {
        expect(await page.locator('naya-push-prompt .allow').textContent()).toBe(COPY[lang].allow);
        expect(await page.locator('naya-push-prompt .msg').textContent()).toBe(COPY[lang].message);
      }
      await context.close();
    });
  }
});

describe('a Chromium profile that blocks cookies', () => {
  it('every event of a page carries one client_id and one session_id; the next page gets its own', async () => {
    // A real profile with "Block all cookies" (Chromium's content setting): document.cookie writes
    // are dropped silently and localStorage throws.
    const profile = mkdtempSync(path.join(tmpdir(), 'naya-no-cookies-'));
    mkdirSync(path.join(profile, 'Default'));
    writeFileSync(
      path.join(profile, 'Default', 'Preferences'),
      JSON.stringify({ profile: { default_content_setting_values: { cookies: 2 } } }),
    );
    const context: BrowserContext = await chromium.launchPersistentContext(profile, {
      executablePath: CHROME_PATH,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    });
    try {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      const before = events().length;
      await page.goto(url({ countryId: 10, providerId: 4, push: 'off' }));
      await booted(page);
      await page.evaluate(async () => {
        const naya = (window as unknown as { naya: { ready: Promise<void>; track(n: string): Promise<unknown> } }).naya;
        await naya.ready;
        await naya.track('offer_click');
        await naya.track('offer_click');
      });
      expect(await page.evaluate(() => document.cookie)).toBe(''); // the browser really refused them
      const first = events().slice(before);
      expect(first.map((e) => e.event)).toEqual(['page_view', 'offer_click', 'offer_click']);
      expect(new Set(first.map((e) => e.client_id)).size).toBe(1);
      expect(new Set(first.map((e) => e.session_id)).size).toBe(1);
      expect(first[0].client_id).not.toBe(first[0].session_id);
      expect(new Set(first.map((e) => e.event_id)).size).toBe(3); // each event still its own id

      await page.reload();
      await booted(page);
      await page.evaluate(() => (window as unknown as { naya: { ready: Promise<void> } }).naya.ready);
      const second = events().slice(before + 3);
      expect(second.map((e) => e.event)).toEqual(['page_view']);
      expect(second[0].client_id).not.toBe(first[0].client_id); // nothing could be kept: one id per page
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('push answers and the lead re-send', () => {
  it('records push_accepted when permission is granted, though no worker gave a token', async () => {
    const context = await newOfflineSafeContext(browser, { userAgent: LINUX_UA, serviceWorkers: 'allow' });
    await installFirebaseFakes(context);
    const page = await context.newPage();
    await page.goto(url({ countryId: 10, push: 'prompt' })); // this origin serves no worker
    await prompt(page).waitFor({ timeout: 15_000 });
    await context.grantPermissions(['notifications'], { origin: server.origin }); // the visitor will say yes
    await page.locator('naya-push-prompt .allow').click();
    await page.waitForFunction(() => (window as unknown as { __responses: string[] }).__responses.length > 0, undefined, {
      timeout: 15_000,
    });
    expect(await page.evaluate(() => (window as unknown as { __responses: string[] }).__responses)).toEqual(['No']);
    expect(await stored(page, 'push_accepted')).toBe('true');
    expect(await stored(page, 'push_token')).toBe('CONFIRMED BY USER');
    await context.close();
  });

  it('tries a lead whose token the server does not tie at most once a day, however many pages are viewed', async () => {
    const context = await newOfflineSafeContext(browser, { userAgent: LINUX_UA, serviceWorkers: 'allow' });
    await installFirebaseFakes(context);
    await context.grantPermissions(['notifications'], { origin: server.origin });
    // A visitor with a push token and a lead whose stored proof the server does not know.
    await context.addInitScript(() => {
      if (localStorage.getItem('push_token')) return;
      localStorage.setItem('push_token', 'fcm-token-of-this-browser');
      localStorage.setItem('leadId', 'lead-1');
      localStorage.setItem('leadToken', 'a-stale-proof-the-server-does-not-know');
    });
    const page = await context.newPage();
    const sentForLead = () => setTokens().filter((r) => r.body.includes('lead-1')).length;
    const before = sentForLead();
    for (let view = 0; view < 3; view++) {
      await page.goto(url({ countryId: 10, push: 'prompt' }));
      await booted(page);
      if (view === 0) await server.waitFor((r) => r.path === '/set-token' && r.body.includes('lead-1'));
      await page.waitForTimeout(1500); // the push chunk's page-load check had its chance
    }
    expect(sentForLead() - before).toBe(1);
    expect(await stored(page, 'push_token_updated')).toBeNull(); // not tied: a later day tries again

    // A day later (the recorded attempt is a day old), with the right proof: tried again, and tied.
    await page.evaluate((token) => {
      const last = JSON.parse(localStorage.getItem('push_token_resent')!);
      localStorage.setItem('push_token_resent', JSON.stringify({ ...last, at: last.at - 24 * 3600 * 1000 }));
      localStorage.setItem('leadToken', token);
    }, LEAD_TOKEN);
    await page.goto(url({ countryId: 10, push: 'prompt' }));
    await page.waitForFunction(() => localStorage.getItem('push_token_updated') === 'true', undefined, { timeout: 15_000 });
    expect(sentForLead() - before).toBe(2);
    await context.close();
  }, 60_000);
});
