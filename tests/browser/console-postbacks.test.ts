// The postback tools in the console as a partner user uses them, the partner's endpoint a real
// server on 127.0.0.1: from the dashboard to "Postback tools", a test postback sent and its status,
// time and expected signature shown (the same header that arrived), the delivery log listing the
// lead's postback, and a replay that sends it again; an operator reaches the same tools from the
// partner's page and sees that partner's log.
import { createHmac } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { LOOPBACK_FAKES, startFakePartner, type FakePartner } from '../../server/partners/testing/fake-partner';
import { newOfflineSafeContext } from './support/browser';
import { nayaSuite } from './support/suite';

const ADMIN = { Authorization: 'Bearer test-admin-token', 'Content-Type': 'application/json' };
const PROVIDER = 61;
const OPERATOR = { email: 'ops@naya.test', password: 'operator console password' };

describe('postback tools in the console', () => {
  let fake: FakePartner;
  const naya = nayaSuite(async () => {
    fake = await startFakePartner([200]);
    return {
      ...LOOPBACK_FAKES,
      ADMIN_TOKEN: 'test-admin-token',
      POSTBACK_RETRY_DELAYS_S: '1',
      CONSOLE_ADMIN_EMAIL: OPERATOR.email,
      CONSOLE_ADMIN_PASSWORD: OPERATOR.password,
    };
  });
  afterAll(() => fake?.close());
  let leadId = '';

  it('sends a test postback, shows what was signed, lists the delivery log and replays a delivery', async () => {
    const origin = naya.server.origin;
    const post = (p: string, body: unknown) => fetch(origin + p, { method: 'POST', headers: ADMIN, body: JSON.stringify(body) });
    const partner = await (
      await post('/api/admin/partners', { provider_id: PROVIDER, name: 'Tools Media', postback_url: fake.url })
    ).json();
    expect(
      (
        await post('/api/console/users', {
          email: 'tools@partner.test',
          password: 'tools password 61',
          role: 'partner',
          provider_id: PROVIDER,
        })
      ).status,
    ).toBe(201);
    const lead = await fetch(`${origin}/api/leads`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        full_name: 'Tools Person',
        phone: '077 661 6161',
        nic: '199012345678',
        amount: 50000,
        term_days: 90,
        monthly_income: 85000,
        employment: 'salaried',
        district: 'Colombo',
        consent: true,
        consent_version: (await (await fetch(`${origin}/api/consent`)).json()).version,
        provider: PROVIDER,
      }),
    });
    expect(lead.status).toBe(201);
    leadId = (await lead.json()).lead_id;
    await expect.poll(() => fake.received.length, { timeout: 20_000 }).toBe(1); // the lead's own postback

    const context = await newOfflineSafeContext(naya.browser);
    const page = await context.newPage();
    await page.goto(`${origin}/console/`);
    await page.getByLabel('E-mail').fill('tools@partner.test');
    await page.getByLabel('Password').fill('tools password 61');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: `Dashboard — partner ${PROVIDER}` }).waitFor();
    await page.getByRole('link', { name: /Postback tools/ }).click();
    await page.getByRole('heading', { name: 'Postbacks' }).waitFor();

    await page.getByRole('button', { name: 'Send test postback' }).click();
    const result = page.locator('dl.test-result');
    await expect.poll(() => result.textContent()).toContain('Your server answered200');
    expect(fake.received.length).toBe(2);
    const arrived = fake.received.at(-1)!;
    const header = String(arrived.headers['x-naya-signature']);
    expect(await result.textContent()).toContain(header);
    const t = /t=(\d+)/.exec(header)![1];
    expect(await result.textContent()).toContain(`${t}.${arrived.body}`);
    expect(header).toContain(`v1=${createHmac('sha256', partner.postback_secret).update(`${t}.${arrived.body}`).digest('hex')}`);

    const rows = page.getByRole('table', { name: /postback deliveries/ }).locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain('created');
    await page.getByRole('button', { name: /^Replay / }).click();
    await page.getByText('Sent again; its attempt appears below.').waitFor();
    await expect.poll(() => fake.received.length, { timeout: 20_000 }).toBe(3);
    expect(JSON.parse(fake.received.at(-1)!.body).idempotency_key).toBe(JSON.parse(fake.received[0]!.body).idempotency_key);
    await context.close();
  });

  it('an operator follows "Postback tools" from a partner’s page and sees that partner’s log', async () => {
    const origin = naya.server.origin;
    expect(leadId).not.toBe('');
    const context = await newOfflineSafeContext(naya.browser);
    const page = await context.newPage();
    await page.goto(`${origin}/console/`);
    await page.getByLabel('E-mail').fill(OPERATOR.email);
    await page.getByLabel('Password').fill(OPERATOR.password);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: /^Dashboard/ }).waitFor();
    await page.getByRole('link', { name: 'Partners' }).click();
    await page.getByRole('link', { name: 'Tools Media', exact: true }).click();
    await page.getByRole('heading', { name: `Partner ${PROVIDER}: Tools Media` }).waitFor();
    await page.getByRole('link', { name: 'Postback tools' }).click();
    await page.getByRole('heading', { name: `Postbacks — partner ${PROVIDER}` }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/console/postbacks/${PROVIDER}`);
    expect(await page.getByLabel('Partner id').inputValue()).toBe(String(PROVIDER));

    const rows = page.getByRole('table', { name: /postback deliveries/ }).locator('tbody tr');
    await expect.poll(() => rows.count()).toBeGreaterThan(0);
    const leads = await rows.evaluateAll((trs) => trs.map((tr) => tr.querySelectorAll('td')[2]!.textContent));
    expect(new Set(leads)).toEqual(new Set([leadId]));
    await context.close();
  });
});
