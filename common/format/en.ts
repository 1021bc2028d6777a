// English dates and terms as Sri Lankan English writes them: `23 November 2026`, `1 year`, `5 years`.
import type { DateWords, TermWords } from './format';

const plural = (one: string, many: string) => (n: number) => `${n} ${n === 1 ? one : many}`;

export const enTerms: TermWords = {
  year: plural('year', 'years'),
  month: plural('month', 'months'),
  day: plural('day', 'days'),
};

export const enDates: DateWords = {
  months: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  date: (year, month, day) => `${day} ${month} ${year}`,
};
