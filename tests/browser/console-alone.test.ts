// Everyone can work alone (DESIGN.md), in Chromium against the real server and build:
// - the development SMS outbox (SMS_OUTBOX=1): a registration's phone code is read at
//   /console/outbox and verifies the lead, with no gateway anywhere;
// - a partner's page shows a new postback secret once and rotates it (the next postback is signed
//   with it, the old one signs none), and edits the postback URL, method, allowed origins, payout
//   and bank account (audited); Payouts open on an overview of every partner;
// - every console screen fits 1280×800 and a 390 px phone: no page-wide horizontal scroll (wide
//   tables scroll in their own region), the menu's items never break, Partners' Actions column in
//   view, partners named on the dashboard, no "Split by partner" for a partner user, an Event column
//   in a partner's postbacks, and /favicon.ico served.
import { createHmac } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { LOOPBACK_FAKES, startFakePartner, type FakePartner } from '../../server/partners/testing/fake-partner';
import { newOfflineSafeContext } from './support/browser';
import { nayaSuite } from './support/suite';

const ADMIN = { Authorization: 'Bearer test-admin-token', 'Content-Type': 'application/json' };
const PROVIDER = 42;
const PARTNER_NAME = 'Alone Media';
const OPERATOR = { email: 'ops@alone.test', password: 'operator console password' };
const PARTNER_USER = { email: 'alone@partner.test', password: 'partner console password 42' };
const SIZES = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

const signedWith = (secret: string, header: string, text: string) => {
  const [, t, v1] = /^t=(\d+),v1=([0-9a-f]+)$/.exec(header) ?? [];
  return createHmac('sha256', secret).update(`${t}.${text}`).digest('hex') === v1;
};

describe('the console alone: SMS outbox, partner settings, every screen at 1280 and 390 px', () => {
  let fake: FakePartner;
  let partner: { api_key: string; postback_secret: string };
  let leadId = '';
  let lenderId = '';
  const naya = nayaSuite(async () => {
    fake = await startFakePartner([200]);
    return {
      ...LOOPBACK_FAKES,
      SMS_OUTBOX: '1',
      ADMIN_TOKEN: 'test-admin-token',
      CONSOLE_ADMIN_EMAIL: OPERATOR.email,
      CONSOLE_ADMIN_PASSWORD: OPERATOR.password,
    };
  });
  afterAll(() => fake?.close());

  const api = async (p: string, body?: unknown, method = body === undefined ? 'GET' : 'POST') => {
    const res = await fetch(naya.server.origin + p, {
      method,
      headers: ADMIN,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: await res.json().catch(() => null) };
  };

  async function signIn(user: { email: string; password: string }, size = SIZES[0]!, path = ''): Promise<Page> {
    const context = await newOfflineSafeContext(naya.browser, { viewport: size });
    const page = await context.newPage();
    await page.goto(`${naya.server.origin}/console/${path}`);
    await page.getByLabel('E-mail').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
    return page;
  }

  it('reads a registration’s phone code in the SMS outbox and verifies the lead with it, no gateway anywhere', async () => {
    const made = await api('/api/admin/partners', { provider_id: PROVIDER, name: PARTNER_NAME, postback_url: fake.url });
    expect(made.status).toBe(201);
    partner = made.body;
    expect((await api('/api/console/users', { ...PARTNER_USER, role: 'partner', provider_id: PROVIDER })).status).toBe(201);
    const consent = (await api('/api/consent')).body.version;
    const lead = await api('/api/leads', {
      full_name: 'Alone Person',
      phone: '077 642 4242',
      nic: '199012345678',
      amount: 50000,
      term_days: 90,
      monthly_income: 85000,
      employment: 'salaried',
      district: 'Colombo',
      consent: true,
      consent_version: consent,
      provider: PROVIDER,
      lang: 'en',
      client_id: '6f1c2b7e-3a4d-4c5e-9f60-718293a4b5c6',
    });
    expect([lead.status, lead.body.verify_phone]).toEqual([201, true]);
    leadId = lead.body.lead_id;
    const lender = await api('/api/admin/lenders', { name: 'Alone Bank' });
    expect(lender.status).toBe(201);
    lenderId = lender.body.lender_id;
    expect((await api(`/api/leads/${leadId}/otp`, { client_id: '6f1c2b7e-3a4d-4c5e-9f60-718293a4b5c6' })).status).toBe(202);

    const page = await signIn(OPERATOR);
    await page.getByText('Development outbox (SMS_OUTBOX=1)').waitFor();
    await page.getByRole('link', { name: 'SMS outbox' }).click();
    await page.getByRole('heading', { name: 'SMS outbox' }).waitFor();
    const row = page.locator('table[aria-label="SMS outbox"] tbody tr', { hasText: '+94776424242' });
    const text = await row.innerText();
    expect(text).toMatch(/Your Naya code is \d{6}\./);
    const code = /\b(\d{6})\b/.exec(text)![1];
    const verified = await api(`/api/leads/${leadId}/verify`, { client_id: '6f1c2b7e-3a4d-4c5e-9f60-718293a4b5c6', code });
    expect(verified).toEqual({ status: 200, body: { verified: true } });
    expect(naya.server.output()).toContain(`SMS outbox (SMS_OUTBOX=1, nothing sent) to +94776424242: Your Naya code is ${code}`);
    await page.context().close();
  });

  it('rotates the postback secret (shown once; the next postback is signed with it only) and edits the partner’s settings', async () => {
    const page = await signIn(OPERATOR, SIZES[0], `partners/${PROVIDER}`);
    await page.getByRole('heading', { name: `Partner ${PROVIDER}: ${PARTNER_NAME}` }).waitFor();
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: `Rotate postback secret of ${PARTNER_NAME}` }).click();
    const shown = await page.getByText(`New postback secret of ${PARTNER_NAME} (shown once):`).innerText();
    const secret = /(whsec_\S+)/.exec(shown)![1]!;
    expect(secret).not.toBe(partner.postback_secret);
    fake.received.length = 0;
    const test = await fetch(`${naya.server.origin}/api/partner/postbacks/test`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${partner.api_key}` },
    });
    expect(test.status).toBe(200);
    const arrived = fake.received.at(-1)!;
    const header = String(arrived.headers['x-naya-signature']);
    expect(signedWith(secret, header, arrived.body)).toBe(true);
    expect(signedWith(partner.postback_secret, header, arrived.body)).toBe(false);

    // postback URL, method and origins
    const template = `${fake.url}?lead={lead_id}&s={status}`;
    await page.getByLabel('Postback URL (https; empty: no postbacks)').fill(template);
    await page.getByLabel('Method').selectOption('GET');
    await page.getByLabel('Allowed origins, one a line (empty: any)').fill('https://alone.example\nhttps://www.alone.example');
    await page.getByRole('button', { name: 'Save postback settings' }).click();
    await page.getByText(`Saved: GET ${template}, origins https://alone.example, https://www.alone.example.`).waitFor();
    // a bad origin is refused beside its field
    await page.getByLabel('Allowed origins, one a line (empty: any)').fill('not an origin');
    await page.getByRole('button', { name: 'Save postback settings' }).click();
    await page.getByText('One origin a line, e.g. https://partner.example.').waitFor();
    // payout and bank account
    await page.getByLabel('Payout model').selectOption('cpl');
    await page.getByLabel('Amount per lead (whole LKR)').fill('350');
    await page.getByLabel('Bank account (bank, branch, number)').fill('Alone Bank, Colombo 3, 1234567');
    await page.getByRole('button', { name: 'Save payout' }).click();
    await page.getByText(/Saved: cpl .*350, new entries use it\./).waitFor();
    const account = (await api('/api/admin/partners')).body.find((p: { provider_id: number }) => p.provider_id === PROVIDER);
    expect(account).toMatchObject({
      postback_url: template,
      postback_method: 'GET',
      allowed_origins: ['https://alone.example', 'https://www.alone.example'],
      payout: { model: 'cpl', amount: 350 },
      bank_account: 'Alone Bank, Colombo 3, 1234567',
    });
    const audit = (await api('/api/admin/audit')).body as { actor: string; action: string; outcome: Record<string, unknown> }[];
    expect(audit).toContainEqual(
      expect.objectContaining({ actor: `console:${OPERATOR.email}`, action: 'partner.secret', outcome: { provider_id: PROVIDER } }),
    );
    expect(
      audit.filter((e) => e.action === 'partner.update' && e.actor === `console:${OPERATOR.email}`).map((e) => e.outcome.fields),
    ).toEqual(
      expect.arrayContaining([
        ['postback_url', 'postback_method', 'allowed_origins'],
        ['payout', 'bank_account'],
      ]),
    );
    // the partner's postbacks have an Event column
    await expect(page.locator('table[aria-label="postbacks"] thead th').allInnerTexts()).resolves.toContain('Event');

    // Payouts open on every partner; a name opens its entries
    await page.getByRole('link', { name: 'Payouts', exact: true }).click();
    const overview = page.locator('table[aria-label="payouts overview"]');
    await overview.locator('tbody tr', { hasText: PARTNER_NAME }).waitFor();
    expect(await overview.locator('tbody tr', { hasText: PARTNER_NAME }).innerText()).toContain('Alone Bank, Colombo 3, 1234567');
    await overview.getByRole('link', { name: PARTNER_NAME }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('provider')).toBe(String(PROVIDER));
    await page.getByText('Pending (in the lock period)').first().waitFor();
    await page.context().close();
  });

  /** Opens `path` signed in, and answers what spills past the viewport's width. */
  async function overflowOf(page: Page, path: string, ready: string) {
    await page.goto(`${naya.server.origin}/console/${path}`);
    await page.getByRole('heading', { name: ready, exact: true }).first().waitFor();
    await page.waitForLoadState('networkidle');
    return page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      const scroll = document.documentElement.scrollWidth;
      // the widest element that is not inside a region scrolling on its own, for the message
      const culprits = [...document.querySelectorAll<HTMLElement>('body *')]
        .filter((el) => el.getBoundingClientRect().right > width + 1 && !el.closest('.table-wrap'))
        .map((el) => `${el.tagName.toLowerCase()}.${el.className} ${Math.round(el.getBoundingClientRect().right)}`)
        .slice(-3);
      return { width, scroll, culprits };
    });
  }

  const OPERATOR_SCREENS: [string, string][] = [
    ['', 'Dashboard'],
    ['leads', 'Leads'],
    ['offers', 'Offers'],
    ['partners', 'Partners'],
    [`partners/${PROVIDER}`, `Partner ${PROVIDER}: ${PARTNER_NAME}`],
    [`postbacks/${PROVIDER}`, `Postbacks — partner ${PROVIDER}`],
    ['campaigns', 'Campaigns'],
    ['data-requests', 'Data requests'],
    ['users', 'Console users'],
    ['lenders', 'Lenders'],
    ['poya-days', 'Poya days'],
    ['review', 'Review queue'],
    ['payouts', 'Payouts'],
    [`payouts?provider=${PROVIDER}`, 'Payouts'],
    ['outbox', 'SMS outbox'],
  ];

  for (const size of SIZES)
    it(`fits every operator screen at ${size.width} px: no page-wide horizontal scroll, the menu’s items whole`, async () => {
      const screens: [string, string][] = [
        ...OPERATOR_SCREENS,
        [`leads/${encodeURIComponent(leadId)}`, `Lead ${leadId}`],
        [`lenders/${encodeURIComponent(lenderId)}`, 'Alone Bank'],
      ];
      const spills: string[] = [];
      const page = await signIn(OPERATOR, size);
      // each item of the menu on one line (no "Poya / days", no "Sign / out")
      const lineHeight = await page.locator('header.top').evaluate((el) => parseFloat(getComputedStyle(el).lineHeight) || 20);
      for (const item of [...(await page.locator('header.top nav a').all()), page.getByRole('button', { name: 'Sign out' })]) {
        const box = (await item.boundingBox())!;
        expect(box.height, `${await item.innerText()} at ${size.width} px`).toBeLessThan(lineHeight * 1.9);
      }
      if (size.width === 1280) {
        const tops = await page.locator('header.top nav a').evaluateAll((as) => new Set(as.map((a) => a.getBoundingClientRect().top)).size);
        expect(tops, 'the menu on one row at 1280 px').toBe(1);
      }
      for (const [path, heading] of screens) {
        const { width, scroll, culprits } = await overflowOf(page, path, heading);
        if (scroll > width) spills.push(`/console/${path} at ${size.width} px: ${scroll} > ${width} (${culprits.join(', ')})`);
      }
      // Partners: the Actions column is in view at 1280 px (at 390 px the table scrolls in its region)
      await overflowOf(page, 'partners', 'Partners');
      const actions = (await page.locator('table[aria-label="partners"] th', { hasText: 'Actions' }).boundingBox())!;
      if (size.width === 1280 && actions.x + actions.width > size.width)
        spills.push(`Partners' Actions column ends at ${actions.x + actions.width} px`);
      // the postback tools' test result (a long Body line) wraps
      await overflowOf(page, `postbacks/${PROVIDER}`, `Postbacks — partner ${PROVIDER}`);
      await page.getByRole('button', { name: 'Send test postback' }).click();
      await page.locator('dl.test-result').waitFor();
      const afterTest = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      if (afterTest > 0) spills.push(`postback test result at ${size.width} px: ${afterTest} px too wide`);
      await page.context().close();
      expect(spills).toEqual([]);
    }, 300_000);

  it('names partners on the dashboard; a partner user’s screens fit and offer no split by partner; /favicon.ico is served', async () => {
    const page = await signIn(OPERATOR);
    const groups = page.locator('table[aria-label="funnel by partner"] tbody');
    await groups.locator('tr').first().waitFor();
    expect(await groups.innerText()).toContain(`${PARTNER_NAME} (${PROVIDER})`);
    await page.context().close();

    const spills: string[] = [];
    for (const size of SIZES) {
      const partnerPage = await signIn(PARTNER_USER, size);
      await partnerPage.getByRole('heading', { name: `Dashboard — partner ${PROVIDER}` }).waitFor();
      expect(await partnerPage.getByLabel('Split by').locator('option').allInnerTexts()).toEqual(['utm_source', 'language']);
      for (const [path, heading] of [
        ['', `Dashboard — partner ${PROVIDER}`],
        ['payouts', `Payouts — partner ${PROVIDER}`],
        ['postbacks', 'Postbacks'],
      ]) {
        const { width, scroll, culprits } = await overflowOf(partnerPage, path!, heading!);
        if (scroll > width) spills.push(`partner /console/${path} at ${size.width} px: ${scroll} > ${width} (${culprits.join(', ')})`);
      }
      await partnerPage.context().close();
    }
    expect(spills).toEqual([]);
    const icon = await fetch(`${naya.server.origin}/favicon.ico`);
    expect([icon.status, icon.headers.get('content-type')]).toEqual([200, 'image/x-icon']);
  }, 180_000);
});
