// The example quote endpoint of docs/lenders.md (docs/examples/quote-lender.mjs), run as its own
// Node process against the real API on both databases: its answers are shown, with the figures its
// own arithmetic gives; a request without Naya's signature is refused by it.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApp } from '../app';
import { readServerConfig } from '../config';
import { LOOPBACK_FAKES } from '../partners/testing/fake-partner';
import { closeServices, openServices, type Services } from '../services';
import { ADMIN, ROOT, admin, json } from '../testing/app';
import { describeEachBackend } from '../testing/backends';

const EXAMPLE = path.join(ROOT, 'docs/examples/quote-lender.mjs');

function startExample(secret: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [EXAMPLE], { env: { ...process.env, QUOTE_SECRET: secret, PORT: '0' }, stdio: 'pipe' });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const url = /listening on (http:\/\/\S+)/.exec(out)?.[1];
      if (url) resolve({ child, url });
    });
    child.on('exit', (code) => reject(new Error(`example exited ${code}: ${out}`)));
  });
}

describeEachBackend('the example quote endpoint of docs/lenders.md', (get) => {
  let services: Services;
  let app: ReturnType<typeof createApp>;
  let example: ChildProcess | undefined;

  beforeAll(async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'naya-quote-example-'));
    const config = readServerConfig({ DATA_DIR: dataDir, ADMIN_TOKEN: ADMIN, NAYA_DIST_DIR: dataDir, ...LOOPBACK_FAKES }, ROOT);
    services = await openServices(config, { db: get().db });
    app = createApp(config, services);
  });
  afterAll(async () => {
    example?.kill();
    await closeServices(services, { closeDb: false });
  });

  it('answers quote requests that are shown, and refuses unsigned ones', async () => {
    await get().db.query('update lenders set active = false');
    const made = await app.request('/api/admin/lenders', json({ name: 'Example Lender', rules: {} }, admin().headers));
    const { lender_id: id, delivery_secret: secret } = (await made.json()) as { lender_id: string; delivery_secret: string };
    const started = await startExample(secret);
    example = started.child;
    const patched = await app.request(`/api/admin/lenders/${id}`, {
      ...json({ quote_url: started.url }, admin().headers),
      method: 'PATCH',
    });
    expect(patched.status).toBe(200);

    const need = { amount: 200_000, term_days: 730, monthly_income: 90_000, employment: 'salaried', district: 'Kandy', birth_year: 1985 };
    const res = await app.request('/api/quotes', json(need));
    expect(res.status).toBe(200);
    const body = (await res.json()) as { quotes: Record<string, unknown>[]; waiting: string[] };
    // 24 instalments of 200,000 at 2 % a month: 10,574; fees 2,000
    const payment = Math.round((200_000 * 0.02) / (1 - 1.02 ** -24));
    expect(body.quotes).toEqual([
      expect.objectContaining({
        lender_id: id,
        lender: 'Example Lender',
        source: 'quote',
        label: 'likely',
        monthly_payment: payment,
        total_cost: payment * 24 + 2000 - 200_000,
        apr: 26.82,
      }),
    ]);
    const refer = (await (await app.request('/api/quotes', json({ ...need, employment: 'business' }))).json()) as typeof body;
    expect(refer.quotes.map((q) => q.label)).toEqual(['likely']);
    const young = (await (
      await app.request('/api/quotes', json({ ...need, birth_year: new Date().getUTCFullYear() - 19 }))
    ).json()) as typeof body;
    expect(young.quotes).toEqual([]);

    const unsigned = await fetch(started.url, { method: 'POST', body: JSON.stringify({ amount: 1 }) });
    expect(unsigned.status).toBe(401);
  });
});
