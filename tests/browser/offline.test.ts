// Issue 8 part 2: the visitor's connection drops in the middle of the funnel (the browser
// context's offline switch), in Chromium through the real server on its embedded database. Events
// of the offline time wait in localStorage and reach the server once each after reconnecting; an
// event sent as the page unloads is stored; the registration form keeps what was typed and goes
// out when the connection is back. Checked in the server's database after it stopped.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_QUEUE_KEY } from '../../loader/constants';
import { si } from '../../widgets/i18n/si';
import { launchBrowser, newOfflineSafeContext } from './support/browser';
import { admin, fillValidLead, html, readDatabase, stats, watchErrors } from './support/funnel-kit';
import { startNayaServer, startTestServer, type NayaServer, type TestServer } from './support/servers';

let server: NayaServer;
let partner: TestServer;
let browser: Browser;
const markers = { offline: [] as string[], unload: [] as string[] };

type Naya = { naya: { track(name: string, data: object): Promise<unknown>; ready?: Promise<void> } };
const queued = (page: Page) =>
  page.evaluate(
    (key) => (JSON.parse(localStorage.getItem(key) || '[]') as { body: string }[]).map((q) => JSON.parse(q.body)),
    EVENT_QUEUE_KEY,
  );

beforeAll(async () => {
  server = await startNayaServer();
  partner = await startTestServer({
    routes: {
      'GET /loans/': (_req, res) =>
        html(
          res,
          `<!doctype html><html lang="si-LK"><head><meta charset="utf-8"><title>partner</title></head><body><h1>Partner</h1>
<script>window.nayaConfig = { countryId: 10, src: 'offline-partner' }; window.naya = window.naya || [];</script>
<script async src="${server.origin}/loader.js"></script></body></html>`,
        ),
      'GET /next/': (_req, res) => html(res, '<!doctype html><title>next</title><h1>Next page</h1>'),
    },
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await partner?.close();
  await server?.stop();
});

async function sitePage(context: BrowserContext, urlPath: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(server.origin + urlPath);
  // The site's own window.naya replaces the widgets' queue once the page has started.
  await page.waitForFunction(() => !!(window as unknown as Naya).naya && !Array.isArray((window as unknown as Naya).naya));
  return page;
}

/** Hydrated: React listens on the form, so what is typed is the widget's state. */
async function hydratedForm(page: Page): Promise<Locator> {
  const form = page.locator('[data-widget=registration]');
  await page.waitForFunction(() => {
    const input = document.querySelector('[data-widget=registration] input[name=phone]');
    return !!input && Object.keys(input).some((k) => k.startsWith('__reactProps'));
  });
  return form;
}

/** The site's web_vital events (tests/browser/vitals.test.ts) would add to the counts below on
 * every reload and leave: here the web-vitals library is answered by one that reports nothing. */
async function withoutVitals(context: BrowserContext): Promise<void> {
  await context.route(/\/web-vitals-[\w-]+\.js$/, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'export const onLCP = () => {}, onINP = () => {}, onCLS = () => {};' }),
  );
}

describe('offline in the middle of the funnel', () => {
  it('queues the events of the offline time in localStorage and delivers each once after reconnecting', async () => {
    const context = await newOfflineSafeContext(browser);
    await withoutVitals(context);
    const page = await sitePage(context, '/offers/?utm_source=offline-test');
    const errors = watchErrors(page);
    await expect.poll(async () => (await stats(server)).events).toBeGreaterThan(0); // the page view
    // The connection drops after the page has loaded (its lazy widget code and the offers):
    // what is tested is the events of the offline time, not a half-loaded page.
    await page.locator('[data-widget=offers] .naya-card:not(.naya-skeleton)').first().waitFor();
    const before = (await stats(server)).events;

    await context.setOffline(true);
    expect(await page.evaluate(() => navigator.onLine)).toBe(false);
    markers.offline = ['offline-1', 'offline-2', 'offline-3'];
    for (const marker of markers.offline)
      await page.evaluate((m) => (window as unknown as Naya).naya.track('offline_step', { marker: m }), marker);
    const waiting = await queued(page);
    expect(waiting.map((e) => e.marker)).toEqual(markers.offline);
    expect(waiting.every((e) => e.utm_source === 'offline-test' && typeof e.event_id === 'string')).toBe(true);
    expect((await stats(server)).events).toBe(before);

    await context.setOffline(false);
    await expect.poll(() => queued(page), { timeout: 15_000 }).toEqual([]);
    await expect.poll(async () => (await stats(server)).events).toBe(before + 3);
    // Another page view of the same visitor: the queue is empty, nothing goes out twice.
    await page.reload();
    await expect.poll(async () => (await stats(server)).events).toBe(before + 4);
    expect(await queued(page)).toEqual([]);
    expect(errors.filter((e) => !/ERR_INTERNET_DISCONNECTED/.test(e))).toEqual([]);
    await context.close();
  });

  it('stores an event sent right before the page goes away', async () => {
    const context = await newOfflineSafeContext(browser);
    await withoutVitals(context);
    const page = await context.newPage();
    const pageView = page.waitForResponse((r) => r.url() === `${server.origin}/api/event`);
    await page.goto(`${partner.origin}/loans/`);
    expect((await pageView).status()).toBe(202); // the page view is in: counting starts after it
    const before = (await stats(server)).events;
    markers.unload = ['unload-partner', 'unload-site'];
    // Not awaited: the page leaves at once, the keepalive request must carry the event anyway.
    await page.evaluate(() => void (window as unknown as Naya).naya.track('leaving', { marker: 'unload-partner' }));
    await page.goto(`${partner.origin}/next/`);

    const site = await sitePage(context, '/blog/');
    await site.evaluate(() => void (window as unknown as Naya).naya.track('leaving', { marker: 'unload-site' }));
    await site.goto(`${partner.origin}/next/`);
    // the two events and the blog's page view
    await expect.poll(async () => (await stats(server)).events, { timeout: 15_000 }).toBe(before + 3);
    await context.close();
  });

  it('keeps what was typed while offline and sends the application once the connection is back', async () => {
    const context = await newOfflineSafeContext(browser);
    const page = await sitePage(context, '/reg/');
    const errors = watchErrors(page);
    const form = await hydratedForm(page);
    const leadsBefore = (await stats(server)).leads;
    await fillValidLead(form, { full_name: 'Kamala Silva', phone: '0712345670' });

    await context.setOffline(true);
    await form.locator('button[type=submit]').click();
    await form.locator('[role=status]', { hasText: si.offline }).waitFor();
    expect(await form.locator('input[name=full_name]').inputValue()).toBe('Kamala Silva');
    expect(await form.locator('input[name=phone]').inputValue()).toBe('0712345670');
    expect(await form.locator('input[name=consent]').isChecked()).toBe(true);
    expect((await stats(server)).leads).toBe(leadsBefore);

    const created = page.waitForResponse((r) => r.url() === `${server.origin}/api/leads`);
    await context.setOffline(false); // no click: the form sends itself
    expect((await created).status()).toBe(201);
    await form.locator('h2', { hasText: si.success }).waitFor();
    expect((await stats(server)).leads).toBe(leadsBefore + 1);
    const leadId = await page.evaluate(() => localStorage.getItem('leadId'));
    const leads = await admin<{ lead_id: string; full_name: string; phone: string }[]>(server, '/api/admin/leads');
    expect(leads.filter((l) => l.full_name === 'Kamala Silva')).toEqual([
      expect.objectContaining({ lead_id: leadId, phone: '+94712345670' }),
    ]);
    expect(errors.filter((e) => !/ERR_INTERNET_DISCONNECTED/.test(e))).toEqual([]);
    await context.close();
  });

  it('after a failed send keeps what was typed and offers a retry that goes through', async () => {
    const context = await newOfflineSafeContext(browser);
    const page = await sitePage(context, '/reg/');
    const form = await hydratedForm(page);
    const leadsBefore = (await stats(server)).leads;
    // a person of their own: the same NIC as another test's lead would be a duplicate
    await fillValidLead(form, { full_name: 'Ruwan Jayasuriya', phone: '0751234567', nic: '199012349998' });
    // The connection breaks for this one request only (the browser still thinks it is online).
    await page.route(`${server.origin}/api/leads`, (route) => route.abort('connectionreset'), { times: 1 });
    await form.locator('button[type=submit]').click();
    await form.locator('[role=status]', { hasText: si.networkError }).waitFor();
    expect(await form.locator('button[type=submit]').textContent()).toBe(si.retry);
    expect(await form.locator('input[name=full_name]').inputValue()).toBe('Ruwan Jayasuriya');
    expect(await form.locator('input[name=nic]').inputValue()).toBe('199012349998');
    expect((await stats(server)).leads).toBe(leadsBefore);

    await form.locator('button[type=submit]').click();
    await form.locator('h2', { hasText: si.success }).waitFor();
    expect((await stats(server)).leads).toBe(leadsBefore + 1);
    await context.close();
  });

  it('loads a widget whose code could not be fetched while offline once the connection is back', async () => {
    const context = await newOfflineSafeContext(browser);
    const page = await context.newPage();
    const errors = watchErrors(page);
    let requests = 0;
    await page.route(/\/_naya\/assets\/OffersWidget-[\w-]+\.js$/, async (route) => {
      if (requests++ > 0) return route.continue();
      await context.setOffline(true); // the connection drops just as the widget's code is asked for
      return route.abort('internetdisconnected');
    });
    await page.goto(server.origin + '/offers/');
    await expect.poll(() => requests).toBe(1);
    await page.waitForTimeout(1500); // past the online retry delay: while offline nothing is retried
    expect(requests).toBe(1);
    await context.setOffline(false);
    await page.locator('[data-widget=offers] .naya-card:not(.naya-skeleton)').first().waitFor();
    expect(requests).toBe(2);
    expect(errors.filter((e) => !/ERR_INTERNET_DISCONNECTED/.test(e))).toEqual([]);
    await context.close();
  });

  it('stored each offline and unload event exactly once', async () => {
    // A page of a closed context may still send as it goes (web vitals on pagehide): wait until the
    // server's count has been still for a second, so no event is in flight when it stops.
    let served = await stats(server);
    for (let previous = -1; served.events !== previous;) {
      previous = served.events;
      await new Promise((resolve) => setTimeout(resolve, 1000));
      served = await stats(server);
    }
    await server.stop();
    const rows = await readDatabase(
      server,
      async (db) =>
        (await db.query<{ event_id: string; marker: string | null }>("select event_id, data->>'marker' as marker from events")).rows,
    );
    expect(rows).toHaveLength(served.events);
    expect(new Set(rows.map((r) => r.event_id)).size).toBe(rows.length);
    for (const marker of [...markers.offline, ...markers.unload])
      expect(
        rows.filter((r) => r.marker === marker),
        marker,
      ).toHaveLength(1);
  });
});
