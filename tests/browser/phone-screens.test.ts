// Issue 43, items 13–16: the borrower's screens on a 390×844 phone in real Chromium, in all three
// languages. The cookie notice takes at most a quarter of the first screen with its choices in
// view; no word of a cookie button is broken inside; Latin text is in a Latin face (the Sinhala
// font's Latin set spaced English words wide), the script fonts only for their scripts; /reg/ says
// "Apply for a loan" once; the demo partner page's own Sinhala heading is drawn in a Sinhala face.
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import en from '../../site/messages/en.json';
import si from '../../site/messages/si.json';
import ta from '../../site/messages/ta.json';
import { LANGS, localize } from '../../site/routes';
import { newOfflineSafeContext, waitForHydration } from './support/browser';
import { nayaSuite } from './support/suite';

const naya = nayaSuite();
const contexts: BrowserContext[] = [];
afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => {});
});
const MESSAGES = { si, en, ta };
const PHONE = { width: 390, height: 844 };
const CONSENT = encodeURIComponent('{"necessary":true,"analytics":false,"marketing":false}');

async function phonePage(path: string, { consent = true } = {}): Promise<Page> {
  const context = await newOfflineSafeContext(naya.browser, { viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  contexts.push(context);
  if (consent) await context.addCookies([{ name: 'cookie_consent', value: CONSENT, url: naya.server.origin }]);
  const page = await context.newPage();
  await page.goto(naya.server.origin + path);
  await waitForHydration(page);
  await page.evaluate(() => document.fonts.ready);
  return page;
}

/** The fonts Chromium drew an element's own text with (DevTools protocol), by family name. */
async function fontsOf(page: Page, selector: string): Promise<string[]> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1, pierce: true });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.filter((f) => f.glyphCount > 0).map((f) => f.familyName);
}

describe('the cookie notice on a 390×844 phone', () => {
  for (const lang of LANGS) {
    it(`${lang}: at most a quarter of the first screen, its three choices in view, no word broken inside`, async () => {
      const page = await phonePage(localize('/', lang), { consent: false });
      const notice = page.locator('[data-cookie-notice]');
      await notice.waitFor();
      const box = (await notice.boundingBox())!;
      expect(box.height, `${Math.round(box.height)} px`).toBeLessThanOrEqual(0.25 * PHONE.height);
      expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
      const buttons = notice.locator('.cookie-actions button');
      expect(await buttons.count()).toBe(3);
      const m = MESSAGES[lang];
      expect(await buttons.allInnerTexts()).toEqual([m['cookie.acceptAll'], m['cookie.necessaryOnly'], m['cookie.choose']]);
      for (const button of await buttons.all()) {
        const b = (await button.boundingBox())!;
        expect(b.y >= box.y && b.y + b.height <= PHONE.height, 'one tap away: fully on screen').toBe(true);
      }
      // every word of every button on one line: a word broken inside draws as two boxes
      const broken = await buttons.evaluateAll((els) =>
        els.flatMap((el) => {
          const node = el.firstChild!;
          const text = node.textContent ?? '';
          const out: string[] = [];
          for (const match of text.matchAll(/\S+/g)) {
            const range = document.createRange();
            range.setStart(node, match.index);
            range.setEnd(node, match.index + match[0].length);
            const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
            if (lines.size > 1) out.push(match[0]);
          }
          const overflow = el.scrollWidth > el.clientWidth + 1;
          return overflow ? [...out, `${text} (overflows)`] : out;
        }),
      );
      expect(broken).toEqual([]);
    });
  }
});

describe('Latin text in a Latin face, each script font only for its script', () => {
  it('English pages draw no letter with the Sinhala font', async () => {
    const page = await phonePage('/en/');
    const fonts = await fontsOf(page, 'h1');
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts).not.toContain('Noto Sans Sinhala');
    // and the page asks for no Sinhala font file
    const faces = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((r) => r.name)
        .filter((n) => n.includes('/_naya/fonts/')),
    );
    expect(faces.filter((f) => f.includes('sinhala'))).toEqual([]);
  });

  it('Sinhala pages draw Sinhala with the Sinhala font and Latin with another face', async () => {
    const page = await phonePage('/');
    expect(await fontsOf(page, 'h1')).toContain('Noto Sans Sinhala');
    const brand = await fontsOf(page, 'a.brand');
    expect(brand).not.toContain('Noto Sans Sinhala'); // "Naya"
  });

  it('Tamil pages draw Tamil with the Tamil font and Latin with another face', async () => {
    const page = await phonePage('/ta/');
    expect(await fontsOf(page, 'h1')).toContain('Noto Sans Tamil');
    const brand = await fontsOf(page, 'a.brand');
    expect(brand).not.toContain('Noto Sans Tamil');
    expect(brand).not.toContain('Noto Sans Sinhala');
  });
});

describe('/reg/ and the demo partner page', () => {
  for (const lang of LANGS) {
    it(`${lang}: /reg/ says "${en['reg.title']}" once`, async () => {
      const page = await phonePage(localize('/reg/', lang));
      const title = MESSAGES[lang]['reg.title'];
      await page.locator('[data-widget="registration"] form').waitFor();
      expect(await page.getByRole('heading', { name: title, exact: true }).count()).toBe(1);
      expect(await page.getByText(title, { exact: true }).count()).toBe(1);
    });
  }

  it("draws the demo partner page's own Sinhala heading in a Sinhala face, not boxes", async () => {
    const context = await newOfflineSafeContext(naya.browser, { viewport: PHONE });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${naya.server.origin}/demo/partner/`);
    await page.evaluate(() => document.fonts.ready);
    expect(await fontsOf(page, 'h1')).toContain('Noto Sans Sinhala');
  });
});
