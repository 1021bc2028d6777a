import { h2, h3, ol, p, ul } from '../blocks';
import type { Article } from '../types';

// Figures checked by content.test.ts: 2% a month compounded for 12 months; a LKR 3,000 fee
// deducted from LKR 100,000 at 2% a month reducing over 12 months.
export const interestRatesFeesAndApr: Article = {
  id: 'interest-rates-fees-and-apr',
  date: '2026-07-06',
  readingMinutes: 5,
  title: {
    si: '“මාසික පොලිය” පිටුපස සැඟවී ඇත්තේ කුමක්ද? පොලී වර්ග, ගාස්තු සහ APR',
    en: 'What a “monthly rate” hides: interest types, fees and APR',
    ta: '“மாதாந்த வட்டி வீதம்” மறைப்பவை: வட்டி வகைகள், கட்டணங்கள், APR',
  },
  summary: {
    si: 'දැන්වීමක පෙනෙන අඩු මාසික අනුපාතය ණයක මිලෙන් කොටසක් පමණි. පොලී වර්ග, ගාස්තු සහ APR තේරුම් ගෙන, අත්සන් කිරීමට පෙර නිවැරදි ප්‍රශ්න අසන්න.',
    en: 'The low monthly rate in an advert is only part of a loan’s price. Understand interest types, fees and APR, and ask the right questions before you sign.',
    ta: 'விளம்பரத்தில் தெரியும் குறைந்த மாதாந்த வீதம் கடனின் விலையில் ஒரு பகுதி மட்டுமே. வட்டி வகைகள், கட்டணங்கள், APR ஆகியவற்றைப் புரிந்துகொண்டு, கையொப்பமிடுவதற்கு முன் சரியான கேள்விகளைக் கேளுங்கள்.',
  },
  body: {
    si: [
      p(
        'දැන්වීමක දැක්වෙන අඩු මාසික පොලී අනුපාතය ණයක මිලෙන් කොටසක් පමණි. අනුපාතය යොදන ආකාරය, එය වෙනස් විය හැකිද යන්න සහ ඒ සමඟ එන ගාස්තු අනුව ඔබ සැබවින්ම ගෙවන මුදල තීරණය වේ. ශ්‍රී ලංකාවේ ණය දීමනාවලදී ඔබට හමු වන වචන සහ ඇසිය යුතු ප්‍රශ්න මෙම ලිපියෙන් පැහැදිලි කරමු.',
      ),
      h2('මාසික අනුපාතය සහ වාර්ෂික අනුපාතය'),
      p(
        'බොහෝ කුඩා ණයවල පොලිය මසකට දක්වන අතර, බැංකු සාමාන්‍යයෙන් වාර්ෂික අනුපාතයක් දක්වයි. දෙක එකට තබා සැසඳීමට මාසික අනුපාතය 12න් ගුණ කරන්න: මසකට 2% යනු වසරකට 24%කි. පොලිය සෑම මසකම අය කරන නිසා සැබෑ වාර්ෂික පිරිවැය ඊටත් වඩා මඳක් වැඩිය. මසකට 2% මාස 12ක් පුරා සංයුක්ත වූ විට වසරකට 26.8%ක් පමණ වේ.',
      ),
      p(
        'අනුපාතය පැතලිද, හීනවන ශේෂය මතද යන්නත් පරීක්ෂා කරන්න. මාස 12ක ණයක මසකට 2% පැතලි පොලිය, හීනවන ශේෂය මත මසකට 3.5%ක් පමණ වේ. පැතලි සහ හීනවන ශේෂ පොලිය පිළිබඳ අපේ ලිපියේ මේ ගණනය පියවරෙන් පියවර දැක්වේ.',
      ),
      h2('ස්ථාවර සහ විචල්‍ය පොලිය'),
      p(
        'ස්ථාවර පොලී අනුපාතයක් ණය කාලය පුරාම නොවෙනස්ව පවතින නිසා ඔබේ වාරිකයද වෙනස් නොවේ. විචල්‍ය පොලී අනුපාතයක් ගණනය කරන්නේ යම් යොමු අනුපාතයකට, උදාහරණයක් ලෙස ශ්‍රී ලංකා මහ බැංකුව ප්‍රකාශයට පත් කරන සාමාන්‍ය භාරිත ප්‍රමුඛ ණය පොලී අනුපාතයට (AWPR), නියත අමතර ප්‍රතිශතයක් එකතු කිරීමෙනි. යොමු අනුපාතය වෙනස් වන විට ඔබේ පොලියද වෙනස් වේ.',
      ),
      p(
        'විචල්‍ය අනුපාතයක් මුලදී අඩු විය හැකි නමුත් පසුව ඔබේ වාරිකය ඉහළ යා හැකිය. එවැන්නක් තෝරා ගන්නේ නම්, අනුපාතය කොපමණ කාලයකට වරක් යළි සකසන්නේද යන්න විමසා, එය ඉහළ ගියත් ගෙවීමට හැකිදැයි ගණනය කර බලන්න.',
      ),
      h2('අනුපාතයේ නොපෙනෙන ගාස්තු'),
      ul(
        'සැකසුම් හෝ ලියකියවිලි ගාස්තුව: බොහෝ විට ඔබට ලැබෙන මුදලින් අඩු කෙරේ.',
        'රක්ෂණ වාරිකය: උදාහරණයක් ලෙස ණය ආවරණ රක්ෂණය. සමහර විට එය ණය මුදලටම එකතු කෙරේ.',
        'ඇපකරයක් සහිත ණය සඳහා තක්සේරු ගාස්තු හෝ නීති ගාස්තු.',
        'වාරිකයක් මග හැරුණු විට ප්‍රමාද ගාස්තු හෝ දඩ පොලිය.',
        'කාලය අවසන් වීමට පෙර ණය පියවන්නේ නම් කලින් පියවීමේ ගාස්තුව.',
      ),
      h3('ගාස්තුවක් සැබෑ අනුපාතය වෙනස් කරයි'),
      p(
        'ඔබ රු. 100,000ක් මාස 12කට, හීනවන ශේෂය මත මසකට 2%කට ගන්නා බව සිතමු. ඔබේ මාසික වාරිකය රු. 9,456කි. මුලින්ම රු. 3,000ක සැකසුම් ගාස්තුවක් අඩු කළහොත් ඔබට ලැබෙන්නේ රු. 97,000ක් පමණි. එහෙත් ඔබ එම වාරිකයම ගෙවිය යුතුය. සැබවින්ම ලැබුණු මුදලට සාපේක්ෂව ගත් විට අනුපාතය මසකට 2% නොව 2.5%ක් පමණ වේ.',
      ),
      h2('APR: පොලිය සහ ගාස්තු එක් අංකයකින්'),
      p(
        'වාර්ෂික ප්‍රතිශත අනුපාතය (APR) මගින් පොලිය සහ අනිවාර්ය ගාස්තු එකම වාර්ෂික අනුපාතයක් ලෙස දැක්වේ. එවිට විවිධ ගාස්තු ක්‍රම ඇති ණය එකිනෙක සමඟ සැසඳිය හැකිය. සෑම ණය දෙන ආයතනයක්ම APR නොදක්වයි. එය නොදක්වන්නේ නම්, සියලු ගාස්තු ඇතුළු ආපසු ගෙවිය යුතු මුළු මුදල සහ ඔබේ ගිණුමට සැබවින්ම බැර වන මුදල ඉල්ලා සිටින්න. ඔබ දැන ගත යුතු බොහෝ දේ මේ අංක දෙකෙන් කියවේ.',
      ),
      h2('අත්සන් කිරීමට පෙර අසන්න'),
      ol(
        'පොලිය පැතලිද, හීනවන ශේෂය මතද? ස්ථාවරද, විචල්‍යද?',
        'අදාළ වන්නේ කුමන ගාස්තුද, ඒවා කොපමණද, ඒවා ණය මුදලින් අඩු කරන්නේද නැතහොත් වෙනම ගෙවිය යුතුද?',
        'මගේ ගිණුමට බැර වන්නේ කොපමණද, ආපසු ගෙවිය යුතු මුළු මුදල කොපමණද?',
        'වාරිකයක් ප්‍රමාද වුවහොත් කුමක් සිදු වේද, එයට කොපමණ වැය වේද?',
        'ණය කලින් පියවිය හැකිද, එයට කොපමණ වැය වේද?',
      ),
      p('බලපත්‍රලාභී ණය දෙන ආයතනයක් මේ සියල්ලට පැහැදිලිව පිළිතුරු දී, ඒවා ණය ගිවිසුමේ සඳහන් කළ යුතුය. පිළිතුරු අපැහැදිලි නම්, එය අනතුරු ඇඟවීමක් ලෙස සලකන්න.'),
    ],
    en: [
      p(
        'The low monthly rate in an advert is only part of the price of a loan. How the rate is applied, whether it can change and which fees come with it decide what you really pay. This guide explains the terms you will meet in a Sri Lankan loan offer and the questions worth asking.',
      ),
      h2('Monthly rate and yearly rate'),
      p(
        'Many small loans are quoted per month, while banks usually quote a yearly rate. To put them side by side, multiply the monthly rate by 12: 2% a month is 24% a year. Because interest is charged every month, the real yearly cost is a little higher still: 2% a month compounded over 12 months comes to about 26.8% a year.',
      ),
      p(
        'Check, too, whether the rate is flat or on the reducing balance. Over 12 months, a flat rate of 2% a month is worth about 3.5% a month on the reducing balance. Our article on flat and reducing-balance interest works through the numbers step by step.',
      ),
      h2('Fixed and variable rates'),
      p(
        'A fixed rate stays the same for the whole loan, so your instalment does not change. A variable (floating) rate is a reference rate plus a fixed margin; a common reference is the Average Weighted Prime Lending Rate (AWPR) that the Central Bank of Sri Lanka publishes. When the reference rate moves, your rate moves with it.',
      ),
      p(
        'A variable rate may start lower, but your instalment can rise later. If you choose one, ask how often the rate is reset and work out whether you could still pay if it went up.',
      ),
      h2('Fees that do not show in the rate'),
      ul(
        'Processing or documentation fee: often deducted from the amount you receive.',
        'Insurance premium, for example loan protection cover: sometimes added to the loan itself.',
        'Valuation or legal charges for loans with security.',
        'Late payment charges or penalty interest when an instalment is missed.',
        'Early settlement fee if you repay before the end of the term.',
      ),
      h3('A fee changes the real rate'),
      p(
        'Suppose you borrow LKR 100,000 for 12 months at 2% a month on the reducing balance. Your instalment is LKR 9,456. If a processing fee of LKR 3,000 is deducted at the start, you receive only LKR 97,000 but still pay the same instalments. Measured against the money you actually received, the rate is about 2.5% a month, not 2%.',
      ),
      h2('APR: interest and fees in one number'),
      p(
        'The annual percentage rate (APR) expresses interest plus the compulsory fees as one yearly rate, so loans with different fees can be compared. Not every lender quotes it. If no APR is given, ask for the total repayable, including all fees, and the amount that will actually reach your account. Those two figures tell you most of what you need to know.',
      ),
      h2('Questions to ask before you sign'),
      ol(
        'Is the rate flat or on the reducing balance? Is it fixed or variable?',
        'Which fees apply, how much are they, and are they deducted from the loan or paid separately?',
        'How much will reach my account, and what is the total repayable?',
        'What happens if I pay late, and what does it cost?',
        'Can I settle early, and what will that cost?',
      ),
      p(
        'A licensed lender should answer all of these clearly and put the answers in the loan agreement. If the answers are vague, treat that as a warning sign.',
      ),
    ],
    ta: [
      p(
        'விளம்பரத்தில் காட்டப்படும் குறைந்த மாதாந்த வட்டி வீதம் கடனின் விலையில் ஒரு பகுதி மட்டுமே. வீதம் எவ்வாறு பிரயோகிக்கப்படுகிறது, அது மாறக்கூடியதா, அதனுடன் என்ன கட்டணங்கள் வருகின்றன என்பவையே நீங்கள் உண்மையில் செலுத்துவதைத் தீர்மானிக்கின்றன. இலங்கையில் கடன் சலுகையொன்றில் நீங்கள் சந்திக்கும் சொற்களையும், கேட்க வேண்டிய கேள்விகளையும் இந்த வழிகாட்டி விளக்குகிறது.',
      ),
      h2('மாதாந்த வீதமும் வருடாந்த வீதமும்'),
      p(
        'பல சிறு கடன்களுக்கு மாதாந்த வீதம் குறிப்பிடப்படுகிறது; வங்கிகள் பொதுவாக வருடாந்த வீதத்தைக் குறிப்பிடுகின்றன. இரண்டையும் அருகருகே வைத்து ஒப்பிட, மாதாந்த வீதத்தை 12 ஆல் பெருக்குங்கள்: மாதத்துக்கு 2% என்பது வருடத்துக்கு 24%. வட்டி ஒவ்வொரு மாதமும் அறவிடப்படுவதால், உண்மையான வருடாந்தச் செலவு இன்னும் சற்று அதிகம்: மாதத்துக்கு 2% வட்டி 12 மாதங்களுக்குக் கூட்டுச் சேரும்போது வருடத்துக்கு ஏறத்தாழ 26.8% ஆகிறது.',
      ),
      p(
        'வீதம் தட்டையானதா, குறைந்துசெல்லும் நிலுவையின் மீதானதா என்பதையும் சரிபாருங்கள். 12 மாதங்களுக்கு, மாதத்துக்கு 2% தட்டையான வீதம் குறைந்துசெல்லும் நிலுவையின் மீது மாதத்துக்கு ஏறத்தாழ 3.5% க்குச் சமம். தட்டையான வட்டி, குறைந்துசெல்லும் நிலுவை வட்டி பற்றிய எமது கட்டுரை இந்தக் கணக்குகளைப் படிப்படியாக விளக்குகிறது.',
      ),
      h2('நிலையான வீதமும் மாறும் வீதமும்'),
      p(
        'நிலையான வட்டி வீதம் கடன் காலம் முழுவதும் மாறாதிருப்பதால், உங்கள் தவணையும் மாறாது. மாறும் (மிதக்கும்) வட்டி வீதம் என்பது ஓர் அடிப்படை வீதத்துடன் நிலையான மேலதிக வீதத்தைக் கூட்டியதாகும்; இலங்கை மத்திய வங்கி வெளியிடும் சராசரி நிறையேற்றப்பட்ட பிரதம கடன் வழங்கல் வீதம் (AWPR) அடிக்கடி பயன்படுத்தப்படும் அடிப்படை வீதம். அடிப்படை வீதம் மாறும்போது உங்கள் வீதமும் அதனுடன் மாறும்.',
      ),
      p(
        'மாறும் வீதம் குறைவாகத் தொடங்கலாம்; ஆனால் பின்னர் உங்கள் தவணை உயரக்கூடும். அதைத் தெரிவுசெய்தால், வீதம் எவ்வளவு அடிக்கடி மீளமைக்கப்படும் என்று கேட்டு, அது உயர்ந்தாலும் உங்களால் செலுத்த முடியுமா என்று கணக்கிட்டுப் பாருங்கள்.',
      ),
      h2('வீதத்தில் தெரியாத கட்டணங்கள்'),
      ul(
        'செயன்முறை அல்லது ஆவணக் கட்டணம்: பெரும்பாலும் நீங்கள் பெறும் தொகையிலிருந்து கழிக்கப்படும்.',
        'காப்புறுதிக் கட்டுப்பணம், உதாரணமாகக் கடன் பாதுகாப்புக் காப்புறுதி: சில வேளைகளில் கடன் தொகையுடனேயே சேர்க்கப்படும்.',
        'பிணையுள்ள கடன்களுக்கான மதிப்பீட்டு அல்லது சட்டக் கட்டணங்கள்.',
        'தவணை தவறும்போது அறவிடப்படும் தாமதக் கட்டணங்கள் அல்லது தண்ட வட்டி.',
        'கடன் காலம் முடிவதற்கு முன் முழுமையாகச் செலுத்தினால் முன்கூட்டிய தீர்ப்பனவுக் கட்டணம்.',
      ),
      h3('கட்டணம் உண்மையான வீதத்தை மாற்றுகிறது'),
      p(
        'குறைந்துசெல்லும் நிலுவையின் மீது மாதத்துக்கு 2% வீதத்தில் 12 மாதங்களுக்கு ரூ. 100,000 கடன் பெறுவதாக வைத்துக்கொள்வோம். உங்கள் மாதாந்தத் தவணை ரூ. 9,456. தொடக்கத்திலேயே ரூ. 3,000 செயன்முறைக் கட்டணம் கழிக்கப்பட்டால், உங்களுக்குக் கிடைப்பது ரூ. 97,000 மட்டுமே; ஆனால் அதே தவணைகளைத்தான் செலுத்துகிறீர்கள். உண்மையில் கையில் கிடைத்த பணத்தின் அடிப்படையில் அளந்தால், வீதம் மாதத்துக்கு 2% அல்ல, ஏறத்தாழ 2.5% ஆகும்.',
      ),
      h2('APR: வட்டியும் கட்டணங்களும் ஒரே தொகையில்'),
      p(
        'வருடாந்த சதவீத வீதம் (APR) வட்டியையும் கட்டாயக் கட்டணங்களையும் ஒரே வருடாந்த வீதமாகக் காட்டுகிறது; அதனால் வெவ்வேறு கட்டணங்களுள்ள கடன்களை ஒப்பிடலாம். எல்லா நிறுவனங்களும் அதைக் குறிப்பிடுவதில்லை. APR தரப்படாவிட்டால், எல்லாக் கட்டணங்களும் உட்பட திருப்பிச் செலுத்த வேண்டிய மொத்தத் தொகையையும், உண்மையில் உங்கள் கணக்குக்கு வரும் தொகையையும் கேளுங்கள். நீங்கள் அறிய வேண்டியவற்றில் பெரும்பகுதியை அந்த இரண்டு தொகைகளும் சொல்லும்.',
      ),
      h2('கையொப்பமிடுவதற்கு முன் கேட்க வேண்டியவை'),
      ol(
        'வீதம் தட்டையானதா, குறைந்துசெல்லும் நிலுவையின் மீதானதா? அது நிலையானதா, மாறக்கூடியதா?',
        'எந்தக் கட்டணங்கள் பொருந்தும், அவை எவ்வளவு, அவை கடனிலிருந்து கழிக்கப்படுமா அல்லது தனியாகச் செலுத்த வேண்டுமா?',
        'எனது கணக்குக்கு எவ்வளவு வரும், திருப்பிச் செலுத்த வேண்டிய மொத்தத் தொகை எவ்வளவு?',
        'தாமதமாகச் செலுத்தினால் என்ன நடக்கும், அதற்கு எவ்வளவு செலவாகும்?',
        'முன்கூட்டியே முழுமையாகச் செலுத்த முடியுமா, அதற்கு எவ்வளவு செலவாகும்?',
      ),
      p(
        'உரிமம் பெற்ற கடன் வழங்கும் நிறுவனம் இவை அனைத்துக்கும் தெளிவாகப் பதிலளித்து, அந்தப் பதில்களைக் கடன் ஒப்பந்தத்திலும் சேர்க்க வேண்டும். பதில்கள் தெளிவற்றவையாக இருந்தால், அதை ஓர் எச்சரிக்கை அறிகுறியாகக் கருதுங்கள்.',
      ),
    ],
  },
};
