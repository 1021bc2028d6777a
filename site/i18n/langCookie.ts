// The `lang` cookie (docs/site.md, Routes and languages): code exists, 365 days, but the feature flag is off, so the route
// prefix (else the default si) always decides. Never the browser's language.
import Cookies from 'js-cookie';
import { resolveLang, type Lang } from '../../common/lang';
import { LANG_COOKIE, LANG_COOKIE_DAYS, LANG_COOKIE_ENABLED } from '../constants';

/** Remembers the chosen language, only when the cookie feature is on. */
export function rememberLang(lang: Lang, enabled = LANG_COOKIE_ENABLED): void {
  if (!enabled) return;
  Cookies.set(LANG_COOKIE, lang, { expires: LANG_COOKIE_DAYS, path: '/', sameSite: 'Lax' });
}

/** Prefix language, else the stored cookie when the feature is on, else the default. */
export function visitLang(prefixLang: Lang | null, enabled = LANG_COOKIE_ENABLED): Lang {
  return resolveLang(prefixLang ?? (enabled ? Cookies.get(LANG_COOKIE) : undefined));
}
