// Reading and caching the built site's files: content type, ETag, cache policy and compressed
// variants (brotli, gzip) made once per file version and kept in memory — dist/site is small.
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.txt', '.xml', '.svg', '.webmanifest', '.ttf']);

/** esbuild's `[name]-[hash]` names: eight base-32 characters before the extension. */
const HASHED = /-[A-Z0-9]{8}\.[a-z0-9]+$/;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache'; // may be stored, but asked again (ETag → 304) every time
const SHORT = 'public, max-age=300'; // loader.js and other stable names: partners pick up fixes soon

export function cacheControlFor(file: string): string {
  if (file.endsWith('.html')) return REVALIDATE;
  if (HASHED.test(path.basename(file))) return IMMUTABLE;
  return SHORT;
}

export interface SiteFile {
  path: string;
  body: Buffer;
  type: string;
  etag: string;
  cacheControl: string;
  br?: Buffer;
  gzip?: Buffer;
}

const cache = new Map<string, { version: string; file: SiteFile }>();

/** The file at `absPath` (a regular file), from memory while its size and mtime are unchanged. */
export function loadFile(absPath: string): SiteFile {
  const stat = statSync(absPath);
  const version = `${stat.size}:${stat.mtimeMs}`;
  const hit = cache.get(absPath);
  if (hit?.version === version) return hit.file;
  const body = readFileSync(absPath);
  const ext = path.extname(absPath).toLowerCase();
  const file: SiteFile = {
    path: absPath,
    body,
    type: TYPES[ext] ?? 'application/octet-stream',
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
    cacheControl: cacheControlFor(absPath),
  };
  if (COMPRESSIBLE.has(ext)) Object.assign(file, compressedVariants(body));
  cache.set(absPath, { version, file });
  return file;
}

/** Brotli and gzip of a body made once (files, the offer feeds); none for tiny bodies. */
export function compressedVariants(body: Buffer): Pick<SiteFile, 'br' | 'gzip'> {
  if (body.length <= 512) return {};
  return { br: brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }), gzip: gzipSync(body, { level: 9 }) };
}

/** Picks the best encoding the client accepts: brotli, then gzip, else none. */
export function pickEncoding(
  file: Pick<SiteFile, 'body' | 'br' | 'gzip'>,
  acceptEncoding: string | undefined,
): { body: Buffer; encoding?: 'br' | 'gzip' } {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  const accepts = (name: string) => new RegExp(`(^|[,\\s])${name}(?!;q=0(\\.0*)?(,|$))`).test(accepted);
  if (file.br && accepts('br')) return { body: file.br, encoding: 'br' };
  if (file.gzip && accepts('gzip')) return { body: file.gzip, encoding: 'gzip' };
  return { body: file.body };
}
