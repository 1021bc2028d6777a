// Which way imports may point between the deliverables (ARCHITECTURE.md "Import rules"): each
// deliverable folder holds what ships in it, code several of them use lives in common/, and a
// deliverable reaches into another only through the entry points listed here.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DELIVERABLES = ['loader', 'widgets', 'site', 'sw', 'server', 'console'] as const;
type Folder = (typeof DELIVERABLES)[number] | 'common';

/** The loader's browser library: the widgets (a chunk of the loader on partner pages) and the site
 * run on the same cookies, event queue and lead id, so they call these modules, never the rest. */
const LOADER_LIBRARY = [
  'loader/constants',
  'loader/identity',
  'loader/events',
  'loader/lead',
  'loader/online',
  'loader/tracking',
  'loader/webhook',
  'loader/uuid',
  'loader/push',
  'loader/push/resend',
  'loader/push/texts',
  'loader/push/copy/',
];

/** What the site embeds of the widgets: the two components, their styles, messages and rules. */
const WIDGETS_FOR_SITE = [
  'widgets/offers/OffersWidget',
  'widgets/registration/RegistrationWidget',
  'widgets/styles',
  'widgets/i18n',
  'widgets/i18n/',
  'widgets/domain/',
];

/** Entry points each deliverable may import from another one (a trailing `/` allows a folder). */
const ALLOWED: Partial<Record<Folder, string[]>> = {
  widgets: LOADER_LIBRARY,
  site: [...LOADER_LIBRARY, ...WIDGETS_FOR_SITE],
  // The operator console previews an offer with the widgets' own card, words and feed check.
  console: ['widgets/offers/OfferCard', 'widgets/i18n', 'widgets/i18n/', 'widgets/domain/'],
};

/** Tests that check a contract between two deliverables with both real sides, by file. */
const TEST_EXCEPTIONS: Record<string, string[]> = {
  // the loader's event payload, as the server turns it into a row
  'loader/events.test.ts': ['server/events/store'],
  // the server driven with the message the pixel frame really posts
  'server/http/lead-id-length.test.ts': ['loader/pixel', 'loader/pixel-message'],
  // the security headers allow exactly the hosts the site's third-party scripts load from
  'server/http/security.test.ts': ['site/thirdparty/scripts'],
  // the cookie policy names every storage key the loader's push code keeps
  'site/content/content.test.ts': ['loader/push/constants', 'loader/push/dismissal', 'loader/push/worker-check'],
};

const isTestCode = (file: string) => /\.test\.tsx?$|(^|\/)testing\/|test-support\.ts$/.test(file);

function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') yield* sources(rel);
    } else if (/\.tsx?$/.test(entry.name)) yield rel;
  }
}

/** Relative import targets of a file, as repository paths without extension or `/index`. */
function importsOf(file: string): string[] {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  const specifiers = [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"](\.[^'"]*)['"]/gm)].map((m) => m[1]);
  return specifiers.map((s) =>
    path
      .relative(ROOT, path.resolve(ROOT, path.dirname(file), s))
      .split(path.sep)
      .join('/')
      .replace(/\.(tsx?|js|json)$/, '')
      .replace(/\/index$/, ''),
  );
}

const matches = (target: string, entry: string) => target === entry.replace(/\/$/, '') || (entry.endsWith('/') && target.startsWith(entry));

/** Every import that breaks the rules, as `file -> target`. */
function violations(): string[] {
  const found: string[] = [];
  for (const folder of [...DELIVERABLES, 'common'] as Folder[]) {
    for (const file of sources(folder)) {
      for (const target of importsOf(file)) {
        const to = target.split('/')[0];
        if (to === folder) continue;
        const intoTests = to === 'tests';
        const intoDeliverable = (DELIVERABLES as readonly string[]).includes(to);
        if (intoTests && isTestCode(file)) continue;
        if (!intoTests && !intoDeliverable) continue; // common/, content/, the root build file, node_modules
        if (!intoTests && folder !== 'common' && (ALLOWED[folder] ?? []).some((entry) => matches(target, entry))) continue;
        if ((TEST_EXCEPTIONS[file] ?? []).includes(target)) continue;
        found.push(`${file} -> ${target}`);
      }
    }
  }
  return found;
}

describe('import boundaries between deliverables', () => {
  it('every import stays in its deliverable, goes to common/, or uses a listed entry point', () => {
    expect(violations()).toEqual([]);
  });

  it('finds the imports it checks (the scan is not vacuous)', () => {
    expect(importsOf('server/config.ts')).toContain('common/pixel-allow-list');
    expect(importsOf('site/thirdparty/scripts.ts')).toContain('site/thirdparty/fingerprint');
    expect(importsOf('widgets/registration/after-registration.ts')).toContain('loader/push/resend');
  });

  it('the named exceptions are still needed', () => {
    for (const [file, targets] of Object.entries(TEST_EXCEPTIONS)) expect(importsOf(file)).toEqual(expect.arrayContaining(targets));
  });
});
