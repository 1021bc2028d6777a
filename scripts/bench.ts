// `npm run bench`: one table of every budget (common/budgets.ts), written to bench/results.json.
// Goals, not tests: nothing here fails the build; the README shows the latest table.
import { LANGS } from '../common/lang';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BUILD_MS_BUDGET, LIGHTHOUSE_PAGES, REALISTIC_FIREBASE_ENV, SIZE_BUDGETS } from '../common/budgets';
import { build, ROOT, SITE_OUT } from '../esbuild.config';
import { measureSizes } from './bench-sizes';

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
  // As partners get it: push on, with Firebase settings of realistic length (unless set already).
  for (const [key, value] of Object.entries(REALISTIC_FIREBASE_ENV)) process.env[key] ??= value;
  const builds: number[] = [];
  for (let i = 0; i < 3; i++) builds.push((await build()).ms); // first run warms the file cache
  const buildMs = Math.min(...builds);
  add('full production build', buildMs, 'ms', `≤ ${BUILD_MS_BUDGET} ms`, buildMs <= BUILD_MS_BUDGET);

  for (const row of measureSizes(SITE_OUT)) {
    add(
      row.what,
      row.bytes === null ? null : kb(row.bytes),
      'KB',
      `≤ ${kb(row.limit)} KB`,
      row.bytes === null ? null : row.bytes <= row.limit,
    );
  }
  // Measured in Chromium: everything a partner page with both widgets downloads for them.
  const { measureWidgetsDownload } = await import('./bench-widgets');
  const widgets = SIZE_BUDGETS.widgets.bytes;
  let vitals: number | null = null;
  for (const lang of LANGS) {
    const download = await measureWidgetsDownload(SITE_OUT, { lang });
    const { bytesGzip } = download;
    add(`widgets (both, ${lang}) downloaded by a partner page, gzip`, kb(bytesGzip), 'KB', `≤ ${kb(widgets)} KB`, bytesGzip <= widgets);
    vitals ??= download.vitals?.bytesGzip ?? null;
  }
  const vitalsLimit = SIZE_BUDGETS.partnerVitals.bytes;
  add(
    SIZE_BUDGETS.partnerVitals.what,
    vitals === null ? null : kb(vitals),
    'KB',
    `≤ ${kb(vitalsLimit)} KB`,
    vitals === null ? null : vitals <= vitalsLimit,
  );
}

async function api(ingestOnly: boolean) {
  const file = path.join(ROOT, 'scripts/bench-api.ts');
  if (!existsSync(file)) return add('POST /api/event vs bare node:http', null, '%', '≥ 50 %', null);
  const { benchApi } = await import('./bench-api');
  for (const row of await benchApi()) add(row.what, row.value, row.unit, row.goal, row.ok);
  if (ingestOnly) return;
  const { benchLeads } = await import('./bench-leads');
  for (const row of await benchLeads()) add(row.what, row.value, row.unit, row.goal, row.ok);
  const { benchPush } = await import('./bench-push');
  for (const row of await benchPush()) add(row.what, row.value, row.unit, row.goal, row.ok);
  await quotes();
}

async function quotes() {
  const { benchQuotes } = await import('./bench-quotes');
  for (const row of await benchQuotes()) add(row.what, row.value, row.unit, row.goal, row.ok);
}

async function failover() {
  const { benchFailover } = await import('./bench-failover');
  for (const row of await benchFailover()) add(row.what, row.value, row.unit, row.goal, row.ok);
}

async function lighthouse() {
  const { runLighthouse } = await import('./bench-lighthouse');
  for (const row of await runLighthouse([...LIGHTHOUSE_PAGES])) add(row.what, row.value, row.unit, row.goal, row.ok);
}

function print() {
  const lines = [
    '| what | measured | goal | met |',
    '|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.what} | ${r.value ?? 'n/a'} ${r.value == null ? '' : r.unit} | ${r.goal} | ${r.ok == null ? '–' : r.ok ? 'yes' : 'NO'} |`,
    ),
  ];
  console.log(lines.join('\n'));
  mkdirSync(path.join(ROOT, 'bench'), { recursive: true });
  writeFileSync(path.join(ROOT, 'bench/results.json'), JSON.stringify({ measuredAt: new Date().toISOString(), rows }, null, 2) + '\n');
  console.log('\nwritten to bench/results.json');
}

const only = process.argv.slice(2);
const want = (part: string) => only.length === 0 || only.includes(part);
if (want('sizes')) await sizes();
if (want('api') || only.includes('ingest')) await api(!want('api')); // `npm run bench -- ingest`: the event rows alone
if (want('failover')) await failover().catch((error) => add('failover', `failed: ${error.message}`, '', '', false));
if (only.includes('quotes') && !want('api')) await quotes(); // `npm run bench -- quotes`: the quotes rows alone
if (want('lighthouse')) await lighthouse().catch((error) => add('Lighthouse', `failed: ${error.message}`, '', '', false));
print();
