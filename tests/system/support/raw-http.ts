// Raw HTTP over node:net, for requests no client library would send: broken framing, conflicting
// headers, bytes that are not UTF-8, a request cut off in the middle.
import { connect } from 'node:net';

export interface RawAnswer {
  /** Status of the first final answer (1xx skipped), or null when none came. */
  status: number | null;
  headers: Record<string, string>;
  body: string;
}

/** Splits the first final answer out of what the server wrote (chunked bodies decoded). */
export function parseAnswer(raw: Buffer): RawAnswer {
  let text = raw.toString('latin1');
  while (/^HTTP\/1\.[01] 1\d\d /.test(text)) text = text.slice(text.indexOf('\r\n\r\n') + 4); // 100 Continue
  const match = /^HTTP\/1\.[01] (\d{3})/.exec(text);
  if (!match) return { status: null, headers: {}, body: '' };
  const end = text.indexOf('\r\n\r\n');
  const headers: Record<string, string> = {};
  for (const line of text.slice(0, end).split('\r\n').slice(1)) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  let body = end < 0 ? '' : text.slice(end + 4);
  if (headers['content-length']) body = body.slice(0, Number(headers['content-length']));
  else if (headers['transfer-encoding'] === 'chunked') body = dechunk(body);
  return { status: Number(match[1]), headers, body: Buffer.from(body, 'latin1').toString('utf8') };
}

function dechunk(text: string): string {
  let out = '';
  for (let rest = text; ;) {
    const eol = rest.indexOf('\r\n');
    const size = parseInt(rest.slice(0, eol), 16);
    if (!(size > 0)) return out;
    out += rest.slice(eol + 2, eol + 2 + size);
    rest = rest.slice(eol + 2 + size + 2);
  }
}

/** Writes `parts` (one write each) to 127.0.0.1:`port`; resolves what came back when the server
 * closes the connection or after `waitMs`. */
export function rawExchange(port: number, parts: (string | Buffer)[], waitMs = 3000): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const socket = connect(port, '127.0.0.1');
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(parseAnswer(Buffer.concat(chunks)));
    };
    const timer = setTimeout(done, waitMs);
    socket.on('data', (d) => chunks.push(d));
    socket.on('close', done);
    socket.on('error', () => {}); // a reset by the server ends the exchange like a close
    socket.on('connect', () => {
      for (const part of parts) socket.write(part);
    });
  });
}

const CLOSE = 'Host: 127.0.0.1\r\nConnection: close\r\n';

/** A POST with a right Content-Length and extra header lines. */
const post = (path: string, extra: string, body: string) =>
  `POST ${path} HTTP/1.1\r\n${CLOSE}${extra}Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;

/** `body` as a chunked body in two chunks, the first with an extension, then a trailer. */
function chunked(body: string): string {
  const [a, b] = [body.slice(0, 3), body.slice(3)];
  return `3;ext=1\r\n${a}\r\n${Buffer.byteLength(b).toString(16)}\r\n${b}\r\n0\r\nX-Trailer: 1\r\n\r\n`;
}

export interface RawCase {
  name: string;
  parts: (string | Buffer)[];
  /** An exact status when the HTTP stack or the app must give one; otherwise only "not 5xx". */
  status?: number | null;
  /** The answer comes from the app's API: JSON error shape on refusal. */
  api?: boolean;
  waitMs?: number;
}

export const RAW_CASES: RawCase[] = [
  { name: 'a request line that is not HTTP', parts: ['GARBAGE\r\n\r\n'], status: 400 },
  {
    name: 'Content-Length not a number',
    parts: [`POST /api/event HTTP/1.1\r\n${CLOSE}Content-Type: text/plain\r\nContent-Length: abc\r\n\r\n{}`],
    status: 400,
  },
  {
    name: 'negative Content-Length',
    parts: [`POST /api/event HTTP/1.1\r\n${CLOSE}Content-Type: text/plain\r\nContent-Length: -1\r\n\r\n{}`],
    status: 400,
  },
  {
    name: 'two different Content-Lengths',
    parts: [`POST /api/event HTTP/1.1\r\n${CLOSE}Content-Type: text/plain\r\nContent-Length: 2\r\nContent-Length: 5\r\n\r\n{}`],
    status: 400,
  },
  {
    name: 'Transfer-Encoding and Content-Length together',
    parts: [
      `POST /api/event HTTP/1.1\r\n${CLOSE}Content-Type: text/plain\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`,
    ],
    status: 400,
  },
  {
    name: 'a chunk size that is not hex',
    parts: [`POST /api/event HTTP/1.1\r\n${CLOSE}Content-Type: text/plain\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n`],
    status: 400,
  },
  { name: 'a NUL in a header', parts: [`GET /api/health HTTP/1.1\r\n${CLOSE}X-Odd: a\0b\r\n\r\n`], status: 400 },
  { name: 'a 20 KB header', parts: [`GET /api/health HTTP/1.1\r\n${CLOSE}X-Pad: ${'a'.repeat(20_000)}\r\n\r\n`], status: 431 },
  { name: 'a 100 KB URL', parts: [`GET /api/health?${'a'.repeat(100_000)} HTTP/1.1\r\n${CLOSE}\r\n`], status: 431 },
  { name: 'an unknown method', parts: [`FOO /api/event HTTP/1.1\r\n${CLOSE}\r\n`], status: 400 },
  {
    name: 'a Content-Length far over the limit, no body',
    parts: [`POST /api/event HTTP/1.1\r\n${CLOSE}Content-Type: text/plain\r\nContent-Length: 99999999999\r\n\r\n`],
    status: 413,
    api: true,
  },
  {
    name: 'a body that is not UTF-8',
    parts: [`POST /api/event HTTP/1.1\r\n${CLOSE}Content-Type: text/plain\r\nContent-Length: 3\r\n\r\n`, Buffer.from([0xff, 0xfe, 0xc3])],
    status: 400,
    api: true,
  },
  {
    name: 'a Latin-1 byte in Content-Type',
    parts: [Buffer.from(`POST /api/leads HTTP/1.1\r\n${CLOSE}Content-Type: application/json\xff\r\nContent-Length: 2\r\n\r\n{}`, 'latin1')],
    status: 415,
    api: true,
  },
  {
    name: 'two Content-Types',
    parts: [post('/api/event', 'Content-Type: text/plain\r\nContent-Type: application/xml\r\n', '{"event":"raw","event_id":"raw-ct"}')],
    api: true,
  },
  {
    name: 'a valid chunked event with extensions and a trailer',
    parts: [
      `POST /api/event HTTP/1.1\r\n${CLOSE}Content-Type: text/plain\r\nTransfer-Encoding: chunked\r\n\r\n${chunked('{"event":"raw","event_id":"raw-ch"}')}`,
    ],
    status: 202,
    api: true,
  },
  {
    name: 'Expect: 100-continue',
    parts: [post('/api/event', 'Expect: 100-continue\r\nContent-Type: text/plain\r\n', '{"event":"raw","event_id":"raw-ex"}')],
    status: 202,
    api: true,
  },
  { name: 'HTTP/1.0 without Host', parts: ['GET /api/health HTTP/1.0\r\n\r\n'], status: 200 },
  { name: 'bare LF line ends', parts: ['GET /api/health HTTP/1.1\nHost: 127.0.0.1\nConnection: close\n\n'] },
  { name: 'two Hosts', parts: ['GET /api/health HTTP/1.1\r\nHost: a\r\nHost: b\r\nConnection: close\r\n\r\n'] },
  { name: 'an absolute-form target', parts: [`GET http://evil.example/api/admin/stats HTTP/1.1\r\n${CLOSE}\r\n`], status: 401, api: true },
  { name: 'dot segments into the admin API', parts: [`GET /api/event/../admin/stats HTTP/1.1\r\n${CLOSE}\r\n`], api: true },
  { name: 'encoded dot segments out of the site', parts: [`GET /%2e%2e/%2e%2e/etc/passwd HTTP/1.1\r\n${CLOSE}\r\n`], status: 404 },
  { name: 'an encoded NUL in a page path', parts: [`GET /pixel/%00 HTTP/1.1\r\n${CLOSE}\r\n`], status: 404 },
  { name: 'a broken percent-encoding in a page path', parts: [`GET /pixel/%E0%A4%A HTTP/1.1\r\n${CLOSE}\r\n`], status: 404 },
  {
    name: 'a websocket upgrade',
    parts: [`GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n`],
    waitMs: 1000,
  },
  // Node answers the parse error at once and closes: the first answer may not get out.
  { name: 'a good request pipelined before a broken one', parts: [`GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\nBROKEN\r\n\r\n`] },
  {
    name: 'a body cut off (the client goes away)',
    parts: [`POST /api/leads HTTP/1.1\r\n${CLOSE}Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"full_`],
    status: null,
    waitMs: 500,
  },
  { name: 'headers cut off', parts: ['POST /api/event HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Ty'], status: null, waitMs: 500 },
];
