// The real server's Content-Security-Policy against the real built site in Chromium: every page
// loads, hydrates and runs without one CSP violation (the policy allows exactly what the site
// needs: its own scripts and the hashes of its inline scripts).
import { describe, expect, it } from 'vitest';
import { newOfflineSafeContext } from './support/browser';
import { nayaSuite } from './support/suite';

const PAGES = ['/', '/en/', '/offers/', '/reg/', '/blog/', '/en/partner/', '/no-such-page/', '/demo/'];

describe('CSP of the real server', () => {
  const naya = nayaSuite();

  async function visit(url: string, act?: (page: import('playwright-core').Page) => Promise<unknown>) {
    const context = await newOfflineSafeContext(naya.browser);
    const page = await context.newPage();
    const violations: string[] = [];
    await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) =>
        (window as unknown as { reportViolation(t: string): void }).reportViolation(`${e.violatedDirective} ${e.blockedURI}`),
      );
    });
    const response = await page.goto(naya.server.origin + url, { waitUntil: 'load' });
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await act?.(page);
    await page.waitForLoadState('networkidle').catch(() => {});
    await page.waitForTimeout(200); // violation events are dispatched asynchronously
    await context.close();
    return violations;
  }

  it.each(PAGES)('%s runs without CSP violations', async (url) => {
    expect(await visit(url)).toEqual([]);
  });

  it('does report an injected inline script (the check can fail)', async () => {
    const violations = await visit('/', (page) => page.addScriptTag({ content: 'window.injected = 1' }).catch(() => {}));
    expect(violations.some((v) => v.startsWith('script-src'))).toBe(true);
  });
});
