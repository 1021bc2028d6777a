// A partner's figures count what its pages send (issue 23): a real partner page on another origin
// with `providerId`, `countryId`, sub-IDs in its config and in the URL, the offers and registration
// widgets; visitors view pages, click an offer and register. The partner then reads its own stats
// (`GET /api/partner/stats`, also split by sub-ID) and the operator the console funnel, and both
// count exactly what those pages sent. A URL naming another provider moves nothing.
import type { ServerResponse } from 'node:http';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newOfflineSafeContext } from './support/browser';
import { ADMIN, fillValidLead } from './support/funnel-kit';
import { startTestServer, type TestServer } from './support/servers';
import { nayaSuite } from './support/suite';

const EMAIL = 'figures@naya.test';
const PASSWORD = 'figures console password';
const PROVIDER = 77;
const naya = nayaSuite({ CONSOLE_ADMIN_EMAIL: EMAIL, CONSOLE_ADMIN_PASSWORD: PASSWORD });
let partner: TestServer;
let apiKey: string;
const today = () => new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10); // Colombo

const CONFIG = `{ countryId: 10, lang: 'en', providerId: ${PROVIDER}, sub1: 'cfg-default', sub2: 'sidebar' }`;
const page = (body: string) => (_req: unknown, res: ServerResponse) => {
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
  res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>partner</title></head><body>
<script>window.nayaConfig = ${CONFIG};</script>
<script async src="${naya.server.origin}/loader.js"></script>${body}</body></html>`);
};

beforeAll(async () => {
  const made = await fetch(`${naya.server.origin}/api/admin/partners`, {
    method: 'POST',
    headers: { ...ADMIN, 'Content-Type': 'application/json' },
    body: JSON.stringify({ provider_id: PROVIDER, name: 'Figures partner' }),
  });
  expect(made.status).toBe(201);
  apiKey = ((await made.json()) as { api_key: string }).api_key;
  partner = await startTestServer({
    routes: {
      'GET /loans/': page('<h1>Loans</h1><div data-naya-widget="offers"></div>'),
      'GET /apply/': page('<div data-naya-widget="registration"></div>'),
    },
  });
});

afterAll(async () => {
  await partner?.close();
});

/** Every `POST /api/event` the context sends, parsed. */
function sentEvents(context: BrowserContext): Record<string, unknown>[] {
  const events: Record<string, unknown>[] = [];
  context.on('request', (r) => r.url() === `${naya.server.origin}/api/event` && events.push(JSON.parse(r.postData() ?? '{}')));
  return events;
}

async function clickFirstOffer(tab: Page): Promise<void> {
  const offers = tab.locator('[data-naya-widget=offers]');
  const link = offers.locator('a.naya-btn').first();
  await link.waitFor({ timeout: 20_000 });
  const opened = tab.waitForEvent('popup');
  await link.click();
  await (await opened).close();
}

const partnerGet = async (path: string) => {
  const res = await fetch(`${naya.server.origin}${path}`, { headers: { Authorization: `Bearer ${apiKey}` } });
  expect(res.status).toBe(200);
  return res.json();
};

describe("a partner's figures count what its pages send", () => {
  it('page views, offer clicks and the lead carry provider, country and sub-IDs, and reach the partner stats and the console funnel', async () => {
    // Visitor 1 arrives from an ad whose link names sub1 (and tries to name another provider).
    const first = await newOfflineSafeContext(naya.browser);
    const events = sentEvents(first);
    const tab = await first.newPage();
    await tab.goto(`${partner.origin}/loans/?sub1=ad-42&providerId=5&provider=5&countryId=3`);
    await clickFirstOffer(tab);
    // page 2 of the visit, without the query string: the ad's sub1 lasts the visit
    await tab.goto(`${partner.origin}/apply/`);
    const form = tab.locator('[data-naya-widget=registration]');
    await form.locator('form').waitFor({ timeout: 20_000 });
    await fillValidLead(form);
    const created = tab.waitForResponse((r) => r.url() === `${naya.server.origin}/api/leads`);
    await form.locator('button[type=submit]').click();
    expect((await created).status()).toBe(201);
    const { lead_id: leadId } = await (await created).json();

    await expect.poll(() => events.filter((e) => e.event === 'page_view').length, { timeout: 20_000 }).toBe(2);
    await expect.poll(() => events.filter((e) => e.event === 'offer_click').length, { timeout: 20_000 }).toBe(1);
    // the URL's sub-IDs replace the config's as a set, as a campaign's utm_* do
    for (const event of events.filter((e) => e.event === 'page_view' || e.event === 'offer_click')) {
      expect(event).toMatchObject({ provider: PROVIDER, country: 10, sub1: 'ad-42' });
      expect(event).not.toHaveProperty('sub2');
    }
    await first.close();

    // Visitor 2: no sub-ID in the URL, so the page config's.
    const second = await newOfflineSafeContext(naya.browser);
    const secondEvents = sentEvents(second);
    await (await second.newPage()).goto(`${partner.origin}/loans/`);
    await expect
      .poll(() => secondEvents.find((e) => e.event === 'page_view'), { timeout: 20_000 })
      .toMatchObject({
        provider: PROVIDER,
        sub1: 'cfg-default',
        sub2: 'sidebar',
      });

    const day = today();
    const zero = { page_views: 0, leads: 0, verified_leads: 0, offer_clicks: 0, approved: 0, issued: 0 };
    await expect
      .poll(async () => (await partnerGet(`/api/partner/stats?from=${day}&to=${day}`)).totals, { timeout: 20_000 })
      .toMatchObject({ ...zero, page_views: 3, offer_clicks: 1, leads: 1 });
    await second.close();
    expect(await partnerGet(`/api/partner/stats?from=${day}&to=${day}&group_by=sub1`)).toMatchObject({
      group_by: 'sub1',
      groups: [
        { value: 'ad-42', totals: { ...zero, page_views: 2, offer_clicks: 1, leads: 1 } },
        { value: 'cfg-default', totals: { ...zero, page_views: 1 } },
      ],
    });
    const leads = (await partnerGet('/api/partner/leads')) as Record<string, unknown>[];
    expect(leads).toEqual([expect.objectContaining({ lead_id: leadId, sub1: 'ad-42', sub2: null, sub3: null })]);
    const providerFive = await fetch(`${naya.server.origin}/api/admin/partners/stats?from=${day}&to=${day}`, { headers: ADMIN });
    expect(JSON.stringify(await providerFive.json())).not.toContain('"5"'); // the URL's providerId moved nothing

    // The operator's console funnel, split by partner, counts the same.
    const operator = await newOfflineSafeContext(naya.browser);
    const consolePage = await operator.newPage();
    await consolePage.goto(`${naya.server.origin}/console/`);
    await consolePage.getByLabel('E-mail').fill(EMAIL);
    await consolePage.getByLabel('Password').fill(PASSWORD);
    await consolePage.keyboard.press('Enter');
    await consolePage.getByRole('heading', { name: /^Dashboard/ }).waitFor();
    const funnel = await consolePage.evaluate(
      async (d) => (await fetch(`/api/console/funnel?from=${d}&to=${d}&split=partner`)).json(),
      day,
    );
    expect(funnel.groups).toEqual([expect.objectContaining({ key: String(PROVIDER), page_views: 3, offer_clicks: 1, registrations: 1 })]);
    await operator.close();
  });
});
