// `npm run bench:scale [events…]`: every console, partner and data-subject read timed on PostgreSQL
// with a month of traffic at two sizes (default 20,000 events / 600 leads and 2,000,000 / 60,000,
// 20 partners), rolled up by the server's own rollup schedule (pg-boss's cron, as in production), median of five after one warm-up, and the ratio between the sizes (DESIGN.md budget:
// each read ≤ 1 s at the large size and ≤ 3 × its time at the small one, or ≤ 50 ms). Uses
// DATABASE_URL (its user must create databases: one per size, dropped afterwards), else starts a
// throw-away PostgreSQL (tests/support/postgres.ts). `--keep` leaves the databases for EXPLAIN;
// `--reuse` (with DATABASE_URL pointing at that server) times kept ones again, migrated, unseeded.
// The lead lists' pages and the lead exports (first row, total, memory growth): bench-scale-leads.ts.
import { startPostgres } from '../tests/support/postgres';
import { openDatabase, type Db } from '../server/db';
import { openPostgres } from '../server/db/postgres';
import { listCampaigns } from '../server/push/campaigns';
import { openJobs } from '../server/jobs';
import { ROLLUP_QUEUE, scheduleRollups } from '../server/events/rollups';
import { ADMIN, appOn } from '../server/testing/app';
import { PARTNERS, seedMonth, seededPhone } from './bench-scale-seed';
import { exportTable, leadExports, leadListReads, type ExportFigures } from './bench-scale-leads';

const GOAL_MS = 1000;
const RATIO = 3;
const FLOOR_MS = 50;
const RUNS = 5;

type App = Awaited<ReturnType<typeof appOn>>['app'];
type Read = { what: string; run: () => Promise<unknown> };

const colomboDay = (offsetDays: number) => new Date(Date.now() + 5.5 * 3600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

async function get(app: App, url: string, auth: string) {
  const res = await app.request(`http://localhost${url}`, { headers: { Authorization: `Bearer ${auth}` } });
  const body = await res.text();
  if (res.status !== 200) throw new Error(`${url}: ${res.status} ${body.slice(0, 200)}`);
  return body;
}

async function readsOf(app: App, db: Db, leads: number): Promise<Read[]> {
  const range = `from=${colomboDay(-29)}&to=${colomboDay(0)}`;
  const keys: string[] = [];
  await db.query('delete from partners'); // a reused database's: their keys are not known
  for (let id = 1; id <= PARTNERS; id++) {
    const res = await app.request('http://localhost/api/admin/partners', {
      method: 'POST',
      headers: { Authorization: `Bearer ${ADMIN}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ provider_id: id, name: `Partner ${id}` }),
    });
    keys.push(((await res.json()) as { api_key: string }).api_key);
  }
  const [{ lead_id: leadId }] = await db.query<{ lead_id: string }>('select lead_id from leads where phone = $1', [
    seededPhone(leads >> 1),
  ]);
  const admin = (what: string, url: string): Read => ({ what, run: () => get(app, url, ADMIN) });
  const partner = (what: string, url: string): Read => ({ what, run: () => get(app, url, keys[0]) });
  return [
    admin('operator partner stats', `/api/admin/partners/stats?${range}`),
    partner('partner stats (busiest partner)', `/api/partner/stats?${range}`),
    partner('partner stats, group_by=sub1', `/api/partner/stats?${range}&group_by=sub1`),
    admin('web vitals', `/api/admin/vitals?${range}`),
    admin('data subject by phone', `/api/admin/subjects?phone=${encodeURIComponent(seededPhone(leads >> 1))}`),
    admin('data subject by lead_id', `/api/admin/subjects?lead_id=${leadId}`),
    admin('admin stats', '/api/admin/stats'),
    admin('admin leads of a partner', '/api/admin/leads?provider=1'),
    { what: 'campaign list with clicks', run: () => listCampaigns(db) },
    admin('console funnel, split=partner', `/api/console/funnel?${range}&split=partner`),
    admin('console funnel, split=lang', `/api/console/funnel?${range}&split=lang`),
  ];
}

/** The seeded month is rolled up as production rolls it: the server's rollup schedule (ROLLUP_CRON,
 * every minute) through pg-boss's own clock, not a direct call. Resolves the seconds until that run
 * completed (a cron slot comes within pg-boss's 30-s check). */
async function rolledBySchedule(db: Db): Promise<number> {
  const start = performance.now();
  const since = Date.now() - 1000;
  const jobs = await openJobs(db, { pollingIntervalSeconds: 1 });
  try {
    await scheduleRollups(db, jobs, '* * * * *');
    for (;;) {
      const queue = (await jobs.report()).find((q) => q.name === ROLLUP_QUEUE);
      if (queue?.last_completed_at && Date.parse(queue.last_completed_at) >= since) return (performance.now() - start) / 1000;
      if (queue?.last_failed_at && Date.parse(queue.last_failed_at) >= since)
        throw new Error(`the rollups' run failed: ${queue.last_error}`);
      if (performance.now() - start > 600_000) throw new Error('the rollups did not run within 10 minutes');
      await new Promise((r) => setTimeout(r, 1000));
    }
  } finally {
    await jobs.stop({ drainMs: 0 });
  }
}

async function median(read: Read): Promise<number> {
  await read.run(); // warm-up: plans, caches
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await read.run();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b)[RUNS >> 1];
}

async function measure(baseUrl: string, events: number, keep: boolean, reuse: boolean): Promise<Map<string, number>> {
  const leads = Math.round(events * 0.03);
  const name = `naya_scale_${events}`;
  const server = await openPostgres(baseUrl, { max: 1 });
  const kept = reuse && (await server.query('select 1 from pg_database where datname = $1', [name])).length > 0;
  if (!kept) {
    await server.query(`drop database if exists ${name}`);
    await server.query(`create database ${name}`);
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  let start = performance.now();
  const db = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory' }); // migrates a kept one
  const times = new Map<string, number>();
  try {
    if (kept) console.log(`reused ${name}, migrated in ${((performance.now() - start) / 1000).toFixed(1)} s`);
    else {
      start = performance.now();
      const took = await seedMonth(db, events, leads);
      console.log(`seeded ${events} events, ${leads} leads in ${((performance.now() - start) / 1000).toFixed(1)} s`, took);
    }
    console.log(`  rolled up by the server's own schedule in ${(await rolledBySchedule(db)).toFixed(1)} s (reads below are after it)`);
    const { app } = await appOn({ name: 'postgres', db });
    for (const read of [...(await readsOf(app, db, leads)), ...leadListReads(app, db, leads)]) {
      times.set(read.what, await median(read));
      console.log(`  ${read.what}: ${times.get(read.what)!.toFixed(1)} ms`);
    }
    exportsBySize.push(await leadExports(app));
  } finally {
    await db.close();
    if (keep) console.log(`kept ${url}`);
    else await server.query(`drop database ${name}`);
    await server.close();
  }
  return times;
}

/** The lead CSVs' figures (scripts/bench-scale-leads.ts), one map per size. */
const exportsBySize: Map<string, ExportFigures>[] = [];

function table(sizes: number[], results: Map<string, number>[]): string {
  const fmt = (ms: number) => (ms < 10 ? ms.toFixed(1) : Math.round(ms).toLocaleString('en-US'));
  const head = [...sizes.map((n) => `${n.toLocaleString('en-US')} events`), ...(sizes.length === 2 ? ['ratio', 'met'] : [])];
  const lines = [`| read | ${head.join(' | ')} |`, `|---|${head.map(() => '---|').join('')}`];
  for (const what of results[0].keys()) {
    const ms = results.map((r) => r.get(what)!);
    const cells = ms.map((m) => `${fmt(m)} ms`);
    if (ms.length === 2) {
      const met = ms[1] <= GOAL_MS && (ms[1] <= RATIO * ms[0] || ms[1] <= FLOOR_MS);
      cells.push(`×${(ms[1] / ms[0]).toFixed(1)}`, met ? 'yes' : 'no');
    }
    lines.push(`| ${what} | ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}

const args = process.argv.slice(2);
const reuse = args.includes('--reuse');
const keep = reuse || args.includes('--keep');
const sizes = args.filter((a) => /^\d+$/.test(a)).map(Number);
if (!sizes.length) sizes.push(20_000, 2_000_000);
// PostgreSQL's own default memory, not the small test settings
const pg = process.env.DATABASE_URL ? undefined : await startPostgres('-c shared_buffers=128MB');
try {
  const results: Map<string, number>[] = [];
  for (const events of sizes) results.push(await measure(process.env.DATABASE_URL || pg!.url, events, keep, reuse));
  console.log(`\n${table(sizes, results)}`);
  console.log(`\n${exportTable(sizes, exportsBySize)}`);
} finally {
  if (!keep) pg?.stop();
  else if (pg) console.log(`PostgreSQL left running in ${pg.dir}`);
}
