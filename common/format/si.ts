// Sinhala dates and terms: the modern month names (ජනවාරි …, not the old ඉල්/දුරුතු), the year
// first (`2026 නොවැම්බර් 23`), the count after its noun (`අවුරුදු 1`, `මාස 3`, `දින 45`), as
// Sinhala writes counts; the noun does not change with the number.
import type { DateWords, TermWords } from './format';

export const siTerms: TermWords = {
  year: (n) => `අවුරුදු ${n}`,
  month: (n) => `මාස ${n}`,
  day: (n) => `දින ${n}`,
};

export const siDates: DateWords = {
  months: ['ජනවාරි', 'පෙබරවාරි', 'මාර්තු', 'අප්‍රේල්', 'මැයි', 'ජූනි', 'ජූලි', 'අගෝස්තු', 'සැප්තැම්බර්', 'ඔක්තෝබර්', 'නොවැම්බර්', 'දෙසැම්බර්'],
  date: (year, month, day) => `${year} ${month} ${day}`,
};
