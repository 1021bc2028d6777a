// Lead registration bench: autocannon against `POST /api/leads` on the real server (PGlite in a
// temporary DATA_DIR), every request a different valid visitor (phone, NIC, client id), the per-IP
// rate limit raised for the run. Reports req/s and that every 201 is a stored lead.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { v4 as uuidv4 } from 'uuid';
import { UNLIMITED } from '../server/testing/child';
import { CONSENT_VERSION } from '../common/domain';
import { ADMIN_TOKEN, autocannon, startProcess, stop, type BenchRow } from './bench-api';

/** The n-th distinct valid lead: phone 077 + n, NIC born 1990 on day 1 + n % 365, serial from n. */
export function benchLead(n: number) {
  const day = String(1 + (n % 365)).padStart(3, '0');
  const serial = String(Math.floor(n / 365) % 10_000).padStart(4, '0');
  return {
    full_name: 'Bench Visitor',
    phone: `077${String(n % 10_000_000).padStart(7, '0')}`,
    nic: `1990${day}${serial}0`,
    amount: 100_000,
    term_days: 365,
    monthly_income: 120_000,
    employment: 'salaried',
    district: 'Colombo',
    consent: true,
    consent_version: CONSENT_VERSION,
    client_id: uuidv4(),
  };
}

export async function benchLeads({ seconds = 5, connections = 20 } = {}): Promise<BenchRow[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'naya-bench-leads-'));
  const api = await startProcess(['--import', 'tsx', 'server/cli.ts'], {
    DATA_DIR: dataDir,
    ADMIN_TOKEN,
    DATABASE_URL: '',
    ...UNLIMITED,
  });
  try {
    let n = 0;
    const result = await autocannon({
      url: `${api.url}/api/leads`,
      connections,
      duration: seconds,
      requests: [
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          setupRequest: (req) => ({ ...req, body: JSON.stringify(benchLead(n++)) }),
        },
      ],
    });
    const created = result.statusCodeStats?.['201']?.count ?? 0;
    const stats = await (await fetch(`${api.url}/api/admin/stats`, { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } })).json();
    const stored = stats.leads as number;
    const failures = result.errors + result.timeouts + result.non2xx;
    return [
      { what: 'POST /api/leads, embedded database', value: Math.round(created / seconds), unit: 'req/s', goal: 'reported', ok: null },
      {
        what: 'leads answered 201 / stored / failed',
        value: `${created} / ${stored} / ${failures}`,
        unit: '',
        goal: 'every 201 stored, no failure',
        ok: stored >= created && failures === 0,
      },
    ];
  } finally {
    await stop(api.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
