// Which addresses a partner's URL may reach (docs/security.md, "Outbound calls"): every spelling
// of a loopback, private, link-local, CGNAT, multicast, unspecified or reserved address is refused,
// as an IPv4 literal (decimal, hex, octal, short forms), inside IPv6 (IPv4-mapped, NAT64, 6to4) and
// as IPv6 itself; public addresses pass; OUTBOUND_ALLOW_CIDRS lets chosen ranges through. URLs go
// through OutboundClient.check, so the URL parser's normalisation is part of what is tested.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cidrList, refusedRange } from './addresses';
import { OutboundClient, readOutboundSettings } from './index';

const strict = new OutboundClient({ allowHttp: true, allowCidrs: [] });
const verdict = async (url: string, client = strict) => {
  const target = await client.check(url);
  return target.ok ? 'ok' : target.code;
};

const octets = (n: number) => [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const hex4 = (n: number) => [(n >>> 16).toString(16), (n & 0xffff).toString(16)];

/** Every way we know to write IPv4 address `n` in a URL's host. */
function spellings(n: number): string[] {
  const [a, b, c, d] = octets(n) as [number, number, number, number];
  const [high, low] = hex4(n) as [string, string];
  return [
    `${a}.${b}.${c}.${d}`,
    `${a}.${b}.${c}.${d}.`,
    String(n),
    `0x${n.toString(16)}`,
    `0${n.toString(8)}`,
    octets(n)
      .map((o) => `0x${o.toString(16)}`)
      .join('.'),
    octets(n)
      .map((o) => `0${o.toString(8)}`)
      .join('.'),
    `${a}.${b}.${(c << 8) | d}`,
    `${a}.${(b << 16) | (c << 8) | d}`,
    `[::ffff:${a}.${b}.${c}.${d}]`,
    `[::ffff:${high}:${low}]`,
    `[0:0:0:0:0:ffff:${high}:${low}]`,
    `[::FFFF:${high.toUpperCase()}:${low.toUpperCase()}]`,
    `[64:ff9b::${a}.${b}.${c}.${d}]`,
    `[64:ff9b::${high}:${low}]`,
    `[2002:${high}:${low}::1]`,
  ];
}

const ip4 = (text: string) => text.split('.').reduce((n, o) => n * 256 + Number(o), 0);

/** [network, prefix] of every IPv4 range the spec names, for the property tests. */
const REFUSED_V4: [string, number][] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];

describe('IPv4', () => {
  it('refuses the attack URLs of the report', async () => {
    for (const url of [
      'http://localhost/',
      'http://127.0.0.1:8080/admin',
      'http://[::1]/',
      'http://2130706433/',
      'http://0x7f.1/',
      'http://0177.0.0.1/',
      'http://127.1/',
      'http://0/',
      'http://[::ffff:127.0.0.1]/',
      'http://[::ffff:7f00:1]/',
      'https://10.1.2.3/',
      'https://192.168.1.1/',
      'https://172.31.255.255/',
      'https://169.254.169.254/latest/meta-data/',
      'https://100.64.0.1/',
      'https://224.0.0.1/',
      'https://255.255.255.255/',
      'https://0.0.0.0/',
      'https://[64:ff9b::a9fe:a9fe]/',
      'https://[2002:a9fe:a9fe::1]/',
    ])
      expect([url, await verdict(url)]).toEqual([url, 'address_refused']);
  });

  it('refuses every address of each refused range in every spelling', async () => {
    const inRange = fc
      .constantFrom(...REFUSED_V4)
      .chain(([network, prefix]) => fc.integer({ min: 0, max: 2 ** (32 - prefix) - 1 }).map((offset) => ip4(network) + offset));
    await fc.assert(
      fc.asyncProperty(inRange, async (n) => {
        for (const host of spellings(n)) expect([host, await verdict(`https://${host}/pb`)]).toEqual([host, 'address_refused']);
      }),
      { numRuns: 300 },
    );
  });

  it('lets public addresses through, just outside each range too, in every spelling', async () => {
    for (const address of [
      '8.8.8.8',
      '1.1.1.1',
      '9.255.255.255',
      '11.0.0.0',
      '100.63.255.255',
      '100.128.0.0',
      '126.255.255.255',
      '128.0.0.0',
      '169.253.255.255',
      '169.255.0.0',
      '172.15.255.255',
      '172.32.0.0',
      '192.167.255.255',
      '192.169.0.0',
      '223.255.255.255',
    ])
      for (const host of spellings(ip4(address))) expect([host, await verdict(`https://${host}/`)]).toEqual([host, 'ok']);
  });
});

describe('IPv6', () => {
  it('refuses loopback, unspecified, link-local, unique local, multicast, documentation and other reserved addresses', async () => {
    for (const host of [
      '::1',
      '0:0:0:0:0:0:0:1',
      '0000:0000:0000:0000:0000:0000:0000:0001',
      '::',
      '::127.0.0.1', // IPv4-compatible
      'fe80::1',
      'febf:ffff::1',
      'fec0::1',
      'fc00::1',
      'fd12:3456:789a::1',
      'ff02::1',
      'ff0e::1',
      '100::1',
      '2001::1', // Teredo
      '2001:db8::1',
      '3fff::1',
      '64:ff9b:1::1',
      '5f00::1',
      '::2',
    ])
      expect([host, await verdict(`https://[${host}]/`)]).toEqual([host, 'address_refused']);
  });

  it('refuses any address in fc00::/7, fe80::/10 and ff00::/8', async () => {
    const group = fc.integer({ min: 0, max: 0xffff }).map((n) => n.toString(16));
    const rest = fc.array(group, { minLength: 7, maxLength: 7 }).map((g) => g.join(':'));
    const first = fc.oneof(
      fc.integer({ min: 0xfc00, max: 0xfdff }),
      fc.integer({ min: 0xfe80, max: 0xfebf }),
      fc.integer({ min: 0xff00, max: 0xffff }),
    );
    await fc.assert(
      fc.asyncProperty(first, rest, async (head, tail) => {
        expect(await verdict(`https://[${head.toString(16)}:${tail}]/`)).toBe('address_refused');
      }),
    );
  });

  it('lets public addresses through', async () => {
    for (const host of ['2606:4700:4700::1111', '2001:4860:4860::8888', '2a00:1450:4001::1', '2002:808:808::1'])
      expect([host, await verdict(`https://[${host}]/`)]).toEqual([host, 'ok']);
  });

  it('refuses a zone index and anything that is not an IP address', () => {
    const none = cidrList([]);
    expect(refusedRange('fe80::1%eth0', none)).toBeDefined();
    expect(refusedRange('localhost', none)).toBe('not an IP address');
    expect(refusedRange('127.1', none)).toBe('not an IP address'); // the URL parser spells it out first
  });

  it('names the range and the address inside', () => {
    expect(refusedRange('127.0.0.1', cidrList([]))).toBe('loopback');
    expect(refusedRange('::ffff:10.0.0.1', cidrList([]))).toBe('private (10.0.0.1 inside ::ffff:10.0.0.1)');
    expect(refusedRange('100.100.100.100', cidrList([]))).toBe('shared (CGNAT)');
  });
});

describe('OUTBOUND_ALLOW_CIDRS and ALLOW_HTTP_OUTBOUND', () => {
  it('allows the listed ranges in every spelling, nothing else', async () => {
    const fakes = new OutboundClient(readOutboundSettings({ ALLOW_HTTP_OUTBOUND: '1', OUTBOUND_ALLOW_CIDRS: ' 127.0.0.0/8 , fd00::/8' }));
    for (const host of spellings(ip4('127.0.0.1'))) expect([host, await verdict(`http://${host}:9/`, fakes)]).toEqual([host, 'ok']);
    expect(await verdict('http://[fd00::5]/', fakes)).toBe('ok');
    for (const url of ['http://10.0.0.1/', 'http://[::1]/', 'http://169.254.169.254/', 'http://[fe80::1]/'])
      expect(await verdict(url, fakes)).toBe('address_refused');
  });

  it('takes https only unless ALLOW_HTTP_OUTBOUND=1', async () => {
    const https = new OutboundClient(readOutboundSettings({ OUTBOUND_ALLOW_CIDRS: '127.0.0.0/8' }));
    expect(await verdict('http://127.0.0.1/', https)).toBe('https_required');
    expect(await verdict('https://127.0.0.1/', https)).toBe('ok');
    for (const url of ['ftp://8.8.8.8/', 'file:///etc/passwd', 'javascript:alert(1)', 'gopher://8.8.8.8/'])
      expect(await verdict(url, https)).toBe('https_required');
    expect(await verdict('not a url', https)).toBe('invalid_url');
    expect(readOutboundSettings({}).allowHttp).toBe(false);
    expect(readOutboundSettings({ ALLOW_HTTP_OUTBOUND: '0' }).allowHttp).toBe(false);
  });

  it('refuses a malformed range at start, naming it', () => {
    for (const bad of ['10.0.0.0', '10.0.0.0/33', '::/129', 'lan/8', '10.0.0.0/8/1', '10.0.0.0/-1', '10.0.0.0/x'])
      expect(() => readOutboundSettings({ OUTBOUND_ALLOW_CIDRS: `127.0.0.0/8,${bad}` })).toThrow(bad);
    expect(readOutboundSettings({}).allowCidrs).toEqual([]);
  });
});
