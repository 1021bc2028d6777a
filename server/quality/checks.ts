// Quality checks of a new lead (docs/lead-quality-and-payouts.md): each a small pure function of
// what the registration knows, answering whether its reason code applies. Any code sends the lead
// to `review`, where an operator approves or rejects it.
import { isIP, type BlockList } from 'node:net';

export const REASON_CODES = ['nic_age', 'velocity_client', 'velocity_ip', 'datacenter_ip'] as const;
export type ReasonCode = (typeof REASON_CODES)[number];

/** A lender lends from 18; past 75 a loan application is far likelier someone else's NIC. */
export const MIN_AGE = 18;
export const MAX_AGE = 75;
/** More than this many leads from one visitor (client_id) in VELOCITY_CLIENT_HOURS. */
export const VELOCITY_CLIENT_MAX = 3;
export const VELOCITY_CLIENT_HOURS = 24;
/** More than this many leads from one /24 (IPv4) or /48 (IPv6) in VELOCITY_IP_HOURS. */
export const VELOCITY_IP_MAX = 10;
export const VELOCITY_IP_HOURS = 1;

/** Whole years from `birthDate` (YYYY-MM-DD) to `today` (YYYY-MM-DD). */
export function ageOn(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number);
  const [ty, tm, td] = today.split('-').map(Number);
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** `nic_age`: under 18 or over 75 on `today` by the NIC's birth date. */
export const nicAgeOutOfRange = (birthDate: string, today: string): boolean => {
  const age = ageOn(birthDate, today);
  return age < MIN_AGE || age > MAX_AGE;
};

/** `velocity_client`: `count` leads from this client_id in the last 24 h, this one included. */
export const clientTooFast = (count: number): boolean => count > VELOCITY_CLIENT_MAX;

/** `velocity_ip`: `count` leads from this network in the last hour, this one included. */
export const networkTooFast = (count: number): boolean => count > VELOCITY_IP_MAX;

/** `datacenter_ip`: the address is in DATACENTER_CIDRS. */
export const inDatacenter = (ip: string, datacenters: BlockList): boolean => {
  const family = isIP(ip);
  return family !== 0 && datacenters.check(ip, family === 6 ? 'ipv6' : 'ipv4');
};

/** The /24 of an IPv4 address or the /48 of an IPv6 one, as text (`203.0.113.0/24`); undefined
 * for anything that is not an address. */
export function networkOf(ip: string): string | undefined {
  const family = isIP(ip);
  if (family === 4) return `${ip.split('.').slice(0, 3).join('.')}.0/24`;
  if (family !== 6) return undefined;
  const canonical = new URL(`http://[${ip}]/`).hostname.slice(1, -1);
  const [head = '', tail] = canonical.split('::');
  const left = head ? head.split(':') : [];
  const right = tail === undefined ? [] : tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${groups.slice(0, 3).join(':')}::/48`;
}

export interface QualityFacts {
  birthDate: string;
  today: string;
  clientLeads: number;
  networkLeads: number;
  ip: string;
  datacenters: BlockList;
}

/** Every reason code that applies, in REASON_CODES order. */
export function reasonsFor(facts: QualityFacts): ReasonCode[] {
  const reasons: ReasonCode[] = [];
  if (nicAgeOutOfRange(facts.birthDate, facts.today)) reasons.push('nic_age');
  if (clientTooFast(facts.clientLeads)) reasons.push('velocity_client');
  if (networkTooFast(facts.networkLeads)) reasons.push('velocity_ip');
  if (inDatacenter(facts.ip, facts.datacenters)) reasons.push('datacenter_ip');
  return reasons;
}
