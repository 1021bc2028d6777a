// The borrower's page in real Chromium against the real server and a loopback SMS gateway: sign in
// with the phone and the code in each language, see the application and a lender's answer after
// the lender posts it; then download, stop marketing, withdraw consent and erase (confirmed first).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeIn, startFakeGateway, type FakeGateway } from '../../server/sms/testing/fake-gateway';
import { CONSENT_VERSION } from '../../common/domain/lead-rules';
import { formatDate } from '../../common/format/all';
import { validLead } from '../../server/testing/app';
import en from '../../site/messages/en.json';
import si from '../../site/messages/si.json';
import ta from '../../site/messages/ta.json';
import { launchBrowser, newOfflineSafeContext } from './support/browser';
import { ADMIN, clickLenderOfferOn } from './support/funnel-kit';
import { ROOT, startNayaServer, type NayaServer } from './support/servers';

let gateway: FakeGateway;
let naya: NayaServer;
let browser: Browser;
let lenderKey: string;
let lenderId: string;

beforeAll(async () => {
  gateway = await startFakeGateway();
  naya = await startNayaServer({ ...gateway.env, OTP_RATE_LIMIT: '100' }); // every sign-in here comes from one address
  browser = await launchBrowser();
  const lender = await fetch(`${naya.origin}/api/admin/lenders`, {
    method: 'POST',
    headers: { ...ADMIN, 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'Lanka Credit' }),
  });
  ({ api_key: lenderKey, lender_id: lenderId } = await lender.json());
});

afterAll(async () => {
  await browser?.close();
  await naya?.stop();
  await gateway?.close();
});

async function register(phone: string, lang: string, termDays = 365): Promise<string> {
  const res = await fetch(`${naya.origin}/api/leads`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(validLead({ phone, lang, amount: 150000, term_days: termDays, marketing_opt_in: true })),
  });
  expect(res.status).toBe(201);
  const lead = (await res.json()) as { lead_id: string; lead_token: string };
  tokens.set(lead.lead_id, lead.lead_token);
  return lead.lead_id;
}
/** Each lead's token, for the click-through binding. */
const tokens = new Map<string, string>();

async function lenderSays(leadId: string, state: string) {
  const form = new FormData();
  form.append('lead_id', leadId);
  form.append('state_type', state);
  const res = await fetch(`${naya.origin}/webhook`, { method: 'POST', body: form, headers: { Authorization: `Bearer ${lenderKey}` } });
  expect(res.status).toBe(204);
}

const AXE = readFileSync(path.join(ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8');

async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: AXE });
  const violations = (await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: Document, o: object): Promise<{ violations: unknown[] }> } }).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  })) as { id: string; impact: string }[];
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

async function signIn(page: Page, path: string, phone: string, m: typeof en) {
  await page.goto(naya.origin + path);
  await page.getByLabel(m['my.phone']).fill(phone);
  const sent = gateway.sent.length;
  await page.getByRole('button', { name: m['my.sendCode'] }).click();
  await expect.poll(() => gateway.sent.length).toBe(sent + 1);
  await page.getByLabel(m['my.code']).fill(codeIn(gateway.sent.at(-1)!));
  await page.keyboard.press('Enter'); // the form submits from the keyboard
}

describe('the borrower page /my/', () => {
  // 540 days is 18 months (DESIGN "Formats"), on /my/ as everywhere
  const languages = [
    { path: '/my/', lang: 'si', m: si, phone: '0751112233', amount: 'රු. 150,000', term: 'මාස 18' },
    { path: '/en/my/', lang: 'en', m: en, phone: '0751112244', amount: 'LKR 150,000', term: '18 months' },
    { path: '/ta/my/', lang: 'ta', m: ta, phone: '0751112255', amount: 'ரூ. 150,000', term: '18 மாதங்கள்' },
  ] as const;
  for (const { path, lang, m, phone, amount, term } of languages) {
    it(`signs in by SMS code at ${path} and shows each lender's steps in words, and the consent as a summary`, async () => {
      const leadId = await register(phone, 'si', 540);
      const context = await newOfflineSafeContext(browser);
      const page = await context.newPage();
      await signIn(page, path, phone, m);
      const card = page.locator('section.card');
      await expect.poll(() => card.count()).toBe(1);
      const cardText = async () => (await card.innerText()).replace(/\u00a0/g, ' ');
      const text = await cardText();
      expect(text).toContain(amount);
      expect(text).toContain(term);
      expect(text).toContain(m['my.state.new']);
      expect(text).toContain(m['my.noLenders']); // not yet with any lender: not "no lender has answered"
      const today = formatDate(new Date(), lang);
      // the consent: when, to whom and whether marketing too; never a version hash
      const consent = (await page.locator('.my-consent').innerText()).replace(/\u00a0/g, ' ');
      expect(consent).toBe(`${m['my.consentSummaryForm'].replace('{date}', today)} ${m['my.marketingYes']}`);
      expect(text).not.toContain(CONSENT_VERSION);

      await clickLenderOfferOn(naya, { lead_id: leadId, lead_token: tokens.get(leadId)! }, lenderId); // the lead reached the lender: the person went to its offer
      await page.reload();
      // reached by the person's own click, not sent by Naya: /my/ says so (DESIGN "One lead, one truth")
      await expect.poll(cardText).toContain(`Lanka Credit\n${m['my.lender.opened'].replace('{date}', today)}`);
      expect(await cardText()).not.toContain(m['my.state.other']);

      await lenderSays(leadId, 'approved');
      await page.reload();
      await expect.poll(cardText).toContain(`${m['my.lender.opened'].replace('{date}', today)}\n${m['my.lender.approved']}`);
      expect(await cardText()).toContain(`${m['my.status']}\n${m['my.state.approved']}`);
      // the whole history, oldest first, each step with its day (DESIGN "One lead, one truth")
      const history = page.getByRole('list', { name: m['my.history'] });
      const steps = (await history.getByRole('listitem').allInnerTexts()).map((s) => s.replace(/\u00a0/g, ' '));
      expect(steps[0]).toBe(`${today} ${m['my.event.registered']}`);
      expect(steps).toContain(`${today} ${m['my.event.click_bound'].replace('{lender}', 'Lanka Credit')}`);
      expect(steps.at(-1)).toBe(
        `${today} ${m['my.event.lender'].replace('{lender}', 'Lanka Credit').replace('{answer}', m['my.lender.approved'])}`,
      );
      await context.close();
    });
  }

  it('downloads the data, stops marketing, withdraws consent and erases everything after a confirmation', async () => {
    const phone = '0751112266';
    await register(phone, 'en');
    const context = await newOfflineSafeContext(browser, { acceptDownloads: true, bypassCSP: true }); // bypassCSP: to inject axe-core
    const page = await context.newPage();
    await signIn(page, '/en/my/', phone, en);
    await page.getByRole('heading', { name: en['my.actions'] }).waitFor();
    expect(await seriousViolations(page)).toEqual([]); // the signed-in page too (site-a11y sees the signed-out one)

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: en['my.download'] }).click()]);
    expect(download.suggestedFilename()).toBe('naya-my-data.json');
    const data = JSON.parse(readFileSync((await download.path())!, 'utf8'));
    expect(data.leads[0].phone).toBe('+94751112266');

    await page.getByRole('button', { name: en['my.marketingOff'] }).click();
    await page.getByText(en['my.marketingOffDone']).waitFor();
    await page.getByRole('button', { name: en['my.withdraw'] }).click();
    await page.getByText(en['my.withdrawDone']).waitFor();
    await page.getByText(/Consent withdrawn on \d+ \w+ \d{4}\./).waitFor();

    await page.getByRole('button', { name: en['my.erase'] }).click();
    // nothing is erased until the person confirms; the warning has the focus
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('my-erase-text');
    await page.getByRole('button', { name: en['my.eraseYes'] }).click();
    await page.getByText(en['my.erased']).waitFor();
    const found = await fetch(`${naya.origin}/api/admin/subjects?phone=${phone}`, { headers: ADMIN });
    expect((await found.json()).leads).toEqual([]);
    await context.close();
  });
});

// Issue 43 item 17: /my/ had Lighthouse's slowest LCP (2.8 s against 1.2–1.7 s) because its largest
// text was rendered only after the JavaScript and GET /api/my/status. The largest paint of the
// first screen (a phone, as Lighthouse's) must be an element of the pre-rendered HTML.
describe('/my/ paints its largest text with the HTML', () => {
  /** Before any script of the page: the server's elements, and every largest-contentful-paint entry. */
  const watch = () => {
    const w = window as unknown as { __server: WeakSet<Element>; __lcp: PerformanceEntry[] };
    w.__lcp = [];
    new PerformanceObserver((list) => w.__lcp.push(...list.getEntries())).observe({ type: 'largest-contentful-paint', buffered: true });
    document.addEventListener('DOMContentLoaded', () => (w.__server = new WeakSet(document.querySelectorAll('*'))), { once: true });
  };
  const largest = (page: Page) =>
    page.evaluate(() => {
      const w = window as unknown as { __server: WeakSet<Element>; __lcp: (PerformanceEntry & { element: Element | null })[] };
      const last = w.__lcp.at(-1);
      return { prerendered: !!last?.element && w.__server.has(last.element), text: last?.element?.textContent?.slice(0, 60) ?? null };
    });

  async function check(server: NayaServer, path: string, shown: string) {
    const context = await newOfflineSafeContext(browser, { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
    await context.addInitScript(watch);
    const page = await context.newPage();
    await page.goto(server.origin + path);
    await page.getByText(shown).first().waitFor({ timeout: 20_000 }); // the view after /api/my/status
    await page.waitForTimeout(300); // a paint after the last change
    const result = await largest(page);
    await context.close();
    return result;
  }

  for (const [path, m] of [
    ['/my/', si],
    ['/en/my/', en],
    ['/ta/my/', ta],
  ] as const) {
    it(`${path}, signed out with SMS on: the largest paint is pre-rendered`, async () => {
      expect(await check(naya, path, m['my.phone'])).toMatchObject({ prerendered: true });
    });
  }

  it('on a server without SMS (the unavailable notice), in each language', async () => {
    const plain = await startNayaServer();
    try {
      for (const [path, m] of [
        ['/my/', si],
        ['/en/my/', en],
        ['/ta/my/', ta],
      ] as const) {
        expect(await check(plain, path, m['my.unavailable']), path).toMatchObject({ prerendered: true });
      }
    } finally {
      await plain.stop();
    }
  });
});
