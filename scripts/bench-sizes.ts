// Gzip sizes of what ships to browsers, following static ESM imports (not dynamic ones: Firebase
// and route chunks load later, so they are not part of first load).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { SIZE_BUDGETS, type SizeBudget } from '../common/budgets';

export const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/** The file and every file it imports statically, transitively (minified esbuild ESM output). */
export function staticClosure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file) || !existsSync(file)) return seen;
  seen.add(file);
  const code = readFileSync(file, 'utf8');
  // `import{a}from"./x.js"`, `import"./x.js"`, `export*from"./x.js"` — but not `import("./x.js")`
  for (const match of code.matchAll(/(?:\bfrom\s*|\bimport\s*)"(\.{1,2}\/[^"]+\.js)"/g)) {
    staticClosure(path.resolve(path.dirname(file), match[1]), seen);
  }
  return seen;
}

export const closureGzip = (file: string) => [...staticClosure(file)].reduce((sum, f) => sum + gzipSize(f), 0);

/** JavaScript a first visit to a pre-rendered page downloads before it is interactive. */
export function pageFirstLoadGzip(siteDir: string, htmlFile: string): number {
  const html = readFileSync(htmlFile, 'utf8');
  const files = new Set<string>();
  // Script tags and module preloads, and the lists the boot script requests after the first paint.
  const tags = [...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="([^"]+\.js)"/g)].map((m) => m[1]);
  const boot = [...html.matchAll(/\bdata-(?:main|preload)="([^"]+)"/g)].flatMap((m) => m[1].split(/\s+/));
  for (const src of [...tags, ...boot]) {
    if (!src.endsWith('.js')) continue;
    if (/^https?:/.test(src)) continue;
    for (const f of staticClosure(path.join(siteDir, src.replace(/^\//, '')))) files.add(f);
  }
  return [...files].reduce((sum, f) => sum + gzipSize(f), 0);
}

export interface SizeRow {
  budget: SizeBudget;
  what: string;
  /** gzip -9 bytes (a font: its woff2 bytes); null when the build has no such file (e.g. push off). */
  bytes: number | null;
  limit: number;
}

/**
 * The size rows of the budget table measured on a built site/ folder (build-info.json beside it).
 * The widgets row needs a browser (scripts/bench-widgets.ts) and is not measured here.
 */
export function measureSizes(siteDir: string, budgets: Record<SizeBudget, { what: string; bytes: number }> = SIZE_BUDGETS): SizeRow[] {
  const chunks: Record<string, string> = JSON.parse(readFileSync(path.join(siteDir, '..', 'build-info.json'), 'utf8')).chunks;
  const home = path.join(siteDir, 'index.html');
  const fonts = readdirSync(path.join(siteDir, 'chunks')).filter((f) => /^naya-(sinhala|tamil)-.*\.woff2$/.test(f));
  const measured: [SizeBudget, number | null][] = [
    ['loader', gzipSize(path.join(siteDir, 'loader.js'))],
    ['push', chunks.push ? closureGzip(path.join(siteDir, chunks.push)) : null],
    // woff2 is compressed already: its bytes as served
    ['partnerFont', fonts.length === 2 ? Math.max(...fonts.map((f) => statSync(path.join(siteDir, 'chunks', f)).size)) : null],
    ['siteFirstLoad', existsSync(home) ? pageFirstLoadGzip(siteDir, home) : null],
  ];
  return measured.map(([budget, bytes]) => ({ budget, what: budgets[budget].what, bytes, limit: budgets[budget].bytes }));
}

export const overBudget = (rows: SizeRow[]) => rows.filter((r) => r.bytes === null || r.bytes > r.limit);
