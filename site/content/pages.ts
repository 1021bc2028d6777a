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
  heroTitle: {
    si: 'ඔබට ගැළපෙන ණය, එකම තැනකින් සසඳන්න',
    en: 'Compare personal loans in one place',
    ta: 'உங்களுக்குப் பொருத்தமான கடன்களை ஒரே இடத்தில் ஒப்பிடுங்கள்',
  },
  heroSubtitle: {
    si: 'බලපත්‍රලාභී ණය දෙන ආයතනවල දීමනා, මාසික වාරිකය සහ ආපසු ගෙවිය යුතු මුළු මුදල සමඟ එක පෙළට. නොමිලේ, කිසිදු බැඳීමකින් තොරව.',
    en: 'Offers from licensed lenders side by side, with the monthly instalment and the total repayable. Free, with no obligation.',
    ta: 'உரிமம் பெற்ற கடன் வழங்கும் நிறுவனங்களின் சலுகைகள், மாதாந்தத் தவணையுடனும் திருப்பிச் செலுத்த வேண்டிய மொத்தத் தொகையுடனும் அருகருகே. கட்டணமின்றி, எந்தக் கடப்பாடும் இல்லாமல்.',
  },
  heroCta: { si: 'දීමනා සසඳන්න', en: 'Compare offers', ta: 'சலுகைகளை ஒப்பிடவும்' },
  howItWorks: [
    {
      title: { si: 'ඔබට අවශ්‍ය දේ කියන්න', en: 'Tell us what you need', ta: 'உங்கள் தேவையைச் சொல்லுங்கள்' },
      text: {
        si: 'ණය මුදල, කාලය සහ ඔබේ ආදායම ගැන කෙටි ආකෘති පත්‍රයක්. ගත වන්නේ මිනිත්තු කිහිපයක් පමණි.',
        en: 'A short form about the amount, the term and your income. It takes a few minutes.',
        ta: 'கடன் தொகை, காலம், உங்கள் வருமானம் பற்றிய ஒரு சிறிய படிவம். சில நிமிடங்களே ஆகும்.',
      },
    },
    {
      title: { si: 'දීමනා සසඳන්න', en: 'Compare offers', ta: 'சலுகைகளை ஒப்பிடுங்கள்' },
      text: {
        si: 'ඔබට ගැළපෙන දීමනා, මාසික වාරිකය සහ ආපසු ගෙවිය යුතු මුළු මුදල සමඟ එක පෙළට බලන්න.',
        en: 'See matching offers side by side, with the monthly instalment and the total repayable.',
        ta: 'பொருந்தும் சலுகைகளை மாதாந்தத் தவணையுடனும் திருப்பிச் செலுத்த வேண்டிய மொத்தத் தொகையுடனும் அருகருகே பாருங்கள்.',
      },
    },
    {
      title: { si: 'ණය දෙන ආයතනය තෝරන්න', en: 'Choose a lender', ta: 'கடன் வழங்கும் நிறுவனத்தைத் தெரிவுசெய்யுங்கள்' },
      text: {
        si: 'ඔබ කැමති දීමනාව තෝරා, ණය දෙන ආයතනයේම වෙබ් අඩවියෙන් අයදුම් කරන්න.',
        en: 'Pick the offer you prefer and apply on the lender’s own website.',
        ta: 'நீங்கள் விரும்பும் சலுகையைத் தெரிவுசெய்து, கடன் வழங்கும் நிறுவனத்தின் சொந்த இணையத்தளத்தில் விண்ணப்பியுங்கள்.',
      },
    },
    {
      title: { si: 'කියවා බලා අත්සන් කරන්න', en: 'Read, then sign', ta: 'வாசித்த பின்பே கையொப்பமிடுங்கள்' },
      text: {
        si: 'ණය පිළිබඳ තීරණය ගන්නේ ණය දෙන ආයතනයයි. අත්සන් කිරීමට පෙර ගිවිසුම හොඳින් කියවන්න.',
        en: 'The lender makes the decision. Read the agreement carefully before you sign.',
        ta: 'கடன் பற்றிய தீர்மானத்தைக் கடன் வழங்கும் நிறுவனமே எடுக்கிறது. கையொப்பமிடுவதற்கு முன் ஒப்பந்தத்தைக் கவனமாக வாசியுங்கள்.',
      },
    },
  ],
  trust: [
    { si: 'ණය ගැනුම්කරුවන්ට සම්පූර්ණයෙන්ම නොමිලේ', en: 'Completely free for borrowers', ta: 'கடன் பெறுவோருக்கு முற்றிலும் இலவசம்' },
    {
      si: 'ඔබේ දත්ත බෙදා ගන්නේ ඔබේ කැමැත්ත ඇතිව පමණි',
      en: 'Your data is shared only with your consent',
      ta: 'உங்கள் தரவு உங்கள் சம்மதத்துடன் மட்டுமே பகிரப்படும்',
    },
    {
      si: 'අනුග්‍රහය ලත් දීමනා පැහැදිලිව සලකුණු කර ඇත',
      en: 'Sponsored offers are clearly labelled',
      ta: 'அனுசரணை பெற்ற சலுகைகள் தெளிவாகக் குறிக்கப்பட்டுள்ளன',
    },
    { si: 'අපි කිසිවිටෙක කල්තියා ගාස්තු ඉල්ලා නොසිටිමු', en: 'We never ask for upfront fees', ta: 'நாம் ஒருபோதும் முற்பணக் கட்டணம் கேட்பதில்லை' },
  ],
};

export const partnerProgram: PartnerProgramContent = {
  title: { si: 'හවුල්කාර වැඩසටහන', en: 'Partner programme', ta: 'பங்காளர் திட்டம்' },
  intro: {
    si: 'ඔබට මුදල්, රැකියා හෝ ප්‍රජා කටයුතු ගැන වෙබ් අඩවියක් හෝ බ්ලොග් අඩවියක් තිබේද? Naya දීමනා සහ ලියාපදිංචි ආකෘති පත්‍රය ඔබේ අඩවියේ පෙන්වා, ඔබේ පාඨකයින්ට වඩා හොඳ ණයක් සොයා ගැනීමට උදව් කරන්න. ඔබ හරහා පැමිණෙන, සුදුසුකම් ලත් සෑම ලියාපදිංචි වීමකටම අපි ඔබට ගෙවන්නෙමු.',
    en: 'Do you run a website or blog about money, jobs or your community? Show Naya’s offers and registration form on your site and help your readers find a better loan. We pay you for every qualified registration that comes through you.',
    ta: 'பணம், தொழில் அல்லது உங்கள் சமூகம் பற்றிய இணையத்தளமோ வலைப்பதிவோ உங்களிடம் உள்ளதா? Naya இன் சலுகைகளையும் பதிவுப் படிவத்தையும் உங்கள் தளத்தில் காட்டி, உங்கள் வாசகர்கள் சிறந்த கடனைக் கண்டறிய உதவுங்கள். உங்கள் மூலம் வரும் தகுதியான ஒவ்வொரு பதிவுக்கும் நாம் உங்களுக்குக் கொடுப்பனவு செய்வோம்.',
  },
  benefits: [
    {
      title: { si: 'එක් ස්ක්‍රිප්ට් ටැගයක් පමණි', en: 'One script tag', ta: 'ஒரே ஒரு script குறிச்சொல்' },
      text: {
        si: 'ඔබේ පිටුවට කේත පේළියක් එකතු කරන්න. ඔබ තෝරන පරිදි දීමනා සහ ආකෘති පත්‍රය සිංහලෙන්, දෙමළෙන් හෝ ඉංග්‍රීසියෙන් දිස් වේ.',
        en: 'Add one line of code to your page. The offers and the form appear in Sinhala, Tamil or English, as you choose.',
        ta: 'உங்கள் பக்கத்தில் ஒரு வரிக் குறியீட்டைச் சேர்த்தால் போதும். நீங்கள் தெரிவுசெய்தபடி சலுகைகளும் படிவமும் சிங்களம், தமிழ் அல்லது ஆங்கிலத்தில் தோன்றும்.',
      },
    },
    {
      title: { si: 'සුදුසුකම් ලත් සෑම ලියාපදිංචි වීමකටම ගෙවීමක්', en: 'Paid per qualified lead', ta: 'தகுதியான ஒவ்வொரு பதிவுக்கும் கொடுப்பனவு' },
      text: {
        si: 'සම්පූර්ණ කර, අපේ පරීක්ෂා සමත් වන සෑම ලියාපදිංචි වීමකටම ඔබට ගෙවීමක් ලැබේ.',
        en: 'You earn for every registration that is complete and passes our checks.',
        ta: 'முழுமையாக நிரப்பப்பட்டு எமது சரிபார்ப்புகளில் தேறும் ஒவ்வொரு பதிவுக்கும் நீங்கள் வருமானம் பெறுவீர்கள்.',
      },
    },
    {
      title: { si: 'පැහැදිලි වාර්තා', en: 'Clear reports', ta: 'தெளிவான அறிக்கைகள்' },
      text: {
        si: 'පිවිසුම්, ලියාපදිංචි වීම් සහ ඔබේ ඉපැයීම් ප්‍රචාරක ව්‍යාපාරය අනුව (utm ටැග්) බලන්න.',
        en: 'See visits, registrations and your earnings by campaign (utm tags).',
        ta: 'வருகைகள், பதிவுகள், உங்கள் வருமானம் ஆகியவற்றைப் பிரசாரம் வாரியாக (utm குறிச்சொற்கள்) பாருங்கள்.',
      },
    },
    {
      title: { si: 'ඔබේ පාඨකයින්ගේ දත්ත ආරක්ෂිතව පවතී', en: 'Your readers’ data stays protected', ta: 'உங்கள் வாசகர்களின் தரவு பாதுகாப்பாக இருக்கும்' },
      text: {
        si: 'ආකෘති පත්‍රයේ දත්ත කෙලින්ම Naya වෙත යන අතර, පුද්ගලික දත්ත ආරක්ෂණ පනතට අනුව, කැමැත්ත ඇතිව පමණක් හසුරුවනු ලැබේ.',
        en: 'Form data goes straight to Naya and is handled only with consent, under the Personal Data Protection Act.',
        ta: 'படிவத் தரவு நேரடியாக Naya க்குச் செல்கிறது; தனிப்பட்ட தரவுப் பாதுகாப்புச் சட்டத்தின் கீழ், சம்மதத்துடன் மட்டுமே கையாளப்படுகிறது.',
      },
    },
  ],
  howToEmbedTitle: { si: 'ඔබේ අඩවියට එකතු කරන්නේ කෙසේද?', en: 'How to add it to your site', ta: 'உங்கள் தளத்தில் இதைச் சேர்ப்பது எப்படி' },
  howToEmbed: {
    si: 'දීමනා හෝ ආකෘති පත්‍රය පෙන්විය යුතු තැනට හිස් අංශයක් (div) එකතු කර, පිටුවට අපේ ස්ක්‍රිප්ට් ටැගය ඇතුළත් කරන්න. ඔබේ හවුල්කාර අංකය සහ ප්‍රචාරක ව්‍යාපාර ටැග් window.nayaConfig හරහා ලබා දෙන්න. ඔබට අවශ්‍ය කේතය සම්පූර්ණයෙන්ම පහතින් දැක්වේ.',
    en: 'Add an empty element (div) where the offers or the form should appear, and include our script tag on the page. Pass your partner id and campaign tags through window.nayaConfig. The code below is all you need.',
    ta: 'சலுகைகள் அல்லது படிவம் தோன்ற வேண்டிய இடத்தில் ஒரு வெற்றுக் கூறை (div) சேர்த்து, பக்கத்தில் எமது script குறிச்சொல்லை இணையுங்கள். உங்கள் பங்காளர் இலக்கத்தையும் பிரசாரக் குறிச்சொற்களையும் window.nayaConfig மூலம் வழங்குங்கள். உங்களுக்குத் தேவையான குறியீடு முழுவதும் கீழே உள்ளது.',
  },
  payoutTitle: { si: 'ගෙවීම්', en: 'Payouts', ta: 'கொடுப்பனவுகள்' },
  payout: {
    si: 'ගෙවීම් මාසිකව, ශ්‍රී ලංකා රුපියලින්, ඔබේ බැංකු ගිණුමට සිදු කෙරේ. සුදුසුකම් ලත් ලියාපදිංචි වීමක් යනු වලංගු ජංගම දුරකථන අංකයක් සහ ජාතික හැඳුනුම්පත් අංකයක් සහිත, පිවිසෙන්නාගේ කැමැත්ත ඇති, අනුපිටපතක් නොවන සම්පූර්ණ ලියාපදිංචි වීමකි. එක් ලියාපදිංචි වීමකට ගෙවන මුදල ඔබේ හවුල්කාර ගිවිසුමේ සඳහන් වේ.',
    en: 'Payouts are made monthly, in Sri Lankan rupees, to your bank account. A qualified lead is a complete, non-duplicate registration with a valid mobile number and NIC and the visitor’s consent. The amount paid per lead is set out in your partner agreement.',
    ta: 'கொடுப்பனவுகள் மாதந்தோறும், இலங்கை ரூபாவில், உங்கள் வங்கிக் கணக்குக்கு வரவு வைக்கப்படும். தகுதியான பதிவு என்பது செல்லுபடியான கையடக்கத் தொலைபேசி இலக்கமும் தேசிய அடையாள அட்டை இலக்கமும் வருகையாளரின் சம்மதமும் உள்ள, இரட்டிப்பு அல்லாத முழுமையான பதிவாகும். ஒரு பதிவுக்குச் செலுத்தப்படும் தொகை உங்கள் பங்காளர் ஒப்பந்தத்தில் குறிப்பிடப்பட்டிருக்கும்.',
  },
};

export const transition: TransitionContent = {
  title: {
    si: 'ණය දෙන ආයතනයේ වෙබ් අඩවියට යොමු කරමින්…',
    en: 'Taking you to the lender’s website…',
    ta: 'கடன் வழங்கும் நிறுவனத்தின் இணையத்தளத்துக்கு அனுப்பப்படுகிறீர்கள்…',
  },
  text: {
    si: 'ඔබ දැන් Naya හැර ණය දෙන ආයතනයේ වෙබ් අඩවියට යයි. එහි අදාළ වන්නේ එම ආයතනයේ නියම සහ රහස්‍යතා ප්‍රතිපත්තියයි. කිසිවෙකුට කිසිවිටෙක කල්තියා මුදල් නොගෙවන්න.',
    en: 'You are leaving Naya for the lender’s website, where its own terms and privacy policy apply. Never pay anyone an upfront fee.',
    ta: 'நீங்கள் Naya இலிருந்து கடன் வழங்கும் நிறுவனத்தின் இணையத்தளத்துக்குச் செல்கிறீர்கள்; அங்கு அந்நிறுவனத்தின் நியதிகளும் தனியுரிமைக் கொள்கையுமே பொருந்தும். எவருக்கும் முற்பணக் கட்டணம் செலுத்தாதீர்கள்.',
  },
  manual: {
    si: 'ඔබ ස්වයංක්‍රීයව යොමු නොවුවහොත්, මෙතැන ක්ලික් කරන්න',
    en: 'If you are not redirected, click here',
    ta: 'தானாக அனுப்பப்படாவிட்டால், இங்கே அழுத்தவும்',
  },
};

export const offersPages: Record<OffersPageId, TitledIntro> = {
  offers: {
    title: { si: 'සියලුම පුද්ගලික ණය දීමනා', en: 'All personal loan offers', ta: 'எல்லாத் தனிநபர் கடன் சலுகைகளும்' },
    intro: {
      si: 'ණය මුදල සහ කාලය තෝරා, මාසික වාරිකය සහ ආපසු ගෙවිය යුතු මුළු මුදල අනුව දීමනා සසඳන්න.',
      en: 'Choose the amount and term, and compare offers by monthly instalment and total repayable.',
      ta: 'கடன் தொகையையும் காலத்தையும் தெரிவுசெய்து, மாதாந்தத் தவணை, திருப்பிச் செலுத்த வேண்டிய மொத்தத் தொகை ஆகியவற்றின்படி சலுகைகளை ஒப்பிடுங்கள்.',
    },
  },
  offers2: {
    title: { si: 'ඉක්මන් කුඩා ණය', en: 'Quick small loans', ta: 'விரைவான சிறு கடன்கள்' },
    intro: {
      si: 'හදිසි වියදමකට කෙටි කාලීන කුඩා ණය. ඉක්මන් වුවත්, ආපසු ගෙවිය යුතු මුළු මුදල පරීක්ෂා කරන්න: කෙටි ණයවල මාසික අනුපාතය ඉහළ විය හැකිය.',
      en: 'Small short-term loans for an urgent expense. They are fast, but check the total repayable: short loans can carry high monthly rates.',
      ta: 'அவசரச் செலவுக்கான குறுங்காலச் சிறு கடன்கள். இவை விரைவானவை; ஆனால் திருப்பிச் செலுத்த வேண்டிய மொத்தத் தொகையைச் சரிபாருங்கள்: குறுகிய கடன்களின் மாதாந்த வட்டி வீதம் உயர்வாக இருக்கலாம்.',
    },
  },
  offers3: {
    title: { si: 'වැටුප් ලබන්නන්ට විශාල ණය', en: 'Larger loans for salaried borrowers', ta: 'சம்பளம் பெறுவோருக்கான பெரிய கடன்கள்' },
    intro: {
      si: 'නිතිපතා වැටුපක් ලබන්නන් සඳහා වැඩි මුදලක්, දිගු කාලයකට. වැටුප් පත්‍රිකා සහ බැංකු ප්‍රකාශ සූදානම් කර ගන්න.',
      en: 'Larger amounts over longer terms for people with a regular salary. Have your salary slips and bank statements ready.',
      ta: 'ஒழுங்கான சம்பளம் பெறுவோருக்கு, நீண்ட காலத்துக்குப் பெரிய தொகைகள். உங்கள் சம்பளச் சீட்டுகளையும் வங்கிக் கூற்றுகளையும் தயாராக வைத்திருங்கள்.',
    },
  },
  offers4: {
    title: { si: 'පළමු ණයට පොලී නැත', en: 'First loan interest-free', ta: 'முதல் கடன் வட்டியின்றி' },
    intro: {
      si: 'සමහර ආයතන නව පාරිභෝගිකයින්ට, නියමිත දිනට ආපසු ගෙවුවහොත්, පොලියක් නැතිව පළමු ණය ලබා දෙයි. කොන්දේසි හොඳින් කියවන්න.',
      en: 'Some lenders give new customers a first loan with no interest if it is repaid on time. Read the conditions carefully.',
      ta: 'சில நிறுவனங்கள் புதிய வாடிக்கையாளர்களுக்கு, உரிய திகதியில் திருப்பிச் செலுத்தினால், வட்டியில்லாமல் முதல் கடனை வழங்குகின்றன. நிபந்தனைகளைக் கவனமாக வாசியுங்கள்.',
    },
  },
};

export const landing: Record<LandingPageId, TitledIntro> = {
  offers: {
    title: {
      si: 'මිනිත්තු කිහිපයකින් ඔබට ගැළපෙන ණයක් සොයා ගන්න',
      en: 'Find a loan that fits you in a few minutes',
      ta: 'சில நிமிடங்களில் உங்களுக்குப் பொருத்தமான கடனைக் கண்டறியுங்கள்',
    },
    intro: {
      si: 'නොමිලේ, කිසිදු බැඳීමකින් තොරව. ඔබේ තොරතුරු ණය දෙන ආයතනවලට යවන්නේ ඔබේ කැමැත්ත ඇතිව පමණි.',
      en: 'Free and with no obligation. Your details go to lenders only with your consent.',
      ta: 'கட்டணமின்றி, எந்தக் கடப்பாடும் இல்லாமல். உங்கள் விவரங்கள் உங்கள் சம்மதத்துடன் மட்டுமே கடன் வழங்கும் நிறுவனங்களுக்குச் செல்லும்.',
    },
  },
  offers2: {
    title: {
      si: 'ඔබේ ආදායමට සහ ප්‍රදේශයට ගැළපෙන දීමනා',
      en: 'Offers that fit your income and district',
      ta: 'உங்கள் வருமானத்துக்கும் மாவட்டத்துக்கும் பொருந்தும் சலுகைகள்',
    },
    intro: {
      si: 'කෙටි ආකෘති පත්‍රයක් පුරවා, දීමනා එක පෙළට සසඳන්න. ණය දෙන ආයතනය තෝරා ගන්නේ ඔබ ය.',
      en: 'Fill in a short form and compare offers side by side. You choose the lender.',
      ta: 'ஒரு சிறிய படிவத்தை நிரப்பி, சலுகைகளை அருகருகே ஒப்பிடுங்கள். கடன் வழங்கும் நிறுவனத்தைத் தெரிவுசெய்வது நீங்களே.',
    },
  },
};

export const about: Localized = {
  si: 'Naya ණය ගැනුම්කරුවන්ට නොමිලේ. ඔබ අප හරහා ණය දෙන ආයතනයකට අයදුම් කළ විට හෝ ණයක් ලබා ගත් විට, එම ආයතනය අපට කොමිස් මුදලක් ගෙවයි. අපේ ආදායම ලැබෙන්නේ එලෙසය. දීමනා පෙළගස්වන්නේ ඒවා ඔබේ ඉල්ලීමට කොතරම් ගැළපේද යන්න සහ ඒවායේ පිරිවැය අනුවය; අපට ලැබෙන කොමිස් මුදල අනුව නොවේ. වඩාත් කැපී පෙනෙන ලෙස පෙන්වීමට ණය දෙන ආයතනයක් මුදල් ගෙවා ඇති දීමනා “අනුග්‍රහය ලත්” ලෙස සලකුණු කර ඇත.',
  en: 'Naya is free for borrowers. When you apply for or take a loan with a lender through us, that lender pays us a commission: that is how we earn. Offers are ranked by how well they fit your request and by their cost, not by the commission we receive. Offers that a lender has paid to show more prominently are labelled “Sponsored”.',
  ta: 'Naya கடன் பெறுவோருக்கு இலவசம். நீங்கள் எம் மூலம் ஒரு கடன் வழங்கும் நிறுவனத்திடம் விண்ணப்பிக்கும்போது அல்லது கடன் பெறும்போது, அந்நிறுவனம் எமக்குத் தரகுக் கட்டணம் செலுத்துகிறது: அதுவே எமது வருமானம். சலுகைகள் உங்கள் கோரிக்கைக்கு எவ்வளவு பொருந்துகின்றன, அவற்றின் செலவு என்ன என்பவற்றின்படியே வரிசைப்படுத்தப்படுகின்றன; எமக்குக் கிடைக்கும் தரகுக் கட்டணத்தின்படி அல்ல. முக்கியமாகக் காட்டுவதற்காகக் கடன் வழங்கும் நிறுவனம் கட்டணம் செலுத்திய சலுகைகள் “அனுசரணை பெற்றது” எனக் குறிக்கப்பட்டுள்ளன.',
};
