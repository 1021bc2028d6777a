// The code's SMS in the lead's language. Sinhala and Tamil go as Unicode SMS, whose one part holds
// 70 characters: each text stays within it (a second part costs twice and can arrive out of order).
// English fits in it too, though GSM-7 would allow 160: one bound for every language.
import type { LeadLang } from '../../common/domain/lead-schema';

const TEXTS: Record<LeadLang, (code: string, minutes: number) => string> = {
  si: (code, minutes) => `ඔබේ Naya කේතය ${code}. මිනිත්තු ${minutes}ක් වලංගු වේ. එය කිසිවෙකුට නොකියන්න.`,
  en: (code, minutes) => `Your Naya code is ${code}. It expires in ${minutes} min. Never share it.`,
  // a full sentence (காலாவதியாகும்), the plural for more than one minute; without உங்கள் it fits one part
  ta: (code, minutes) => `Naya குறியீடு ${code}. ${minutes} ${minutes === 1 ? 'நிமிடத்தில்' : 'நிமிடங்களில்'} காலாவதியாகும். பகிர வேண்டாம்.`,
};

export function codeMessage(lang: string, code: string, minutes: number): string {
  return (TEXTS[lang as LeadLang] ?? TEXTS.si)(code, minutes);
}
