// Dates and money as each language writes them, formatted once at build time: Node's ICU data and
// the browser's differ, and a different string would break hydration.
import { localeOf as locale, type Lang } from '../../common/lang';

export function formatDate(date: string, lang: Lang): string {
  const d = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return date;
  return new Intl.DateTimeFormat(locale(lang), { dateStyle: 'long', timeZone: 'UTC' }).format(d);
}

export function formatLKR(amount: number, lang: Lang): string {
  return new Intl.NumberFormat(locale(lang), { style: 'currency', currency: 'LKR', maximumFractionDigits: 0 }).format(amount);
}
