// Fingerprint (docs/site.md, Cookie consent): a SHA-256 of many browser signals, cached in localStorage `fingerprint`.
// Computed here instead of by a CDN script (unreachable, and a third party we need not
// trust). It identifies a device, so it is personal data: nothing runs without consent, and a
// refusal also erases the cached value.
import { FINGERPRINT_KEY } from '../constants';

const HEX_SHA256 = /^[0-9a-f]{64}$/;

/** A signal the browser refuses to give (privacy modes, missing APIs) is recorded as null. */
function read<T>(signal: () => T): T | null {
  try {
    return signal() ?? null;
  } catch {
    return null;
  }
}

function canvasSignal(): string | null {
  const canvas = document.createElement('canvas');
  canvas.width = 200;
  canvas.height = 40;
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  // Text and blending render differently across GPUs, fonts and anti-aliasing settings.
  ctx.textBaseline = 'top';
  ctx.font = '16px Arial';
  ctx.fillStyle = '#f60';
  ctx.fillRect(100, 1, 62, 20);
  ctx.fillStyle = '#069';
  ctx.fillText('naya ණය 😃', 2, 15);
  ctx.globalCompositeOperation = 'multiply';
  ctx.fillStyle = 'rgba(102, 204, 0, 0.7)';
  ctx.arc(50, 20, 20, 0, Math.PI * 2);
  ctx.fill();
  return canvas.toDataURL();
}

function webglSignal(): string | null {
  const gl = document.createElement('canvas').getContext('webgl') as WebGLRenderingContext | null;
  if (!gl) return null;
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  const vendor = gl.getParameter(info ? info.UNMASKED_VENDOR_WEBGL : gl.VENDOR);
  const renderer = gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER);
  return `${vendor}|${renderer}`;
}

/** Every signal, in a fixed order so the same browser always hashes the same text. */
export function collectSignals(): unknown[] {
  const nav = navigator as Navigator & { deviceMemory?: number };
  return [
    read(() => nav.userAgent),
    read(() => [...nav.languages].join(',')),
    read(() => [screen.width, screen.height, screen.availWidth, screen.availHeight].join('x')),
    read(() => screen.colorDepth),
    read(() => devicePixelRatio),
    read(() => Intl.DateTimeFormat().resolvedOptions().timeZone),
    read(() => new Date(2020, 0, 1).getTimezoneOffset()),
    read(() => nav.hardwareConcurrency),
    read(() => nav.deviceMemory),
    read(() => nav.platform),
    read(() => [nav.maxTouchPoints, 'ontouchstart' in window].join(',')),
    read(canvasSignal),
    read(webglSignal),
  ];
}

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

function storage(): Storage | null {
  return read(() => localStorage);
}

/**
 * The visitor's fingerprint, or null without consent or where SubtleCrypto is missing (it exists
 * only in secure contexts: https and localhost).
 */
export async function getFingerprint(options: { consent: boolean }): Promise<string | null> {
  const store = storage();
  if (!options.consent) {
    read(() => store?.removeItem(FINGERPRINT_KEY));
    return null;
  }
  const cached = read(() => store?.getItem(FINGERPRINT_KEY));
  if (cached && HEX_SHA256.test(cached)) return cached;
  if (!globalThis.crypto?.subtle) return null;
  const hash = await sha256Hex(JSON.stringify(collectSignals()));
  read(() => store?.setItem(FINGERPRINT_KEY, hash));
  return hash;
}
