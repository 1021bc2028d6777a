// The event fast path answers byte for byte what the Hono route answers: the same app served twice
// over real sockets, once through Hono alone and once with the fast path in front, sent the same
// requests. Each client has its own X-Forwarded-For address, so the limit is met only where meant.
import { createServer, request, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { EVENT_MAX_BYTES } from '../../common/limits';
import { describeEachBackend } from '../testing/backends';
import { appOn } from '../testing/app';
import { withEventFastPath } from './fast-path';

interface Sent {
  method?: string;
  type?: string;
  body?: string;
  headers?: Record<string, string>;
}

interface Answer {
  status: number;
  headers: string[];
  body: string;
}

/** One request over the socket; the answer's raw header lines in order, all but Date. */
function send(server: Server, client: string, { method = 'POST', type = 'text/plain', body = '', headers = {} }: Sent): Promise<Answer> {
  const { port } = server.address() as AddressInfo;
  const all = { 'Content-Type': type, 'X-Forwarded-For': client, Origin: 'https://partner.example', ...headers };
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path: '/api/event', headers: all }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => {
        const lines = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2)
          if (res.rawHeaders[i] !== 'Date') lines.push(`${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}`);
        resolve({ status: res.statusCode ?? 0, headers: lines, body: text });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

const event = (fields: Record<string, unknown>) => JSON.stringify({ event: 'page_view', ...fields });

/** What is sent, the status both answer, and whether the fast path answers it (else Hono does). */
const TABLE: [string, Sent, number, boolean][] = [
  ['valid', { body: event({ event_id: 'fast-1', referer: 'https://a.lk/x?nic=1' }) }, 202, true],
  ['valid as JSON', { type: 'application/json; charset=utf-8', body: event({ event_id: 'fast-2' }) }, 202, true],
  ['with a byte order mark', { body: `\uFEFF${event({ event_id: 'fast-3' })}` }, 202, true],
  ['bad JSON', { body: '{"event":' }, 400, true],
  ['not an object', { body: '[1]' }, 400, true],
  ['a field of the wrong type', { body: event({ event: 7, event_id: 'fast-4' }) }, 400, true],
  ['too big', { body: event({ pad: 'x'.repeat(EVENT_MAX_BYTES) }) }, 413, false],
  ['wrong type', { type: 'text/xml', body: event({ event_id: 'fast-5' }) }, 415, false],
  ['the preflight', { method: 'OPTIONS', headers: { 'Access-Control-Request-Method': 'POST' } }, 204, false],
  ['a method not allowed', { method: 'GET' }, 404, false],
];

describeEachBackend('POST /api/event fast path', (backend) => {
  const servers: Server[] = [];
  let hono: Server;
  let fast: Server;
  let honoCalls = 0;

  beforeAll(async () => {
    const env = { TRUST_PROXY: '1', EVENT_RATE_LIMIT: '2', LOG_REQUESTS: '1' };
    const listen = async (listener: RequestListener) => {
      const server = createServer(listener).listen(0, '127.0.0.1');
      await new Promise((resolve) => server.once('listening', resolve));
      servers.push(server);
      return server;
    };
    const plain = await appOn(backend(), env);
    hono = await listen(getRequestListener(plain.app.fetch));
    const withFast = await appOn(backend(), env);
    const honoListener = getRequestListener(withFast.app.fetch);
    const counted: RequestListener = (req, res) => {
      honoCalls += 1;
      return honoListener(req, res);
    };
    fast = await listen(withEventFastPath(counted, withFast.config, withFast.services));
  });
  afterAll(() => servers.forEach((s) => s.close()));

  it.each(TABLE.map((row, i) => [...row, i] as const))('%s: same answer', async (_, sent, status, answeredFast, i) => {
    const client = `198.51.100.${i + 1}`;
    const before = honoCalls;
    const expected = await send(hono, client, sent);
    expect(expected.status).toBe(status);
    expect(await send(fast, client, sent)).toEqual(expected);
    expect(honoCalls - before).toBe(answeredFast ? 0 : 1);
  });

  it('stores what it answers 202, as the route would', async () => {
    const sent = { body: event({ event_id: 'fast-only', referer: 'https://a.lk/x?nic=1', phone: '0771234567' }) };
    expect((await send(fast, '203.0.113.6', sent)).status).toBe(202);
    const rows = await backend().db.query("select referer, data from events where event_id = 'fast-only'");
    expect(rows).toEqual([
      {
        referer: 'https://a.lk/x',
        data: { event: 'page_view', event_id: 'fast-only', referer: 'https://a.lk/x', origin: 'https://partner.example' },
      },
    ]);
  });

  it('logs each request the same way (LOG_REQUESTS)', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      for (const server of [hono, fast]) {
        await send(server, '203.0.113.5', { body: event({ event_id: 'fast-log' }) });
        await send(server, '203.0.113.5', { body: 'not json' });
      }
      const lines = log.mock.calls.map(([line]) => String(line).replace(/\d+ms$/, 'Nms'));
      const twice = ['naya: POST /api/event 202 Nms', 'naya: POST /api/event 400 Nms'];
      expect(lines).toEqual([...twice, ...twice]);
    } finally {
      log.mockRestore();
    }
  });

  it('answers past the limit with the same 429 and Retry-After', async () => {
    const answers = [];
    for (const server of [hono, fast]) {
      const sent = { body: event({ event_id: 'fast-limit' }) };
      answers.push([
        await send(server, '203.0.113.7', sent),
        await send(server, '203.0.113.7', sent),
        await send(server, '203.0.113.7', sent),
      ]);
    }
    expect(answers[0].map((a) => a.status)).toEqual([202, 202, 429]);
    expect(answers[0][2].headers).toContain('retry-after: 60');
    expect(answers[1]).toEqual(answers[0]);
  });

  it('answers 503 the same while PostgreSQL is down', async (ctx) => {
    const pg = backend().pg;
    if (!pg) return ctx.skip(); // the embedded database cannot be taken away from a running process
    pg.pause();
    try {
      const sent = { body: event({ event_id: 'fast-down' }) };
      const expected = await send(hono, '203.0.113.8', sent);
      expect(expected.status).toBe(503);
      expect(await send(fast, '203.0.113.8', sent)).toEqual(expected);
    } finally {
      pg.resume();
    }
  });
});
