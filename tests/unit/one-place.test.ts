// DESIGN "One lead, one truth", Shape: the Colombo calendar lives in one module (common/colombo.ts)
// and sub1…sub5 in one list (common/utm.ts SUB_FIELDS). Source code (not tests, comments or the
// documents' prose) spells neither out anywhere else. Only the lead's home (server/leads/) writes
// the leads table, besides the migrations.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
const FOLDERS = ['server', 'common', 'loader', 'widgets', 'site', 'console'];

function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'testing') yield* sources(rel);
    } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield rel;
  }
}

/** The file's code lines without comments (line comments and JSDoc/block comment lines). */
const codeLines = (file: string) =>
  readFileSync(path.join(ROOT, file), 'utf8')
    .split('\n')
    .map((line, i) => ({ line: line.replace(/\s\/\/ .*$/, ''), n: i + 1 }))
    .filter(({ line }) => !/^\s*(\/\/|\/\*|\*)/.test(line));

function spelled(pattern: RegExp, except: string[]): string[] {
  const found: string[] = [];
  for (const folder of FOLDERS)
    for (const file of sources(folder)) {
      if (except.includes(file)) continue;
      for (const { line, n } of codeLines(file)) if (pattern.test(line)) found.push(`${file}:${n}: ${line.trim()}`);
    }
  return found;
}

describe('one rule, one place', () => {
  it('the Colombo offset and zone are written only in common/colombo.ts', () => {
    // examples of times in the API document may show the offset; code may not compute with it
    const found = spelled(/\+05:30`|T00:00:00\+05:30|330 \* 60|5\.5 \* 3600|'Asia\/Colombo'/, ['common/colombo.ts']);
    expect(found).toEqual([]);
  });

  it('sub1…sub5 are listed only as SUB_FIELDS', () => {
    // a file naming three or more of them (keys, strings, columns) spells the list out; an example
    // may set one
    const found: string[] = [];
    for (const folder of FOLDERS)
      for (const file of sources(folder)) {
        if (file === 'common/utm.ts') continue;
        const named = new Set(codeLines(file).flatMap(({ line }) => line.match(/\bsub[1-5]\b/g) ?? []));
        if (named.size >= 3) found.push(`${file}: ${[...named].sort().join(', ')}`);
      }
    expect(found).toEqual([]);
  });

  it('only server/leads/ writes the leads table (the migrations aside)', () => {
    const writes = /\b(update|insert\s+into|delete\s+from)\s+leads\b/i;
    const found = spelled(writes, []).filter((hit) => !hit.startsWith('server/leads/') && !hit.startsWith('server/migrations/'));
    expect(found).toEqual([]);
    // the scan sees the writes there are
    expect(spelled(writes, []).some((hit) => hit.startsWith('server/leads/events.ts'))).toBe(true);
  });

  it('finds what it looks for (the scan is not vacuous)', () => {
    expect(codeLines('common/utm.ts').some(({ line }) => /'sub1', 'sub2'/.test(line))).toBe(true);
    expect(codeLines('common/colombo.ts').some(({ line }) => /330 \* 60/.test(line))).toBe(true);
    expect([...sources('server')].length).toBeGreaterThan(100);
  });
});
