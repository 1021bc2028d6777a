// Responsive images: one file per breakpoint of docs/site.md (xs 320 … xxl 1536), named
// `{name}-{width}.{ext}`, with the intrinsic size read from the file so the page reserves the
// space. An image whose size cannot be read yields 0×0 instead of breaking the build.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { IMAGE_BREAKPOINTS } from '../constants';
import type { ResponsiveImage } from '../app/content-types';

export interface Size {
  width: number;
  height: number;
}

const ZERO: Size = { width: 0, height: 0 };
const PNG_SIGNATURE = '89504e470d0a1a0a';

/** Width and height of a PNG, WebP (VP8/VP8L/VP8X) or SVG file; 0×0 when they cannot be read. */
export function imageSize(file: string): Size {
  try {
    const bytes = readFileSync(file);
    if (bytes.subarray(0, 8).toString('hex') === PNG_SIGNATURE) return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
    if (bytes.toString('ascii', 0, 4) === 'RIFF' && bytes.toString('ascii', 8, 12) === 'WEBP') return webpSize(bytes);
    if (file.endsWith('.svg')) return svgSize(bytes.toString('utf8'));
  } catch {
    // unreadable or truncated: fall through to 0×0
  }
  return ZERO;
}

function webpSize(bytes: Buffer): Size {
  const kind = bytes.toString('ascii', 12, 16);
  if (kind === 'VP8X') return { width: 1 + bytes.readUIntLE(24, 3), height: 1 + bytes.readUIntLE(27, 3) };
  if (kind === 'VP8 ') return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  if (kind === 'VP8L') {
    const b = bytes.readUInt32LE(21);
    return { width: (b & 0x3fff) + 1, height: ((b >> 14) & 0x3fff) + 1 };
  }
  return ZERO;
}

function svgSize(svg: string): Size {
  const tag = /<svg\b[^>]*>/i.exec(svg)?.[0] ?? '';
  const width = Number(/\bwidth="(\d+(?:\.\d+)?)"/.exec(tag)?.[1]);
  const height = Number(/\bheight="(\d+(?:\.\d+)?)"/.exec(tag)?.[1]);
  return Number.isFinite(width) && Number.isFinite(height) && width > 0 && height > 0 ? { width, height } : ZERO;
}

/**
 * The sources of `public/{dir}/{name}-{width}.{ext}` that exist, one per breakpoint. The `src`
 * (and the size the page reserves) is the md source, a sensible default for old browsers.
 */
export function responsiveImage(publicDir: string, dir: string, name: string, ext: string): ResponsiveImage {
  const sources = Object.values(IMAGE_BREAKPOINTS)
    .map((width) => ({ width, rel: `/${dir}/${name}-${width}.${ext}` }))
    .filter((s) => existsSync(path.join(publicDir, s.rel)));
  const main = sources.find((s) => s.width === IMAGE_BREAKPOINTS.md) ?? sources[0];
  if (!main) return { src: `/${dir}/${name}.${ext}`, srcSet: '', ...imageSize(path.join(publicDir, dir, `${name}.${ext}`)) };
  return {
    src: main.rel,
    srcSet: sources.map((s) => `${s.rel} ${imageSize(path.join(publicDir, s.rel)).width || s.width}w`).join(', '),
    ...imageSize(path.join(publicDir, main.rel)),
  };
}
