// Build-level checks of the pre-rendered site (reads dist/site, or NAYA_DIST_DIR): every route of
// spec §2 exists in every language (si, en, ta) with the right lang, title and hreflang alternates; unknown ids
// are absent; the page data files and manifest match the pages.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ASSET_DIR, COMPILE_HINT } from '../../site/build/bundle';
import { readContent, type SiteContent } from '../../site/build/content';
import { LANG_NAMES, localeOf } from '../../common/lang';
import { FIXED_ROUTES, localize, LANGS } from '../../site/routes';
import { staticClosure } from '../../scripts/bench-sizes';
import { ROOT, SITE_DIR } from './support/servers';

let content: SiteContent;
const html = (pagePath: string) => readFileSync(path.join(SITE_DIR, pagePath, 'index.html'), 'utf8');

/** Every route without prefix: fixed ones, one per article, one per policy version. */
function routes(): string[] {
  return [
    ...Object.keys(FIXED_ROUTES),
    ...content.articles.map((a) => `/blog/${a.id}/`),
    ...content.privacyPolicies.map((v) => `/privacy-policy/${v.id}/`),
    ...content.termsVersions.map((v) => `/terms-and-conditions/${v.id}/`),
  ];
}

beforeAll(async () => {
  if (!existsSync(path.join(SITE_DIR, 'index.html'))) throw new Error(`no built site in ${SITE_DIR}: run npm run build first`);
  content = await readContent(ROOT);
});

describe('pre-rendered site', () => {
  it('has every route of spec §2 in every language', () => {
    expect(LANGS).toEqual(['si', 'en', 'ta']);
    const required = [
      '/',
      '/blog/',
      '/cookies-policy/',
      '/offers/',
      '/offers2/',
      '/offers3/',
      '/offers4/',
      '/partner/',
      '/partners-list/',
      '/privacy-policy/',
      '/terms-and-conditions/',
      '/reg/',
      '/transition/',
      '/landing/offers/',
      '/landing/offers2/',
      '/my/', // the borrower's page (DESIGN.md "The borrower's page"), beyond spec §2
    ];
    expect(Object.keys(FIXED_ROUTES).sort()).toEqual(required.sort());
    expect(content.articles.length).toBeGreaterThan(0);
    for (const route of routes()) {
      for (const lang of LANGS)
        expect(existsSync(path.join(SITE_DIR, localize(route, lang), 'index.html')), localize(route, lang)).toBe(true);
    }
  });

  it('gives each offers route its own feed configuration (/offers4/: first-loan-free offers only)', () => {
    const feedOf = (route: string) => html(route).match(/\/feed\/[\w-]+\.json/)?.[0];
    expect(feedOf('offers')).toBe('/feed/offers.json');
    expect(feedOf('offers4')).toBe('/feed/first-loan-free.json');
    expect(feedOf('en/offers4')).toBe('/feed/first-loan-free.json');
  });

  it('gives each page its language, the title naya and hreflang alternates to all three', () => {
    for (const route of routes()) {
      for (const lang of LANGS) {
        const page = html(localize(route, lang));
        const where = localize(route, lang);
        expect(page, where).toContain(`<html lang="${localeOf(lang)}">`);
        expect(page.match(/<title>([^<]*)<\/title>/)?.[1], where).toBe('naya');
        expect(page, where).toMatch(new RegExp(`<link rel="alternate" hreflang="si-LK" href="[^"]*${route}">`));
        expect(page, where).toMatch(new RegExp(`<link rel="alternate" hreflang="en-LK" href="[^"]*/en${route}">`));
        expect(page, where).toMatch(new RegExp(`<link rel="alternate" hreflang="ta-LK" href="[^"]*/ta${route}">`));
        // The language switch offers the two other languages.
        for (const other of LANGS.filter((l) => l !== lang)) {
          expect(page, where).toContain(`class="lang-switch" href="${localize(route, other)}" hrefLang="${localeOf(other)}"`);
        }
        expect(page, where).toMatch(new RegExp(`<link rel="alternate" hreflang="x-default" href="[^"]*${route}">`));
      }
    }
  });

  it('pre-renders the screens in their language', () => {
    expect(html('/en/')).toContain('How it works');
    expect(html('/')).toContain('ක්‍රියා කරන ආකාරය');
    const article = content.articles[0];
    expect(html(`/blog/${article.id}/`)).toContain(article.title.si.replace(/&/g, '&amp;').replace(/"/g, '&quot;'));
    expect(html(`/en/blog/${article.id}/`)).toContain(article.title.en.replace(/&/g, '&amp;').replace(/"/g, '&quot;'));
    expect(html('/ta/')).toContain('இது எவ்வாறு இயங்குகிறது');
    expect(html('/ta/reg/')).toContain('கையடக்கத் தொலைபேசி இலக்கம்'); // the registration widget, pre-rendered in Tamil
    expect(html('/ta/reg/')).toContain('யாழ்ப்பாணம்'); // district names in Tamil
    expect(html(`/ta/blog/${article.id}/`)).toContain(article.title.ta.replace(/&/g, '&amp;').replace(/"/g, '&quot;'));
    expect(html('/ta/partners-list/')).toContain('மாதிரிச் சலுகை'); // demo lenders said to be examples, in Tamil
    expect(html('/partners-list/')).not.toContain('Example offer'); // …and never in English on a Sinhala page
  });

  it('shows a policy version published before Tamil as published, in English, marked as such', () => {
    const old = content.privacyPolicies.find((v) => !('ta' in v.body))!;
    const page = html(`/ta/privacy-policy/${old.id}/`);
    expect(page).toContain('<html lang="ta-LK">');
    expect(page).toContain('இந்தப் பதிப்பு சிங்களத்திலும் ஆங்கிலத்திலும் மட்டுமே வெளியிடப்பட்டது');
    expect(page).toContain(`<h1 lang="en-LK">${old.title.en}</h1>`);
  });

  it('has no page for unknown ids, so they are the not-found page', () => {
    for (const unknown of [
      '/blog/no-such-article/',
      '/en/blog/no-such-article/',
      '/privacy-policy/1999-01/',
      '/terms-and-conditions/nope/',
    ]) {
      expect(existsSync(path.join(SITE_DIR, unknown, 'index.html')), unknown).toBe(false);
    }
    const notFound = readFileSync(path.join(SITE_DIR, 'en/404.html'), 'utf8');
    expect(notFound).toContain('This page could not be found');
    expect(notFound).toContain('Go back to home');
    expect(notFound).toContain('<html lang="en-LK">');
    expect(readFileSync(path.join(SITE_DIR, '404.html'), 'utf8')).toContain('<html lang="si-LK">');
    const tamil = readFileSync(path.join(SITE_DIR, 'ta/404.html'), 'utf8');
    expect(tamil).toContain('<html lang="ta-LK">');
    expect(tamil).toContain('இந்தப் பக்கத்தைக் கண்டுபிடிக்க முடியவில்லை');
  });

  it('writes a data file per page and a manifest that lists exactly the pages', () => {
    const manifest = JSON.parse(readFileSync(path.join(SITE_DIR, '_naya/manifest.json'), 'utf8')).pages as Record<string, string>;
    const expected = routes().flatMap((r) => LANGS.map((l) => localize(r, l)));
    expect(Object.keys(manifest).sort()).toEqual(expected.sort());
    for (const pagePath of expected) {
      const data = JSON.parse(readFileSync(path.join(SITE_DIR, '_naya/data', pagePath, 'index.json'), 'utf8'));
      expect(data).toMatchObject({ path: pagePath, screen: manifest[pagePath], status: 200 });
    }
  });

  it('self-hosts Noto Sans Sinhala (its sinhala subset only: Latin is in a Latin face) with no CDN', () => {
    expect(existsSync(path.join(SITE_DIR, '_naya/fonts', 'noto-sans-sinhala-sinhala-400-normal.woff2'))).toBe(true);
    expect(existsSync(path.join(SITE_DIR, '_naya/fonts', 'noto-sans-sinhala-latin-400-normal.woff2'))).toBe(false);
    const page = html('/');
    expect(page).toContain('src:url(/_naya/fonts/noto-sans-sinhala-sinhala-400-normal.woff2)');
    expect(page).not.toMatch(/fonts\.googleapis|fonts\.gstatic|cdn\./);
    expect(page).toMatch(/body\{[^}]*line-height:1\.7/);
  });

  it("adds no Tamil to Sinhala or English pages: their HTML and the scripts they load hold no Tamil letter but the language switch's name", () => {
    for (const pagePath of ['/', '/en/', '/offers/', '/en/reg/', '/blog/']) {
      const page = html(pagePath);
      const [, main, preload] = page.match(/<script data-main="([^"]+)" data-preload="([^"]+)"/) ?? [];
      const scripts = new Set([main, ...preload.split(' ')].flatMap((f) => [...staticClosure(path.join(SITE_DIR, f))]));
      expect(scripts.size, pagePath).toBeGreaterThan(5);
      const text = [page, ...[...scripts].map((f) => readFileSync(f, 'utf8'))].join('\n');
      // `TA — தமிழ்`, the switch's accessible name (visually hidden: no Tamil font is needed for it).
      expect(
        text
          .split(LANG_NAMES.ta)
          .join('')
          .match(/[\u0B80-\u0BFF]+/g),
        pagePath,
      ).toBeNull();
    }
  });

  it('declares Noto Sans Tamil (tamil subset, self-hosted) on Tamil pages only, with room for its marks', () => {
    expect(existsSync(path.join(SITE_DIR, '_naya/fonts/noto-sans-tamil-tamil-400-normal.woff2'))).toBe(true);
    for (const pagePath of ['/', '/en/', '/offers/', '/en/reg/'])
      expect(html(pagePath), pagePath).not.toMatch(/Noto Sans Tamil|noto-sans-tamil/);
    const page = html('/ta/');
    expect(page).toContain('src:url(/_naya/fonts/noto-sans-tamil-tamil-400-normal.woff2)');
    expect(page).toContain('<link rel="preload" href="/_naya/fonts/noto-sans-tamil-tamil-400-normal.woff2" as="font"');
    expect(page).toMatch(/:root:lang\(ta\) body\{font-family:'Noto Sans Tamil'[^}]*line-height:1\.8\}/);
    // Client navigation into Tamil fetches the same faces from their own stylesheet.
    expect(readFileSync(path.join(SITE_DIR, '_naya/fonts/ta.css'), 'utf8')).toContain("font-family:'Noto Sans Tamil'");
  });

  it('gives the hero image a source per breakpoint with its width and height', () => {
    const img = html('/').match(/<img[^>]*class="hero-img"[^>]*>/)?.[0] ?? '';
    for (const w of [320, 640, 768, 1024, 1280, 1536]) expect(img).toContain(`/img/hero-${w}.png ${w}w`);
    expect(img).toMatch(/width="768"/);
    expect(img).toMatch(/height="512"/);
  });
});

describe('site scripts', () => {
  it('preload what hydration imports dynamically, and nothing the main module imports itself', () => {
    const pages = { '/': ['Home', 'si'], '/offers/': ['Offers', 'si'], '/en/reg/': ['Reg', 'en'], '/ta/blog/': ['BlogList', 'ta'] };
    for (const [pagePath, [screen, lang]] of Object.entries(pages)) {
      const [, main, preload] = html(pagePath).match(/<script data-main="([^"]+)" data-preload="([^"]+)"/) ?? [];
      const mainImports = [...staticClosure(path.join(SITE_DIR, main))].map((f) => `/${path.relative(SITE_DIR, f)}`);
      const listed = preload.split(' ');
      expect(
        listed.filter((url) => mainImports.includes(url)),
        pagePath,
      ).toEqual([]);
      // The screen's chunk and the language's messages are among them.
      expect(
        listed.filter((url) => url.startsWith(`/_naya/assets/${screen}-`)),
        pagePath,
      ).toHaveLength(1);
      expect(
        listed.filter((url) => url.startsWith(`/_naya/assets/${lang}-`)),
        pagePath,
      ).toHaveLength(1);
    }
  });

  it('open with V8’s compile hint, so a phone compiles them off the main thread while they download', () => {
    const assets = path.join(SITE_DIR, ASSET_DIR);
    const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(10);
    for (const name of scripts) expect(readFileSync(path.join(assets, name), 'utf8').startsWith(`${COMPILE_HINT}\n`), name).toBe(true);
  });
});
