// The lead form on a phone, in real Chromium on the real site: four short steps (loan → contact →
// identity and income → consent) with a progress line, each checked before the next, back without
// losing input, `registration_step` events without lead data; on a wide screen one page. The
// consent shown and sent is the server's (GET /api/consent): it names the lenders that take leads.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { consentText } from '../../common/domain';
import { newOfflineSafeContext, waitForHydration } from './support/browser';
import { nayaSuite } from './support/suite';

const naya = nayaSuite();
const contexts: BrowserContext[] = [];
afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => {});
});

const CONSENT = encodeURIComponent('{"necessary":true,"analytics":false,"marketing":false}');

/** /en/reg/ (or `path`) at the given size, in a context of its own (nothing cached); every event
 * body the page posts is kept. */
async function openForm(
  size: { width: number; height: number },
  path = '/en/reg/',
): Promise<{ page: Page; events: Record<string, unknown>[] }> {
  const context = await newOfflineSafeContext(naya.browser, { viewport: size });
  contexts.push(context);
  await context.addCookies([{ name: 'cookie_consent', value: CONSENT, url: naya.server.origin }]);
  const page = await context.newPage();
  const events: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/event')
      events.push(JSON.parse(request.postData() ?? '{}'));
  });
  await page.goto(`${naya.server.origin}${path}`);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle'); // the form's widget chunk has hydrated it
  return { page, events };
}

const visibleFields = (page: Page) =>
  page
    .locator('form.naya-form')
    .evaluate((form) =>
      [...form.querySelectorAll<HTMLInputElement>('input[name],select[name]')]
        .filter((el) => el.offsetParent !== null)
        .map((el) => el.name),
    );
/** The focused field's name, looking into a widget's shadow root. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    let el = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    return (el as HTMLInputElement | null)?.name;
  });
const stepEvents = (events: Record<string, unknown>[]) => events.filter((e) => e.event === 'registration_step');

describe('registration in steps on a phone', () => {
  it('goes loan → contact → identity and income → consent, checking each step, back keeps the input', async () => {
    const { page, events } = await openForm({ width: 390, height: 844 });
    const progress = page.locator('.naya-progress');
    const next = page.getByRole('button', { name: 'Next' });
    const submit = page.getByRole('button', { name: 'See my offers' });

    expect(await progress.textContent()).toBe('Step 1 of 4: Loan');
    expect(await visibleFields(page)).toEqual(['amount', 'term_days', 'purpose']);
    expect(await submit.isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Back' }).count()).toBe(0);

    // Step 1 is checked before step 2: an empty amount stays here with its error, focused.
    await page.fill('input[name=amount]', '');
    await next.click();
    await expect.poll(() => page.locator('input[name=amount]').getAttribute('aria-invalid')).toBe('true');
    expect(await progress.textContent()).toBe('Step 1 of 4: Loan');
    await expect.poll(() => focusedName(page)).toBe('amount');

    await page.fill('input[name=amount]', '150000');
    await next.click();
    await expect.poll(() => progress.textContent()).toBe('Step 2 of 4: Contact details');
    expect(await visibleFields(page)).toEqual(['full_name', 'phone', 'email']);
    await expect.poll(() => focusedName(page)).toBe('full_name');

    // Back and forth: what was typed stays.
    await page.fill('input[name=full_name]', 'Nimal Perera');
    await page.fill('input[name=phone]', '12345');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect.poll(() => progress.textContent()).toBe('Step 1 of 4: Loan');
    expect(await page.inputValue('input[name=amount]')).toBe('150000');
    await next.click();
    expect(await page.inputValue('input[name=full_name]')).toBe('Nimal Perera');
    // An invalid phone holds step 2.
    await next.click();
    await expect.poll(() => page.locator('input[name=phone]').getAttribute('aria-invalid')).toBe('true');
    expect(await progress.textContent()).toBe('Step 2 of 4: Contact details');
    await page.fill('input[name=phone]', '0712345678');
    await next.click();

    await expect.poll(() => progress.textContent()).toBe('Step 3 of 4: Identity and income');
    expect(await visibleFields(page)).toEqual(['nic', 'monthly_income', 'employment', 'district']);
    await page.fill('input[name=nic]', '199012345678');
    await page.fill('input[name=monthly_income]', '85000');
    await page.selectOption('select[name=employment]', 'salaried');
    await page.selectOption('select[name=district]', 'Colombo');
    await next.click();

    await expect.poll(() => progress.textContent()).toBe('Step 4 of 4: Consent');
    expect(await visibleFields(page)).toEqual(['consent', 'marketing_opt_in']);
    expect(await next.count()).toBe(0);
    await page.locator('input[name=consent]').check();
    await submit.click();
    await expect.poll(() => page.locator('.naya-registration h2').textContent(), { timeout: 15_000 }).not.toBe('Apply for a loan');
    const leads = await (
      await fetch(`${naya.server.origin}/api/admin/leads`, { headers: { Authorization: 'Bearer test-admin-token' } })
    ).json();
    expect(JSON.stringify(leads)).toContain('Nimal Perera');

    // Where visitors stop: started (1), then each step reached; nothing typed travels with them.
    await expect
      .poll(() => stepEvents(events).map((e) => [e.step, e.step_name]))
      .toEqual([
        [1, 'loan'],
        [2, 'contact'],
        [2, 'contact'],
        [3, 'identity_income'],
        [4, 'consent'],
      ]);
    const sent = JSON.stringify(stepEvents(events));
    for (const secret of ['Nimal', '0712345678', '199012345678', '85000', '150000']) expect(sent).not.toContain(secret);
  });

  it('shows one page on a wide screen: every section, no step buttons, the submit button', async () => {
    const { page } = await openForm({ width: 1280, height: 900 });
    expect(await visibleFields(page)).toEqual([
      'amount',
      'term_days',
      'purpose',
      'full_name',
      'phone',
      'email',
      'nic',
      'monthly_income',
      'employment',
      'district',
      'consent',
      'marketing_opt_in',
    ]);
    expect(await page.locator('fieldset.naya-step legend').allTextContents()).toEqual([
      'Loan',
      'Contact details',
      'Identity and income',
      'Consent',
    ]);
    expect(await page.getByRole('button', { name: 'Next' }).isVisible()).toBe(false);
    expect(await page.locator('.naya-progress').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'See my offers' }).isVisible()).toBe(true);
  });
});

describe('the consent names the lenders that take leads', () => {
  const admin = { Authorization: 'Bearer test-admin-token', 'Content-Type': 'application/json' };
  const WIDE = { width: 1280, height: 900 };
  const consentLabel = (page: Page) => page.locator('.naya-consent span').first();

  /** Fills the one-page form, agrees, sends it: the answer to its POST /api/leads and the body sent. */
  async function register(page: Page, phone: string, nic: string) {
    for (const [name, value] of Object.entries({ amount: '150000', full_name: 'Kamala Silva', phone, nic, monthly_income: '85000' }))
      await page.fill(`input[name=${name}]`, value);
    await page.selectOption('select[name=employment]', 'salaried');
    await page.selectOption('select[name=district]', 'Kandy');
    await page.locator('input[name=consent]').check();
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/leads' && r.request().method() === 'POST');
    await page.locator('button[type=submit]').click();
    const response = await answer;
    return { status: response.status(), body: await response.json(), sent: response.request().postDataJSON() };
  }
  const receipt = async (leadId: string) =>
    (await (await fetch(`${naya.server.origin}/api/admin/leads/${leadId}/lenders`, { headers: admin })).json()).receipt;

  it('shows the lender a new lead may go to and sends that version; a form opened before the lender came still registers', async () => {
    // Opened while no lender takes deliveries: the form's own wording.
    const before = await openForm(WIDE);
    await expect.poll(() => before.page.locator('input[name=consent]').isEnabled()).toBe(true);
    expect(await consentLabel(before.page).textContent()).toBe(consentText.en);

    const added = await fetch(`${naya.server.origin}/api/admin/lenders`, {
      method: 'POST',
      headers: admin,
      body: JSON.stringify({ name: 'Lanka Credit PLC', rules: {} }),
    });
    expect(added.status).toBe(201);
    const served = await (await fetch(`${naya.server.origin}/api/consent`)).json();
    expect(served.text.si).toContain('Lanka Credit PLC');

    // A form opened now, in Sinhala: the served wording naming the lender, and its version sent.
    const after = await openForm(WIDE, '/reg/');
    await expect.poll(() => consentLabel(after.page).textContent()).toBe(served.text.si);
    const fresh = await register(after.page, '0771234561', '198512345678');
    expect(fresh.status).toBe(201);
    expect(fresh.sent.consent_version).toBe(served.version);
    expect(await receipt(fresh.body.lead_id)).toMatchObject({ version: served.version, lenders: ['Lanka Credit PLC'], lang: 'si' });

    // The form opened before the change still registers (its version is current within 24 hours),
    // and its receipt holds the wording it showed.
    const old = await register(before.page, '0771234562', '198612345678');
    expect(old.status).toBe(201);
    expect(old.sent.consent_version).not.toBe(served.version);
    expect(await receipt(old.body.lead_id)).toMatchObject({ version: old.sent.consent_version, lenders: [] });
  });
});
