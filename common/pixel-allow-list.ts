// The origins allowed to read our lead id through the /pixel/ frame. Set at build time from
// PIXEL_ALLOWED_ORIGINS (comma-separated) into a meta tag of the frame page; the server may write
// the same meta again at serve time from the same variable (and use `parseAllowedOrigins` for its
// `frame-ancestors`). Plain string work: this module runs in Node (build, server) and in the frame.

export const ALLOWED_ORIGINS_META = 'naya-pixel-origins';

/** Exact origins (`scheme://host[:port]`) from a comma- or space-separated list; junk is dropped. */
export function parseAllowedOrigins(list: string | null | undefined): string[] {
  const origins: string[] = [];
  for (const item of (list ?? '').split(/[\s,]+/)) {
    try {
      const url = new URL(item);
      // an origin, not a page: `https://a.example/path` would hint at a misunderstanding, and `*`,
      // `null` or `file:` must never authorise anyone
      const bare = url.pathname === '/' && !url.search && !url.hash && !url.username;
      if ((url.protocol === 'https:' || url.protocol === 'http:') && bare && !origins.includes(url.origin)) {
        origins.push(url.origin);
      }
    } catch {
      // not a URL
    }
  }
  return origins;
}

/** The frame page's HTML with its allow-list meta set to `list` (build and serve time). */
export function withAllowedOrigins(html: string, list: string | null | undefined): string {
  const content = parseAllowedOrigins(list).join(','); // parsed origins hold no quote or markup
  const meta = new RegExp(`<meta name="${ALLOWED_ORIGINS_META}" content="[^"]*">`);
  if (!meta.test(html)) throw new Error(`pixel frame page has no <meta name="${ALLOWED_ORIGINS_META}"> to fill`);
  return html.replace(meta, `<meta name="${ALLOWED_ORIGINS_META}" content="${content}">`);
}
