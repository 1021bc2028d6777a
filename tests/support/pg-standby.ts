// A streaming replica of a throw-away cluster (tests/support/postgres.ts) and the faults of a
// failover: `pg_basebackup -R` from the primary into a temporary folder, started read-only on a
// free loopback port; `kill` ends a cluster's postmaster and backends with SIGKILL (a machine
// gone, no shutdown checkpoint); `promote` makes the standby the primary (`pg_ctl promote`).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findPgBin, freePort, ownerFor, runAs, type TestPostgres } from './postgres';

export interface TestStandby {
  url: string;
  port: number;
  dir: string;
  /** pg_ctl promote, waiting until it accepts writes. */
  promote(): void;
  stop(): void;
}

/** The standby of `primary`, streaming from it (synchronous when the primary names it in
 * `synchronous_standby_names`; '*' names any). */
export async function startStandby(primary: TestPostgres, settings = ''): Promise<TestStandby> {
  const basebackup = findPgBin('pg_basebackup');
  const pgCtl = findPgBin('pg_ctl');
  if (!basebackup || !pgCtl) throw new Error('PostgreSQL binaries not found: apt-get install postgresql');
  const dir = mkdtempSync(path.join(tmpdir(), 'naya-pg-standby-'));
  const user = ownerFor(dir);
  const data = path.join(dir, 'data');
  const port = await freePort();
  // -R writes standby.signal and primary_conninfo; -X stream copies the WAL written meanwhile.
  runAs(user, basebackup, [
    '-D',
    data,
    '-h',
    '127.0.0.1',
    '-p',
    String(primary.port),
    '-U',
    'naya',
    '-R',
    '-X',
    'stream',
    '--no-sync',
    '-c',
    'fast',
  ]);
  const options = `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories=${dir} -c fsync=off -c max_connections=60 -c shared_buffers=32MB -c cluster_name=standby ${settings}`;
  runAs(user, pgCtl, ['-D', data, '-l', path.join(dir, 'log'), '-o', options, '-w', '-t', '60', 'start']);
  return {
    url: `postgres://naya@127.0.0.1:${port}/postgres`,
    port,
    dir,
    promote: () => runAs(user, pgCtl, ['-D', data, '-w', '-t', '60', 'promote']),
    stop() {
      try {
        runAs(user, pgCtl, ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** SIGKILL to the postmaster of the cluster in `dir` and to every process it started. */
export function killCluster(dir: string): void {
  const postmaster = Number(readFileSync(path.join(dir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0]);
  let children: number[] = [];
  try {
    children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(postmaster)], { encoding: 'utf8' })
      .split('\n')
      .map((s) => Number(s.trim()))
      .filter((pid) => pid > 0);
  } catch {
    // no children
  }
  for (const pid of [postmaster, ...children]) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // gone already
    }
  }
}
