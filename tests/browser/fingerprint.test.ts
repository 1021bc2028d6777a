// The fingerprint (spec §3) in real Chromium, where canvas, WebGL and SubtleCrypto all exist
// (happy-dom has neither canvas nor WebGL). Loopback http counts as a secure context.
import * as esbuild from 'esbuild';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newOfflineSafeContext } from './support/browser';
import { ROOT, startTestServer, type TestServer } from './support/servers';

let browser: Browser;
let site: TestServer;

beforeAll(async () => {
  const bundle = await esbuild.build({
    stdin: {
      contents:
        "import { collectSignals, getFingerprint } from './site/thirdparty/fingerprint'; Object.assign(window, { collectSignals, getFingerprint });",
      resolveDir: ROOT,
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2020',
    write: false,
  });
  site = await startTestServer({
    routes: {
      'GET /': (_req, res) => {
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
        res.end('<!doctype html><html lang="en"><head><title>t</title><script src="/fp.js"></script></head><body></body></html>');
      },
      'GET /fp.js': (_req, res) => {
        res.writeHead(200, { 'Content-Type': 'text/javascript' });
        res.end(bundle.outputFiles[0].text);
      },
    },
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

const fingerprint = (page: Page, consent: boolean) =>
  page.evaluate(
    (c) => (window as unknown as { getFingerprint: (o: object) => Promise<string | null> }).getFingerprint({ consent: c }),
    consent,
  );

describe('fingerprint in Chromium', () => {
  it('hashes real canvas and WebGL signals, is cached, stable after reload, and consent-gated', async () => {
    const context = await newOfflineSafeContext(browser);
    const page = await context.newPage();
    await page.goto(site.origin + '/');

    const signals = await page.evaluate(() => (window as unknown as { collectSignals: () => unknown[] }).collectSignals());
    expect(signals[11]).toMatch(/^data:image\/png;base64,/); // canvas
    expect(signals.filter((s) => s === null).length).toBeLessThanOrEqual(2); // WebGL may be off without a GPU

    expect(await fingerprint(page, false)).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('fingerprint'))).toBeNull();

    const first = await fingerprint(page, true);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(await page.evaluate(() => localStorage.getItem('fingerprint'))).toBe(first);

    await page.evaluate(() => localStorage.clear());
    await page.reload();
    expect(await fingerprint(page, true)).toBe(first);

    expect(await fingerprint(page, false)).toBeNull(); // consent withdrawn: the cached value goes
    expect(await page.evaluate(() => localStorage.getItem('fingerprint'))).toBeNull();
    await context.close();
  });
});
