// Real visitors' speed in real Chromium on the real server: a page view's LCP, INP and CLS reach
// /api/event as `web_vital` events, and GET /api/admin/vitals answers their 75th percentile for
// that page and device class.
import { describe, expect, it } from 'vitest';
import { newOfflineSafeContext } from './support/browser';
import { nayaSuite } from './support/suite';

const naya = nayaSuite();

interface Vital {
  page: string;
  device: string;
  LCP?: { p75: number; samples: number };
  INP?: { p75: number; samples: number };
  CLS?: { p75: number; samples: number };
}
const vitals = async (): Promise<Vital[]> =>
  (await (await fetch(`${naya.server.origin}/api/admin/vitals`, { headers: { Authorization: 'Bearer test-admin-token' } })).json()).vitals;

describe('web vitals of real page views', () => {
  it('sends LCP, INP and CLS of a phone visit to /offers/, and the admin answer has them', async () => {
    const context = await newOfflineSafeContext(naya.browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const sent: Record<string, unknown>[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/event') sent.push(JSON.parse(r.postData() ?? '{}'));
    });
    await page.goto(`${naya.server.origin}/offers/`);
    await page.waitForLoadState('networkidle');
    // A slow interaction (INP counts those of 40 ms and more) that also ends the LCP search.
    await page.evaluate(() =>
      document.querySelector('h1')!.addEventListener('click', () => {
        const until = performance.now() + 120;
        while (performance.now() < until);
      }),
    );
    await page.locator('h1').click();
    await page.waitForTimeout(500);
    // The tab goes to the background: web-vitals reports what is final (as when a visitor leaves).
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await expect
      .poll(
        () =>
          sent
            .filter((e) => e.event === 'web_vital')
            .map((e) => e.metric)
            .sort(),
        { timeout: 10_000 },
      )
      .toEqual(['CLS', 'INP', 'LCP']);
    for (const e of sent.filter((e) => e.event === 'web_vital')) {
      expect(e).toMatchObject({ page: '/offers/', device: 'phone', value: expect.any(Number) });
    }
    await expect
      .poll(async () => (await vitals()).find((v) => v.page === '/offers/' && v.device === 'phone'), { timeout: 10_000 })
      .toMatchObject({
        LCP: { samples: 1, p75: sent.find((e) => e.metric === 'LCP')!.value },
        INP: { samples: 1 },
        CLS: { samples: 1 },
      });
    await context.close();
  });
});
