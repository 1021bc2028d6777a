// When a widget adds our script font (widgets/script-font.ts): only where no font draws the
// script, once per family, never for English. happy-dom has no canvas text, FontFace or
// document.fonts, so these are stood in for by a browser's behaviour: a text's width is the sum of
// its characters', and a character no font has is drawn as the same empty box (.notdef). The real
// fonts and Chromium are tests/browser/partner-fonts.test.ts.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { font as sinhala } from './i18n/si.partner';
import { font as tamil } from './i18n/ta.partner';

const NOTDEF = 9.5;

/** A canvas whose text is drawn by fonts that have `letters` (each 11 wide); anything else is a box. */
function systemDrawing(letters: string) {
  const fonts: string[] = [];
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function () {
    const context = {
      font: '',
      measureText(text: string) {
        fonts.push(context.font);
        return { width: [...text].reduce((sum, c) => sum + (letters.includes(c) ? 11 : NOTDEF), 0) };
      },
    };
    return context as unknown as CanvasRenderingContext2D;
  });
  return fonts;
}

let added: { family: string; source: string }[];

beforeEach(() => {
  vi.resetModules(); // each test a page of its own: no family asked yet
  added = [];
  vi.stubGlobal(
    'FontFace',
    class {
      constructor(
        public family: string,
        public source: string,
      ) {}
    },
  );
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { add: (face: { family: string; source: string }) => added.push(face) },
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function widgetRoot() {
  const root = document.createElement('div');
  root.style.fontFamily = "'Naya Sinhala', 'Naya Tamil', 'Noto Sans Sinhala', sans-serif";
  document.body.append(root);
  return root;
}

const load = () => import('./script-font');

describe('addScriptFont', () => {
  it('adds our Sinhala face, from beside the chunk, where no font draws Sinhala; once for many widgets', async () => {
    const measured = systemDrawing('abc');
    const { addScriptFont } = await load();
    const root = widgetRoot();
    addScriptFont(sinhala, root);
    addScriptFont(sinhala, root);
    // the file resolved against the module's own URL (in the build: the chunk's, on our origin)
    expect(added.map(({ family, source }) => ({ family, source }))).toEqual([
      { family: 'Naya Sinhala', source: expect.stringMatching(/^url\([a-z]+:\/\/\S*\/naya-sinhala\S*\.woff2\)$/) },
    ]);
    // measured once (the letter, the unassigned code point), in the widget's own font stack
    const stack = '20px "Naya Sinhala", "Naya Tamil", "Noto Sans Sinhala", sans-serif';
    expect(measured).toEqual([stack, stack]);
  });

  it('adds nothing where a font draws the script', async () => {
    systemDrawing('කගම');
    const { addScriptFont } = await load();
    addScriptFont(sinhala, widgetRoot());
    expect(added).toEqual([]);
  });

  it('asks per script: a Tamil widget beside a Sinhala one gets the Tamil face', async () => {
    systemDrawing('கஙம'); // Tamil drawn, Sinhala not
    const { addScriptFont } = await load();
    const root = widgetRoot();
    addScriptFont(tamil, root);
    addScriptFont(sinhala, root);
    addScriptFont(tamil, root);
    expect(added.map((f) => f.family)).toEqual(['Naya Sinhala']);
  });

  it('measures nothing and adds nothing for English', async () => {
    const measured = systemDrawing('');
    const { addScriptFont } = await load();
    addScriptFont(undefined, widgetRoot());
    expect(measured).toEqual([]);
    expect(added).toEqual([]);
  });

  it.each([
    ['Sinhala', sinhala, 0x0d80],
    ['Tamil', tamil, 0x0b80],
  ] as const)('probes %s with a letter of the script and a code point unassigned in its block', (script, font, block) => {
    const [letter, unassigned] = font[2];
    expect(letter).toMatch(new RegExp(`^\\p{Script=${script}}$`, 'u'));
    expect(unassigned).toMatch(/^\p{Cn}$/u);
    expect(unassigned.codePointAt(0)! >> 7).toBe(block >> 7); // the same 128-code-point block
  });
});
