// Real visitors' speed on a partner page: a plain page on another origin with our snippet and an
// offers widget, the real server, real Chromium. The page view's LCP, INP and CLS reach our
// /api/event as `web_vital` events (no cookie consent exists on a partner page: they are
// first-party and carry no personal data), and GET /api/admin/vitals answers them for that page.
import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newOfflineSafeContext } from './support/browser';
import { startTestServer, type TestServer } from './support/servers';
import { nayaSuite } from './support/suite';

const naya = nayaSuite();
let partner: TestServer;

beforeAll(async () => {
  partner = await startTestServer({
    routes: {
      'GET /loans/': (_req: unknown, res: ServerResponse) => {
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
        res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>partner</title></head><body>
<h1>Loans from our partners</h1>
<script>window.nayaConfig = { countryId: 10, lang: 'en', src: 'partner-vitals' };</script>
<script async src="${naya.server.origin}/loader.js"></script>
<div data-naya-widget="offers"></div>
</body></html>`);
      },
    },
  });
});

afterAll(async () => {
  await partner?.close();
});

interface Vital {
  page: string;
  device: string;
  LCP?: { p75: number; samples: number };
  INP?: { p75: number; samples: number };
  CLS?: { p75: number; samples: number };
}

async function vitalsOf(page: string): Promise<Vital | undefined> {
  const response = await fetch(`${naya.server.origin}/api/admin/vitals`, { headers: { Authorization: 'Bearer test-admin-token' } });
  expect(response.status).toBe(200);
  return ((await response.json()).vitals as Vital[]).find((v) => v.page === page && v.device === 'phone');
}

describe('web vitals of partner page views', () => {
  it('sends LCP, INP and CLS of a phone visit to our server; the admin answer has them for that page', async () => {
    const context = await newOfflineSafeContext(naya.browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const sent: { url: string; body: Record<string, unknown> }[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/event')
        sent.push({ url: r.url(), body: JSON.parse(r.postData() ?? '{}') });
    });
    // A query string can carry a visitor's data: it must not reach the stored page.
    await page.goto(`${partner.origin}/loans/?name=Nimal`);
    await page.locator('[data-naya-widget=offers] li.naya-card').first().waitFor({ timeout: 30_000 });
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

    const vitals = () => sent.filter((e) => e.body.event === 'web_vital');
    await expect
      .poll(
        () =>
          vitals()
            .map((e) => e.body.metric)
            .sort(),
        { timeout: 10_000 },
      )
      .toEqual(['CLS', 'INP', 'LCP']);
    const pageName = `${partner.origin}/loans/`;
    for (const { url, body } of vitals()) {
      expect(new URL(url).origin).toBe(naya.server.origin);
      expect(body).toMatchObject({ page: pageName, device: 'phone', value: expect.any(Number) });
      expect(JSON.stringify(body)).not.toContain('Nimal');
    }
    const lcp = vitals().find((e) => e.body.metric === 'LCP')!.body.value;
    await expect
      .poll(() => vitalsOf(pageName), { timeout: 10_000 })
      .toMatchObject({ LCP: { samples: 1, p75: lcp }, INP: { samples: 1 }, CLS: { samples: 1 } });
    await context.close();
  });
});
