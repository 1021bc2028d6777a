// `npm run bench`: one table of every budget in DESIGN.md, written to bench/results.json.
// Goals, not tests: nothing here fails the build; the README shows the latest table.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build, DIST, ROOT, SITE_OUT } from '../esbuild.config';
import { closureGzip, gzipSize, pageFirstLoadGzip } from './bench-sizes';

interface Row {
  what: string;
  value: number | string | null;
  unit: string;
  goal: string;
  ok: boolean | null;
}

const rows: Row[] = [];
const add = (what: string, value: number | string | null, unit: string, goal: string, ok: boolean | null) =>
  rows.push({ what, value, unit, goal, ok });
const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

async function sizes() {
  const builds: number[] = [];
  for (let i = 0; i < 3; i++) builds.push((await build()).ms); // first run warms the file cache
  const buildMs = Math.min(...builds);
  add('full production build', buildMs, 'ms', '≤ 5000 ms', buildMs <= 5000);

  const info = JSON.parse(readFileSync(path.join(DIST, 'build-info.json'), 'utf8'));
  const loader = gzipSize(path.join(SITE_OUT, 'loader.js'));
  add('loader.js, gzip', kb(loader), 'KB', '≤ 3.5 KB', loader <= 3.5 * 1024);
  if (info.chunks.push) {
    const push = closureGzip(path.join(SITE_OUT, info.chunks.push));
    add('push prompt chunk without Firebase, gzip', kb(push), 'KB', '≤ 4 KB', push <= 4 * 1024);
  } else add('push prompt chunk without Firebase, gzip', null, 'KB', '≤ 4 KB', null);
  // Measured in Chromium: everything a partner page with both widgets downloads for them.
  const { measureWidgetsDownload } = await import('./bench-widgets');
  for (const lang of ['si', 'en'] as const) {
    const { bytesGzip } = await measureWidgetsDownload(SITE_OUT, { lang });
    add(`widgets (both, ${lang}) downloaded by a partner page, gzip`, kb(bytesGzip), 'KB', '≤ 25 KB', bytesGzip <= 25 * 1024);
  }
  const home = path.join(SITE_OUT, 'index.html');
  if (existsSync(home)) {
    const first = pageFirstLoadGzip(SITE_OUT, home);
    add('site first-load JS on /, gzip', kb(first), 'KB', '≤ 90 KB', first <= 90 * 1024);
  } else add('site first-load JS on /, gzip', null, 'KB', '≤ 90 KB', null);
}

async function api() {
  const file = path.join(ROOT, 'scripts/bench-api.ts');
  if (!existsSync(file)) return add('POST /api/event vs bare node:http', null, '%', '≥ 50 %', null);
  const { benchApi } = await import('./bench-api');
  for (const row of await benchApi()) add(row.what, row.value, row.unit, row.goal, row.ok);
  const { benchLeads } = await import('./bench-leads');
  for (const row of await benchLeads()) add(row.what, row.value, row.unit, row.goal, row.ok);
}

async function lighthouse() {
  const { runLighthouse } = await import('./bench-lighthouse');
  for (const row of await runLighthouse(['/', '/offers/'])) add(row.what, row.value, row.unit, row.goal, row.ok);
}

function print() {
  const lines = [
    '| what | measured | goal | met |',
    '|---|---|---|---|',
    ...rows.map((r) => `| ${r.what} | ${r.value ?? 'n/a'} ${r.value == null ? '' : r.unit} | ${r.goal} | ${r.ok == null ? '–' : r.ok ? 'yes' : 'NO'} |`),
  ];
  console.log(lines.join('\n'));
  mkdirSync(path.join(ROOT, 'bench'), { recursive: true });
  writeFileSync(path.join(ROOT, 'bench/results.json'), JSON.stringify({ measuredAt: new Date().toISOString(), rows }, null, 2) + '\n');
  console.log('\nwritten to bench/results.json');
}

const only = process.argv.slice(2);
const want = (part: string) => only.length === 0 || only.includes(part);
if (want('sizes')) await sizes();
if (want('api')) await api();
if (want('lighthouse')) await lighthouse().catch((error) => add('Lighthouse', `failed: ${error.message}`, '', '', false));
print();
