// Route middleware: named steps a route runs before its page shows (site/routes.ts
// ROUTE_MIDDLEWARE), at build time for the pre-render and in the browser on every client
// navigation. A name the site does not have stops the page with the error page, 500
// 'Unknown middleware {name}': the case of page data from a newer deployment read by an older
// bundle. The build refuses such a route outright.
import { StatusError } from './errors';
import type { PageData } from './types';

/** What middleware may decide about the document around the page. */
export interface PageHead {
  noindex: boolean;
}

export type Middleware = (page: PageData, head: PageHead) => void;

export const MIDDLEWARE: Record<string, Middleware> = {
  /** Keeps a page out of search results (the hand-off page to a lender). */
  noindex: (_page, head) => {
    head.noindex = true;
  },
};

/** Runs the page's middleware in order; throws StatusError(500) for a name that is not in `registry`. */
export function runMiddleware(page: PageData, registry: Record<string, Middleware> = MIDDLEWARE): PageHead {
  const head: PageHead = { noindex: false };
  for (const name of page.middleware ?? []) {
    const step = Object.hasOwn(registry, name) ? registry[name] : undefined;
    // the English is the spec's; Sinhala and Tamil pages show their own words (error.unknownMiddleware)
    if (!step) throw new StatusError(`Unknown middleware ${name}`, 500, { key: 'error.unknownMiddleware', values: { name } });
    step(page, head);
  }
  return head;
}
