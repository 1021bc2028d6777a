// The API reference page (/docs/api/) as a partner opens it: served by our own server, rendered
// from /api/openapi.json with the network limited to loopback (no CDN), under the site's CSP, it
// lists the operations with their answers.
import { describe, expect, it } from 'vitest';
import { newOfflineSafeContext } from './support/browser';
import { nayaSuite } from './support/suite';

describe('the API reference page', () => {
  const naya = nayaSuite();

  it('lists the operations from the OpenAPI document, offline and without a CSP violation', async () => {
    const context = await newOfflineSafeContext(naya.browser);
    const page = await context.newPage();
    const outside: string[] = [];
    page.on('request', (req) => {
      if (!['127.0.0.1', 'localhost', '[::1]'].includes(new URL(req.url()).hostname)) outside.push(req.url());
    });
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
    await page.getByRole('heading', { name: 'Naya API reference' }).waitFor();
    // the operation itself, not another whose description names it (the console's twin does)
    const test = page.locator('section.op').filter({ has: page.locator('h3', { hasText: /^POST \/api\/partner\/postbacks\/test$/ }) });
    await expect.poll(() => test.count()).toBe(1);
    expect(await test.textContent()).toContain('Send a signed test postback now');
    expect(await test.textContent()).toContain('partnerKey');
    const operations = await page.locator('section.op').count();
    expect(operations).toBeGreaterThan(90);
    expect(await page.locator('section.op', { hasText: 'GET /api/partner/leads' }).textContent()).toContain('text/csv');
    expect(outside).toEqual([]);
    expect(violations).toEqual([]);
    await context.close();
  });
});
