// Quotes bench (DESIGN "Budgets": POST /api/quotes with 10 lenders, one never answering, 50 at once):
// the real server (PGlite in a temporary DATA_DIR) asking 10 fake lenders on loopback — eight
// answering consistent figures after 20–300 ms, one never answering, one answering 500 — while 50
// requests at once go to POST /api/quotes, round after round for `seconds`. Reports the p95 and the
// slowest answer against QUOTE_TIMEOUT_MS + 500 ms, the 5xx count, and the server's memory (RSS)
// after the first round and at the end.
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { LOOPBACK_FAKES } from '../server/partners/testing/fake-partner';
import { startFakeLender, type FakeLender } from '../server/quotes/testing/fake-lender';
import { spawnServer } from '../server/testing/child';
import { ADMIN_TOKEN, type BenchRow } from './bench-api';

const TIMEOUT_MS = 2500;
const AT_ONCE = 50;

const rssMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return line ? Math.round(Number(line.replace(/\D+/g, '')) / 1024) : NaN;
};

/** Consistent figures at 2 % a month for what was asked. */
function quote(ask: Record<string, unknown>) {
  const amount = Number(ask.amount);
  const months = Math.max(1, Math.round(Number(ask.term_days) / (365 / 12)));
  const payment = Math.round((amount * 0.02) / (1 - 1.02 ** -months));
  return {
    decision: 'approved',
    apr: Math.round((1.02 ** 12 - 1) * 10_000) / 100,
    monthly_payment: payment,
    fees: 0,
    total_cost: payment * months - amount,
    valid_until: new Date(Date.now() + 3_600_000).toISOString(),
  };
}

export async function benchQuotes({ seconds = Number(process.env.BENCH_QUOTES_SECONDS ?? 30) } = {}): Promise<BenchRow[]> {
  const lenders: FakeLender[] = [];
  // eight answer after 20–300 ms, each its own delay
  for (let i = 0; i < 8; i++) lenders.push(await startFakeLender((ask) => ({ status: 200, body: quote(ask), delayMs: 20 + 40 * i })));
  lenders.push(await startFakeLender(() => 'hang'));
  lenders.push(await startFakeLender(() => ({ status: 500, body: { error: 'down' } })));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'naya-bench-quotes-'));
  // a busy machine may take a while to start the server: the wait is not what is measured
  const server = await spawnServer({
    script: 'server/cli.ts',
    timeoutMs: 240_000,
    env: {
      DATA_DIR: dataDir,
      ADMIN_TOKEN,
      DATABASE_URL: '',
      DEMO_LENDERS: '0',
      QUOTE_TIMEOUT_MS: String(TIMEOUT_MS),
      QUOTE_RATE_LIMIT: '1000000',
      ...LOOPBACK_FAKES,
    },
  });
  const api = { url: server.origin, child: server.child };
  try {
    for (const [i, l] of lenders.entries()) {
      const res = await fetch(`${api.url}/api/admin/lenders`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${ADMIN_TOKEN}` },
        body: JSON.stringify({ name: `Bench Lender ${i + 1}`, rules: {}, quote_url: l.url }),
      });
      if (res.status !== 201) throw new Error(`quotes bench: lender ${i + 1}: ${res.status} ${await res.text()}`);
    }
    const times: number[] = [];
    let errors = 0;
    let shown = 0;
    let rssFirst = NaN;
    const end = Date.now() + seconds * 1000;
    do {
      await Promise.all(
        Array.from({ length: AT_ONCE }, async () => {
          const started = performance.now();
          const res = await fetch(`${api.url}/api/quotes`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({
              amount: 150_000,
              term_days: 365,
              monthly_income: 90_000,
              employment: 'salaried',
              district: 'Colombo',
              birth_year: 1988,
              client_id: randomUUID(),
            }),
          });
          const body = (await res.json()) as { quotes?: unknown[] };
          times.push(performance.now() - started);
          if (res.status >= 500) errors += 1;
          shown += body.quotes?.length ?? 0;
        }),
      );
      if (Number.isNaN(rssFirst)) rssFirst = rssMb(api.child.pid!);
    } while (Date.now() < end);
    const rssEnd = rssMb(api.child.pid!);
    const sorted = [...times].sort((a, b) => a - b);
    const p95 = Math.round(sorted[Math.ceil(sorted.length * 0.95) - 1]!);
    const max = Math.round(sorted.at(-1)!);
    const budget = TIMEOUT_MS + 500;
    return [
      {
        what: `POST /api/quotes, 10 lenders (one never answering, one 500), ${AT_ONCE} at once, p95 of ${times.length}`,
        value: p95,
        unit: 'ms',
        goal: `≤ ${budget} ms`,
        ok: p95 <= budget,
      },
      { what: 'POST /api/quotes, slowest answer', value: max, unit: 'ms', goal: 'reported', ok: null },
      { what: 'POST /api/quotes, 5xx answers', value: errors, unit: '', goal: '0', ok: errors === 0 },
      {
        what: 'POST /api/quotes, quotes shown per answer (of 8 consistent)',
        value: Math.round((shown / times.length) * 10) / 10,
        unit: '',
        goal: 'reported',
        ok: null,
      },
      {
        what: `server memory (RSS) after the first round → after ${seconds} s`,
        value: `${rssFirst} → ${rssEnd}`,
        unit: 'MB',
        goal: 'flat',
        ok: null,
      },
    ];
  } finally {
    if (process.env.BENCH_QUOTES_LOG) console.log(server.output()); // the server's slow-quote lines
    await server.stop();
    await Promise.all(lenders.map((l) => l.close()));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.table(await benchQuotes());
