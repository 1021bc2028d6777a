// The one formatter for money, dates and loan terms (DESIGN "Formats"), written by hand so every
// machine prints the same string: Node's ICU and a phone's differ (`si-LK` months came out as the
// old `ඉල්`, `ta-LK` grouped lakhs as 1,50,000), and the site is rendered in Node then hydrated in
// the browser. The words of each language live in their own module (si.ts, en.ts, ta.ts) so a
// partner page downloads only its language's; all.ts joins them for code that serves every
// language (the site's build, /my/, the server).
import { COLOMBO_OFFSET_MS } from '../colombo';
export { formatLKR, formatNumber, formatPercent } from '../domain/money';

/** A loan term's words in a language (the widgets carry these alone). */
export interface TermWords {
  year: (n: number) => string;
  month: (n: number) => string;
  day: (n: number) => string;
}

/** A date's words in a language. */
export interface DateWords {
  /** January … December as the language writes them today. */
  months: readonly string[];
  /** A calendar day from its parts, in the language's order. */
  date: (year: number, month: string, day: number) => string;
}

/** A loan term in the unit a borrower thinks in (DESIGN "Formats"): a multiple of 365 days in years,
 * else a multiple of 30 days in months (540 days is 18 months), any other term in days. */
export const formatTermWith = (days: number, words: TermWords): string =>
  days % 365 ? (days % 30 === 0 ? words.month(days / 30) : words.day(days)) : words.year(days / 365);

/**
 * A calendar day: a `YYYY-MM-DD` date is that day as written; a timestamp (ISO string or Date) is
 * the day it was in Colombo. An unreadable date comes back as given.
 */
export function formatDateWith(date: string | Date, words: DateWords): string {
  const dayOnly = typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date);
  const time = dayOnly ? Date.parse(`${date}T00:00:00Z`) : new Date(date).getTime() + COLOMBO_OFFSET_MS; // common/colombo.ts
  if (Number.isNaN(time)) return String(date);
  const d = new Date(time);
  return words.date(d.getUTCFullYear(), words.months[d.getUTCMonth()], d.getUTCDate());
}
