// What makes the site fast on a cheap phone (docs/site.md, Speed), in real Chromium through the
// real server: the pre-rendered page paints before any of its JavaScript is requested, and the
// client router starts only once hydration has finished.
import { describe, expect, it } from 'vitest';
import { newOfflineSafeContext } from './support/browser';
import { nayaSuite } from './support/suite';

const suite = nayaSuite();

describe('speed', () => {
  for (const path of ['/', '/offers/', '/reg/', '/landing/offers/', '/en/']) {
    it(`${path} paints its first text before it requests a module`, async () => {
      const context = await newOfflineSafeContext(suite.browser);
      const page = await context.newPage();
      await page.goto(suite.server.origin + path);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated !== undefined, null, { timeout: 45_000 });
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
