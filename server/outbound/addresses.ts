// Which IP addresses a call to a partner's or lender's URL may reach (docs/security.md, "Outbound
// calls"): public unicast only. The ranges are IANA's special-purpose registries (RFC 6890 and its
// updates); an IPv6 address that carries an IPv4 one (IPv4-mapped, NAT64, 6to4) is judged by the
// IPv4 address it leads to. Addresses come from the URL parser or the resolver, never typed by hand
// here: WHATWG URL has already turned 2130706433, 0x7f.1, 0177.0.0.1 and 127.1 into 127.0.0.1.
import { BlockList, isIPv4, isIPv6 } from 'node:net';

type Range = readonly [network: string, prefix: number, name: string];

const IPV4_REFUSED: Range[] = [
  ['0.0.0.0', 8, 'this network'],
  ['10.0.0.0', 8, 'private'],
  ['100.64.0.0', 10, 'shared (CGNAT)'],
  ['127.0.0.0', 8, 'loopback'],
  ['169.254.0.0', 16, 'link-local'],
  ['172.16.0.0', 12, 'private'],
  ['192.0.0.0', 24, 'IETF protocol assignments'],
  ['192.0.2.0', 24, 'documentation'],
  ['192.88.99.0', 24, '6to4 relay'],
  ['192.168.0.0', 16, 'private'],
  ['198.18.0.0', 15, 'benchmarking'],
  ['198.51.100.0', 24, 'documentation'],
  ['203.0.113.0', 24, 'documentation'],
  ['224.0.0.0', 4, 'multicast'],
  ['240.0.0.0', 4, 'reserved'], // 255.255.255.255 (broadcast) included
];

const IPV6_REFUSED: Range[] = [
  ['::', 128, 'unspecified'],
  ['::1', 128, 'loopback'],
  ['::', 96, 'IPv4-compatible (deprecated)'],
  ['64:ff9b:1::', 48, 'local-use NAT64'],
  ['100::', 64, 'discard-only'],
  ['2001::', 23, 'IETF protocol assignments'], // Teredo (2001::/32) included
  ['2001:db8::', 32, 'documentation'],
  ['3fff::', 20, 'documentation'],
  ['fc00::', 7, 'unique local'],
  ['fe80::', 10, 'link-local'],
  ['fec0::', 10, 'site-local (deprecated)'],
  ['ff00::', 8, 'multicast'],
];

const family = (address: string) => (isIPv4(address) ? 'ipv4' : 'ipv6');

/** CIDRs (`10.0.0.0/8`, `::1/128`) as a BlockList; throws on anything else, naming the bad entry. */
export function cidrList(cidrs: readonly string[]): BlockList {
  const list = new BlockList();
  for (const cidr of cidrs) {
    const [network = '', prefix = '', extra] = cidr.split('/');
    const bits = Number(prefix);
    const max = isIPv4(network) ? 32 : isIPv6(network) ? 128 : 0;
    if (extra !== undefined || !/^\d{1,3}$/.test(prefix) || !max || bits > max) throw new Error(`not a CIDR range: "${cidr}"`);
    list.addSubnet(network, bits, family(network));
  }
  return list;
}

const rangeLists = (ranges: Range[]) => ranges.map(([network, prefix, name]) => ({ name, list: cidrList([`${network}/${prefix}`]) }));
const V4 = rangeLists(IPV4_REFUSED);
const V6 = rangeLists(IPV6_REFUSED);
/** Every public IPv6 unicast address is in 2000::/3; the rest is reserved. */
const GLOBAL_UNICAST = cidrList(['2000::/3']);

/** The eight 16-bit groups of an IPv6 address, whatever its spelling (`::`, a trailing dotted quad). */
function groups(address: string): number[] {
  // The URL parser's serialiser writes every spelling the same way: lower-case hex, `::` once, no
  // dotted quad.
  const canonical = new URL(`http://[${address}]/`).hostname.slice(1, -1);
  const [head = '', tail] = canonical.split('::');
  const part = (text: string) => (text ? text.split(':').map((g) => parseInt(g, 16)) : []);
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

const dotted = (high: number, low: number) => [high >> 8, high & 255, low >> 8, low & 255].join('.');

/** The IPv4 address an IPv6 one leads to: IPv4-mapped (::ffff:0:0/96), NAT64 (64:ff9b::/96), 6to4 (2002::/16). */
function embeddedIPv4(address: string): string | undefined {
  const g = groups(address);
  if (g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff) return dotted(g[6]!, g[7]!);
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0)) return dotted(g[6]!, g[7]!);
  if (g[0] === 0x2002) return dotted(g[1]!, g[2]!);
  return undefined;
}

/**
 * Why an outbound call may not go to this IP address (`"loopback"`, `"private"`, …), or undefined
 * when it may: a public address, or one inside `allowed` (OUTBOUND_ALLOW_CIDRS). Anything that is
 * not a plain IP address (a zone index, a host name) is refused.
 */
export function refusedRange(address: string, allowed: BlockList): string | undefined {
  if (isIPv4(address)) {
    if (allowed.check(address, 'ipv4')) return undefined;
    return V4.find((range) => range.list.check(address, 'ipv4'))?.name;
  }
  if (!isIPv6(address) || address.includes('%')) return 'not an IP address';
  const inner = embeddedIPv4(address);
  if (inner !== undefined) {
    const why = refusedRange(inner, allowed);
    return why && `${why} (${inner} inside ${address})`;
  }
  if (allowed.check(address, 'ipv6')) return undefined;
  const range = V6.find((r) => r.list.check(address, 'ipv6'));
  if (range) return range.name;
  return GLOBAL_UNICAST.check(address, 'ipv6') ? undefined : 'reserved';
}
