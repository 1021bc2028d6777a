// A throw-away PostgreSQL cluster for tests: initdb into a temporary folder, pg_ctl start on a
// free loopback port with its socket in that folder, torn down (and the folder removed) on stop.
// Needs Debian's `postgresql` package (.ci/run installs it). PostgreSQL refuses to run as root,
// so as root the binaries run as the `postgres` system user through runuser.
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';

export interface TestPostgres {
  /** postgres://…@127.0.0.1:port/postgres */
  url: string;
  port: number;
  dir: string;
  /** Stops the server (fast shutdown) but keeps the cluster: for "database unavailable" tests. */
  pause(): void;
  /** Starts it again on the same port. */
  resume(): void;
  /** Stops the server and removes the folder. */
  stop(): void;
}

/** initdb/pg_ctl from PATH, /usr/local/bin or the newest /usr/lib/postgresql/<v>/bin. */
export function findPgBin(name: 'initdb' | 'pg_ctl' | 'pg_basebackup'): string | null {
  const candidates = [`/usr/local/bin/${name}`];
  const lib = '/usr/lib/postgresql';
  if (existsSync(lib)) {
    const versions = readdirSync(lib)
      .filter((v) => /^\d+$/.test(v))
      .sort((a, b) => Number(b) - Number(a));
    for (const v of versions) candidates.push(path.join(lib, v, 'bin', name));
  }
  const found = candidates.find((c) => existsSync(c));
  if (found) return found;
  const which = spawnSync('which', [name], { encoding: 'utf8' });
  return which.status === 0 ? which.stdout.trim() : null;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export function runAs(user: string | null, bin: string, args: string[]): void {
  const [cmd, argv] = user ? ['runuser', ['-u', user, '--', bin, ...args]] : [bin, args];
  execFileSync(cmd, argv, { stdio: ['ignore', 'pipe', 'pipe'], cwd: '/' });
}

export function ownerFor(dir: string): string | null {
  if (userInfo().uid !== 0) return null;
  const ids = execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim();
  const gid = execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim();
  chownSync(dir, Number(ids), Number(gid));
  return 'postgres';
}

/** `settings`: more `-c name=value` options (the scale bench runs with PostgreSQL's default memory). */
export async function startPostgres(settings = ''): Promise<TestPostgres> {
  const initdb = findPgBin('initdb');
  const pgCtl = findPgBin('pg_ctl');
  if (!initdb || !pgCtl) throw new Error('PostgreSQL binaries not found: apt-get install postgresql');
  const dir = mkdtempSync(path.join(tmpdir(), 'naya-pg-'));
  const user = ownerFor(dir);
  const data = path.join(dir, 'data');
  const port = await freePort();
  runAs(user, initdb, ['-D', data, '-U', 'naya', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
  // Small and quick: tests need neither durability across power loss nor many connections.
  const options = `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories=${dir} -c fsync=off -c max_connections=60 -c shared_buffers=32MB ${settings}`;
  const start = () => runAs(user, pgCtl, ['-D', data, '-l', path.join(dir, 'log'), '-o', options, '-w', '-t', '60', 'start']);
  const halt = () => {
    try {
      runAs(user, pgCtl, ['-D', data, '-m', 'fast', '-w', 'stop']);
    } catch {
      // already stopped
    }
  };
  start();
  return {
    url: `postgres://naya@127.0.0.1:${port}/postgres`,
    port,
    dir,
    pause: halt,
    resume: start,
    stop() {
      halt();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
