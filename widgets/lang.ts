// The widgets' language: the partner's config `lang`, else the host page's `<html lang>`, else
// Sinhala (the product's default; never guessed from the browser, spec §4).
export type Lang = 'si' | 'en';

export function resolveLang(configLang: unknown, htmlLang?: string | null): Lang {
  if (configLang === 'si' || configLang === 'en') return configLang;
  return /^en\b/i.test(htmlLang ?? '') ? 'en' : 'si';
}

/** `Intl` locale of a language (DESIGN.md: `si-LK` / `en-LK`). */
export const localeOf = (lang: Lang) => (lang === 'en' ? 'en-LK' : 'si-LK');
