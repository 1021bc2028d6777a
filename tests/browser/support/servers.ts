// Servers for browser tests, all on loopback: a recording test server (static files + custom
// routes + every request kept for assertions) and the real Naya server as a child process.
import type { ChildProcess } from 'node:child_process';
import { createReadStream, existsSync, mkdtempSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CONSENT_VERSION } from '../../../common/domain/lead-rules';
import { consentText, marketingText } from '../../../common/domain/messages';
import { spawnServer } from '../../../server/testing/child';

export const ROOT = path.resolve(import.meta.dirname, '../../..');
export const SITE_DIR = path.resolve(ROOT, process.env.NAYA_DIST_DIR || 'dist', 'site');

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
}

export type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;

export interface TestServer {
  origin: string;
  requests: RecordedRequest[];
  /** Resolves with the first recorded request matching, waiting up to `timeoutMs`. */
  waitFor(match: (r: RecordedRequest) => boolean, timeoutMs?: number): Promise<RecordedRequest>;
  close(): Promise<void>;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

function serveFile(dir: string, urlPath: string, res: ServerResponse): boolean {
  let file = path.join(dir, decodeURIComponent(urlPath));
  if (!file.startsWith(dir)) return false;
  if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html');
  if (!existsSync(file)) return false;
  res.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'Access-Control-Allow-Origin': '*' });
  createReadStream(file).pipe(res);
  return true;
}

/**
 * A recording HTTP server on 127.0.0.1 with a random port. `routes` keys are `METHOD /path`; static
 * files come from `staticDirs` in order. Unmatched requests get 404. CORS is open, like the API.
 */
export async function startTestServer(options: { routes?: Record<string, Handler>; staticDirs?: string[] } = {}): Promise<TestServer> {
  const requests: RecordedRequest[] = [];
  const waiters = new Set<() => void>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      const body = Buffer.concat(chunks).toString('utf8');
      requests.push({ method: req.method ?? 'GET', path: url.pathname, query: url.searchParams, headers: req.headers, body });
      for (const wake of waiters) wake();
      if (req.method === 'OPTIONS') {
        res.writeHead(204, {
          'Access-Control-Allow-Origin': req.headers.origin ?? '*',
          'Access-Control-Allow-Methods': 'GET,POST,OPTIONS',
          'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? '*',
        });
        return res.end();
      }
      const handler = options.routes?.[`${req.method} ${url.pathname}`];
      if (handler) return handler(req, res, body);
      for (const dir of options.staticDirs ?? []) if (serveFile(dir, url.pathname, res)) return;
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      res.end('not found');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    waitFor(match, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = requests.find(match);
          if (!found) return false;
          cleanup();
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`no matching request within ${timeoutMs} ms; saw: ${requests.map((r) => `${r.method} ${r.path}`).join(', ')}`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(wake);
        };
        const wake = () => void check();
        if (!check()) waiters.add(wake);
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Reply helper for routes. */
export function json(res: ServerResponse, status: number, value: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' });
  res.end(JSON.stringify(value));
}

/** `GET /api/consent` of a fake lead-gen host: what Naya serves while no lender takes deliveries
 * (server/lenders/consent.ts), for the form to show and send. */
export const consentRoute: Handler = (_req, res) =>
  json(res, 200, { version: CONSENT_VERSION, text: consentText, marketing: marketingText, lenders: [] });

export interface NayaServer {
  origin: string;
  dataDir: string;
  process: ChildProcess;
  /** What the server printed so far (stdout and stderr). */
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * Starts the real server (`scripts/start.ts`, which reuses the existing dist/) on a free port with
 * a fresh data folder unless one is given. Resolves once `/api/health` answers.
 */
export async function startNayaServer(env: Record<string, string> = {}): Promise<NayaServer> {
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'naya-data-'));
  const server = await spawnServer({ script: 'scripts/start.ts', env: { DATA_DIR: dataDir, ...env }, readyPath: '/api/health' });
  return { origin: server.origin, dataDir, process: server.child, output: server.output, stop: server.stop };
}
