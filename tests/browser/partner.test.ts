// The partner integration as a partner's visitor meets it: a plain page on another origin with the
// documented snippet, the real server (database, feed, API) behind it, real Chromium, minified
// bundles from dist/. Assertions read what reached the server (admin API) and what the visitor sees
// inside the widgets' shadow roots.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validationMessages } from '../../common/domain';
import { launchBrowser, newOfflineSafeContext } from './support/browser';
import { startNayaServer, startTestServer, type NayaServer, type TestServer } from './support/servers';

const ADMIN = { Authorization: 'Bearer test-admin-token' };
let server: NayaServer;
let partner: TestServer;
let browser: Browser;
let context: BrowserContext;

interface PageOptions {
  hostCss?: string;
  loaderTwice?: boolean;
}

/** The partner page: exactly the documented snippet and two mount points. */
function partnerHtml(options: PageOptions = {}): string {
  const script = `<script async src="${server.origin}/loader.js"></script>`;
  return `<!doctype html><html lang="si-LK"><head><meta charset="utf-8"><title>partner</title>
<style>${options.hostCss ?? ''}</style></head><body>
<script>
  window.nayaConfig = { countryId: 10, src: 'partner-test', mdm: 'referral' };
  window.naya = window.naya || [];
  window.naya.push(['track', 'partner_queued', { step: 1 }]);
</script>
${script}${options.loaderTwice ? script : ''}
<div data-naya-widget="registration"></div>
<div data-naya-widget="offers"></div>
</body></html>`;
}

const pages: Record<string, string> = {};
async function openPartner(options: PageOptions = {}): Promise<Page> {
  const name = `/p${Object.keys(pages).length}/`;
  pages[name] = partnerHtml(options);
  const page = await context.newPage();
  await page.goto(partner.origin + name);
  return page;
}

const offersIds = (page: Page) =>
  page.locator('[data-naya-widget=offers] li.naya-card h3').evaluateAll((hs) => hs.map((h) => h.id.replace('naya-offer-', '')));

async function admin<T>(path: string): Promise<T> {
  const response = await fetch(server.origin + path, { headers: ADMIN });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

async function fillValidLead(page: Page, overrides: Record<string, string> = {}) {
  const form = page.locator('[data-naya-widget=registration]');
  const values: Record<string, string> = {
    full_name: 'Nimal Perera',
    phone: '071 234 5678',
    nic: '199012345678',
    amount: '150000',
    monthly_income: '85000',
    ...overrides,
  };
  for (const [name, value] of Object.entries(values)) await form.locator(`input[name=${name}]`).fill(value);
  await form.locator('select[name=term_days]').selectOption('365');
  await form.locator('select[name=employment]').selectOption('salaried');
  await form.locator('select[name=district]').selectOption('Colombo');
  await form.locator('input[name=consent]').check();
}

beforeAll(async () => {
  server = await startNayaServer();
  partner = await startTestServer({
    routes: Object.fromEntries(
      Array.from({ length: 20 }, (_, i) => [
        `GET /p${i}/`,
        (_req, res) => {
          res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
          res.end(pages[`/p${i}/`]);
        },
      ]),
    ),
  });
  browser = await launchBrowser();
  context = await newOfflineSafeContext(browser);
});

afterAll(async () => {
  await browser?.close();
  await partner?.close();
  await server?.stop();
});

describe('partner page with the loader snippet', () => {
  it('mounts both widgets in shadow roots from one script tag and runs the queued call', async () => {
    const sent: string[] = []; // listening before the page loads: the loader may send at once
    const listen = (r: { url(): string; postData(): string | null }) =>
      r.url() === `${server.origin}/api/event` && sent.push(r.postData() ?? '');
    context.on('request', listen);
    const page = await openPartner();
    await expect.poll(() => offersIds(page), { timeout: 20_000 }).not.toHaveLength(0);
    await page.locator('[data-naya-widget=registration] form').waitFor();
    expect(new URL(partner.origin).origin).not.toBe(server.origin);
    expect(
      await page.evaluate(() => [...document.querySelectorAll('[data-naya-widget]')].every((el) => el.shadowRoot?.querySelector('style'))),
    ).toBe(true);
    await expect.poll(() => sent.find((b) => b.includes('partner_queued'))).toBeTruthy();
    context.off('request', listen);
    const event = JSON.parse(sent.find((b) => b.includes('partner_queued'))!);
    expect(event).toMatchObject({ event: 'partner_queued', step: 1, utm_source: 'partner-test', utm_medium: 'referral' });
    // Sinhala: the country's default (countryId 10)
    await expect.poll(() => page.locator('[data-naya-widget=registration] h2').textContent()).toBe('ණයක් සඳහා අයදුම් කරන්න');
    await page.close();
  });

  it('shows the Sinhala messages for an invalid phone and NIC on their fields and focuses the first', async () => {
    const page = await openPartner();
    await fillValidLead(page, { phone: '12345', nic: '12345678' });
    const form = page.locator('[data-naya-widget=registration]');
    await form.locator('button[type=submit]').click();
    const phone = form.locator('input[name=phone]');
    const nic = form.locator('input[name=nic]');
    await expect.poll(() => phone.getAttribute('aria-invalid')).toBe('true');
    expect(await nic.getAttribute('aria-invalid')).toBe('true');
    const phoneError = await phone.getAttribute('aria-describedby');
    expect(await page.locator(`[data-naya-widget=registration] [id="${phoneError!.split(' ').pop()}"]`).textContent()).toBe(
      validationMessages.si.phone_invalid,
    );
    expect(await form.locator('.naya-error').allTextContents()).toEqual([
      validationMessages.si.phone_invalid,
      validationMessages.si.nic_invalid,
    ]);
    await expect
      .poll(() =>
        page.evaluate(
          () => (document.querySelector('[data-naya-widget=registration]')!.shadowRoot!.activeElement as HTMLInputElement)?.name,
        ),
      )
      .toBe('phone');
    const stats = await admin<{ leads: number }>('/api/admin/stats');
    expect(stats.leads).toBe(0); // nothing was sent
    await page.close();
  });

  it('registers a lead, sends the webhook, reorders the offers for it, and records an offer click', async () => {
    const page = await openPartner();
    await expect.poll(() => offersIds(page), { timeout: 20_000 }).not.toHaveLength(0);
    const before = await admin<{ leads: number; webhooks: number }>('/api/admin/stats');
    await fillValidLead(page);
    const leadPost = page.waitForResponse((r) => r.url() === `${server.origin}/api/leads`);
    await page.locator('[data-naya-widget=registration] button[type=submit]').click();
    expect((await leadPost).status()).toBe(201);
    await page.locator('[data-naya-widget=registration] h2', { hasText: 'ස්තුතියි' }).waitFor();

    const leads = await admin<{ lead_id: string; phone: string; consent_version: string }[]>('/api/admin/leads');
    const leadId = await page.evaluate(() => localStorage.getItem('leadId'));
    expect(leads.find((l) => l.lead_id === leadId)).toMatchObject({ phone: '+94712345678' });
    await expect.poll(async () => (await admin<{ webhooks: number }>('/api/admin/stats')).webhooks).toBe(before.webhooks + 1);
    expect((await admin<{ leads: number }>('/api/admin/stats')).leads).toBe(before.leads + 1);

    // The offers widget follows the lead: the sl-feed order for it, labelled as personal.
    const ranked: string[] = await (await fetch(`${server.origin}/sl-feed?lead_id=${leadId}`)).json();
    await page.locator('[data-naya-widget=offers] p', { hasText: 'ඔබගේ අයදුම්පතට ගැළපෙන' }).waitFor();
    const shown = await offersIds(page);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown).toEqual(ranked.filter((id) => shown.includes(id)));

    // A click: the event (keepalive) reaches the server with a click id that is also in the URL.
    const click = page.waitForRequest((r) => r.url() === `${server.origin}/api/event` && (r.postData() ?? '').includes('offer_click'));
    const navigations: string[] = []; // the lender's site is outside: the request is seen, then blocked
    context.on('request', (r) => navigations.push(r.url()));
    await page.locator('[data-naya-widget=offers] a.naya-btn').first().click();
    const body = JSON.parse((await click).postData()!);
    expect(body).toMatchObject({ event: 'offer_click', offer_id: shown[0], lead_id: leadId });
    expect(JSON.stringify(body)).not.toMatch(/Nimal|712345678|199012345678|85000/); // no lead data
    await expect.poll(() => navigations.find((u) => u.includes(body.click_id))).toBeTruthy();
    expect(navigations.find((u) => u.includes(body.click_id))).toContain(leadId);
    expect((await (await click).response())?.status()).toBe(202);
    await page.close();
  });

  it('is not changed by aggressive host CSS', async () => {
    const read = (page: Page) =>
      page.evaluate(() => {
        const styles: string[] = [];
        for (const host of document.querySelectorAll('[data-naya-widget]')) {
          for (const el of host.shadowRoot!.querySelectorAll('h2, label, button, p, input, select')) {
            const s = getComputedStyle(el);
            styles.push(`${el.tagName} ${s.color} ${s.fontSize} ${s.fontFamily} ${s.lineHeight}`);
          }
        }
        return styles;
      });
    const clean = await openPartner();
    await expect.poll(() => offersIds(clean), { timeout: 20_000 }).not.toHaveLength(0);
    const hostile = await openPartner({ hostCss: '* { color: red !important; font-size: 40px } html { font-size: 40px }' });
    await expect.poll(() => offersIds(hostile), { timeout: 20_000 }).not.toHaveLength(0);
    const [a, b] = [await read(clean), await read(hostile)];
    expect(a.length).toBeGreaterThan(10);
    expect(b).toEqual(a);
    expect(b.join()).not.toContain('rgb(255, 0, 0)');
    expect(await hostile.evaluate(() => getComputedStyle(document.body).color)).toBe('rgb(255, 0, 0)'); // the host CSS applied
    await clean.close();
    await hostile.close();
  });

  it('mounts once and sends one page view when the loader is included twice', async () => {
    const page = await openPartner({ loaderTwice: true });
    const views: string[] = [];
    page.on('request', (r) => {
      if (r.url() === `${server.origin}/api/event` && (r.postData() ?? '').includes('"page_view"')) views.push(r.postData()!);
    });
    await expect.poll(() => offersIds(page), { timeout: 20_000 }).not.toHaveLength(0);
    await page.evaluate(() => new Promise((r) => setTimeout(r, 500)));
    const roots = await page.evaluate(() =>
      [...document.querySelectorAll('[data-naya-widget]')].map((el) => el.shadowRoot!.querySelectorAll('.naya-root').length),
    );
    expect(roots).toEqual([1, 1]);
    expect(await page.evaluate(() => document.querySelectorAll('script[src$="/loader.js"]').length)).toBe(2);
    expect(views.length).toBeLessThanOrEqual(1); // the first view may have gone before listening
    await page.close();
  });
});
