// Issue 23, item 2, in Chromium: a push is shown whether or not a tab of the site is visible. The
// visitor allows push on our site (or on a partner's page); a status message then reaches the real service worker as a push
// event (DevTools' ServiceWorker.deliverPushMessage, as a push service would deliver it), and the
// real Firebase in the worker routes it: to the open pages' onMessage while a tab is visible, to the
// worker's background handler when none is. Either way one notification, with the same title, body,
// icon and click data, on the worker's registration (whose notificationclick opens data.url).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newOfflineSafeContext } from './support/browser';
import { buildDist, firebaseEnv, installFirebaseFakes } from './support/firebase-fakes';
import { html, serveWorker } from './support/funnel-kit';
import { startTestServer, type TestServer } from './support/servers';

const SCOPE = '/firebase-cloud-messaging-push-scope';

let dist: string;
let server: TestServer;
let partner: TestServer;
let browser: Browser;

/** A partner page asking with our prompt; its origin serves our worker, loader.js comes from ours. */
const partnerPage = () => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>partner</title></head><body>
<h1>Partner loans</h1>
<script>window.nayaConfig = { countryId: 3, providerId: 7, push: 'prompt' };</script>
<script async src="${server.origin}/loader.js"></script>
</body></html>`;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'naya-push-open-page-'));
  await buildDist({ NAYA_DIST_DIR: dist, ...firebaseEnv() });
  server = await startTestServer({ staticDirs: [path.join(dist, 'site')] });
  partner = await startTestServer({
    routes: { 'GET /loans/': (_req, res) => html(res, partnerPage()), 'GET /firebase-messaging-sw.js': serveWorker(dist) },
  });
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await partner?.close();
  await server?.close();
  if (dist) rmSync(dist, { recursive: true, force: true });
});

/** The data message server/push/deliveries.ts sends, as it arrives from the push service (its
 * URLs are the site's, wherever the visitor allowed push). */
const statusPush = (messageId: string) => ({
  from: '123456789',
  priority: 'normal',
  fcmMessageId: `fcm-${messageId}`,
  data: {
    title: 'Your loan application was approved',
    body: 'The lender approved your application. Tap to see the details.',
    icon: `${server.origin}/icon-192.png`,
    url: `${server.origin}/en/offers/`,
    message_id: messageId,
    delivery_id: `${messageId}:ab12`,
    lang: 'en',
    status: 'approved',
    event_url: `${server.origin}/api/event`,
  },
});

/** What the visitor sees for `messageId`, click data included. */
const expected = (messageId: string) => ({
  title: 'Your loan application was approved',
  body: 'The lender approved your application. Tap to see the details.',
  icon: `${server.origin}/icon-192.png`,
  tag: messageId,
  data: {
    url: `${server.origin}/en/offers/`,
    click: { message_id: messageId, delivery_id: `${messageId}:ab12`, status: 'approved', event_url: `${server.origin}/api/event` },
  },
});

/** Counts showNotification calls in every page (the browser's API, not our code). */
function countShows() {
  const show = ServiceWorkerRegistration.prototype.showNotification;
  ServiceWorkerRegistration.prototype.showNotification = function (...args) {
    const w = window as unknown as { nayaTestShows?: number };
    w.nayaTestShows = (w.nayaTestShows ?? 0) + 1;
    return show.apply(this, args);
  };
}

/** A visitor on `url` who allowed push: the token is stored. */
async function allowedVisitor(url = `${server.origin}/en/`): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newOfflineSafeContext(browser, { serviceWorkers: 'allow' });
  await installFirebaseFakes(context);
  await context.addInitScript(countShows);
  const page = await context.newPage();
  await page.goto(url);
  await page.locator('naya-push-prompt [role="dialog"]').waitFor({ timeout: 20_000 });
  await context.grantPermissions(['notifications'], { origin: new URL(url).origin }); // the visitor will say yes
  await page.locator('naya-push-prompt .allow').click();
  await page.waitForFunction(() => localStorage.getItem('push_token') === 'fcm-token-from-canned-registration', null, { timeout: 30_000 });
  return { context, page };
}

/** Delivers push messages to the worker of `origin`, as the push service would. */
async function pushService(page: Page, origin = server.origin): Promise<(payload: object) => Promise<void>> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  const registrations = new Map<string, string>(); // scope URL → registration id
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: list }) => {
    for (const r of list) if (!r.isDeleted) registrations.set(r.scopeURL, r.registrationId);
  });
  await cdp.send('ServiceWorker.enable');
  const scopeURL = origin + SCOPE;
  await expect.poll(() => registrations.has(scopeURL), { timeout: 10_000 }).toBe(true);
  return async (payload) => {
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId: registrations.get(scopeURL)!,
      data: JSON.stringify(payload),
    });
  };
}

/** The notifications on screen for this origin, read in the service worker. */
async function onScreen(context: BrowserContext) {
  const [worker] = context.serviceWorkers().filter((w) => w.url().endsWith('/firebase-messaging-sw.js'));
  return worker.evaluate(async () => {
    const scope = self as unknown as { registration: ServiceWorkerRegistration };
    const list = await scope.registration.getNotifications();
    return list.map(({ title, body, icon, tag, data }) => ({ title, body, icon, tag, data }));
  });
}

/** A click on the notification tagged `tag`, dispatched in the worker as the browser would. */
async function clickInWorker(context: BrowserContext, tag: string): Promise<void> {
  const [worker] = context.serviceWorkers().filter((w) => w.url().endsWith('/firebase-messaging-sw.js'));
  await worker.evaluate(async (wanted) => {
    const scope = self as unknown as { registration: ServiceWorkerRegistration } & EventTarget;
    const [notification] = await scope.registration.getNotifications({ tag: wanted });
    const NotificationEvent = (self as unknown as { NotificationEvent: new (type: string, init: object) => Event }).NotificationEvent;
    try {
      scope.dispatchEvent(new NotificationEvent('notificationclick', { notification }));
    } catch {
      // waitUntil refuses an event the browser did not send; the handler has run by then
    }
  }, tag);
}

const shows = (page: Page) => page.evaluate(() => (window as unknown as { nayaTestShows?: number }).nayaTestShows ?? 0);

describe('a status push', () => {
  it('while the site is visible in two tabs: shown once, by a page, with the click URL', async () => {
    const { context, page } = await allowedVisitor();
    // A later page view of the same visitor listens too (not only the page where they allowed).
    const second = await context.newPage();
    await second.goto(`${server.origin}/en/offers/`);
    const deliver = await pushService(page);
    expect(await page.evaluate(() => document.visibilityState)).toBe('visible');

    // The pages attach their listener as they load: the push service may repeat a message
    // (same id), which must not show it again.
    await expect
      .poll(
        async () => {
          await deliver(statusPush('status:lead-1:approved'));
          return (await onScreen(context)).length;
        },
        { timeout: 20_000, interval: 1000 },
      )
      .toBe(1);
    await page.waitForTimeout(1000);
    expect(await onScreen(context)).toEqual([expected('status:lead-1:approved')]);
    expect((await shows(page)) + (await shows(second))).toBe(1); // one show across both tabs

    // Its click is the worker's: push_click is recorded for that delivery (the worker then opens
    // data.url, which a synthetic click may not do: browsers let only a real click open a window).
    await clickInWorker(context, 'status:lead-1:approved');
    const click = await server.waitFor((r) => r.path === '/api/event' && r.body.includes('push_click'));
    expect(JSON.parse(click.body)).toMatchObject({
      event: 'push_click',
      message_id: 'status:lead-1:approved',
      delivery_id: 'status:lead-1:approved:ab12',
      status: 'approved',
    });
    await context.close();
  });

  it('on a later visit (a page loaded after the Allow, alone): that page shows it', async () => {
    const { context, page } = await allowedVisitor();
    await page.goto(`${server.origin}/en/reg/`);
    const deliver = await pushService(page);
    await expect
      .poll(
        async () => {
          await deliver(statusPush('status:lead-3:approved'));
          return (await onScreen(context)).length;
        },
        { timeout: 20_000, interval: 1000 },
      )
      .toBe(1);
    expect(await onScreen(context)).toEqual([expected('status:lead-3:approved')]);
    expect(await shows(page)).toBe(1);
    await context.close();
  });

  it("on a partner's page with push, visible: shown once, by the page, on the partner's worker", async () => {
    const { context, page } = await allowedVisitor(`${partner.origin}/loans/`);
    await page.reload();
    const deliver = await pushService(page, partner.origin);
    await expect
      .poll(
        async () => {
          await deliver(statusPush('status:lead-4:approved'));
          return (await onScreen(context)).length;
        },
        { timeout: 20_000, interval: 1000 },
      )
      .toBe(1);
    expect(await onScreen(context)).toEqual([expected('status:lead-4:approved')]);
    expect(await shows(page)).toBe(1);
    await context.close();
  });

  it('with no tab of the site open: shown by the worker, the same notification', async () => {
    const { context, page } = await allowedVisitor();
    const deliver = await pushService(page);
    await page.goto('about:blank'); // the site's last tab goes away; DevTools stays attached
    await deliver(statusPush('status:lead-2:approved'));
    await expect.poll(() => onScreen(context), { timeout: 20_000 }).toEqual([expected('status:lead-2:approved')]);
    await context.close();
  });
});
