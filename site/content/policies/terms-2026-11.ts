import { h2, p, ul } from '../blocks';
import type { PolicyVersion } from '../types';

// Current terms. Against 2025-06 they add §5 (notifications and messages) and §7 (forms on partner
// websites). info@naya.lk is a placeholder address until the real mailbox exists.
export const terms202611: PolicyVersion = {
  id: '2026-11',
  effective: '2026-11-01',
  current: false,
  title: { si: 'නියම සහ කොන්දේසි', en: 'Terms and conditions' },
  body: {
    si: [
      p(
        'Naya වෙබ් අඩවියටත්, හවුල්කරුවන්ගේ වෙබ් අඩවිවල ඇතුළත් කර ඇති Naya ආකෘති පත්‍ර සහ දීමනා ලැයිස්තුවලටත් මෙම නියම අදාළ වේ. ඒවා භාවිත කිරීමෙන් ඔබ මෙම නියමවලට එකඟ වේ. මෙම අනුවාදය 2026 නොවැම්බර් 1 සිට බලපැවැත්වේ.',
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
        'අපි ණය දෙන ආයතනවලින් ඔවුන්ගේ බලපත්‍ර විස්තර ඉල්ලා, ඒවා අපේ හවුල්කරුවන්ගේ ලැයිස්තුවේ පෙන්වමු. ශ්‍රී ලංකා මහ බැංකුවේ ලැයිස්තුවලින් ඔබත් ඒවා පරීක්ෂා කරන්න.',
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
        'ඔබ වෙබ් පුෂ් දැනුම්දීම්වලට ඉඩ දුන්නොත්, ඔබේ ඉල්ලීම ගැනත්, ඔබ අලෙවිකරණයට වෙනම කැමැත්ත දී ඇත්නම් දීමනා ගැනත් අපි දැනුම්දීම් යැවිය හැකිය. ඔබට ඕනෑම වේලාවක ඔබේ බ්‍රවුසරයෙන් ඒවා අක්‍රිය කළ හැකිය.',
      ),
      h2('6. ණය දෙන ආයතනවල වෙබ් අඩවි'),
      p(
        'ඔබ දීමනාවක් ක්ලික් කළ විට, එම ක්ලික් කිරීම සටහන් කරන අපේ අතරමැදි පිටුව හරහා ඔබ ණය දෙන ආයතනයේ වෙබ් අඩවියට යොමු වේ. එහිදී අදාළ වන්නේ එම ආයතනයේ වෙබ් අඩවිය සහ එහි නියමයි. එහි අන්තර්ගතයට අපි වගකියන්නේ නැත.',
      ),
      h2('7. හවුල්කරුවන්ගේ වෙබ් අඩවි'),
      p(
        'අපේ හවුල්කරුවන්ට අපේ දීමනා සහ ලියාපදිංචි ආකෘති පත්‍රය තමන්ගේ වෙබ් අඩවිවල පෙන්විය හැකිය. එම ආකෘති පත්‍රය සපයන්නේ Naya වන අතර, එයට මෙම නියම සහ අපේ රහස්‍යතා ප්‍රතිපත්තිය අදාළ වේ. හවුල්කරුගේ වෙබ් අඩවියේ ඉතිරි කොටස සඳහා වගකිව යුත්තේ එම හවුල්කරුය.',
      ),
      h2('8. වගකීම'),
      p(
        'වෙබ් අඩවිය නිවැරදිව සහ නොකඩවා පවත්වා ගැනීමට අපි උත්සාහ කරමු. එහෙත් එය සැමවිටම දෝෂ රහිත හෝ බාධාවකින් තොර වන බවට සහතික විය නොහැකිය. නීතියෙන් ඉඩ දෙන තාක් දුරට, ණය දෙන ආයතනවල තීරණ සඳහා හෝ ඔවුන්ගේ නිෂ්පාදනවලින් ඇති වන පාඩු සඳහා අපි වගකියන්නේ නැත. ශ්‍රී ලංකා නීතිය යටතේ සීමා කළ නොහැකි ඔබේ කිසිදු අයිතියක් මෙම නියමවලින් සීමා නොවේ.',
      ),
      h2('9. පෞද්ගලික දත්ත'),
      p('අපි ඔබේ පෞද්ගලික දත්ත භාවිත කරන්නේ අපේ රහස්‍යතා ප්‍රතිපත්තියට අනුවය.'),
      h2('10. වෙනස්කම්'),
      p(
        'මෙම නියමවල සෑම අනුවාදයක්ම එය බලපැවැත්වෙන දිනය සමඟ අපි ප්‍රසිද්ධ කරන අතර, පෙර අනුවාද මෙම වෙබ් අඩවියේම කියවිය හැකිය. 2025 ජූනි අනුවාදයට සාපේක්ෂව මෙම අනුවාදයට දැනුම්දීම් සහ පණිවිඩ (5 වන කොටස) සහ හවුල්කරුවන්ගේ වෙබ් අඩවි (7 වන කොටස) එකතු කර ඇත.',
      ),
      h2('11. අදාළ නීතිය'),
      p('මෙම නියම ශ්‍රී ලංකාවේ නීතියට යටත් වේ.'),
      h2('12. අප හා සම්බන්ධ වීම'),
      p('මෙම නියම පිළිබඳ ප්‍රශ්න සඳහා info@naya.lk වෙත ලියන්න.'),
    ],
    en: [
      p(
        'These terms apply to the Naya website and to the Naya forms and offer lists included on partner websites. By using them you accept these terms. This version takes effect on 1 November 2026.',
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
        'We ask lenders for their licence details and show them on our partners list. Please check them yourself on the Central Bank of Sri Lanka’s lists as well.',
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
        'We publish every version of these terms with the date it takes effect, and earlier versions remain available on this website. Compared with the June 2025 version, this version adds notifications and messages (section 5) and partner websites (section 7).',
      ),
      h2('11. Governing law'),
      p('These terms are governed by the laws of Sri Lanka.'),
      h2('12. Contact'),
      p('For questions about these terms, write to info@naya.lk.'),
    ],
  },
};
