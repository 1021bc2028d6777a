// The site's error rules in real Chromium through the real server: a widget chunk that cannot load
// (its request blocked in the browser) follows the chunk rule and is loaded afresh on a later page;
// route middleware the site does not have; a plain Error while rendering (the 500 error page) and an
// error page that fails in turn (the last fallback); a route whose page was not pre-rendered; page
// data and the manifest fetched as JSON.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newOfflineSafeContext, waitForHydration } from './support/browser';
import { nayaSuite } from './support/suite';

const naya = nayaSuite();

async function newPage(): Promise<Page> {
  const context = await newOfflineSafeContext(naya.browser);
  await context.addCookies([
    {
      name: 'cookie_consent',
      value: encodeURIComponent('{"necessary":true,"analytics":false,"marketing":false}'),
      url: naya.server.origin,
    },
  ]);
  return context.newPage();
}

/** Adds a link to `href` and follows it through the client router. */
async function follow(page: Page, href: string) {
  await page.evaluate((to) => {
    const a = document.createElement('a');
    a.href = to;
    a.id = 'test-link';
    a.textContent = 'go';
    document.querySelector('footer')!.appendChild(a);
  }, href);
  await page.locator('#test-link').click();
  await page.waitForURL(naya.server.origin + href);
}

describe('a widget chunk that cannot load', () => {
  it('reloads the same address once within 60 s, never shows the error page, and a later widget page loads it', async () => {
    const page = await newPage();
    const documents: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'document') documents.push(new URL(r.url()).pathname + new URL(r.url()).search);
    });
    let blocked = true;
    await page.route(/\/_naya\/assets\/OffersWidget-[\w-]+\.js$/, (route) => (blocked ? route.abort('failed') : route.continue()));
    await page.goto(`${naya.server.origin}/offers/?utm_source=test`);
    // Four attempts a second apart (a flaky connection), then the chunk rule: one full reload.
    await expect.poll(() => documents, { timeout: 20_000 }).toEqual(['/offers/?utm_source=test', '/offers/?utm_source=test']);
    // The reloaded page fails the same way and, within 60 s, stays: a notice, not the error page.
    await expect.poll(() => page.locator('[data-widget="offers"] .widget-unavailable').count(), { timeout: 20_000 }).toBe(1);
    await page.waitForTimeout(1500);
    expect(documents).toHaveLength(2);
    expect(await page.locator('[data-status="500"]').count()).toBe(0);
    expect(await page.locator('h1').first().textContent()).not.toBe('දෝෂයක් සිදු විය');

    // The connection is back: the next widget page in this tab loads the widget (no cached failure).
    blocked = false;
    await follow(page, '/offers2/');
    await expect.poll(() => page.locator('[data-widget="offers"] li.naya-card').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(documents).toHaveLength(2); // by the client router, without another reload
  });
});

describe('route middleware', () => {
  it("shows 'Unknown middleware {name}' with 500 for a page naming middleware the site does not have", async () => {
    const page = await newPage();
    // Page data of a newer deployment, naming middleware this bundle does not have.
    await page.route('**/_naya/data/en/partner/index.json', async (route) => {
      const response = await route.fetch();
      const data = await response.json();
      await route.fulfill({ response, json: { ...data, middleware: ['auth'] } });
    });
    await page.goto(`${naya.server.origin}/en/`);
    await waitForHydration(page);
    await page.locator('header a[href="/en/partner/"]').click();
    await page.waitForURL(`${naya.server.origin}/en/partner/`);
    await expect.poll(() => page.locator('.error-page .error-detail').textContent()).toBe('Unknown middleware auth');
    expect(await page.locator('.error-page').getAttribute('data-status')).toBe('500');
    expect(await page.locator('h1').textContent()).toBe('An error occurred');
  });

  it('says it in the page language on Sinhala and Tamil pages (never the English developer message)', async () => {
    for (const [lang, words] of [
      ['ta', '“auth” என்ற படிமுறை இந்த இணையத்தளத்தில் இல்லை. பக்கத்தை மீண்டும் ஏற்றுங்கள்.'],
      ['si', '“auth” නම් පියවර මෙම වෙබ් අඩවියේ නොමැත. කරුණාකර පිටුව නැවත පූරණය කරන්න.'],
    ] as const) {
      const page = await newPage();
      const prefix = lang === 'si' ? '' : `/${lang}`;
      await page.route(`**/_naya/data${prefix}/partner/index.json`, async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, json: { ...(await response.json()), middleware: ['auth'] } });
      });
      await page.goto(`${naya.server.origin}${prefix}/`);
      await waitForHydration(page);
      await page.locator(`header a[href="${prefix}/partner/"]`).click();
      await expect.poll(() => page.locator('.error-page .error-detail').textContent()).toBe(words);
      expect(await page.locator('.error-page').getAttribute('data-status')).toBe('500');
    }
  }, 120_000);

  it('runs the route table middleware on client navigation: /transition/ is kept out of search results', async () => {
    const page = await newPage();
    await page.goto(`${naya.server.origin}/en/`);
    await waitForHydration(page);
    expect(await page.locator('meta[name="robots"]').count()).toBe(0);
    await follow(page, '/en/transition/');
    await expect.poll(() => page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    await page.goBack();
    await page.waitForURL(`${naya.server.origin}/en/`);
    await expect.poll(() => page.locator('meta[name="robots"]').count()).toBe(0);
  });
});

describe('errors while showing a page', () => {
  const ARTICLE = '/en/blog/flat-vs-reducing-interest/';

  /** Page data of a newer deployment whose article body this bundle cannot read: rendering it
   * throws a plain TypeError, an error without a status. */
  async function breakArticle(page: Page) {
    await page.route(`**/_naya/data${ARTICLE}index.json`, async (route) => {
      const response = await route.fetch();
      const data = await response.json();
      await route.fulfill({ response, json: { ...data, data: { ...data.data, body: 'not a list of blocks' } } });
    });
  }

  it('a plain Error thrown while rendering is the 500 error page, without the error text', async () => {
    const page = await newPage();
    await breakArticle(page);
    await page.goto(`${naya.server.origin}/en/`);
    await waitForHydration(page);
    await follow(page, ARTICLE);
    const errorPage = page.locator('.error-page');
    await expect.poll(() => errorPage.getAttribute('data-status')).toBe('500');
    expect(await page.locator('h1').textContent()).toBe('An error occurred');
    expect(await page.locator('.error-detail').count()).toBe(0); // an unexpected exception is not shown
    expect(await errorPage.textContent()).not.toContain('map');
    expect(await errorPage.getByRole('link', { name: 'Go back to home' }).getAttribute('href')).toBe('/en/');
  });

  it("when the error page itself fails: 'An error occurred while showing the error page' with the 'Go back to home' link", async () => {
    const page = await newPage();
    await breakArticle(page);
    // English messages of a broken deployment: the error page's own heading is not text, so
    // showing the error page throws too (every other page of the site does not use it).
    let broken = 0;
    await page.route(/\/_naya\/assets\/en-[\w-]+\.js$/, async (route) => {
      const response = await route.fetch();
      const code = await response.text();
      const title = '"error.title":"An error occurred"';
      if (code.includes(title)) broken++;
      await route.fulfill({ response, body: code.replace(title, '"error.title":0') });
    });
    await page.goto(`${naya.server.origin}/en/`);
    await waitForHydration(page);
    expect(broken).toBe(1);
    await follow(page, ARTICLE);
    await expect.poll(() => page.locator('h1').textContent()).toBe('An error occurred while showing the error page');
    expect(await page.locator('.error-page').getAttribute('data-status')).toBe('500');
    expect(await page.getByRole('link', { name: 'Go back to home' }).getAttribute('href')).toBe('/en/');
  });
});

describe('pages that were not pre-rendered', () => {
  it('a route of the table says it is not pre-rendered, served with 404; an unknown path does not', async () => {
    const page = await newPage();
    const response = await page.goto(`${naya.server.origin}/en/blog/no-such-article/`);
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    expect(await page.locator('h1').textContent()).toBe('This page could not be found');
    await expect.poll(() => page.locator('.error-detail').textContent()).toBe('Route /en/blog/no-such-article/ is not pre-rendered');

    await page.goto(`${naya.server.origin}/en/no-such-page/`);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(await page.locator('.error-detail').count()).toBe(0);

    // The same inside the app, through the client router, in the page's language (Sinhala here).
    await follow(page, '/privacy-policy/1999-01/');
    await expect.poll(() => page.locator('.error-detail').textContent()).toBe('/privacy-policy/1999-01/ ලිපිනයේ පිටුව කල්තියා සකසා නොමැත');

    await page.goto(`${naya.server.origin}/ta/blog/no-such-article/`);
    await waitForHydration(page);
    await expect
      .poll(() => page.locator('.error-detail').textContent())
      .toBe('/ta/blog/no-such-article/ என்ற முகவரிக்கான பக்கம் முன்கூட்டியே தயாரிக்கப்படவில்லை');
  });
});

describe('the site HTTP client', () => {
  it('fetches the manifest and page data as JSON', async () => {
    const page = await newPage();
    const accepts: Record<string, string | undefined> = {};
    page.on('request', (r) => {
      const { pathname } = new URL(r.url());
      if (pathname.startsWith('/_naya/data/') || pathname === '/_naya/manifest.json') accepts[pathname] = r.headers().accept;
    });
    await page.goto(`${naya.server.origin}/en/`);
    await waitForHydration(page);
    await page.locator('header a[href="/en/blog/"]').click();
    await page.waitForURL(`${naya.server.origin}/en/blog/`);
    await expect
      .poll(() => accepts)
      .toEqual({ '/_naya/manifest.json': 'application/json', '/_naya/data/en/blog/index.json': 'application/json' });
  });
});
