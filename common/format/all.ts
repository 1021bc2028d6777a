// Every language's formats at once, for code that serves all three (the site's build and pages,
// /my/, the server). A partner page's widgets take only their language's words (widgets/i18n).
import type { Lang } from '../lang';
import { enWords } from './en';
import { type FormatWords, formatDateWith, formatTermWith } from './format';
import { siWords } from './si';
import { taWords } from './ta';

export { formatLKR, formatNumber, formatPercent } from './format';

export const FORMAT_WORDS: Record<Lang, FormatWords> = { si: siWords, en: enWords, ta: taWords };

/** `365` → `අවුරුදු 1` / `1 year` / `1 ஆண்டு`; `90` → three months; `45` → 45 days. */
export const formatTerm = (days: number, lang: Lang): string => formatTermWith(days, FORMAT_WORDS[lang]);

/** `2026-11-23` → `2026 නොවැම්බර් 23` / `23 November 2026` / `23 நவம்பர் 2026`. */
export const formatDate = (date: string | Date, lang: Lang): string => formatDateWith(date, FORMAT_WORDS[lang]);
