// Quotes in the console, in Chromium against the real server on PostgreSQL (issue 40 item 6):
// fake lenders on 127.0.0.1 answer quote requests (one quotes, one hangs, one refuses); a lender's
// page shows the accuracy of its pre-approvals (a history built here: 30 pre-approved people, 27
// held on day 14) with the label it earns, equal to what POST /api/quotes showed, and its quote
// log newest first, paged by the server (its page in the address), filtered by outcome with the
// reason; a lead's page shows the quotes its person saw in order, why the others were not shown
// and which they chose (the view audited). Both screens fit 1280×800 and 390 px: no page-wide
// horizontal scroll, the wide tables scroll in their own region. axe finds nothing serious.
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../server/db';
import { colomboDay } from '../../server/lenders/rules';
import { LOOPBACK_FAKES } from '../../server/partners/testing/fake-partner';
import { rollOutcomes } from '../../server/quotes/outcomes';
import { startFakeLender, type FakeLender } from '../../server/quotes/testing/fake-lender';
import { validLead } from '../../server/testing/app';
import { startPostgres, type TestPostgres } from '../support/postgres';
import { launchBrowser, newOfflineSafeContext } from './support/browser';
import { ROOT, startNayaServer, type NayaServer } from './support/servers';

const EMAIL = 'ops@quotes.test';
const PASSWORD = 'console quotes password';
const ADMIN = { Authorization: 'Bearer test-admin-token', 'Content-Type': 'application/json' };
const SHOTS = path.join(ROOT, 'test-output', 'console');
const AXE = readFileSync(path.join(ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8');
const DAY = 86_400_000;
const SIZES = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

/** 120,000 over 365 days (12 instalments) at 2 % a month, reducing, with 1,000 in fees. */
const PAYMENT = Math.round((120_000 * 0.02) / (1 - 1.02 ** -12));
const QUOTED = {
  apr: Math.round((1.02 ** 12 - 1) * 10000) / 100,
  monthly_payment: PAYMENT,
  fees: 1000,
  total_cost: PAYMENT * 12 + 1000 - 120_000,
};
const NEED = { amount: 120_000, term_days: 365, monthly_income: 80_000, employment: 'salaried', district: 'Colombo', lang: 'en' };

let pg: TestPostgres;
let db: Db;
let server: NayaServer;
let browser: Browser;
const fakes: FakeLender[] = [];
const ids: Record<string, string> = {};
const requests: string[] = [];
let leadId = '';
let shownLabel = '';

const api = async (p: string, body?: unknown) => {
  const res = await fetch(server.origin + p, {
    method: body === undefined ? 'GET' : 'POST',
    headers: ADMIN,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
};

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  pg = await startPostgres();
  server = await startNayaServer({
    ...LOOPBACK_FAKES,
    DATABASE_URL: pg.url,
    QUOTE_TIMEOUT_MS: '1000',
    CONSOLE_ADMIN_EMAIL: EMAIL,
    CONSOLE_ADMIN_PASSWORD: PASSWORD,
    CONSOLE_LOGIN_RATE_LIMIT: '100',
  });
  db = await openDatabase({ databaseUrl: pg.url, dataDir: 'memory' });
  const answers = {
    'Quick Bank': () => ({
      status: 200,
      body: { decision: 'approved', ...QUOTED, valid_until: new Date(Date.now() + 7_200_000).toISOString() },
    }),
    'Late Leasing': () => 'hang' as const,
    'Busy Finance': () => ({ status: 503, body: { error: 'busy' } }),
  };
  for (const [name, answer] of Object.entries(answers)) {
    const fake = await startFakeLender(answer);
    fakes.push(fake);
    const made = await api('/api/admin/lenders', { name, rules: {}, quote_url: fake.url });
    expect(made.status).toBe(201);
    ids[name] = made.body.lender_id;
  }
  // Quick Bank's history: 30 people it pre-approved, delivered 20–49 days ago; 27 at approved on day 2
  const now = Date.now();
  for (let i = 0; i < 30; i++) {
    const lead = `history-${i}`;
    const request = randomUUID();
    const delivered = new Date(now - (20 + i) * DAY);
    await db.query(
      `insert into leads (lead_id, full_name, phone, nic, nic_birth_date, amount, term_days, monthly_income, employment, district,
                          consent, consent_at, consent_version, quote_request_id)
       values ($1, 'History Person', '+94770000000', '199012300004', '1990-05-02', 120000, 365, 80000, 'salaried', 'Colombo', true, $2, 'v', $3)`,
      [lead, delivered, request],
    );
    await db.query(
      `insert into quotes (quote_id, quote_request_id, lender_id, source, outcome, decision, label, created_at)
       values ($1, $2, $3, 'quote', 'shown', 'approved', 'likely', $4)`,
      [randomUUID(), request, ids['Quick Bank'], new Date(delivered.getTime() - 3_600_000)],
    );
    await db.query(
      `insert into lender_deliveries (delivery_id, lead_id, lender_id, state, created_at, colombo_day) values ($1, $2, $3, 'sent', $4, $5)`,
      [`${lead}:${ids['Quick Bank']}`, lead, ids['Quick Bank'], delivered, colomboDay(delivered)],
    );
    await db.query(`insert into webhooks (lead_id, state_type, data, lender_id, received_at) values ($1, $2, '{}', $3, $4)`, [
      lead,
      i < 27 ? 'approved' : 'rejected',
      ids['Quick Bank'],
      new Date(delivered.getTime() + 2 * DAY),
    ]);
  }
  // rolled up from scratch (the server's own hourly roll may have passed these days while they were empty)
  await db.query('delete from lender_outcome_state');
  expect(await rollOutcomes(db, new Date(now))).toBeGreaterThan(0);
  // three quote requests, as the registration form makes them; the last one becomes a lead choosing Quick Bank
  for (let i = 0; i < 3; i++) {
    const asked = await api('/api/quotes', { ...NEED, birth_year: 1990, client_id: randomUUID() });
    expect(asked.status).toBe(200);
    requests.push(asked.body.quote_request_id);
    shownLabel = asked.body.quotes.find((q: { lender: string }) => q.lender === 'Quick Bank').label;
  }
  const consent = (await api('/api/consent')).body.version;
  const lead = await api(
    '/api/leads',
    validLead({ ...NEED, consent_version: consent, client_id: randomUUID(), quote_request_id: requests[2], chosen: [ids['Quick Bank']] }),
  );
  expect(lead.status).toBe(201);
  leadId = lead.body.lead_id;
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await Promise.all(fakes.map((f) => f.close()));
  await db?.close();
  pg?.stop();
});

async function signIn(size: { width: number; height: number }): Promise<Page> {
  // CSP bypassed only so the test can inject axe-core
  const context = await newOfflineSafeContext(browser, { viewport: size, bypassCSP: true });
  const page = await context.newPage();
  await page.goto(`${server.origin}/console/`);
  await page.getByLabel('E-mail').fill(EMAIL);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: /^Dashboard/ }).waitFor();
  return page;
}

/** axe-core's serious and critical findings, then a screenshot. */
async function screen(page: Page, name: string) {
  await page.addScriptTag({ content: AXE });
  const violations = (await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: Document, o: object): Promise<{ violations: unknown[] }> } }).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  })) as { id: string; impact: string; nodes: { target: string[] }[] }[];
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, name).toEqual([]);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

const rowsOf = (page: Page, label: string) =>
  page
    .getByRole('table', { name: label, exact: true })
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent ?? '')));

/** What spills past the viewport's width outside the tables' own scrolling regions. */
const pageSpill = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
/** Whether a table's region scrolls sideways on its own (wider than it shows). */
const regionScrolls = (page: Page, label: string) =>
  page
    .locator('.table-wrap', { has: page.getByRole('table', { name: label, exact: true }) })
    .evaluate((el) => el.scrollWidth > el.clientWidth);

describe('quotes in the console', () => {
  it("shows a lender's pre-approval accuracy, the label it earns and its quote log, paged and filtered", async () => {
    const page = await signIn(SIZES[0]!);
    await page.goto(`${server.origin}/console/lenders/${ids['Quick Bank']}`);
    await page.getByRole('heading', { name: 'Quick Bank', level: 1 }).waitFor();
    await page.locator('[data-figure="label"]').waitFor();
    expect(await page.locator('[data-figure="pre_approved"]').innerText()).toBe('30');
    expect(await page.locator('[data-figure="held"]').innerText()).toBe('27 (90.0 %)');
    // the label the console shows is the one the person was shown
    expect(shownLabel).toBe('pre_approved');
    expect(await page.locator('[data-figure="label"]').innerText()).toBe('pre-approved');

    // 33 lines (30 of the history, 3 today), newest first, 25 a page
    await page.getByText('33 quotes', { exact: true }).waitFor();
    const first = await rowsOf(page, 'quote log');
    expect(first).toHaveLength(25);
    const inDb = await db.query<{ quote_request_id: string }>(
      'select quote_request_id from quotes where lender_id = $1 order by created_at desc, quote_id desc',
      [ids['Quick Bank']],
    );
    expect(
      inDb
        .slice(0, 3)
        .map((r) => r.quote_request_id)
        .sort(),
    ).toEqual([...requests].sort());
    const column = async (rows: string[][], header: string) => {
      const headers = await page.getByRole('table', { name: 'quote log', exact: true }).locator('thead th').allInnerTexts();
      return rows.map((r) => r[headers.indexOf(header)]);
    };
    expect(await column(first, 'Quote request')).toEqual(inDb.slice(0, 25).map((r) => r.quote_request_id));
    const today = first[0]!;
    const headers = await page.getByRole('table', { name: 'quote log', exact: true }).locator('thead th').allInnerTexts();
    const cell = (h: string) => today[headers.indexOf(h)];
    expect([cell('Outcome'), cell('Decision'), cell('Label'), cell('APR')]).toEqual([
      'shown',
      'approved',
      'pre-approved',
      `${QUOTED.apr.toFixed(2)} %`,
    ]);
    expect(cell('Monthly payment')).toContain(QUOTED.monthly_payment.toLocaleString('en-US'));
    expect(cell('Total cost')).toContain(QUOTED.total_cost.toLocaleString('en-US'));
    await screen(page, 'quotes-lender');
    await page.getByRole('navigation', { name: 'Pages of quote log' }).getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => rowsOf(page, 'quote log').then((r) => r.length)).toBe(8);
    expect(new URL(page.url()).searchParams.get('quotes.page')).toBe('2');
    expect(await column(await rowsOf(page, 'quote log'), 'Quote request')).toEqual(inDb.slice(25).map((r) => r.quote_request_id));
    await page.reload();
    await expect.poll(() => rowsOf(page, 'quote log').then((r) => r.length)).toBe(8);

    // the lender that hangs: late, with its reason; filtered by outcome
    await page.goto(`${server.origin}/console/lenders/${ids['Late Leasing']}`);
    await page.getByRole('heading', { name: 'Late Leasing', level: 1 }).waitFor();
    await page.getByText('3 quotes', { exact: true }).waitFor();
    expect(await page.locator('[data-figure="label"]').innerText()).toBe('likely');
    expect(await page.locator('[data-figure="last_30_days"]').innerText()).toBe('Last 30 days: 3 late: no answer in time');
    await page.locator('select[name="outcome"]').selectOption('shown');
    await page.getByText('No quote with this outcome.').waitFor();
    await page.locator('select[name="outcome"]').selectOption('late');
    await expect.poll(() => rowsOf(page, 'quote log').then((r) => r.length)).toBe(3);
    const lateHeaders = await page.getByRole('table', { name: 'quote log', exact: true }).locator('thead th').allInnerTexts();
    for (const row of await rowsOf(page, 'quote log'))
      expect([row[lateHeaders.indexOf('Outcome')], row[lateHeaders.indexOf('Reason')]]).toEqual(['late: no answer in time', 'timeout']);
    expect(new URL(page.url()).searchParams.get('quotes.outcome')).toBe('late');
    await page.context().close();
  }, 120_000);

  it('shows on the lead page the quotes its person saw, why others were not shown, and what they chose; audited', async () => {
    const page = await signIn(SIZES[0]!);
    await page.goto(`${server.origin}/console/leads/${leadId}`);
    await page.getByRole('heading', { name: 'Quotes the person saw' }).waitFor();
    await page.getByRole('table', { name: 'quotes the person saw', exact: true }).waitFor();
    expect(await page.locator('[data-chosen]').innerText()).toBe('Quick Bank');
    const rows = await rowsOf(page, 'quotes the person saw');
    expect(rows.map((r) => r.slice(0, 5))).toEqual([
      ['#1', 'Quick Bank', 'chosen', 'shown', 'pre-approved'],
      ['—', 'Busy Finance', 'no', 'not shown: refused: an error status or no connection', '—'],
      ['—', 'Late Leasing', 'no', 'not shown: late: no answer in time', '—'],
    ]);
    expect(rows[0]!.join(' ')).toContain(QUOTED.total_cost.toLocaleString('en-US'));
    expect(rows[1]).toContain('status 503');
    await screen(page, 'quotes-lead');
    const audit = await db.query<{ action: string; outcome: unknown }>(
      "select action, outcome from audit_log where action = 'console.lead.quotes.view' order by id",
    );
    expect(audit).toEqual([{ action: 'console.lead.quotes.view', outcome: { quotes: 3, chosen: 1 } }]);
    await page.context().close();
  }, 60_000);

  for (const size of SIZES)
    it(`fits both screens at ${size.width} px: the page never scrolls sideways, the wide tables scroll in their own region`, async () => {
      const page = await signIn(size);
      await page.goto(`${server.origin}/console/lenders/${ids['Quick Bank']}`);
      await page.getByRole('table', { name: 'quote log', exact: true }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await pageSpill(page), 'lender page').toBeLessThanOrEqual(0);
      if (size.width === 390) expect(await regionScrolls(page, 'quote log')).toBe(true);
      await page.goto(`${server.origin}/console/leads/${leadId}`);
      await page.getByRole('table', { name: 'quotes the person saw', exact: true }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await pageSpill(page), 'lead page').toBeLessThanOrEqual(0);
      if (size.width === 390) expect(await regionScrolls(page, 'quotes the person saw')).toBe(true);
      await page.context().close();
    }, 60_000);
});
