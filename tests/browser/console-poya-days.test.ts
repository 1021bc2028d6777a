// The console's Poya days screen in Chromium against the real server (its campaign rules' clock at
// 2026-11-25, server/testing/child.ts): the seeded list has ended, so the screen warns; an operator
// adds a day by keyboard and sees it listed, the warning still there while the list ends within 60
// days, and gone once it reaches further. The server's list says the same.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { newOfflineSafeContext } from './support/browser';
import { ROOT } from './support/servers';
import { nayaSuite } from './support/suite';

const EMAIL = 'poya-ops@naya.test';
const PASSWORD = 'console password 1';
const suite = nayaSuite({ CONSOLE_ADMIN_EMAIL: EMAIL, CONSOLE_ADMIN_PASSWORD: PASSWORD });
const AXE = readFileSync(path.join(ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8');

/** axe-core's serious and critical findings on the page. */
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

it('an operator adds Poya days, sees them listed, and the warning shows while the list ends within 60 days', async () => {
  // CSP bypassed only so the test can inject axe-core
  const context = await newOfflineSafeContext(suite.browser, { viewport: { width: 1024, height: 768 }, bypassCSP: true });
  const page = await context.newPage();
  await page.goto(`${suite.server.origin}/console/`);
  await page.getByLabel('E-mail').fill(EMAIL);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { name: /^Dashboard/ }).waitFor();
  const errors: string[] = []; // signed in (the console's first "who is signed in?" is a 401 before)
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Poya days' }).click();
  await page.getByRole('heading', { name: 'Poya days', level: 1 }).waitFor();

  const warning = page.locator('p.warning');
  await expect.poll(() => warning.textContent()).toContain('The Poya days list ended on 2026-10-25.');
  const table = page.getByRole('table');
  await expect.poll(() => table.locator('tbody tr').count()).toBe(10);
  expect(await seriousViolations(page)).toEqual([]);

  const add = async (day: string, note: string) => {
    await page.getByLabel('Day (as the gazette declares it)').fill(day);
    await page.getByLabel("Note (e.g. the gazette's number)").fill(note);
    await page.getByRole('button', { name: 'Add the day' }).press('Enter');
    await page.getByText(`${day} is a Poya day now: no campaign goes out on it.`).waitFor();
  };
  await add('2027-01-22', 'Duruthu 2027');
  await expect.poll(() => table.getByRole('row', { name: /2027-01-22/ }).textContent()).toContain('Duruthu 2027');
  await expect.poll(() => warning.textContent()).toContain('The Poya days list ends on 2027-01-22, within 60 days.');

  await add('2027-03-22', 'Medin 2027');
  await expect.poll(() => warning.count()).toBe(0);
  // the same day again: the server's refusal beside the field
  await page.getByLabel('Day (as the gazette declares it)').fill('2027-03-22');
  await page.getByRole('button', { name: 'Add the day' }).click();
  await expect.poll(() => page.locator('#poya-day-error').textContent()).toBe('This day is listed already.');
  expect(await page.getByLabel('Day (as the gazette declares it)').getAttribute('aria-invalid')).toBe('true');

  const res = await fetch(`${suite.server.origin}/api/admin/poya-days`, { headers: { Authorization: 'Bearer test-admin-token' } });
  const list = (await res.json()) as { days: { day: string; added_by: string }[]; ends_soon: boolean };
  expect(list.days.slice(-2)).toMatchObject([
    { day: '2027-01-22', added_by: `console:${EMAIL}` },
    { day: '2027-03-22', added_by: `console:${EMAIL}` },
  ]);
  expect(list.ends_soon).toBe(false);
  expect(errors.filter((e) => !e.includes('409'))).toEqual([]);
  await context.close();
});
