// The console's Campaigns screen and "retry now" for a failed postback, in Chromium against the real
// server on a throw-away PostgreSQL that the test also reads. Google and the partner are fakes on
// 127.0.0.1 reached through the documented settings (FCM_SERVICE_ACCOUNT + FCM_API_URL; the
// partner's postback_url): a campaign composed by keyboard reaches exactly the database's opted-in
// subscribers, each in its language; a partner that refused until the schedule gave up gets the
// postback after "retry now". Partner users see neither, in the UI or the API. Screenshots into
// test-output/console/.
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../server/db';
import { LOOPBACK_FAKES, startFakePartner, type FakePartner } from '../../server/partners/testing/fake-partner';
import { startFakeGoogle, type FakeGoogle } from '../../server/push/testing/fake-google';
import { validLead } from '../../server/testing/app';
import { startPostgres, type TestPostgres } from '../support/postgres';
import { launchBrowser, newOfflineSafeContext } from './support/browser';
import { ROOT, startNayaServer, type NayaServer } from './support/servers';

const EMAIL = 'ops@naya.test';
const PASSWORD = 'console password 1';
const SHOTS = path.join(ROOT, 'test-output', 'console');
const AXE = readFileSync(path.join(ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8');
const ADMIN = { Authorization: 'Bearer test-admin-token', 'Content-Type': 'application/json' };

let pg: TestPostgres;
let db: Db;
let google: FakeGoogle;
let partner: FakePartner;
let server: NayaServer;
let browser: Browser;

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
  await page.evaluate(() => document.fonts.ready); // the Sinhala and Tamil faces load when first needed
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

async function consolePage(): Promise<Page> {
  const context = await newOfflineSafeContext(browser, { viewport: { width: 1024, height: 768 }, bypassCSP: true, acceptDownloads: true });
  return context.newPage();
}

/** Signs in with the keyboard only. */
async function signIn(page: Page, email = EMAIL, password = PASSWORD) {
  await page.goto(`${server.origin}/console/`);
  await page.getByLabel('E-mail').focus();
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { name: /^Dashboard/ }).waitFor();
}

let n = 0;
/** A lead of partner 41 with push tokens, straight into the database. */
async function subscriber(lang: string, optIn: boolean, tokens: number): Promise<string[]> {
  n += 1;
  const id = `campaign-lead-${n}`;
  await db.query(
    `insert into leads (lead_id, full_name, phone, nic, nic_birth_date, amount, term_days, monthly_income, employment, district,
       consent, consent_at, consent_version, provider, verified, status, lang, client_id, marketing_opt_in)
     values ($1, 'Push Person', $2, '199012301234', '1990-05-02', 50000, 90, 80000, 'salaried', 'Colombo', true, now(), 'v1', 41,
       true, 'new', $3, $4, $5)`,
    [id, `+9477${String(2000000 + n).slice(1)}0`, lang, `client-${n}`, optIn],
  );
  const made = Array.from({ length: tokens }, (_, i) => `fcm-${lang}-${n}-${i}`);
  for (const token of made) await db.query('insert into push_tokens (token, lead_id) values ($1, $2)', [token, id]);
  return made;
}

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  pg = await startPostgres();
  google = await startFakeGoogle();
  partner = await startFakePartner([500, 500, 200]);
  server = await startNayaServer({
    DATABASE_URL: pg.url,
    CONSOLE_ADMIN_EMAIL: EMAIL,
    CONSOLE_ADMIN_PASSWORD: PASSWORD,
    PUBLIC_URL: 'https://naya.test',
    POSTBACK_RETRY_DELAYS_S: '1', // one retry a second after the first try, then it gives up
    ...LOOPBACK_FAKES,
    ...google.env,
  });
  db = await openDatabase({ databaseUrl: pg.url, dataDir: 'memory' });
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await db?.close();
  await google?.close();
  await partner?.close();
  pg?.stop();
});

describe('console campaigns and postback retry', () => {
  it('composes a campaign by keyboard, counts the audience as the database does, sends it to exactly those tokens, and shows the sent counts', async () => {
    const si = await subscriber('si', true, 2); // two devices
    const en = await subscriber('en', true, 1);
    const ta = await subscriber('ta', true, 1); // no Tamil text: reads English
    await subscriber('si', false, 1); // did not opt in
    const [expected] = await db.query<{ subscribers: number; people: number }>(
      `select count(*)::int as subscribers, count(distinct l.lead_id)::int as people
       from push_tokens t join leads l on l.lead_id = t.lead_id where l.marketing_opt_in and l.consent_withdrawn_at is null`,
    );
    expect(expected).toEqual({ subscribers: 4, people: 3 });

    const page = await consolePage();
    await signIn(page);
    await page.getByRole('link', { name: 'Campaigns' }).click();
    await page.getByRole('heading', { name: 'Campaigns', exact: true }).waitFor();
    await page.getByText('No campaigns yet.').waitFor();
    const size = page.locator('.audience-size');
    await expect.poll(() => size.innerText()).toBe('This campaign would reach 3 people (4 push subscribers).');

    // Sent blank: the server's messages beside the Sinhala fields, nothing stored.
    await page.getByRole('button', { name: 'Send campaign' }).focus();
    await page.keyboard.press('Enter');
    await page.locator('#campaign-si-title-error').waitFor();
    await expect(page.locator('#campaign-si-title-error').innerText()).resolves.toBe('required');
    await expect(page.locator('#campaign-si-body-error').innerText()).resolves.toBe('required');
    await expect(page.locator('#campaign-si-url-error').innerText()).resolves.toBe('an https:// address or a path from /');
    await expect(page.locator('#campaign-si-title').getAttribute('aria-describedby')).resolves.toBe('campaign-si-title-error');
    expect(await db.query('select 1 from campaigns')).toEqual([]);

    const sinhala = page.getByRole('group', { name: /^Sinhala/ });
    const english = page.getByRole('group', { name: /^English/ });
    await sinhala.getByLabel('Title').fill('නව ණය දීමනා');
    await sinhala.getByLabel('Text').fill('අද ඔබට ගැළපෙන ණය බලන්න');
    await sinhala.getByLabel(/^Link/).fill('/offers/');
    await english.getByLabel('Title').fill('New loan offers');
    await english.getByLabel('Text').fill('See the loans that fit you today');
    await english.getByLabel(/^Link/).fill('/en/offers/');
    await expect(page.getByRole('status', { name: 'Languages without a text' }).innerText()).resolves.toBe(
      'No Tamil text: Tamil readers get the English text.',
    );
    await page.getByLabel('Partner id (blank: all)').fill('41');
    await expect.poll(() => size.innerText()).toBe('This campaign would reach 3 people (4 push subscribers).');
    await page.getByLabel('District').selectOption('Kandy');
    await expect.poll(() => size.innerText()).toBe('This campaign would reach 0 people (0 push subscribers).');
    await page.getByLabel('District').selectOption('');
    await expect.poll(() => size.innerText()).toBe('This campaign would reach 3 people (4 push subscribers).');
    await screen(page, '11-campaign-compose');

    let asked = '';
    page.once('dialog', (dialog) => {
      asked = dialog.message();
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'Send campaign' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Campaign “නව ණය දීමනා”' }).waitFor();
    expect(asked).toBe('Send “නව ණය දීමනා” to 3 people (4 push subscribers) now? A sent campaign cannot be called back.');

    // FCM received exactly the audience's tokens, each once, in the lead's language.
    await expect.poll(() => google.delivered.length, { timeout: 30_000 }).toBe(4);
    await new Promise((r) => setTimeout(r, 1000));
    expect(google.received).toHaveLength(4);
    const [{ campaign_id }] = await db.query<{ campaign_id: string }>('select campaign_id from campaigns');
    const byToken = Object.fromEntries(google.delivered.map((m) => [m.token, m.data]));
    expect(Object.keys(byToken).sort()).toEqual([...si, ...en, ...ta].sort());
    for (const token of si) expect(byToken[token]).toMatchObject({ title: 'නව ණය දීමනා', url: '/offers/', campaign_id });
    // No Tamil text: Tamil readers get English before Sinhala (issue 43: Tamil → English → Sinhala).
    for (const token of [...en, ...ta])
      expect(byToken[token]).toMatchObject({
        title: 'New loan offers',
        body: 'See the loans that fit you today',
        url: '/en/offers/',
        campaign_id,
      });

    // The screen reads the report again until every message is through.
    await page.getByText('Every message is through.').waitFor({ timeout: 15_000 });
    await expect(page.locator('[data-figure="sent"]').innerText()).resolves.toBe('4');
    await expect(page.locator('[data-figure="failed"]').innerText()).resolves.toBe('0');
    await expect(page.locator('[data-figure="clicked"]').innerText()).resolves.toBe('0');
    await screen(page, '12-campaign-sent');
    // A notification clicked (the service worker's event, twice): counted once.
    const clicked = google.delivered[0]!.data;
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${server.origin}/api/event`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          event: 'push_click',
          event_id: randomUUID(),
          message_id: clicked.message_id,
          campaign_id: clicked.campaign_id,
          delivery_id: clicked.delivery_id,
        }),
      });
      expect(res.status).toBeLessThan(300);
    }
    await expect.poll(async () => (await db.query("select 1 from events where event = 'push_click'")).length).toBe(2);
    await page.getByRole('link', { name: '← All campaigns' }).click();
    const row = page.getByRole('table', { name: 'sent campaigns' }).locator('tbody tr');
    await row.first().waitFor();
    // the list shows what it had, then what it reads again (sent and clicked moved since)
    await expect
      .poll(() => row.locator('td').allInnerTexts())
      .toEqual([expect.any(String), 'නව ණය දීමනා', 'partner 41', '4', '4', '0', '1']);
    // the list's view (search, hidden column) survives a reload, and its CSV is the same set
    await page.getByRole('searchbox', { name: 'Search sent campaigns' }).fill('partner 41');
    await page.keyboard.press('Enter');
    await page.getByText('Columns').click();
    await page.getByLabel('Show column Audience').uncheck();
    expect(new URL(page.url()).search).toBe('?q=partner+41&hide=audience');
    await page.reload();
    await expect.poll(() => row.locator('td').allInnerTexts()).toEqual([expect.any(String), 'නව ණය දීමනා', '4', '4', '0', '1']);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export this campaign as CSV' }).click(),
    ]);
    const file = readFileSync((await download.path())!, 'utf8').split('\r\n');
    expect(file[0]).toBe('created_at,title,audience,planned,sent,failed,clicked,campaign_id');
    expect(file[1]).toMatch(new RegExp(`,නව ණය දීමනා,partner 41,4,4,0,1,${campaign_id}$`));

    const audit = await db.query<{ actor: string; outcome: unknown }>(
      "select actor, outcome from audit_log where action = 'campaign.send'",
    );
    expect(audit).toEqual([
      { actor: `console:${EMAIL}`, outcome: { campaign_id, planned: 4, languages: ['si', 'en'], filters: ['provider'] } },
    ]);
    await page.context().close();
  });

  it('keeps campaigns from a partner user: no link, no screen, and the API refuses it', async () => {
    const made = await fetch(`${server.origin}/api/console/users`, {
      method: 'POST',
      headers: ADMIN,
      body: JSON.stringify({ email: 'p41@partner.test', password: 'partner password 41', role: 'partner', provider_id: 41 }),
    });
    expect(made.status).toBe(201);
    const page = await consolePage();
    await signIn(page, 'p41@partner.test', 'partner password 41');
    expect(await page.getByRole('link', { name: 'Campaigns' }).count()).toBe(0);
    await page.goto(`${server.origin}/console/campaigns`);
    await page.getByRole('heading', { name: 'Dashboard — partner 41' }).waitFor(); // not the campaigns screen
    expect(await page.getByRole('button', { name: 'Send campaign' }).count()).toBe(0);
    const before = await db.query('select campaign_id from campaigns');
    const statuses = await page.evaluate(async () => {
      const { csrf } = await (await fetch('/api/console/me')).json();
      const send = await fetch('/api/console/campaigns', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': csrf },
        body: JSON.stringify({ content: { si: { title: 'x', body: 'y', url: '/' } } }),
      });
      return [(await fetch('/api/console/campaigns')).status, (await fetch('/api/console/campaigns/audience')).status, send.status];
    });
    expect(statuses).toEqual([403, 403, 403]);
    expect(await db.query('select campaign_id from campaigns')).toEqual(before);
    await page.context().close();
  });

  it('"retry now" on a postback the schedule gave up on: the partner receives it and the lead page shows the new attempt', async () => {
    const added = await fetch(`${server.origin}/api/admin/partners`, {
      method: 'POST',
      headers: ADMIN,
      body: JSON.stringify({ provider_id: 42, name: 'Refusing Partner', postback_url: partner.url }),
    });
    expect(added.status).toBe(201);
    const posted = await fetch(`${server.origin}/api/leads`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(validLead({ provider: 42, client_id: randomUUID() })),
    });
    expect(posted.status).toBe(201);
    const { lead_id: leadId } = (await posted.json()) as { lead_id: string };
    const state = async () => (await db.query<{ state: string }>('select state from postbacks where lead_id = $1', [leadId]))[0]?.state;
    await expect.poll(state, { timeout: 30_000 }).toBe('failed');
    expect(partner.received).toHaveLength(2); // 500, then 500 a second later; then it gave up

    const page = await consolePage();
    await signIn(page);
    await page.goto(`${server.origin}/console/leads/${leadId}`);
    const row = page.locator('table[aria-label="postbacks"] tbody tr');
    await row.first().waitFor();
    await expect(row.locator('td').nth(2).innerText()).resolves.toBe('failed');
    await expect(row.locator('ol.tries li').allInnerTexts()).resolves.toEqual([
      expect.stringMatching(/: refused \(500\)$/),
      expect.stringMatching(/: refused \(500\)$/),
    ]);
    const retry = page.getByRole('button', { name: `Retry now: lead_created:${leadId}:new` });
    await retry.focus();
    await page.keyboard.press('Enter');
    await page.getByText(`Retrying lead_created:${leadId}:new now; its new attempt shows below.`).waitFor();
    await expect.poll(() => row.locator('td').nth(2).innerText(), { timeout: 20_000 }).toBe('sent');
    await expect(row.locator('ol.tries li').last().innerText()).resolves.toMatch(/: delivered \(200\)$/);
    await expect(row.locator('td').nth(3).innerText()).resolves.toBe('3');
    expect(await retry.count()).toBe(0); // nothing left to retry
    expect(partner.received).toHaveLength(3);
    expect(partner.received[2]!.body).toBe(partner.received[0]!.body); // same body, same idempotency key
    expect(JSON.parse(partner.received[2]!.body).idempotency_key).toBe(`lead_created:${leadId}:new`);
    await screen(page, '13-postback-retried');
    const audit = await db.query<{ actor: string; outcome: unknown }>(
      "select actor, outcome from audit_log where action = 'console.postback.retry'",
    );
    expect(audit).toEqual([{ actor: `console:${EMAIL}`, outcome: { provider_id: 42, attempts: 2 } }]);
    await page.context().close();
  });
});
