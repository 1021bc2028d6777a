// The client's IP for per-IP limits. Load balancers (ALB, nginx) APPEND the address they saw to
// X-Forwarded-For, so its left end is whatever the client wrote: only the hops our own proxies
// added, read from the right, can be believed. TRUST_PROXY says which those are: a number of
// proxies in front, or the list of their addresses (CIDR ranges allowed), as Express's
// `trust proxy` does. Anything that is not an IP address ends the walk.
import { BlockList, isIP } from 'node:net';
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

export type TrustProxy = { hops: number } | { proxies: BlockList };

/** TRUST_PROXY: unset/`0` none, `true` one, `N` that many, else a comma list of addresses or ranges. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false') return { hops: 0 };
  if (text === 'true') return { hops: 1 };
  if (/^\d+$/.test(text)) return { hops: Number(text) };
  const proxies = new BlockList();
  for (const entry of text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [address, bits] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (!isIP(address) || (bits !== undefined && !/^\d{1,3}$/.test(bits))) {
      throw new Error(`TRUST_PROXY: "${entry}" is neither a number of proxies nor an IP address or range`);
    }
    if (bits === undefined) proxies.addAddress(address, family);
    else proxies.addSubnet(address, Number(bits), family);
  }
  return { proxies };
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

const isTrusted = (ip: string, proxies: BlockList) => proxies.check(ip, isIP(ip) === 6 ? 'ipv6' : 'ipv4');

/** The client's address: the rightmost hop not added by a trusted proxy; `unknown` without any. */
export const clientIp = (c: Context, trust: TrustProxy): string => clientIpOf(socketAddress(c), c.req.header('x-forwarded-for'), trust);

/** clientIp from the socket's address and the X-Forwarded-For header (server/http/event-fast-path.ts). */
export function clientIpOf(socket: string | undefined, forwardedFor: string | undefined, trust: TrustProxy): string {
  // Nearest first: the socket, then X-Forwarded-For from the right.
  const forwarded = forwardedFor?.split(',').reverse() ?? [];
  const hops = [socket, ...forwarded].map(normaliseIp);
  let client = hops[0];
  for (let i = 1; i < hops.length && hops[i] !== undefined; i += 1) {
    // hop i-1 is one of our proxies, so what it wrote (hop i) is believed
    const behindProxy = 'hops' in trust ? i <= trust.hops : client !== undefined && isTrusted(client, trust.proxies);
    if (!behindProxy) break;
    client = hops[i];
  }
  return client ?? 'unknown';
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
