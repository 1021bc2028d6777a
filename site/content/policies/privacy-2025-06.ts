import { h2, p, ul } from '../blocks';
import type { PolicyVersion } from '../types';

// Superseded privacy policy, kept word for word so that /privacy-policy/2025-06/ shows what a
// visitor agreed to then. It has no web push, no fingerprint and no separate marketing opt-in:
// offer messages were opt-out, and data was kept 36 months. privacy@naya.lk is a placeholder.
export const privacy202506: PolicyVersion = {
  id: '2025-06',
  effective: '2025-06-01',
  current: false,
  title: { si: 'රහස්‍යතා ප්‍රතිපත්තිය', en: 'Privacy policy' },
  body: {
    si: [
      p(
        'ඔබ අපේ වෙබ් අඩවිය සහ ලියාපදිංචි ආකෘති පත්‍රය භාවිත කරන විට, Naya ඔබේ පෞද්ගලික දත්ත එකතු කර භාවිත කරන ආකාරය මෙම ප්‍රතිපත්තියෙන් පැහැදිලි කෙරේ. එය සකස් කර ඇත්තේ 2022 අංක 9 දරන පුද්ගලික දත්ත ආරක්ෂණ පනතට (“පනත”) අනුකූලවය. මෙම අනුවාදය 2025 ජූනි 1 සිට බලපැවැත්වේ.',
      ),
      h2('1. අපි කවුද?'),
      p('මෙහි විස්තර කරන පෞද්ගලික දත්තවල පාලකයා (controller) Naya (“අපි”) වේ. අප හා සම්බන්ධ වීමට privacy@naya.lk වෙත ලියන්න.'),
      h2('2. අප එකතු කරන දත්ත'),
      ul(
        'ලියාපදිංචි ආකෘති පත්‍රයේ ඔබ ලබා දෙන දෑ: සම්පූර්ණ නම, ජංගම දුරකථන අංකය, ජාතික හැඳුනුම්පත් අංකය, විද්‍යුත් තැපැල් ලිපිනය (අනිවාර්ය නොවේ), ණය මුදල සහ ණය කාලය, මාසික ආදායම, රැකියා වර්ගය, දිස්ත්‍රික්කය සහ, ඔබ කැමති නම්, ණයේ අරමුණ.',
        'ඔබ කැමැත්ත දුන් වේලාව සහ එය දුන්නේ මෙම ප්‍රතිපත්තියේ කුමන අනුවාදයටද යන්න.',
        'තාක්ෂණික දත්ත: කුකීවල ගබඩා වන අහඹු හඳුනාගැනීම් අංක (client_id සහ session_id), ඔබ බැලූ පිටු, ඔබ පැමිණි වෙබ් අඩවිය, ප්‍රචාරක ව්‍යාපාර ටැග් (utm පරාමිති) සහ බ්‍රවුසර වර්ගය.',
      ),
      h2('3. අප දත්ත භාවිත කරන්නේ ඇයි, කුමන පදනමකින්ද?'),
      ul(
        'ඔබට ගැළපෙන ණය දීමනා සොයා, එම ණය දෙන ආයතනවලට ඔබේ ඉල්ලීම යොමු කිරීමට: ආකෘති පත්‍රයේදී ඔබ දෙන කැමැත්ත මත.',
        'වෙබ් අඩවිය පවත්වා ගැනීමට, ආරක්ෂා කිරීමට සහ පිවිසුම් ගණන් කිරීමට: සේවාවට අත්‍යවශ්‍ය කුකී මගින්. විශ්ලේෂණ සඳහා ඔබේ කුකී කැමැත්ත ඇත්නම් පමණි.',
        'ඔබේ ඉල්ලීම ගැනත්, අප සමඟ කටයුතු කරන ණය දෙන ආයතනවල ඒ හා සමාන දීමනා ගැනත් SMS, දුරකථන ඇමතුම් හෝ විද්‍යුත් තැපෑල මගින් ඔබ හා සම්බන්ධ වීමට. මෙම පණිවිඩ නවත්වන ලෙස ඔබට ඕනෑම වේලාවක ඉල්ලා සිටිය හැකිය.',
        'නීතිමය බැඳීම් ඉටු කිරීමට සහ නීතිමය හිමිකම් තහවුරු කිරීමට හෝ ආරක්ෂා කිරීමට.',
      ),
      p('ණය දීම පිළිබඳ තීරණය ගන්නේ එක් එක් ණය දෙන ආයතනයයි. Naya ඔබ ගැන ස්වයංක්‍රීය තීරණ නොගනී.'),
      h2('4. අප දත්ත බෙදා ගන්නේ කා සමඟද?'),
      ul(
        'ණය දෙන ආයතන: ඔබේ කැමැත්ත ලැබුණු පසු, ඔබේ ඉල්ලීමට ගැළපෙන දීමනා ඇති, අපේ හවුල්කරුවන්ගේ ලැයිස්තුවේ සිටින බලපත්‍රලාභී ණය දෙන ආයතන. එක් එක් ආයතනය තමන්ට ලැබෙන දත්ත හසුරුවන්නේ තමන්ගේම රහස්‍යතා ප්‍රතිපත්තිය යටතේය.',
        'අපේ සේවාදායක සත්කාරකත්වය හෝ පණිවිඩ බෙදා හැරීම කරන සේවා සපයන්නන්: ගිවිසුමක් යටතේ, අපේ උපදෙස් අනුව පමණි.',
        'විශ්ලේෂණ සේවා: ඔබ කුකී කැමැත්ත දී ඇති විට පමණි.',
        'නීතියෙන් අවශ්‍ය වූ විට බලධාරීන්.',
      ),
      p('අපි ඔබේ පෞද්ගලික දත්ත විකුණන්නේ නැත.'),
      h2('5. අප දත්ත තබා ගන්නා කාලය'),
      p(
        'ඔබ අප සමඟ අවසන් වරට ක්‍රියාකාරී වූ දින සිට මාස 36ක් අපි ලියාපදිංචි දත්ත තබා ගනිමු. ඉන් පසු ඒවා මකා දමමු, නැතහොත් නිර්නාමික කරමු. ඔබ ඊට පෙර මකා දැමීම ඉල්ලුවහොත්, නීතියෙන් තබා ගැනීමට අවශ්‍ය නොවේ නම්, අපි ඔබේ දත්ත මකා දමමු.',
      ),
      h2('6. ආරක්ෂාව'),
      p(
        'දත්ත යවනු ලබන්නේ සංකේතනය කළ සම්බන්ධතා (HTTPS) හරහාය. ඒවා ගබඩා කර ඇති සේවාදායකවලට ප්‍රවේශය ඇත්තේ එය අවශ්‍ය කාර්ය මණ්ඩලයට පමණි. දත්ත කාන්දුවක් සිදු වුවහොත්, පනත අනුව අවශ්‍ය පියවර අපි ගන්නෙමු.',
      ),
      h2('7. ඔබේ අයිතිවාසිකම්'),
      ul(
        'ප්‍රවේශය: අප ඔබ ගැන තබා ඇති දත්ත මොනවාදැයි දැන ගැනීමට සහ ඒවායේ පිටපතක් ලබා ගැනීමට.',
        'නිවැරදි කිරීම: වැරදි හෝ අසම්පූර්ණ දත්ත නිවැරදි කරන ලෙස ඉල්ලීමට.',
        'කැමැත්ත ඉල්ලා අස්කර ගැනීම: ඕනෑම වේලාවක.',
        'මකා දැමීම: ඔබේ දත්ත මකා දමන ලෙස ඉල්ලීමට.',
        'දීමනා පිළිබඳ පණිවිඩ නවත්වන ලෙස ඉල්ලීමට.',
      ),
      p('ඉල්ලීම් සඳහා privacy@naya.lk වෙත ලියන්න. ක්‍රියා කිරීමට පෙර අපි ඔබේ අනන්‍යතාව තහවුරු කර ගනිමු.'),
      h2('8. කුකී'),
      p('අප භාවිත කරන කුකී අපේ කුකී ප්‍රතිපත්තියේ දැක්වේ.'),
      h2('9. පැමිණිලි'),
      p('අපේ පිළිතුර ගැන ඔබ සෑහීමකට පත් නොවන්නේ නම්, ශ්‍රී ලංකා දත්ත ආරක්ෂණ අධිකාරියට පැමිණිලි කළ හැකිය.'),
      h2('10. වෙනස්කම්'),
      p('මෙම ප්‍රතිපත්තියේ සෑම අනුවාදයක්ම එය බලපැවැත්වෙන දිනය සමඟ අපි ප්‍රසිද්ධ කරමු.'),
    ],
    en: [
      p(
        'This policy explains how Naya collects and uses your personal data when you use our website and our registration form. It is written to comply with Sri Lanka’s Personal Data Protection Act, No. 9 of 2022 (“the Act”). This version takes effect on 1 June 2025.',
      ),
      h2('1. Who we are'),
      p('Naya (“we”) is the controller of the personal data described here. You can reach us at privacy@naya.lk.'),
      h2('2. The data we collect'),
      ul(
        'What you give us in the registration form: full name, mobile number, NIC number, email address (optional), loan amount and term, monthly income, type of employment, district and, if you wish, the purpose of the loan.',
        'When you gave your consent, and to which version of this policy.',
        'Technical data: random identifiers stored in cookies (client_id and session_id), the pages you visited, the site that referred you, campaign tags (utm parameters) and your browser type.',
      ),
      h2('3. Why we use it, and on what basis'),
      ul(
        'To find loan offers that fit your request and pass your request to those lenders: on the basis of the consent you give in the form.',
        'To run and secure the website and count visits: through cookies the service needs; for analytics, only with your cookie consent.',
        'To contact you by SMS, phone call or email about your request and about similar offers from the lenders we work with. You can ask us to stop these messages at any time.',
        'To meet legal obligations, and to establish or defend legal claims.',
      ),
      p('Each lender makes its own lending decision. Naya does not make automated decisions about you.'),
      h2('4. Who we share it with'),
      ul(
        'Lenders: after you consent, the licensed lenders on our partners list whose offers match your request. Each lender handles the data it receives under its own privacy policy.',
        'Service providers that host our servers or deliver messages for us, under contract and only on our instructions.',
        'Analytics services: only where you have given cookie consent.',
        'Authorities, when the law requires it.',
      ),
      p('We do not sell your personal data.'),
      h2('5. How long we keep it'),
      p(
        'We keep registration data for 36 months after your last activity with us, and then erase it or make it anonymous. If you ask for erasure earlier, we erase your data unless the law requires us to keep it.',
      ),
      h2('6. Security'),
      p(
        'Data is sent over encrypted connections (HTTPS), and access to the servers where it is stored is limited to staff who need it. If a data breach occurs, we will take the steps the Act requires.',
      ),
      h2('7. Your rights'),
      ul(
        'Access: to know what data we hold about you and to receive a copy.',
        'Correction: to have inaccurate or incomplete data corrected.',
        'Withdrawal of consent: at any time.',
        'Erasure: to ask us to erase your data.',
        'To ask us to stop messages about offers.',
      ),
      p('For any request, write to privacy@naya.lk. We will confirm your identity before acting.'),
      h2('8. Cookies'),
      p('Our cookies policy lists the cookies we use.'),
      h2('9. Complaints'),
      p('If you are not satisfied with our reply, you may complain to the Data Protection Authority of Sri Lanka.'),
      h2('10. Changes'),
      p('We publish every version of this policy with the date it takes effect.'),
    ],
  },
};
