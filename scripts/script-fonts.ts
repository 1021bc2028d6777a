// Our own subset fonts for partner pages on systems with no Sinhala or Tamil font
// (widgets/script-font.ts loads one only then). Each holds only the glyphs that the widgets' text
// in that script needs, so it stays within the per-script budget (common/budgets.ts, 20 KB woff2)
// where Noto Sans Sinhala's whole Sinhala subset is 35 KB. Made from the text itself, so it never
// drifts from it: every run of the script's letters in the files the widgets bundle (esbuild's
// metafile of widgets/partner.tsx: copy, formats, districts, messages) and in the demo offers feed
// (its licence texts) is shaped with HarfBuzz in the full font, and every glyph the shaping passes
// through — conjuncts and vowel-sign forms included — is kept, with the letters' own glyphs. Layout rules
// that need any other glyph are dropped (no layout closure), which is where the bytes go.
// scripts/script-fonts.test.ts fails when a string the widgets show is not drawn by the committed
// font exactly as by the full one. Run after changing widget text: `npm run fonts`.
import * as esbuild from 'esbuild';
import fontverter from 'fontverter';
import * as hb from 'harfbuzzjs';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chunkOptions, ROOT } from '../esbuild.config';
import { PUSH_OFF_DEFINE } from './build-options';

export interface ScriptFont {
  script: 'sinhala' | 'tamil';
  /** The full font it is cut from (@fontsource, the same as the site's, regular weight). */
  source: string;
  /** Where the subset is committed (the widgets chunk imports it). */
  file: string;
  /** Letters of the script, with ZWJ and ZWNJ (Sinhala conjuncts and touching letters use them). */
  letters: RegExp;
}

export const SCRIPT_FONTS: ScriptFont[] = [
  {
    script: 'sinhala',
    source: 'node_modules/@fontsource/noto-sans-sinhala/files/noto-sans-sinhala-sinhala-400-normal.woff2',
    file: 'widgets/fonts/naya-sinhala.woff2',
    letters: /[\u0D80-\u0DFF\u200C\u200D]+/g,
  },
  {
    script: 'tamil',
    source: 'node_modules/@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-400-normal.woff2',
    file: 'widgets/fonts/naya-tamil.woff2',
    letters: /[\u0B80-\u0BFF\u200C\u200D]+/g,
  },
];

/** Kept whenever the full font has them: digits and punctuation around the script's words (the
 * fonts we cut from are @fontsource's script subsets, which have only the spaces of these). */
const COMMON = '0123456789.,:;!?()[]-–—/%+’“” \u00A0';

/** Text files whose words the widgets show: what the partner widgets build bundles, and the demo feed. */
export async function widgetTextFiles(): Promise<string[]> {
  const define = PUSH_OFF_DEFINE;
  const result = await esbuild.build({
    ...chunkOptions(
      // only the metafile is read: nothing is written
      { root: ROOT, outdir: tmpdir(), minify: true, firebase: null, define },
      { widgets: 'widgets/partner.tsx' },
    ),
    write: false,
  });
  const own = Object.keys(result.metafile.inputs).filter((f) => !f.startsWith('node_modules/') && /\.(ts|tsx|json)$/.test(f));
  return [...own, 'content/offers.json'].sort();
}

/** Every distinct run of the script's letters in `files`. */
export function scriptRuns(font: ScriptFont, files: string[]): string[] {
  const runs = new Set<string>();
  for (const file of files) for (const run of readFileSync(path.join(ROOT, file), 'utf8').match(font.letters) ?? []) runs.add(run);
  return [...runs].sort();
}

/** A font as TrueType (sfnt) bytes, from woff2 or anything fontverter reads. */
export const toTrueType = async (bytes: Buffer): Promise<Buffer> => Buffer.from(await fontverter.convert(bytes, 'truetype'));

/** HarfBuzz's shaping of `text` in `font`: glyph ids and horizontal advances. */
export function shape(font: hb.Font, text: string): { glyphs: number[]; advances: number[] } {
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  const glyphs = buffer.getGlyphInfos().map((g) => g.codepoint); // a glyph id, despite the name
  const advances = buffer.getGlyphPositions().map((p) => p.xAdvance);
  return { glyphs, advances };
}

/** Every glyph the shaping of `text` passes through: a conjunct may be made in steps (ප්‍ + ර →
 * an intermediate glyph → the final one), and a step whose glyph is missing would not apply. */
function glyphsOnTheWay(font: hb.Font, text: string): Set<number> {
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  const glyphs = new Set<number>();
  for (const step of hb.shapeWithTrace(font, buffer, [], 0, hb.TracePhase.DONT_STOP)) {
    if (step.glyphs) for (const g of step.t as { g: number }[]) glyphs.add(g.g);
  }
  return glyphs;
}

/** A font to shape with, and the code points it maps (harfbuzzjs frees both when collected). */
export function openFont(trueType: Buffer): { font: hb.Font; unicodes: Set<number> } {
  const face = new hb.Face(new hb.Blob(trueType));
  return { font: new hb.Font(face), unicodes: new Set(face.collectUnicodes()) };
}

interface SubsetWasm {
  memory: WebAssembly.Memory;
  _initialize(): void;
  malloc(size: number): number;
  free(ptr: number): void;
  hb_blob_create(data: number, length: number, mode: number, userData: number, destroy: number): number;
  hb_blob_destroy(blob: number): void;
  hb_blob_get_data(blob: number, length: number): number;
  hb_blob_get_length(blob: number): number;
  hb_face_create(blob: number, index: number): number;
  hb_face_destroy(face: number): void;
  hb_face_reference_blob(face: number): number;
  hb_set_add(set: number, value: number): void;
  hb_set_clear(set: number): void;
  hb_set_invert(set: number): void;
  hb_subset_input_create_or_fail(): number;
  hb_subset_input_destroy(input: number): void;
  hb_subset_input_set(input: number, which: number): number;
  hb_subset_input_unicode_set(input: number): number;
  hb_subset_input_glyph_set(input: number): number;
  hb_subset_input_get_flags(input: number): number;
  hb_subset_input_set_flags(input: number, flags: number): void;
  hb_subset_or_fail(face: number, input: number): number;
}

const HB_MEMORY_MODE_WRITABLE = 2;
const HB_SUBSET_SETS_LAYOUT_FEATURE_TAG = 6;
const HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE = 0x200;

/** hb-subset (harfbuzzjs's subsetting build): `unicodes` and `glyphs` kept, every layout feature
 * kept for them, no glyph added for layout rules that need others. */
async function subset(trueType: Buffer, unicodes: Iterable<number>, glyphs: Iterable<number>): Promise<Buffer> {
  const wasm = createRequire(import.meta.url).resolve('harfbuzzjs/dist/harfbuzz-subset.wasm');
  const { instance } = await WebAssembly.instantiate(readFileSync(wasm));
  const hbs = instance.exports as unknown as SubsetWasm;
  hbs._initialize();
  const data = hbs.malloc(trueType.byteLength);
  new Uint8Array(hbs.memory.buffer).set(trueType, data);
  const blob = hbs.hb_blob_create(data, trueType.byteLength, HB_MEMORY_MODE_WRITABLE, 0, 0);
  const face = hbs.hb_face_create(blob, 0);
  hbs.hb_blob_destroy(blob);
  const input = hbs.hb_subset_input_create_or_fail();
  const features = hbs.hb_subset_input_set(input, HB_SUBSET_SETS_LAYOUT_FEATURE_TAG);
  hbs.hb_set_clear(features);
  hbs.hb_set_invert(features); // all of them
  hbs.hb_subset_input_set_flags(input, hbs.hb_subset_input_get_flags(input) | HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE);
  for (const u of unicodes) hbs.hb_set_add(hbs.hb_subset_input_unicode_set(input), u);
  for (const g of glyphs) hbs.hb_set_add(hbs.hb_subset_input_glyph_set(input), g);
  const result = hbs.hb_subset_or_fail(face, input);
  hbs.hb_subset_input_destroy(input);
  if (!result) throw new Error('hb_subset_or_fail failed');
  const out = hbs.hb_face_reference_blob(result);
  const start = hbs.hb_blob_get_data(out, 0);
  const bytes = Buffer.from(new Uint8Array(hbs.memory.buffer).slice(start, start + hbs.hb_blob_get_length(out)));
  hbs.hb_blob_destroy(out);
  hbs.hb_face_destroy(result);
  hbs.hb_face_destroy(face);
  hbs.free(data);
  return bytes;
}

/** The subset of `font` for the widgets' text, as woff2. */
export async function makeScriptFont(font: ScriptFont, files: string[]): Promise<Buffer> {
  const full = await toTrueType(readFileSync(path.join(ROOT, font.source)));
  const opened = openFont(full);
  const runs = scriptRuns(font, files);
  const unicodes = new Set([...runs.join(''), ...COMMON].map((c) => c.codePointAt(0)!).filter((u) => opened.unicodes.has(u)));
  const glyphs = new Set([0]); // .notdef
  for (const run of runs) for (const g of glyphsOnTheWay(opened.font, run)) glyphs.add(g);
  return Buffer.from(await fontverter.convert(await subset(full, unicodes, glyphs), 'woff2'));
}

async function main() {
  const files = await widgetTextFiles();
  for (const font of SCRIPT_FONTS) {
    const woff2 = await makeScriptFont(font, files);
    writeFileSync(path.join(ROOT, font.file), woff2);
    console.log(`${font.file}: ${woff2.length} B woff2 (${scriptRuns(font, files).length} runs of ${font.script} text)`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
