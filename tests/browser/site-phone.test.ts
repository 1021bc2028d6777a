// The site on a cheap phone, in real Chromium through the real server: the header keeps one line at
// 360 px in every language with the navigation and languages behind an accessible menu button, and the cookie
// notice is a bar of at most 30 % of a 390×844 screen, with three equal choices, that leaves the
// page usable.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { LANGS, localize } from '../../site/routes';
import { newOfflineSafeContext, waitForHydration } from './support/browser';
import { nayaSuite } from './support/suite';

const naya = nayaSuite();
const contexts: BrowserContext[] = [];
afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => {});
});

const CONSENT = encodeURIComponent('{"necessary":true,"analytics":false,"marketing":false}');

async function phonePage(path: string, size: { width: number; height: number }, { consent = true } = {}): Promise<Page> {
  const context = await newOfflineSafeContext(naya.browser, { viewport: size, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  contexts.push(context);
  if (consent) await context.addCookies([{ name: 'cookie_consent', value: CONSENT, url: naya.server.origin }]);
  const page = await context.newPage();
  await page.goto(naya.server.origin + path);
  await waitForHydration(page);
  await page.evaluate(() => document.fonts.ready);
  return page;
}

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

describe('header on a 360 px phone', () => {
  for (const lang of LANGS) {
    it(`keeps one line in ${lang}, nothing wider than the screen`, async () => {
      const page = await phonePage(localize('/', lang), { width: 360, height: 740 });
      const boxes = await page.evaluate(() => {
        const row = document.querySelector('.header-row')!;
        const visible = [...row.children].filter(
          (el) => getComputedStyle(el).display !== 'none' && getComputedStyle(el).position !== 'absolute',
        );
        return {
          header: document.querySelector('.site-header')!.getBoundingClientRect().height,
          items: visible.map((el) => {
            const r = el.getBoundingClientRect();
            return { name: el.className, top: r.top, bottom: r.bottom, right: r.right };
          }),
          scrollWidth: document.documentElement.scrollWidth,
        };
      });
      expect(boxes.items.map((i) => i.name)).toEqual(['brand', 'button button-small', 'menu-button']);
      // One line: every item's vertical span overlaps the menu button's (no item below another).
      const button = boxes.items.at(-1)!;
      for (const item of boxes.items) {
        expect(item.top, item.name).toBeLessThan(button.bottom);
        expect(item.bottom, item.name).toBeGreaterThan(button.top);
        expect(item.right, item.name).toBeLessThanOrEqual(360);
      }
      expect(boxes.header).toBeLessThan(72);
      expect(boxes.scrollWidth).toBe(360);
    });
  }

  it('discloses the navigation with the menu button: aria-expanded, Tab into the links, Escape closes and focuses the button', async () => {
    const page = await phonePage('/en/', { width: 360, height: 740 });
    const button = page.getByRole('button', { name: 'Main' });
    // The navigation the button controls (hidden from the accessibility tree while closed).
    const nav = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
    expect(await nav.evaluate((el) => [el.localName, el.getAttribute('aria-label')])).toEqual(['nav', 'Main']);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await nav.isVisible()).toBe(false);

    await button.focus();
    await page.keyboard.press('Enter');
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    expect(await nav.isVisible()).toBe(true);
    await page.keyboard.press('Tab');
    expect(await focusedText(page)).toBe('Loan offers');
    await page.keyboard.press('Tab');
    expect(await focusedText(page)).toBe('Lenders');
    // The language switch is in the menu too.
    expect(await nav.locator('a[hreflang]').evaluateAll((links) => links.map((l) => l.getAttribute('href')))).toEqual(
      LANGS.filter((l) => l !== 'en').map((l) => localize('/', l)),
    );
    expect(await nav.locator('a[hreflang]').first().isVisible()).toBe(true);

    await page.keyboard.press('Escape');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await nav.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('menu-button');

    // Space opens too; a tap outside closes.
    await page.keyboard.press(' ');
    expect(await nav.isVisible()).toBe(true);
    await page.mouse.click(180, 500);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes the menu once a link in it has navigated', async () => {
    const page = await phonePage('/en/', { width: 360, height: 740 });
    await page.getByRole('button', { name: 'Main' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Lenders' }).click();
    await page.waitForURL(`${naya.server.origin}/en/partners-list/`);
    await expect.poll(() => page.getByRole('button', { name: 'Main' }).getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator('nav.main-nav').isVisible()).toBe(false);
  });

  it('shows the navigation inline and no menu button from 768 px', async () => {
    const page = await phonePage('/en/', { width: 1024, height: 768 });
    expect(await page.locator('.menu-button').isVisible()).toBe(false);
    expect(await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Loan offers' }).isVisible()).toBe(true);
  });
});

describe('cookie notice on a 390×844 phone', () => {
  for (const lang of LANGS) {
    it(`takes at most 30 % of the screen in ${lang}, with three choices of equal weight`, async () => {
      const page = await phonePage(localize('/', lang), { width: 390, height: 844 }, { consent: false });
      const notice = page.locator('[data-cookie-notice]');
      await notice.waitFor();
      const box = (await notice.boundingBox())!;
      expect(box.height).toBeLessThanOrEqual(0.3 * 844);
      expect(box.y + box.height).toBeLessThanOrEqual(844);
      const buttons = await notice.locator('.cookie-actions button').evaluateAll((els) =>
        els.map((el) => {
          const s = getComputedStyle(el);
          const r = el.getBoundingClientRect();
          return {
            w: Math.round(r.width),
            h: Math.round(r.height),
            bg: s.backgroundColor,
            color: s.color,
            weight: s.fontWeight,
            size: s.fontSize,
            border: s.borderColor,
          };
        }),
      );
      expect(buttons).toHaveLength(3);
      for (const b of buttons.slice(1)) expect(b).toEqual(buttons[0]);
    });
  }

  it('leaves the page behind usable: not modal, links above it work, the page end scrolls clear of it', async () => {
    const page = await phonePage('/en/', { width: 390, height: 844 }, { consent: false });
    const notice = page.locator('[data-cookie-notice]');
    await notice.waitFor();
    expect(await notice.getAttribute('aria-modal')).toBeNull();
    // The middle of the screen is the page, not the notice.
    expect(await page.evaluate(() => !!document.elementFromPoint(195, 422)?.closest('[data-cookie-notice]'))).toBe(false);
    // The last footer link can be scrolled above the notice and used.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footerButton = page.getByRole('button', { name: 'Cookie settings' });
    const [footer, bar] = [(await footerButton.boundingBox())!, (await notice.boundingBox())!];
    expect(footer.y + footer.height).toBeLessThanOrEqual(bar.y);
    // A link in the page still navigates while the notice is open.
    await page.getByRole('link', { name: 'Apply' }).first().click();
    await page.waitForURL(`${naya.server.origin}/en/reg/`);
    await expect.poll(() => notice.isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Necessary only' }).click();
    expect(await notice.count()).toBe(0);
  });

  it('is painted with the page, before any script of ours, and keeps a tap made before React starts', async () => {
    const context = await newOfflineSafeContext(naya.browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    contexts.push(context);
    // The site's modules wait until the notice has been tapped.
    let release!: () => void;
    const tapped = new Promise<void>((resolve) => (release = resolve));
    const modules: string[] = [];
    await context.route('**/_naya/assets/**/*.js', async (route) => {
      modules.push(route.request().url());
      await tapped;
      await route.continue();
    });
    const page = await context.newPage();
    await page.goto(`${naya.server.origin}/en/`, { waitUntil: 'domcontentloaded' });
    const notice = page.locator('[data-cookie-notice]');
    expect(await notice.isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    await notice.getByRole('button', { name: 'Necessary only' }).click();
    release();
    await waitForHydration(page);
    expect(modules.length).toBeGreaterThan(0);
    const consent = async () => {
      const value = (await context.cookies()).find((c) => c.name === 'cookie_consent')?.value;
      return value && JSON.parse(decodeURIComponent(value));
    };
    await expect.poll(consent).toEqual({ necessary: true, analytics: false, marketing: false });
    await expect.poll(() => notice.count()).toBe(0);
  });

  it('stays out of the page when a choice is stored, also before React starts', async () => {
    const context = await newOfflineSafeContext(naya.browser, { viewport: { width: 390, height: 844 } });
    contexts.push(context);
    await context.addCookies([{ name: 'cookie_consent', value: CONSENT, url: naya.server.origin }]);
    await context.route('**/_naya/assets/**/*.js', (route) => route.abort());
    const page = await context.newPage();
    await page.goto(`${naya.server.origin}/en/`, { waitUntil: 'load' });
    expect(await page.locator('[data-cookie-notice]').isHidden()).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.body).paddingBottom)).toBe('0px');
  });
});
