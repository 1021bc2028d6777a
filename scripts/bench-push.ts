// Push bench: the real server (PGlite in a temporary DATA_DIR) with its job queue sending to a
// loopback FCM (server/push/testing/fake-google.ts, the same fakes the tests use). Reports
// deliveries per second for a campaign to many tokens, and the median time from a lender's state
// (POST /webhook with a lender key) to the push request arriving at FCM.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { v4 as uuidv4 } from 'uuid';
import { startFakeGoogle, type FakeGoogle } from '../server/push/testing/fake-google';
import { UNLIMITED } from '../server/testing/child';
import { clickLenderOffer } from '../server/testing/reach';
import { ADMIN_TOKEN, startProcess, stop, type BenchRow } from './bench-api';
import { benchLead } from './bench-leads';

const auth = { Authorization: `Bearer ${ADMIN_TOKEN}` };
const postJson = (url: string, body: unknown) =>
  fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json', ...auth }, body: JSON.stringify(body) });

async function leadWithToken(api: string, n: number, provider: number): Promise<{ leadId: string; leadToken: string; token: string }> {
  const { lead_id, lead_token } = await (await postJson(`${api}/api/leads`, { ...benchLead(n), provider, marketing_opt_in: true })).json();
  const token = `bench-${uuidv4()}`;
  const form = new FormData();
  form.append('token', token);
  form.append('lead_id', lead_id);
  form.append('lead_token', lead_token); // without it the token is stored with no lead
  await fetch(`${api}/set-token`, { method: 'POST', body: form });
  return { leadId: lead_id, leadToken: lead_token, token };
}

async function until(check: () => boolean, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('push bench: timed out');
    await new Promise((r) => setTimeout(r, 5));
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function deliveriesPerSecond(api: string, google: FakeGoogle, count: number): Promise<number> {
  const tokens = new Set<string>();
  for (let i = 0; i < count; i++) tokens.add((await leadWithToken(api, 500_000 + i, 77)).token);
  const started = performance.now();
  await postJson(`${api}/api/admin/campaigns`, {
    content: { si: { title: 'bench', body: 'bench', url: '/offers/' } },
    audience: { provider: 77 },
  });
  await until(() => google.delivered.filter((r) => tokens.has(r.token)).length >= count, 300_000);
  return Math.round(count / ((performance.now() - started) / 1000));
}

async function stateToPush(api: string, google: FakeGoogle, samples: number): Promise<number> {
  const { api_key, lender_id } = await (await postJson(`${api}/api/admin/lenders`, { name: 'Bench Lender' })).json();
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const { leadId, leadToken, token } = await leadWithToken(api, 600_000 + i, 78);
    // the lender's key changes only a lead that reached it: here by the person's click on its offer
    await clickLenderOffer((p, init) => fetch(api + p, init), { lead_id: leadId, lead_token: leadToken }, lender_id, ADMIN_TOKEN);
    const form = new FormData();
    form.append('lead_id', leadId);
    form.append('state_type', 'approved');
    const sent = Date.now();
    await fetch(`${api}/webhook`, { method: 'POST', body: form, headers: { Authorization: `Bearer ${api_key}` } });
    await until(() => google.received.some((r) => r.token === token), 60_000);
    times.push(google.received.find((r) => r.token === token)!.at - sent);
  }
  return median(times);
}

export async function benchPush({ tokens = 300, samples = 15 } = {}): Promise<BenchRow[]> {
  const google = await startFakeGoogle();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'naya-bench-push-'));
  const api = await startProcess(['--import', 'tsx', 'server/cli.ts'], {
    DATA_DIR: dataDir,
    ADMIN_TOKEN,
    DATABASE_URL: '',
    ...UNLIMITED,
    ...google.env,
  });
  try {
    const rate = await deliveriesPerSecond(api.url, google, tokens);
    const latency = await stateToPush(api.url, google, samples);
    return [
      {
        what: `push deliveries to a loopback FCM (campaign, ${tokens} tokens), embedded database`,
        value: rate,
        unit: 'deliveries/s',
        goal: 'reported',
        ok: null,
      },
      { what: `lender state → push request at FCM, median of ${samples}`, value: latency, unit: 'ms', goal: 'reported', ok: null },
    ];
  } finally {
    await stop(api.child);
    await google.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.table(await benchPush());
