// Serves the built site from dist/site/: correct types, compression, cache policy, ETag → 304,
// `301` from `/route` to `/route/`, and the site's own not-found page (`/en/…` → the English one)
// with status 404. Pages carry the CSP of server/http/security.ts.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { DEFAULT_LANG, LANGS } from '../common/lang';
import { renewedClientCookie } from './http/client-cookie';
import { apiError } from './http/errors';
import { COMMON_HEADERS, pageCsp, type CspOptions } from './http/security';
import { loadFile, pickEncoding, REVALIDATE, type SiteFile } from './static-files';

export interface StaticOptions extends CspOptions {
  siteDir: string;
}

const isFile = (p: string) => existsSync(p) && statSync(p).isFile();

/** Maps a URL path to a file under `siteDir`, or says to redirect, or nothing. */
export function resolvePath(siteDir: string, urlPath: string): { file: string } | { redirect: string } | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const abs = path.join(siteDir, decoded);
  if (abs !== siteDir && !abs.startsWith(siteDir + path.sep)) return null; // no ../ escapes
  if (decoded.endsWith('/')) return isFile(path.join(abs, 'index.html')) ? { file: path.join(abs, 'index.html') } : null;
  if (isFile(abs)) return { file: abs };
  // Location comes from the folder found, never from the request's text: a path such as
  // `//evil.example/..%2Foffers` must not become `Location: //evil.example/…` (another site).
  if (isFile(path.join(abs, 'index.html'))) return { redirect: folderUrl(siteDir, abs) };
  return null;
}

/** The URL of a folder under `siteDir`: one leading slash, each segment encoded, a trailing slash. */
function folderUrl(siteDir: string, abs: string): string {
  const segments = path.relative(siteDir, abs).split(path.sep).filter(Boolean);
  return `/${segments.map((s) => `${encodeURIComponent(s)}/`).join('')}`;
}

function send(c: Context, file: SiteFile, status: 200 | 404, options: StaticOptions): Response {
  const headers: Record<string, string> = {
    ...COMMON_HEADERS,
    'Content-Type': file.type,
    'Cache-Control': status === 404 ? REVALIDATE : file.cacheControl,
    ETag: file.etag,
    Vary: 'Accept-Encoding',
  };
  // Partner pages on other origins import loader.js's lazy chunks as ES modules, and load the
  // widgets' script fonts beside them (widgets/script-font.ts): both need CORS.
  if (file.type.includes('javascript') || file.type.startsWith('font/')) headers['Access-Control-Allow-Origin'] = '*';
  if (file.type.startsWith('text/html')) {
    headers['Content-Security-Policy'] = pageCsp(file.body.toString('utf8'), c.req.path, options);
    const clientCookie = renewedClientCookie(c); // also on a 304: a revalidated page renews it too
    if (clientCookie) {
      headers['Set-Cookie'] = clientCookie;
      headers['Cache-Control'] = `private, ${headers['Cache-Control']}`; // no shared cache keeps one visitor's id
    }
  }
  if (status === 200 && c.req.header('if-none-match') === file.etag) return c.body(null, 304, headers);
  const { body, encoding } = pickEncoding(file, c.req.header('accept-encoding'));
  if (encoding) headers['Content-Encoding'] = encoding;
  headers['Content-Length'] = String(body.length);
  return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(body), { status, headers });
}

/** The site's not-found page in the language of this path (`/ta/…` → Tamil), or JSON when none is built. */
export function notFound(c: Context, options: StaticOptions): Response {
  const prefix = c.req.path.split('/')[1];
  const lang = LANGS.find((l) => l !== DEFAULT_LANG && l === prefix);
  const candidates = [lang ? path.join(options.siteDir, lang, '404.html') : '', path.join(options.siteDir, '404.html')];
  const page = candidates.find((p) => p && isFile(p));
  if (!page || c.req.path.startsWith('/api/')) return apiError(c, 'not_found');
  return send(c, loadFile(page), 404, options);
}

export function staticSite(options: StaticOptions): Hono {
  const app = new Hono();
  const serve = (c: Context) => {
    const found = resolvePath(options.siteDir, c.req.path);
    if (!found) return notFound(c, options);
    if ('redirect' in found) {
      const query = new URL(c.req.url).search;
      return c.redirect(found.redirect + query, 301);
    }
    return send(c, loadFile(found.file), 200, options);
  };
  app.on(['GET', 'HEAD'], '*', serve);
  return app;
}
