// The server as a child process (server/cli.ts), for tests of signals and of several processes.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { ROOT } from './app';

export interface ChildServer {
  origin: string;
  child: ChildProcess;
  output(): string;
  /** Sends the signal and resolves the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Per-IP limits raised out of the way: load tests and benches send everything from one address. */
export const UNLIMITED: Record<string, string> = Object.fromEntries(
  ['LEAD', 'EVENT', 'WEBHOOK', 'TOKEN', 'VERIFY', 'OTP'].map((name) => [`${name}_RATE_LIMIT`, '1000000']),
);

export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((r) => probe.close(() => r()));
  return port;
}

export interface SpawnOptions {
  /** The entry run with tsx: `server/cli.ts` (the server alone) or `scripts/start.ts` (build if stale, then serve). */
  script: string;
  env?: Record<string, string>;
  /** Ready once this answers 2xx; without it, once the server logs that it is listening. */
  readyPath?: string;
  timeoutMs?: number;
}

/**
 * The one way tests start a server process: on a free loopback port with the test admin token,
 * resolved once it is ready; a server that exits or stays silent fails with its output.
 */
/** The campaign rules' clock in test servers (server/push/message-rules.ts). */
export const CAMPAIGN_TEST_NOW = '2026-11-25T06:30:00Z';

export async function spawnServer({ script, env = {}, readyPath, timeoutMs = 60_000 }: SpawnOptions): Promise<ChildServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: ROOT,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      ADMIN_TOKEN: 'test-admin-token',
      // campaigns go at once whenever the suite runs: a Wednesday noon in Colombo, not a Poya day
      CAMPAIGN_RULES_NOW: CAMPAIGN_TEST_NOW,
      // no demo lenders in the consent and routing of test servers unless a test asks for them
      DEMO_LENDERS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const origin = `http://127.0.0.1:${port}`;
  const ready = async () => {
    if (!readyPath) return /listening on/.test(output);
    try {
      return (await fetch(origin + readyPath)).ok;
    } catch {
      return false; // not listening yet
    }
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    if (await ready()) break;
    if (Date.now() > deadline) throw new Error(`server did not start within ${timeoutMs / 1000} s:\n${output}`);
    await new Promise((r) => setTimeout(r, readyPath ? 100 : 50));
  }
  return {
    origin,
    child,
    output: () => output,
    stop(signal = 'SIGTERM') {
      if (child.exitCode !== null) return Promise.resolve(child.exitCode);
      return new Promise((resolve) => {
        child.once('exit', (code) => resolve(code));
        child.kill(signal);
      });
    },
  };
}

/** The server alone (`server/cli.ts`), ready when it logs that it listens. */
export const startChild = (env: Record<string, string>): Promise<ChildServer> => spawnServer({ script: 'server/cli.ts', env });
