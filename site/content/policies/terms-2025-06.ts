import { h2, p, ul } from '../blocks';
import type { PolicyVersion } from '../types';

// Superseded terms, kept word for word for /terms-and-conditions/2025-06/. They cover the Naya
// website only: no notifications section and no forms on partner websites. info@naya.lk is a
// placeholder address.
export const terms202506: PolicyVersion = {
  id: '2025-06',
  effective: '2025-06-01',
  current: false,
  title: { si: 'නියම සහ කොන්දේසි', en: 'Terms and conditions' },
  body: {
    si: [
      p('Naya වෙබ් අඩවිය භාවිතයට මෙම නියම අදාළ වේ. වෙබ් අඩවිය භාවිත කිරීමෙන් ඔබ මෙම නියමවලට එකඟ වේ. මෙම අනුවාදය 2025 ජූනි 1 සිට බලපැවැත්වේ.'),
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
        'පොලී අනුපාත, වාරික සහ මුළු මුදල් ඇස්තමේන්තු වේ. අවසාන කොන්දේසි දැක්වෙන්නේ ණය දෙන ආයතනයේ ගිවිසුමේය.',
        'දීමනාවක් පෙන්වීම ණය අනුමැතියක් නොවේ. ණය දෙන ආයතනය තමන්ගේම පරීක්ෂාවලින් පසු තීරණය කරයි.',
        'ශ්‍රී ලංකාවේ සියලුම ණය දෙන ආයතන Naya හි ලැයිස්තුගත වී නැත.',
      ),
      h2('4. ඔබේ වගකීම්'),
      ul(
        'ඔබ ගැන සත්‍ය සහ සම්පූර්ණ තොරතුරු ලබා දෙන්න. ඔබේම ජාතික හැඳුනුම්පත් අංකය සහ ජංගම දුරකථන අංකය පමණක් භාවිත කරන්න.',
        'ඔබ අවම වශයෙන් වයස අවුරුදු 18ක් විය යුතුය.',
        'වෙබ් අඩවිය අවභාවිත නොකරන්න. වෙනත් අයගේ දත්ත ඇතුළත් කිරීමට හෝ පද්ධති අඩාල කිරීමට උත්සාහ නොකරන්න.',
      ),
      h2('5. ණය දෙන ආයතනවල වෙබ් අඩවි'),
      p('ඔබ දීමනාවක් ක්ලික් කළ විට, ඔබ ණය දෙන ආයතනයේ වෙබ් අඩවියට යොමු වේ. එහිදී අදාළ වන්නේ එම ආයතනයේ නියමයි. එහි අන්තර්ගතයට අපි වගකියන්නේ නැත.'),
      h2('6. වගකීම'),
      p(
        'වෙබ් අඩවිය නිවැරදිව පවත්වා ගැනීමට අපි උත්සාහ කරමු. නීතියෙන් ඉඩ දෙන තාක් දුරට, ණය දෙන ආයතනවල තීරණ සඳහා හෝ ඔවුන්ගේ නිෂ්පාදනවලින් ඇති වන පාඩු සඳහා අපි වගකියන්නේ නැත. ශ්‍රී ලංකා නීතිය යටතේ සීමා කළ නොහැකි ඔබේ කිසිදු අයිතියක් මෙම නියමවලින් සීමා නොවේ.',
      ),
      h2('7. පෞද්ගලික දත්ත'),
      p('අපි ඔබේ පෞද්ගලික දත්ත භාවිත කරන්නේ අපේ රහස්‍යතා ප්‍රතිපත්තියට අනුවය.'),
      h2('8. අදාළ නීතිය'),
      p('මෙම නියම ශ්‍රී ලංකාවේ නීතියට යටත් වේ.'),
      h2('9. අප හා සම්බන්ධ වීම'),
      p('මෙම නියම පිළිබඳ ප්‍රශ්න සඳහා info@naya.lk වෙත ලියන්න.'),
    ],
    en: [
      p(
        'These terms apply to your use of the Naya website. By using the website you accept these terms. This version takes effect on 1 June 2025.',
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
        'Rates, instalments and totals are estimates; the final terms are those in the lender’s agreement.',
        'Showing an offer is not an approval. The lender decides after its own checks.',
        'Not every lender in Sri Lanka is listed on Naya.',
      ),
      h2('4. Your obligations'),
      ul(
        'Give true and complete information about yourself, and use only your own NIC number and mobile number.',
        'You must be at least 18 years old.',
        'Do not misuse the website. Do not enter other people’s data or try to disrupt our systems.',
      ),
      h2('5. Lenders’ websites'),
      p(
        'When you click an offer, you go to the lender’s website. The lender’s terms apply there, and we are not responsible for its content.',
      ),
      h2('6. Liability'),
      p(
        'We work to keep the website accurate. As far as the law allows, we are not liable for lenders’ decisions or for losses caused by their products. Nothing in these terms limits any right you have under Sri Lankan law that cannot be limited.',
      ),
      h2('7. Personal data'),
      p('We use your personal data as described in our privacy policy.'),
      h2('8. Governing law'),
      p('These terms are governed by the laws of Sri Lanka.'),
      h2('9. Contact'),
      p('For questions about these terms, write to info@naya.lk.'),
    ],
  },
};
