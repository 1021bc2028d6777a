// Calls to partner URLs against small servers on loopback: a name that resolves to a refused
// address is blocked before any connection; DNS rebinding (public at the check, internal after)
// cannot move the connection, which goes to the checked address with the name as Host; a redirect
// is the answer, not followed; at most ANSWER_HEAD_BYTES of an answer are read; a partner that never
// answers is cut off at the timeout, one that never finishes the TLS handshake at the connect
// timeout. Loopback stands in for "public" through OUTBOUND_ALLOW_CIDRS.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createTcpServer, type AddressInfo, type Socket } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { OutboundClient, type Resolver } from './index';
import { ANSWER_HEAD_BYTES, CONNECT_TIMEOUT_MS } from './request';

interface Fake {
  server: Server;
  port: number;
  received: { host?: string; url?: string }[];
}

async function fakeOn(host: string, handle: (req: IncomingMessage, res: ServerResponse) => void): Promise<Fake> {
  const received: Fake['received'] = [];
  const server = createServer((req, res) => {
    received.push({ host: req.headers.host, url: req.url });
    handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return { server, port: (server.address() as AddressInfo).port, received };
}

let partner: Fake; // 127.0.0.1: the partner, "public" for these tests
let internal: Fake; // 127.0.0.2: what an attacker wants to reach
const POST = { method: 'POST' as const, headers: { 'Content-Type': 'application/json' }, body: '{"event":"test"}', timeoutMs: 2000 };

beforeAll(async () => {
  partner = await fakeOn('127.0.0.1', (req, res) => {
    if (req.url === '/redirect') return void res.writeHead(302, { Location: `http://127.0.0.2:${internal.port}/` }).end();
    if (req.url === '/hang') return; // never answers
    if (req.url === '/endless') {
      res.writeHead(200);
      const more = () => {
        while (res.write('x'.repeat(64 * 1024)));
      };
      res.on('drain', more);
      return more();
    }
    res.writeHead(200).end('ok');
  });
  internal = await fakeOn('127.0.0.2', (_req, res) => res.writeHead(200).end('secret'));
});
afterAll(() => {
  for (const fake of [partner, internal]) {
    fake.server.closeAllConnections();
    fake.server.close();
  }
});

/** Loopback fakes allowed at 127.0.0.1 only; names resolved by `resolve`. */
const client = (resolve: Resolver) => new OutboundClient({ allowHttp: true, allowCidrs: ['127.0.0.1/32'], resolve });
const url = (path: string, host = 'partner.test') => `http://${host}:${partner.port}${path}`;

it('blocks a name that resolves to a refused address, or to a public and a refused one, without connecting', async () => {
  const seen = internal.received.length;
  for (const answer of [['127.0.0.2'], ['10.0.0.7'], ['127.0.0.1', '127.0.0.2'], ['127.0.0.1', '169.254.169.254']]) {
    const outbound = client(async () => answer.map((address) => ({ address, family: 4 as const })));
    const check = await outbound.check(url('/'));
    expect(check).toMatchObject({ ok: false, code: 'address_refused' });
    const sent = await outbound.send(`http://partner.test:${internal.port}/`, POST);
    expect(sent.kind).toBe('blocked');
  }
  expect(internal.received.length).toBe(seen);
});

it('blocks localhost through the system resolver', async () => {
  const outbound = new OutboundClient({ allowHttp: true, allowCidrs: [] });
  expect(await outbound.check(`http://localhost:${partner.port}/`)).toMatchObject({ ok: false, code: 'address_refused' });
  expect((await outbound.send(`http://localhost:${partner.port}/`, POST)).kind).toBe('blocked');
});

it('a name that does not resolve is a failure, not a block (worth a retry)', async () => {
  const outbound = client(async () => {
    throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
  });
  expect(await outbound.check(url('/'))).toMatchObject({ ok: false, code: 'unresolved' });
  expect((await outbound.send(url('/'), POST)).kind).toBe('failed');
  const slow = client(() => new Promise(() => {})); // a resolver that never answers
  expect((await slow.send(url('/'), { ...POST, timeoutMs: 300 })).kind).toBe('failed');
});

it('DNS rebinding: the connection goes to the address checked, once; a later internal answer is blocked', async () => {
  const answers = ['127.0.0.1', '127.0.0.2', '127.0.0.2'];
  let asked = 0;
  const rebinding = client(async () => [{ address: answers[Math.min(asked++, answers.length - 1)]!, family: 4 }]);
  const before = internal.received.length;
  const first = await rebinding.send(url('/pb'), POST);
  expect(first).toEqual({ kind: 'answered', status: 200, head: 'ok' });
  expect(asked).toBe(1); // resolved once: the socket asked nobody else
  expect(partner.received.at(-1)).toEqual({ host: `partner.test:${partner.port}`, url: '/pb' });
  expect(await rebinding.send(url('/pb'), POST)).toMatchObject({ kind: 'blocked' });
  expect(internal.received.length).toBe(before);
});

it('does not follow a redirect: the 3xx is the answer', async () => {
  const before = internal.received.length;
  const answer = await client(async () => [{ address: '127.0.0.1', family: 4 }]).send(url('/redirect'), POST);
  expect(answer).toMatchObject({ kind: 'answered', status: 302 });
  await new Promise((r) => setTimeout(r, 100));
  expect(internal.received.length).toBe(before);
});

it('reads at most 1 KB of an endless answer and lets the rest go', async () => {
  const started = Date.now();
  const answer = await client(async () => [{ address: '127.0.0.1', family: 4 }]).send(url('/endless'), POST);
  expect(answer).toMatchObject({ kind: 'answered', status: 200 });
  expect(answer.kind === 'answered' && answer.head).toBe('x'.repeat(ANSWER_HEAD_BYTES));
  expect(Date.now() - started).toBeLessThan(1000);
});

it('gives up on a partner that never answers at the timeout', async () => {
  const started = Date.now();
  const answer = await client(async () => [{ address: '127.0.0.1', family: 4 }]).send(url('/hang'), { ...POST, timeoutMs: 400 });
  expect(answer).toEqual({ kind: 'failed', reason: 'timeout' });
  expect(Date.now() - started).toBeGreaterThanOrEqual(390);
  expect(Date.now() - started).toBeLessThan(1500);
});

it('gives up on a TLS handshake that never finishes at the connect timeout, well before the total', async () => {
  const held: Socket[] = [];
  const silent = createTcpServer((socket) => void held.push(socket)); // accepts, never speaks TLS
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  try {
    const started = Date.now();
    const port = (silent.address() as AddressInfo).port;
    const answer = await client(async () => [{ address: '127.0.0.1', family: 4 }]).send(`https://partner.test:${port}/`, {
      ...POST,
      timeoutMs: CONNECT_TIMEOUT_MS + 5000,
    });
    expect(answer).toEqual({ kind: 'failed', reason: 'connect timeout' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(CONNECT_TIMEOUT_MS - 10);
    expect(Date.now() - started).toBeLessThan(CONNECT_TIMEOUT_MS + 1000);
  } finally {
    for (const socket of held) socket.destroy();
    silent.close();
  }
});

it('calls an IP literal directly, and blocks http without ALLOW_HTTP_OUTBOUND', async () => {
  const outbound = client(async () => {
    throw new Error('an IP literal is not resolved');
  });
  expect(await outbound.send(url('/pb', '127.0.0.1'), POST)).toMatchObject({ kind: 'answered', status: 200 });
  const httpsOnly = new OutboundClient({ allowHttp: false, allowCidrs: ['127.0.0.1/32'] });
  expect(await httpsOnly.send(url('/pb', '127.0.0.1'), POST)).toMatchObject({ kind: 'blocked' });
});
