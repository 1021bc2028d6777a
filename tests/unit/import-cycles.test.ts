// No import circles in the source, type-only imports included (issue 25): a circle ties modules
// that should have one direction between them (a shared type belongs in a module both import).
// The graph is read with the TypeScript compiler's own import scanner, so `import type`,
// `export … from` and dynamic `import()` all count.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const FOLDERS = ['common', 'loader', 'widgets', 'site', 'sw', 'server', 'console', 'scripts', 'tests'];
const TOP_FILES = ['esbuild.config.ts', 'vitest.config.ts', 'vitest.browser.config.ts'];

function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') yield* sources(rel);
    } else if (/\.(tsx?|mts)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) yield rel;
  }
}

const isFile = (rel: string) => {
  try {
    return statSync(path.join(ROOT, rel)).isFile();
  } catch {
    return false;
  }
};

/** A relative specifier as the repository file it names, or null (a package, an asset). */
function resolve(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier)).replace(/\.js$/, '');
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`])
    if (/\.tsx?$/.test(candidate) && isFile(candidate)) return candidate;
  return null;
}

function importGraph(): Map<string, string[]> {
  const files = [...FOLDERS.flatMap((f) => [...sources(f)]), ...TOP_FILES.filter(isFile)];
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const info = ts.preProcessFile(readFileSync(path.join(ROOT, file), 'utf8'), true, true);
    const targets = info.importedFiles.map((i) => resolve(file, i.fileName)).filter((t): t is string => t !== null);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Strongly connected components of more than one file, or a file importing itself (Tarjan). */
function circles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    order.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!order.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, order.get(w)!));
    }
    if (low.get(v) === order.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || graph.get(v)?.includes(v)) found.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!order.has(v)) visit(v);
  return found;
}

describe('import graph', () => {
  it('finds a circle when there is one (the check can fail)', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(circles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  });

  it('has no circle, type-only imports included', () => {
    const graph = importGraph();
    expect(graph.size).toBeGreaterThan(100);
    expect(circles(graph)).toEqual([]);
  });
});
