// Prompt texts (docs/push.md): the page's overrides win field by field, else the page's language
// (`nayaConfig.lang`: si, en or ta; never the host's `<html lang>`), else the country's language
// from COUNTRY_LANGUAGE, else English. Each language is written as its speakers would write it,
// not word for word, and is its own tiny chunk: a page downloads only the one it shows (and the
// prompt chunk stays within its 4 KB). `lang` lets screen readers pronounce it correctly.
import { MSG_PROMPT_TEXT_PROBLEM } from './constants';
import type { NayaConfig } from '../config';
import type { Copy } from './copy/copy';

export interface PromptTexts {
  message: string;
  allow: string;
  reject: string;
  close: string;
  title: string;
  /** BCP 47 tag of the default texts; undefined when the page supplied any text. */
  lang?: string;
}

export const ENGLISH: Copy = ['Allow notifications to track the status of a money transfer.', 'Allow', 'Reject', 'Close', 'Notifications'];

const LANGUAGES = {
  es: () => import('./copy/es'),
  uk: () => import('./copy/uk'),
  ru: () => import('./copy/ru'),
  vi: () => import('./copy/vi'),
  si: () => import('./copy/si'),
  ta: () => import('./copy/ta'),
  et: () => import('./copy/et'),
  ro: () => import('./copy/ro'),
  lt: () => import('./copy/lt'),
  pl: () => import('./copy/pl'),
  lv: () => import('./copy/lv'),
  bg: () => import('./copy/bg'),
  en: () => Promise.resolve({ default: ENGLISH }),
};
export type Language = keyof typeof LANGUAGES;

/** Country id → language (spec §4's table): id 1 is the first word, 2 the second, … 16 the last.
 * One string, not an object: the prompt chunk has almost no room left. */
const COUNTRY_LANGUAGE = 'es es en es es es uk ru vi si et ro lt pl lv bg'.split(' ') as Language[];

const usable = (value: string | undefined): value is string => typeof value === 'string' && value.trim() !== '';

type TextConfig = Pick<NayaConfig, 'country' | 'lang' | 'customText' | 'customAcceptText' | 'customDeclineText'>;

async function defaults({ country, lang }: TextConfig, needed: boolean): Promise<[Copy, Language]> {
  // No language and no country at all: English is the spec's fallback, so the text is resolved and
  // nothing is logged.
  const language = lang ?? (country == null ? 'en' : COUNTRY_LANGUAGE[country - 1]);
  try {
    if (language) return [(await LANGUAGES[language]()).default, language];
  } catch {
    // the language chunk did not load: English below
  }
  // A text the page left out has no default for this country (unknown id, failed load): the spec's
  // message, unless the page supplied every text itself.
  if (needed) console.warn(MSG_PROMPT_TEXT_PROBLEM);
  return [ENGLISH, 'en'];
}

export async function resolvePromptTexts(config: TextConfig): Promise<PromptTexts> {
  const custom = [config.customText, config.customAcceptText, config.customDeclineText].filter(usable).length;
  const [[message, allow, reject, close, title], language] = await defaults(config, custom < 3);
  return {
    message: usable(config.customText) ? config.customText : message,
    allow: usable(config.customAcceptText) ? config.customAcceptText : allow,
    reject: usable(config.customDeclineText) ? config.customDeclineText : reject,
    close,
    title,
    lang: custom ? undefined : language,
  };
}
