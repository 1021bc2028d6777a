import { h2, p, ul } from '../blocks';
import type { PolicyVersion } from '../types';

// Current privacy policy. Against 2025-06 it adds web-push notifications, a separate opt-in for
// marketing, the analytics-only fingerprint, forms embedded on partner sites, and cuts retention
// from 36 to 24 months. privacy@naya.lk is a placeholder address until the real mailbox exists.
export const privacy202611: PolicyVersion = {
  id: '2026-11',
  effective: '2026-11-01',
  current: false,
  title: { si: 'රහස්‍යතා ප්‍රතිපත්තිය', en: 'Privacy policy' },
  body: {
    si: [
      p(
        'ඔබ අපේ වෙබ් අඩවිය, ලියාපදිංචි ආකෘති පත්‍රය සහ අපේ හවුල්කරුවන් තම වෙබ් අඩවිවල ඇතුළත් කරන Naya දීමනා සහ ආකෘති පත්‍ර භාවිත කරන විට, Naya ඔබේ පෞද්ගලික දත්ත එකතු කර භාවිත කරන ආකාරය මෙම ප්‍රතිපත්තියෙන් පැහැදිලි කෙරේ. එය සකස් කර ඇත්තේ 2022 අංක 9 දරන පුද්ගලික දත්ත ආරක්ෂණ පනතට (“පනත”) අනුකූලවය. මෙම අනුවාදය 2026 නොවැම්බර් 1 සිට බලපැවැත්වෙන අතර, 2025 ජූනි 1 අනුවාදය වෙනුවට පැමිණේ.',
      ),
      h2('1. අපි කවුද?'),
      p('මෙහි විස්තර කරන පෞද්ගලික දත්තවල පාලකයා (controller) Naya (“අපි”) වේ. අප හා සම්බන්ධ වීමට privacy@naya.lk වෙත ලියන්න.'),
      h2('2. අප එකතු කරන දත්ත'),
      ul(
        'ලියාපදිංචි ආකෘති පත්‍රයේ ඔබ ලබා දෙන දෑ: සම්පූර්ණ නම, ජංගම දුරකථන අංකය, ජාතික හැඳුනුම්පත් අංකය, විද්‍යුත් තැපැල් ලිපිනය (අනිවාර්ය නොවේ), ණය මුදල සහ ණය කාලය, මාසික ආදායම, රැකියා වර්ගය, දිස්ත්‍රික්කය සහ, ඔබ කැමති නම්, ණයේ අරමුණ.',
        'ඔබේ කැමැත්ත පිළිබඳ වාර්තා: ඔබ කැමැත්ත දුන් වේලාව, එය දුන්නේ මෙම ප්‍රතිපත්තියේ කුමන අනුවාදයටද යන්න සහ අලෙවිකරණයට ඔබ එකඟ වූයේද යන්න.',
        'තාක්ෂණික දත්ත: කුකීවල ගබඩා වන අහඹු හඳුනාගැනීම් අංක (client_id සහ session_id), ඔබ බැලූ පිටු, ඔබ පැමිණි වෙබ් අඩවිය, ප්‍රචාරක ව්‍යාපාර ටැග් (utm පරාමිති) සහ බ්‍රවුසර වර්ගය.',
        'ඔබ විශ්ලේෂණ කුකීවලට එකඟ වුවහොත් පමණක්: ඔබේ බ්‍රවුසරයේ ලක්ෂණවලින් ගණනය කරන ඇඟිලි සලකුණක් (fingerprint).',
        'ඔබ දැනුම්දීම්වලට ඉඩ දුන්නොත් පමණක්: ඔබේ බ්‍රවුසරයේ වෙබ් පුෂ් (web push) ටෝකනය.',
      ),
      h2('3. අප දත්ත භාවිත කරන්නේ ඇයි, කුමන පදනමකින්ද?'),
      ul(
        'ඔබට ගැළපෙන ණය දීමනා සොයා, එම ණය දෙන ආයතනවලට ඔබේ ඉල්ලීම යොමු කිරීමට: ආකෘති පත්‍රයේදී ඔබ දෙන කැමැත්ත මත.',
        'වෙබ් අඩවිය පවත්වා ගැනීමට, ආරක්ෂා කිරීමට සහ පිවිසුම් සහ ක්ලික් ගණන් කිරීමට: සේවාවට අත්‍යවශ්‍ය කුකී මගින්. විශ්ලේෂණ සඳහා ඔබේ කුකී කැමැත්ත ඇත්නම් පමණි.',
        'ඔබේ ඉල්ලීම සහ දීමනා ගැන වෙබ් පුෂ් දැනුම්දීම් යැවීමට: ඔබ ඔබේ බ්‍රවුසරයේ දැනුම්දීම්වලට ඉඩ දුන්නොත් පමණි.',
        'නව දීමනා ගැන SMS, විද්‍යුත් තැපෑල හෝ දැනුම්දීම් මගින් අලෙවිකරණ පණිවිඩ යැවීමට: ඔබ අලෙවිකරණය සඳහා වූ වෙනම කොටුව සලකුණු කළහොත් පමණි. එය Naya භාවිතයට කොන්දේසියක් නොවේ.',
        'නීතිමය බැඳීම් ඉටු කිරීමට සහ නීතිමය හිමිකම් තහවුරු කිරීමට හෝ ආරක්ෂා කිරීමට.',
      ),
      p(
        'ඔබට නීතිමය බලපෑම් ඇති කරන ස්වයංක්‍රීය තීරණ ගැනීමට අපි ඔබේ දත්ත භාවිත නොකරමු. ණය දීම පිළිබඳ තීරණය ගන්නේ එක් එක් ණය දෙන ආයතනයයි. ඔබේ නම, දුරකථන අංකය, ජාතික හැඳුනුම්පත් අංකය, ආදායම හෝ විද්‍යුත් තැපැල් ලිපිනය අපි කිසිවිටෙක විශ්ලේෂණ සිදුවීම්වලට හෝ ලොග් සටහන්වලට ඇතුළත් නොකරමු.',
      ),
      h2('4. අප දත්ත බෙදා ගන්නේ කා සමඟද?'),
      ul(
        'ණය දෙන ආයතන: ඔබේ කැමැත්ත ලැබුණු පසු, ඔබේ ඉල්ලීමට ගැළපෙන දීමනා ඇති, අපේ හවුල්කරුවන්ගේ ලැයිස්තුවේ සිටින බලපත්‍රලාභී ණය දෙන ආයතන. තමන්ට ලැබෙන දත්තවල පාලකයා බවට පත් වන එක් එක් ආයතනය ඒවා හසුරුවන්නේ තමන්ගේම රහස්‍යතා ප්‍රතිපත්තිය යටතේය.',
        'අපේ සේවාදායක සත්කාරකත්වය හෝ පණිවිඩ බෙදා හැරීම කරන සේවා සපයන්නන්: ගිවිසුමක් යටතේ, අපේ උපදෙස් අනුව පමණි.',
        'විශ්ලේෂණ, ප්‍රචාරණ සහ දැනුම්දීම් සේවා (උදාහරණයක් ලෙස වෙබ් පුෂ් සඳහා): ඔබ කැමැත්ත දී ඇති විට පමණි.',
        'නීතියෙන් අවශ්‍ය වූ විට බලධාරීන්.',
      ),
      p('අපි ඔබේ පෞද්ගලික දත්ත විකුණන්නේ නැත.'),
      h2('5. අප දත්ත තබා ගන්නා කාලය'),
      p(
        'ඔබ අප සමඟ අවසන් වරට ක්‍රියාකාරී වූ දින සිට (උදාහරණයක් ලෙස ඔබේ අවසන් ලියාපදිංචිය හෝ දීමනාවක් මත අවසන් ක්ලික් කිරීම) මාස 24ක් අපි ලියාපදිංචි දත්ත තබා ගනිමු. ඉන් පසු ඒවා මකා දමමු, නැතහොත් කිසිවෙකු හඳුනාගත නොහැකි ලෙස නිර්නාමික කරමු. කැමැත්ත දුන් බව පෙන්වීමට අවශ්‍ය කාලය පුරා කැමැත්ත පිළිබඳ වාර්තා තබා ගැනේ. ඔබ ඊට පෙර මකා දැමීම ඉල්ලුවහොත්, නීතියෙන් තබා ගැනීමට අවශ්‍ය නොවේ නම්, අපි ඔබේ දත්ත මකා දමමු.',
      ),
      h2('6. ආරක්ෂාව'),
      p(
        'දත්ත යවනු ලබන්නේ සංකේතනය කළ සම්බන්ධතා (HTTPS) හරහාය. ඒවා ගබඩා කර ඇති සේවාදායකවලට ප්‍රවේශය ඇත්තේ එය අවශ්‍ය කාර්ය මණ්ඩලයට පමණි. පරිපාලන ප්‍රවේශයට සත්‍යාපනය අවශ්‍ය වේ. කිසිදු පද්ධතියක් සම්පූර්ණයෙන්ම ආරක්ෂිත නොවේ. දත්ත කාන්දුවක් සිදු වුවහොත්, දත්ත ආරක්ෂණ අධිකාරියට දැනුම් දීම ඇතුළුව පනත අනුව අවශ්‍ය පියවර අපි ගන්නෙමු.',
      ),
      h2('7. ඔබේ අයිතිවාසිකම්'),
      ul(
        'ප්‍රවේශය: අප ඔබ ගැන තබා ඇති දත්ත මොනවාදැයි දැන ගැනීමට සහ ඒවායේ පිටපතක් ලබා ගැනීමට.',
        'නිවැරදි කිරීම: වැරදි හෝ අසම්පූර්ණ දත්ත නිවැරදි කරන ලෙස හෝ සම්පූර්ණ කරන ලෙස ඉල්ලීමට.',
        'කැමැත්ත ඉල්ලා අස් කර ගැනීම: ඕනෑම වේලාවක. එයින් ඊට පෙර නීත්‍යනුකූලව කළ දේට බලපෑමක් නොවේ.',
        'මකා දැමීම: ඔබේ දත්ත මකා දමන ලෙස ඉල්ලීමට.',
        'අලෙවිකරණයට විරුද්ධ වීම: ඕනෑම වේලාවක අලෙවිකරණ පණිවිඩ නවත්වා ගැනීමට. අපට ලිවීමෙන්, පණිවිඩයේ ඇති සබැඳිය හරහා, හෝ බ්‍රවුසර සැකසුම්වලින් දැනුම්දීම් අක්‍රිය කිරීමෙන් එය කළ හැකිය.',
      ),
      p('ඉල්ලීම් සඳහා privacy@naya.lk වෙත ලියන්න. ක්‍රියා කිරීමට පෙර අපි ඔබේ අනන්‍යතාව තහවුරු කර ගන්නා අතර, පනතින් නියම කර ඇති කාලය තුළ පිළිතුරු දෙන්නෙමු.'),
      h2('8. වෙබ් පුෂ් දැනුම්දීම්'),
      p(
        'අපේ දැනුම්දීම් ඉල්ලීමේදීත් ඔබේ බ්‍රවුසරයේදීත් ඔබ දැනුම්දීම්වලට ඉඩ දුන්නොත්, ඔබේ ඉල්ලීම ගැන දැනුම්දීම් යැවීම සඳහා අපි පුෂ් ටෝකනයක් ගබඩා කරමු. ඔබ ලියාපදිංචි වූ පසු, එම ටෝකනය ඔබේ ලියාපදිංචිය හා සම්බන්ධ කෙරේ. ඔබට ඕනෑම වේලාවක බ්‍රවුසර සැකසුම්වලින් දැනුම්දීම් අක්‍රිය කළ හැකිය. තවදුරටත් ක්‍රියා නොකරන ටෝකන අපි මකා දමමු.',
      ),
      h2('9. කුකී'),
      p('අප භාවිත කරන කුකී සහ ඔබේ තේරීම් වෙනස් කරන ආකාරය අපේ කුකී ප්‍රතිපත්තියේ දැක්වේ.'),
      h2('10. පැමිණිලි'),
      p('අපේ පිළිතුර ගැන ඔබ සෑහීමකට පත් නොවන්නේ නම්, ශ්‍රී ලංකා දත්ත ආරක්ෂණ අධිකාරියට පැමිණිලි කළ හැකිය.'),
      h2('11. වෙනස්කම්'),
      p(
        'මෙම ප්‍රතිපත්තියේ සෑම අනුවාදයක්ම එය බලපැවැත්වෙන දිනය සමඟ අපි ප්‍රසිද්ධ කරමු. පෙර අනුවාද මෙම වෙබ් අඩවියේම තවදුරටත් කියවිය හැකිය. 2025 ජූනි අනුවාදයට සාපේක්ෂව මෙහි ප්‍රධාන වෙනස්කම් වන්නේ වෙබ් පුෂ් දැනුම්දීම්, අලෙවිකරණය සඳහා වෙනම කැමැත්ත, විශ්ලේෂණ කැමැත්ත ඇති විට පමණක් භාවිත වන ඇඟිලි සලකුණ, හවුල්කරුවන්ගේ වෙබ් අඩවිවල ඇති ආකෘති පත්‍ර, සහ මාස 36 සිට මාස 24 දක්වා අඩු කළ දත්ත රඳවා ගැනීමේ කාලයයි.',
      ),
    ],
    en: [
      p(
        'This policy explains how Naya collects and uses your personal data when you use our website, our registration form, and the Naya offers and forms that our partners include on their own websites. It is written to comply with Sri Lanka’s Personal Data Protection Act, No. 9 of 2022 (“the Act”). This version takes effect on 1 November 2026 and replaces the version of 1 June 2025.',
      ),
      h2('1. Who we are'),
      p('Naya (“we”) is the controller of the personal data described here. You can reach us at privacy@naya.lk.'),
      h2('2. The data we collect'),
      ul(
        'What you give us in the registration form: full name, mobile number, NIC number, email address (optional), loan amount and term, monthly income, type of employment, district and, if you wish, the purpose of the loan.',
        'Records of your consent: when you gave it, to which version of this policy, and whether you agreed to marketing.',
        'Technical data: random identifiers stored in cookies (client_id and session_id), the pages you visited, the site that referred you, campaign tags (utm parameters) and your browser type.',
        'Only if you accept analytics cookies: a fingerprint calculated from characteristics of your browser.',
        'Only if you allow notifications: your browser’s web-push token.',
      ),
      h2('3. Why we use it, and on what basis'),
      ul(
        'To find loan offers that fit your request and pass your request to those lenders: on the basis of the consent you give in the form.',
        'To run and secure the website and count visits and clicks: through cookies the service needs; for analytics, only with your cookie consent.',
        'To send you web-push notifications about your request and offers: only if you allow notifications in your browser.',
        'To send you marketing about new offers by SMS, email or notification: only if you tick the separate marketing box. It is not a condition of using Naya.',
        'To meet legal obligations, and to establish or defend legal claims.',
      ),
      p(
        'We do not use your data to make automated decisions that have legal effects on you; each lender makes its own lending decision. We never put your name, phone number, NIC number, income or email address into analytics events or logs.',
      ),
      h2('4. Who we share it with'),
      ul(
        'Lenders: after you consent, the licensed lenders on our partners list whose offers match your request. Each lender becomes a controller of the data it receives and handles it under its own privacy policy.',
        'Service providers that host our servers or deliver messages for us, under contract and only on our instructions.',
        'Analytics, advertising and notification services (for example for web push): only where you have consented.',
        'Authorities, when the law requires it.',
      ),
      p('We do not sell your personal data.'),
      h2('5. How long we keep it'),
      p(
        'We keep registration data for 24 months after your last activity with us (for example your last registration or your last click on an offer). After that we erase it or make it anonymous so that no one can be identified. Records of consent are kept for as long as we need them to show that consent was given. If you ask for erasure earlier, we erase your data unless the law requires us to keep it.',
      ),
      h2('6. Security'),
      p(
        'Data is sent over encrypted connections (HTTPS). Access to the servers where it is stored is limited to staff who need it, and administrative access requires authentication. No system is perfectly secure; if a data breach occurs, we will take the steps the Act requires, including notifying the Data Protection Authority.',
      ),
      h2('7. Your rights'),
      ul(
        'Access: to know what data we hold about you and to receive a copy.',
        'Correction: to have inaccurate or incomplete data corrected or completed.',
        'Withdrawal of consent: at any time. This does not affect what was lawfully done before.',
        'Erasure: to ask us to erase your data.',
        'Objection to marketing: to stop marketing at any time, by writing to us, through the link in a message, or by switching off notifications in your browser settings.',
      ),
      p('For any request, write to privacy@naya.lk. We will confirm your identity before acting and reply within the time the Act sets.'),
      h2('8. Web-push notifications'),
      p(
        'If you allow notifications in our prompt and in your browser, we store a push token so that we can send you notifications about your request. Once you register, the token is linked to your registration. You can switch notifications off at any time in your browser settings. Tokens that no longer work are deleted.',
      ),
      h2('9. Cookies'),
      p('Our cookies policy lists the cookies we use and explains how to change your choices.'),
      h2('10. Complaints'),
      p('If you are not satisfied with our reply, you may complain to the Data Protection Authority of Sri Lanka.'),
      h2('11. Changes'),
      p(
        'We publish every version of this policy with the date it takes effect, and earlier versions remain available on this website. Compared with the June 2025 version, the main changes are: web-push notifications, a separate consent for marketing, a fingerprint used only with analytics consent, forms on partner websites, and a retention period reduced from 36 to 24 months.',
      ),
    ],
  },
};
