// The quote step's words in Sinhala (site/content/GLOSSARY-si.md). Loaded only with the quote step
// (quote-load.ts), never in the widget's first download.
import type { QuoteLabel } from '../../common/quotes';

export const quoteCopy = {
  needLegend: 'ඔබේ ණය',
  needIntro: 'ඔබේ නම, දුරකථන අංකය හෝ ජාතික හැඳුනුම්පත් අංකය නොදැනම ණය දෙන ආයතන ඔබේ ණයට දීමනා ලබා දෙයි. ඒවා ඔබ ලබා දෙන්නේ දීමනාවක් තේරීමෙන් පසුව පමණි.',
  birthYear: 'උපන් වර්ෂය',
  birthYearHint: 'ඉලක්කම් හතරකින්, උදා: 1990',
  birthYearInvalid: 'උපන් වර්ෂය: කරුණාකර ඔබ උපන් වර්ෂය ඉලක්කම් හතරකින් ඇතුළත් කරන්න (උදා: 1990).',
  birthYearAge: (min: number, max: number) => `උපන් වර්ෂය: අයදුම් කිරීමට මේ වසරේ ඔබේ වයස අවුරුදු ${min} සිට ${max} දක්වා විය යුතුය.`,
  askQuotes: 'මට ලැබෙන දීමනා බලන්න',
  detailsLegend: 'ඔබේ විස්තර',
  changeNeed: 'මගේ ණය විස්තර වෙනස් කරන්න',
  nicMismatch: (nicYear: number, given: string) =>
    `ජාතික හැඳුනුම්පත් අංකය: මෙම අංකයෙන් පෙන්වන උපන් වර්ෂය ${nicYear} වන නමුත් ඔබ ඇතුළත් කළේ ${given} ලෙසයි. කරුණාකර හැඳුනුම්පත් අංකය පරීක්ෂා කරන්න, නැතහොත් ඔබේ උපන් වර්ෂය වෙනස් කරන්න (එවිට දීමනා නැවත විමසනු ලැබේ).`,
  loading: 'ඔබ වෙනුවෙන් ණය දෙන ආයතනවලින් දීමනා විමසමින්…',
  legend: 'ඔබට ලැබුණු දීමනා: එකක් හෝ කිහිපයක් තෝරන්න',
  hint: (max: number) => `ඔබට ණය දෙන ආයතන ${max}ක් දක්වා තෝරාගත හැකිය. ඔබේ අයදුම්පත ලැබෙන්නේ ඔබ තෝරන ආයතනවලට පමණි.`,
  labels: { pre_approved: 'පූර්ව අනුමත', likely: 'අනුමත වීමට ඉඩ ඇත', published: 'ප්\u200Dරකාශිත අනුපාතය' } as Record<QuoteLabel, string>,
  apr: 'වාර්ෂික ප්\u200Dරතිශත අනුපාතය (APR)',
  monthly: 'මාසික වාරිකය',
  total: 'ණයේ මුළු පිරිවැය',
  odds: (approved: number, of: number) => `සමාන අයදුම්පත් ${of}කින් ${approved}ක් අනුමත විය`,
  validUntil: (date: string) => `${date} දක්වා වලංගුය`,
  continue: 'මගේ තේරීම සමඟ ඉදිරියට යන්න',
  noneChosen: 'කරුණාකර අවම වශයෙන් එක් ණය දෙන ආයතනයක් තෝරන්න.',
  expired: 'මෙම දීමනා කල් ඉකුත් වී ඇත. නව දීමනා පහත දැක්වේ; ඔබ ඇතුළත් කළ විස්තර සුරැකී ඇත.',
};

export type QuoteCopy = typeof quoteCopy;
