// Attribution and events on a partner page, against the real server (database, validation):
// - the campaign a visitor arrived with lasts the visit: page 2 with a partner config keeps it,
//   and the lead registered there is stored with it;
// - a referrer longer than the server accepts is cut by the loader, so the page view is stored
//   (202) instead of refused (400) and lost; so is a long event name from `naya.track`.
import type { ServerResponse } from 'node:http';
import type { BrowserContext, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_NAME_MAX, EVENT_TEXT_MAX } from '../../common/limits';
import { newOfflineSafeContext } from './support/browser';
import { admin, fillValidLead } from './support/funnel-kit';
import { startTestServer, type TestServer } from './support/servers';
import { nayaSuite } from './support/suite';

const naya = nayaSuite();
let partner: TestServer;

const CONFIG = "{ countryId: 10, lang: 'en', src: 'partner-src', mdm: 'referral', cmp: 'partner-campaign' }";
const page = (body: string) => (_req: unknown, res: ServerResponse) => {
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
  res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>partner</title></head><body>
<script>window.nayaConfig = ${CONFIG}; window.naya = window.naya || [];</script>
<script async src="${naya.server.origin}/loader.js"></script>${body}</body></html>`);
};

beforeAll(async () => {
  partner = await startTestServer({
    routes: {
      'GET /landing/': page('<h1>Loans</h1><a href="/apply/">Apply</a>'),
      'GET /apply/': page('<div data-naya-widget="registration"></div>'),
    },
  });
});

afterAll(async () => {
  await partner?.close();
});

/** Page views and other events the context sends to our server, as sent. */
function recordEvents(context: BrowserContext): Request[] {
  const events: Request[] = [];
  context.on('request', (r) => r.url() === `${naya.server.origin}/api/event` && events.push(r));
  return events;
}
const bodyOf = (r: Request) => JSON.parse(r.postData() ?? '{}');
const pageViewOf = (events: Request[], path: string) =>
  events.find((r) => bodyOf(r).event === 'page_view' && bodyOf(r).page.endsWith(path));

describe('attribution lasts the visit', () => {
  it('keeps the arrival campaign on page 2 despite the partner config, and the lead registered there is credited to it', async () => {
    const context = await newOfflineSafeContext(naya.browser);
    const events = recordEvents(context);
    const tab = await context.newPage();
    await tab.goto(`${partner.origin}/landing/?utm_source=google&utm_medium=cpc&utm_campaign=arrival`);
    await expect
      .poll(() => pageViewOf(events, '/landing/') && bodyOf(pageViewOf(events, '/landing/')!), { timeout: 20_000 })
      .toMatchObject({
        utm_source: 'google',
        utm_medium: 'cpc',
        utm_campaign: 'arrival',
      });
    await tab.click('a[href="/apply/"]');
    await expect.poll(() => pageViewOf(events, '/apply/'), { timeout: 20_000 }).toBeTruthy();
    const second = bodyOf(pageViewOf(events, '/apply/')!);
    expect(second).toMatchObject({ utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'arrival' });
    expect(second).not.toHaveProperty('utm_content');

    const form = tab.locator('[data-naya-widget=registration]');
    await form.locator('form').waitFor({ timeout: 20_000 });
    await fillValidLead(form);
    const created = tab.waitForResponse((r) => r.url() === `${naya.server.origin}/api/leads`);
    await form.locator('button[type=submit]').click();
    expect((await created).status()).toBe(201);
    const { lead_id: leadId } = await (await created).json();
    const leads = await admin<Record<string, unknown>[]>(naya.server, '/api/admin/leads');
    expect(leads.find((l) => l.lead_id === leadId)).toMatchObject({ utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'arrival' });
    await context.close();
  });
});

describe('no event lost to a long field', () => {
  it('cuts a 3000-character referrer and a 500-character event name: both stored (202), not refused', async () => {
    const context = await newOfflineSafeContext(naya.browser);
    const events = recordEvents(context);
    const tab = await context.newPage();
    // Same-origin navigation: the browser keeps the whole address as the next page's referrer.
    const longAddress = `${partner.origin}/landing/?q=${'loan'.repeat(750)}`;
    await tab.goto(longAddress);
    await tab.click('a[href="/apply/"]');
    await expect.poll(() => pageViewOf(events, '/apply/'), { timeout: 20_000 }).toBeTruthy();
    const view = pageViewOf(events, '/apply/')!;
    expect(await tab.evaluate(() => document.referrer)).toBe(longAddress);
    expect(bodyOf(view).referer).toBe(longAddress.slice(0, EVENT_TEXT_MAX));
    expect((await view.response())?.status()).toBe(202);

    const longName = 'n'.repeat(500);
    const answer = await tab.evaluate(
      (name) => (window as unknown as { naya: { track(n: string): Promise<unknown> } }).naya.track(name),
      longName,
    );
    expect(answer).toMatchObject({ ok: true });
    const tracked = events.find((r) => bodyOf(r).event === longName.slice(0, EVENT_NAME_MAX))!;
    expect((await tracked.response())?.status()).toBe(202);
    await context.close();
  });
});
