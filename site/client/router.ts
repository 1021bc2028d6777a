// The client router: intercepts clicks on internal links, loads the target's data file and screen
// chunk, renders it without a reload, and scrolls (every navigation to the top; a hash after
// 300 ms: docs/site.md, Navigation and loading). Pages that are not pre-rendered are the not-found page. A page's route middleware
// runs before it shows.
import type { Screen } from '../app/App';
import { runMiddleware, type PageHead } from '../app/middleware';
import type { PageData, PageOf } from '../app/types';
import type { Messages } from '../i18n/messages';
import { langOfPath, stripLang, tableRouteOf, withTrailingSlash, type Lang, type ScreenName } from '../routes';
import { isChunkError, reloadAfterChunkFailure } from './chunks';
import { scrollToHash } from './hash';
import { http } from './http';
import type { Progress } from './progress';

export const DATA_DIR = '/_naya/data';
export const MANIFEST_URL = '/_naya/manifest.json';
export const dataUrlOf = (path: string) => `${DATA_DIR}${path}index.json`;

/** Paths served by something other than the site's pages. */
const NOT_PAGES = /^\/(_naya|api|feed|pixel|chunks|img|fonts)\/|\.[a-z0-9]+$/i;

export interface RouterDeps {
  render<S extends ScreenName>(page: PageOf<S>, Screen: Screen<S>, messages: Messages): void;
  loadScreen<S extends ScreenName>(name: S): Promise<Screen<S>>;
  loadMessages(lang: Lang): Promise<Messages>;
  progress: Progress;
  onNavigated(page: PageData): void;
  /** Renders an error page for a failure that is not a missing page. */
  renderError(error: unknown, page: PageData): void;
}

let manifest: Promise<Record<string, ScreenName>> | undefined;

function readManifest(): Promise<Record<string, ScreenName>> {
  manifest ??= http
    .getJSON<{ pages: Record<string, ScreenName> }>(MANIFEST_URL)
    .then((m) => m.pages)
    .catch((error) => {
      manifest = undefined; // try again on the next navigation
      throw error;
    });
  return manifest;
}

/** The not-found page for a path; for a route of the table it says the page was not pre-rendered. */
export function notFoundPage(path: string): PageData {
  const data = tableRouteOf(stripLang(path)) ? { notPrerendered: path } : {};
  return { screen: 'notFound', lang: langOfPath(path), path, status: 404, data };
}

async function pageFor(path: string): Promise<PageData> {
  const pages = await readManifest();
  if (!Object.hasOwn(pages, path)) return notFoundPage(path);
  return http.getJSON<PageData>(dataUrlOf(path));
}

/** The document's robots rule follows the page shown (the first document's head stays otherwise). */
export function applyHead(page: PageData, head: PageHead): void {
  const noindex = head.noindex || page.status !== 200;
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
  if (!noindex) return meta?.remove();
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'robots';
    document.head.appendChild(meta);
  }
  meta.content = 'noindex';
}

/** The internal page a click leads to, or null when the browser should handle it. */
export function internalTarget(event: MouseEvent): URL | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
  if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download') || link.dataset.reload !== undefined) return null;
  const url = new URL(link.href, location.href);
  if (url.origin !== location.origin || NOT_PAGES.test(url.pathname)) return null;
  return url;
}

export function createRouter(deps: RouterDeps) {
  let current = 0;

  async function navigate(url: URL, push = true): Promise<void> {
    const id = ++current;
    const path = withTrailingSlash(url.pathname);
    deps.progress.start();
    let page: PageData = { screen: 'notFound', lang: langOfPath(path), path, status: 500, data: {} };
    try {
      page = await pageFor(path);
      const head = runMiddleware(page);
      const [Screen, messages] = await Promise.all([deps.loadScreen(page.screen), deps.loadMessages(page.lang)]);
      if (id !== current) return; // a newer navigation won
      if (push) history.pushState(null, '', path + url.search + url.hash);
      deps.render(page, Screen, messages);
      applyHead(page, head);
      afterRender(url.hash);
      deps.onNavigated(page);
    } catch (error) {
      if (id !== current) return;
      if (isChunkError(error) && reloadAfterChunkFailure(path + url.search + url.hash)) return;
      console.error('naya: navigation failed', error);
      if (push) history.pushState(null, '', path + url.search + url.hash);
      deps.renderError(error, page);
      afterRender('');
    } finally {
      if (id === current) deps.progress.finish();
    }
  }

  function afterRender(hash: string) {
    if (hash) scrollToHash(hash);
    else window.scrollTo(0, 0);
    // Screen readers: announce the new page by moving focus to the main landmark.
    document.getElementById('main')?.focus({ preventScroll: true });
  }

  function onClick(event: MouseEvent) {
    const url = internalTarget(event);
    if (!url) return;
    event.preventDefault();
    const samePage = url.pathname === location.pathname && url.search === location.search;
    if (samePage && url.hash) {
      history.pushState(null, '', url.hash);
      scrollToHash(url.hash);
      return;
    }
    void navigate(url);
  }

  function start() {
    document.addEventListener('click', onClick);
    addEventListener('popstate', () => void navigate(new URL(location.href), false));
  }

  return { navigate, start };
}
