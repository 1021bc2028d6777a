// The partner build of the widgets as a visitor uses them, in real Chromium, from the minified
// chunks: what Preact without compat must still do the React way (onChange on every keystroke and
// slider step, change for checkboxes and selects), each language's words coming only from its own
// chunk, and the size budget (common/budgets.ts) measured as the page downloads it.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIZE_BUDGETS } from '../../common/budgets';
import { measureWidgetsDownload } from '../../scripts/bench-widgets';
import { consentText, validationMessages } from '../../common/domain';
import type { Offer } from '../../common/domain/offer-feed';
import { si } from '../../widgets/i18n/si';
import { ta } from '../../widgets/i18n/ta';
import { DISTRICT_NAMES_TA } from '../../common/domain/districts-ta';
import { arrangeOffers, filterOffers } from '../../widgets/offers/offers-logic';
import { launchBrowser, newOfflineSafeContext } from './support/browser';
import { consentRoute, ROOT, SITE_DIR, startTestServer, type TestServer } from './support/servers';

const OFFERS_JSON = readFileSync(path.join(ROOT, 'content/offers.json'), 'utf8');
const OFFERS: Offer[] = JSON.parse(OFFERS_JSON);
const SINHALA_RUN = /[\u0D80-\u0DFF]+/g;
const TAMIL_RUN = /[\u0B80-\u0BFF]+/g;
const BUDGET = SIZE_BUDGETS.widgets.bytes; // both widgets, one language, gzip

let server: TestServer;
let browser: Browser;
let context: BrowserContext;

/** A partner page whose nayaConfig.lang is `configLang` (none: the country's default applies). */
const html = (
  lang: string,
  registrationAttrs = '',
  configLang: string | null = lang.slice(0, 2),
) => `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>partner</title></head><body>
<script>window.nayaConfig = { src: 'widgets-test', countryId: 10${configLang ? `, lang: '${configLang}'` : ''} };</script>
<script async src="/loader.js"></script>
<div data-naya-widget="registration"${registrationAttrs}></div>
<div data-naya-widget="offers"></div>
</body></html>`;

beforeAll(async () => {
  const page =
    (lang: string, registrationAttrs = '', configLang?: string | null) =>
    (_req: unknown, res: import('node:http').ServerResponse) => {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(html(lang, registrationAttrs, configLang));
    };
  server = await startTestServer({
    staticDirs: [SITE_DIR],
    routes: {
      'GET /si/': page('si-LK'),
      'GET /en/': page('en'),
      'GET /ta/': page('ta-LK'),
      'GET /si-with-ta-form/': page('si-LK', ' data-lang="ta"'),
      // a Sinhala site whose theme says lang="en-US", with no nayaConfig.lang
      'GET /en-us-theme/': page('en-US', '', null),
      'GET /feed/offers.json': (_req, res) => {
        res.writeHead(200, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' });
        res.end(OFFERS_JSON);
      },
      'GET /api/consent': consentRoute,
      'POST /api/event': (_req, res) => {
        res.writeHead(202, { 'Access-Control-Allow-Origin': '*' });
        res.end();
      },
    },
  });
  browser = await launchBrowser();
  context = await newOfflineSafeContext(browser);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Opens the page and keeps the body of every widgets chunk it downloads. */
async function open(lang: 'si' | 'en' | 'ta' | 'si-with-ta-form' | 'en-us-theme'): Promise<{ page: Page; chunks: Promise<string>[] }> {
  const page = await context.newPage();
  const chunks: Promise<string>[] = [];
  page.on('response', (r) => {
    if (!new URL(r.url()).pathname.startsWith('/chunks/')) return;
    const body = r.text();
    // a test that reads no sizes may close the page before a late chunk's body is read (the lazy
    // web-vitals chunk): that rejection is nobody's; the size test awaits every body before closing
    body.catch(() => {});
    chunks.push(body);
  });
  await page.goto(`${server.origin}/${lang}/`);
  await page.locator('[data-naya-widget=offers] li.naya-card').first().waitFor({ timeout: 30_000 });
  await page.locator('[data-naya-widget=registration] form').waitFor();
  return { page, chunks };
}

const offers = (page: Page) => page.locator('[data-naya-widget=offers]');
const form = (page: Page) => page.locator('[data-naya-widget=registration]');
const cardIds = (page: Page) =>
  offers(page)
    .locator('li.naya-card h3')
    .evaluateAll((hs) => hs.map((h) => h.id.replace('naya-offer-', '')));

describe('partner widgets on Preact behave as with React', () => {
  it('follows the amount slider on every step (input events only), and the term select', async () => {
    const { page } = await open('si');
    const amount = offers(page).locator('input[type=range]');
    // Only an `input` event, as while dragging: React's onChange fires, the DOM's change has not yet.
    await amount.evaluate((el: HTMLInputElement) => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(el, '250000');
      el.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await expect.poll(() => offers(page).locator('.naya-value').textContent()).toContain('250,000');
    await offers(page).locator('select').first().selectOption('90');
    const loan = { amount: 250_000, termDays: 90 };
    const expected = arrangeOffers(filterOffers(OFFERS, loan), 'recommended', loan, false).map((o) => o.offer_id);
    await expect.poll(() => cardIds(page)).toEqual(expected);
    await page.close();
  });

  it('sorts with the sort select and compares two offers through their checkboxes', async () => {
    const { page } = await open('en');
    await offers(page).locator('select').nth(1).selectOption('approval');
    const loan = { amount: 100_000, termDays: 365 };
    const expected = arrangeOffers(filterOffers(OFFERS, loan), 'approval', loan, false).map((o) => o.offer_id);
    expect(expected.length).toBeGreaterThan(1);
    await expect.poll(() => cardIds(page)).toEqual(expected);
    const boxes = offers(page).locator('li.naya-card input[type=checkbox]');
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    const heads = offers(page).locator('.naya-compare thead th');
    await expect.poll(() => heads.count()).toBe(3); // "Lender" and the two offers
    await page.close();
  });

  it('clears a field error while the visitor types, before leaving the field', async () => {
    const { page } = await open('en');
    await form(page).locator('button[type=submit]').click();
    const name = form(page).locator('input[name=full_name]');
    await expect.poll(() => name.getAttribute('aria-invalid')).toBe('true');
    await name.focus();
    await page.keyboard.type('N'); // keystrokes only: no blur, no change event
    await expect.poll(() => name.getAttribute('aria-invalid')).toBe('false');
    expect(
      await page.evaluate(
        () => (document.querySelector('[data-naya-widget=registration]')!.shadowRoot!.activeElement as HTMLInputElement)?.name,
      ),
    ).toBe('full_name');
    await page.close();
  });
});

describe('each language from its own chunk', () => {
  it('English: English words, messages, consent and districts; no Sinhala copy downloaded', async () => {
    const { page, chunks } = await open('en');
    expect(await form(page).locator('h2').textContent()).toBe('Apply for a loan');
    expect(await form(page).locator('.naya-consent span').first().textContent()).toBe(consentText.en);
    expect(await form(page).locator('select[name=district] option[value=Colombo]').textContent()).toBe('Colombo');
    await form(page).locator('input[name=phone]').fill('12345');
    await form(page).locator('button[type=submit]').click();
    await expect.poll(() => form(page).locator('.naya-error').allTextContents()).toContain(validationMessages.en.phone_invalid);
    const bodies = (await Promise.all(chunks)).join('\n');
    expect(bodies).toContain(validationMessages.en.phone_invalid);
    for (const sinhala of [validationMessages.si.phone_invalid, consentText.si.slice(0, 40), si.regTitle, si.offersTitle, 'කොළඹ']) {
      expect(bodies).not.toContain(sinhala);
    }
    // What Sinhala is left is the currency symbol that formatLKR knows for both languages.
    expect(bodies.match(SINHALA_RUN)).toEqual(['රු']);
    await page.close();
  });

  it('a country-10 page whose theme says lang="en-US" and that sets no lang gets Sinhala, the country\'s default', async () => {
    const { page } = await open('en-us-theme');
    expect(await form(page).locator('h2').textContent()).toBe(si.regTitle);
    expect(await form(page).locator('.naya-root').getAttribute('lang')).toBe('si-LK');
    expect(await offers(page).locator('.naya-root').getAttribute('lang')).toBe('si-LK');
    await page.close();
  });

  it('Sinhala: Sinhala consent and district names; no English validation message or consent downloaded', async () => {
    const { page, chunks } = await open('si');
    expect(await form(page).locator('.naya-consent span').first().textContent()).toBe(consentText.si);
    expect(await form(page).locator('select[name=district] option[value=Colombo]').textContent()).toBe('කොළඹ');
    const bodies = (await Promise.all(chunks)).join('\n');
    expect(bodies).toContain(validationMessages.si.phone_invalid);
    expect(bodies).not.toContain(validationMessages.en.phone_invalid);
    expect(bodies).not.toContain(consentText.en.slice(0, 40));
    await page.close();
  });
});

describe('Tamil', () => {
  it('follows nayaConfig.lang "ta": Tamil words, consent, districts and messages; no Sinhala or English copy downloaded', async () => {
    const { page, chunks } = await open('ta');
    expect(await form(page).locator('h2').textContent()).toBe(ta.regTitle);
    expect(await form(page).locator('.naya-root').getAttribute('lang')).toBe('ta-LK');
    expect(await offers(page).locator('.naya-root').getAttribute('lang')).toBe('ta-LK');
    expect(await form(page).locator('.naya-consent span').first().textContent()).toBe(consentText.ta);
    expect(await form(page).locator('select[name=district] option[value=Jaffna]').textContent()).toBe(DISTRICT_NAMES_TA.Jaffna);
    await form(page).locator('input[name=phone]').fill('12345');
    await form(page).locator('button[type=submit]').click();
    await expect.poll(() => form(page).locator('.naya-error').allTextContents()).toContain(validationMessages.ta.phone_invalid);
    const bodies = (await Promise.all(chunks)).join('\n');
    for (const other of [
      validationMessages.si.phone_invalid,
      validationMessages.en.phone_invalid,
      consentText.si.slice(0, 40),
      consentText.en.slice(0, 40),
      si.regTitle,
      'Apply for a loan',
      'කොළඹ',
    ]) {
      expect(bodies).not.toContain(other);
    }
    await page.close();
  });

  it('takes data-lang="ta" on one mount point of a Sinhala page: that widget in Tamil, the other in Sinhala', async () => {
    const { page } = await open('si-with-ta-form');
    expect(await form(page).locator('h2').textContent()).toBe(ta.regTitle);
    expect(await form(page).locator('.naya-consent span').first().textContent()).toBe(consentText.ta);
    expect(await offers(page).locator('.naya-root').getAttribute('lang')).toBe('si-LK');
    await page.close();
  });

  it('English and Sinhala pages download no Tamil words (only the rupee sign formatLKR knows)', async () => {
    for (const lang of ['en', 'si'] as const) {
      const { page, chunks } = await open(lang);
      const bodies = (await Promise.all(chunks)).join('\n');
      expect(bodies.match(TAMIL_RUN) ?? [], lang).toEqual(['ரூ']);
      await page.close();
    }
  });
});

describe('size budget, as a page downloads it', () => {
  it.each(['si', 'en', 'ta'] as const)('both widgets in %s: every widgets chunk together ≤ 25 KB gzip', async (lang) => {
    const { bytesGzip, files } = await measureWidgetsDownload(SITE_DIR, { lang });
    expect(files.length).toBeGreaterThan(0);
    expect(files.some((f) => f.startsWith('widgets-'))).toBe(true);
    expect(bytesGzip).toBeLessThanOrEqual(BUDGET);
  });

  it('the web-vitals chunk, fetched after the load event, stays within its own row', async () => {
    const { vitals } = await measureWidgetsDownload(SITE_DIR, { lang: 'si' });
    expect(vitals).not.toBeNull();
    expect(vitals!.bytesGzip).toBeLessThanOrEqual(SIZE_BUDGETS.partnerVitals.bytes);
  });
});
