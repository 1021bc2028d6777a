// The one HTTP client for URLs that partners or lenders give us (docs/security.md, "Outbound
// calls"): https only (http too with ALLOW_HTTP_OUTBOUND=1), and only to public addresses. The host
// is resolved once, every address it resolves to is checked (addresses.ts), and the connection goes
// to those checked addresses (request.ts), so a name that answers differently the second time (DNS
// rebinding) cannot lead the call elsewhere. OUTBOUND_ALLOW_CIDRS allows ranges anyway (local fakes).
import { lookup } from 'node:dns/promises';
import { isIP, type BlockList } from 'node:net';
import { cidrList, refusedRange } from './addresses';
import { pinnedRequest, type OutboundAnswer, type OutboundRequest, type ResolvedAddress } from './request';

export type { OutboundAnswer } from './request';

/** A host name's addresses; an empty list or a rejection means it does not resolve. */
export type Resolver = (host: string) => Promise<ResolvedAddress[]>;

export interface OutboundSettings {
  /** ALLOW_HTTP_OUTBOUND=1: plain http as well as https. */
  allowHttp: boolean;
  /** OUTBOUND_ALLOW_CIDRS: ranges that may be reached although private or reserved. */
  allowCidrs: string[];
  /** Answers in place of the system resolver (tests). */
  resolve?: Resolver;
}

/** ALLOW_HTTP_OUTBOUND, OUTBOUND_ALLOW_CIDRS (comma-separated; a malformed entry stops the start). */
export function readOutboundSettings(env: NodeJS.ProcessEnv): OutboundSettings {
  const allowCidrs = (env.OUTBOUND_ALLOW_CIDRS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  cidrList(allowCidrs); // throws on a bad entry, naming it
  return { allowHttp: env.ALLOW_HTTP_OUTBOUND === '1' || env.ALLOW_HTTP_OUTBOUND === 'true', allowCidrs };
}

/** Longest wait for the resolver: a name that takes longer counts as not resolving. */
export const RESOLVE_TIMEOUT_MS = 2_000;

const systemResolver: Resolver = async (host) =>
  (await lookup(host, { all: true, verbatim: true })).map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));

/** `ok`: the URL may be called, at these addresses. Otherwise why not: `invalid_url`,
 * `https_required`, `address_refused` (the host is or resolves to a refused address) or
 * `unresolved` (the name has no address now). */
export type Target =
  | { ok: true; url: URL; addresses: ResolvedAddress[] }
  | { ok: false; code: 'invalid_url' | 'https_required' | 'address_refused' | 'unresolved'; message: string };

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('timeout')), ms)));
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

export class OutboundClient {
  private readonly allowed: BlockList;
  private readonly resolve: Resolver;

  constructor(private readonly settings: OutboundSettings) {
    this.allowed = cidrList(settings.allowCidrs);
    this.resolve = settings.resolve ?? systemResolver;
  }

  /** Whether plain http URLs may be called (ALLOW_HTTP_OUTBOUND: development only). */
  get allowsHttp(): boolean {
    return this.settings.allowHttp;
  }

  /** Where a call to this URL would go, or why it may not. */
  async check(text: string, timeoutMs = RESOLVE_TIMEOUT_MS): Promise<Target> {
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      return { ok: false, code: 'invalid_url', message: 'Not a URL.' };
    }
    if (url.protocol !== 'https:' && !(url.protocol === 'http:' && this.settings.allowHttp))
      return { ok: false, code: 'https_required', message: 'Only https URLs are called.' };
    const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
    const literal = isIP(host);
    const addresses: ResolvedAddress[] = literal
      ? [{ address: host, family: literal === 6 ? 6 : 4 }]
      : await withTimeout(this.resolve(host), Math.min(RESOLVE_TIMEOUT_MS, timeoutMs)).catch(() => []);
    if (addresses.length === 0) return { ok: false, code: 'unresolved', message: `${host} does not resolve.` };
    for (const { address } of addresses) {
      const why = refusedRange(address, this.allowed);
      if (why) {
        const where = literal ? `${address} is` : `${host} resolves to ${address},`;
        return { ok: false, code: 'address_refused', message: `${where} not a public address (${why}).` };
      }
    }
    return { ok: true, url, addresses };
  }

  /** Calls the URL if it may be called, no redirect followed; `blocked` when it may not. */
  async send(text: string, request: OutboundRequest): Promise<OutboundAnswer> {
    const started = Date.now();
    const target = await this.check(text, request.timeoutMs);
    if (!target.ok)
      return target.code === 'unresolved' ? { kind: 'failed', reason: target.message } : { kind: 'blocked', reason: target.message };
    const timeoutMs = Math.max(1, request.timeoutMs - (Date.now() - started));
    return pinnedRequest(target.url, target.addresses, { ...request, timeoutMs });
  }
}
