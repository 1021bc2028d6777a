// Spec §4 "Abandoned-visit pixel" in a real browser, across two loopback origins: a partner page
// (parent) runs the pixel; the sibling site serves the built /pixel/ frame page, whose allow-list
// is written at serve time with the same function the build and the server use. The lead-gen host
// is the real server: the frame passes the lead's token with its id, and the partner page's push
// token is re-sent with both and tied to the lead (docs/push.md "Tokens").
import * as esbuild from 'esbuild';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import type { Browser, BrowserContext, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withAllowedOrigins } from '../../common/pixel-allow-list';
import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from '../../server/app';
import { readServerConfig } from '../../server/config';
import { closeServices, openServices, type Services } from '../../server/services';
import { ADMIN, validLead } from '../../server/testing/app';
import { launchBrowser, newOfflineSafeContext } from './support/browser';
import { formFields } from './support/funnel-kit';
import { ROOT, SITE_DIR, startTestServer, type TestServer } from './support/servers';

const DAY = 24 * 3600;
const PUSH_TOKEN = 'fcm-token-of-the-partner-page';

let browser: Browser;
let sibling: TestServer; // the landing site that knows the lead: serves dist/site, including /pixel/
let partner: TestServer; // the page that runs the pixel
let naya: { origin: string; server: Server; services: Services }; // the lead-gen host, the real app in this process (no job workers)
let allowList = ''; // PIXEL_ALLOWED_ORIGINS as the sibling's server would have it

function html(res: ServerResponse, body: string) {
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
  res.end(body);
}

beforeAll(async () => {
  // loader/pixel.ts as the loader's pixel chunk runs it (push on), minified like production
  const bundle = await esbuild.build({
    stdin: {
      contents: "import { startPixel } from './loader/pixel'; (window as any).startPixel = startPixel;",
      resolveDir: ROOT,
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2020',
    define: { __NAYA_PUSH__: 'true' },
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
    },
  });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'naya-pixel-'));
  const config = readServerConfig({ DATA_DIR: dataDir, NAYA_DIST_DIR: dataDir, ADMIN_TOKEN: ADMIN }, ROOT);
  const services = await openServices(config, { background: false });
  const server = serve({ fetch: createApp(config, services).fetch, hostname: '127.0.0.1', port: 0 }) as Server;
  await new Promise((resolve) => server.once('listening', resolve));
  naya = { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server, services };
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await sibling?.close();
  await partner?.close();
  await new Promise((resolve) => (naya ? naya.server.close(resolve) : resolve(null)));
  if (naya) await closeServices(naya.services);
});

/** A lead registered on the real server, as the sibling site's form did it. */
async function registeredLead(): Promise<{ lead_id: string; lead_token: string }> {
  const res = await fetch(`${naya.origin}/api/leads`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(validLead({ client_id: randomUUID() })),
  });
  expect(res.status).toBe(201);
  return res.json();
}

/** A visitor whose lead the sibling site stored (they registered there earlier), and who allowed
 * push on the partner's site before that, so the token there has no lead yet. */
async function visitorWithLead(lead: { lead_id: string; lead_token: string }): Promise<BrowserContext> {
  const context = await newOfflineSafeContext(browser);
  const page = await context.newPage();
  await page.goto(`${sibling.origin}/pixel/`);
  await page.evaluate(({ lead_id, lead_token }) => {
    localStorage.setItem('leadId', lead_id);
    localStorage.setItem('leadToken', lead_token);
  }, lead);
  await page.goto(`${partner.origin}/landing/`);
  await page.evaluate((token) => localStorage.setItem('push_token', token), PUSH_TOKEN);
  await page.close();
  return context;
}

/** Every request of the context to the lead-gen host's `path`, in order. */
function recordRequests(context: BrowserContext, path: string): Request[] {
  const sent: Request[] = [];
  context.on('request', (r) => r.url() === `${naya.origin}${path}` && sent.push(r));
  return sent;
}

type Outcome = { error?: string; ms: number; frames: number; leadId: string | null; updated: string | null };
function runPixelOnPartner(context: BrowserContext): Promise<Outcome> {
  return context.newPage().then(async (page) => {
    await page.goto(`${partner.origin}/landing/`);
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && errors.push(m.text()));
    const outcome = await page.evaluate(
      async ({ pixelUrl, leadGenHost }) => {
        const started = performance.now();
        const start = (window as unknown as { startPixel: (c: object) => Promise<void> }).startPixel;
        await start({ pixelUrl, leadGenHost, eventsHost: leadGenHost, sortingHost: leadGenHost });
        return { ms: performance.now() - started, frames: document.querySelectorAll('iframe').length };
      },
      { pixelUrl: `${sibling.origin}/pixel/`, leadGenHost: naya.origin },
    );
    const stored = await page.evaluate(() => ({
      leadId: localStorage.getItem('leadId'),
      updated: localStorage.getItem('push_token_updated'),
    }));
    const error = errors.find((e) => e.startsWith('naya:'))?.replace('naya: ', '');
    return { ...outcome, ...stored, ...(error && { error }) };
  });
}

describe('abandoned-visit pixel across two origins', () => {
  it("receives the lead id and token from an allowed parent origin, posts the webhook, sets the cookie for 1 day, and ties the page's push token to the lead", async () => {
    allowList = `https://other.example,${partner.origin}`;
    const lead = await registeredLead();
    const context = await visitorWithLead(lead);
    const webhooks = recordRequests(context, '/webhook');
    const setToken = recordRequests(context, '/set-token');
    const before = Date.now() / 1000;
    const outcome = await runPixelOnPartner(context);

    expect(outcome.error).toBeUndefined();
    expect(outcome.leadId).toBe(lead.lead_id);
    expect(outcome.frames).toBe(0);

    expect(webhooks).toHaveLength(1);
    expect((await webhooks[0].allHeaders())['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect((await webhooks[0].allHeaders()).cookie).toBeUndefined();
    expect(await formFields(webhooks[0])).toEqual({ lead_id: lead.lead_id, state_type: 'abandoned_visit' });

    // spec §4's re-send once a lead id exists: with the token the frame passed on, the server ties it
    expect(setToken).toHaveLength(1);
    expect(await formFields(setToken[0])).toMatchObject({ token: PUSH_TOKEN, lead_id: lead.lead_id, lead_token: lead.lead_token });
    expect(outcome.updated).toBe('true'); // the answer's X-Naya-Lead-Tied, read across origins
    const subject = await fetch(`${naya.origin}/api/admin/subjects?lead_id=${lead.lead_id}`, {
      headers: { Authorization: `Bearer ${ADMIN}` },
    });
    expect((await subject.json()).push_tokens.map((t: { token: string }) => t.token)).toEqual([PUSH_TOKEN]);

    const cookie = (await context.cookies(partner.origin)).find((c) => c.name === 'abandoned_visit_by_pxl')!;
    expect(cookie.value).toBe('1');
    expect(cookie.path).toBe('/');
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.expires - before).toBeGreaterThan(DAY - 60);
    expect(cookie.expires - before).toBeLessThan(DAY + 60);

    // the next page view skips: no frame is loaded and nothing is posted again
    const framesBefore = sibling.requests.filter((r) => r.path === '/pixel/').length;
    expect((await runPixelOnPartner(context)).error).toBeUndefined();
    expect(sibling.requests.filter((r) => r.path === '/pixel/').length).toBe(framesBefore);
    expect(webhooks).toHaveLength(1);
    expect(setToken).toHaveLength(1);
    await context.close();
  });

  it("tells a parent that is not on the list nothing: 'no lead in pixel' after 5 s", async () => {
    allowList = 'https://other.example';
    const context = await visitorWithLead(await registeredLead());
    const webhooks = recordRequests(context, '/webhook');
    const scriptsBefore = sibling.requests.filter((r) => r.path === '/pixel/frame.js').length;
    const outcome = await runPixelOnPartner(context);

    expect(outcome.error).toBe('no lead in pixel');
    expect(outcome.ms).toBeGreaterThanOrEqual(4900);
    expect(outcome.ms).toBeLessThan(15_000);
    expect(outcome.frames).toBe(0);
    expect(outcome.leadId).toBeNull();
    // the frame did load and run: it stayed silent because of the allow-list
    expect(sibling.requests.filter((r) => r.path === '/pixel/frame.js').length).toBe(scriptsBefore + 1);
    expect(webhooks).toHaveLength(0);
    expect((await context.cookies(partner.origin)).find((c) => c.name === 'abandoned_visit_by_pxl')).toBeUndefined();
    await context.close();
  });
});
