// Tamil dates and terms as Sri Lankan Tamil writes them: the month names of Sri Lankan usage
// (பெப்ரவரி, ஓகஸ்ட், ஒக்டோபர் …), the day first (`23 நவம்பர் 2026`), the count before its noun with
// the singular for one (`1 ஆண்டு`, `5 ஆண்டுகள்`, `1 மாதம்`, `3 மாதங்கள்`, `1 நாள்`, `45 நாட்கள்`).
import type { DateWords, TermWords } from './format';

/** `1 மாதம்`, `3 மாதங்கள்`: the count first, the singular for one. */
export const plural = (one: string, many: string) => (n: number) => `${n} ${n === 1 ? one : many}`;

export const taTerms: TermWords = {
  year: plural('ஆண்டு', 'ஆண்டுகள்'),
  month: plural('மாதம்', 'மாதங்கள்'),
  day: plural('நாள்', 'நாட்கள்'),
};

export const taDates: DateWords = {
  months: ['ஜனவரி', 'பெப்ரவரி', 'மார்ச்', 'ஏப்ரல்', 'மே', 'ஜூன்', 'ஜூலை', 'ஓகஸ்ட்', 'செப்டெம்பர்', 'ஒக்டோபர்', 'நவம்பர்', 'டிசம்பர்'],
  date: (year, month, day) => `${day} ${month} ${year}`,
};
