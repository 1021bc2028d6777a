// The phone-code step in real Chromium, on a partner page of another origin, against the real
// server and a loopback SMS gateway: the code asked right after registering, the masked number,
// the keyboard hints, a wrong code explained, the right code verifying the lead, and the
// attribution of the partner page (provider, country, domain, page without query, language)
// stored with the lead. In Sinhala and in English.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeIn, startFakeGateway, type FakeGateway } from '../../server/sms/testing/fake-gateway';
import { verifyCopy as enVerify } from '../../widgets/registration/verify-copy-en';
import { verifyCopy as siVerify } from '../../widgets/registration/verify-copy-si';
import { launchBrowser, newOfflineSafeContext } from './support/browser';
import { admin, fillValidLead, html } from './support/funnel-kit';
import { startNayaServer, startTestServer, type NayaServer, type TestServer } from './support/servers';

let gateway: FakeGateway;
let naya: NayaServer;
let partner: TestServer;
let browser: Browser;
let context: BrowserContext;

const partnerPage = (
  lang: string,
  origin: string,
) => `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>partner</title></head><body>
<h1>Quick loans</h1>
<script>window.nayaConfig = { provider: 7, country: 10, lang: '${lang}' };</script>
<script async src="${origin}/loader.js"></script>
<div data-naya-widget="registration"></div>
</body></html>`;

beforeAll(async () => {
  gateway = await startFakeGateway();
  naya = await startNayaServer({ ...gateway.env });
  partner = await startTestServer({
    routes: {
      'GET /loans/apply/': (_req, res) => html(res, partnerPage('si', naya.origin)),
      'GET /en/loans/apply/': (_req, res) => html(res, partnerPage('en', naya.origin)),
    },
  });
  browser = await launchBrowser();
  context = await newOfflineSafeContext(browser);
});

afterAll(async () => {
  await browser?.close();
  await partner?.close();
  await naya?.stop();
  await gateway?.close();
});

interface AdminLead {
  lead_id: string;
  phone: string;
  verified: boolean;
  provider: number | null;
  country: number | null;
  domain: string | null;
  page: string | null;
  lang: string;
}

async function register(page: Page, path: string, phone: string) {
  await page.goto(`${partner.origin}${path}?utm_source=fb&phone=${phone}`);
  const widget = page.locator('[data-naya-widget=registration]');
  await widget.locator('form').waitFor({ timeout: 30_000 });
  await fillValidLead(widget, { phone, nic: `1990123${phone.slice(-4)}8` }); // a person of their own: no duplicate
  await widget.locator('button[type=submit]').click();
  return widget;
}

describe.each([
  ['si', siVerify, '/loans/apply/', '0712345601'],
  ['en', enVerify, '/en/loans/apply/', '0712345602'],
] as const)('code step in %s', (lang, m, path, phone) => {
  it('asks for the code after registering, explains a wrong one, verifies with the right one; the lead keeps its partner page', async () => {
    const page = await context.newPage();
    const before = gateway.sent.length;
    const widget = await register(page, path, phone);
    const code = widget.getByLabel(m.codeLabel);
    await code.waitFor({ timeout: 20_000 });
    await expect.poll(() => gateway.sent.length).toBe(before + 1);
    const sms = gateway.sent.at(-1)!;
    expect(sms.to).toBe(`94${phone.slice(1)}`);
    await expect.poll(() => widget.getByText(m.sentTo(`07X XXX XX${phone.slice(-2)}`)).count()).toBe(1);
    expect(await code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(await code.getAttribute('inputmode')).toBe('numeric');
    await expect
      .poll(() => code.evaluate((el) => el.getRootNode() instanceof ShadowRoot && (el.getRootNode() as ShadowRoot).activeElement === el))
      .toBe(true);
    const resend = widget.locator('.naya-actions button[type=button]');
    expect(await resend.isDisabled()).toBe(true); // a new code only after the countdown
    expect(await resend.textContent()).toMatch(new RegExp(m.resendIn(0).replace('0', '(60|59|58)')));

    const right = codeIn(sms);
    await code.fill(right === '000000' ? '111111' : '000000');
    await page.keyboard.press('Enter');
    await expect.poll(() => widget.getByRole('alert').textContent()).toBe(m.wrong);
    expect(await code.getAttribute('aria-invalid')).toBe('true');

    await code.fill(right);
    await widget.getByRole('button', { name: m.submit, exact: true }).click();
    await widget.getByText(m.verified).waitFor({ timeout: 10_000 });

    const leads = await admin<AdminLead[]>(naya, '/api/admin/leads');
    const lead = leads.find((l) => l.phone === `+94${phone.slice(1)}`);
    expect(lead).toMatchObject({ verified: true, provider: 7, country: 10, domain: '127.0.0.1', page: path, lang });
    await page.close();
  });
});

it('skip: the visitor goes on to the offers and the lead stays unverified', async () => {
  const page = await context.newPage();
  const widget = await register(page, '/en/loans/apply/', '0712345603');
  await widget.getByLabel(enVerify.codeLabel).waitFor({ timeout: 20_000 });
  await widget.getByRole('button', { name: enVerify.skip }).click();
  await widget.getByText(enVerify.successOffers).waitFor();
  // the way back: the borrower's page on our origin, in the widget's language
  expect(await widget.getByRole('link', { name: enVerify.myPageLink }).getAttribute('href')).toBe(`${naya.origin}/en/my/`);
  const lead = (await admin<AdminLead[]>(naya, '/api/admin/leads')).find((l) => l.phone === '+94712345603');
  expect(lead).toMatchObject({ verified: false, provider: 7, page: '/en/loans/apply/', lang: 'en' });
  await page.close();
});
