// What `npm start` and server/cli.ts say and refuse at start: the durability of the embedded
// database on the first line, production on it only with ALLOW_EMBEDDED_DB=1, and never the admin
// token in the output.
import { spawn } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tempDataDir } from '../tests/system/support/stored';
import { newReceiptKeyPem } from './lenders/receipt-keys';
import { ROOT } from './testing/app';
import { startChild, type ChildServer } from './testing/child';

const NOTICE =
  /^naya: database: embedded PGlite in .+\. PGlite does not fsync: it survives a killed process, not a power cut or a machine crash\. Use PostgreSQL \(DATABASE_URL\) in production; docs\/deployment\.md "Durability and backups"\.$/;

/** Runs a script to its end; resolves its exit code and output lines. */
function run(script: string, env: Record<string, string>): Promise<{ code: number | null; stdout: string[]; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('exit', (code) => resolve({ code, stdout: stdout.split('\n').filter(Boolean), stderr }));
  });
}

describe('start-up', () => {
  let server: ChildServer | undefined;
  afterAll(async () => {
    await server?.stop('SIGKILL');
  });

  it('npm start says first that PGlite does not fsync, and refuses NODE_ENV=production without DATABASE_URL', async () => {
    const dataDir = tempDataDir('refused');
    const { code, stdout, stderr } = await run('scripts/start.ts', {
      NODE_ENV: 'production',
      DATABASE_URL: '',
      ALLOW_EMBEDDED_DB: '',
      DATA_DIR: dataDir,
    });
    expect(stdout[0]).toMatch(NOTICE);
    expect(stdout[0]).toContain(dataDir);
    expect(stderr).toContain(
      'naya: NODE_ENV=production needs DATABASE_URL (PostgreSQL): the embedded PGlite does not fsync. Set ALLOW_EMBEDDED_DB=1 to run on it anyway.',
    );
    expect(code).toBe(1);
    expect(stdout.some((line) => /built dist|listening/.test(line))).toBe(false); // refused before building or listening
  }, 60_000);

  it('refuses NODE_ENV=production with an ADMIN_TOKEN shorter than 32 characters, saying why', async () => {
    const { code, stdout, stderr } = await run('server/cli.ts', {
      NODE_ENV: 'production',
      DATABASE_URL: '',
      ALLOW_EMBEDDED_DB: '1',
      ADMIN_TOKEN: 'admin123',
      DATA_DIR: tempDataDir('short-token'),
    });
    expect(stderr).toContain(
      'naya: ADMIN_TOKEN is 8 characters; NODE_ENV=production needs at least 32 (e.g. `openssl rand -base64 32`), or leave it unset to have one generated into DATA_DIR.',
    );
    expect(stderr).not.toContain('admin123');
    expect(code).toBe(1);
    expect(stdout.some((line) => /listening/.test(line))).toBe(false);
  }, 60_000);

  it('refuses NODE_ENV=production without RECEIPT_SIGNING_KEY, or with one that is no Ed25519 private key, saying why', async () => {
    const production = { NODE_ENV: 'production', DATABASE_URL: '', ALLOW_EMBEDDED_DB: '1', ADMIN_TOKEN: '' };
    const missing = await run('server/cli.ts', { ...production, RECEIPT_SIGNING_KEY: '', DATA_DIR: tempDataDir('no-receipt-key') });
    expect(missing.stderr).toContain(
      'naya: NODE_ENV=production needs RECEIPT_SIGNING_KEY, the PEM of the Ed25519 private key that signs consent receipts (`openssl genpkey -algorithm ed25519`), the same on every machine; docs/deployment.md.',
    );
    expect(missing.code).toBe(1);
    expect(missing.stdout.some((line) => /listening/.test(line))).toBe(false);
    // an EC key is a private key, just not the kind that signs receipts; its text is never printed
    const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const wrong = await run('server/cli.ts', { ...production, RECEIPT_SIGNING_KEY: ec, DATA_DIR: tempDataDir('ec-receipt-key') });
    expect(wrong.stderr).toContain('naya: RECEIPT_SIGNING_KEY must be an Ed25519 private key, not ec.');
    expect(wrong.stderr + wrong.stdout.join('\n')).not.toContain(ec.split('\n')[1]);
    expect(wrong.code).toBe(1);
    const garbage = await run('server/cli.ts', {
      ...production,
      RECEIPT_SIGNING_KEY: 'not a key',
      DATA_DIR: tempDataDir('bad-receipt-key'),
    });
    expect(garbage.stderr).toContain(
      'naya: RECEIPT_SIGNING_KEY must be the PEM of an Ed25519 private key (openssl genpkey -algorithm ed25519).',
    );
    expect(garbage.code).toBe(1);
  }, 60_000);

  it('with ALLOW_EMBEDDED_DB=1 production starts on PGlite; a generated admin token is not printed, its file is', async () => {
    const dataDir = tempDataDir('allowed');
    server = await startChild({
      NODE_ENV: 'production',
      DATABASE_URL: '',
      ALLOW_EMBEDDED_DB: '1',
      ADMIN_TOKEN: '',
      RECEIPT_SIGNING_KEY: newReceiptKeyPem(),
      DATA_DIR: dataDir,
    });
    const file = path.join(dataDir, 'admin-token');
    const token = readFileSync(file, 'utf8').trim();
    expect(server.output().split('\n')[0]).toMatch(NOTICE);
    expect(server.output()).toContain(file);
    expect(server.output()).not.toContain(token);
    const admin = await fetch(`${server.origin}/api/admin/stats`, { headers: { Authorization: `Bearer ${token}` } });
    expect(admin.status).toBe(200);
  }, 60_000);
});
