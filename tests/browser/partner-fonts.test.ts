// Widgets draw their script on any partner page (issue 31, "Rendering"; widgets/script-font.ts):
// on a page and a system with no Sinhala or Tamil font, our subset font is requested from our
// origin once, whatever the number of widgets, and the widget's letters are drawn with it (which
// fonts Chromium used for a node's text, from the DevTools protocol); where a font for the script
// is there, nothing is requested. The "font is there" case is a host page that loads its own
// 'Noto Sans Sinhala' (a name the widgets' stack holds) before our loader: the same measurement
// sees it as it would see a system font. The "no font" case is this machine's: Debian's Chromium
// here has no Sinhala or Tamil system font; where fontconfig lists one, that case expects no
// request instead (the behaviour either way, known before the page opens).
import { execFileSync } from 'node:child_process';
import type { ServerResponse } from 'node:http';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newOfflineSafeContext } from './support/browser';
import { startTestServer, type TestServer } from './support/servers';
import { nayaSuite } from './support/suite';

type Script = 'sinhala' | 'tamil';
const FAMILY: Record<Script, string> = { sinhala: 'Naya Sinhala', tamil: 'Naya Tamil' };

/** Whether fontconfig (what Chromium on Linux draws with) has a font for the language. */
const systemHas = (fcLang: string) => {
  try {
    return execFileSync('fc-list', [`:lang=${fcLang}`, 'family'], { encoding: 'utf8' }).trim() !== '';
  } catch {
    return false; // no fontconfig tools: Chromium's fontconfig has no fonts beyond its own either
  }
};
const SYSTEM: Record<Script, boolean> = { sinhala: systemHas('si'), tamil: systemHas('ta') };

const naya = nayaSuite();
let partner: TestServer;
let context: BrowserContext;

const partnerPage = (lang: string, head = '', loader = `<script async src="${naya.server.origin}/loader.js"></script>`) =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>partner</title>${head}</head><body>
<h1>Partner</h1>
<script>window.nayaConfig = { countryId: 10, lang: '${lang.slice(0, 2)}' };</script>
${loader}
<div data-naya-widget="offers"></div>
<div data-naya-widget="registration"></div>
</body></html>`;

/** A host page with its own Sinhala web font (the site's Noto Sans Sinhala), loaded before our loader. */
const withOwnSinhalaFont = () =>
  partnerPage(
    'si-LK',
    `<style>@font-face{font-family:'Noto Sans Sinhala';src:url(${naya.server.origin}/_naya/fonts/noto-sans-sinhala-sinhala-400-normal.woff2) format('woff2')}</style>`,
    `<script>document.fonts.load("16px 'Noto Sans Sinhala'", 'ක').then(() => {
  const s = document.createElement('script'); s.src = '${naya.server.origin}/loader.js'; document.body.append(s);
});</script>`,
  );

beforeAll(async () => {
  const html = (body: () => string) => (_req: unknown, res: ServerResponse) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(body());
  };
  partner = await startTestServer({
    routes: {
      'GET /si/': html(() => partnerPage('si-LK')),
      'GET /ta/': html(() => partnerPage('ta-LK')),
      'GET /en/': html(() => partnerPage('en')),
      'GET /si-own-font/': html(withOwnSinhalaFont),
    },
  });
  context = await newOfflineSafeContext(naya.browser);
});

afterAll(async () => {
  await context?.close();
  await partner?.close();
});

interface Visit {
  page: Page;
  /** Font files requested, by path. */
  fonts: string[];
}

async function visit(path: string): Promise<Visit> {
  const page = await context.newPage();
  const fonts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'font' || r.url().endsWith('.woff2')) fonts.push(new URL(r.url()).pathname);
  });
  await page.goto(`${partner.origin}${path}`);
  await page.locator('[data-naya-widget=offers] li.naya-card').first().waitFor({ timeout: 30_000 });
  await page.locator('[data-naya-widget=registration] form').waitFor();
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState('networkidle');
  return { page, fonts };
}

/** Our faces in the document: family and status. */
const ourFaces = (page: Page) =>
  page.evaluate(() =>
    [...document.fonts].filter((f) => f.family.includes('Naya ')).map((f) => `${f.family.replace(/"/g, '')}: ${f.status}`),
  );

/** The fonts Chromium drew an element's text with (DevTools protocol), with their glyph counts. */
async function fontsDrawing(
  page: Page,
  widget: string,
  selector: string,
): Promise<{ familyName: string; isCustomFont: boolean; glyphCount: number }[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  await cdp.send('DOM.getDocument', { depth: -1, pierce: true });
  const { result } = await cdp.send('Runtime.evaluate', {
    expression: `document.querySelector('[data-naya-widget=${widget}]').shadowRoot.querySelector(${JSON.stringify(selector)})`,
  });
  const { nodeId } = await cdp.send('DOM.requestNode', { objectId: result.objectId! });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts;
}

const text = (page: Page, widget: string, selector: string) =>
  page.locator(`[data-naya-widget=${widget}]`).locator(selector).first().innerText();

describe('script fonts of the widgets on a partner page', () => {
  it.each([
    ['/si/', 'sinhala', /[\u0D80-\u0DFF]/],
    ['/ta/', 'tamil', /[\u0B80-\u0BFF]/],
  ] as const)(
    '%s: our %s font is requested once for both widgets and draws their letters, where the system has none',
    async (path, script, letters) => {
      const { page, fonts } = await visit(path);
      const ours = fonts.filter((f) => f.startsWith('/chunks/naya-'));
      if (SYSTEM[script]) {
        expect(ours).toEqual([]);
        expect(await ourFaces(page)).toEqual([]);
        return;
      }
      expect(ours).toEqual([expect.stringMatching(new RegExp(`^/chunks/naya-${script}-[A-Z0-9]{8}\\.woff2$`))]);
      expect(await ourFaces(page)).toEqual([`${FAMILY[script]}: loaded`]);
      for (const widget of ['offers', 'registration']) {
        const family = await page
          .locator(`[data-naya-widget=${widget}]`)
          .locator('.naya-root')
          .first()
          .evaluate((el) => getComputedStyle(el).fontFamily);
        expect(family).toContain(`"${FAMILY[script]}"`);
      }
      // The offers' heading and the form's first label: every letter of the script from our face
      // (a custom font, Noto cut down), the system's fonts drawing only the Latin signs: no empty box.
      for (const [widget, selector] of [
        ['offers', 'h2'],
        ['registration', 'label'],
      ] as const) {
        const shown = await text(page, widget, selector);
        expect(shown).toMatch(letters);
        const drawn = await fontsDrawing(page, widget, selector);
        expect(drawn.filter((f) => f.isCustomFont).map((f) => f.familyName)).toEqual([
          expect.stringMatching(/^Noto Sans (Sinhala|Tamil)$/),
        ]);
        const bySystem = drawn.filter((f) => !f.isCustomFont).reduce((sum, f) => sum + f.glyphCount, 0);
        expect(bySystem, shown).toBe(shown.replace(new RegExp(`${letters.source}|\\s|\u200D`, 'g'), '').length);
      }
      // A widget the page adds later finds the face there: still one face, one request.
      await page.evaluate(() => {
        const more = document.createElement('div');
        more.dataset.nayaWidget = 'registration';
        document.body.append(more);
      });
      await page.locator('[data-naya-widget=registration] form').nth(1).waitFor();
      await page.waitForLoadState('networkidle');
      expect(fonts.filter((f) => f.startsWith('/chunks/naya-'))).toEqual(ours);
      expect(await ourFaces(page)).toEqual([`${FAMILY[script]}: loaded`]);
      await page.close();
    },
  );

  it('adds no font for English widgets', async () => {
    const { page, fonts } = await visit('/en/');
    expect(fonts).toEqual([]);
    expect(await ourFaces(page)).toEqual([]);
    await page.close();
  });

  it('requests nothing when the page already has a Sinhala font, and the widgets draw with it', async () => {
    const { page, fonts } = await visit('/si-own-font/');
    expect(fonts).toEqual(['/_naya/fonts/noto-sans-sinhala-sinhala-400-normal.woff2']); // the host's own
    expect(await ourFaces(page)).toEqual([]);
    const drawn = await fontsDrawing(page, 'offers', 'h2');
    expect(drawn.filter((f) => f.isCustomFont).map((f) => f.familyName)).toEqual([expect.stringMatching(/^Noto Sans Sinhala/)]);
    await page.close();
  });
});
