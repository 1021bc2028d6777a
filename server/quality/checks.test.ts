// Each reason code's rule at its edges (docs/lead-quality-and-payouts.md "Reason codes").
import { describe, expect, it } from 'vitest';
import { cidrList } from '../outbound/addresses';
import { ageOn, clientTooFast, inDatacenter, networkOf, networkTooFast, nicAgeOutOfRange, reasonsFor } from './checks';

describe('quality checks', () => {
  it('nic_age: 18 on the birthday, not the day before; 75 still fine, 76 not', () => {
    expect(ageOn('2008-05-02', '2026-05-01')).toBe(17);
    expect(nicAgeOutOfRange('2008-05-02', '2026-05-01')).toBe(true);
    expect(nicAgeOutOfRange('2008-05-02', '2026-05-02')).toBe(false);
    expect(nicAgeOutOfRange('1950-05-02', '2026-05-01')).toBe(false); // 75
    expect(nicAgeOutOfRange('1950-05-02', '2026-05-02')).toBe(true); // 76
  });

  it('velocity_client: the 4th lead of one visitor in 24 h; velocity_ip: the 11th of one network in 1 h', () => {
    expect([3, 4].map(clientTooFast)).toEqual([false, true]);
    expect([10, 11].map(networkTooFast)).toEqual([false, true]);
  });

  it('datacenter_ip: an address in DATACENTER_CIDRS, IPv4 and IPv6', () => {
    const list = cidrList(['203.0.113.0/24', '2001:db8::/32']);
    expect(inDatacenter('203.0.113.9', list)).toBe(true);
    expect(inDatacenter('2001:db8:1::5', list)).toBe(true);
    expect(inDatacenter('198.51.100.1', list)).toBe(false);
    expect(inDatacenter('unknown', list)).toBe(false);
  });

  it('counts an IPv4 address by its /24 and an IPv6 one by its /48, whatever its spelling', () => {
    expect(networkOf('203.0.113.77')).toBe('203.0.113.0/24');
    expect(networkOf('2001:DB8:0:1::5')).toBe('2001:db8:0::/48');
    expect(networkOf('2001:db8::1')).toBe('2001:db8:0::/48');
    expect(networkOf('unknown')).toBeUndefined();
  });

  it('gives every code that applies, in order', () => {
    const facts = { birthDate: '1990-05-02', today: '2026-05-02', clientLeads: 1, networkLeads: 1, ip: '198.51.100.1' };
    const datacenters = cidrList(['198.51.100.0/24']);
    expect(reasonsFor({ ...facts, datacenters: cidrList([]) })).toEqual([]);
    expect(reasonsFor({ ...facts, birthDate: '2010-01-01', clientLeads: 4, networkLeads: 11, datacenters })).toEqual([
      'nic_age',
      'velocity_client',
      'velocity_ip',
      'datacenter_ip',
    ]);
  });
});
