// The HTML document around a pre-rendered page: language, title, hreflang alternates, fonts,
// inline styles, the page's data, the cookie notice's script, and the boot script that loads
// exactly what hydration needs.
import type { PageData } from '../app/types';
import { DEFAULT_LANG, localeOf } from '../../common/lang';
import { COOKIE_NOTICE_SCRIPT } from '../components/CookieNotice';
import { LANGS, localize, stripLang } from '../routes';

export interface DocumentParts {
  page: PageData;
  body: string;
  css: string;
  /** Absolute URL base for canonical/alternate links ('' keeps them root-relative). */
  publicUrl: string;
  mainScript: string;
  /** The modules the page's hydration imports besides the main module's own imports (pagePreloads). */
  preload: string[];
  fontPreload: string[];
  /** Font faces and rules of the page's language only (Tamil), kept out of other pages. */
  langCss?: string;
  description: string;
  noindex: boolean;
}

/** The product name in lowercase: every page has this title (docs/site.md). */
export const TITLE = 'naya';

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** JSON inside <script> must not be able to close the tag. */
export const inlineJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

function alternates(page: PageData, base: string): string {
  if (page.status !== 200) return '';
  const route = stripLang(page.path);
  const links = LANGS.map((lang) => `<link rel="alternate" hreflang="${localeOf(lang)}" href="${base}${localize(route, lang)}">`);
  links.push(`<link rel="alternate" hreflang="x-default" href="${base}${localize(route, DEFAULT_LANG)}">`);
  return `<link rel="canonical" href="${base}${page.path}">${links.join('')}`;
}

/**
 * Loads the page's modules once the pre-rendered HTML has painted its first text, so a slow phone
 * shows the page before it downloads and runs the JavaScript that hydrates it (docs/site.md,
 * "Speed"). The main module first (the browser fetches its imports as it reads it), then a
 * preload of the screen and messages it will import dynamically, so they are there when it asks.
 * Adding a preload link costs the main thread a few milliseconds on a slow phone, so they are
 * added one per task. A hidden tab paints nothing, so it starts at once; so does any page after
 * 3 s without a paint. The text is the same on every page: one CSP hash (server/http/security.ts
 * hashes inline scripts); the URLs are in its data attributes.
 */
export const BOOT_SCRIPT =
  "(()=>{const d=document.currentScript.dataset,q=d.preload.split(' ').filter(Boolean);let started=0;" +
  "const add=()=>{const l=document.createElement('link');l.rel='modulepreload';l.href=q.shift();document.head.append(l);if(q.length)setTimeout(add)};" +
  "const go=()=>{if(started++)return;const m=document.createElement('script');m.type='module';m.src=d.main;document.body.append(m);if(q.length)add()};" +
  "if(document.visibilityState!=='visible'||!self.PerformanceObserver)return go();" +
  "new PerformanceObserver((list,o)=>{if(list.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(go)}})" +
  ".observe({type:'paint',buffered:true});setTimeout(go,3000)})()";

export function renderDocument(parts: DocumentParts): string {
  const { page } = parts;
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${TITLE}</title>`,
    `<meta name="description" content="${attr(parts.description)}">`,
    parts.noindex || page.status !== 200 ? '<meta name="robots" content="noindex">' : '',
    '<meta name="theme-color" content="#0b6e4f">',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    // a web app manifest, so an iPhone can add the site to its Home Screen (where Safari delivers push)
    '<link rel="manifest" href="/manifest.webmanifest">',
    '<link rel="apple-touch-icon" href="/icons/naya-180.png">',
    alternates(page, parts.publicUrl),
    ...parts.fontPreload.map((href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`),
    `<style>${parts.css}</style>`,
    parts.langCss ? `<style data-lang-font="${page.lang}">${parts.langCss}</style>` : '',
  ].join('');
  return (
    `<!doctype html><html lang="${localeOf(page.lang)}"><head>${head}</head><body>` +
    `<div id="root">${parts.body}</div>` +
    `<script>${COOKIE_NOTICE_SCRIPT}</script>` +
    `<script type="application/json" id="naya-page">${inlineJson(page)}</script>` +
    `<script data-main="${attr(parts.mainScript)}" data-preload="${attr(parts.preload.join(' '))}">${BOOT_SCRIPT}</script>` +
    '</body></html>'
  );
}
