// Issue 11, item 5, in Chromium: on our own site the push prompt asks about the visitor's loan
// request, and its message, buttons, title and close label are in the page's language. Partners
// keep the spec's per-country copy (tests/browser/push.test.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newOfflineSafeContext } from './support/browser';
import { buildDist, firebaseEnv, installFirebaseFakes } from './support/firebase-fakes';
import { startTestServer, type TestServer } from './support/servers';

const EXPECTED = {
  '/': {
    lang: 'si',
    message: 'ඔබේ ණය ඉල්ලීමේ තත්ත්වය දැන ගැනීමට දැනුම්දීම්වලට ඉඩ දෙන්න.',
    buttons: ['ප්\u200dරතික්ෂේප කරන්න', 'ඉඩ දෙන්න'],
    title: 'දැනුම්දීම්',
    close: 'වසන්න',
  },
  '/en/': {
    lang: 'en',
    message: 'Allow notifications to follow the status of your loan request.',
    buttons: ['Reject', 'Allow'],
    title: 'Notifications',
    close: 'Close',
  },
  '/ta/': {
    lang: 'ta',
    message: 'உங்கள் கடன் கோரிக்கையின் நிலையை அறிய அறிவிப்புகளை அனுமதியுங்கள்.',
    buttons: ['நிராகரிக்கவும்', 'அனுமதிக்கவும்'],
    title: 'அறிவிப்புகள்',
    close: 'மூடவும்',
  },
};

let dist: string;
let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'naya-push-site-'));
  await buildDist({ NAYA_DIST_DIR: dist, ...firebaseEnv() });
  server = await startTestServer({ staticDirs: [path.join(dist, 'site')] });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (dist) rmSync(dist, { recursive: true, force: true });
});

describe("the site's own push prompt", () => {
  for (const [pagePath, expected] of Object.entries(EXPECTED)) {
    it(`${pagePath}: asks about the loan request, all of it in ${expected.lang}`, async () => {
      const context = await newOfflineSafeContext(browser, { serviceWorkers: 'allow' });
      await installFirebaseFakes(context);
      const page = await context.newPage();
      await page.goto(`${server.origin}${pagePath}`);
      const dialog = page.locator('naya-push-prompt [role="dialog"]');
      await dialog.waitFor({ timeout: 20_000 });
      expect({
        lang: await dialog.getAttribute('lang'),
        message: await page.locator('naya-push-prompt .msg').textContent(),
        buttons: await page.locator('naya-push-prompt .actions button').allTextContents(),
        title: await page.locator('naya-push-prompt .title').textContent(),
        close: await page.locator('naya-push-prompt .close').getAttribute('aria-label'),
      }).toEqual(expected);
      await context.close();
    });
  }
});
