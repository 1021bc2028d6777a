// axe-core on every route in every language (si, en, ta) (spec: pages work with keyboard and screen reader):
// no serious or critical violation, with the cookie notice open on the home page too.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { langOfPath, LANGS, localize } from '../../site/routes';
import { newOfflineSafeContext } from './support/browser';
import { nayaSuite } from './support/suite';
import { ROOT, SITE_DIR } from './support/servers';

const AXE = readFileSync(path.join(ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8');
const pages = Object.keys(JSON.parse(readFileSync(path.join(SITE_DIR, '_naya/manifest.json'), 'utf8')).pages as Record<string, string>);

// Every page in every language from one address: past the per-address event limit, lifted here.
const naya = nayaSuite({ EVENT_RATE_LIMIT: '100000' });

interface Violation {
  id: string;
  impact: string;
  help: string;
  nodes: { target: string[] }[];
}

async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: AXE });
  const violations = (await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: Document, o: object): Promise<{ violations: unknown[] }> } }).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  })) as Violation[];
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('accessibility (axe-core)', () => {
  it('finds no serious or critical violation on any page in any language', { timeout: 600_000 }, async () => {
    expect(pages.length).toBeGreaterThan(30);
    for (const lang of LANGS) expect(pages.filter((p) => langOfPath(p) === lang).length, lang).toBeGreaterThan(10);
    const context = await newOfflineSafeContext(naya.browser, { bypassCSP: true }); // to inject axe-core
    await context.addCookies([
      {
        name: 'cookie_consent',
        value: encodeURIComponent('{"necessary":true,"analytics":false,"marketing":false}'),
        url: naya.server.origin,
      },
    ]);
    const page = await context.newPage();
    const problems: string[] = [];
    for (const pagePath of [...pages, ...LANGS.map((lang) => localize('/no-such-page/', lang))]) {
      await page.goto(naya.server.origin + pagePath);
      await page.waitForLoadState('networkidle');
      for (const v of await seriousViolations(page)) problems.push(`${pagePath}: ${v}`);
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it('finds none with the cookie notice and its choices open', async () => {
    const context = await newOfflineSafeContext(naya.browser, { bypassCSP: true }); // to inject axe-core
    const page = await context.newPage();
    for (const pagePath of LANGS.map((lang) => localize('/', lang))) {
      await page.goto(naya.server.origin + pagePath);
      await page.locator('[data-cookie-notice] button').nth(2).click(); // "let me choose"
      await page.waitForSelector('.cookie-choices');
      expect(await seriousViolations(page)).toEqual([]);
    }
    await context.close();
  });

  it('keeps the heading outline without skipped levels once the offers have rendered', async () => {
    const context = await newOfflineSafeContext(naya.browser);
    const page = await context.newPage();
    const skips: string[] = [];
    const routes = ['/', '/offers/', '/offers2/', '/offers3/', '/offers4/', '/landing/offers/', '/landing/offers2/'];
    for (const pagePath of LANGS.flatMap((lang) => routes.map((r) => localize(r, lang)))) {
      await page.goto(naya.server.origin + pagePath);
      if (await page.locator('[data-widget=offers]').count())
        await page.locator('[data-widget=offers] .naya-card:not(.naya-skeleton)').first().waitFor();
      const levels = await page.evaluate(() => [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => Number(h.tagName[1])));
      levels.forEach((level, i) => {
        if (i > 0 && level > levels[i - 1] + 1) skips.push(`${pagePath}: h${levels[i - 1]} → h${level}`);
      });
    }
    expect(skips).toEqual([]);
    await context.close();
  });
});
