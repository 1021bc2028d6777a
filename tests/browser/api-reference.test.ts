// The API reference page (/docs/api/) as a partner opens it: Scalar, served by our own server,
// renders /api/openapi.json with the network limited to loopback (no CDN, no fonts, no proxy, no
// telemetry), under the site's CSP; an operation shows its request samples in curl, JavaScript and
// Python, the messages we send (webhooks) are listed with their bodies, and no request leaves our origin.
import { describe, expect, it } from 'vitest';
import { newOfflineSafeContext } from './support/browser';
import { nayaSuite } from './support/suite';

describe('the API reference page', () => {
  const naya = nayaSuite();

  it('renders the OpenAPI document with curl, JavaScript and Python samples, offline and without a CSP violation', async () => {
    const context = await newOfflineSafeContext(naya.browser);
    const page = await context.newPage();
    const origin = new URL(naya.server.origin).origin;
    const requests: string[] = [];
    page.on('request', (req) => requests.push(req.url()));
    const violations: string[] = [];
    await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) =>
        (window as unknown as { reportViolation(t: string): void }).reportViolation(`${e.violatedDirective} ${e.blockedURI}`),
      );
    });
    const response = await page.goto(`${naya.server.origin}/docs/api/`, { waitUntil: 'load' });
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.getByRole('heading', { name: 'Naya API' }).first().waitFor();
    // an operation with its own samples: open it from its section's list of operations
    await page.locator('a.endpoint', { hasText: '/api/partner/postbacks/test' }).first().click();
    await page.getByRole('heading', { name: 'Send a signed test postback now' }).first().waitFor();
    const card = page.locator('.request-card', { hasText: '/api/partner/postbacks/test' }).first();
    const sample = card.locator('pre code').first();
    await expect.poll(async () => (await sample.textContent()) ?? '').toContain('curl');
    const samples: Record<string, string> = { curl: (await sample.textContent()) ?? '' };
    // the picker offers exactly three: JavaScript (fetch), Python (requests), Shell (curl)
    for (const [language, option, needle] of [
      ['JavaScript', 'Fetch', 'fetch('],
      ['Python', 'Requests', 'requests.'],
    ] as const) {
      await card.locator('[data-testid="client-picker"]').click();
      expect(await page.getByRole('listbox').getByRole('option').allTextContents()).toHaveLength(3);
      await page.getByRole('option', { name: option, exact: true }).click();
      await expect.poll(async () => (await sample.textContent()) ?? '').toContain(needle);
      samples[language] = (await sample.textContent()) ?? '';
    }
    expect(samples.curl).toContain('Authorization: Bearer');
    expect(samples.JavaScript).toContain('/api/partner/postbacks/test');
    expect(samples.Python).toContain('/api/partner/postbacks/test');
    // the messages we send (the document's webhooks) have a section of their own, each with its body
    for (const summary of [
      'Postback: a lead of yours',
      'Lead delivery: a lead for you',
      'Notice: a person withdrew',
      'Quote request: price',
    ])
      await page.locator('a.endpoint', { hasText: summary }).first().waitFor({ state: 'attached' });
    await page.locator('a.endpoint', { hasText: 'Lead delivery: a lead for you' }).first().click();
    const webhook = page.getByText("Sent to a lender's delivery_url. The body").first();
    await webhook.waitFor();
    const section = page.locator('section', { has: webhook }).last();
    await expect.poll(async () => (await section.textContent()) ?? '').toContain('X-Naya-Signature');
    expect(await section.textContent()).toContain('idempotency_key');
    expect(requests.length).toBeGreaterThan(0);
    expect(requests.filter((url) => new URL(url).origin !== origin && !url.startsWith('data:') && !url.startsWith('blob:'))).toEqual([]);
    // Scalar probes once whether eval is allowed (`new Function('')`); the CSP refuses it and the
    // page works without it. Nothing else is refused.
    expect(violations.filter((v) => v !== 'script-src eval')).toEqual([]);
    await context.close();
  });
});
