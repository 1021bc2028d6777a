// The visitor id re-issued as an HTTP cookie by our own pages (Safari caps script cookies at 7
// days): exact attributes, only for a valid v4 id the request carried, never on other files.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { parseTrustProxy, readForwarding } from '../client-ip';
import { staticSite } from '../static';

const V4 = '3b241101-e2bb-4255-8caf-4136c566a962';
const V4_BARE = '3b241101e2bb42558caf4136c566a962';
let siteDir: string;

beforeAll(() => {
  siteDir = mkdtempSync(path.join(tmpdir(), 'naya-cookie-site-'));
  for (const [rel, text] of Object.entries({
    'offers/index.html': '<!doctype html><title>naya</title>offers',
    '404.html': '<!doctype html><title>naya</title>404',
    'loader.js': 'void 0',
  })) {
    mkdirSync(path.dirname(path.join(siteDir, rel)), { recursive: true });
    writeFileSync(path.join(siteDir, rel), text);
  }
});
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

const get = (url: string, headers: Record<string, string> = {}) => staticSite({ siteDir, allowedOrigins: [] }).request(url, { headers });
/** A page asked for over plain http through a connection from `peer`, the app trusting `trust` proxies. */
const fromPeer = (peer: string, headers: Record<string, string>, trust = '1') =>
  new Hono()
    .use('*', readForwarding(parseTrustProxy(trust)))
    .route('/', staticSite({ siteDir, allowedOrigins: [] }))
    .request('http://naya.test/offers/', { headers }, { incoming: { socket: { remoteAddress: peer } } });

describe('client_id re-issued by the server with each page', () => {
  it('echoes the request’s valid v4 id for 180 days: Max-Age=15552000, Path=/, SameSite=Lax, not HttpOnly', async () => {
    const res = await get('http://naya.test/offers/', { Cookie: `session_id=x; client_id=${V4}; other=1` });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toBe(`client_id=${V4}; Max-Age=15552000; Path=/; SameSite=Lax`);
    expect(res.headers.get('cache-control')).toBe('private, no-cache'); // no shared cache hands it to another visitor
  });

  it('adds Secure on https, also behind a TLS-terminating proxy', async () => {
    const direct = await get('https://naya.test/offers/', { Cookie: `client_id=${V4_BARE}` });
    expect(direct.headers.get('set-cookie')).toBe(`client_id=${V4_BARE}; Max-Age=15552000; Path=/; SameSite=Lax; Secure`);
    const proxied = await fromPeer('127.0.0.1', { Cookie: `client_id=${V4}`, 'X-Forwarded-Proto': 'https' });
    expect(proxied.headers.get('set-cookie')).toBe(`client_id=${V4}; Max-Age=15552000; Path=/; SameSite=Lax; Secure`);
  });

  it('believes X-Forwarded-Proto only from a proxy of ours (TRUST_PROXY_FROM), never from the client', async () => {
    const headers = { Cookie: `client_id=${V4}`, 'X-Forwarded-Proto': 'https' };
    for (const [peer, trust] of [
      ['203.0.113.5', '1'], // TRUST_PROXY set, but the client connected directly
      ['127.0.0.1', '0'], // no proxy in front at all
    ] as const) {
      const res = await fromPeer(peer, headers, trust);
      expect(res.headers.get('set-cookie'), `${peer} ${trust}`).toBe(`client_id=${V4}; Max-Age=15552000; Path=/; SameSite=Lax`);
    }
    expect((await get('http://naya.test/offers/', headers)).headers.get('set-cookie')).not.toContain('Secure'); // no socket at all
  });

  it('renews it on a revalidated page (304) and on the not-found page', async () => {
    const first = await get('http://naya.test/offers/');
    const etag = first.headers.get('etag')!;
    const revalidated = await get('http://naya.test/offers/', { Cookie: `client_id=${V4}`, 'If-None-Match': etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('set-cookie')).toBe(`client_id=${V4}; Max-Age=15552000; Path=/; SameSite=Lax`);
    const missing = await get('http://naya.test/no-such-page/', { Cookie: `client_id=${V4}` });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('set-cookie')).toBe(`client_id=${V4}; Max-Age=15552000; Path=/; SameSite=Lax`);
  });

  it.each([
    ['no cookie', undefined],
    ['a v1 UUID', 'client_id=c232ab00-9414-11ec-b3c8-9f6bdeced846'],
    ['markup', 'client_id=<script>'],
    ['an attribute smuggled in', `client_id=${V4}%3B%20Domain%3Devil.example`],
    ['half the hyphens', 'client_id=3b241101-e2bb4255-8caf-4136c566a962'],
  ])('sets no cookie for %s', async (_name, cookie) => {
    const res = await get('http://naya.test/offers/', cookie ? { Cookie: cookie } : {});
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('never on scripts and other files', async () => {
    const res = await get('http://naya.test/loader.js', { Cookie: `client_id=${V4}` });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toBeNull();
  });
});
