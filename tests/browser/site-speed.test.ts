// What makes the site fast on a cheap phone (docs/site.md, Speed), in real Chromium through the
// real server: the pre-rendered page paints before any of its JavaScript is requested, and the
// client router starts only once hydration has finished; hydration skips sections without
// behaviour; every font face the first screen uses is
// preloaded, so none arrives after the first paint and moves the text.
import { describe, expect, it } from 'vitest';
import { newOfflineSafeContext, waitForHydration } from './support/browser';
import { nayaSuite } from './support/suite';

const suite = nayaSuite();

describe('speed', () => {
  for (const path of ['/', '/offers/', '/reg/', '/landing/offers/', '/en/']) {
    it(`${path} paints its first text before it requests a module`, async () => {
      const context = await newOfflineSafeContext(suite.browser);
      const page = await context.newPage();
      await page.goto(suite.server.origin + path);
      await waitForHydration(page, 45_000);
      const timing = await page.evaluate(() => ({
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        modules: performance
          .getEntriesByType('resource')
          .filter((e) => e.name.includes('/_naya/assets/'))
          .map((e) => e.startTime),
      }));
      await context.close();
      expect(timing.fcp).toBeGreaterThan(0);
      expect(timing.modules.length).toBeGreaterThan(1);
      expect(Math.min(...timing.modules)).toBeGreaterThan(timing.fcp!);
    });
  }
});

describe('hydration', () => {
  /** Whether React holds the element: hydrated and rendered elements carry React's fiber key. */
  const held = (selector: string) =>
    `Object.keys(document.querySelector(${JSON.stringify(selector)})).some((key) => key.startsWith('__reactFiber'))`;

  it('skips the static sections of the home page and keeps their server HTML; a client navigation renders them', async () => {
    const context = await newOfflineSafeContext(suite.browser);
    const page = await context.newPage();
    await page.goto(`${suite.server.origin}/en/`);
    const before = await page.locator('#how-title').evaluate((h) => h.closest('section')!.outerHTML);
    await waitForHydration(page, 45_000);
    // The section itself is React's, its content is the server's as it came; the menu is hydrated.
    expect(await page.evaluate(held('section[aria-labelledby="how-title"]'))).toBe(true);
    expect(await page.evaluate(held('#how-title'))).toBe(false);
    expect(await page.evaluate(held('#hero-title'))).toBe(false);
    expect(await page.evaluate(held('.menu-button'))).toBe(true);
    expect(await page.locator('#how-title').evaluate((h) => h.closest('section')!.outerHTML)).toBe(before);
    // Its links still go through the client router.
    await page.locator('section[aria-labelledby="partners-title"] a[href="/en/partners-list/"]').click();
    await page.waitForURL(`${suite.server.origin}/en/partners-list/`);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBe('');
    // Coming back by the router, React renders the sections itself, content and all.
    await page.locator('a.brand').click();
    await page.waitForURL(`${suite.server.origin}/en/`);
    await page.locator('#how-title').waitFor();
    expect(await page.evaluate(held('#how-title'))).toBe(true);
    expect(await page.locator('#how-title').evaluate((h) => h.closest('section')!.outerHTML)).toBe(before);
    await context.close();
  });
});

describe('fonts', () => {
  const FACES = {
    '/': ['sinhala-sinhala-400', 'sinhala-sinhala-700'],
    '/en/': [], // English is in the system's Latin face (issue 43: the Sinhala font's Latin spaced words wide)
    '/ta/': ['tamil-tamil-400', 'tamil-tamil-700'],
  };
  for (const [path, faces] of Object.entries(FACES)) {
    it(`${path} preloads the regular and bold faces of its language's script`, async () => {
      const html = await (await fetch(suite.server.origin + path)).text();
      const preloaded = [...html.matchAll(/<link rel="preload" href="\/_naya\/fonts\/noto-sans-([\w-]+)-normal\.woff2" as="font"/g)].map(
        (m) => m[1],
      );
      expect(preloaded.sort()).toEqual([...faces].sort());
    });
  }
});
