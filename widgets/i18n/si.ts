// Widget copy in Sinhala, the default language. Conjuncts keep their ZWJ (U+200D): ප්‍ර, ත්‍ර and
// ශ්‍ර are written with it and must never be stripped. Loaded alone when the page is Sinhala.
// The lead form's validation messages and consent texts are the domain module's (the server says
// the same words); they ride in this chunk so a Sinhala page never downloads the English ones.
import type { District } from '../../common/domain/districts';
import { DISTRICT_NAMES_SI } from '../../common/domain/districts-si';
import { consentText, marketingText, validationMessages } from '../../common/domain/messages-si';
import { siTerms } from '../../common/format/si';

export const si = {
  offersTitle: 'ණය දීමනා සසඳන්න',
  orderedForYou: 'ඔබගේ අයදුම්පතට ගැළපෙන ලෙස පෙළගස්වා ඇත',
  amount: 'ණය මුදල',
  term: 'ණය කාලය',
  sortBy: 'පෙළගස්වන ආකාරය',
  sortRecommended: 'නිර්දේශිත',
  sortTotalCost: 'අඩුම මුළු පිරිවැය',
  sortApproval: 'වේගවත්ම අනුමැතිය',
  sortAmount: 'වැඩිම ණය මුදල',
  offerCount: (n: number) => (n === 1 ? 'ගැළපෙන දීමනාවක්' : `ගැළපෙන දීමනා ${n}`),
  amountRange: 'ණය මුදල් පරාසය',
  termRange: 'ණය කාල පරාසය',
  monthlyRate: 'මාසික පොලී අනුපාතය',
  apr: 'වාර්ෂික ප්\u200Dරතිශත අනුපාතය (APR)',
  effectiveApr: 'වාර්ෂික ඵලදායී අනුපාතය',
  flatNote: 'මෙය පැතලි පොලී අනුපාතයකි; සාධාරණව සැසඳිය හැකි වන සේ එය සැබෑ (හීනවන ශේෂ) අනුපාතයට හරවා ඇත.',
  fees: 'සැකසුම් ගාස්තු',
  noFees: 'ගාස්තු නැත',
  approval: 'අනුමැතියට ගත වන කාලය',
  monthlyPayment: 'මාසික වාරිකය',
  totalRepayable: 'ආපසු ගෙවිය යුතු මුළු මුදල',
  totalCost: 'ණයේ මුළු පිරිවැය',
  firstLoanFree: 'පළමු ණයට පොලී නැත',
  licence: 'බලපත්\u200Dරය',
  /** Shown instead of a demo offer's licence field: the offers are examples until real ones are loaded. */
  demoLicence: 'නිදර්ශන දීමනාවකි: ශ්\u200Dරී ලංකා මහ බැංකුවේ බලපත්\u200Dරයක් නැති, මනඃකල්පිත ණය දෙන ආයතනයකි. සැබෑ දීමනා ඇතුළත් කළ විට නිදසුන් ඉවත් වේ.',
  rating: 'ඇගයීම',
  sponsored: 'අනුග්\u200Dරහය ලත්',
  demo: 'නිදර්ශන දත්ත',
  apply: 'අයදුම් කරන්න',
  applyWith: (lender: string) => `${lender} වෙත අයදුම් කරන්න`,
  compare: 'සසඳන්න',
  compareMax: 'එකවර සැසඳිය හැක්කේ දීමනා තුනක් පමණි.',
  compareTitle: 'දීමනා එක පෙළට සැසඳීම',
  compareClear: 'සැසඳීම ඉවත් කරන්න',
  empty: 'මෙම මුදලට හා කාලයට ගැළපෙන දීමනා නැත. වෙනත් මුදලක් හෝ කාලයක් තෝරා බලන්න.',
  loadError: 'අපට දීමනා ලබා ගත නොහැකි විය. ඔබේ අන්තර්ජාල සම්බන්ධතාව පරීක්ෂා කර නැවත උත්සාහ කරන්න.',
  retry: 'නැවත උත්සාහ කරන්න',
  loading: 'දීමනා ලබා ගනිමින්…',
  disclosure:
    'Naya හට ණය දෙන ආයතනවලින් කොමිස් මුදලක් ලැබේ. “අනුග්\u200Dරහය ලත්” ලෙස සලකුණු කළ දීමනා පෙන්වන්නේ ඒ සඳහා ණය දෙන ආයතනය අපට ගෙවන නිසාය. මෙහි දැක්වෙන වාරික ඇස්තමේන්තු පමණි; අවසාන කොන්දේසි තීරණය කරන්නේ ණය දෙන ආයතනයයි.',
  /** Terms and dates (common/format): also the days of an approval time. */
  format: siTerms,
  minutes: (n: number) => `මිනිත්තු ${n}`,
  hours: (n: number) => `පැය ${n}`,
  yes: 'ඔව්',
  no: 'නැත',
  lender: 'ණය දෙන ආයතනය',
  // registration
  regTitle: 'ණයක් සඳහා අයදුම් කරන්න',
  regIntro: 'එක් ආකෘති පත්\u200Dරයකින් ණය දෙන ආයතන කිහිපයක දීමනා ලබා ගන්න. * ලකුණ ඇති කොටස් පිරවීම අනිවාර්ය වේ.',
  full_name: 'සම්පූර්ණ නම',
  phone: 'ජංගම දුරකථන අංකය',
  phoneHint: 'උදා: 071 234 5678',
  nic: 'ජාතික හැඳුනුම්පත් අංකය',
  nicHint: 'උදා: 199012345678 හෝ 901234567V',
  email: 'ඊමේල් ලිපිනය (අනිවාර්ය නොවේ)',
  loanAmount: 'අවශ්\u200Dය ණය මුදල (රු.)',
  monthly_income: 'මාසික ආදායම (රු.)',
  employment: 'රැකියා වර්ගය',
  district: 'පදිංචි දිස්ත්\u200Dරික්කය',
  purpose: 'ණයේ අරමුණ (අනිවාර්ය නොවේ)',
  choose: 'තෝරන්න',
  employments: {
    salaried: 'වැටුප් ලබන සේවක',
    self_employed: 'ස්වයං රැකියා',
    business: 'ව්\u200Dයාපාර හිමිකරු',
    pensioner: 'විශ්\u200Dරාම වැටුප් ලාභී',
    other: 'වෙනත්',
  },
  submit: 'මගේ දීමනා බලන්න',
  submitting: 'යවමින්…',
  fixErrors: 'කරුණාකර සලකුණු කළ කොටස් නිවැරදි කරන්න.',
  networkError: 'අපට ඔබේ අයදුම්පත යැවීමට නොහැකි විය. ඔබ ඇතුළත් කළ සියල්ල සුරැකී ඇත; කරුණාකර නැවත උත්සාහ කරන්න.',
  offline: 'ඔබ දැන් අන්තර්ජාලයට සම්බන්ධ වී නැත. සම්බන්ධතාව නැවත ලැබුණු විගස ඔබේ අයදුම්පත ස්වයංක්\u200Dරීයව යැවේ.',
  rateLimited: 'කෙටි කාලයක් තුළ උත්සාහ කළ වාර ගණන වැඩිය. කරුණාකර මිනිත්තු කිහිපයකට පසු නැවත උත්සාහ කරන්න.',
  serverError: 'අපගේ පාර්ශ්වයෙන් දෝෂයක් සිදු විය. ඔබ ඇතුළත් කළ සියල්ල සුරැකී ඇත; කරුණාකර නැවත උත්සාහ කරන්න.',
  /** The consent wording (GET /api/consent) did not come: nothing can be sent without it. */
  consentError:
    'අපට කැමැත්ත පිළිබඳ පාඨය සහ ණය දෙන ආයතන ලැයිස්තුව ලබා ගත නොහැකි වූ බැවින්, ඔබේ අයදුම්පත තවම යැවිය නොහැකිය. ඔබේ අන්තර්ජාල සම්බන්ධතාව පරීක්ෂා කර නැවත උත්සාහ කරන්න.',
  success: 'ස්තුතියි! ඔබේ අයදුම්පත අපට ලැබුණි.',
  duplicateTitle: 'ඔබ දැනටමත් අයදුම් කර ඇත',
  required: 'අනිවාර්ය',
  /** One message per refusal code, shown under the field. */
  /** The stepped form on phones (loan → contact → identity and income → consent). */
  steps: {
    names: ['ණය', 'සම්බන්ධතා තොරතුරු', 'හැඳුනුම්පත සහ ආදායම', 'කැමැත්ත'],
    progress: (n: number, total: number) => `පියවර ${n} / ${total}`,
    next: 'ඊළඟ',
    back: 'ආපසු',
  },
  validation: validationMessages,
  consent: consentText,
  marketing: marketingText,
  /** How each district (the English name the lead stores) is shown; a missing one as its English name. */
  districtNames: DISTRICT_NAMES_SI as Partial<Record<District, string>>,
};

export type Messages = typeof si;
