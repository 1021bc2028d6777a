// One HTTP request to addresses already checked (server/outbound/index.ts): the socket connects
// only to them (our `lookup` answers with them, so no second resolution can lead elsewhere), while
// the Host header and TLS's server name stay the URL's host name. No redirect is followed (node:http
// follows none), no connection is pooled, and the answer is read up to ANSWER_HEAD_BYTES.
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

export interface OutboundRequest {
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  /** The whole call, resolution included. */
  timeoutMs: number;
}

/** `answered`: any status, a 3xx included; `blocked`: refused before any connection (not worth a
 * retry); `failed`: no answer (unresolved, refused connection, timeout), worth a retry. */
export type OutboundAnswer =
  { kind: 'answered'; status: number; head: string } | { kind: 'blocked'; reason: string } | { kind: 'failed'; reason: string };

/** Of an answer, at most this much is read (shown in the console); the rest is discarded unread. */
export const ANSWER_HEAD_BYTES = 1024;
/** TCP (and TLS) set-up; a partner that takes longer is as good as down. */
export const CONNECT_TIMEOUT_MS = 3_000;
const MAX_HEADER_BYTES = 16 * 1024;

/** A `lookup` for net.connect that answers with the checked addresses whatever it is asked. */
function pinnedLookup(addresses: ResolvedAddress[]): LookupFunction {
  return (_host, options, callback) => {
    if (options.all) return callback(null, addresses);
    const [first] = addresses;
    callback(null, first!.address, first!.family);
  };
}

/** The answer's first bytes as text, without a character cut in half or NULs (the database's text refuses them). */
const headText = (chunks: Buffer[]) =>
  Buffer.concat(chunks)
    .subarray(0, ANSWER_HEAD_BYTES)
    .toString('utf8')
    .replace(/\uFFFD+$/, '')
    .replace(/\0/g, '');

export function pinnedRequest(url: URL, addresses: ResolvedAddress[], request: OutboundRequest): Promise<OutboundAnswer> {
  const { timeoutMs } = request;
  return new Promise((resolve) => {
    const secure = url.protocol === 'https:';
    const headers = { ...request.headers };
    if (request.body !== undefined) headers['Content-Length'] = String(Buffer.byteLength(request.body));
    const req = (secure ? https : http).request({
      hostname: url.hostname.replace(/^\[(.*)\]$/, '$1'),
      port: url.port || undefined,
      path: url.pathname + url.search,
      method: request.method,
      headers,
      agent: false,
      lookup: pinnedLookup(addresses),
      maxHeaderSize: MAX_HEADER_BYTES,
    });
    let status: number | undefined;
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const answered = (): OutboundAnswer => ({ kind: 'answered', status: status!, head: headText(chunks) });
    const failed = (reason: string): OutboundAnswer => (status === undefined ? { kind: 'failed', reason } : answered());
    const finish = (answer: OutboundAnswer) => {
      if (settled) return;
      settled = true;
      clearTimeout(total);
      clearTimeout(connect);
      req.destroy(); // whatever the partner still sends is not read
      resolve(answer);
    };
    const total = setTimeout(() => finish(failed('timeout')), timeoutMs);
    const connect = setTimeout(() => finish(failed('connect timeout')), Math.min(CONNECT_TIMEOUT_MS, timeoutMs));
    req.on('socket', (socket) => socket.once(secure ? 'secureConnect' : 'connect', () => clearTimeout(connect)));
    req.on('error', (error: NodeJS.ErrnoException) => finish(failed(error.code ?? error.message)));
    req.on('response', (res) => {
      status = res.statusCode ?? 0;
      res.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        size += chunk.length;
        if (size >= ANSWER_HEAD_BYTES) finish(answered());
      });
      res.on('end', () => finish(answered()));
      res.on('close', () => finish(answered())); // cut off mid-answer: what came is the answer
    });
    req.end(request.body);
  });
}
