// Self-hosted Noto Sans fonts from the npm registry (@fontsource), never a CDN: the woff2 files
// are copied beside the site and described with their unicode-range, so a page downloads only the
// subsets its text uses. Sinhala (its sinhala subset only: Latin letters come from the system's
// Latin face, as the Sinhala family's Latin set spaced English words visibly wide) is declared on
// every page; Noto Sans
// Tamil only on Tamil pages (its own small stylesheet, inlined there and fetched by the client
// when it navigates into Tamil), so it adds no bytes to Sinhala or English pages.
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LANG_INFO, type Lang } from '../../common/lang';

export const FONT_DIR = '/_naya/fonts/';
const WEIGHTS = [400, 700];

interface Family {
  pkg: string;
  family: string;
  subsets: readonly string[];
}
const SINHALA: Family = { pkg: 'noto-sans-sinhala', family: 'Noto Sans Sinhala', subsets: ['sinhala'] };
/** The Latin faces after the script fonts: a script font's unicode-range covers only its script,
 * so Latin letters, digits and punctuation fall through to these. */
const LATIN_STACK = "system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial";
const TAMIL: Family = { pkg: 'noto-sans-tamil', family: 'Noto Sans Tamil', subsets: ['tamil'] };

/** The stylesheet of a language's own font, for pages in that language only. */
export const langFontCss = (lang: Lang) => `${FONT_DIR}${lang}.css`;

// Tamil letters carry tall vowel signs above (ி, ீ) and below (ு, ூ) and run long: more line
// height than Sinhala, padded inputs, and headings that may break inside a long word on phones.
// The widgets take the same font through --naya-font (their own stack names no Tamil font: on a
// browser without one, their Tamil drew as empty boxes while the page around them used ours).
const TAMIL_STACK = `'Noto Sans Tamil','Noto Sans Sinhala',${LATIN_STACK},'Latha','Nirmala UI',sans-serif`;
const TAMIL_RULES =
  `:root:lang(ta){--naya-font:${TAMIL_STACK}}:root:lang(ta) body{font-family:${TAMIL_STACK};line-height:1.8}` +
  ':root:lang(ta) :is(h1,h2,h3){line-height:1.5;overflow-wrap:break-word}' +
  ':root:lang(ta) :is(input,select,textarea){line-height:1.7;padding:.6em .75em}';

export interface Fonts {
  /** Faces every page declares (Sinhala and Latin). */
  css: string;
  /** Faces and rules only pages in that language carry. */
  langCss: Partial<Record<Lang, string>>;
  /** The faces to preload on a page of `lang`: what its first screen needs (regular and bold, as
   * headings and buttons are bold), so none arrives after the first paint and moves the text. */
  preloadFor(lang: Lang): string[];
}

/** The unicode-range of one subset's face in fontsource's `{weight}.css`. */
function unicodeRange(css: string, face: string): string {
  const block = css.split('/* ').find((part) => part.startsWith(`${face} */`)) ?? '';
  const match = /unicode-range:\s*([^;]+);/.exec(block);
  if (!match) throw new Error(`fontsource CSS has no unicode-range for ${face}`);
  return match[1].trim();
}

/** Copies a family's woff2 files and returns its @font-face rules and its faces by subset. */
function copyFamily(root: string, target: string, { pkg, family, subsets }: Family) {
  const dir = path.join(root, 'node_modules/@fontsource', pkg);
  const faces: string[] = [];
  const bySubset: Record<string, string[]> = {};
  for (const subset of subsets) {
    for (const weight of WEIGHTS) {
      const face = `${pkg}-${subset}-${weight}-normal`;
      const file = `${face}.woff2`;
      copyFileSync(path.join(dir, 'files', file), path.join(target, file));
      const range = unicodeRange(readFileSync(path.join(dir, `${weight}.css`), 'utf8'), face);
      faces.push(
        `@font-face{font-family:'${family}';font-style:normal;font-display:swap;font-weight:${weight};` +
          `src:url(${FONT_DIR}${file}) format('woff2');unicode-range:${range}}`,
      );
      (bySubset[subset] ??= []).push(`${FONT_DIR}${file}`);
    }
  }
  return { css: faces.join(''), bySubset };
}

export function copyFonts(root: string, outdir: string): Fonts {
  const target = path.join(outdir, FONT_DIR);
  mkdirSync(target, { recursive: true });
  const sinhala = copyFamily(root, target, SINHALA);
  const tamil = copyFamily(root, target, TAMIL);
  const langCss: Fonts['langCss'] = { ta: tamil.css + TAMIL_RULES };
  for (const [lang, info] of Object.entries(LANG_INFO)) {
    if (!!info.ownFont !== lang in langCss) throw new Error(`fonts: ${lang} ownFont does not match the fonts built`);
  }
  for (const [lang, css] of Object.entries(langCss)) writeFileSync(path.join(outdir, langFontCss(lang as Lang)), css);
  const preload: Record<Lang, string[]> = {
    si: sinhala.bySubset.sinhala,
    en: [], // English is in the system's Latin face: nothing to download
    ta: tamil.bySubset.tamil,
  };
  return { css: sinhala.css, langCss, preloadFor: (lang) => preload[lang] };
}
