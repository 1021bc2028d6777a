// What goes into the partner widgets' chunks, from esbuild's metafile: nothing that a partner page
// must not download (React, preact/compat, zod: zod-free twins check the lead and the offers there,
// the domain barrel, the other language's words). The bytes themselves are checked in tests/browser/partner-widgets.test.ts.
import * as esbuild from 'esbuild';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { chunkOptions, ROOT } from '../esbuild.config';
import { PUSH_OFF_DEFINE } from './build-options';

let outputs: { file: string; inputs: string[]; entry: boolean }[];

beforeAll(async () => {
  const outdir = mkdtempSync(path.join(tmpdir(), 'naya-widgets-build-'));
  const define = PUSH_OFF_DEFINE;
  const result = await esbuild.build({
    ...chunkOptions({ root: ROOT, outdir, minify: true, firebase: null, define }, { widgets: 'widgets/partner.tsx' }),
    write: false,
  });
  outputs = Object.entries(result.metafile.outputs).map(([file, meta]) => ({
    file,
    inputs: Object.keys(meta.inputs),
    // the widgets entry itself: esbuild gives each dynamically imported chunk an entryPoint too
    entry: meta.entryPoint === 'widgets/partner.tsx',
  }));
});

const all = () => outputs.flatMap((o) => o.inputs);
const chunkWith = (input: string) => outputs.find((o) => o.inputs.includes(input))!;

describe('partner widgets build', () => {
  it('has no React, no preact/compat and no zod', () => {
    expect(all().filter((i) => /node_modules\/(react|react-dom|scheduler)\//.test(i))).toEqual([]);
    expect(all().filter((i) => i.includes('preact/compat'))).toEqual([]);
    // The form checks a lead with lead-rules.ts (the zod lead schema's parsers, walked without zod).
    expect(all().filter((i) => i.includes('node_modules/zod/'))).toEqual([]);
    expect(all()).toContain('common/domain/lead-rules.ts');
    expect(all()).not.toContain('common/domain/lead-schema.ts');
    expect(all()).toContain('widgets/react-deps.partner.ts');
    expect(all()).not.toContain('widgets/react-deps.ts');
  });

  it('has neither the domain barrel nor the zod offer schema nor the both-languages messages', () => {
    for (const file of ['common/domain/index.ts', 'common/domain/offer.ts', 'common/domain/messages.ts']) expect(all()).not.toContain(file);
  });

  it('keeps each language in its own lazy chunk, the other language out of the main chunk', () => {
    const main = outputs.find((o) => o.entry)!;
    for (const file of [
      'widgets/i18n/si.ts',
      'common/domain/messages-si.ts',
      'common/domain/districts-si.ts',
      'widgets/i18n/en.ts',
      'common/domain/messages-en.ts',
      'widgets/i18n/ta.ts',
      'common/domain/messages-ta.ts',
      'common/domain/districts-ta.ts',
      'common/format/si.ts',
      'common/format/en.ts',
      'common/format/ta.ts',
    ]) {
      expect(main.inputs).not.toContain(file);
    }
    const si = chunkWith('widgets/i18n/si.ts');
    const en = chunkWith('widgets/i18n/en.ts');
    const ta = chunkWith('widgets/i18n/ta.ts');
    // each with its script's font (its path: the file is fetched only when the system lacks the script)
    expect(si.inputs.sort()).toEqual([
      'common/domain/districts-si.ts',
      'common/domain/messages-si.ts',
      'common/format/si.ts',
      'widgets/fonts/naya-sinhala.woff2',
      'widgets/i18n/si.partner.ts',
      'widgets/i18n/si.ts',
    ]);
    expect(en.inputs.sort()).toEqual([
      'common/domain/messages-en.ts',
      'common/format/en.ts',
      'widgets/i18n/en.partner.ts',
      'widgets/i18n/en.ts',
    ]);
    expect(ta.inputs.sort()).toEqual([
      'common/domain/districts-ta.ts',
      'common/domain/messages-ta.ts',
      'common/format/ta.ts',
      'widgets/fonts/naya-tamil.woff2',
      'widgets/i18n/ta.partner.ts',
      'widgets/i18n/ta.ts',
    ]);
    for (const font of ['widgets/fonts/naya-sinhala.woff2', 'widgets/fonts/naya-tamil.woff2']) expect(main.inputs).not.toContain(font);
  });

  it('has no push chunk when push is off', () => {
    expect(all().filter((i) => i.startsWith('loader/push/'))).toEqual([]);
  });
});
