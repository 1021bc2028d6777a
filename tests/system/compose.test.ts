// compose.yaml (docs/deployment.md "Docker Compose"): PostgreSQL and Naya come up from a clean
// checkout and Naya answers its health check on PostgreSQL. Needs a Docker engine with Compose v2:
// where `docker info` does not answer (no engine, no CLI) the suite is skipped at once.
import { execFile, spawnSync } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newReceiptKeyPem } from '../../server/lenders/receipt-keys';
import { freePort } from '../../server/testing/child';

const ROOT = path.resolve(import.meta.dirname, '../..');
const RECEIPT_KEY = newReceiptKeyPem();

/** True when `docker …args` exits 0 within a few seconds (a missing CLI fails at once). */
function dockerAnswers(...args: string[]): boolean {
  return spawnSync('docker', args, { stdio: 'ignore', timeout: 20_000 }).status === 0;
}

const dockerReady = dockerAnswers('info') && dockerAnswers('compose', 'version');

/** The caller's environment without the settings compose.yaml passes on: a TRUST_PROXY or
 * CONSOLE_ADMIN_PASSWORD of the shell running the tests must not reach the containers. */
function composeEnv(): NodeJS.ProcessEnv {
  const passed =
    /^(ADMIN_TOKEN|PARTNER_SECRET_KEY|RECEIPT_SIGNING_KEY|PUBLIC_URL|ALLOWED_ORIGINS|TRUST_PROXY|TRUST_PROXY_FROM|CONSOLE_ADMIN_\w+|POSTGRES_PASSWORD)$/;
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => !passed.test(name)));
}

/** The first start builds the image (npm ci, the site): minutes on a cold cache. */
const UP_TIMEOUT_MS = 15 * 60_000;

describe.skipIf(!dockerReady)('compose.yaml: PostgreSQL + Naya', () => {
  const project = `naya-compose-test-${process.pid}`;
  let port = 0;

  const compose = (args: string[], timeout: number) =>
    promisify(execFile)('docker', ['compose', '--project-name', project, '--file', path.join(ROOT, 'compose.yaml'), ...args], {
      cwd: ROOT,
      // production needs a receipt signing key (docs/deployment.md "Docker Compose")
      env: { ...composeEnv(), NAYA_PORT: String(port), RECEIPT_SIGNING_KEY: RECEIPT_KEY },
      timeout,
      maxBuffer: 64 * 1024 * 1024,
    });

  beforeAll(async () => {
    port = await freePort();
    // --wait: returns once every service's health check passes (Naya's: GET /api/health).
    await compose(['up', '--detach', '--build', '--wait', '--wait-timeout', String(UP_TIMEOUT_MS / 1000)], UP_TIMEOUT_MS);
  }, UP_TIMEOUT_MS + 60_000);

  afterAll(async () => {
    // the volumes too: nothing of the test is left behind
    await compose(['down', '--volumes', '--remove-orphans', '--timeout', '20'], 120_000);
  }, 180_000);

  it('answers GET /api/health 200 with PostgreSQL up', async () => {
    const answer = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ ok: true, database: { kind: 'postgres', status: 'up' } });
  });

  it('serves the site and takes an event', async () => {
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200);
    const event = await fetch(`http://127.0.0.1:${port}/api/event`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ event: 'page_view', event_id: crypto.randomUUID(), client_id: crypto.randomUUID() }),
    });
    expect(event.status).toBe(202);
  });
});
