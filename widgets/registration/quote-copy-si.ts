// The quote step's words in Sinhala (site/content/GLOSSARY-si.md). Loaded only with the quote step
// (quote-load.ts), never in the widget's first download.
import type { QuoteLabel } from '../../common/quotes';

export const quoteCopy = {
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
