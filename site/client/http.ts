// The site's one HTTP client: JSON requests (`Accept: application/json`) against one base address
// from configuration — NAYA_SITE_BASE_URL at build time, else the page's own origin. Page data,
// the manifest and the offer feeds all go through it, so moving them to another host is one
// setting.
declare const __NAYA_SITE_BASE__: string | undefined;

export class HttpError extends Error {
  constructor(
    readonly url: string,
    readonly status: number,
  ) {
    super(`${url}: HTTP ${status}`);
    this.name = 'HttpError';
  }
}

export interface HttpClient {
  /** The base address without a trailing slash ('' for the page's own origin). */
  readonly base: string;
  /** A path resolved against the base; absolute addresses stay as they are. */
  url(path: string): string;
  /** GET as JSON; a status other than 2xx throws HttpError. */
  getJSON<T>(path: string, init?: RequestInit): Promise<T>;
}

const ABSOLUTE = /^[a-z][a-z\d+.-]*:/i;

export function createHttpClient(base: string, fetchImpl: typeof fetch = (input, init) => fetch(input, init)): HttpClient {
  const root = base.replace(/\/+$/, '');
  const url = (path: string) => (ABSOLUTE.test(path) ? path : root + (path.startsWith('/') ? path : `/${path}`));
  return {
    base: root,
    url,
    async getJSON<T>(path: string, init: RequestInit = {}): Promise<T> {
      const target = url(path);
      const headers = new Headers(init.headers);
      headers.set('Accept', 'application/json');
      const response = await fetchImpl(target, { ...init, headers });
      if (!response.ok) throw new HttpError(target, response.status);
      return (await response.json()) as T;
    },
  };
}

/** The configured base address; the build's renderer and the browser bundle read the same value. */
export const configuredBase = (): string => (typeof __NAYA_SITE_BASE__ === 'string' ? __NAYA_SITE_BASE__ : '');

export const http: HttpClient = createHttpClient(configuredBase());
