// The committed subset fonts (widgets/fonts/, made by `npm run fonts`) draw every Sinhala and Tamil
// word the widgets show exactly as the full Noto font does: same glyphs in number, same advances,
// no empty box. A new word, letter or conjunct in the widgets' text fails here until the fonts
// are made again.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { SIZE_BUDGETS } from '../common/budgets';
import { ROOT } from '../esbuild.config';
import { openFont, SCRIPT_FONTS, scriptRuns, shape, toTrueType, widgetTextFiles, type ScriptFont } from './script-fonts';

let files: string[];
beforeAll(async () => {
  files = await widgetTextFiles();
}, 60_000);

const load = async (file: string) => openFont(await toTrueType(readFileSync(path.join(ROOT, file))));

/** The runs that the subset does not draw as the full font does. */
async function misdrawn(font: ScriptFont, runs: string[]) {
  const full = await load(font.source);
  const ours = await load(font.file);
  return runs.filter((run) => {
    const a = shape(full.font, run);
    const b = shape(ours.font, run);
    return b.glyphs.includes(0) || b.glyphs.length !== a.glyphs.length || b.advances.join() !== a.advances.join();
  });
}

describe.each(SCRIPT_FONTS)('the $script subset font', (font) => {
  it('draws every run of its script in the widgets’ text as the full font does', async () => {
    expect(files).toEqual(expect.arrayContaining(['widgets/i18n/si.ts', 'widgets/i18n/ta.ts', 'content/offers.json']));
    const runs = scriptRuns(font, files);
    expect(runs.length).toBeGreaterThan(100);
    expect(await misdrawn(font, runs)).toEqual([]);
  });

  it('fails a word whose letter the widgets’ text does not use (the check is real)', async () => {
    // ඎ and ஔ are in the full fonts, and in no widget text.
    const rare = font.script === 'sinhala' ? 'ඎ' : 'ஔ';
    expect(scriptRuns(font, files).join('')).not.toContain(rare);
    expect(await misdrawn(font, [rare])).toEqual([rare]);
  });

  it('is within the budget of a script’s web font on a partner page', () => {
    expect(readFileSync(path.join(ROOT, font.file)).length).toBeLessThanOrEqual(SIZE_BUDGETS.partnerFont.bytes);
  });
});
