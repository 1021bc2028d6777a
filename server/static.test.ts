// The static site over Hono's in-process request, against a small fixture site in a temp folder.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticSite } from './static';

let siteDir: string;
const INLINE = "window.__DATA__={route:'home'}";
const bigScript = 'console.log("naya");\n'.repeat(200);

function write(rel: string, text: string) {
  const file = path.join(siteDir, rel);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

beforeAll(() => {
  siteDir = mkdtempSync(path.join(tmpdir(), 'naya-site-'));
  write(
    'index.html',
    `<!doctype html><html lang="si-LK"><title>naya</title><script>${INLINE}</script><script src="/assets/app-AB12CD34.js"></script>`,
  );
  write('blog/index.html', '<!doctype html><title>naya</title>blog');
  write('en/index.html', '<!doctype html><title>naya</title>home');
  write('404.html', '<!doctype html><title>naya</title>මෙම පිටුව හමු නොවීය');
  write('en/404.html', '<!doctype html><title>naya</title>This page could not be found');
  write('ta/404.html', '<!doctype html><title>naya</title>இந்தப் பக்கத்தைக் கண்டுபிடிக்க முடியவில்லை');
  write('pixel/index.html', '<!doctype html><script src="frame.js"></script>');
  write('assets/app-AB12CD34.js', bigScript);
  write('loader.js', bigScript);
  write('img/logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  write('chunks/naya-sinhala-AB12CD34.woff2', 'wOF2');
});
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

const app = () => staticSite({ siteDir, allowedOrigins: ['https://sibling.example', 'https://partner.example'] });
const get = (url: string, headers: Record<string, string> = {}) => app().request(url, { headers });

describe('static site', () => {
  it('serves pages with revalidation and hashed assets as immutable, with content types', async () => {
    const page = await get('/');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const asset = await get('/assets/app-AB12CD34.js');
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get('/loader.js')).headers.get('cache-control')).toBe('public, max-age=300');
    expect((await get('/img/logo.svg')).headers.get('content-type')).toBe('image/svg+xml');
  });

  it('lets pages on any origin load the chunks and the widgets’ fonts beside them (CORS), not the pages', async () => {
    const font = await get('/chunks/naya-sinhala-AB12CD34.woff2');
    expect(font.headers.get('content-type')).toBe('font/woff2');
    expect(font.headers.get('access-control-allow-origin')).toBe('*');
    expect(font.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get('/loader.js')).headers.get('access-control-allow-origin')).toBe('*');
    expect((await get('/')).headers.get('access-control-allow-origin')).toBeNull();
    expect((await get('/img/logo.svg')).headers.get('access-control-allow-origin')).toBeNull();
  });

  it('compresses with brotli or gzip as the client accepts', async () => {
    const br = await get('/loader.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(bigScript);
    const gz = await get('/loader.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(bigScript);
    const plain = await get('/loader.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(bigScript);
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await get('/loader.js');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);
    const again = await get('/loader.js', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('redirects a route without its trailing slash with 301, keeping the query', async () => {
    const res = await get('/blog?utm_source=fb');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/blog/?utm_source=fb');
    expect((await get('/en')).headers.get('location')).toBe('/en/');
  });

  it("answers unknown paths with the site's own not-found page and 404, English under /en/, Tamil under /ta/", async () => {
    const si = await get('/no-such-page/');
    expect(si.status).toBe(404);
    expect(si.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await si.text()).toContain('මෙම පිටුව හමු නොවීය');
    const en = await get('/en/no-such-page/');
    expect(en.status).toBe(404);
    expect(await en.text()).toContain('This page could not be found');
    const ta = await get('/ta/no-such-page/');
    expect(ta.status).toBe(404);
    expect(await ta.text()).toContain('இந்தப் பக்கத்தைக் கண்டுபிடிக்க முடியவில்லை');
    expect(await (await get('/tamil/no-such-page/')).text()).toContain('මෙම පිටුව හමු නොවීය'); // not a language prefix
    expect((await get('/blog/missing.js')).status).toBe(404);
  });

  it('never serves files outside the site folder', async () => {
    for (const probe of ['/..%2f..%2fetc%2fpasswd', '/%2e%2e/%2e%2e/etc/passwd', '/a%00b']) {
      const res = await get(probe);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('root:');
    }
  });

  it('falls back to the JSON error shape when no not-found page is built', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'naya-empty-'));
    const res = await staticSite({ siteDir: empty }).request('/nothing/');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'not_found', message: 'This page could not be found', fields: {} } });
    rmSync(empty, { recursive: true });
  });

  it('sends a CSP allowing exactly the inline scripts of the page, not framable elsewhere', async () => {
    const csp = (await get('/')).headers.get('content-security-policy')!;
    const hash = createHash('sha256').update(INLINE).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(csp.split('; ').find((d) => d.startsWith('script-src'))).not.toContain('unsafe-inline');
    expect(csp).toMatch(/frame-ancestors 'self'$/);
    expect(csp).toContain("object-src 'none'");
  });

  it('lets only the allow-listed origins frame /pixel/', async () => {
    const csp = (await get('/pixel/')).headers.get('content-security-policy')!;
    expect(csp).toMatch(/frame-ancestors 'self' https:\/\/sibling\.example https:\/\/partner\.example$/);
    const pixelList = await staticSite({ siteDir, pixelOrigins: ['https://landing.example'] }).request('/pixel/');
    expect(pixelList.headers.get('content-security-policy')).toMatch(/frame-ancestors 'self' https:\/\/landing\.example$/);
    const unset = await staticSite({ siteDir }).request('/pixel/');
    expect(unset.headers.get('content-security-policy')).toMatch(/frame-ancestors 'self'$/);
  });

  it('answers HEAD without a body', async () => {
    const res = await app().request('/loader.js', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe(String(Buffer.byteLength(bigScript)));
    expect(await res.text()).toBe('');
  });
});
