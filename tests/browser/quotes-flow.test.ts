// The quote step of the registration form in real Chromium on the built site, at 390 px (a phone:
// one step at a time), against the real server with its two demo lenders (DEMO_LENDERS=1 on the
// embedded database; every other browser suite runs with none, on the form as before quotes).
// In Sinhala, Tamil and English: the quotes shown, one chosen, the consent naming exactly it, the
// lead registered from the quote request and delivered to the chosen lender only, with a receipt
// naming it; keyboard and axe on the list; and, with POST /api/quotes failing, the form going on as
// before quotes. Last, the stored leads (the embedded database, read once the server stopped).
import type { BrowserContext, Page } from 'playwright-core';
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

/** The form on the site's /reg/ page in `lang`, filled step by step as on a phone, up to the step before the consent. */
async function fillToConsent(page: Page, lang: Lang, person: { phone: string; nic: string }) {
  const m = messagesFor(lang);
  await page.goto(`${naya.origin}${routePrefix(lang)}/reg/`);
  const form = page.locator('.naya-registration');
  await form.locator('input[name=consent]:not([disabled])').waitFor({ state: 'attached', timeout: 30_000 }); // the consent served
  const next = form.getByRole('button', { name: m.steps.next, exact: true });
  await form.locator('input[name=amount]').fill('150000');
  await form.locator('select[name=term_days]').selectOption('365');
  await next.click();
  await form.locator('input[name=full_name]').fill('Nimal Perera');
  await form.locator('input[name=phone]').fill(person.phone);
  await next.click();
  await form.locator('input[name=nic]').fill(person.nic);
  await form.locator('input[name=monthly_income]').fill('85000');
  await form.locator('select[name=employment]').selectOption('salaried');
  await form.locator('select[name=district]').selectOption('Colombo');
  await next.click();
  return form;
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
  it('shows the demo lenders\u2019 quotes; the one chosen is named in the consent and alone receives the lead', async () => {
    const page = await context.newPage();
    const errors = watchErrors(page);
    const form = await fillToConsent(page, lang, { phone, nic });
    const list = form.locator('fieldset', { has: page.locator('legend', { hasText: words.legend }) });
    await list.waitFor({ timeout: 15_000 });
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

    // the consent step: the wording naming exactly the chosen lender
    const consent = form.locator('.naya-consent').first();
    await consent.waitFor();
    expect((await consent.locator('span').first().textContent())?.trim()).toBe(`${consentText[lang]} ${SENTENCE[lang]} ${DEMO[first]}.`);
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

describe('without quotes', () => {
  it('goes on as before quotes when POST /api/quotes fails: no list, the consent and receipt name every lender', async () => {
    const page = await context.newPage();
    await page.route('**/api/quotes', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"internal"}}' }),
    );
    const form = await fillToConsent(page, 'en', { phone: '0712345619', nic: '198812345619' });
    const consent = form.locator('.naya-consent').first();
    await consent.waitFor();
    expect(await form.locator('.naya-quotes').count()).toBe(0);
    const label = (await consent.locator('span').first().textContent())?.trim();
    expect(label).toContain(DEMO['demo-lender-1']);
    expect(label).toContain(DEMO['demo-lender-2']);
    await form.locator('input[name=consent]').check();
    await form.locator('button[type=submit]').click();
    await form.getByRole('heading', { name: messagesFor('en').success }).waitFor({ timeout: 15_000 });
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
