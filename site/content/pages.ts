import type { Localized, TitledIntro, TitledText } from './types';

export interface HomeContent {
  heroTitle: Localized;
  heroSubtitle: Localized;
  heroCta: Localized;
  howItWorks: TitledText[];
  trust: Localized[];
}

export interface PartnerProgramContent {
  title: Localized;
  intro: Localized;
  benefits: TitledText[];
  /** Introduces the embed snippet, which the page shows as code beside this text. */
  howToEmbed: Localized;
  payout: Localized;
  /** Headings for the howToEmbed and payout sections. */
  howToEmbedTitle: Localized;
  payoutTitle: Localized;
}

export interface TransitionContent {
  title: Localized;
  text: Localized;
  /** Link text for the manual fallback when the redirect does not happen. */
  manual: Localized;
}

export type OffersPageId = 'offers' | 'offers2' | 'offers3' | 'offers4';
export type LandingPageId = 'offers' | 'offers2';

export const home: HomeContent = {
  heroTitle: { si: 'ඔබට ගැළපෙන ණය, එකම තැනකින් සසඳන්න', en: 'Compare personal loans in one place' },
  heroSubtitle: {
    si: 'බලපත්‍රලාභී ණය දෙන ආයතනවල දීමනා, මාසික වාරිකය සහ ආපසු ගෙවිය යුතු මුළු මුදල සමඟ එක පෙළට. නොමිලේ, කිසිදු බැඳීමකින් තොරව.',
    en: 'Offers from licensed lenders side by side, with the monthly instalment and the total repayable. Free, with no obligation.',
  },
  heroCta: { si: 'දීමනා සසඳන්න', en: 'Compare offers' },
  howItWorks: [
    {
      title: { si: 'ඔබට අවශ්‍ය දේ කියන්න', en: 'Tell us what you need' },
      text: {
        si: 'ණය මුදල, කාලය සහ ඔබේ ආදායම ගැන කෙටි ආකෘති පත්‍රයක්. ගත වන්නේ මිනිත්තු කිහිපයක් පමණි.',
        en: 'A short form about the amount, the term and your income. It takes a few minutes.',
      },
    },
    {
      title: { si: 'දීමනා සසඳන්න', en: 'Compare offers' },
      text: {
        si: 'ඔබට ගැළපෙන දීමනා, මාසික වාරිකය සහ ආපසු ගෙවිය යුතු මුළු මුදල සමඟ එක පෙළට බලන්න.',
        en: 'See matching offers side by side, with the monthly instalment and the total repayable.',
      },
    },
    {
      title: { si: 'ණය දෙන ආයතනය තෝරන්න', en: 'Choose a lender' },
      text: {
        si: 'ඔබ කැමති දීමනාව තෝරා, ණය දෙන ආයතනයේම වෙබ් අඩවියෙන් අයදුම් කරන්න.',
        en: 'Pick the offer you prefer and apply on the lender’s own website.',
      },
    },
    {
      title: { si: 'කියවා බලා අත්සන් කරන්න', en: 'Read, then sign' },
      text: {
        si: 'ණය පිළිබඳ තීරණය ගන්නේ ණය දෙන ආයතනයයි. අත්සන් කිරීමට පෙර ගිවිසුම හොඳින් කියවන්න.',
        en: 'The lender makes the decision. Read the agreement carefully before you sign.',
      },
    },
  ],
  trust: [
    { si: 'ණය ගැනුම්කරුවන්ට සම්පූර්ණයෙන්ම නොමිලේ', en: 'Completely free for borrowers' },
    { si: 'ඔබේ දත්ත බෙදා ගන්නේ ඔබේ කැමැත්ත ඇතිව පමණි', en: 'Your data is shared only with your consent' },
    { si: 'අනුග්‍රහය ලත් දීමනා පැහැදිලිව සලකුණු කර ඇත', en: 'Sponsored offers are clearly labelled' },
    { si: 'අපි කිසිවිටෙක කල්තියා ගාස්තු ඉල්ලන්නේ නැත', en: 'We never ask for upfront fees' },
  ],
};

export const partnerProgram: PartnerProgramContent = {
  title: { si: 'හවුල්කාර වැඩසටහන', en: 'Partner programme' },
  intro: {
    si: 'ඔබට මුදල්, රැකියා හෝ ප්‍රජා කටයුතු ගැන වෙබ් අඩවියක් හෝ බ්ලොග් එකක් තිබේද? Naya දීමනා සහ ලියාපදිංචි ආකෘති පත්‍රය ඔබේ අඩවියේ පෙන්වා, ඔබේ පාඨකයින්ට වඩා හොඳ ණයක් සොයා ගැනීමට උදව් කරන්න. ඔබ හරහා පැමිණෙන සුදුසුකම් ලත් සෑම ලියාපදිංචියකටම අපි ඔබට ගෙවන්නෙමු.',
    en: 'Do you run a website or blog about money, jobs or your community? Show Naya’s offers and registration form on your site and help your readers find a better loan. We pay you for every qualified registration that comes through you.',
  },
  benefits: [
    {
      title: { si: 'එක් ස්ක්‍රිප්ට් ටැගයක් පමණි', en: 'One script tag' },
      text: {
        si: 'ඔබේ පිටුවට කේත පේළියක් එකතු කරන්න. ඔබ තෝරන පරිදි දීමනා සහ ආකෘති පත්‍රය සිංහලෙන් හෝ ඉංග්‍රීසියෙන් පෙන්වයි.',
        en: 'Add one line of code to your page. The offers and the form appear in Sinhala or English, as you choose.',
      },
    },
    {
      title: { si: 'සුදුසුකම් ලත් ලීඩ් එකකට ගෙවීමක්', en: 'Paid per qualified lead' },
      text: {
        si: 'සම්පූර්ණ කර, අපේ පරීක්ෂා සමත් වන සෑම ලියාපදිංචියකටම ඔබට ගෙවීමක් ලැබේ.',
        en: 'You earn for every registration that is complete and passes our checks.',
      },
    },
    {
      title: { si: 'පැහැදිලි වාර්තා', en: 'Clear reports' },
      text: {
        si: 'පිවිසුම්, ලියාපදිංචි සහ ඔබේ ඉපැයීම් ප්‍රචාරක ව්‍යාපාරය අනුව (utm ටැග්) බලන්න.',
        en: 'See visits, registrations and your earnings by campaign (utm tags).',
      },
    },
    {
      title: { si: 'ඔබේ පාඨකයින්ගේ දත්ත ආරක්ෂිතයි', en: 'Your readers’ data stays protected' },
      text: {
        si: 'ආකෘති පත්‍රයේ දත්ත කෙලින්ම Naya වෙත යන අතර, පුද්ගලික දත්ත ආරක්ෂණ පනතට අනුව, කැමැත්ත ඇතිව පමණක් හසුරුවනු ලැබේ.',
        en: 'Form data goes straight to Naya and is handled only with consent, under the Personal Data Protection Act.',
      },
    },
  ],
  howToEmbedTitle: { si: 'ඔබේ අඩවියට එකතු කරන්නේ කෙසේද?', en: 'How to add it to your site' },
  howToEmbed: {
    si: 'දීමනා හෝ ආකෘති පත්‍රය පෙන්විය යුතු තැනට හිස් අංශයක් (div) එකතු කර, පිටුවට අපේ ස්ක්‍රිප්ට් ටැගය ඇතුළත් කරන්න. ඔබේ හවුල්කාර අංකය සහ ප්‍රචාරක ව්‍යාපාර ටැග් window.nayaConfig හරහා ලබා දෙන්න. ඔබට අවශ්‍ය කේතය සම්පූර්ණයෙන්ම පහතින් දැක්වේ.',
    en: 'Add an empty element (div) where the offers or the form should appear, and include our script tag on the page. Pass your partner id and campaign tags through window.nayaConfig. The code below is all you need.',
  },
  payoutTitle: { si: 'ගෙවීම්', en: 'Payouts' },
  payout: {
    si: 'ගෙවීම් මාසිකව, ශ්‍රී ලංකා රුපියලින්, ඔබේ බැංකු ගිණුමට සිදු කෙරේ. සුදුසුකම් ලත් ලීඩ් එකක් යනු වලංගු ජංගම දුරකථන අංකයක් සහ ජාතික හැඳුනුම්පත් අංකයක් සහිත, පිවිසෙන්නාගේ කැමැත්ත ඇති, අනුපිටපතක් නොවන සම්පූර්ණ ලියාපදිංචියකි. ලීඩ් එකකට ගෙවන මුදල ඔබේ හවුල්කාර ගිවිසුමේ සඳහන් වේ.',
    en: 'Payouts are made monthly, in Sri Lankan rupees, to your bank account. A qualified lead is a complete, non-duplicate registration with a valid mobile number and NIC and the visitor’s consent. The amount paid per lead is set out in your partner agreement.',
  },
};

export const transition: TransitionContent = {
  title: { si: 'ණය දෙන ආයතනයේ වෙබ් අඩවියට යොමු කරමින්…', en: 'Taking you to the lender’s website…' },
  text: {
    si: 'ඔබ දැන් Naya වෙතින් ණය දෙන ආයතනයේ වෙබ් අඩවියට යයි. එහි අදාළ වන්නේ එම ආයතනයේ නියම සහ රහස්‍යතා ප්‍රතිපත්තියයි. කිසිවෙකුට කල්තියා මුදල් ගෙවන්න එපා.',
    en: 'You are leaving Naya for the lender’s website, where its own terms and privacy policy apply. Never pay anyone an upfront fee.',
  },
  manual: { si: 'ඔබ ස්වයංක්‍රීයව යොමු නොවුණොත්, මෙතැන ක්ලික් කරන්න', en: 'If you are not redirected, click here' },
};

export const offersPages: Record<OffersPageId, TitledIntro> = {
  offers: {
    title: { si: 'සියලුම පුද්ගලික ණය දීමනා', en: 'All personal loan offers' },
    intro: {
      si: 'ණය මුදල සහ කාලය තෝරා, මාසික වාරිකය සහ ආපසු ගෙවිය යුතු මුළු මුදල අනුව දීමනා සසඳන්න.',
      en: 'Choose the amount and term, and compare offers by monthly instalment and total repayable.',
    },
  },
  offers2: {
    title: { si: 'ඉක්මන් කුඩා ණය', en: 'Quick small loans' },
    intro: {
      si: 'හදිසි වියදමකට කෙටි කාලීන කුඩා ණය. ඉක්මන් වුවත්, ආපසු ගෙවිය යුතු මුළු මුදල පරීක්ෂා කරන්න: කෙටි ණයවල මාසික අනුපාතය ඉහළ විය හැකිය.',
      en: 'Small short-term loans for an urgent expense. They are fast, but check the total repayable: short loans can carry high monthly rates.',
    },
  },
  offers3: {
    title: { si: 'වැටුප් ලබන්නන්ට විශාල ණය', en: 'Larger loans for salaried borrowers' },
    intro: {
      si: 'නිතිපතා වැටුපක් ලබන්නන් සඳහා වැඩි මුදලක්, දිගු කාලයකට. වැටුප් පත්‍රිකා සහ බැංකු ප්‍රකාශ සූදානම් කර ගන්න.',
      en: 'Larger amounts over longer terms for people with a regular salary. Have your salary slips and bank statements ready.',
    },
  },
  offers4: {
    title: { si: 'පළමු ණය නොමිලේ', en: 'First loan free' },
    intro: {
      si: 'සමහර ආයතන නව පාරිභෝගිකයින්ට, නියමිත දිනට ආපසු ගෙවුවහොත්, පොලියක් නැතිව පළමු ණය ලබා දෙයි. කොන්දේසි හොඳින් කියවන්න.',
      en: 'Some lenders give new customers a first loan with no interest if it is repaid on time. Read the conditions carefully.',
    },
  },
};

export const landing: Record<LandingPageId, TitledIntro> = {
  offers: {
    title: { si: 'මිනිත්තු කිහිපයකින් ඔබට ගැළපෙන ණයක් සොයා ගන්න', en: 'Find a loan that fits you in a few minutes' },
    intro: {
      si: 'නොමිලේ, කිසිදු බැඳීමකින් තොරව. ඔබේ තොරතුරු ණය දෙන ආයතනවලට යවන්නේ ඔබේ කැමැත්ත ඇතිව පමණි.',
      en: 'Free and with no obligation. Your details go to lenders only with your consent.',
    },
  },
  offers2: {
    title: { si: 'ඔබේ ආදායමට සහ ප්‍රදේශයට ගැළපෙන දීමනා', en: 'Offers that fit your income and district' },
    intro: {
      si: 'කෙටි ආකෘති පත්‍රයක් පුරවා, දීමනා එක පෙළට සසඳන්න. ණය දෙන ආයතනය තෝරා ගන්නේ ඔබයි.',
      en: 'Fill in a short form and compare offers side by side. You choose the lender.',
    },
  },
};

export const about: Localized = {
  si: 'Naya ණය ගැනුම්කරුවන්ට නොමිලේ. ඔබ අප හරහා ණය දෙන ආයතනයකට අයදුම් කළ විට හෝ ණයක් ලබා ගත් විට, එම ආයතනය අපට කොමිස් මුදලක් ගෙවයි. අපේ ආදායම ලැබෙන්නේ එලෙසය. දීමනා පෙළගස්වන්නේ ඒවා ඔබේ ඉල්ලීමට කොතරම් ගැළපේද යන්න සහ ඒවායේ පිරිවැය අනුවය; අපට ලැබෙන කොමිස් මුදල අනුව නොවේ. වඩාත් කැපී පෙනෙන ලෙස පෙන්වීමට ණය දෙන ආයතනයක් මුදල් ගෙවා ඇති දීමනා “අනුග්‍රහය ලත්” ලෙස සලකුණු කර ඇත.',
  en: 'Naya is free for borrowers. When you apply for or take a loan with a lender through us, that lender pays us a commission: that is how we earn. Offers are ranked by how well they fit your request and by their cost, not by the commission we receive. Offers that a lender has paid to show more prominently are labelled “Sponsored”.',
};
