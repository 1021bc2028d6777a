// Issue 8 part 5, the browser half: what a careless or hostile partner page can throw at the loader.
// Markup and script in the prompt texts are shown as text and never run, a `javascript:` image is
// ignored, wrong types are dropped with one warning naming them, and nothing throws into the host.
// The pixel believes only its own frame's well-formed message: a third origin posting a lead id,
// the host page posting one, and malformed messages from the frame itself are all ignored.
// Chromium, the real server built with (fake) Firebase settings so the push prompt shows.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG_NO_LEAD_IN_PIXEL } from '../../loader/constants';
import { DEFAULT_ART } from '../../loader/push/prompt-style';
import { launchBrowser } from './support/browser';
import { buildDist, firebaseEnv } from './support/firebase-fakes';
import { html, serveWorker, visitorContext } from './support/funnel-kit';
import { startNayaServer, startTestServer, type NayaServer, type TestServer } from './support/servers';

const HOSTILE = {
  customText: '<img src=x onerror="window.pwned=\'text\'">Get <b>offers</b> & news',
  customAcceptText: '<script>window.pwned="accept"</script>Yes',
  customDeclineText: '</button><iframe src="javascript:parent.pwned=1"></iframe>No',
};
const FAKE_LEAD = 'fake-lead-from-a-foreign-origin';
const REAL_LEAD = 'lead-from-the-expected-frame';
const CONFIG_WARNING = 'naya: ignored config field(s):';

let dist: string;
let server: NayaServer;
let partner: TestServer; // the host page
let evil: TestServer; // a third origin framed by the host page
let frameHost: TestServer; // the origin the pixel expects its answer from
let browser: Browser;

/** A value as a script literal; `<` escaped so a `</script>` in it cannot end the partner's tag. */
const inlineJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
const snippet = (
  config: string,
) => `<script>window.pwned = undefined; window.nayaConfig = ${config}; window.naya = window.naya || [];</script>
<script async src="${server.origin}/loader.js"></script>`;
const page = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>partner</title></head><body><h1>Partner</h1>${body}</body></html>`;

/** Wrong type for every documented field (numbers where text is expected are valid text). */
const WRONG_TYPES = `{
  countryId: { id: 10 }, providerId: [1], src: { a: 1 }, mdm: ['x'], cmp: true, cnt: {}, trm: [],
  customText: { html: '<b>x</b>' }, customAcceptText: ['Yes'], customDeclineText: false, customImg: 42,
  lang: 7, redirectUrl: 'javascript:alert(1)', configURL: {}, pixelUrl: 'javascript:void 0',
  pixelCookieName: '<x>', pixelCookieDays: 'forever', eventsHost: 'not a url', leadGenHost: 5, sortingHost: []
}`;
const WRONG_FIELDS = [
  'countryId',
  'providerId',
  'src',
  'mdm',
  'cmp',
  'cnt',
  'trm',
  'customText',
  'customAcceptText',
  'customDeclineText',
  'customImg',
  'lang',
  'redirectUrl',
  'configURL',
  'pixelUrl',
  'pixelCookieName',
  'pixelCookieDays',
  'eventsHost',
  'leadGenHost',
  'sortingHost',
];

/** A third origin in a frame of the host page, posting a lead id to its parent again and again. */
const EVIL_FRAME = `<!doctype html><script>
  setInterval(() => parent.postMessage({ type: 'naya:lead', lead_id: '${FAKE_LEAD}' }, '*'), 50);
</script>`;

/** The expected frame: malformed messages first, the real answer a second later. */
const EXPECTED_FRAME = `<!doctype html><script>
  const malformed = [null, 'naya:lead', 42, [], { type: 'naya:lead' }, { type: 'naya:lead', lead_id: 7 }, { type: 'naya:lead', lead_id: '' },
    { type: 'naya:lead', lead_id: '<img src=x onerror="parent.pwned=1">' }, { type: 'naya:lead', lead_id: 'x'.repeat(500) },
    { type: 'other', lead_id: 'other-type' }, { lead_id: 'no-type' }];
  for (const message of malformed) parent.postMessage(message, '*');
  setTimeout(() => parent.postMessage({ type: 'naya:lead', lead_id: '${REAL_LEAD}' }, '*'), 1000);
</script>`;

/** A pixel page: the host itself and a third-origin frame both post a fake lead id. */
const pixelPage = (frameUrl: string) =>
  page(`${snippet(`{ countryId: 10, pixelUrl: '${frameUrl}' }`)}
<script>setInterval(() => postMessage({ type: 'naya:lead', lead_id: '${FAKE_LEAD}-host' }, '*'), 50);</script>
<iframe src="${evil.origin}/evil.html" title="ad"></iframe>`);

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'naya-hostile-'));
  const env = { NAYA_DIST_DIR: dist, ...firebaseEnv() };
  await buildDist(env);
  server = await startNayaServer(env);
  evil = await startTestServer({ routes: { 'GET /evil.html': (_req, res) => html(res, EVIL_FRAME) } });
  frameHost = await startTestServer({ routes: { 'GET /frame.html': (_req, res) => html(res, EXPECTED_FRAME) } });
  partner = await startTestServer({
    routes: {
      'GET /hostile-text/': (_req, res) =>
        html(res, page(snippet(inlineJson({ countryId: 10, ...HOSTILE, customImg: 'javascript:window.pwned="img"' })))),
      'GET /wrong-types/': (_req, res) => html(res, page(`${snippet(WRONG_TYPES)}<div data-naya-widget="offers"></div>`)),
      'GET /pixel-answered/': (_req, res) => html(res, pixelPage(`${frameHost.origin}/frame.html`)),
      'GET /pixel-silent/': (_req, res) => html(res, pixelPage(`${server.origin}/pixel/`)),
      'GET /firebase-messaging-sw.js': serveWorker(dist),
    },
  });
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  for (const s of [partner, evil, frameHost]) await s?.close();
  await server?.stop();
  if (dist) rmSync(dist, { recursive: true, force: true });
});

interface Watched {
  page: Page;
  context: BrowserContext;
  warnings: string[];
  pageErrors: string[];
  webhooks: string[];
  events: string[];
}

async function open(urlPath: string): Promise<Watched> {
  const context = await visitorContext(browser);
  const page = await context.newPage();
  const watched: Watched = { page, context, warnings: [], pageErrors: [], webhooks: [], events: [] };
  page.on('console', (m) => m.type() === 'warning' && watched.warnings.push(m.text()));
  page.on('pageerror', (e) => watched.pageErrors.push(e.message));
  context.on('request', (r) => {
    if (r.url() === `${server.origin}/webhook`) watched.webhooks.push(r.postData() ?? '');
    if (r.url() === `${server.origin}/api/event`) watched.events.push(r.postData() ?? '');
  });
  await page.goto(partner.origin + urlPath);
  return watched;
}

const pwned = (page: Page) => page.evaluate(() => (window as unknown as { pwned?: unknown }).pwned);
const leadIdOf = (page: Page) => page.evaluate(() => (window as unknown as { naya: { getLeadId(): string | null } }).naya.getLeadId());

describe('hostile nayaConfig values', () => {
  it('shows markup in the prompt texts as text, runs none of it, ignores a javascript: image, warns once', async () => {
    const { page, context, warnings, pageErrors } = await open('/hostile-text/');
    const prompt = page.locator('naya-push-prompt');
    await prompt.locator('[role="dialog"]').waitFor({ timeout: 20_000 });
    expect(await prompt.locator('.msg').textContent()).toBe(HOSTILE.customText);
    expect(await prompt.locator('.allow').textContent()).toBe(HOSTILE.customAcceptText);
    expect(await prompt.locator('.reject').textContent()).toBe(HOSTILE.customDeclineText);
    const inside = await page.evaluate(() => {
      const root = document.querySelector('naya-push-prompt')!.shadowRoot!;
      return {
        scripts: root.querySelectorAll('script, iframe, b').length,
        images: [...root.querySelectorAll('img')].map((i) => i.getAttribute('src')),
        buttons: root.querySelectorAll('button').length,
      };
    });
    expect(inside).toEqual({ scripts: 0, images: [DEFAULT_ART], buttons: 3 });
    // Give a smuggled onerror every chance to run: the page loads, then goes idle.
    await page.waitForLoadState('networkidle');
    expect(await pwned(page)).toBeUndefined();
    expect(warnings.filter((w) => w.startsWith(CONFIG_WARNING))).toEqual([`${CONFIG_WARNING} customImg (malformed)`]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('drops a wrong type in every field with one warning naming them all, and still works', async () => {
    const { page, context, warnings, pageErrors, events } = await open('/wrong-types/');
    await page.locator('[data-naya-widget=offers] li.naya-card').first().waitFor({ timeout: 20_000 });
    // The hosts fell back to the loader's origin: the page view reached the real server.
    await expect.poll(() => events.map((e) => JSON.parse(e).event)).toContain('page_view');
    const configWarnings = warnings.filter((w) => w.startsWith(CONFIG_WARNING));
    expect(configWarnings).toHaveLength(1);
    for (const field of WRONG_FIELDS) expect(configWarnings[0]).toContain(`${field} (malformed)`);
    expect(pageErrors).toEqual([]);
    expect(await pwned(page)).toBeUndefined();
    await context.close();
  });
});

describe('the pixel and foreign messages', () => {
  it('adopts only the expected frame’s well-formed answer: not a third origin’s, not the host’s, not malformed ones', async () => {
    const { page, context, pageErrors, webhooks } = await open('/pixel-answered/');
    await expect.poll(() => leadIdOf(page), { timeout: 20_000 }).toBe(REAL_LEAD);
    expect(await page.evaluate(() => localStorage.getItem('leadId'))).toBe(REAL_LEAD);
    await expect.poll(() => webhooks.length).toBe(1);
    expect(webhooks[0]).toContain(REAL_LEAD);
    expect(webhooks[0]).not.toContain(FAKE_LEAD);
    expect(await pwned(page)).toBeUndefined();
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('gives up after its time-out when only foreign origins answer: no lead id, no webhook', async () => {
    const { page, context, warnings, pageErrors, webhooks } = await open('/pixel-silent/');
    await expect.poll(() => warnings.some((w) => w.includes(MSG_NO_LEAD_IN_PIXEL)), { timeout: 20_000 }).toBe(true);
    expect(await leadIdOf(page)).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('leadId'))).toBeNull();
    expect(webhooks).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
