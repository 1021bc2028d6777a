// Lighthouse 12 (its default mobile settings: simulated slow 4G, mid-tier phone) against the real
// server on loopback, driving Debian's Chromium over the DevTools protocol.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { LIGHTHOUSE_GOALS } from '../common/budgets';
import { freePort } from '../server/testing/child';
import { CHROME_PATH } from '../tests/browser/support/browser';
import { startNayaServer } from '../tests/browser/support/servers';

async function waitForDevtools(port: number): Promise<void> {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('Chromium DevTools did not start');
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export async function runLighthouse(paths: string[], runs = 3) {
  const server = await startNayaServer();
  const port = await freePort();
  const profile = mkdtempSync(path.join(tmpdir(), 'naya-lh-'));
  const chrome = spawn(
    CHROME_PATH,
    [
      '--headless=new',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const rows = [];
  try {
    await waitForDevtools(port);
    for (const p of paths) {
      const perf: number[] = [];
      const a11y: number[] = [];
      for (let run = 0; run < runs; run++) {
        const result = await lighthouse(`${server.origin}${p}`, {
          port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
        });
        const categories = result?.lhr.categories;
        perf.push(Math.round((categories?.performance?.score ?? 0) * 100));
        a11y.push(Math.round((categories?.accessibility?.score ?? 0) * 100));
      }
      const [p50, a50] = [median(perf), median(a11y)];
      const { performance, accessibility } = LIGHTHOUSE_GOALS;
      rows.push({
        what: `Lighthouse performance ${p} (mobile, median of ${runs}: ${perf.join('/')})`,
        value: p50,
        unit: '',
        goal: `≥ ${performance}`,
        ok: p50 >= performance,
      });
      rows.push({
        what: `Lighthouse accessibility ${p} (median of ${runs})`,
        value: a50,
        unit: '',
        goal: String(accessibility),
        ok: a50 >= accessibility,
      });
    }
  } finally {
    chrome.kill('SIGKILL');
    await server.stop();
    rmSync(profile, { recursive: true, force: true });
  }
  return rows;
}
