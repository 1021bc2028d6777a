// Spec §4 "Abandoned-visit pixel" in a real browser, across two loopback origins: a partner page
// (parent) runs the pixel; the sibling site serves the built /pixel/ frame page, whose allow-list
// is written at serve time with the same function the build and the server use.
import * as esbuild from 'esbuild';
import { readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withAllowedOrigins } from '../../common/pixel-allow-list';
import { launchBrowser, newOfflineSafeContext } from './support/browser';
import { ROOT, SITE_DIR, startTestServer, type RecordedRequest, type TestServer } from './support/servers';

const LEAD_ID = 'b1c7e2f0-1d2a-4c3b-9e8f-0a1b2c3d4e5f';
const DAY = 24 * 3600;

let browser: Browser;
let sibling: TestServer; // the landing site that knows the lead: serves dist/site, including /pixel/
let partner: TestServer; // the page that runs the pixel; also the lead-gen host (POST /webhook)
let allowList = ''; // PIXEL_ALLOWED_ORIGINS as the sibling's server would have it

function html(res: ServerResponse, body: string) {
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
  res.end(body);
}

beforeAll(async () => {
  // loader/pixel.ts as the partner page runs it, minified like production
  const bundle = await esbuild.build({
    stdin: { contents: "import { runPixel } from './loader/pixel'; (window as any).runPixel = runPixel;", resolveDir: ROOT, loader: 'ts' },
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2020',
    write: false,
  });
  const pixelScript = bundle.outputFiles[0].text;
  const framePage = readFileSync(path.join(SITE_DIR, 'pixel', 'index.html'), 'utf8');
  const servePixelPage = (_req: unknown, res: ServerResponse) => html(res, withAllowedOrigins(framePage, allowList));
  sibling = await startTestServer({
    staticDirs: [SITE_DIR],
    routes: { 'GET /pixel/': servePixelPage, 'GET /pixel/index.html': servePixelPage },
  });
  partner = await startTestServer({
    routes: {
      'GET /landing/': (_req, res) =>
        html(
          res,
          '<!doctype html><html lang="en"><head><title>Partner</title><script src="/pixel.js"></script></head><body><h1>Partner</h1></body></html>',
        ),
      'GET /pixel.js': (_req, res) => {
        res.writeHead(200, { 'Content-Type': 'text/javascript' });
        res.end(pixelScript);
      },
      'POST /webhook': (_req, res) => {
        res.writeHead(204, { 'Access-Control-Allow-Origin': '*' });
        res.end();
      },
    },
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await sibling?.close();
  await partner?.close();
});

/** A visitor whose lead id the sibling site stored (they registered there earlier). */
async function visitorWithLead(): Promise<BrowserContext> {
  const context = await newOfflineSafeContext(browser);
  const page = await context.newPage();
  await page.goto(`${sibling.origin}/pixel/`);
  await page.evaluate((id) => localStorage.setItem('leadId', id), LEAD_ID);
  await page.close();
  return context;
}

type Outcome = { value?: string | null; error?: string; ms: number; frames: number };
function runPixelOnPartner(context: BrowserContext): Promise<Outcome> {
  return context.newPage().then(async (page) => {
    await page.goto(`${partner.origin}/landing/`);
    return page.evaluate(
      async ({ frameUrl, leadGenHost }) => {
        const started = performance.now();
        const run = (window as unknown as { runPixel: (o: object) => Promise<string | null> }).runPixel;
        const outcome = await run({ frameUrl, leadGenHost }).then(
          (value) => ({ value }),
          (error: Error) => ({ error: error.message }),
        );
        return { ...outcome, ms: performance.now() - started, frames: document.querySelectorAll('iframe').length };
      },
      { frameUrl: `${sibling.origin}/pixel/`, leadGenHost: partner.origin },
    );
  });
}

async function formFields(request: RecordedRequest): Promise<Record<string, string>> {
  const form = await new Response(request.body, { headers: { 'content-type': String(request.headers['content-type']) } }).formData();
  return Object.fromEntries([...form.entries()].map(([k, v]) => [k, String(v)]));
}

describe('abandoned-visit pixel across two origins', () => {
  it('receives the lead id from an allowed parent origin, posts the webhook and sets the cookie for 1 day', async () => {
    allowList = `https://other.example,${partner.origin}`;
    const context = await visitorWithLead();
    const before = Date.now() / 1000;
    const outcome = await runPixelOnPartner(context);

    expect(outcome.error).toBeUndefined();
    expect(outcome.value).toBe(LEAD_ID);
    expect(outcome.frames).toBe(0);

    const webhook = await partner.waitFor((r) => r.method === 'POST' && r.path === '/webhook');
    expect(webhook.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(webhook.headers.cookie).toBeUndefined();
    expect(await formFields(webhook)).toEqual({ lead_id: LEAD_ID, state_type: 'abandoned_visit' });

    const cookie = (await context.cookies(partner.origin)).find((c) => c.name === 'abandoned_visit_by_pxl')!;
    expect(cookie.value).toBe('1');
    expect(cookie.path).toBe('/');
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.expires - before).toBeGreaterThan(DAY - 60);
    expect(cookie.expires - before).toBeLessThan(DAY + 60);

    // the next page view skips: no frame is loaded and nothing is posted again
    const framesBefore = sibling.requests.filter((r) => r.path === '/pixel/').length;
    expect((await runPixelOnPartner(context)).value).toBeNull();
    expect(sibling.requests.filter((r) => r.path === '/pixel/').length).toBe(framesBefore);
    expect(partner.requests.filter((r) => r.path === '/webhook')).toHaveLength(1);
    await context.close();
  });

  it("tells a parent that is not on the list nothing: 'no lead in pixel' after 5 s", async () => {
    allowList = 'https://other.example';
    const context = await visitorWithLead();
    const scriptsBefore = sibling.requests.filter((r) => r.path === '/pixel/frame.js').length;
    const webhooksBefore = partner.requests.filter((r) => r.path === '/webhook').length;
    const outcome = await runPixelOnPartner(context);

    expect(outcome.value).toBeUndefined();
    expect(outcome.error).toBe('no lead in pixel');
    expect(outcome.ms).toBeGreaterThanOrEqual(4900);
    expect(outcome.ms).toBeLessThan(15_000);
    expect(outcome.frames).toBe(0);
    // the frame did load and run: it stayed silent because of the allow-list
    expect(sibling.requests.filter((r) => r.path === '/pixel/frame.js').length).toBe(scriptsBefore + 1);
    expect(partner.requests.filter((r) => r.path === '/webhook')).toHaveLength(webhooksBefore);
    expect((await context.cookies(partner.origin)).find((c) => c.name === 'abandoned_visit_by_pxl')).toBeUndefined();
    await context.close();
  });
});
