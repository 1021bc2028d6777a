// Push messages that arrive, from the visitor's side: in Chromium on a partner page (English) the
// visitor allows push and registers; the token goes to the real server with the lead id; a lender
// whose offer the visitor clicked approves the lead; the server's queue sends the approval, in English, to exactly that token at a
// loopback FCM whose access tokens come from a loopback token endpoint (the key's token_uri).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Request } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startFakeGoogle, type FakeGoogle } from '../../server/push/testing/fake-google';
import { en } from '../../widgets/i18n/en';
import { launchBrowser } from './support/browser';
import { buildDist, firebaseEnv } from './support/firebase-fakes';
import { ADMIN, clickLenderOfferOn, fillValidLead, formFields, html, serveWorker, visitorContext } from './support/funnel-kit';
import { startNayaServer, startTestServer, type NayaServer, type TestServer } from './support/servers';

const TOKEN = 'fcm-token-of-the-english-visitor';
let google: FakeGoogle;
let dist: string;
let server: NayaServer;
let partner: TestServer;
let browser: Browser;

const partnerPage = () => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>partner</title></head><body>
<h1>Partner loans</h1>
<script>window.nayaConfig = { countryId: 10, providerId: 7, lang: 'en' };</script>
<script async src="${server.origin}/loader.js"></script>
<div data-naya-widget="registration"></div>
</body></html>`;

beforeAll(async () => {
  google = await startFakeGoogle();
  dist = mkdtempSync(path.join(tmpdir(), 'naya-push-messages-'));
  const env = { NAYA_DIST_DIR: dist, ...firebaseEnv() };
  await buildDist(env);
  server = await startNayaServer({ ...env, ...google.env, PUBLIC_URL: 'https://naya.test' });
  partner = await startTestServer({
    routes: { 'GET /loans/': (_req, res) => html(res, partnerPage()), 'GET /firebase-messaging-sw.js': serveWorker(dist) },
  });
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await partner?.close();
  await server?.stop();
  await google?.close();
  if (dist) rmSync(dist, { recursive: true, force: true });
});

const adminPost = (url: string, body: unknown) =>
  fetch(server.origin + url, { method: 'POST', headers: { ...ADMIN, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

it('a lender approves → the English approval reaches exactly the token this browser registered', async () => {
  const context: BrowserContext = await visitorContext(browser, TOKEN);
  const setToken: Request[] = [];
  context.on('request', (r) => r.url() === `${server.origin}/set-token` && setToken.push(r));
  const page = await context.newPage();
  await page.goto(`${partner.origin}/loans/`);
  await page.locator('naya-push-prompt [role="dialog"]').waitFor({ timeout: 20_000 });
  await context.grantPermissions(['notifications'], { origin: partner.origin });
  await page.locator('naya-push-prompt .allow').click();
  await expect.poll(() => setToken.length, { timeout: 30_000 }).toBe(1);

  const form = page.locator('[data-naya-widget=registration]');
  await fillValidLead(form, { phone: '0771112233' });
  await form.locator('button[type=submit]').click();
  await form.getByText(en.success).waitFor({ timeout: 20_000 });
  const leadId = (await page.evaluate(() => localStorage.getItem('leadId')))!;
  const leadToken = (await page.evaluate(() => localStorage.getItem('leadToken')))!;
  await expect.poll(() => setToken.length, { timeout: 20_000 }).toBe(2);
  expect(await formFields(setToken[1])).toMatchObject({ token: TOKEN, lead_id: leadId });
  await context.close();

  const { api_key, lender_id } = await (await adminPost('/api/admin/lenders', { name: 'Demo Finance' })).json();
  await clickLenderOfferOn(server, { lead_id: leadId, lead_token: leadToken }, lender_id);
  const state = new FormData();
  state.append('lead_id', leadId);
  state.append('state_type', 'approved');
  const hook = await fetch(`${server.origin}/webhook`, { method: 'POST', body: state, headers: { Authorization: `Bearer ${api_key}` } });
  expect(hook.status).toBe(204);

  await expect.poll(() => google.delivered.length, { timeout: 30_000 }).toBe(1);
  const [message] = google.delivered;
  expect(message.token).toBe(TOKEN);
  expect(message.data).toMatchObject({
    title: 'Your loan application was approved',
    body: 'Demo Finance approved your application. Tap to see the details.', // names the lender (issue 43)
    url: 'https://naya.test/en/my/', // status pushes open the person's page (issue 30)
    lang: 'en',
    status: 'approved',
  });
  expect(google.tokensIssued).toBe(1);
});
