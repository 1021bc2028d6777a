// The console's Lenders screen in Chromium against the real server (its routing and delivery
// workers running): an operator adds a lender (a rule the shared schema refuses and a delivery URL
// the outbound rules refuse each shown beside its field), changes its daily cap, finds it in the
// list, whose sort and columns survive a reload, exports the list as CSV, and after a lead is routed
// to it (a fake lender server on 127.0.0.1 receives the signed delivery) sees the delivery and the
// lender's return in its detail. Operators only: a partner user has no Lenders entry. axe on each
// screen; screenshots into test-output/console/.
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOOPBACK_FAKES, startFakePartner, type FakePartner } from '../../server/partners/testing/fake-partner';
import { validLead } from '../../server/testing/app';
import { newOfflineSafeContext } from './support/browser';
import { ROOT } from './support/servers';
import { nayaSuite } from './support/suite';

const EMAIL = 'ops@naya.test';
const PASSWORD = 'console password 1';
const SHOTS = path.join(ROOT, 'test-output', 'console');
const AXE = readFileSync(path.join(ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8');

const suite = nayaSuite({
  CONSOLE_ADMIN_EMAIL: EMAIL,
  CONSOLE_ADMIN_PASSWORD: PASSWORD,
  PARTNER_SECRET_KEY: Buffer.alloc(32, 7).toString('base64'),
  ...LOOPBACK_FAKES,
});
let lender: FakePartner;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  lender = await startFakePartner([200]);
});
afterAll(async () => {
  await lender?.close();
});

async function signIn(page: Page, email = EMAIL, password = PASSWORD) {
  await page.goto(`${suite.server.origin}/console/`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { name: /^Dashboard/ }).waitFor();
}

async function waitFor(what: string, check: () => boolean | Promise<boolean>, ms = 30_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** axe-core's serious and critical findings on the page, then a screenshot. */
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

/** The rows of a table as the page shows them, each a list of cell texts. */
const rowsOf = (page: Page, label: string) =>
  page
    .getByRole('table', { name: label, exact: true })
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent ?? '')));

describe('console lenders', () => {
  it('adds a lender, changes its cap, keeps the view through a reload, exports CSV, and shows a routed delivery and its return', async () => {
    // CSP bypassed only so the test can inject axe-core
    const context = await newOfflineSafeContext(suite.browser, {
      viewport: { width: 1280, height: 900 },
      acceptDownloads: true,
      bypassCSP: true,
    });
    const page = await context.newPage();
    await signIn(page);
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Lenders' }).click();
    await page.getByRole('heading', { name: 'Lenders', level: 1 }).waitFor();
    await page.getByText('No lender yet: add one below.').waitFor();

    const form = page.getByRole('form', { name: 'Add a lender' });
    await form.getByLabel('Name', { exact: true }).fill('Galle Finance');
    await form.getByLabel(/^Districts/).selectOption(['Galle', 'Matara']);
    await form.getByLabel('salaried').check();
    await form.getByLabel(/^Daily cap/).fill('5');
    await form.getByLabel(/^Hours/).fill('25:00-08:00');
    await form.getByRole('button', { name: 'Add lender' }).click();
    // the shared schema refuses it in the page, beside the field
    await expect.poll(() => page.locator('#new-rules-hours-error').textContent()).toBe('Two 24-hour times, like 08:00-20:00.');
    expect(await form.getByLabel(/^Hours/).getAttribute('aria-describedby')).toBe('new-rules-hours-error');
    await form.getByLabel(/^Hours/).fill('');
    // the server's outbound rules refuse a private address, shown beside the field
    await form.getByLabel(/^Delivery URL/).fill('https://10.1.2.3/leads');
    await form.getByRole('button', { name: 'Add lender' }).click();
    await expect
      .poll(() => page.locator('#new-delivery_url-error').textContent())
      .toBe('This address is refused: it leads to a private or local network.');
    await form.getByLabel(/^Delivery URL/).fill(lender.url);
    await form.getByRole('button', { name: 'Add lender' }).click();
    const made = page.getByRole('status').filter({ hasText: 'Galle Finance is added' });
    await made.waitFor();
    const apiKey = (await made.locator('code').first().textContent())!;
    expect(apiKey).toMatch(/^naya_lender_/);
    expect(await made.locator('code').nth(1).textContent()).toMatch(/^whsec_/);

    // a second lender that takes leads only by clicks
    await form.getByLabel('Name', { exact: true }).fill('Amara Bank');
    await form.getByLabel(/Takes routed leads/).uncheck();
    await form.getByRole('button', { name: 'Add lender' }).click();
    await page.getByRole('status').filter({ hasText: 'Amara Bank is added' }).waitFor();
    await expect.poll(() => rowsOf(page, 'lenders').then((rows) => rows.length)).toBe(2);

    // its cap changes in its detail
    await page.getByRole('link', { name: 'Galle Finance' }).first().click();
    await page.getByRole('heading', { name: 'Galle Finance', level: 1 }).waitFor();
    const edit = page.getByRole('form', { name: 'Change Galle Finance' });
    expect(await edit.getByLabel(/^Daily cap/).inputValue()).toBe('5');
    await edit.getByLabel(/^Daily cap/).fill('7');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('The changes are saved.').waitFor();
    await page.getByText(/0 delivered today of a daily cap of 7/).waitFor();
    await page.getByRole('link', { name: '← All lenders' }).click();

    // the list: sorted by name, a column hidden; the view is in the address and survives a reload
    // the first click sorts descending, the second ascending: not the order they were added in
    await page.getByRole('button', { name: 'Name', exact: true }).click();
    await page.getByRole('columnheader', { name: 'Name ▼' }).waitFor();
    await page.getByRole('button', { name: 'Name ▼' }).click();
    await page.getByRole('columnheader', { name: 'Name ▲' }).waitFor();
    await page.locator('details.columns summary').click();
    await page.getByLabel('Show column Lender id').uncheck();
    const listed = async () => (await rowsOf(page, 'lenders')).map((r) => r.slice(0, 6));
    const expected = [
      ['Amara Bank', 'active', 'clicks only', '0', 'none', '—'],
      ['Galle Finance', 'active', 'push', '0', '7', 'all day'],
    ];
    await expect.poll(listed).toEqual(expected);
    expect(page.url()).toMatch(/sort=name&dir=asc/);
    await page.reload();
    await page.getByRole('heading', { name: 'Lenders', level: 1 }).waitFor();
    await expect.poll(listed).toEqual(expected);
    expect(await page.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('ascending');
    expect(await page.getByRole('columnheader', { name: 'Lender id' }).count()).toBe(0);
    await screen(page, 'lenders');

    // the CSV holds what the table shows, in its order
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export these 2 lenders as CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('naya-lenders.csv');
    const csv = readFileSync((await download.path())!, 'utf8')
      .trimEnd()
      .split('\r\n');
    expect(csv[0]).toBe('name,state,delivery,today,daily_cap,hours,returns,created_at,lender_id');
    expect(csv.slice(1).map((line) => line.split(',').slice(0, 7).join(','))).toEqual([
      'Amara Bank,active,clicks only,0,,,0',
      'Galle Finance,active,push,0,7,all day,0',
    ]);

    // a lead from Galle is routed to it by the real workers, the signed delivery reaches its server
    const origin = suite.server.origin;
    const { version } = (await (await fetch(`${origin}/api/consent`)).json()) as { version: string };
    const registered = await fetch(`${origin}/api/leads`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(validLead({ consent_version: version, district: 'Galle', client_id: randomUUID() })),
    });
    expect(registered.status).toBe(201);
    const { lead_id } = (await registered.json()) as { lead_id: string };
    await waitFor('the delivery at the lender', () => lender.received.length === 1);
    expect(JSON.parse(lender.received[0]!.body)).toMatchObject({ event: 'lead_delivered', lead_id, district: 'Galle' });
    // the lender returns it, with its key from the console
    const returned = await fetch(`${origin}/api/lender/leads/${lead_id}/return`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${apiKey}` },
      body: JSON.stringify({ reason: 'not_eligible' }),
    });
    expect(returned.status).toBe(200);

    await page.getByRole('link', { name: 'Galle Finance' }).click();
    await page.getByRole('heading', { name: 'Galle Finance', level: 1 }).waitFor();
    await page.reload(); // the day as the server has it now
    await expect
      .poll(async () => (await rowsOf(page, 'deliveries today')).map((r) => r.slice(1, 4)), { timeout: 15_000 })
      .toEqual([[lead_id, 'sent', '1']]);
    expect((await rowsOf(page, 'returns today')).map((r) => r.slice(1))).toEqual([[lead_id, 'not_eligible']]);
    await page.getByText(/1 delivered today of a daily cap of 7; 1 returned in all/).waitFor();
    await screen(page, 'lender-detail');

    // a new key is shown once; the old one stops at once
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'New API key' }).click();
    const fresh = await page.getByRole('status').filter({ hasText: 'shown only now' }).locator('code').textContent();
    expect(fresh).toMatch(/^naya_lender_/);
    expect(fresh).not.toBe(apiKey);
    const pull = (key: string) => fetch(`${origin}/api/lender/leads?since=2026-01-01`, { headers: { Authorization: `Bearer ${key}` } });
    expect((await pull(apiKey)).status).toBe(401);
    expect((await pull(fresh!)).status).toBe(200);
    await context.close();
  });

  it('shows partner users no Lenders entry and no lender screen', async () => {
    const context = await newOfflineSafeContext(suite.browser, { viewport: { width: 1024, height: 768 } });
    const page = await context.newPage();
    await signIn(page);
    const csrf = await page.evaluate(async () => ((await (await fetch('/api/console/me')).json()) as { csrf: string }).csrf);
    const added = await page.evaluate(
      async (token) =>
        (
          await fetch('/api/console/users', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': token },
            body: JSON.stringify({ email: 'p90@partner.test', password: 'partner password 90', role: 'partner', provider_id: 90 }),
          })
        ).status,
      csrf,
    );
    expect(added).toBe(201);
    await context.clearCookies();
    await signIn(page, 'p90@partner.test', 'partner password 90');
    expect(await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Lenders' }).count()).toBe(0);
    await page.goto(`${suite.server.origin}/console/lenders`);
    await page.getByRole('heading', { name: /^Dashboard/ }).waitFor();
    expect(await page.getByRole('heading', { name: 'Lenders' }).count()).toBe(0);
    expect(await page.evaluate(async () => (await fetch('/api/console/lenders')).status)).toBe(403);
    await context.close();
  });
});
