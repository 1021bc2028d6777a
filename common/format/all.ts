// Every language's formats at once, for code that serves all three (the site's build and pages,
// /my/, the server). A partner page's widgets take only their language's words (widgets/i18n).
import type { Lang } from '../lang';
import { enDates, enTerms } from './en';
import { type DateWords, formatDateWith, formatTermWith, type TermWords } from './format';
import { siDates, siTerms } from './si';
import { taDates, taTerms } from './ta';

export { formatLKR, formatNumber, formatPercent } from './format';

const TERMS: Record<Lang, TermWords> = { si: siTerms, en: enTerms, ta: taTerms };
const DATES: Record<Lang, DateWords> = { si: siDates, en: enDates, ta: taDates };

/** `365` → `අවුරුදු 1` / `1 year` / `1 ஆண்டு`; `90` → three months; `45` → 45 days. */
export const formatTerm = (days: number, lang: Lang): string => formatTermWith(days, TERMS[lang]);

/** `2026-11-23` → `2026 නොවැම්බර් 23` / `23 November 2026` / `23 நவம்பர் 2026`. */
export const formatDate = (date: string | Date, lang: Lang): string => formatDateWith(date, DATES[lang]);
