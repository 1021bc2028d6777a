import { h2, p, ul } from '../blocks';
import type { PolicyVersion } from '../types';

// Current terms. Against 2026-11-23 they point to the Lenders page for licences (not a "partners
// list") and write the Sinhala negatives in the written form (වගකීමක් නොදරමු).
// info@naya.lk is a placeholder address until the real mailbox exists.
export const terms20261128: PolicyVersion = {
  id: '2026-11-28',
  effective: '2026-11-28',
  current: true,
  title: { si: 'නියම සහ කොන්දේසි', en: 'Terms and conditions', ta: 'நியதிகளும் நிபந்தனைகளும்' },
  body: {
    si: [
      p(
        'Naya වෙබ් අඩවියටත්, හවුල්කරුවන්ගේ වෙබ් අඩවිවල ඇතුළත් කර ඇති Naya ආකෘති පත්‍ර සහ දීමනා ලැයිස්තුවලටත් මෙම නියම අදාළ වේ. ඒවා භාවිත කිරීමෙන් ඔබ මෙම නියමවලට එකඟ වේ. මෙම අනුවාදය 2026 නොවැම්බර් 28 සිට බලපැවැත්වේ.',
      ),
      h2('1. Naya යනු කුමක්ද?'),
      p(
        'Naya යනු පාරිභෝගික ණය සැසඳීමේ සහ හඳුන්වා දීමේ සේවාවකි. අපි ණය දෙන ආයතනයක්, බැංකුවක් හෝ මූල්‍ය උපදේශකයෙක් නොවෙමු. අපි ණය ලබා නොදෙමු, තැන්පතු භාර නොගනිමු, ණය අයදුම්පත් පිළිබඳ තීරණ නොගනිමු. සෑම ණයක්ම ඔබ සහ ණය දෙන ආයතනය අතර පමණක් වන ගිවිසුමකි.',
      ),
      h2('2. ණය ගැනුම්කරුවන්ට නොමිලේ'),
      p(
        'Naya භාවිතය ඔබට නොමිලේ. හඳුන්වා දීම් සඳහා ණය දෙන ආයතන අපට කොමිස් මුදලක් ගෙවයි. වඩාත් කැපී පෙනෙන ලෙස පෙන්වීමට ණය දෙන ආයතනයක් මුදල් ගෙවා ඇති දීමනාවල “අනුග්‍රහය ලත්” ලේබලය ඇත.',
      ),
      h2('3. දීමනා සහ තොරතුරු'),
      ul(
        '“අනුග්‍රහය ලත්” ලෙස සලකුණු කර නැති විට, දීමනා පෙළගස්වන්නේ ඒවා ඔබේ ඉල්ලීමට ගැළපෙන ආකාරය සහ පිරිවැය අනුවය.',
        'පොලී අනුපාත, වාරික සහ මුළු මුදල් ගණනය කරන්නේ ණය දෙන ආයතන ලබා දෙන තොරතුරු සහ ඔබ ඇතුළත් කරන ණය මුදල සහ කාලය අනුවය. ඒවා ඇස්තමේන්තු වේ. අවසාන කොන්දේසි දැක්වෙන්නේ ණය දෙන ආයතනයේ ගිවිසුමේය.',
        'අපි ලැයිස්තුගත කරන්නේ ශ්‍රී ලංකා මහ බැංකුවේ බලපත්‍රලාභී බැංකු සහ මුදල් සමාගම් පමණි. ඔවුන්ගේ බලපත්‍ර විස්තර ඉල්ලා, ඒවා අපගේ “ණය දෙන ආයතන” පිටුවේ පෙන්වමු. ශ්‍රී ලංකා මහ බැංකුවේ ලැයිස්තුවලින් ඔබත් ඒවා පරීක්ෂා කරන්න. “නිදර්ශන” ලෙස සලකුණු කළ දීමනා, සැබෑ දීමනා ඇතුළත් කරන තෙක් පෙන්වන මනඃකල්පිත නිදසුන් ය; ඒවායින් ණයක් ලබා ගත නොහැක.',
        'දීමනාවක් පෙන්වීම ණය අනුමැතියක් නොවේ. ණය දෙන ආයතනය තමන්ගේම පරීක්ෂාවලින් පසු තීරණය කරයි.',
        'ශ්‍රී ලංකාවේ සියලුම ණය දෙන ආයතන Naya හි ලැයිස්තුගත වී නැත.',
      ),
      h2('4. ඔබේ වගකීම්'),
      ul(
        'ඔබ ගැන සත්‍ය සහ සම්පූර්ණ තොරතුරු ලබා දෙන්න. ඔබේම ජාතික හැඳුනුම්පත් අංකය සහ ජංගම දුරකථන අංකය පමණක් භාවිත කරන්න.',
        'ඔබ අවම වශයෙන් වයස අවුරුදු 18ක් විය යුතුය.',
        'වෙබ් අඩවිය අවභාවිත නොකරන්න: ස්වයංක්‍රීයව තොග වශයෙන් අයදුම්පත් යැවීම, පද්ධති අඩාල කිරීමට හෝ අවසරයකින් තොරව ඒවාට පිවිසීමට උත්සාහ කිරීම, හෝ වෙනත් අයගේ දත්ත ඇතුළත් කිරීම තහනම් වේ.',
      ),
      h2('5. දැනුම්දීම් සහ පණිවිඩ'),
      p(
        'ඔබ වෙබ් පුෂ් දැනුම්දීම්වලට ඉඩ දුනහොත්, ඔබේ ඉල්ලීම ගැනත්, ඔබ අලෙවිකරණයට වෙනම කැමැත්ත දී ඇත්නම් දීමනා ගැනත් අපි දැනුම්දීම් යැවිය හැකිය. ඔබට ඕනෑම වේලාවක ඔබේ බ්‍රවුසරයෙන් ඒවා අක්‍රිය කළ හැකිය.',
      ),
      h2('6. ණය දෙන ආයතනවල වෙබ් අඩවි'),
      p(
        'ඔබ දීමනාවක් ක්ලික් කළ විට, එම ක්ලික් කිරීම සටහන් කරන අපේ අතරමැදි පිටුව හරහා ඔබ ණය දෙන ආයතනයේ වෙබ් අඩවියට යොමු වේ. එහිදී අදාළ වන්නේ එම ආයතනයේ වෙබ් අඩවිය සහ එහි නියමයි. එහි අන්තර්ගතය සඳහා අපි වගකීමක් නොදරමු.',
      ),
      h2('7. හවුල්කරුවන්ගේ වෙබ් අඩවි'),
      p(
        'අපේ හවුල්කරුවන්ට අපේ දීමනා සහ ලියාපදිංචි ආකෘති පත්‍රය තමන්ගේ වෙබ් අඩවිවල පෙන්විය හැකිය. එම ආකෘති පත්‍රය සපයන්නේ Naya වන අතර, එයට මෙම නියම සහ අපේ රහස්‍යතා ප්‍රතිපත්තිය අදාළ වේ. හවුල්කරුගේ වෙබ් අඩවියේ ඉතිරි කොටස සඳහා වගකිව යුත්තේ එම හවුල්කරුය.',
      ),
      h2('8. වගකීම'),
      p(
        'වෙබ් අඩවිය නිවැරදිව සහ නොකඩවා පවත්වා ගැනීමට අපි උත්සාහ කරමු. එහෙත් එය සැමවිටම දෝෂ රහිත හෝ බාධාවකින් තොර වන බවට සහතික විය නොහැකිය. නීතියෙන් ඉඩ දෙන තාක් දුරට, ණය දෙන ආයතනවල තීරණ සඳහා හෝ ඔවුන්ගේ නිෂ්පාදනවලින් ඇති වන පාඩු සඳහා අපි වගකීමක් නොදරමු. ශ්‍රී ලංකා නීතිය යටතේ සීමා කළ නොහැකි ඔබේ කිසිදු අයිතියක් මෙම නියමවලින් සීමා නොවේ.',
      ),
      h2('9. පුද්ගලික දත්ත'),
      p('අපි ඔබේ පුද්ගලික දත්ත භාවිත කරන්නේ අපේ රහස්‍යතා ප්‍රතිපත්තියට අනුවය.'),
      h2('10. වෙනස්කම්'),
      p(
        'මෙම නියමවල සෑම අනුවාදයක්ම එය බලපැවැත්වෙන දිනය සමඟ අපි ප්‍රසිද්ධ කරන අතර, පෙර අනුවාද, ඒවා ප්‍රසිද්ධ කළ ආකාරයෙන්ම, මෙම වෙබ් අඩවියේ කියවිය හැකිය. 2026 නොවැම්බර් 23 අනුවාදයට සාපේක්ෂව මෙම අනුවාදය ණය දෙන ආයතනවල බලපත්‍ර විස්තර සඳහා “ණය දෙන ආයතන” පිටුව පෙන්වා දෙන අතර, සිංහල පාඨය ලිඛිත භාෂාවේ නිෂේධන ආකාරයෙන් ලියා ඇත.',
      ),
      h2('11. අදාළ නීතිය'),
      p('මෙම නියම ශ්‍රී ලංකාවේ නීතියට යටත් වේ.'),
      h2('12. අප හා සම්බන්ධ වීම'),
      p('මෙම නියම පිළිබඳ ප්‍රශ්න සඳහා info@naya.lk වෙත ලියන්න.'),
    ],
    en: [
      p(
        'These terms apply to the Naya website and to the Naya forms and offer lists included on partner websites. By using them you accept these terms. This version takes effect on 28 November 2026.',
      ),
      h2('1. What Naya is'),
      p(
        'Naya is a comparison and introduction service for consumer loans. We are not a lender, a bank or a financial adviser: we do not grant loans, take deposits or decide on applications. Every loan is an agreement between you and the lender alone.',
      ),
      h2('2. Free for borrowers'),
      p(
        'Using Naya is free for you. Lenders pay us a commission for introductions. Offers that a lender has paid to show more prominently carry the label “Sponsored”.',
      ),
      h2('3. Offers and information'),
      ul(
        'Unless marked “Sponsored”, offers are ordered by how well they fit your request and by their cost.',
        'Rates, instalments and totals are calculated from the information lenders give us and from the amount and term you enter. They are estimates; the final terms are those in the lender’s agreement.',
        'We list only banks and finance companies licensed by the Central Bank of Sri Lanka. We ask them for their licence details and show them on our Lenders page. Please check them yourself on the Central Bank of Sri Lanka’s lists as well. Offers marked as examples are fictional, shown until real offers are loaded; no loan can be had from them.',
        'Showing an offer is not an approval. The lender decides after its own checks.',
        'Not every lender in Sri Lanka is listed on Naya.',
      ),
      h2('4. Your obligations'),
      ul(
        'Give true and complete information about yourself, and use only your own NIC number and mobile number.',
        'You must be at least 18 years old.',
        'Do not misuse the website: automated bulk submissions, attempts to disrupt our systems or to access them without permission, and entering other people’s data are not allowed.',
      ),
      h2('5. Notifications and messages'),
      p(
        'If you allow web-push notifications, we may send you notifications about your request and, if you have given separate consent to marketing, about offers. You can switch them off at any time in your browser.',
      ),
      h2('6. Lenders’ websites'),
      p(
        'When you click an offer, you go to the lender’s website through our transition page, which records the click. The lender’s website and its terms apply there, and we are not responsible for its content.',
      ),
      h2('7. Partner websites'),
      p(
        'Our partners may show our offers and registration form on their own websites. The form is provided by Naya, and these terms and our privacy policy apply to it. The partner is responsible for the rest of its website.',
      ),
      h2('8. Liability'),
      p(
        'We work to keep the website accurate and available, but we cannot guarantee that it is always free of errors or interruptions. As far as the law allows, we are not liable for lenders’ decisions or for losses caused by their products. Nothing in these terms limits any right you have under Sri Lankan law that cannot be limited.',
      ),
      h2('9. Personal data'),
      p('We use your personal data as described in our privacy policy.'),
      h2('10. Changes'),
      p(
        'We publish every version of these terms with the date it takes effect, and earlier versions remain available on this website exactly as published. Compared with the version of 23 November 2026, this version says that we list only banks and finance companies licensed by the Central Bank and points to the Lenders page for their licences, and its Sinhala is written throughout in the written register.',
      ),
      h2('11. Governing law'),
      p('These terms are governed by the laws of Sri Lanka.'),
      h2('12. Contact'),
      p('For questions about these terms, write to info@naya.lk.'),
    ],
    ta: [
      p(
        'Naya இணையத்தளத்துக்கும், பங்காளர்களின் இணையத்தளங்களில் சேர்க்கப்பட்டுள்ள Naya படிவங்கள், சலுகைப் பட்டியல்களுக்கும் இந்த நியதிகள் பொருந்தும். அவற்றைப் பயன்படுத்துவதன் மூலம் இந்த நியதிகளை ஏற்றுக்கொள்கிறீர்கள். இந்தப் பதிப்பு 28 நவம்பர் 2026 முதல் நடைமுறைக்கு வருகிறது.',
      ),
      h2('1. Naya என்றால் என்ன'),
      p(
        'Naya நுகர்வோர் கடன்களுக்கான ஒப்பீட்டு, அறிமுகச் சேவை. நாம் கடன் வழங்கும் நிறுவனமோ, வங்கியோ, நிதி ஆலோசகரோ அல்ல. நாம் கடன் வழங்குவதில்லை, வைப்புகளை ஏற்பதில்லை, விண்ணப்பங்கள் பற்றித் தீர்மானிப்பதுமில்லை. ஒவ்வொரு கடனும் உங்களுக்கும் கடன் வழங்கும் நிறுவனத்துக்கும் இடையில் மட்டுமான ஒப்பந்தமாகும்.',
      ),
      h2('2. கடன் பெறுவோருக்கு இலவசம்'),
      p(
        'Naya ஐப் பயன்படுத்துவது உங்களுக்கு இலவசம். அறிமுகங்களுக்காகக் கடன் வழங்கும் நிறுவனங்கள் எமக்குத் தரகுக் கட்டணம் செலுத்துகின்றன. முக்கியமாகக் காட்டுவதற்காகக் கடன் வழங்கும் நிறுவனம் கட்டணம் செலுத்திய சலுகைகளுக்கு “அனுசரணை பெற்றது” என்ற குறி இருக்கும்.',
      ),
      h2('3. சலுகைகளும் தகவல்களும்'),
      ul(
        '“அனுசரணை பெற்றது” எனக் குறிக்கப்படாத சலுகைகள், உங்கள் கோரிக்கைக்கு எவ்வளவு பொருந்துகின்றன, அவற்றின் செலவு என்ன என்பவற்றின்படி வரிசைப்படுத்தப்படுகின்றன.',
        'வட்டி வீதங்கள், தவணைகள், மொத்தத் தொகைகள் ஆகியவை கடன் வழங்கும் நிறுவனங்கள் தரும் தகவல்களிலிருந்தும், நீங்கள் உள்ளிடும் கடன் தொகை, காலம் ஆகியவற்றிலிருந்தும் கணிக்கப்படுகின்றன. அவை மதிப்பீடுகள் மட்டுமே; இறுதி நிபந்தனைகள் கடன் வழங்கும் நிறுவனத்தின் ஒப்பந்தத்தில் உள்ளவையே.',
        'இலங்கை மத்திய வங்கியின் உரிமம் பெற்ற வங்கிகளையும் நிதிக் கம்பனிகளையும் மட்டுமே நாம் பட்டியலிடுகிறோம். அவற்றின் உரிம விவரங்களைக் கேட்டு, எமது “கடன் வழங்கும் நிறுவனங்கள்” பக்கத்தில் காட்டுகிறோம். இலங்கை மத்திய வங்கியின் பட்டியல்களிலும் அவற்றை நீங்களே சரிபாருங்கள். “மாதிரி” எனக் குறிக்கப்பட்ட சலுகைகள், உண்மையான சலுகைகள் ஏற்றப்படும் வரை காட்டப்படும் கற்பனை உதாரணங்கள்; அவற்றிலிருந்து கடன் பெற முடியாது.',
        'சலுகையொன்றைக் காட்டுவது கடன் அங்கீகாரம் அல்ல. கடன் வழங்கும் நிறுவனம் தனது சொந்தச் சரிபார்ப்புகளின் பின்பே தீர்மானிக்கும்.',
        'இலங்கையிலுள்ள எல்லாக் கடன் வழங்கும் நிறுவனங்களும் Naya இல் பட்டியலிடப்படவில்லை.',
      ),
      h2('4. உங்கள் கடப்பாடுகள்'),
      ul(
        'உங்களைப் பற்றிய உண்மையான, முழுமையான தகவல்களைத் தாருங்கள்; உங்கள் சொந்தத் தேசிய அடையாள அட்டை இலக்கத்தையும் கையடக்கத் தொலைபேசி இலக்கத்தையும் மட்டுமே பயன்படுத்துங்கள்.',
        'உங்களுக்குக் குறைந்தது 18 வயதாகியிருக்க வேண்டும்.',
        'இணையத்தளத்தைத் தவறாகப் பயன்படுத்தாதீர்கள்: தன்னியக்கமாகப் பெருமளவில் விண்ணப்பங்களை அனுப்புவது, எமது முறைமைகளைக் குழப்ப அல்லது அனுமதியின்றி அணுக முயல்வது, பிறரின் தரவை உள்ளிடுவது ஆகியவை அனுமதிக்கப்படுவதில்லை.',
      ),
      h2('5. அறிவிப்புகளும் செய்திகளும்'),
      p(
        'நீங்கள் உலாவி அறிவிப்புகளை அனுமதித்தால், உங்கள் கோரிக்கை பற்றியும், சந்தைப்படுத்தலுக்குத் தனியாகச் சம்மதம் தந்திருந்தால் சலுகைகள் பற்றியும் அறிவிப்புகளை அனுப்பலாம். உங்கள் உலாவியில் எந்நேரத்திலும் அவற்றை நிறுத்தலாம்.',
      ),
      h2('6. கடன் வழங்கும் நிறுவனங்களின் இணையத்தளங்கள்'),
      p(
        'ஒரு சலுகையை அழுத்தும்போது, அந்த அழுத்தலைப் பதிவுசெய்யும் எமது இடைநிலைப் பக்கத்தின் ஊடாகக் கடன் வழங்கும் நிறுவனத்தின் இணையத்தளத்துக்குச் செல்கிறீர்கள். அங்கு அந்த இணையத்தளமும் அதன் நியதிகளுமே பொருந்தும்; அதன் உள்ளடக்கத்துக்கு நாம் பொறுப்பேற்க மாட்டோம்.',
      ),
      h2('7. பங்காளர்களின் இணையத்தளங்கள்'),
      p(
        'எமது பங்காளர்கள் எமது சலுகைகளையும் பதிவுப் படிவத்தையும் தமது இணையத்தளங்களில் காட்டலாம். அந்தப் படிவத்தை Naya வழங்குகிறது; அதற்கு இந்த நியதிகளும் எமது தனியுரிமைக் கொள்கையும் பொருந்தும். பங்காளரின் இணையத்தளத்தின் ஏனைய பகுதிகளுக்கு அந்தப் பங்காளரே பொறுப்பு.',
      ),
      h2('8. பொறுப்பு'),
      p(
        'இணையத்தளத்தைச் சரியாகவும் தடங்கலின்றியும் வைத்திருக்க முயல்கிறோம்; ஆனால் அது எப்போதும் பிழைகளோ தடங்கல்களோ இன்றி இருக்கும் என உத்தரவாதம் தர முடியாது. சட்டம் அனுமதிக்கும் அளவுக்கு, கடன் வழங்கும் நிறுவனங்களின் தீர்மானங்களுக்கோ அவற்றின் கடன் திட்டங்களால் ஏற்படும் இழப்புகளுக்கோ நாம் பொறுப்பேற்க மாட்டோம். இலங்கைச் சட்டத்தின் கீழ் மட்டுப்படுத்த முடியாத உங்கள் எந்த உரிமையையும் இந்த நியதிகள் மட்டுப்படுத்துவதில்லை.',
      ),
      h2('9. தனிப்பட்ட தரவு'),
      p('உங்கள் தனிப்பட்ட தரவை எமது தனியுரிமைக் கொள்கையில் விவரித்தவாறே பயன்படுத்துகிறோம்.'),
      h2('10. மாற்றங்கள்'),
      p(
        'இந்த நியதிகளின் ஒவ்வொரு பதிப்பையும் அது நடைமுறைக்கு வரும் திகதியுடன் வெளியிடுகிறோம்; முந்தைய பதிப்புகள் வெளியிடப்பட்டவாறே இந்த இணையத்தளத்தில் கிடைக்கும். 23 நவம்பர் 2026 பதிப்புடன் ஒப்பிடுகையில், மத்திய வங்கியின் உரிமம் பெற்ற வங்கிகளையும் நிதிக் கம்பனிகளையும் மட்டுமே நாம் பட்டியலிடுகிறோம் எனக் கூறி, அவற்றின் உரிமங்களுக்கு “கடன் வழங்கும் நிறுவனங்கள்” பக்கத்தைக் காட்டுகிறது; சிங்கள வாசகம் முழுவதும் எழுத்து நடையில் அமைந்துள்ளது.',
      ),
      h2('11. ஆளும் சட்டம்'),
      p('இந்த நியதிகள் இலங்கைச் சட்டங்களால் ஆளப்படுகின்றன.'),
      h2('12. தொடர்புக்கு'),
      p('இந்த நியதிகள் பற்றிய கேள்விகளுக்கு info@naya.lk க்கு எழுதுங்கள்.'),
    ],
  },
};
