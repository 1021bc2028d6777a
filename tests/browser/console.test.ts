// The operator console in Chromium against the real server on a throw-away PostgreSQL, which the
// test also reads: sign-in by keyboard, dashboard figures against the database's own counts, search
// by phone, export of exactly the filtered table, partner users kept to their own figures (UI and
// API), CSRF-less changes refused, idle sessions ended; axe on each screen; screenshots into
// test-output/console/.
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIZE_BUDGETS } from '../../common/budgets';
import { openDatabase, type Db } from '../../server/db';
import { startFakeGateway, type FakeGateway } from '../../server/sms/testing/fake-gateway';
import { startPostgres, type TestPostgres } from '../support/postgres';
import { launchBrowser, newOfflineSafeContext } from './support/browser';
import { ROOT, startNayaServer, type NayaServer } from './support/servers';

const EMAIL = 'ops@naya.test';
const PASSWORD = 'console password 1';
const SHOTS = path.join(ROOT, 'test-output', 'console');
const AXE = readFileSync(path.join(ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8');
const ADMIN = { Authorization: 'Bearer test-admin-token' };

let pg: TestPostgres;
let db: Db;
let server: NayaServer;
let browser: Browser;
let gateway: FakeGateway | undefined;
/** Low, so the test can reach it: the dashboard shows the day's SMS codes against it. */
const SMS_DAILY_LIMIT = 3;

async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: AXE });
  const violations = (await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: Document, o: object): Promise<{ violations: unknown[] }> } }).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  })) as { id: string; impact: string; nodes: { target: string[] }[] }[];
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function screen(page: Page, name: string) {
  expect(await seriousViolations(page), name).toEqual([]);
  await page.evaluate(() => document.fonts.ready); // the Sinhala and Tamil faces load when first needed
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/** A context at tablet width; CSP bypassed only so the test can inject axe-core. */
async function consolePage(): Promise<Page> {
  const context = await newOfflineSafeContext(browser, { viewport: { width: 1024, height: 768 }, bypassCSP: true, acceptDownloads: true });
  return context.newPage();
}

/** Signs in with the keyboard only: Tab between fields, Enter to send. */
async function signIn(page: Page, email: string, password: string) {
  await page.goto(`${server.origin}/console/`);
  await page.getByLabel('E-mail').focus();
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { name: /^Dashboard/ }).waitFor();
}

let n = 0;
async function seedLead(fields: {
  provider: number;
  verified: boolean;
  phone?: string;
  name?: string;
  status?: string;
  utm?: string;
  district?: string;
}) {
  n += 1;
  const id = `console-lead-${n}`;
  await db.query(
    `insert into leads (lead_id, full_name, phone, nic, nic_birth_date, amount, term_days, monthly_income, employment, district,
       consent, consent_at, consent_version, provider, verified, status, utm_source, lang, client_id)
     values ($1, $2, $3, '199012301234', '1990-05-02', 50000, 90, 80000, 'salaried', $4, true, now(), 'v1', $5, $6, $7, $8, 'si', $9)`,
    [
      id,
      fields.name ?? `Lead Person ${n}`,
      fields.phone ?? `+9477${String(1000000 + n).slice(1)}0`,
      fields.district ?? 'Colombo',
      fields.provider,
      fields.verified,
      fields.status ?? 'new',
      fields.utm ?? 'facebook',
      `client-${n}`,
    ],
  );
  return id;
}

async function seedEvent(event: string, provider: number) {
  n += 1;
  // as the ingest stores it: the partner in its column (migration 012) and in the event's data
  await db.query("insert into events (event_id, event, client_id, provider, data) values ($1, $2, 'c', $3, $4::text::jsonb)", [
    `ev-${n}`,
    event,
    String(provider),
    JSON.stringify({ provider: String(provider) }),
  ]);
}

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  pg = await startPostgres();
  gateway = await startFakeGateway();
  server = await startNayaServer({
    ...gateway.env,
    SMS_DAILY_LIMIT: String(SMS_DAILY_LIMIT),
    DATABASE_URL: pg.url,
    CONSOLE_ADMIN_EMAIL: EMAIL,
    CONSOLE_ADMIN_PASSWORD: PASSWORD,
    CONSOLE_IDLE_MINUTES: '30',
    // more sign-ins from 127.0.0.1 than the default 10 per 10 minutes (that cap: server/console/routes/console.test.ts)
    CONSOLE_LOGIN_RATE_LIMIT: '100',
  });
  db = await openDatabase({ databaseUrl: pg.url, dataDir: 'memory' });
  // A funnel: partner 7 and partner 8, page views → leads → verified → clicks → approved → issued.
  const approved = await seedLead({ provider: 7, verified: true, name: 'Kamala Jayasuriya', phone: '+94775550101', status: 'issued' });
  await seedLead({ provider: 7, verified: true, status: 'approved', district: 'Kandy' });
  await seedLead({ provider: 7, verified: false });
  await seedLead({ provider: 8, verified: true, utm: 'google' });
  for (const p of [7, 7, 7, 7, 8, 8]) await seedEvent('page_view', p);
  for (const p of [7, 8]) await seedEvent('offer_click', p);
  await db.query(
    "insert into webhooks (lead_id, state_type, data, lender_id) values ($1, 'approved', '{}', 'l1'), ($1, 'issued', '{}', 'l1')",
    [approved],
  );
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await gateway?.close();
  await db?.close();
  pg?.stop();
});

describe('operator console', () => {
  it('signs in by keyboard, shows the funnel equal to the database counts, with Colombo days', async () => {
    const page = await consolePage();
    await page.goto(`${server.origin}/console/`);
    await page.getByRole('heading', { name: 'Sign in to the naya console' }).waitFor();
    await screen(page, '01-sign-in');
    await signIn(page, EMAIL, PASSWORD);
    await page.locator('.funnel li[data-step="page_views"] .figure').waitFor();
    const shown = Object.fromEntries(
      await Promise.all(
        ['page_views', 'registrations', 'verified', 'offer_clicks', 'approved', 'issued'].map(async (step) => [
          step,
          Number((await page.locator(`.funnel li[data-step="${step}"] .figure`).innerText()).replace(/,/g, '')),
        ]),
      ),
    );
    const [counts] = await db.query<Record<string, number>>(`select
      (select count(*)::int from events where event = 'page_view') as page_views,
      (select count(*)::int from leads) as registrations,
      (select count(*)::int from leads where verified) as verified,
      (select count(*)::int from events where event = 'offer_click') as offer_clicks,
      (select count(distinct lead_id)::int from webhooks where state_type = 'approved' and lender_id is not null) as approved,
      (select count(distinct lead_id)::int from webhooks where state_type = 'issued' and lender_id is not null) as issued`);
    expect(shown).toEqual(counts);
    expect(counts).toEqual({ page_views: 6, registrations: 4, verified: 3, offer_clicks: 2, approved: 1, issued: 1 });
    await expect(page.locator('.funnel li[data-step="verified"] .rate').innerText()).resolves.toBe('75.0 % of registrations');
    const today = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
    await expect(page.locator('table[aria-label="funnel per day"] tbody tr').last().locator('td').first().innerText()).resolves.toBe(today);
    expect(await page.locator('.chart canvas').count()).toBe(1); // uPlot drew it
    await page.getByLabel('Split by').selectOption('utm_source');
    await page.getByRole('button', { name: 'Show' }).click();
    await page.getByRole('heading', { name: 'By utm_source' }).waitFor();
    await expect(page.locator('table[aria-label="funnel by utm_source"] tbody td:first-child').allInnerTexts()).resolves.toEqual([
      'facebook',
      'google',
      '(none)',
    ]);
    expect(new URL(page.url()).searchParams.get('split')).toBe('utm_source'); // the view is in the address
    await screen(page, '02-dashboard');
    await page.context().close();
  });

  it('lists the background job queues on the dashboard, and names a scheduled job whose latest run failed', async () => {
    // a retention run that failed with no try left, as pg-boss records one
    await db.query(
      `insert into pgboss.job (name, data, state, completed_on, output) values ('retention', '{}', 'failed', now(), '{"name": "Error", "message": "disk full"}')`,
    );
    const page = await consolePage();
    await signIn(page, EMAIL, PASSWORD);
    const retention = page.locator('[data-queue="retention"]');
    await retention.waitFor();
    await expect(retention.locator('td').first().innerText()).resolves.toBe('17 3 * * *');
    await expect(page.locator('[data-queue="rollups"] td').first().innerText()).resolves.toBe('* * * * *');
    await expect(page.getByRole('alert').filter({ hasText: 'scheduled job' }).innerText()).resolves.toBe(
      'A scheduled job is failing: retention (disk full).',
    );
    expect(await seriousViolations(page)).toEqual([]);
    await db.query(`delete from pgboss.job where name = 'retention' and output->>'message' = 'disk full'`);
    await page.context().close();
  });

  it('tells the operator on the dashboard how many SMS codes went out today, and when the daily limit is reached', async () => {
    const page = await consolePage();
    await signIn(page, EMAIL, PASSWORD);
    await expect(page.locator('[data-sms="ok"]').innerText()).resolves.toBe(`0 of ${SMS_DAILY_LIMIT} SMS codes sent in the last 24 hours.`);
    const [lead] = await db.query<{ lead_id: string }>('select lead_id from leads limit 1');
    for (let i = 0; i < SMS_DAILY_LIMIT; i++) await db.query('insert into otp_sends (lead_id) values ($1)', [lead.lead_id]);
    await page.reload();
    const alert = page.getByRole('alert').filter({ hasText: 'Daily SMS limit reached' });
    await expect(alert.innerText()).resolves.toBe(
      `Daily SMS limit reached: ${SMS_DAILY_LIMIT} of ${SMS_DAILY_LIMIT} SMS codes sent in the last 24 hours. Phone verification ` +
        'answers 503 until older codes leave the 24-hour window (raise SMS_DAILY_LIMIT to send more).',
    );
    await db.query('delete from otp_sends');
    await page.context().close();
  });

  it('finds a lead by phone, opens it, and exports exactly the filtered table; both audited with the operator', async () => {
    const page = await consolePage();
    await signIn(page, EMAIL, PASSWORD);
    await page.getByRole('link', { name: 'Leads' }).click();
    await page.getByRole('heading', { name: 'Leads' }).waitFor();
    await page.locator('span.summary', { hasText: /^4 leads/ }).waitFor();
    await screen(page, '03-leads');
    await page.getByRole('searchbox', { name: 'Search' }).fill('077 555 0101');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.locator('span.summary', { hasText: /^1 lead$/ }).waitFor();
    await expect(page.locator('table[aria-label="leads"] tbody tr td:nth-child(2)').allInnerTexts()).resolves.toEqual([
      'Kamala Jayasuriya',
    ]);
    await expect(page.locator('table[aria-label="leads"] tbody td.number').innerText()).resolves.toMatch(/^LKR\s50,000$/);
    await page.getByRole('link', { name: 'Kamala Jayasuriya' }).click();
    await page.getByRole('heading', { name: 'Status history (lender webhooks)' }).waitFor();
    expect(await page.locator('section', { hasText: 'Status history' }).locator('tbody tr').count()).toBe(2);
    await screen(page, '04-lead-detail');

    // Filter: partner 7, verified → the export holds those leads and no other.
    await page.getByRole('link', { name: '← All leads' }).click();
    await page.getByLabel('Partner id').fill('7');
    await page.getByRole('combobox', { name: /^Verified/ }).selectOption('true');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.locator('span.summary', { hasText: /^2 leads/ }).waitFor();
    const tableIds = await page
      .locator('table[aria-label="leads"] tbody a')
      .evaluateAll((links) => links.map((a) => decodeURIComponent((a as HTMLAnchorElement).pathname.split('/').pop()!)));
    // The view is in the address: a reload (or the link sent to a colleague) shows the same rows.
    expect(new URL(page.url()).searchParams.get('provider')).toBe('7');
    await page.reload();
    await page.locator('span.summary', { hasText: /^2 leads/ }).waitFor();
    await expect(page.getByLabel('Partner id').inputValue()).resolves.toBe('7');
    const idsAfterReload = await page
      .locator('table[aria-label="leads"] tbody a')
      .evaluateAll((links) => links.map((a) => decodeURIComponent((a as HTMLAnchorElement).pathname.split('/').pop()!)));
    expect(idsAfterReload).toEqual(tableIds);
    // Keyboard: the first row takes focus, ↓ moves to the next, Enter opens its lead.
    await page.locator('table[aria-label="leads"] tbody tr').first().focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/console/leads/${encodeURIComponent(tableIds[1])}`);
    await page.goBack();
    await page.locator('span.summary', { hasText: /^2 leads/ }).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: /Export these 2 leads/ }).click()]);
    const csv = readFileSync((await download.path())!, 'utf8')
      .trim()
      .split('\r\n');
    const header = csv[0].split(',');
    const ids = csv.slice(1).map((line) => line.split(',')[header.indexOf('lead_id')]);
    expect(ids).toEqual(tableIds);
    const dbIds = (
      await db.query<{ lead_id: string }>(
        'select lead_id from leads where provider = 7 and verified order by created_at desc, lead_id desc',
      )
    ).map((r) => r.lead_id);
    expect(ids).toEqual(dbIds);
    const audit = await db.query<{ actor: string; action: string }>(
      "select distinct actor, action from audit_log where action like 'console.lead%' order by action",
    );
    expect(audit).toEqual([
      { actor: `console:${EMAIL}`, action: 'console.lead.lenders.view' },
      { actor: `console:${EMAIL}`, action: 'console.lead.quotes.view' },
      { actor: `console:${EMAIL}`, action: 'console.lead.view' },
      { actor: `console:${EMAIL}`, action: 'console.leads.export' },
      { actor: `console:${EMAIL}`, action: 'console.leads.list' },
    ]);
    await page.context().close();
  });

  it('keeps a partner user to its own figures, without personal data, in the UI and through the API', async () => {
    const made = await fetch(`${server.origin}/api/console/users`, {
      method: 'POST',
      headers: { ...ADMIN, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'p8@partner.test', password: 'partner password 8', role: 'partner', provider_id: 8 }),
    });
    expect(made.status).toBe(201);
    const page = await consolePage();
    await signIn(page, 'p8@partner.test', 'partner password 8');
    await page.getByRole('heading', { name: 'Dashboard — partner 8' }).waitFor();
    await expect(page.locator('.funnel li[data-step="registrations"] .figure').innerText()).resolves.toBe('1');
    await expect(page.locator('.funnel li[data-step="page_views"] .figure').innerText()).resolves.toBe('2');
    expect(await page.getByRole('link', { name: 'Leads' }).count()).toBe(0);
    await page.goto(`${server.origin}/console/leads`);
    await page.getByRole('heading', { name: 'Dashboard — partner 8' }).waitFor(); // no leads screen
    expect(await page.content()).not.toContain('Kamala');
    const statuses = await page.evaluate(async () =>
      Promise.all(
        ['/api/console/leads', '/api/console/leads.csv', '/api/console/leads/console-lead-1', '/api/console/users'].map(
          async (p) => (await fetch(p)).status,
        ),
      ),
    );
    expect(statuses).toEqual([403, 403, 403, 403]);
    await screen(page, '05-partner-dashboard');
    await page.context().close();
  });

  it('refuses a change without the CSRF token and ends an idle session', async () => {
    const page = await consolePage();
    await signIn(page, EMAIL, PASSWORD);
    const refused = await page.evaluate(async () => {
      const res = await fetch('/api/console/users', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'sneaky@naya.test', password: 'a long enough password', role: 'operator' }),
      });
      return { status: res.status, body: await res.json() };
    });
    expect(refused).toEqual({
      status: 403,
      body: { error: { code: 'forbidden', message: 'This change lacks the CSRF token of your session; reload the console.', fields: {} } },
    });
    expect(await db.query("select 1 from console_users where email = 'sneaky@naya.test'")).toEqual([]);

    // The same change from the Users screen (which sends the token) is taken.
    await page.getByRole('link', { name: 'Users' }).click();
    await page.getByRole('textbox', { name: 'E-mail' }).fill('second@naya.test');
    await page.getByLabel('Password (at least 12 characters)').fill('short');
    await page.getByRole('button', { name: 'Add user' }).click();
    await page.getByText('At least 12 characters.').waitFor(); // the error beside its field
    await page.getByLabel('Password (at least 12 characters)').fill('second password 2');
    await page.getByRole('button', { name: 'Add user' }).click();
    await page.getByText('second@naya.test can sign in now.').waitFor();
    await screen(page, '06-users');
    // Disabling a user from the same screen ends their access (the server test covers sessions).
    await page.getByRole('button', { name: 'Disable second@naya.test' }).click();
    await page.getByText('second@naya.test is disabled.').waitFor();
    await page.getByRole('button', { name: 'Enable second@naya.test' }).waitFor();
    expect(await db.query("select 1 from console_users where email = 'second@naya.test' and disabled_at is not null")).toHaveLength(1);

    // 31 minutes without a request: the next one signs the operator out.
    await db.query("update console_sessions set last_seen_at = now() - interval '31 minutes'");
    await page.getByRole('link', { name: 'Leads' }).click();
    await page.getByText('Your session has ended; sign in again.').waitFor();
    await page.getByRole('heading', { name: 'Sign in to the naya console' }).waitFor();
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'naya_console')).toBeUndefined();
    await page.context().close();
  });

  it('edits an offer with errors beside the fields and a si/en preview; /feed/offers.json serves the edit without a restart', async () => {
    const page = await consolePage();
    await signIn(page, EMAIL, PASSWORD);
    await page.getByRole('link', { name: 'Offers' }).click();
    const first = (await (await fetch(`${server.origin}/feed/offers.json`)).json())[0] as { offer_id: string; lender: string };
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.getByRole('button', { name: `Edit ${first.lender}` }).click();
    await page
      .getByRole('heading', { name: `Edit ${first.lender}` })
      .waitFor({ timeout: 5000 })
      .catch(async () => {
        throw new Error(`no editor: ${errors.join('; ')} ${(await page.locator('body').innerText()).slice(0, 500)}`);
      });
    await page.getByLabel('Apply URL (https; may hold {lead_id} and {click_id})').fill('http://insecure.example/');
    await page.getByRole('button', { name: 'Save offer' }).click();
    await expect(page.locator('#offer-url-error').innerText()).resolves.toBe('url must be https');
    await expect(page.getByLabel('Apply URL (https; may hold {lead_id} and {click_id})').getAttribute('aria-describedby')).resolves.toBe(
      'offer-url-error',
    );
    await page.getByLabel('Apply URL (https; may hold {lead_id} and {click_id})').fill('https://lender.example/apply?lead_id={lead_id}');
    await page.getByLabel('Lender', { exact: true }).fill('Console Edited Lender');
    await expect(page.locator('[aria-label="Preview in Sinhala"] h3#naya-offer-' + first.offer_id).innerText()).resolves.toBe(
      'Console Edited Lender',
    );
    expect(await page.locator('[aria-label="Preview in Sinhala"]').innerText()).toContain('රු.');
    await screen(page, '07-offer-edit');
    await page.getByRole('button', { name: 'Save offer' }).click();
    await page.getByText('Console Edited Lender is saved; the feeds serve it now.').waitFor();
    const feed = (await (await fetch(`${server.origin}/feed/offers.json`)).json()) as { offer_id: string; lender: string; url: string }[];
    expect(feed[0]).toMatchObject({
      offer_id: first.offer_id,
      lender: 'Console Edited Lender',
      url: 'https://lender.example/apply?lead_id={lead_id}',
    });
    await screen(page, '08-offers');
    const [entry] = await db.query<{ actor: string; outcome: unknown }>(
      "select actor, outcome from audit_log where action = 'console.offer.edit'",
    );
    expect(entry).toEqual({ actor: `console:${EMAIL}`, outcome: { offer_id: first.offer_id } });
    await page.context().close();
  });

  it('erases a person from the Data requests screen after a confirmation naming what goes; nothing of them is left', async () => {
    const id = await seedLead({ provider: 9, verified: true, name: 'Erase Me Perera', phone: '+94719998877' });
    const [{ client_id: clientId }] = await db.query<{ client_id: string }>('select client_id from leads where lead_id = $1', [id]);
    await db.query(
      "insert into events (event_id, event, client_id, data) values ('erase-ev-1', 'page_view', $1, '{}'), ('erase-ev-2', 'offer_click', $1, '{}')",
      [clientId],
    );
    await db.query("insert into webhooks (lead_id, state_type, data, lender_id) values ($1, 'approved', '{}', 'l1')", [id]);
    await db.query("insert into push_tokens (token, lead_id) values ('erase-token', $1)", [id]);
    const page = await consolePage();
    await signIn(page, EMAIL, PASSWORD);
    await page.getByRole('link', { name: 'Data requests' }).click();
    await page.getByLabel('Value').fill('071 999 8877');
    await page.getByRole('button', { name: 'Look up' }).click();
    await page.getByRole('heading', { name: 'Found: 1 lead(s), 2 event(s), 1 lender webhook(s), 1 push token(s)' }).waitFor();
    await screen(page, '09-data-requests');
    let asked = '';
    page.once('dialog', (dialog) => {
      asked = dialog.message();
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'Erase everything' }).click();
    await page.getByText('Erased: nothing about this person is stored any more.').waitFor();
    expect(asked).toBe(
      'Erase everything about this person? This deletes 1 lead(s), 2 event(s), 1 lender webhook(s), 1 push token(s), and their push deliveries and partner postbacks, for good. It cannot be undone. The audit log keeps only the counts.',
    );
    await page.getByRole('heading', { name: 'Found: 0 lead(s), 0 event(s), 0 lender webhook(s), 0 push token(s)' }).waitFor();
    const [left] = await db.query<Record<string, number>>(
      `select (select count(*)::int from leads where lead_id = $1 or phone = '+94719998877') as leads,
              (select count(*)::int from events where client_id = $2) as events,
              (select count(*)::int from webhooks where lead_id = $1) as webhooks,
              (select count(*)::int from push_tokens where lead_id = $1) as push_tokens`,
      [id, clientId],
    );
    expect(left).toEqual({ leads: 0, events: 0, webhooks: 0, push_tokens: 0 });
    const [entry] = await db.query<{ actor: string; lookup: string }>("select actor, lookup from audit_log where action = 'subject.erase'");
    expect(entry).toEqual({ actor: `console:${EMAIL}`, lookup: 'phone' });
    expect(JSON.stringify(await db.query('select * from audit_log'))).not.toMatch(/Erase Me|719998877/);
    await page.locator('table[aria-label="audit log"] tbody tr', { hasText: 'subject.erase' }).first().waitFor();
    await page.context().close();
  });

  it('adds a partner (key shown once), rotates its key, and shows page vitals on the dashboard', async () => {
    for (const [i, value] of [1200, 1800, 2600, 3000].entries()) {
      await db.query("insert into events (event_id, event, client_id, data) values ($1, 'web_vital', 'v', $2::text::jsonb)", [
        `vital-${i}`,
        JSON.stringify({ metric: 'LCP', value, page: '/offers/', device: 'mobile' }),
      ]);
    }
    const page = await consolePage();
    await signIn(page, EMAIL, PASSWORD);
    await page.locator('table[aria-label="page vitals"] tbody tr').first().waitFor();
    // p75 of 1200, 1800, 2600, 3000 (linear, as percentile_cont): 2700
    await expect(
      page.locator('table[aria-label="page vitals"] tbody tr', { hasText: '/offers/' }).locator('td').nth(2).innerText(),
    ).resolves.toBe('2,700 ms (4)');
    await page.getByRole('link', { name: 'Partners' }).click();
    await page.getByRole('heading', { name: 'Add a partner' }).waitFor();
    await page.getByLabel('Provider id').fill('31');
    await page.getByLabel('Name', { exact: true }).fill('Lanka Deals');
    await page.getByRole('button', { name: 'Add partner' }).click();
    const shown = await page.getByText(/Lanka Deals is added\. Its API key \(shown once\): /).innerText();
    const key = shown.split(': ').pop()!;
    expect((await fetch(`${server.origin}/api/partner/stats`, { headers: { Authorization: `Bearer ${key}` } })).status).toBe(200);
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Rotate key of Lanka Deals' }).click();
    await page.getByText(/New API key of Lanka Deals \(shown once\): /).waitFor();
    expect((await fetch(`${server.origin}/api/partner/stats`, { headers: { Authorization: `Bearer ${key}` } })).status).toBe(401);
    await page.getByRole('link', { name: 'Postbacks of Lanka Deals' }).click();
    await page.getByText('No postbacks yet.').waitFor();
    await screen(page, '10-partners');
    await page.context().close();
  });

  it('signs in downloading React, the shell and the form only; uPlot comes with the dashboard, each screen as it is opened', async () => {
    const page = await consolePage();
    const bodies: Promise<[string, Buffer]>[] = [];
    page.on('response', (r) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith('/console/assets/') && url.pathname.endsWith('.js')) bodies.push(r.body().then((b) => [url.pathname, b]));
    });
    const loaded = async () => new Map(await Promise.all(bodies));
    const uplot = (scripts: Map<string, Buffer>) => [...scripts].filter(([, body]) => body.includes('u-legend')).map(([p]) => p);
    await page.goto(`${server.origin}/console/users`);
    await page.getByRole('heading', { name: 'Sign in to the naya console' }).waitFor();
    await page.waitForLoadState('networkidle');
    const signIn = await loaded();
    const gzip = [...signIn].map(([p, body]) => [p, gzipSync(body).length] as const);
    const total = gzip.reduce((sum, [, bytes]) => sum + bytes, 0);
    console.log(`console sign-in JS, gzip: ${total} B (${gzip.map(([p, b]) => `${path.basename(p)} ${b}`).join(', ')})`);
    expect(total).toBeLessThanOrEqual(SIZE_BUDGETS.consoleSignIn.bytes);
    expect(uplot(signIn)).toEqual([]);
    expect([...signIn.values()].some((body) => body.includes('Console users'))).toBe(false); // no screen yet

    // Signed in on the Users address: its chunk comes, still no uPlot.
    await page.getByLabel('E-mail').fill(EMAIL);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Console users' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(uplot(await loaded())).toEqual([]);
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await page.locator('.chart canvas').waitFor();
    const [chart] = uplot(await loaded());
    expect(chart).toMatch(/^\/console\/assets\/chunk-\w+\.js$/);
    expect(signIn.has(chart)).toBe(false);
    await page.context().close();
  });

  it('says on the Campaigns screen that push is off when the server has no FCM settings', async () => {
    const page = await consolePage();
    await signIn(page, EMAIL, PASSWORD);
    await page.getByRole('link', { name: 'Campaigns' }).click();
    await expect(page.getByRole('alert').innerText()).resolves.toBe(
      'Push messages are off on this server (FCM_SERVICE_ACCOUNT is not set).',
    );
    expect(await page.getByRole('button', { name: 'Send campaign' }).count()).toBe(0);
    await screen(page, '14-campaigns-push-off');
    await page.context().close();
  });

  it('serves the console with its own strict CSP, and no public page loads its script', async () => {
    const res = await fetch(`${server.origin}/console/leads`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBe(
      "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
    );
    const script = /src="(\/console\/assets\/console-[\w]+\.js)"/.exec(await res.text())![1];
    expect((await fetch(server.origin + script)).status).toBe(200);
    for (const p of ['/', '/en/', '/offers/']) expect(await (await fetch(server.origin + p)).text()).not.toContain('/console/');
  });
});
