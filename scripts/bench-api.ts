// Event ingest bench (goal in common/budgets.ts): autocannon against `POST /api/event` on the real server
// (embedded PGlite in a temporary DATA_DIR) and against a bare `node:http` server answering 202,
// in the same run with the same concurrency, in alternating rounds (best of each). Prints both
// req/s, the ratio (goal ≥ 50 %) and whether every 202 is a stored row (lost = 0). Loopback only;
// each round is bounded in time.
// Alone: `npx tsx scripts/bench-api.ts [seconds] [connections]`.
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort, UNLIMITED } from '../server/testing/child';
import { eventsStored } from '../server/testing/events-stored';
import { INGEST_SHARE_GOAL } from '../common/budgets';
import { JOURNAL_DEFAULTS } from '../server/config';

const GOAL = INGEST_SHARE_GOAL * 100;
/** The burst journal's longest wait for an event. */
const MAX_DELAY_S = JOURNAL_DEFAULTS.maxDelayMs / 1000;

const ROOT = path.resolve(import.meta.dirname, '..');

/** The part of autocannon's API used here (the package ships no types). */
interface AutocannonRequest {
  method: string;
  headers: Record<string, string>;
  body?: string;
  setupRequest?: (req: AutocannonRequest) => AutocannonRequest;
}
interface AutocannonResult {
  statusCodeStats?: Record<string, { count: number }>;
  errors: number;
  timeouts: number;
  non2xx: number;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  requests: AutocannonRequest[];
}) => Promise<AutocannonResult>;
export const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;
export const ADMIN_TOKEN = 'bench-admin-token';

export interface BenchRow {
  what: string;
  value: number | string | null;
  unit: string;
  goal: string;
  ok: boolean | null;
}

export interface EventBench {
  bareRps: number;
  apiRps: number;
  ratio: number;
  accepted: number;
  stored: number;
  lost: number;
  /** Stored but not counted: answers still in flight when the run's time was up (≤ connections). */
  inFlightAtEnd: number;
  /** How long after a round the last of its events reached the database (the burst journal's
   * backlog, server/events/intake.ts), longest of the rounds, and the events stored per second over
   * a round and that wait: what the database keeps up with. */
  drainMs: number;
  storedRps: number;
  errors: number;
}

/** The baseline: node:http reading the body and answering 202, nothing else. */
const BARE_SERVER = `
const http = require('node:http');
http.createServer((req, res) => {
  req.resume();
  req.on('end', () => { res.writeHead(202, { 'Content-Type': 'application/json' }); res.end('{"ok":true}'); });
}).listen(Number(process.env.PORT), '127.0.0.1', () => console.log('listening on'));
`;

export async function startProcess(args: string[], env: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env, HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start within 60 s:\n${output}`)), 60_000);
    const onData = (d: Buffer) => {
      output += d;
      if (output.includes('listening on')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`exited ${code}:\n${output}`)));
  });
  return { url: `http://127.0.0.1:${port}`, child };
}

export function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Loads `url` with unique event ids; resolves req/s and the count of 202 answers. */
async function load(url: string, seconds: number, connections: number, prefix: string) {
  let n = 0;
  const result = await autocannon({
    url: `${url}/api/event`,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        setupRequest: (req) => ({ ...req, body: JSON.stringify({ event: 'bench', event_id: `${prefix}-${n++}`, client_id: 'bench' }) }),
      },
    ],
  });
  const accepted = result.statusCodeStats?.['202']?.count ?? 0;
  return { rps: Math.round(accepted / seconds), accepted, errors: result.errors + result.timeouts + result.non2xx };
}

/**
 * Alternates rounds (bare, api, bare, api, …) so both servers meet the same background load on
 * this shared 2-core machine, and keeps each one's best round. `seconds` is per server in total.
 */
export async function benchEventIngest({ seconds = 10, connections = 50, rounds = 2 } = {}): Promise<EventBench> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'naya-bench-'));
  const bare = await startProcess(['-e', BARE_SERVER], {});
  const api = await startProcess(['--import', 'tsx', 'server/cli.ts'], {
    DATA_DIR: dataDir,
    ADMIN_TOKEN,
    DATABASE_URL: '',
    ...UNLIMITED,
  }).catch(async (error) => {
    await stop(bare.child);
    throw error;
  });
  try {
    const each = Math.max(1, Math.round(seconds / rounds));
    let bareRps = 0;
    let apiRps = 0;
    let accepted = 0;
    let errors = 0;
    let drainMs = 0;
    let storedRps = Infinity;
    let stored = 0;
    for (let round = 0; round < rounds; round++) {
      bareRps = Math.max(bareRps, (await load(bare.url, each, connections, `bare${round}`)).rps);
      const result = await load(api.url, each, connections, `api${round}`);
      apiRps = Math.max(apiRps, result.rps);
      accepted += result.accepted;
      errors += result.errors;
      // the next round (bare's too) starts once this one's events are in the database
      const drainStarted = performance.now();
      stored = await eventsStored(api.url, ADMIN_TOKEN, accepted, 300_000);
      const drained = Math.round(performance.now() - drainStarted);
      drainMs = Math.max(drainMs, drained);
      storedRps = Math.min(storedRps, Math.round(result.accepted / (each + drained / 1000)));
    }
    const ratio = Math.round((apiRps / bareRps) * 1000) / 10;
    return {
      bareRps,
      apiRps,
      ratio,
      accepted,
      stored,
      lost: Math.max(0, accepted - stored),
      inFlightAtEnd: Math.max(0, stored - accepted),
      errors,
      drainMs,
      storedRps,
    };
  } finally {
    await Promise.all([stop(bare.child), stop(api.child)]);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Rows for scripts/bench.ts's table. */
export async function benchApi(options: { seconds?: number; connections?: number; rounds?: number } = {}): Promise<BenchRow[]> {
  const r = await benchEventIngest(options);
  // each round may end with up to `connections` answers in flight (stored, not counted)
  const consistent = r.lost === 0 && r.inFlightAtEnd <= (options.connections ?? 50) * 2;
  return [
    { what: 'bare node:http, 202', value: r.bareRps, unit: 'req/s', goal: 'baseline', ok: null },
    { what: 'POST /api/event, embedded database', value: r.apiRps, unit: 'req/s', goal: `≥ ${GOAL} % of bare`, ok: r.ratio >= GOAL },
    { what: 'POST /api/event vs bare node:http', value: r.ratio, unit: '%', goal: `≥ ${GOAL} %`, ok: r.ratio >= GOAL },
    {
      what: 'events stored per second, a round and its journal drained',
      value: r.storedRps,
      unit: 'events/s',
      goal: 'informative',
      ok: null,
    },
    {
      what: "longest wait for a round's events to be stored",
      value: r.drainMs,
      unit: 'ms',
      goal: `≤ ${MAX_DELAY_S} s`,
      ok: r.drainMs <= MAX_DELAY_S * 1000,
    },
    {
      what: 'events answered 202 / stored / lost',
      value: `${r.accepted} / ${r.stored} / ${r.lost}`,
      unit: '',
      goal: 'lost = 0',
      ok: consistent,
    },
  ];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [seconds, connections] = process.argv.slice(2).map(Number);
  const r = await benchEventIngest({ seconds: seconds || 10, connections: connections || 50 });
  console.log(`bare node:http:        ${r.bareRps} req/s`);
  console.log(`POST /api/event (PGlite): ${r.apiRps} req/s  (${r.ratio} % of bare; goal ≥ ${GOAL} %)`);
  console.log(`202 answers: ${r.accepted}, stored: ${r.stored}, lost: ${r.lost}, errors/non-2xx: ${r.errors}`);
  console.log(`stored per second over a round and its drain: ${r.storedRps}; longest drain ${r.drainMs} ms`);
  console.log(`(stored − answered = ${r.inFlightAtEnd}: answers still in flight when a round's time was up)`);
}
