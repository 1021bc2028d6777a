// The site's own settings from the environment at build time, compiled into the browser bundle
// (esbuild `define`) and set for the build's renderer, so both use the same value.
//   NAYA_SITE_BASE_URL  base address of page data, the manifest and the offer feeds (default: the
//                       page's own origin)

export function siteBaseUrl(env: NodeJS.ProcessEnv): string {
  const value = (env.NAYA_SITE_BASE_URL ?? '').trim();
  if (!value) return '';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`NAYA_SITE_BASE_URL is not an address: ${value}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`NAYA_SITE_BASE_URL must be http(s): ${value}`);
  return url.href.replace(/\/+$/, '');
}

export function siteDefine(env: NodeJS.ProcessEnv): Record<string, string> {
  return { __NAYA_SITE_BASE__: JSON.stringify(siteBaseUrl(env)) };
}
