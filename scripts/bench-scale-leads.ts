// The scale bench's lead-side lists (scripts/bench-scale.ts): pages a partner, a lender and the
// console read — the first and a deep one, the same depth at both sizes — and the two lead CSVs,
// timed to their first row and to their end with the server's memory growth meanwhile (DESIGN.md:
// 60,000 leads stream, first byte ≤ 1 s, memory + ≤ 100 MB). The server runs in this process, so
// its memory is this process's (PostgreSQL's own is apart).
import type { Db } from '../server/db';
import { ADMIN } from '../server/testing/app';

type App = { request: (url: string, init?: RequestInit) => Response | Promise<Response> };
type Read = { what: string; run: () => Promise<unknown> };

const RUNS = 3;
const PER_PAGE = 50;

async function body(app: App, url: string, auth: string) {
  const res = await app.request(`http://localhost${url}`, { headers: { Authorization: `Bearer ${auth}` } });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${url}: ${res.status} ${text.slice(0, 200)}`);
  return text;
}

/** Partner 1's key, made anew (the other reads' key stops: run these after them). */
async function partnerKey(app: App): Promise<string> {
  const res = await app.request('http://localhost/api/admin/partners/1/key', {
    method: 'POST',
    headers: { Authorization: `Bearer ${ADMIN}` },
  });
  return ((await res.json()) as { api_key: string }).api_key;
}

const colomboDay = (offsetDays: number) => new Date(Date.now() + 5.5 * 3600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);
/** The month the other reads ask for. */
const RANGE = () => `from=${colomboDay(-29)}&to=${colomboDay(0)}`;

/** The lists' reads, each a page of the same size at both sizes of the month. Set up at their
 * first run (a new key for partner 1: run them after the reads that use its first one). */
export function leadListReads(app: App, db: Db, leads: number): Read[] {
  let ready: Promise<{ key: string; after: string }> | undefined;
  const setUp = async () => {
    const key = await partnerKey(app);
    // the cursor halfway down the busiest partner's leads, as its `next` would hold it
    const [{ n }] = await db.query<{ n: number }>('select count(*)::int as n from leads where provider = 1');
    const [half] = await db.query<{ at: string; lead_id: string }>(
      'select created_at::text as at, lead_id from leads where provider = 1 order by created_at desc, lead_id offset $1 limit 1',
      [n >> 1],
    );
    return { key, after: Buffer.from(JSON.stringify([half.at, half.lead_id])).toString('base64url') };
  };
  const lastPage = Math.ceil(leads / PER_PAGE);
  const admin = (what: string, url: string): Read => ({ what, run: () => body(app, url, ADMIN) });
  const partner = (what: string, url: (after: string) => string): Read => ({
    what,
    run: async () => {
      const { key, after } = await (ready ??= setUp());
      return body(app, url(after), key);
    },
  });
  return [
    partner('partner leads, first page (limit=100)', () => `/api/partner/leads?${RANGE()}&limit=100`),
    partner('partner leads, a page halfway (after=)', (after) => `/api/partner/leads?${RANGE()}&limit=100&after=${after}`),
    admin('console leads, page 1', `/api/console/leads?per_page=${PER_PAGE}`),
    admin('console leads, last page', `/api/console/leads?per_page=${PER_PAGE}&page=${lastPage}`),
    admin('console leads by amount, last page', `/api/console/leads?per_page=${PER_PAGE}&page=${lastPage}&sort=amount`),
    admin('admin partners, a page (limit=10)', '/api/admin/partners?limit=10'),
    admin('admin lenders, a page (limit=10)', '/api/admin/lenders?limit=10'),
  ];
}

export interface ExportFigures {
  firstRowMs: number;
  totalMs: number;
  rssMb: number;
  heapMb: number;
  bytes: number;
}

/** One download read to its end: time to the first chunk holding rows (past the CSV's header line
 * or the JSON's `[`),
 * total time, and the largest growth of RSS and heap over the figures just before. */
async function download(app: App, url: string, auth: string, accept: string): Promise<ExportFigures> {
  (globalThis as { gc?: () => void }).gc?.();
  const before = process.memoryUsage();
  let rss = before.rss;
  let heap = before.heapUsed;
  const start = performance.now();
  const res = await app.request(`http://localhost${url}`, { headers: { Authorization: `Bearer ${auth}`, Accept: accept } });
  if (res.status !== 200) throw new Error(`${url}: ${res.status} ${(await res.text()).slice(0, 200)}`);
  const reader = res.body!.getReader();
  let firstRowMs = NaN;
  let bytes = 0;
  let chunks = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    // the first chunk is the CSV's header line or the JSON's `[`; the second, the first rows
    if (++chunks === 2) firstRowMs = performance.now() - start;
    const now = process.memoryUsage();
    rss = Math.max(rss, now.rss);
    heap = Math.max(heap, now.heapUsed);
  }
  const totalMs = performance.now() - start;
  const mb = (n: number) => n / 1024 / 1024;
  return { firstRowMs, totalMs, rssMb: mb(rss - before.rss), heapMb: mb(heap - before.heapUsed), bytes };
}

/** The median run of each export (by total time), after a warm-up. */
export async function leadExports(app: App): Promise<Map<string, ExportFigures>> {
  const key = await partnerKey(app);
  const range = RANGE();
  const exports: [string, string, string, string][] = [
    ['console leads CSV (every lead)', '/api/console/leads.csv', ADMIN, 'text/csv'],
    ['partner leads CSV (busiest partner)', `/api/partner/leads?${range}`, key, 'text/csv'],
    ['partner leads JSON, unpaged (busiest partner)', `/api/partner/leads?${range}`, key, 'application/json'],
  ];
  const figures = new Map<string, ExportFigures>();
  for (const [what, url, auth, accept] of exports) {
    await download(app, url, auth, accept);
    const runs: ExportFigures[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await download(app, url, auth, accept));
    runs.sort((a, b) => a.totalMs - b.totalMs);
    figures.set(what, runs[RUNS >> 1]);
    const f = runs[RUNS >> 1];
    console.log(
      `  ${what}: first row ${f.firstRowMs.toFixed(1)} ms, total ${f.totalMs.toFixed(0)} ms, RSS +${f.rssMb.toFixed(1)} MB, heap +${f.heapMb.toFixed(1)} MB, ${(f.bytes / 1e6).toFixed(1)} MB`,
    );
  }
  return figures;
}

/** The exports' table: each size's figures and whether DESIGN.md's budget is met at the large one. */
export function exportTable(sizes: number[], results: Map<string, ExportFigures>[]): string {
  const lines = ['| export | events | first row | total | RSS growth | heap growth | size | met |', '|---|---|---|---|---|---|---|---|'];
  for (const what of results[0]?.keys() ?? []) {
    results.forEach((r, i) => {
      const f = r.get(what)!;
      const met = f.firstRowMs <= 1000 && f.rssMb <= 100 && f.heapMb <= 100;
      lines.push(
        `| ${what} | ${sizes[i].toLocaleString('en-US')} | ${f.firstRowMs.toFixed(1)} ms | ${Math.round(f.totalMs).toLocaleString('en-US')} ms | ${f.rssMb.toFixed(1)} MB | ${f.heapMb.toFixed(1)} MB | ${(f.bytes / 1e6).toFixed(1)} MB | ${met ? 'yes' : 'no'} |`,
      );
    });
  }
  return lines.join('\n');
}
