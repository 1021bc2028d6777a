// The client's IP for per-IP limits. Load balancers (ALB, nginx) APPEND the address they saw to
// X-Forwarded-For, so its left end is whatever the client wrote: only the hops our own proxies
// added, read from the right, can be believed. TRUST_PROXY says which those are: a number of
// proxies in front, or the list of their addresses (CIDR ranges allowed), as Express's
// `trust proxy` does. Anything that is not an IP address ends the walk.
//
// The forwarded headers (X-Forwarded-For, X-Forwarded-Proto) are read only when the connection
// itself comes from a proxy of ours: a peer in TRUST_PROXY_FROM (default loopback, or the
// TRUST_PROXY list when it is one). From any other peer they are the client's own words and are
// ignored, so a server reachable directly cannot be told another address (docs/security.md "Proxies").
import { BlockList, isIP } from 'node:net';
import type { Context, MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/** Which forwarded hops to believe, and which peers may forward at all. */
export type TrustProxy = ({ hops: number } | { proxies: BlockList }) & { from: BlockList };

/** TRUST_PROXY_FROM's default: a proxy on the same machine. */
export const LOOPBACK = '127.0.0.0/8, ::1';

/** A comma list of addresses and CIDR ranges as a BlockList; `setting` names it in the error. */
function addressList(text: string, setting: string): BlockList {
  const list = new BlockList();
  for (const entry of text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [address, bits] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    const width = family === 'ipv6' ? 128 : 32;
    if (!isIP(address) || (bits !== undefined && (!/^\d{1,3}$/.test(bits) || Number(bits) > width))) {
      throw new Error(`${setting}: "${entry}" is not an IP address or range`);
    }
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(bits), family);
  }
  return list;
}

/** TRUST_PROXY: unset/`0` none, `true` one, `N` that many, else a comma list of addresses or ranges.
 * TRUST_PROXY_FROM (`from`): the peers whose forwarded headers are read; default loopback with a
 * number, the list itself with a list. */
export function parseTrustProxy(value: string | undefined, from?: string): TrustProxy {
  const text = (value ?? '').trim();
  const peers = (fallback: string) => addressList(from?.trim() || fallback, 'TRUST_PROXY_FROM');
  if (text === '' || text === 'false' || text === '0') return { hops: 0, from: new BlockList() };
  if (text === 'true') return { hops: 1, from: peers(LOOPBACK) };
  if (/^\d+$/.test(text)) return { hops: Number(text), from: peers(LOOPBACK) };
  let proxies: BlockList;
  try {
    proxies = addressList(text, 'TRUST_PROXY');
  } catch {
    throw new Error(`TRUST_PROXY: "${text}" is neither a number of proxies nor a list of IP addresses or ranges`);
  }
  return { proxies, from: from?.trim() ? peers(LOOPBACK) : proxies };
}

/** One X-Forwarded-For entry or socket address as a plain IP, or undefined when it is not one.
 * Accepts `[v6]:port`, `v4:port` and IPv4-mapped IPv6 (`::ffff:1.2.3.4`, a dual-stack socket). */
export function normaliseIp(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  let ip = raw.trim().toLowerCase();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(ip);
  if (bracketed) ip = bracketed[1];
  else if (/^[\d.]+:\d+$/.test(ip)) ip = ip.slice(0, ip.indexOf(':'));
  if (ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4) ip = ip.slice(7);
  return isIP(ip) ? ip : undefined;
}

function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined; // app.request() in tests has no socket
  }
}

const family = (ip: string) => (isIP(ip) === 6 ? 'ipv6' : 'ipv4');
const isTrusted = (ip: string, list: BlockList) => list.check(ip, family(ip));

/** Whether a connection from `peer` may tell us about the client (X-Forwarded-*). */
function forwardsFor(peer: string | undefined, trust: TrustProxy): boolean {
  if ('hops' in trust && trust.hops === 0) return false;
  return peer !== undefined && isTrusted(peer, trust.from);
}

/** The client's address: the rightmost hop not added by a trusted proxy; `unknown` without any. */
export const clientIp = (c: Context, trust: TrustProxy): string => clientIpOf(socketAddress(c), c.req.header('x-forwarded-for'), trust);

/** clientIp from the socket's address and the X-Forwarded-For header (server/events/fast-path.ts). */
export function clientIpOf(socket: string | undefined, forwardedFor: string | undefined, trust: TrustProxy): string {
  const peer = normaliseIp(socket);
  if (!forwardsFor(peer, trust)) return peer ?? 'unknown';
  // Nearest first: the socket, then X-Forwarded-For from the right.
  const forwarded = forwardedFor?.split(',').reverse() ?? [];
  const hops = [peer, ...forwarded.map(normaliseIp)];
  let client = hops[0];
  for (let i = 1; i < hops.length && hops[i] !== undefined; i += 1) {
    // hop i-1 is one of our proxies, so what it wrote (hop i) is believed
    const behindProxy = 'hops' in trust ? i <= trust.hops : client !== undefined && isTrusted(client, trust.proxies);
    if (!behindProxy) break;
    client = hops[i];
  }
  return client ?? 'unknown';
}

/** Requests whose peer is a proxy of ours (marked by `readForwarding`, which the app runs first). */
const forwarded = new WeakSet<Request>();

/** App middleware: notes whether this request's X-Forwarded-Proto may be believed, for the code
 * that sets cookies (`isHttps`) without a TrustProxy of its own. */
export function readForwarding(trust: TrustProxy): MiddlewareHandler {
  return async (c, next) => {
    if (forwardsFor(normaliseIp(socketAddress(c)), trust)) forwarded.add(c.req.raw);
    await next();
  };
}

/** Whether the client reached us over https: the request's own URL, or X-Forwarded-Proto (its
 * first entry, the proxy nearest the client) when a proxy of ours sent the request. */
export function isHttps(c: Context): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  if (!forwarded.has(c.req.raw)) return false;
  return c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase() === 'https';
}

/** The limiter's key for an address: IPv4 whole, IPv6 by its /64 (one home or phone network
 * holds a whole /64, so counting single IPv6 addresses would let one client rotate freely). */
export function limitKey(ip: string): string {
  if (isIP(ip) !== 6) return ip;
  const [head, tail] = ip.split('%')[0].split('::');
  const groups = head ? head.split(':') : [];
  if (tail !== undefined) {
    const rest = tail ? tail.split(':') : [];
    const size = rest.length + (rest.at(-1)?.includes('.') ? 1 : 0); // an embedded IPv4 fills two groups
    groups.push(...Array<string>(8 - groups.length - size).fill('0'), ...rest);
  }
  return `${groups
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}
