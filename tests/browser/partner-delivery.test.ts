// Nothing a partner page sends is lost (issue 23), in Chromium against the real server:
// - events the server refuses with 429 wait in the loader's queue and arrive after Retry-After,
//   each stored once;
// - the abandoned-visit pixel sets its cookie on receipt of the lead id, so the frame fires once,
//   and a webhook post that failed is sent again by the loader's queue on the next page view.
import type { ServerResponse } from 'node:http';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { newOfflineSafeContext } from './support/browser';
import { stats } from './support/funnel-kit';
import { startTestServer, type TestServer } from './support/servers';
import { nayaSuite } from './support/suite';

const LEAD_ID = '3f0c1e2d-4b5a-4c6d-8e7f-9a0b1c2d3e4f';
const WINDOW_S = 4;
let partner: TestServer;
let webhookAnswers: number[] = []; // the lead-gen host's next answers; 204 when empty

const naya = nayaSuite(async () => {
  // The partner page (also the lead-gen host) must exist before the server: /pixel/ allows its origin.
  partner = await startTestServer({
    routes: {
      'GET /page/': (_req: unknown, res: ServerResponse) => {
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
        res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>partner</title></head><body>
<script>window.nayaConfig = { countryId: 10, providerId: 8, pixelUrl: '${naya.server.origin}/pixel/', leadGenHost: '${partner.origin}' };</script>
<script async src="${naya.server.origin}/loader.js"></script></body></html>`);
      },
      'POST /webhook': (_req: unknown, res: ServerResponse) => {
        res.writeHead(webhookAnswers.shift() ?? 204, { 'Access-Control-Allow-Origin': '*' });
        res.end();
      },
    },
  });
  // Two events per window from one address: a page that sends more is refused with 429.
  return { EVENT_RATE_LIMIT: '2', EVENT_RATE_WINDOW_S: String(WINDOW_S), PIXEL_ALLOWED_ORIGINS: partner.origin };
});

const storedEvents = async () => (await stats(naya.server)).events;

async function ready(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as unknown as { naya?: { ready?: Promise<void> } }).naya?.ready, null, { timeout: 20_000 });
  await page.evaluate(() => (window as unknown as { naya: { ready: Promise<void> } }).naya.ready);
}

beforeAll(() => {
  webhookAnswers = [];
});

describe('nothing a partner page sends is lost', () => {
  it('events refused with 429 wait for Retry-After in the queue, then each is stored once', async () => {
    const context = await newOfflineSafeContext(naya.browser);
    const answers: { status: number; retryAfter: string | null }[] = [];
    context.on('response', (r) => {
      if (r.url() === `${naya.server.origin}/api/event`)
        answers.push({ status: r.status(), retryAfter: r.headers()['retry-after'] ?? null });
    });
    const before = await storedEvents();
    const page = await context.newPage();
    await page.goto(`${partner.origin}/page/`);
    await ready(page);
    // the page view and one more fit the window; the next three are refused
    await page.evaluate(async () => {
      const naya = (window as unknown as { naya: { track(n: string, d: object): Promise<unknown> } }).naya;
      for (let i = 0; i < 4; i++) await naya.track('burst', { n: i });
    });
    expect(answers.filter((a) => a.status === 429).length).toBeGreaterThanOrEqual(1);
    for (const refused of answers.filter((a) => a.status === 429)) expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    // the page stays open: after the wait the queue sends the refused events, each once
    // the page view and the four bursts, each once
    await expect.poll(async () => (await storedEvents()) - before, { timeout: (WINDOW_S + 10) * 1000 }).toBe(5);
    await page.waitForTimeout(WINDOW_S * 1000);
    expect((await storedEvents()) - before).toBe(5);
    expect(await page.evaluate(() => localStorage.getItem('naya_event_queue'))).toBeNull();
    await context.close();
  });

  it('the pixel sets its cookie on receipt even when the webhook fails, and the queue posts the webhook on the next page view', async () => {
    await new Promise((r) => setTimeout(r, WINDOW_S * 1000)); // a fresh rate window for this visit's events
    const context = await newOfflineSafeContext(naya.browser);
    const sibling = await context.newPage(); // the visitor registered on our site earlier
    await sibling.goto(`${naya.server.origin}/pixel/`);
    await sibling.evaluate((id) => localStorage.setItem('leadId', id), LEAD_ID);
    await sibling.close();

    const frames: string[] = [];
    context.on(
      'request',
      (r) => r.url().startsWith(`${naya.server.origin}/pixel/`) && r.resourceType() === 'document' && frames.push(r.url()),
    );
    webhookAnswers = [503];
    const page = await context.newPage();
    await page.goto(`${partner.origin}/page/`);
    await expect
      .poll(async () => (await context.cookies(partner.origin)).find((c) => c.name === 'abandoned_visit_by_pxl')?.value, {
        timeout: 20_000,
      })
      .toBe('1');
    await expect.poll(() => partner.requests.filter((r) => r.path === '/webhook').length, { timeout: 10_000 }).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem('naya_event_queue'))).toContain(LEAD_ID);

    expect(frames).toHaveLength(1);
    await page.goto(`${partner.origin}/page/?again`);
    await expect.poll(() => partner.requests.filter((r) => r.path === '/webhook').length, { timeout: 20_000 }).toBe(2);
    expect(await page.evaluate(() => localStorage.getItem('naya_event_queue'))).toBeNull();
    expect(frames).toHaveLength(1); // the frame fired once: the cookie holds it back
    await new Promise((r) => setTimeout(r, 1500));
    expect(partner.requests.filter((r) => r.path === '/webhook')).toHaveLength(2); // sent once more, never again
    await context.close();
  });
});
