// Every relative link and image in README.md, ARCHITECTURE.md and docs/*.md points to a file that
// exists, and a `#fragment` into a Markdown file to one of its headings (GitHub's anchors), so
// moving a section between pages cannot leave a dead link behind.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PAGES = [
  'README.md',
  'ARCHITECTURE.md',
  ...readdirSync(path.join(ROOT, 'docs'), { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

/** The text outside fenced code blocks and inline code spans (links there are examples, not links). */
function prose(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, (code) => code.replace(/[[\]()]/g, ' '));
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
function slug(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors of a Markdown file's headings; a repeated heading gets -1, -2, … as on GitHub. */
function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const result = new Set<string>();
  for (const [, text] of markdown.replace(/^```[\s\S]*?^```/gm, '').matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = slug(text);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    result.add(count ? `${base}-${count}` : base);
  }
  return result;
}

/** Relative link targets of a page (images included): `[text](target)`, `![alt](target "title")`. */
function relativeLinks(markdown: string): string[] {
  return [...prose(markdown).matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)]
    .map(([, target]) => target)
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target));
}

describe('documentation links', () => {
  it('finds the pages and their links', () => {
    expect(PAGES).toContain('docs/deployment.md');
    expect(relativeLinks(readFileSync(path.join(ROOT, 'README.md'), 'utf8')).length).toBeGreaterThan(5);
  });

  it('reads anchors as GitHub writes them', () => {
    expect(slug("The client's address")).toBe('the-clients-address');
    expect(slug('`window.nayaConfig`')).toBe('windownayaconfig');
    expect(slug('Several API processes behind a load balancer, one PostgreSQL')).toBe(
      'several-api-processes-behind-a-load-balancer-one-postgresql',
    );
    expect([...anchors('# A\n## Errors\n```\n# not a heading\n```\n## Errors\n')]).toEqual(['a', 'errors', 'errors-1']);
  });

  for (const page of PAGES) {
    it(`${page}: every relative link resolves`, () => {
      const text = readFileSync(path.join(ROOT, page), 'utf8');
      const broken: string[] = [];
      for (const link of relativeLinks(text)) {
        const [file, fragment] = link.split('#', 2) as [string, string | undefined];
        const target = file ? path.resolve(path.dirname(path.join(ROOT, page)), decodeURIComponent(file)) : path.join(ROOT, page);
        if (!existsSync(target)) broken.push(`${link}: no file ${path.relative(ROOT, target)}`);
        else if (fragment && target.endsWith('.md') && !anchors(readFileSync(target, 'utf8')).has(fragment))
          broken.push(`${link}: no heading #${fragment} in ${path.relative(ROOT, target)}`);
      }
      expect(broken).toEqual([]);
    });
  }
});
