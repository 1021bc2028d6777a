// The phone-code step's words in Sinhala (site/content/GLOSSARY-si.md). Loaded only once a lead
// exists, with the step itself (verify-load.ts): a partner page that never registers anyone does
// not download them. Conjuncts keep their ZWJ, written \u200D.
export const verifyCopy = {
  title: 'ඔබේ ජංගම දුරකථන අංකය තහවුරු කරන්න',
  sentTo: (masked: string) => `ඉලක්කම් 6ක කේතයක් SMS මගින් ${masked} අංකයට යවා ඇත.`,
  sending: 'කේතය යවමින්…',
  codeLabel: 'SMS පණිවිඩයේ ඇති කේතය',
  submit: 'තහවුරු කරන්න',
  checking: 'පරීක්ෂා කරමින්…',
  resend: 'නව කේතයක් යවන්න',
  resendIn: (seconds: number) => `තත්පර ${seconds}කට පසු නව කේතයක් යැවිය හැකිය`,
  skip: 'මඟ හරින්න, මගේ දීමනා පෙන්වන්න',
  verified: 'ස්තුතියි, ඔබේ අංකය තහවුරු විය.',
  wrong: 'එම කේතය නිවැරදි නොවේ. කරුණාකර SMS පණිවිඩය පරීක්ෂා කර නැවත ඇතුළත් කරන්න.',
  format: 'කරුණාකර SMS පණිවිඩයේ ඇති ඉලක්කම් 6 ඇතුළත් කරන්න.',
  expired: 'මෙම කේතය කල් ඉකුත් වී ඇත. කරුණාකර නව කේතයක් යවන්න.',
  voided: 'වැරදි කේත කිහිප වරක් ඇතුළත් කළ බැවින් මෙම කේතය තවදුරටත් වලංගු නොවේ. කරුණාකර නව කේතයක් යවන්න.',
  leadLimit: (minutes: number) => `පසුගිය පැය තුළ කේත 3ක් දැනටමත් යවා ඇත. මිනිත්තු ${minutes}කට පසු නැවත උත්සාහ කරන්න, නැතහොත් දැනට මෙම පියවර මඟ හරින්න.`,
  tooMany: (minutes: number) => `මෙම අන්තර්ජාල සම්බන්ධතාවෙන් උත්සාහ කළ වාර ගණන වැඩිය. මිනිත්තු ${minutes}කට පසු නැවත උත්සාහ කරන්න.`,
  dailyLimit: 'අද දිනට තවත් කේත යැවිය නොහැක. ඔබට මෙම පියවර මඟ හැරිය හැක; ඔබේ අයදුම්පත සුරැකී ඇත.',
  smsDown: 'මේ මොහොතේ SMS පණිවිඩය යැවීමට නොහැකි විය. ඔබේ අයදුම්පත සුරැකී ඇත; කරුණාකර මිනිත්තුවකට පසු නැවත උත්සාහ කරන්න.',
  offline: 'ඔබ දැන් අන්තර්ජාලයට සම්බන්ධ වී නැත. සම්බන්ධතාව නැවත ලැබුණු විගස ස්වයංක්\u200Dරීයව ඉදිරියට යයි.',
  error: 'අපගේ පාර්ශ්වයෙන් දෝෂයක් සිදු විය. කරුණාකර නැවත උත්සාහ කරන්න.',
  // The words after a registration, with or without the code step (RegistrationDone).
  myPageText: 'ඔබේ අයදුම්පතේ ප්\u200Dරගතිය සහ එක් එක් ණය දෙන ආයතනයේ පිළිතුර ඕනෑම වේලාවක බැලිය හැකිය.',
  myPageLink: 'මගේ අයදුම්පත් බලන්න',
  homeScreenHint: 'මෙම iPhone දුරකථනයට යාවත්කාලීන තොරතුරු ලැබීමට, Naya මුල් තිරයට (Home Screen) එක් කරන්න: Share තට්ටු කර “Add to Home Screen” තෝරන්න.',
  successOffers: 'ඔබට ගැළපෙන ණය දීමනා පහත දැක්වේ.',
  redirecting: 'ඔබව ඊළඟ පිටුවට යොමු කරමින්…',
  duplicateText: 'මෙම විස්තර සහිත අයදුම්පතක් දැනටමත් අප වෙත ඇති බැවින්, නැවත අයදුම් කිරීමට අවශ්\u200Dය නැත. ඔබේ පිටුවෙන් එය බලා එහි ප්\u200Dරගතිය දැන ගත හැකිය.',
  duplicateLink: 'මගේ පිටුවට යන්න',
};

export type VerifyCopy = typeof verifyCopy;
