// Security headers. Pages get a Content-Security-Policy built for what the site loads: its own
// scripts plus the exact hashes of its inline scripts (computed from each HTML file), and the
// third parties that load only after cookie consent (tag manager, social pixel, analytics,
// Firebase messaging). `/pixel/` may be framed only by the allow-listed sibling origins.
import { createHash } from 'node:crypto';

/** Third-party hosts of docs/security-and-personal-data.md, behind configuration and consent. */
// Keep in step with site/thirdparty/scripts.ts (server/http/security.test.ts checks it).
const THIRD_PARTY_SCRIPTS = ['https://www.googletagmanager.com', 'https://connect.facebook.net', 'https://cdn.amplitude.com'];
const THIRD_PARTY_CONNECT = [
  'https://*.googleapis.com', // Firebase installations and FCM registration
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://www.googletagmanager.com',
  'https://www.facebook.com',
  'https://api2.amplitude.com', // the analytics service's event API
];

export interface CspOptions {
  /** Partner and sibling origins (ALLOWED_ORIGINS); undefined when unset. */
  allowedOrigins?: string[];
  /** Sibling sites allowed to frame /pixel/ (PIXEL_ALLOWED_ORIGINS), besides allowedOrigins. */
  pixelOrigins?: string[];
  /** Extra origins the site's own scripts call (PUBLIC_URL's origin when it differs). */
  extraConnect?: string[];
}

const listed = (origins: string[] | undefined) => (origins ?? []).filter((o) => o !== '*');

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;

/** CSP hash sources of the inline scripts in `html`. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    if (!match[1].trim()) continue;
    hashes.add(`'sha256-${createHash('sha256').update(match[1], 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** The policy of one HTML page. */
export function pageCsp(html: string, urlPath: string, options: CspOptions): string {
  const partners = listed(options.allowedOrigins);
  const pixelFramers = [...new Set([...partners, ...(options.pixelOrigins ?? [])])];
  const framers = urlPath.startsWith('/pixel/') ? ["'self'", ...pixelFramers] : ["'self'"];
  return [
    "default-src 'self'",
    `script-src 'self' ${[...inlineScriptHashes(html), ...THIRD_PARTY_SCRIPTS].join(' ')}`,
    "style-src 'self' 'unsafe-inline'", // React style attributes
    "img-src 'self' data: blob: https:", // lender logos, customImg
    "font-src 'self' data:",
    `connect-src 'self' ${[...partners, ...(options.extraConnect ?? []), ...THIRD_PARTY_CONNECT].join(' ')}`,
    `frame-src 'self' ${partners.join(' ')}`.trim(), // the sibling's /pixel/ frame
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${framers.join(' ')}`,
  ].join('; ');
}

/** API answers are data: nothing in them may run or be framed. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

export const COMMON_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};
