// Widget text in Sinhala or Tamil on a partner page that has no font for the script (most phones
// have one, not every desktop: Chromium on Linux without Noto, Windows without the optional
// fonts) would be empty boxes. So once a widget has rendered, a letter of its script is measured in
// the widget's own font stack: drawn by no font, it is the same empty box as a code point that
// Unicode leaves unassigned in that block, so both have one width. Then, and only then, our subset
// of Noto for the script (scripts/script-fonts.ts: the glyphs the widgets' text uses) is added to
// the document, once, as a FontFace under a family of our own that leads the widgets' stack
// (styles.ts): an @font-face inside a shadow root does not apply, the document's fonts do. The
// browser downloads it when text first needs it, from beside the chunks (our origin, with CORS).
// Each language's chunk holds its font (i18n/si.partner.ts, i18n/ta.partner.ts): a page gets one.

/** Our family, its file (relative to the chunks), then a letter of the script followed by a code
 * point that Unicode leaves unassigned in its block. */
export type ScriptFont = [family: string, file: string, probe: string];

const asked = new Set<string>();

/**
 * Adds the face of `font`'s script to the document when no font draws the script, measured in
 * `root`'s font stack; once per family (later widgets find it added). Nothing for English.
 */
export function addScriptFont(font: ScriptFont | undefined, root: Element): void {
  if (!font || asked.has(font[0])) return;
  const [family, file, probe] = font;
  asked.add(family);
  const canvas = document.createElement('canvas').getContext('2d')!;
  canvas.font = '20px ' + getComputedStyle(root).fontFamily;
  const width = (text: string) => canvas.measureText(text).width;
  if (width(probe[0]) === width(probe[1])) document.fonts.add(new FontFace(family, `url(${new URL(file, import.meta.url)})`));
}
