import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteBaseUrl } from '../build/siteConfig';
import { createHttpClient, HttpError } from './http';

// A real HTTP server on 127.0.0.1: the client's requests are what reached it.
let server: Server;
let origin: string;
const seen: { path: string; headers: IncomingHttpHeaders }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const cors = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*', 'Content-Type': 'application/json' };
    if (req.method === 'OPTIONS') return res.writeHead(204, cors).end(); // happy-dom's CORS preflight
    seen.push({ path: req.url ?? '', headers: req.headers });
    if (req.url === '/site/_naya/manifest.json') return res.writeHead(200, cors).end('{"pages":{"/":"home"}}');
    res.writeHead(404, cors).end('{"error":{"code":"not_found"}}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the site HTTP client', () => {
  it('asks for JSON at the configured base address', async () => {
    const http = createHttpClient(`${origin}/site/`);
    await expect(http.getJSON('/_naya/manifest.json')).resolves.toEqual({ pages: { '/': 'home' } });
    expect(seen.at(-1)!.path).toBe('/site/_naya/manifest.json');
    expect(seen.at(-1)!.headers.accept).toBe('application/json');
  });

  it('throws HttpError with the status for an answer other than 2xx', async () => {
    const http = createHttpClient(origin);
    const error = await http.getJSON('/_naya/data/no/index.json').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(404);
    expect((error as HttpError).message).toBe(`${origin}/_naya/data/no/index.json: HTTP 404`);
  });

  it('resolves paths against the base, keeps absolute addresses, and defaults to the page origin', () => {
    expect(createHttpClient('https://cdn.naya.lk/').url('/feed/offers.json')).toBe('https://cdn.naya.lk/feed/offers.json');
    expect(createHttpClient('https://cdn.naya.lk').url('https://partner.example/feed.json')).toBe('https://partner.example/feed.json');
    expect(createHttpClient('').url('/feed/offers.json')).toBe('/feed/offers.json');
  });
});

describe('NAYA_SITE_BASE_URL', () => {
  it('is the page origin when unset, an http(s) address without trailing slash when set', () => {
    expect(siteBaseUrl({})).toBe('');
    expect(siteBaseUrl({ NAYA_SITE_BASE_URL: 'https://cdn.naya.lk/' })).toBe('https://cdn.naya.lk');
    expect(() => siteBaseUrl({ NAYA_SITE_BASE_URL: 'cdn.naya.lk' })).toThrow('NAYA_SITE_BASE_URL is not an address: cdn.naya.lk');
    expect(() => siteBaseUrl({ NAYA_SITE_BASE_URL: 'javascript:alert(1)' })).toThrow('must be http(s)');
  });
});
