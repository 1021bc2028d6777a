// What a partner page really downloads for the widgets (the `widgets` row of common/budgets.ts,
// 25 KB gzip). Not a file-graph estimate: real Chromium opens a page with both
// widgets from the loader snippet, waits until both have rendered inside their shadow roots, and
// every JavaScript response under /chunks/ is counted (gzip -9 of the body as received).
// loader.js is not under /chunks/; chunks that only the push prompt or the pixel use are left out.
// Nothing more loads for the widgets after they have rendered (filters, compare, a registration),
// except the push-token re-send after a registration in builds with push on, which is push's code.
// Run: `npx tsx scripts/bench-widgets.ts [siteDir]` (default: the build output's site/).
import { localeOf, type Lang } from '../common/lang';
import { existsSync, readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { launchBrowser, newOfflineSafeContext } from '../tests/browser/support/browser';
import { ROOT, startTestServer } from '../tests/browser/support/servers';

export type WidgetName = 'offers' | 'registration';

export interface MeasureOptions {
  /** The widgets' language (`nayaConfig.lang`; the page's `<html lang>` says the same). Default 'si', the larger copy. */
  lang?: Lang;
  /** The widgets on the page. Default both. */
  widgets?: WidgetName[];
}

export interface WidgetsDownload {
  bytesGzip: number;
  /** Chunk files counted, in the order they arrived. */
  files: string[];
  /** gzip -9 bytes per counted file. */
  sizes: Record<string, number>;
  /** Chunk responses seen but not caused by the widgets (push prompt, pixel). */
  excluded: string[];
  /** The web-vitals library the widgets chunk fetches after the page's load event (widgets/vitals.ts):
   * analytics, not the widgets, so it is measured apart against its own row (`partnerVitals`). */
  vitals: { file: string; bytesGzip: number } | null;
}

/** The web-vitals library, known by the performance entry type only it observes. */
const isVitalsChunk = (body: Buffer) => body.includes('largest-contentful-paint');

const RENDERED: Record<WidgetName, string> = {
  offers: '[data-naya-widget=offers] li.naya-card',
  registration: '[data-naya-widget=registration] form',
};

function pageHtml(lang: Lang, widgets: WidgetName[]): string {
  return `<!doctype html><html lang="${localeOf(lang)}"><head><meta charset="utf-8"><title>bench</title></head><body>
<script>window.nayaConfig = { src: 'bench', lang: '${lang}' };</script>
<script async src="/loader.js"></script>
${widgets.map((w) => `<div data-naya-widget="${w}"></div>`).join('\n')}
</body></html>`;
}

/** Files that only the push prompt or the pixel reach (static imports), per build-info.json. */
function chunksOfOthers(siteDir: string): Set<string> {
  const info = path.join(siteDir, '..', 'build-info.json');
  if (!existsSync(info)) return new Set();
  const chunks: Record<string, string> = JSON.parse(readFileSync(info, 'utf8')).chunks ?? {};
  const closure = (file: string, seen = new Set<string>()) => {
    const abs = path.join(siteDir, file);
    if (seen.has(file) || !existsSync(abs)) return seen;
    seen.add(file);
    for (const m of readFileSync(abs, 'utf8').matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)"(\.{1,2}\/[^"]+\.js)"/g)) {
      closure(path.posix.join(path.posix.dirname(file), m[1]), seen);
    }
    return seen;
  };
  const widgets = chunks.widgets ? closure(chunks.widgets) : new Set<string>();
  const others = new Set<string>();
  for (const [name, file] of Object.entries(chunks)) {
    if (name === 'widgets') continue;
    for (const f of closure(file)) if (!widgets.has(f)) others.add(path.posix.basename(f));
  }
  return others;
}

const ok = (res: ServerResponse, type: string, body: string | Buffer) => {
  res.writeHead(200, { 'Content-Type': type, 'Access-Control-Allow-Origin': '*' });
  res.end(body);
};

export async function measureWidgetsDownload(siteDir: string, options: MeasureOptions = {}): Promise<WidgetsDownload> {
  const lang = options.lang ?? 'si';
  const widgets = options.widgets ?? ['offers', 'registration'];
  const dir = path.resolve(siteDir);
  if (!existsSync(path.join(dir, 'loader.js'))) throw new Error(`no loader.js in ${dir}: build first`);
  const offers = readFileSync(path.join(ROOT, 'content/offers.json'));
  const server = await startTestServer({
    staticDirs: [dir],
    routes: {
      'GET /bench/': (_req, res) => ok(res, 'text/html; charset=utf-8', pageHtml(lang, widgets)),
      'GET /feed/offers.json': (_req, res) => ok(res, 'application/json', offers),
      'POST /api/event': (_req, res) => {
        res.writeHead(202, { 'Access-Control-Allow-Origin': '*' });
        res.end();
      },
    },
  });
  const browser = await launchBrowser();
  try {
    const context = await newOfflineSafeContext(browser);
    const page = await context.newPage();
    const bodies: Promise<[string, Buffer]>[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin === server.origin && url.pathname.startsWith('/chunks/') && url.pathname.endsWith('.js')) {
        bodies.push(response.body().then((body) => [path.posix.basename(url.pathname), body]));
      }
    });
    await page.goto(`${server.origin}/bench/`);
    for (const w of widgets) await page.locator(RENDERED[w]).first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    // The vitals chunk comes after the load event: wait for it so that it is never counted by chance.
    for (let waited = 0; waited < 5000 && !(await Promise.all(bodies)).some(([, body]) => isVitalsChunk(body)); waited += 100)
      await page.waitForTimeout(100);
    const others = chunksOfOthers(dir);
    const result: WidgetsDownload = { bytesGzip: 0, files: [], sizes: {}, excluded: [], vitals: null };
    for (const [file, body] of await Promise.all(bodies)) {
      if (others.has(file)) {
        result.excluded.push(file);
        continue;
      }
      if (isVitalsChunk(body)) {
        result.vitals = { file, bytesGzip: gzipSync(body, { level: 9 }).length };
        continue;
      }
      const gz = gzipSync(body, { level: 9 }).length;
      result.files.push(file);
      result.sizes[file] = gz;
      result.bytesGzip += gz;
    }
    await context.close();
    return result;
  } finally {
    await browser.close();
    await server.close();
  }
}

async function main() {
  const siteDir = process.argv[2] ?? path.resolve(ROOT, process.env.NAYA_DIST_DIR || 'dist', 'site');
  const cases: [string, MeasureOptions][] = [
    ['both widgets, si', { lang: 'si' }],
    ['both widgets, en', { lang: 'en' }],
    ['both widgets, ta', { lang: 'ta' }],
    ['offers only, si', { lang: 'si', widgets: ['offers'] }],
    ['registration only, si', { lang: 'si', widgets: ['registration'] }],
  ];
  for (const [label, options] of cases) {
    const r = await measureWidgetsDownload(siteDir, options);
    console.log(`${label}: ${(r.bytesGzip / 1024).toFixed(2)} KB gzip (${r.bytesGzip} B) in ${r.files.length} files`);
    if (r.vitals) console.log(`  + web vitals after load: ${r.vitals.file} ${r.vitals.bytesGzip} B gzip (its own row)`);
    for (const f of r.files) console.log(`  ${f.padEnd(24)} ${String(r.sizes[f]).padStart(6)}`);
    if (r.excluded.length) console.log(`  excluded (not the widgets'): ${r.excluded.join(', ')}`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
