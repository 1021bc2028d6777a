// Launches Debian's Chromium through playwright-core. Tests never download a browser.
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';

export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

// Without the background-networking flags Chromium keeps trying to reach Google's hosts, which this
// machine cannot reach; tests must not depend on the internet at all.
const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROME_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROME_PATH}. Install it with \`apt-get update && apt-get install -y chromium\` ` +
        'or point CHROME_PATH at a Chromium binary.',
    );
  }
  return chromium.launch({ executablePath: CHROME_PATH, headless: true, args: FLAGS });
}

/** A context that refuses every request leaving the loopback interface (nothing reaches the internet). */
export async function newOfflineSafeContext(browser: Browser, options: BrowserContextOptions = {}) {
  const context = await browser.newContext(options);
  await context.route(
    (url) => !['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname),
    (route) => route.abort('blockedbyclient'),
  );
  return context;
}

/** Waits until the site page has hydrated and shows its real address: site/client/main.tsx marks
 * `<html data-hydrated>` then (React's own root marker comes earlier). */
export async function waitForHydration(page: Page, timeout = 20_000): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated !== undefined, null, { timeout });
}
