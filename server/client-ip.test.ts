import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientIp, limitKey, normaliseIp, parseTrustProxy } from './client-ip';

/** What clientIp answers for a request from `socket` carrying `forwarded`, with TRUST_PROXY=`trust`
 * and TRUST_PROXY_FROM=`from` (here the load balancers' 10.0.0.0/8 unless said; null: unset). */
async function ipOf(trust: string | undefined, forwarded: string | undefined, socket = '10.0.0.9', from: string | null = '10.0.0.0/8') {
  const app = new Hono().get('/', (c) => c.text(clientIp(c, parseTrustProxy(trust, from ?? undefined))));
  const headers: Record<string, string> = forwarded === undefined ? {} : { 'X-Forwarded-For': forwarded };
  // the same bindings @hono/node-server gives a handler: the incoming request and its socket
  const res = await app.request('/', { headers }, { incoming: { socket: { remoteAddress: socket } } });
  return res.text();
}

describe('clientIp', () => {
  it('is the socket address without TRUST_PROXY, whatever X-Forwarded-For says', async () => {
    expect(await ipOf(undefined, '1.2.3.4')).toBe('10.0.0.9');
    expect(await ipOf('0', '1.2.3.4')).toBe('10.0.0.9');
    expect(await ipOf(undefined, undefined, '::ffff:203.0.113.5')).toBe('203.0.113.5');
  });

  it('with TRUST_PROXY=N takes the Nth hop from the right, never what the client wrote on the left', async () => {
    // the client wrote "6.6.6.6"; the load balancer appended the address it saw
    expect(await ipOf('1', '6.6.6.6, 203.0.113.7')).toBe('203.0.113.7');
    expect(await ipOf('true', '6.6.6.6, 203.0.113.7')).toBe('203.0.113.7');
    // CDN → load balancer → us: two proxies append two hops
    expect(await ipOf('2', '6.6.6.6, 203.0.113.7, 172.16.0.4')).toBe('203.0.113.7');
    // fewer hops than proxies: the leftmost there is
    expect(await ipOf('3', '203.0.113.7')).toBe('203.0.113.7');
    expect(await ipOf('1', undefined)).toBe('10.0.0.9');
  });

  it('with a list of proxy addresses walks right to left past the trusted ones', async () => {
    expect(await ipOf('10.0.0.9, 172.16.0.0/12', '6.6.6.6, 203.0.113.7, 172.16.5.5')).toBe('203.0.113.7');
    expect(await ipOf('10.0.0.9', '6.6.6.6, 203.0.113.7')).toBe('203.0.113.7');
    // a connection from an address not on the list is the client itself
    expect(await ipOf('10.0.0.1', '6.6.6.6, 203.0.113.7', '10.0.0.9', null)).toBe('10.0.0.9');
  });

  it('with TRUST_PROXY=N reads X-Forwarded-For only from a peer in TRUST_PROXY_FROM (default loopback)', async () => {
    // the attack: the server is reachable directly, and a client names any address it likes
    expect(await ipOf('1', '198.51.100.77', '203.0.113.50', null)).toBe('203.0.113.50');
    expect(await ipOf('2', '6.6.6.6, 198.51.100.77', '203.0.113.50', null)).toBe('203.0.113.50');
    expect(await ipOf('1', '198.51.100.77', '10.0.0.9', null)).toBe('10.0.0.9'); // a private peer is not loopback
    expect(await ipOf('1', '198.51.100.77', '2001:db8::5', '10.0.0.0/8')).toBe('2001:db8::5');
    // the proxy on this machine, and proxies in TRUST_PROXY_FROM
    expect(await ipOf('1', '198.51.100.77', '127.0.0.1', null)).toBe('198.51.100.77');
    expect(await ipOf('1', '198.51.100.77', '127.8.9.10', null)).toBe('198.51.100.77');
    expect(await ipOf('1', '198.51.100.77', '::1', null)).toBe('198.51.100.77');
    expect(await ipOf('1', '198.51.100.77', '::ffff:127.0.0.1', null)).toBe('198.51.100.77');
    expect(await ipOf('1', '198.51.100.77', '10.1.2.3', '10.0.0.0/8, fd00::/8')).toBe('198.51.100.77');
    expect(await ipOf('1', '198.51.100.77', 'fd00::7', '10.0.0.0/8, fd00::/8')).toBe('198.51.100.77');
    // with a list, TRUST_PROXY_FROM (when set) still names the peers that may forward
    expect(await ipOf('10.0.0.0/8', '198.51.100.77', '10.0.0.9', '127.0.0.1')).toBe('10.0.0.9');
  });

  it('accepts only IP addresses: a forged word, port or empty hop ends the walk at the last real one', async () => {
    expect(await ipOf('2', 'evil, 203.0.113.7')).toBe('203.0.113.7');
    expect(await ipOf('1', 'not-an-ip')).toBe('10.0.0.9');
    expect(await ipOf('1', '')).toBe('10.0.0.9');
    expect(await ipOf('2', '1.2.3.4, , 203.0.113.7')).toBe('203.0.113.7');
    expect(await ipOf('1', '999.1.1.1')).toBe('10.0.0.9');
    expect(await ipOf('1', '203.0.113.7:51234')).toBe('203.0.113.7');
    expect(await ipOf('1', '[2001:db8::1]:443')).toBe('2001:db8::1');
  });

  it('refuses a TRUST_PROXY that is neither a count nor addresses, and a TRUST_PROXY_FROM that is not addresses', () => {
    expect(() => parseTrustProxy('yes please')).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustProxy('10.0.0.0/abc')).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustProxy('1', 'everyone')).toThrow(/^TRUST_PROXY_FROM: "everyone" is not an IP address or range$/);
    expect(() => parseTrustProxy('1', '10.0.0.0/33')).toThrow(/TRUST_PROXY_FROM/);
    expect(() => parseTrustProxy('1', '0.0.0.0/0')).not.toThrow(); // every peer, said explicitly
  });

  it('normalises addresses', () => {
    expect(normaliseIp(' 2001:DB8::1 ')).toBe('2001:db8::1');
    expect(normaliseIp('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(normaliseIp('1.2.3')).toBeUndefined();
    expect(normaliseIp('<script>')).toBeUndefined();
  });
});

describe('limitKey', () => {
  it('keys IPv4 by the address and IPv6 by its /64', () => {
    expect(limitKey('203.0.113.7')).toBe('203.0.113.7');
    expect(limitKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(limitKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(limitKey('2001:0db8:0001:0002::ffff')).toBe('2001:db8:1:2::/64');
    expect(limitKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(limitKey('::1')).toBe('0:0:0:0::/64');
    expect(limitKey('::ffff:1.2.3.4')).toBe('0:0:0:0::/64');
    expect(limitKey('2001:db8:1:3::1')).not.toBe(limitKey('2001:db8:1:2::1'));
  });
});
