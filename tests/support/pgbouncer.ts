// Debian's PgBouncer in transaction mode in front of a throw-away cluster, on a free loopback port
// (.ci/run installs the `pgbouncer` package). `repoint` sends it to another PostgreSQL and reloads
// (SIGHUP), as a failover's hook does (docs/deployment.md "High availability"). Like PostgreSQL it
// refuses to run as root: as root it runs as the `postgres` system user.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, ownerFor } from './postgres';

export interface TestPgBouncer {
  /** postgres://naya@127.0.0.1:port/postgres through PgBouncer */
  url: string;
  port: number;
  /** Sends it to the PostgreSQL on `port` from now on (new server connections). */
  repoint(port: number): void;
  stop(): Promise<void>;
}

export function findPgBouncer(): string | null {
  if (existsSync('/usr/sbin/pgbouncer')) return '/usr/sbin/pgbouncer';
  const which = spawnSync('which', ['pgbouncer'], { encoding: 'utf8' });
  return which.status === 0 ? which.stdout.trim() : null;
}

export async function startPgBouncer(serverPort: number): Promise<TestPgBouncer> {
  const bin = findPgBouncer();
  if (!bin) throw new Error('pgbouncer not found: apt-get install pgbouncer');
  const dir = mkdtempSync(path.join(tmpdir(), 'naya-pgbouncer-'));
  const user = ownerFor(dir);
  const port = await freePort();
  const ini = path.join(dir, 'pgbouncer.ini');
  writeFileSync(path.join(dir, 'users.txt'), '"naya" ""\n', { mode: 0o644 });
  const write = (to: number) =>
    writeFileSync(
      ini,
      `[databases]
postgres = host=127.0.0.1 port=${to} dbname=postgres
[pgbouncer]
listen_addr = 127.0.0.1
listen_port = ${port}
unix_socket_dir =
auth_type = trust
auth_file = ${path.join(dir, 'users.txt')}
pool_mode = transaction
max_client_conn = 200
default_pool_size = 20
; a client waits at most this long for a server connection: during an outage it gets an error
; (class 08, answered 503) instead of hanging
query_wait_timeout = 3
server_connect_timeout = 2
server_login_retry = 1
ignore_startup_parameters = extra_float_digits,options
pidfile = ${path.join(dir, 'pgbouncer.pid')}
logfile = ${path.join(dir, 'pgbouncer.log')}
`,
      { mode: 0o644 },
    );
  write(serverPort);
  const [cmd, argv] = user ? ['runuser', ['-u', user, '--', bin, ini]] : [bin, [ini]];
  const child: ChildProcess = spawn(cmd, argv, { stdio: 'ignore', cwd: '/' });
  const pidFile = path.join(dir, 'pgbouncer.pid');
  const until = Date.now() + 10_000;
  while (!existsSync(pidFile)) {
    if (Date.now() > until || child.exitCode !== null) {
      const log = existsSync(path.join(dir, 'pgbouncer.log')) ? readFileSync(path.join(dir, 'pgbouncer.log'), 'utf8') : '';
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`pgbouncer did not start: ${log}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  await new Promise((r) => setTimeout(r, 100)); // listening once the pid file is written
  const pid = () => Number(readFileSync(pidFile, 'utf8').trim());
  return {
    url: `postgres://naya@127.0.0.1:${port}/postgres`,
    port,
    repoint(to) {
      write(to);
      process.kill(pid(), 'SIGHUP');
    },
    async stop() {
      const exited = new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
      try {
        process.kill(pid(), 'SIGINT'); // "safe shutdown": at once
      } catch {
        // gone already
      }
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
