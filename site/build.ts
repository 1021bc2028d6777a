// Builds the marketplace into dist/site (called by esbuild.config.ts): the client bundle, every
// route × language pre-rendered with React's server renderer, the page data files and manifest
// for client navigation, the self-hosted font, and the two 404 pages.
import * as esbuild from 'esbuild';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { BuildContext } from '../scripts/build-options';
import { App } from './app/App';
import { runMiddleware } from './app/middleware';
import { screenOf } from './app/screens.server';
import type { PageData } from './app/types';
import { bundleClient, pagePreloads, type ClientBundle } from './build/bundle';
import { readContent } from './build/content';
import { copyFonts, type Fonts } from './build/fonts';
import { renderDocument } from './build/html';
import { responsiveImage } from './build/images';
import { allPages, notFoundPage } from './build/pages';
import { siteDefine } from './build/siteConfig';
import { thirdPartyDefine } from './build/thirdParty';
import type { Messages } from './i18n/messages';
import en from './messages/en.json';
import si from './messages/si.json';
import ta from './messages/ta.json';
import { LANGS, localize, type Lang } from './routes';
import { WIDGET_CSS } from '../widgets/styles';
import '../widgets/i18n/all'; // the widgets' copy in every language, for the server renderer
import { setServerWidgets } from './components/Widgets';

export const DATA_DIR = '/_naya/data';
export const MANIFEST = '/_naya/manifest.json';
const MESSAGES: Record<Lang, Messages> = { si, en, ta };

/** Where a page's data file lives: `/en/blog/x/` → `/_naya/data/en/blog/x/index.json`. */
export const dataUrlOf = (pagePath: string) => `${DATA_DIR}${pagePath}index.json`;

async function siteCss(ctx: BuildContext, fonts: Fonts): Promise<string> {
  const own = readFileSync(path.join(ctx.root, 'site/styles.css'), 'utf8');
  const { code } = await esbuild.transform(fonts.css + own + WIDGET_CSS, { loader: 'css', minify: true });
  return code.trim();
}

function writeFile(outdir: string, url: string, content: string) {
  const file = path.join(outdir, url);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

interface RenderShared {
  bundle: ClientBundle;
  css: string;
  fonts: Fonts;
  publicUrl: string;
}

function renderPage(page: PageData, shared: RenderShared): string {
  const { bundle, fonts } = shared;
  const body = renderToString(createElement(App, { page, Screen: screenOf(page), messages: MESSAGES[page.lang] }));
  return renderDocument({
    page,
    body,
    css: shared.css,
    publicUrl: shared.publicUrl,
    mainScript: bundle.main,
    preload: pagePreloads(bundle, [bundle.screens[page.screen], bundle.messages[page.lang]]),
    fontPreload: fonts.preloadFor(page.lang),
    langCss: fonts.langCss[page.lang],
    description: MESSAGES[page.lang]['footer.about'],
    noindex: runMiddleware(page).noindex, // a route naming unknown middleware fails the build
  });
}

/**
 * The widgets for the server renderer. Browser bundles get the build's compile-time constants
 * (`__NAYA_FIREBASE__`, …) through esbuild `define`; here they become globals before the widget
 * modules are first evaluated.
 */
async function loadServerWidgets(ctx: BuildContext): Promise<void> {
  const globals = globalThis as Record<string, unknown>;
  for (const [name, value] of Object.entries({ ...ctx.define, __NAYA_CHUNKS__: '{}' })) {
    if (name.startsWith('__NAYA_') && !(name in globals)) globals[name] = JSON.parse(value);
  }
  const [{ OffersWidget }, { RegistrationWidget }] = await Promise.all([
    import('../widgets/offers/OffersWidget'),
    import('../widgets/registration/RegistrationWidget'),
  ]);
  setServerWidgets({ Offers: OffersWidget, Registration: RegistrationWidget });
}

/** Output path of a page: `/en/blog/` → `en/blog/index.html`. */
export const htmlFileOf = (pagePath: string) => `${pagePath}index.html`;

export async function buildSite(ctx: BuildContext, _chunks: Record<string, string>): Promise<void> {
  // The renderer reads the same site settings as the browser bundle (site/client/http.ts).
  const site = siteDefine(process.env);
  Object.assign(globalThis, { __NAYA_SITE_BASE__: JSON.parse(site.__NAYA_SITE_BASE__) });
  await loadServerWidgets(ctx);
  const publicDir = path.join(ctx.root, 'public');
  const [bundle, content] = await Promise.all([bundleClient(ctx, { ...thirdPartyDefine(process.env), ...site }), readContent(ctx.root)]);
  const fonts = copyFonts(ctx.root, ctx.outdir);
  const css = await siteCss(ctx, fonts);
  const publicUrl = (process.env.PUBLIC_URL ?? '').replace(/\/$/, '');
  const shared: RenderShared = { bundle, css, fonts, publicUrl };
  const pages = allPages({
    content,
    messages: MESSAGES,
    heroImage: responsiveImage(publicDir, 'img', 'hero', 'png'),
    publicUrl: publicUrl || 'http://127.0.0.1:8080',
  });
  const manifest: Record<string, string> = {};
  for (const page of pages) {
    writeFile(ctx.outdir, htmlFileOf(page.path), renderPage(page, shared));
    writeFile(ctx.outdir, dataUrlOf(page.path), JSON.stringify(page));
    manifest[page.path] = page.screen;
  }
  writeFile(ctx.outdir, MANIFEST, JSON.stringify({ pages: manifest }));
  for (const lang of LANGS) writeFile(ctx.outdir, localize('/404.html', lang), renderPage(notFoundPage(lang), shared));
}
