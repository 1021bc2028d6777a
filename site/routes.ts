// The route table of spec §2. Every route ends with a slash and exists twice: unprefixed for
// Sinhala (the default) and under /en for English ("prefix except default", spec §9).
import { DEFAULT_LOCALE } from '../loader/constants';

export type Lang = 'si' | 'en';
export const LANGS: readonly Lang[] = ['si', 'en'];

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
};

/** Routes that take an id: `/blog/{id}/` (required), policies (optional, handled by FIXED_ROUTES). */
export const ID_ROUTES = {
  blog: { prefix: '/blog/', screen: 'article' },
  privacy: { prefix: '/privacy-policy/', screen: 'document' },
  terms: { prefix: '/terms-and-conditions/', screen: 'document' },
} as const satisfies Record<string, { prefix: string; screen: ScreenName }>;

/** The language of a path: its prefix, else the default (never the browser, spec §4). */
export function langOfPath(path: string): Lang {
  return path === '/en/' || path.startsWith('/en/') ? 'en' : (DEFAULT_LOCALE as Lang);
}

/** The path without its language prefix: `/en/blog/` → `/blog/`. */
export function stripLang(path: string): string {
  return langOfPath(path) === 'en' ? path.slice(3) || '/' : path;
}

/** The same route under a language: `localize('/blog/', 'en')` → `/en/blog/`. */
export function localize(route: string, lang: Lang): string {
  return lang === DEFAULT_LOCALE ? route : `/${lang}${route}`;
}

/** The same page in the other language (the switcher's target). */
export function switchLangPath(path: string, to: Lang): string {
  return localize(stripLang(path), to);
}

/** Adds the trailing slash every route has: `/blog` → `/blog/`. */
export function withTrailingSlash(path: string): string {
  return path.endsWith('/') ? path : `${path}/`;
}
