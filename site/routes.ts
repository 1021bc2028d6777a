// The route table (docs/site.md, Routes and languages). Every route ends with a slash and exists once per language:
// unprefixed for Sinhala (the default), under /en and /ta for the others ("prefix except
// default"); the languages themselves are declared in common/lang.ts.
import { DEFAULT_LANG, isLang, routePrefix, type Lang } from '../common/lang';

export { LANGS, type Lang } from '../common/lang';

/** Screens, one lazy chunk each on the client. */
export type ScreenName =
  | 'home'
  | 'blogList'
  | 'article'
  | 'document'
  | 'offers'
  | 'partner'
  | 'partnersList'
  | 'reg'
  | 'transition'
  | 'landing'
  | 'my'
  | 'notFound';

/** Fixed routes (without the language prefix) and their screens. Routes with ids are added by the build. */
export const FIXED_ROUTES: Record<string, ScreenName> = {
  '/': 'home',
  '/blog/': 'blogList',
  '/cookies-policy/': 'document',
  '/offers/': 'offers',
  '/offers2/': 'offers',
  '/offers3/': 'offers',
  '/offers4/': 'offers',
  '/partner/': 'partner',
  '/partners-list/': 'partnersList',
  '/privacy-policy/': 'document',
  '/terms-and-conditions/': 'document',
  '/reg/': 'reg',
  '/transition/': 'transition',
  '/landing/offers/': 'landing',
  '/landing/offers2/': 'landing',
  '/my/': 'my',
};

/**
 * Middleware a route names (site/app/middleware.ts), run before its page shows: by the build for
 * the pre-render and by the browser on each client navigation.
 */
export const ROUTE_MIDDLEWARE: Partial<Record<string, readonly string[]>> = {
  '/transition/': ['noindex'],
  '/my/': ['noindex'], // a personal page: nothing for search engines
};

/** Routes that take an id: `/blog/{id}/` (required), policies (optional, handled by FIXED_ROUTES). */
export const ID_ROUTES = {
  blog: { prefix: '/blog/', screen: 'article' },
  privacy: { prefix: '/privacy-policy/', screen: 'document' },
  terms: { prefix: '/terms-and-conditions/', screen: 'document' },
} as const satisfies Record<string, { prefix: string; screen: ScreenName }>;

/**
 * The route of the table that a path (without its language prefix) stands for: a fixed route, or
 * an id route as its pattern (`/blog/{id}/`); null when the table has no such route. A path whose
 * route exists but whose page was not pre-rendered (an unknown id) is still not found, and says so.
 */
export function tableRouteOf(route: string): string | null {
  if (Object.hasOwn(FIXED_ROUTES, route)) return route;
  for (const { prefix } of Object.values(ID_ROUTES)) {
    if (route.startsWith(prefix) && /^[^/]+\/$/.test(route.slice(prefix.length))) return `${prefix}{id}/`;
  }
  return null;
}

/** The language of a path: its prefix, else the default (never the browser's language). */
export function langOfPath(path: string): Lang {
  const first = path.split('/')[1];
  return first !== DEFAULT_LANG && isLang(first) && path.length > first.length + 1 ? first : DEFAULT_LANG;
}

/** The path without its language prefix: `/en/blog/` → `/blog/`. */
export function stripLang(path: string): string {
  return path.slice(routePrefix(langOfPath(path)).length) || '/';
}

/** The same route under a language: `localize('/blog/', 'en')` → `/en/blog/`. */
export function localize(route: string, lang: Lang): string {
  return `${routePrefix(lang)}${route}`;
}

/** The same page in another language (the switcher's target). */
export function switchLangPath(path: string, to: Lang): string {
  return localize(stripLang(path), to);
}

/** Adds the trailing slash every route has: `/blog` → `/blog/`. */
export function withTrailingSlash(path: string): string {
  return path.endsWith('/') ? path : `${path}/`;
}
