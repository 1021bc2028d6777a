// Widget text in Sinhala or Tamil on a partner page that has no font for the script (most phones
// have one, not every desktop: Chromium on Linux without Noto, Windows without the optional
// fonts) would be empty boxes. So after a widget renders, the script's letters are measured in the
// widget's own font stack: drawn by no font, a letter is the same empty box as a code point that
// Unicode leaves unassigned in that block, so both have one width. Then, and only then, our subset
// of Noto for the script (scripts/script-fonts.ts: the glyphs the widgets' text uses) is added to
// the document once, as a FontFace under a family of our own that the widgets' stack names
// (styles.ts): @font-face inside a shadow root does not apply, the document's fonts do. The file
// is downloaded when text first needs it, from beside the chunks (our origin, CORS).
import sinhala from './fonts/naya-sinhala.woff2';
import tamil from './fonts/naya-tamil.woff2';
import type { Lang } from '../common/lang';

/** Our family, its file, letters of the script, and as many unassigned code points of its block. */
const FONTS: Partial<Record<Lang, [family: string, file: string, letters: string, unassigned: string]>> = {
  si: ['Naya Sinhala', sinhala, 'කගම', '\u0DE0\u0DE0\u0DE0'],
  ta: ['Naya Tamil', tamil, 'கஙம', '\u0B80\u0B80\u0B80'],
};

/** Whether no font draws `letters`: they measure as the unassigned code points do. */
export const lacksScript = (width: (text: string) => number, letters: string, unassigned: string) => width(letters) === width(unassigned);

/** Adds the script font of `lang` to the document when it lacks one, measured in `root`'s fonts. */
export function addScriptFont(lang: Lang, root: Element): void {
  const font = FONTS[lang];
  // English, or added already (by another widget or loader copy; Chromium gives the family quoted)
  if (!font || [...document.fonts].some((face) => face.family.includes(font[0]))) return;
  const canvas = document.createElement('canvas').getContext('2d')!;
  canvas.font = '20px ' + getComputedStyle(root).fontFamily;
  if (lacksScript((text) => canvas.measureText(text).width, font[2], font[3])) {
    document.fonts.add(new FontFace(font[0], `url(${new URL(font[1], import.meta.url).href})`));
  }
}
