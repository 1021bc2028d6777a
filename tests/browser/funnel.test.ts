// Issue 8 part 1: the whole funnel as a visitor walks it, in Chromium, through the real server on
// its embedded database, built with (fake) Firebase settings and a sibling origin allowed to read
// the lead id through /pixel/. Once on a partner page of another origin (the documented snippet
// only) and once on the site. Assertions read what the server stored: the admin API while it runs,
// its database after it stopped.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIZE_BUDGETS } from '../../common/budgets';
import { measureWidgetsDownload } from '../../scripts/bench-widgets';
import { si } from '../../widgets/i18n/si';
import { launchBrowser } from './support/browser';
import { buildDist, firebaseEnv } from './support/firebase-fakes';
import {
  admin,
  fillValidLead,
  formFields,
  html,
  LENDER_URL,
  readDatabase,
  serveWorker,
  stats,
  visitorContext,
  watchErrors,
} from './support/funnel-kit';
import { startNayaServer, startTestServer, type NayaServer, type TestServer } from './support/servers';

const PARTNER_UTM = { utm_source: 'partner-news', utm_medium: 'email', utm_campaign: 'funnel-p', utm_content: 'c1', utm_term: 'loan' };
const SITE_UTM = { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'funnel-s', utm_content: 'hero', utm_term: 'personal-loan' };

let dist: string;
let server: NayaServer;
let partner: TestServer; // a partner's landing page on another origin
let sibling: TestServer; // a sibling landing site that reads the lead id through /pixel/
let browser: Browser;

const TOKENS = { partner: 'fcm-token-of-the-partner-visitor', site: 'fcm-token-of-the-site-visitor' };

interface Visit {
  clientId: string;
  leadId: string;
  origin: string;
}
const visits: Record<'partner' | 'site', Partial<Visit>> = { partner: {}, site: {} };

const query = (utm: Record<string, string>) => `?${new URLSearchParams(utm)}`;

/** The documented snippet, nothing else: config, queue, script tag, mount points. */
const partnerPage = () => `<!doctype html><html lang="si-LK"><head><meta charset="utf-8"><title>partner</title></head><body>
<h1>Partner loans</h1>
<script>
  window.nayaConfig = { countryId: 10, providerId: 7, src: 'partner-config', mdm: 'referral' };
  window.naya = window.naya || [];
</script>
<script async src="${server.origin}/loader.js"></script>
<div data-naya-widget="registration"></div>
<div data-naya-widget="offers"></div>
</body></html>`;

const siblingPage = () => `<!doctype html><html lang="si-LK"><head><meta charset="utf-8"><title>sibling</title></head><body>
<h1>Sibling landing</h1>
<!-- No push worker here, so push is off: unset, the loader would ask for /firebase-messaging-sw.js and get a 404. -->
<script>window.nayaConfig = { countryId: 10, pixelUrl: '${server.origin}/pixel/', push: false };</script>
<script async src="${server.origin}/loader.js"></script>
</body></html>`;

beforeAll(async () => {
  // The sibling's port goes into the build (the /pixel/ page's allow-list), so it comes first.
  sibling = await startTestServer({ routes: { 'GET /landing/': (_req, res) => html(res, siblingPage()) } });
  dist = mkdtempSync(path.join(tmpdir(), 'naya-funnel-'));
  const env = { NAYA_DIST_DIR: dist, PIXEL_ALLOWED_ORIGINS: sibling.origin, ...firebaseEnv() };
  await buildDist(env);
  server = await startNayaServer(env); // same settings: scripts/start.ts finds the build current
  partner = await startTestServer({
    routes: { 'GET /loans/': (_req, res) => html(res, partnerPage()), 'GET /firebase-messaging-sw.js': serveWorker(dist) },
  });
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await partner?.close();
  await sibling?.close();
  await server?.stop();
  if (dist) rmSync(dist, { recursive: true, force: true });
});

/** Every /set-token request of the context, in order. */
function recordSetToken(context: BrowserContext): Request[] {
  const sent: Request[] = [];
  context.on('request', (r) => r.url() === `${server.origin}/set-token` && sent.push(r));
  return sent;
}

async function clientIdOf(context: BrowserContext): Promise<string> {
  return (await context.cookies(server.origin)).find((c) => c.name === 'client_id')!.value;
}

/** Push prompt → notifications granted → Allow: the token goes to the server without a lead. */
async function allowPush(page: Page, context: BrowserContext, setToken: Request[], token: string): Promise<void> {
  await page.locator('naya-push-prompt [role="dialog"]').waitFor({ timeout: 20_000 });
  await context.grantPermissions(['notifications'], { origin: new URL(page.url()).origin });
  await page.locator('naya-push-prompt .allow').click();
  await expect.poll(() => setToken.length, { timeout: 30_000 }).toBe(1);
  expect(await formFields(setToken[0])).toMatchObject({ token, lead_id: '', country: '10' });
  await expect.poll(() => page.evaluate(() => localStorage.getItem('push_token')), { timeout: 15_000 }).toBe(token);
}

/** Registration as a visitor does it; returns the lead id the page stored. */
async function register(page: Page, form: Locator, person: Parameters<typeof fillValidLead>[1] = {}): Promise<string> {
  await fillValidLead(form, person);
  const created = page.waitForResponse((r) => r.url() === `${server.origin}/api/leads` && r.request().method() === 'POST');
  await form.locator('button[type=submit]').click();
  expect((await created).status()).toBe(201);
  await form.locator('h2', { hasText: si.success }).waitFor();
  return (await page.evaluate(() => localStorage.getItem('leadId')))!;
}

/** The token goes out exactly once more, now with the lead id, and the page marks it updated. */
async function expectTokenResentOnce(page: Page, setToken: Request[], token: string, leadId: string): Promise<void> {
  await expect.poll(() => setToken.length, { timeout: 20_000 }).toBe(2);
  expect(await formFields(setToken[1])).toMatchObject({ token, lead_id: leadId });
  await expect.poll(() => page.evaluate(() => localStorage.getItem('push_token_updated'))).toBe('true');
}

/** The offers on show follow the server's ranking for this lead, and say so. */
async function expectOffersForLead(root: Locator, leadId: string): Promise<string[]> {
  await root.locator('p', { hasText: si.orderedForYou }).waitFor({ timeout: 20_000 });
  const shown = await root.locator('li.naya-card h3').evaluateAll((hs) => hs.map((h) => h.id.replace('naya-offer-', '')));
  const ranked: string[] = await (await fetch(`${server.origin}/sl-feed?lead_id=${leadId}`)).json();
  expect(shown.length).toBeGreaterThan(1);
  expect(shown).toEqual(ranked.filter((id) => shown.includes(id)));
  return shown;
}

/** A click on the first offer opens the lender's page (a new tab) with our lead id and a click id. */
async function clickFirstOffer(page: Page, root: Locator, leadId: string): Promise<URL> {
  const opened = page.waitForEvent('popup');
  await root.locator('a.naya-btn').first().click();
  const tab = await opened;
  await tab.waitForURL(LENDER_URL, { timeout: 20_000 });
  const lender = new URL(tab.url());
  await tab.close();
  expect(lender.searchParams.get('lead_id')).toBe(leadId);
  expect(lender.searchParams.get('click_id')).toMatch(/^[0-9a-f-]{36}$/);
  return lender;
}

describe('the funnel in Chromium, through the real server', () => {
  it('on a partner page of another origin: utm arrival, push Allow, registration, token re-sent with the lead, ordered offers, lender', async () => {
    const before = await stats(server);
    const context = await visitorContext(browser, TOKENS.partner);
    const setToken = recordSetToken(context);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${partner.origin}/loans/${query(PARTNER_UTM)}`);
    expect(partner.origin).not.toBe(server.origin);

    await allowPush(page, context, setToken, TOKENS.partner);
    expect(await formFields(setToken[0])).toMatchObject({ ...PARTNER_UTM, provider: '7', domain: '127.0.0.1' });
    expect((await stats(server)).push_tokens).toBe(before.push_tokens + 1);

    const form = page.locator('[data-naya-widget=registration]');
    const chunks: string[] = [];
    page.on('request', (r) => r.url().includes('/chunks/') && chunks.push(new URL(r.url()).pathname));
    const leadId = await register(page, form);
    const lead = (await admin<Record<string, unknown>[]>(server, '/api/admin/leads')).find((l) => l.lead_id === leadId);
    expect(lead).toMatchObject({
      phone: '+94771234567',
      nic: '199012345678',
      nic_birth_date: '1990-05-02',
      ...PARTNER_UTM,
      client_id: await clientIdOf(context),
    });
    await expect.poll(async () => (await stats(server)).webhooks).toBe(before.webhooks + 1);

    await expectTokenResentOnce(page, setToken, TOKENS.partner, leadId);
    expect((await stats(server)).push_tokens).toBe(before.push_tokens + 1); // the same token, now with its lead
    // the widget's re-send: a chunk of its own, fetched beside the widgets' chunk only after a registration
    expect(chunks.filter((c) => /^\/chunks\/resend-\w+\.js$/.test(c))).toHaveLength(1);

    const offers = page.locator('[data-naya-widget=offers]');
    const shown = await expectOffersForLead(offers, leadId);
    const lender = await clickFirstOffer(page, offers, leadId);
    expect(lender.hostname).toBe(`${shown[0]}.example`);
    expect(setToken).toHaveLength(2); // once without, once with the lead id: never again
    expect(errors).toEqual([]);
    visits.partner = { clientId: await clientIdOf(context), leadId, origin: partner.origin };
    await context.close();
  });

  it('on the site: utm arrival, push Allow, registration, ordered offers, lender, /transition/, and a sibling reads the lead through /pixel/', async () => {
    const before = await stats(server);
    const context = await visitorContext(browser, TOKENS.site);
    const setToken = recordSetToken(context);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${server.origin}/${query(SITE_UTM)}`);

    await allowPush(page, context, setToken, TOKENS.site);
    expect(await formFields(setToken[0])).toMatchObject(SITE_UTM);

    // To the registration page through the site's own navigation: a page view of the same visit.
    await page.locator('header a[href="/reg/"], nav a[href="/reg/"]').first().click();
    await page.waitForURL(`${server.origin}/reg/`);
    const form = page.locator('[data-widget=registration]');
    // another person than the partner page's: the same phone or NIC again would be a duplicate
    const leadId = await register(page, form, { phone: '0771234599', nic: '199012349978' });
    const lead = (await admin<Record<string, unknown>[]>(server, '/api/admin/leads')).find((l) => l.lead_id === leadId);
    expect(lead).toMatchObject({ phone: '+94771234599', ...SITE_UTM, client_id: await clientIdOf(context) });
    await expectTokenResentOnce(page, setToken, TOKENS.site, leadId);

    const shown = await expectOffersForLead(form, leadId);
    const lender = await clickFirstOffer(page, form, leadId);
    expect(lender.hostname).toBe(`${shown[0]}.example`);

    // The lenders list → /transition/ → the chosen lender, with the lead id filled in.
    await page.goto(`${server.origin}/partners-list/`);
    const apply = page.locator('a[href^="/transition/?offer_id="]').nth(1);
    const offerId = new URLSearchParams((await apply.getAttribute('href'))!.split('?')[1]).get('offer_id')!;
    await apply.click();
    await page.waitForURL(LENDER_URL, { timeout: 20_000 });
    const forwarded = new URL(page.url());
    expect(forwarded.hostname).toBe(`${offerId}.example`);
    expect(forwarded.searchParams.get('lead_id')).toBe(leadId);

    // A sibling landing site of the same visitor: the pixel brings the lead id over.
    const siblingPage = await context.newPage();
    const siblingErrors = watchErrors(siblingPage);
    await siblingPage.goto(`${sibling.origin}/landing/`);
    await expect
      .poll(
        () => siblingPage.evaluate(() => (window as unknown as { naya?: { getLeadId?(): string | null } }).naya?.getLeadId?.() ?? null),
        { timeout: 20_000 },
      )
      .toBe(leadId);
    expect(await siblingPage.evaluate(() => localStorage.getItem('leadId'))).toBe(leadId);
    expect(siblingErrors).toEqual([]);

    const after = await stats(server);
    expect(after.leads).toBe(before.leads + 1);
    expect(after.push_tokens).toBe(before.push_tokens + 1);
    await expect.poll(async () => (await stats(server)).webhooks).toBe(before.webhooks + 2); // registration, abandoned_visit
    expect(setToken).toHaveLength(2);
    expect(errors).toEqual([]);
    visits.site = { clientId: await clientIdOf(context), leadId, origin: server.origin };
    await context.close();
  });

  it('stored each step: page views with their attribution, one token per lead, webhooks, offer clicks, events once each', async () => {
    expect(visits.partner.leadId && visits.site.leadId).toBeTruthy();
    const served = await stats(server);
    await server.stop();
    const stored = await readDatabase(server, async (db) => {
      const rows = async <T>(sql: string, params: unknown[] = []) => (await db.query<T>(sql, params)).rows;
      return {
        events: await rows<
          {
            event_id: string;
            event: string;
            page: string | null;
            lead_id: string | null;
            offer_id: string | null;
            click_id: string | null;
          } & Record<string, string | null>
        >(
          `select event_id, event, client_id, utm_source, utm_medium, utm_campaign, utm_content, utm_term,
             data->>'page' as page, data->>'lead_id' as lead_id, data->>'offer_id' as offer_id, data->>'click_id' as click_id
           from events order by received_at`,
        ),
        tokens: await rows<{ token: string; lead_id: string | null }>('select token, lead_id from push_tokens'),
        webhooks: await rows<{ lead_id: string; state_type: string }>('select lead_id, state_type from webhooks order by id'),
      };
    });
    expect(stored.events).toHaveLength(served.events);
    expect(new Set(stored.events.map((e) => e.event_id)).size).toBe(stored.events.length);

    for (const [name, utm] of [
      ['partner', PARTNER_UTM],
      ['site', SITE_UTM],
    ] as const) {
      const visit = visits[name] as Visit;
      const views = stored.events.filter(
        (e) => e.event === 'page_view' && e.page?.startsWith(visit.origin) && e.client_id === visit.clientId,
      );
      expect(views.length, `${name} page views`).toBeGreaterThanOrEqual(name === 'site' ? 2 : 1);
      for (const view of views) expect(view).toMatchObject(utm);
      const clicks = stored.events.filter((e) => e.event === 'offer_click' && e.lead_id === visit.leadId);
      expect(clicks.length, `${name} offer clicks`).toBe(name === 'site' ? 2 : 1);
      for (const click of clicks) expect(click.click_id).toMatch(/^[0-9a-f-]{36}$/);
      expect(stored.events.filter((e) => e.event === 'registration' && e.lead_id === visit.leadId)).toHaveLength(1);
    }
    // One row per token, each with its visitor's lead.
    expect(stored.tokens.sort((a, b) => a.token.localeCompare(b.token))).toEqual([
      { token: TOKENS.partner, lead_id: visits.partner.leadId },
      { token: TOKENS.site, lead_id: visits.site.leadId },
    ]);
    expect(stored.webhooks).toEqual([
      { lead_id: visits.partner.leadId, state_type: 'registration' },
      { lead_id: visits.site.leadId, state_type: 'registration' },
      { lead_id: visits.site.leadId, state_type: 'abandoned_visit' },
    ]);
    // Lead data never reached analytics.
    expect(JSON.stringify(stored.events)).not.toMatch(/Nimal|771234567|771234599|199012345678|199012349978|85000/);
  });
});

// The budget as partners get the widgets: this build has push on, which adds the push-token re-send
// after a registration (a chunk of its own, not downloaded before; partner-widgets.test.ts checks
// the build without push).
describe('size budget with push on, as a partner page downloads the widgets', () => {
  it.each(['si', 'en', 'ta'] as const)('both widgets in %s: every widgets chunk together ≤ 25 KB gzip', async (lang) => {
    const { bytesGzip, files } = await measureWidgetsDownload(path.join(dist, 'site'), { lang });
    expect(files.some((f) => f.startsWith('widgets-'))).toBe(true);
    expect(files.filter((f) => f.startsWith('resend-'))).toEqual([]);
    expect(bytesGzip).toBeLessThanOrEqual(SIZE_BUDGETS.widgets.bytes);
  });
});
