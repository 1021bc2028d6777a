// The console's money screens in Chromium against the real server on a throw-away PostgreSQL the
// test also reads: Partners (a payout model and bank account set through the form, checked with the
// server's rule), the review queue (an operator approves and rejects, the audit log shows both),
// Payouts (an operator closes a batch and downloads its bank-transfer CSV; a partner user sees only
// its own payouts). Each list keeps its view in the address across a reload and exports its CSV.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../server/db';
import { approveDuePayouts } from '../../server/payouts/ledger';
import { validLead } from '../../server/testing/app';
import { startPostgres, type TestPostgres } from '../support/postgres';
import { newOfflineSafeContext } from './support/browser';
import { nayaSuite } from './support/suite';

const EMAIL = 'money@naya.test';
const PASSWORD = 'money console password';
const ADMIN = { Authorization: 'Bearer test-admin-token', 'Content-Type': 'application/json' };
const DAY = 86_400_000;

let pg: TestPostgres;
let db: Db;
const naya = nayaSuite(async () => {
  pg = await startPostgres();
  return {
    DATABASE_URL: pg.url,
    CONSOLE_ADMIN_EMAIL: EMAIL,
    CONSOLE_ADMIN_PASSWORD: PASSWORD,
    DATACENTER_CIDRS: '203.0.113.0/24',
    TRUST_PROXY: '1',
    LEAD_RATE_LIMIT: '1000',
  };
});
const leads: Record<string, string> = {};

async function admin(path: string, body: unknown) {
  const res = await fetch(`${naya.server.origin}${path}`, { method: 'POST', headers: ADMIN, body: JSON.stringify(body) });
  expect(res.status).toBe(201);
  return res.json();
}

async function register(provider: number, ip = '198.51.100.20') {
  const res = await fetch(`${naya.server.origin}/api/leads`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
    body: JSON.stringify(validLead({ provider, client_id: randomUUID() })),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { lead_id: string }).lead_id;
}

beforeAll(async () => {
  db = await openDatabase({ databaseUrl: pg.url, dataDir: 'memory' });
  await admin('/api/admin/partners', {
    provider_id: 61,
    name: 'Ceylon Cash',
    payout: { model: 'cpl', amount: 400 },
    bank_account: 'BOC 61',
  });
  await admin('/api/admin/partners', { provider_id: 62, name: 'Lanka Leads', bank_account: 'HNB 62' });
  leads.a = await register(61);
  leads.b = await register(61);
  leads.held1 = await register(61, '203.0.113.5');
  leads.held2 = await register(61, '203.0.113.6');
  await admin('/api/console/users', { email: 'p62@partner.test', password: 'partner password 62', role: 'partner', provider_id: 62 });
}, 180_000);

afterAll(async () => {
  await db?.close();
  pg?.stop();
});

async function signIn(email = EMAIL, password = PASSWORD): Promise<Page> {
  const context = await newOfflineSafeContext(naya.browser, { viewport: { width: 1200, height: 900 }, acceptDownloads: true });
  const page = await context.newPage();
  await page.goto(`${naya.server.origin}/console/`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: /^Dashboard/ }).waitFor();
  return page;
}

/** The table's body cells, row by row. */
const cells = (page: Page, table: string) =>
  page
    .getByRole('table', { name: table })
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.innerText.replace(/\u00a0/g, ' '))));

/** Clicks the CSV link and reads the file the browser saved. */
async function download(page: Page, link: string | RegExp): Promise<string> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: link }).click()]);
  return readFileSync((await file.path())!, 'utf8');
}

describe('console money screens', () => {
  it('sets a partner’s payout and bank account through the form, refusing what the server would; the list keeps its view and exports', async () => {
    const page = await signIn();
    await page.getByRole('link', { name: 'Partners' }).click();
    await page.getByRole('link', { name: 'Lanka Leads', exact: true }).click();
    await page.getByRole('heading', { name: 'Partner 62: Lanka Leads' }).waitFor();
    await page.getByLabel('Payout model').selectOption('cpa');
    await page.getByLabel('Amount per lead (whole LKR)').fill('12.5');
    await page.getByRole('button', { name: 'Save payout' }).click();
    await expect(page.locator('#payout-amount-error').innerText()).resolves.toBe('Whole rupees, at least 1.');
    await page.getByLabel('Amount per lead (whole LKR)').fill('1500');
    await page.getByRole('button', { name: 'Save payout' }).click();
    await page.getByText('Saved: cpa LKR 1,500, new entries use it.').waitFor();
    const [saved] = await db.query('select payout, bank_account from partners where provider_id = 62');
    expect(saved).toEqual({ payout: { model: 'cpa', amount: 1500 }, bank_account: 'HNB 62' });
    const [audit] = await db.query<{ outcome: unknown }>("select outcome from audit_log where action = 'partner.update'");
    expect(audit!.outcome).toEqual({ provider_id: 62, fields: ['payout', 'bank_account'] });

    await page.getByRole('link', { name: '← All partners' }).click();
    await page.getByRole('button', { name: 'Payout per lead' }).click(); // descending
    await page.getByRole('searchbox', { name: 'Search partners' }).fill('lanka');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => cells(page, 'partners'))
      .toEqual([['62', 'Lanka Leads', 'Rotate key Postbacks', 'cpa', 'LKR 1,500', 'HNB 62', '—', expect.any(String), '—']]);
    expect(new URL(page.url()).search).toBe('?sort=payout_amount&dir=desc&q=lanka');
    await page.reload();
    await expect
      .poll(() => cells(page, 'partners'))
      .toEqual([['62', 'Lanka Leads', 'Rotate key Postbacks', 'cpa', 'LKR 1,500', 'HNB 62', '—', expect.any(String), '—']]);
    const file = await download(page, 'Export this partner as CSV');
    expect(file.split('\r\n').slice(0, 2)).toEqual([
      'provider_id,name,payout_model,payout_amount,bank_account,postback_url,created_at,key_rotated_at',
      expect.stringMatching(/^62,Lanka Leads,cpa,1500,HNB 62,,\d{4}-/),
    ]);
    await page.context().close();
  });

  it('approves one review lead and rejects another, each with a reason, and the audit log shows both', async () => {
    const page = await signIn();
    await page.getByRole('link', { name: 'Review' }).click();
    await page.getByRole('heading', { name: 'Review queue' }).waitFor();
    await expect
      .poll(async () => (await cells(page, 'review queue')).map((r) => [r[1], r[2], r[3]]))
      .toEqual([
        [leads.held1, '61', 'datacenter_ip'],
        [leads.held2, '61', 'datacenter_ip'],
      ]);
    await page.getByRole('button', { name: 'Received' }).click(); // newest first
    expect(new URL(page.url()).search).toBe('?sort=created_at&dir=desc');
    await page.reload();
    await expect.poll(async () => (await cells(page, 'review queue')).map((r) => r[1])).toEqual([leads.held2, leads.held1]);
    const file = await download(page, 'Export these 2 leads waiting as CSV');
    expect(file.split('\r\n').map((l) => l.split(',')[1])).toEqual(['lead_id', leads.held2, leads.held1, undefined]);

    await page.getByRole('button', { name: `Approve lead ${leads.held1}` }).click();
    await page.getByLabel('Reason (kept in the audit log)').fill('known office network');
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    await page.getByText(`Lead ${leads.held1} is approved; its payout is pending.`).waitFor();
    await page.getByRole('button', { name: `Reject lead ${leads.held2}` }).click();
    await page.getByRole('button', { name: 'Reject', exact: true }).click(); // no reason
    await expect(page.locator('#review-reason-error').innerText()).resolves.toBe('Say why: the audit log keeps it.');
    await page.getByLabel('Reason (kept in the audit log)').fill('bot traffic');
    await page.getByRole('button', { name: 'Reject', exact: true }).click();
    await page.getByText(`Lead ${leads.held2} is rejected; it earns no payout.`).waitFor();
    await page.getByText('No lead is waiting for review.').waitFor();

    const quality = await db.query('select lead_id, quality from leads where lead_id = any($1) order by quality', [
      [leads.held1, leads.held2],
    ]);
    expect(quality).toEqual([
      { lead_id: leads.held1, quality: 'ok' },
      { lead_id: leads.held2, quality: 'rejected' },
    ]);
    const log = await page.evaluate(async () => (await fetch('/api/console/audit?limit=50')).json());
    const reviews = (log as { actor: string; action: string; outcome: unknown }[]).filter((e) => e.action === 'lead.review');
    expect(reviews.map(({ actor, outcome }) => ({ actor, outcome }))).toEqual([
      { actor: `console:${EMAIL}`, outcome: { decision: 'reject', from: 'review', payout: 'none' } },
      { actor: `console:${EMAIL}`, outcome: { decision: 'approve', from: 'review', payout: 'pending' } },
    ]);
    await page.context().close();
  });

  it('shows a partner’s entries and totals, closes a batch and downloads its bank-transfer CSV', async () => {
    const due = { now: new Date(Date.now() + 15 * DAY), lockDays: 14, returnWindowDays: 7 };
    expect(await db.transaction((tx) => approveDuePayouts(tx, due))).toBe(3); // a, b and the approved held lead
    const page = await signIn();
    await page.getByRole('link', { name: 'Payouts' }).click();
    await page.getByLabel('Partner').selectOption('61');
    await page.getByRole('button', { name: 'Show' }).click();
    await expect.poll(() => page.locator('[data-total=approved]').innerText()).toMatch(/^LKR\s1,200 \(3 entries\)$/);
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Close a batch' }).click();
    const closed = page.getByText(/^Batch pb-\d{8}-[0-9a-f]{8} is closed: 3 entries, LKR\s1,200\.$/);
    await closed.waitFor();
    const batchId = /pb-\d{8}-[0-9a-f]{8}/.exec(await closed.innerText())![0];
    await expect.poll(() => page.locator('[data-total=paid]').innerText()).toMatch(/^LKR\s1,200 \(3 entries\)$/);
    const transfer = await download(page, `Bank-transfer CSV of ${batchId}`);
    expect(transfer).toBe(`partner,provider_id,bank_account,amount,reference\r\nCeylon Cash,61,BOC 61,1200,NAYA ${batchId} P61\r\n`);
    const [audit] = await db.query<{ outcome: unknown }>("select outcome from audit_log where action = 'payout.batch.close'");
    expect(audit!.outcome).toEqual({ batch_id: batchId, entries: 3, total: 1200 });

    await page.getByRole('table', { name: 'payout entries' }).getByRole('button', { name: 'Lead' }).click();
    expect(new URL(page.url()).searchParams.get('provider')).toBe('61');
    await page.reload();
    await expect.poll(async () => (await cells(page, 'payout entries')).length).toBe(3);
    const rows = await cells(page, 'payout entries');
    expect(rows.map((r) => r[1])).toEqual(
      [leads.a, leads.b, leads.held1]
        .map((id) => id.toLowerCase())
        .sort()
        .reverse(),
    );
    expect(rows.map((r) => r[3])).toEqual(['paid', 'paid', 'paid']);
    const entries = await download(page, 'Export these 3 entries as CSV');
    expect(
      entries
        .split('\r\n')
        .slice(1, 4)
        .map((l) => l.split(',')[1]),
    ).toEqual(rows.map((r) => r[1]));
    const batches = await download(page, 'Export this batch as CSV');
    expect(batches.split('\r\n')[1]).toMatch(new RegExp(`^[^,]+,${batchId},console:${EMAIL},3,1200$`));
    await page.context().close();
  });

  it('shows a partner user its own payouts only, whatever the address asks', async () => {
    const patched = await fetch(`${naya.server.origin}/api/admin/partners/62`, {
      method: 'PATCH',
      headers: ADMIN,
      body: JSON.stringify({ payout: { model: 'cpl', amount: 1500 } }),
    });
    expect(patched.status).toBe(200);
    const own = await register(62);
    await register(61);
    const page = await signIn('p62@partner.test', 'partner password 62');
    await page.getByRole('link', { name: 'Payouts' }).click();
    await page.getByRole('heading', { name: 'Payouts — partner 62' }).waitFor();
    await expect
      .poll(async () => (await cells(page, 'payout entries')).map((r) => [r[1], r[3], r[4]]))
      .toEqual([[own, 'pending', 'LKR 1,500']]);
    await page.goto(`${naya.server.origin}/console/payouts?provider=61`);
    await page.getByRole('heading', { name: 'Payouts — partner 62' }).waitFor();
    await expect.poll(async () => (await cells(page, 'payout entries')).map((r) => r[1])).toEqual([own]);
    expect(await page.getByRole('button', { name: 'Close a batch' }).count()).toBe(0);
    const file = await download(page, 'Export this entry as CSV');
    expect(
      file
        .split('\r\n')
        .slice(1)
        .filter(Boolean)
        .map((l) => l.split(',')[1]),
    ).toEqual([own]);
    const statuses = await page.evaluate(async () =>
      Promise.all(
        ['/api/console/payouts/batches', '/api/console/review', '/api/console/payouts/batches.csv'].map(
          async (p) => (await fetch(p)).status,
        ),
      ),
    );
    expect(statuses).toEqual([403, 403, 403]);
    await page.context().close();
  });
});
