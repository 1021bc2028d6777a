// Quotes first in the registration form, in real Chromium on the built site, at 390 px (a phone),
// against the real server with its two demo lenders (DEMO_LENDERS=1 on the embedded database, so
// GET /api/consent says `quotes: true`; every other browser suite runs with none, on the form as
// before quotes). In Sinhala, Tamil and English: the need with the year of birth first (no name,
// phone or NIC on screen), the quotes, one chosen, then name, phone and NIC with the consent naming
// exactly it, the lead registered from the quote request and delivered to the chosen lender only,
// with a receipt naming it; keyboard and axe on the need and the list; the year of birth's error;
// and, with POST /api/quotes failing, the form going on as before quotes with the need kept. Last,
// the stored leads (the embedded database, read once the server stopped).
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { consentText } from '../../common/domain/messages';
import { routePrefix, type Lang } from '../../common/lang';
import { messagesFor } from '../../widgets/i18n';
import '../../widgets/i18n/all';
import { quoteCopy as enQuotes } from '../../widgets/registration/quote-copy-en';
import { quoteCopy as siQuotes } from '../../widgets/registration/quote-copy-si';
import { quoteCopy as taQuotes } from '../../widgets/registration/quote-copy-ta';
import { launchBrowser, newOfflineSafeContext } from './support/browser';
import { admin, readDatabase, watchErrors } from './support/funnel-kit';
import { ROOT, startNayaServer, type NayaServer } from './support/servers';
import type { Browser } from 'playwright-core';

const AXE = readFileSync(path.join(ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8');
const DEMO = { 'demo-lender-1': 'Demo Lender A (demo)', 'demo-lender-2': 'Demo Lender B (demo)' } as const;
const SENTENCE: Record<Lang, string> = {
  si: 'මගේ තොරතුරු ලැබිය හැකි ණය දෙන ආයතන:',
  en: 'The lenders that may receive my details:',
  ta: 'எனது விவரங்களைப் பெறக்கூடிய கடன் வழங்கும் நிறுவனங்கள்:',
};

let naya: NayaServer;
let browser: Browser;
let context: BrowserContext;
/** The lender each person chose, by phone. */
const chosenBy: Record<string, string> = {};

beforeAll(async () => {
  naya = await startNayaServer({ DEMO_LENDERS: '1', EVENT_RATE_LIMIT: '100000' });
  browser = await launchBrowser();
  // a phone's width; CSP bypassed only to inject axe-core
  context = await newOfflineSafeContext(browser, { viewport: { width: 390, height: 844 }, bypassCSP: true });
});
afterAll(async () => {
  await browser?.close();
  await naya?.stop();
});

interface AdminLead {
  lead_id: string;
  phone: string;
}
interface LeadLenders {
  lenders: { lender_id: string }[];
  deliveries: { lender_id: string }[];
  receipt: { lenders: string[] } | null;
}

/** The site's /reg/ page in `lang`, at its need step (quotes first). */
async function openNeed(page: Page, lang: Lang) {
  await page.goto(`${naya.origin}${routePrefix(lang)}/reg/`);
  const form = page.locator('.naya-registration');
  await form.locator('input[name=birth_year]').waitFor({ timeout: 30_000 });
  return form;
}

/** The need: amount, term, income, employment, district and the year of birth. */
async function fillNeed(form: Locator, birthYear: string) {
  await form.locator('input[name=amount]').fill('150000');
  await form.locator('select[name=term_days]').selectOption('365');
  await form.locator('input[name=monthly_income]').fill('85000');
  await form.locator('select[name=employment]').selectOption('salaried');
  await form.locator('select[name=district]').selectOption('Colombo');
  await form.locator('input[name=birth_year]').fill(birthYear);
}

async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: AXE });
  const violations = (await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: Document, o: object): Promise<{ violations: unknown[] }> } }).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  })) as { id: string; impact: string; nodes: { target: string[] }[] }[];
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' '))}`);
}

async function leadOf(phone: string) {
  const { items } = await admin<{ items: AdminLead[] }>(naya, '/api/admin/leads?after=&limit=50');
  const lead = items.find((l) => l.phone.endsWith(phone.slice(1)));
  expect(lead, phone).toBeDefined();
  return { lead: lead!, lenders: await admin<LeadLenders>(naya, `/api/admin/leads/${lead!.lead_id}/lenders`) };
}

describe.each([
  ['si', siQuotes, '0712345611', '199012345611'],
  ['ta', taQuotes, '0712345612', '198512345612'],
  ['en', enQuotes, '0712345613', '197912345613'],
] as const)('quotes in %s, on a phone', (lang, words, phone, nic) => {
  it('asks the need first, then shows the demo lenders\u2019 quotes; the one chosen is named in the consent and alone receives the lead', async () => {
    const page = await context.newPage();
    const errors = watchErrors(page);
    const form = await openNeed(page, lang);
    // the need step: nothing that says who the person is
    expect(await form.locator('input[name=full_name], input[name=phone], input[name=nic]').count()).toBe(0);
    await expect.poll(() => form.locator('legend').first().textContent()).toBe(words.needLegend);
    await fillNeed(form, nic.slice(0, 4));
    expect(await seriousViolations(page)).toEqual([]);
    await form.getByRole('button', { name: words.askQuotes, exact: true }).click();

    const list = form.locator('fieldset', { has: page.locator('legend', { hasText: words.legend }) });
    await list.waitFor({ timeout: 15_000 });
    expect(await form.locator('input[name=full_name], input[name=phone], input[name=nic]').count()).toBe(0);
    const offers = list.locator('.naya-quote');
    expect(await offers.count()).toBe(2);
    const shownIds = await list.locator('input[type=checkbox]').evaluateAll((boxes) => boxes.map((b) => (b as HTMLInputElement).value));
    expect(shownIds.sort()).toEqual(Object.keys(DEMO).sort());
    // keyboard: the first offer has the focus; Space ticks it, Enter on the button goes on
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).toBe('checkbox');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page)).toEqual([]);
    const first = (await list.locator('input[type=checkbox]').first().getAttribute('value')) as keyof typeof DEMO;
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab'); // the other offer
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('submit');
    await page.keyboard.press('Enter');

    // the details: name, phone, NIC, and the consent naming exactly the chosen lender
    const name = form.locator('input[name=full_name]');
    await name.waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('full_name');
    const consent = form.locator('.naya-consent').first();
    expect((await consent.locator('span').first().textContent())?.trim()).toBe(`${consentText[lang]} ${SENTENCE[lang]} ${DEMO[first]}.`);
    await name.fill('Nimal Perera');
    await form.locator('input[name=phone]').fill(phone);
    await form.locator('input[name=nic]').fill(nic);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await form.locator('input[name=consent]').check();
    await form.locator('button[type=submit]').click();
    await form.getByRole('heading', { name: messagesFor(lang).success }).waitFor({ timeout: 15_000 });

    chosenBy[phone] = first;
    const { lenders } = await leadOf(phone);
    expect(lenders.receipt?.lenders).toEqual([DEMO[first]]); // the receipt names the chosen only
    await expect.poll(async () => (await leadOf(phone)).lenders.deliveries.map((d) => d.lender_id), { timeout: 15_000 }).toEqual([first]);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('the whole path after npm start (DEMO_LENDERS)', () => {
  // item 5: the site's home page and the partner demo page carry the same form, quotes first
  for (const path of ['/', '/demo/partner/']) {
    it(`${path} asks the need first, and the demo lenders quote it`, async () => {
      const page = await context.newPage();
      await page.goto(`${naya.origin}${path}`);
      const form = page.locator('.naya-registration');
      await form.locator('input[name=birth_year]').waitFor({ timeout: 30_000 });
      expect(await form.locator('input[name=full_name], input[name=phone], input[name=nic]').count()).toBe(0);
      await fillNeed(form, '1990');
      await form.locator('button[type=submit]').click();
      await expect.poll(() => form.locator('.naya-quote').count(), { timeout: 15_000 }).toBe(2);
      await page.close();
    });
  }
});

describe('the year of birth', () => {
  it('is checked before any quote is asked, the error naming the field', async () => {
    const page = await context.newPage();
    let asked = 0;
    await page.route('**/api/quotes', (route) => (asked++, route.continue()));
    const form = await openNeed(page, 'ta');
    await fillNeed(form, String(new Date().getUTCFullYear() - 10));
    await form.getByRole('button', { name: taQuotes.askQuotes, exact: true }).click();
    const year = form.locator('input[name=birth_year]');
    await expect.poll(() => year.getAttribute('aria-invalid')).toBe('true');
    expect(await form.locator('.naya-error').textContent()).toBe(taQuotes.birthYearAge(18, 75));
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('birth_year');
    expect(asked).toBe(0);
    await page.close();
  });
});

describe('without quotes', () => {
  it('goes on as before quotes when POST /api/quotes fails: the contact step with the need kept, the consent and receipt naming every lender', async () => {
    const page = await context.newPage();
    await page.route('**/api/quotes', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"internal"}}' }),
    );
    const m = messagesFor('en');
    const form = await openNeed(page, 'en');
    await fillNeed(form, '1988');
    await form.getByRole('button', { name: enQuotes.askQuotes, exact: true }).click();
    // the form as before quotes, at its contact step
    await form.locator('.naya-progress', { hasText: m.steps.names[1] }).waitFor();
    expect(await form.locator('.naya-quotes').count()).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('full_name');
    await form.locator('input[name=full_name]').fill('Nimal Perera');
    await form.locator('input[name=phone]').fill('0712345619');
    const next = form.getByRole('button', { name: m.steps.next, exact: true });
    await next.click();
    expect(await form.locator('input[name=monthly_income]').inputValue()).toBe('85000'); // the need as typed
    expect(await form.locator('select[name=district]').inputValue()).toBe('Colombo');
    await form.locator('input[name=nic]').fill('198812345619');
    await next.click();
    const consent = form.locator('.naya-consent').first();
    await consent.waitFor();
    const label = (await consent.locator('span').first().textContent())?.trim();
    expect(label).toContain(DEMO['demo-lender-1']);
    expect(label).toContain(DEMO['demo-lender-2']);
    await form.locator('input[name=consent]').check();
    await form.locator('button[type=submit]').click();
    await form.getByRole('heading', { name: m.success }).waitFor({ timeout: 15_000 });
    // agreed to as before quotes: the receipt names every lender (routing as before; stored without a choice: below)
    expect((await leadOf('0712345619')).lenders.receipt?.lenders).toEqual([DEMO['demo-lender-1'], DEMO['demo-lender-2']]);
    await page.close();
  });
});

describe('what was stored', () => {
  it('each lead from quotes names its quote request and the lender chosen; the one without quotes neither', async () => {
    await naya.stop(); // the embedded database has one opener
    const rows = await readDatabase(naya, (db) =>
      db.query<{ phone: string; quote_request_id: string | null; chosen: string[] | null; used: boolean }>(
        `select l.phone, l.quote_request_id, l.chosen, r.quote_request_id is not null as used
           from leads l left join quote_requests r on r.quote_request_id = l.quote_request_id order by l.phone`,
      ),
    );
    expect(rows.rows.map((r) => [r.phone.slice(-2), r.used, r.chosen])).toEqual([
      ['11', true, [chosenBy['0712345611']]],
      ['12', true, [chosenBy['0712345612']]],
      ['13', true, [chosenBy['0712345613']]],
      ['19', false, null],
    ]);
    expect(rows.rows[3].quote_request_id).toBeNull();
  });
});
