// Percentages in the page's language ("3.5%"); money formatting is the shared formatLKR.
import { localeOf, type Lang } from '../lang';

/** `value` is in percent (3.5 → "3.5%"). */
export function percent(value: number, lang: Lang): string {
  return new Intl.NumberFormat(localeOf(lang), { style: 'percent', maximumFractionDigits: 2 }).format(value / 100);
}
