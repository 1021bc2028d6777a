// Dates and loan terms on the borrower's page, written by hand as DESIGN "Formats" fixes them
// (independent of the browser's ICU data): `2026 නොවැම්බර් 23`, `23 நவம்பர் 2026`, `23 November 2026`
// in Asia/Colombo; terms of whole years in years, whole months below a year in months, else days.
import type { Lang } from '../../../common/lang';

const MONTHS: Record<Lang, string[]> = {
  si: ['ජනවාරි', 'පෙබරවාරි', 'මාර්තු', 'අප්‍රේල්', 'මැයි', 'ජූනි', 'ජූලි', 'අගෝස්තු', 'සැප්තැම්බර්', 'ඔක්තෝබර්', 'නොවැම්බර්', 'දෙසැම්බර්'],
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  ta: ['ஜனவரி', 'பெப்ரவரி', 'மார்ச்', 'ஏப்ரல்', 'மே', 'ஜூன்', 'ஜூலை', 'ஓகஸ்ட்', 'செப்டெம்பர்', 'ஒக்டோபர்', 'நவம்பர்', 'டிசம்பர்'],
};

/** Sri Lanka keeps UTC+5:30 all year. */
const COLOMBO_OFFSET_MS = 330 * 60_000;

export function formatDay(iso: string, lang: Lang): string {
  const d = new Date(new Date(iso).getTime() + COLOMBO_OFFSET_MS);
  const [year, month, day] = [d.getUTCFullYear(), MONTHS[lang][d.getUTCMonth()], d.getUTCDate()];
  return lang === 'si' ? `${year} ${month} ${day}` : `${day} ${month} ${year}`;
}

const UNITS: Record<Lang, Record<'year' | 'month' | 'day', (n: number) => string>> = {
  si: { year: (n) => `අවුරුදු ${n}`, month: (n) => `මාස ${n}`, day: (n) => `දින ${n}` },
  en: {
    year: (n) => `${n} ${n === 1 ? 'year' : 'years'}`,
    month: (n) => `${n} ${n === 1 ? 'month' : 'months'}`,
    day: (n) => `${n} ${n === 1 ? 'day' : 'days'}`,
  },
  ta: {
    year: (n) => `${n} ${n === 1 ? 'ஆண்டு' : 'ஆண்டுகள்'}`,
    month: (n) => `${n} ${n === 1 ? 'மாதம்' : 'மாதங்கள்'}`,
    day: (n) => `${n} ${n === 1 ? 'நாள்' : 'நாட்கள்'}`,
  },
};

export function formatTermDays(days: number, lang: Lang): string {
  const unit = UNITS[lang];
  if (days % 365 === 0) return unit.year(days / 365);
  if (days < 365 && days % 30 === 0) return unit.month(days / 30);
  return unit.day(days);
}
