// The `lang` cookie (spec §4): code exists, 365 days, but the feature flag is off, so the route
// prefix (else the default si) always decides. Never the browser's language.
import Cookies from 'js-cookie';
import { DEFAULT_LOCALE, LANG_COOKIE, LANG_COOKIE_DAYS, LANG_COOKIE_ENABLED } from '../../loader/constants';
import type { Lang } from '../routes';

const isLang = (v: unknown): v is Lang => v === 'si' || v === 'en';

/** Remembers the chosen language, only when the cookie feature is on. */
export function rememberLang(lang: Lang, enabled = LANG_COOKIE_ENABLED): void {
  if (!enabled) return;
  Cookies.set(LANG_COOKIE, lang, { expires: LANG_COOKIE_DAYS, path: '/', sameSite: 'Lax' });
}

/** Prefix language, else the stored cookie when the feature is on, else the default. */
export function resolveLang(prefixLang: Lang | null, enabled = LANG_COOKIE_ENABLED): Lang {
  if (prefixLang) return prefixLang;
  const stored = enabled ? Cookies.get(LANG_COOKIE) : undefined;
  return isLang(stored) ? stored : (DEFAULT_LOCALE as Lang);
}
