// Self-hosted Noto Sans Sinhala from the npm registry (@fontsource), never a CDN: the woff2 files
// of the sinhala and latin subsets are copied beside the site and described with their
// unicode-range, so a page downloads only the subsets its text uses.
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const FONT_DIR = '/_naya/fonts/';
const WEIGHTS = [400, 700];
const SUBSETS = ['sinhala', 'latin'] as const;
export type FontSubset = (typeof SUBSETS)[number];

export interface Fonts {
  css: string;
  /** The regular face of a subset, to preload on pages whose text needs it first. */
  regular: Record<FontSubset, string>;
}

/** The unicode-range of one subset's face in fontsource's `{weight}.css`. */
function unicodeRange(css: string, face: string): string {
  const block = css.split('/* ').find((part) => part.startsWith(`${face} */`)) ?? '';
  const match = /unicode-range:\s*([^;]+);/.exec(block);
  if (!match) throw new Error(`fontsource CSS has no unicode-range for ${face}`);
  return match[1].trim();
}

export function copyFonts(root: string, outdir: string): Fonts {
  const pkg = path.join(root, 'node_modules/@fontsource/noto-sans-sinhala');
  const target = path.join(outdir, FONT_DIR);
  mkdirSync(target, { recursive: true });
  const faces: string[] = [];
  const regular = {} as Record<FontSubset, string>;
  for (const subset of SUBSETS) {
    for (const weight of WEIGHTS) {
      const face = `noto-sans-sinhala-${subset}-${weight}-normal`;
      const file = `${face}.woff2`;
      copyFileSync(path.join(pkg, 'files', file), path.join(target, file));
      const range = unicodeRange(readFileSync(path.join(pkg, `${weight}.css`), 'utf8'), face);
      faces.push(
        `@font-face{font-family:'Noto Sans Sinhala';font-style:normal;font-display:swap;font-weight:${weight};` +
          `src:url(${FONT_DIR}${file}) format('woff2');unicode-range:${range}}`,
      );
      if (weight === 400) regular[subset] = `${FONT_DIR}${file}`;
    }
  }
  return { css: faces.join(''), regular };
}
