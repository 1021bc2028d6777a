// The product's languages, declared once. Sinhala is the default (unprefixed routes); English and
// Tamil, Sri Lanka's other official language, live under their own prefix. Adding a language is a
// row in LANG_INFO plus its message files (site/messages, widgets/i18n, widgets/domain): the route
// table, hreflang links, the language switch, `<html lang>` and the widgets all read this table.

export const LANGS = ['si', 'en', 'ta'] as const;
export type Lang = (typeof LANGS)[number];

/** The default language: unprefixed routes, and what a visitor gets when nothing says otherwise
 * (never the browser's language). */
export const DEFAULT_LANG: Lang = 'si';

interface LangInfo {
  /** BCP-47 tag for `<html lang>`, `hreflang` and `Intl` (a bare `LK` is not a valid tag;
   * its region is kept). */
  tag: string;
  /** The language switch's label (the spec's short forms). */
  label: string;
  /** Pages in it need a font of their own (site/build/fonts.ts), declared on those pages only. */
  ownFont?: boolean;
}

export const LANG_INFO: Record<Lang, LangInfo> = {
  si: { tag: 'si-LK', label: 'SI' },
  en: { tag: 'en-LK', label: 'ENG' },
  ta: { tag: 'ta-LK', label: 'TA', ownFont: true },
};

/** Each language's own name, the same on every page: the language switch's accessible name is the
 * label then this (`SI — සිංහල`), so it starts with what is seen (WCAG label in name). Apart from
 * LANG_INFO so the partner widgets, which read LANG_INFO, download no other language's letters. */
export const LANG_NAMES: Record<Lang, string> = { si: 'සිංහල', en: 'English', ta: 'தமிழ்' };

export const isLang = (value: unknown): value is Lang => typeof value === 'string' && (LANGS as readonly string[]).includes(value);

/** BCP-47 tag of a language: `ta` → `ta-LK`. */
export const localeOf = (lang: Lang): string => LANG_INFO[lang].tag;

/** The language of a BCP-47 tag (`ta-LK`, `TA`, `en-GB`), or undefined for one we do not serve. */
export function langOfTag(tag: string | null | undefined): Lang | undefined {
  const code = /^([a-z]{2,3})(?:$|[-_])/i.exec(tag ?? '')?.[1].toLowerCase();
  return isLang(code) ? code : undefined;
}

/** The first language given: an explicit code (`lang: 'ta'`), else the language of a page's
 * `<html lang>`, else the default. */
export function resolveLang(explicit: unknown, htmlLang?: string | null): Lang {
  if (isLang(explicit)) return explicit;
  return langOfTag(htmlLang) ?? DEFAULT_LANG;
}

/** Route prefix of a language: '' for the default, `/en`, `/ta`. */
export const routePrefix = (lang: Lang): string => (lang === DEFAULT_LANG ? '' : `/${lang}`);
