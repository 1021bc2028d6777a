// Every page of the site in real Chromium, in every language, and the not-found pages: none
// throws or logs an error while loading and hydrating, and each links to the same page in every
// other language (landing pages included). The page list is the build's own manifest. The
// borrower's page once more on a server with SMS sign-in on, signed out: its sign-in form, no error.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, ConsoleMessage } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGS, localeOf } from '../../common/lang';
import { langOfPath, localize, switchLangPath } from '../../site/routes';
import { launchBrowser, newOfflineSafeContext, waitForHydration } from './support/browser';
import { startFakeGateway, type FakeGateway } from '../../server/sms/testing/fake-gateway';
import { SITE_DIR, startNayaServer, type NayaServer } from './support/servers';

const manifestFile = path.join(SITE_DIR, '_naya', 'manifest.json');
if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: build the site first (npm run build)`);
const PAGES = Object.keys((JSON.parse(readFileSync(manifestFile, 'utf8')) as { pages: Record<string, string> }).pages);
const NOT_FOUND = LANGS.flatMap((lang) => [localize('/no-such-page/', lang), localize('/blog/no-such-article/', lang)]);

let server: NayaServer;
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  // Every page in every language from one address within a minute or two: far past the per-address
  // event limit a real visitor (or a carrier's NAT) needs, so this server lifts it.
  [server, browser] = await Promise.all([startNayaServer({ EVENT_RATE_LIMIT: '100000' }), launchBrowser()]);
  context = await newOfflineSafeContext(browser);
  // A stored cookie choice keeps the notice closed; third parties stay off.
  await context.addCookies([
    { name: 'cookie_consent', value: encodeURIComponent('{"necessary":true,"analytics":false,"marketing":false}'), url: server.origin },
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/**
 * Opens `pathname` and reports what is wrong with it: a page error or console error while it
 * loads, hydrates and its widgets arrive; another status; language links that are missing or lead
 * elsewhere than the same page in each other language.
 */
async function problemsOf(pathname: string, status: number, origin = server.origin, ready?: string): Promise<string[]> {
  const page = await context.newPage();
  const problems: string[] = [];
  const url = origin + pathname;
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    // Chromium logs the document's own 404 status; that status is the not-found page's job.
    if (status === 404 && message.location().url === url && message.text().includes('status of 404')) return;
    problems.push(`console error: ${message.text()} (${message.location().url})`);
  });
  try {
    const response = await page.goto(url);
    if (response?.status() !== status) problems.push(`status ${response?.status()}, not ${status}`);
    await waitForHydration(page, 45_000);
    await page.waitForLoadState('networkidle'); // the widgets' lazy chunks and feeds have arrived
    if (ready) await page.locator(ready).waitFor({ timeout: 20_000 });
    for (const lang of LANGS) {
      const expected = switchLangPath(pathname, lang) === pathname ? null : switchLangPath(pathname, lang);
      const hrefs = await page.locator(`a[hreflang="${localeOf(lang)}"]`).evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      if (expected && !hrefs.includes(expected)) problems.push(`no link to ${expected} (${lang}): ${JSON.stringify(hrefs)}`);
      if (!expected && hrefs.length) problems.push(`links to its own language: ${JSON.stringify(hrefs)}`);
    }
  } finally {
    await page.close();
  }
  return problems;
}

/** Checks `paths` a few at a time; returns the problems of each page that has any. */
async function checkAll(paths: string[], status: number): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  const queue = [...paths];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const problems = await problemsOf(next, status);
      if (problems.length) found[next] = problems;
    }
  };
  await Promise.all([worker(), worker(), worker()]);
  return found;
}

it('the page list covers every route in every language, landing pages included', () => {
  for (const lang of LANGS) {
    for (const route of ['/', '/blog/', '/offers/', '/reg/', '/transition/', '/landing/offers/', '/landing/offers2/'])
      expect(PAGES).toContain(localize(route, lang));
  }
});

describe.each(LANGS)('pages in %s', (lang) => {
  const own = PAGES.filter((p) => langOfPath(p) === lang);

  it('load and hydrate without a page or console error, and link to the same page in the other languages', async () => {
    expect(own.length).toBeGreaterThan(10);
    expect(await checkAll(own, 200)).toEqual({});
  }, 240_000);

  it('not found: 404 without a page or console error, language links to the same address', async () => {
    expect(
      await checkAll(
        NOT_FOUND.filter((p) => langOfPath(p) === lang),
        404,
      ),
    ).toEqual({});
  }, 60_000);
});

describe('the borrower page with SMS sign-in on, signed out', () => {
  let gateway: FakeGateway;
  let sms: NayaServer;
  beforeAll(async () => {
    gateway = await startFakeGateway();
    sms = await startNayaServer({ ...gateway.env });
  });
  afterAll(async () => {
    await sms?.stop();
    await gateway?.close();
  });

  it.each(LANGS)(
    '%s: shows the sign-in form without a page or console error (no refused request)',
    async (lang) => {
      expect(await problemsOf(localize('/my/', lang), 200, sms.origin, '#my-phone')).toEqual([]);
    },
    60_000,
  );
});
