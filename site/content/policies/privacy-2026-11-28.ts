import { h2, p, ul } from '../blocks';
import type { PolicyVersion } from '../types';

// Current privacy policy. Against 2026-11-23 it names the lenders that receive a person's details
// as the form does (those chosen, or every lender listed when none was chosen), says marketing goes
// as browser notifications (never SMS or email), tells people they can reply STOP or use /my/, and
// writes the Sinhala negatives in the written form (නොවිකුණමු, නොයවමු). Placeholders as in
// 2026-11-23 ({controllerName}, {controllerAddress}, {dpoEmail}, see site/build/legal.ts).
export const privacy20261128: PolicyVersion = {
  id: '2026-11-28',
  effective: '2026-11-28',
  current: true,
  title: { si: 'රහස්‍යතා ප්‍රතිපත්තිය', en: 'Privacy policy', ta: 'தனியுரிமைக் கொள்கை' },
  body: {
    si: [
      p(
        'ඔබ අපේ වෙබ් අඩවිය, ලියාපදිංචි ආකෘති පත්‍රය සහ අපේ හවුල්කරුවන් තම වෙබ් අඩවිවල ඇතුළත් කරන Naya දීමනා සහ ආකෘති පත්‍ර භාවිත කරන විට, Naya ඔබේ පුද්ගලික දත්ත එකතු කර භාවිත කරන ආකාරය මෙම ප්‍රතිපත්තියෙන් පැහැදිලි කෙරේ. එය සකස් කර ඇත්තේ 2022 අංක 9 දරන පුද්ගලික දත්ත ආරක්ෂණ පනතට (“පනත”) අනුකූලවය. මෙම අනුවාදය 2026 නොවැම්බර් 28 සිට බලපැවැත්වෙන අතර, 2026 නොවැම්බර් 23 අනුවාදය වෙනුවට පැමිණේ.',
      ),
      h2('1. අපි කවුද, අප හා සම්බන්ධ වන්නේ කෙසේද?'),
      p('මෙහි විස්තර කරන පුද්ගලික දත්තවල පාලකයා (controller) {controllerName} (“Naya”, “අපි”) වේ. ලිපිනය: {controllerAddress}.'),
      p(
        'පනත යටතේ අපි දත්ත ආරක්ෂණ නිලධාරියෙකු (Data Protection Officer) පත් කර ඇත්තෙමු. ඔබේ දත්ත ගැන ඕනෑම ප්‍රශ්නයක් හෝ ඉල්ලීමක් සඳහා {dpoEmail} වෙත ලියන්න.',
      ),
      h2('2. අප එකතු කරන දත්ත'),
      ul(
        'ලියාපදිංචි ආකෘති පත්‍රයේ ඔබ ලබා දෙන දෑ: සම්පූර්ණ නම, ජංගම දුරකථන අංකය, ජාතික හැඳුනුම්පත් අංකය, විද්‍යුත් තැපැල් ලිපිනය (අනිවාර්ය නොවේ), ණය මුදල සහ ණය කාලය, මාසික ආදායම, රැකියා වර්ගය, දිස්ත්‍රික්කය සහ, ඔබ කැමති නම්, ණයේ අරමුණ.',
        'ඔබේ කැමැත්ත පිළිබඳ වාර්තා: ඔබ කැමැත්ත දුන් වේලාව, ඔබ එකඟ වූයේ කැමැත්ත පිළිබඳ පාඨයේ කුමන අනුවාදයටද යන්න සහ අලෙවිකරණයට ඔබ එකඟ වූයේද යන්න.',
        'තාක්ෂණික දත්ත: කුකීවල ගබඩා වන අහඹු හඳුනාගැනීම් අංක (client_id සහ session_id), ඔබ බැලූ පිටු, ඔබ පැමිණි වෙබ් අඩවිය, ප්‍රචාරක ව්‍යාපාර ටැග් (utm පරාමිති) සහ බ්‍රවුසර වර්ගය.',
        'ඔබ විශ්ලේෂණ කුකීවලට එකඟ වුවහොත් පමණක්: ඔබේ බ්‍රවුසරයේ ලක්ෂණවලින් ගණනය කරන බ්‍රවුසර හඳුනාගැනීමේ අගයක් (browser fingerprint).',
        'ඔබ දැනුම්දීම්වලට ඉඩ දුනහොත් පමණක්: ඔබේ බ්‍රවුසරයට දැනුම්දීම් යැවීම සඳහා වූ හඳුනාගැනීමේ කේතය (පුෂ් ටෝකනය).',
      ),
      h2('3. අප දත්ත භාවිත කරන්නේ ඇයි, කුමන පදනමකින්ද?'),
      ul(
        'ඔබට ගැළපෙන ණය දීමනා සොයා, එම ණය දෙන ආයතනවලට ඔබේ ඉල්ලීම යොමු කිරීමට: ආකෘති පත්‍රයේදී ඔබ දෙන කැමැත්ත මත.',
        'වෙබ් අඩවිය පවත්වා ගැනීමට, ආරක්ෂා කිරීමට සහ පිවිසුම් සහ ක්ලික් ගණන් කිරීමට: සේවාවට අත්‍යවශ්‍ය කුකී මගින්. විශ්ලේෂණ සඳහා නම්, ඔබේ කුකී කැමැත්ත ඇත්නම් පමණි.',
        'ඔබේ ඉල්ලීම සහ දීමනා ගැන වෙබ් පුෂ් දැනුම්දීම් හෝ SMS පණිවිඩ යැවීමට: දැනුම්දීම් සඳහා, ඔබ ඔබේ බ්‍රවුසරයේ ඒවාට ඉඩ දුනහොත් පමණි.',
        'නව දීමනා ගැන බ්‍රවුසර දැනුම්දීම් මගින් අලෙවිකරණ පණිවිඩ යැවීමට (අපි අලෙවිකරණ පණිවිඩ SMS හෝ විද්‍යුත් තැපෑලෙන් නොයවමු): ඔබ අලෙවිකරණය සඳහා වූ වෙනම කොටුව සලකුණු කළහොත් පමණි. එය Naya භාවිතයට කොන්දේසියක් නොවේ.',
        'නීතිමය බැඳීම් ඉටු කිරීමට සහ නීතිමය හිමිකම් තහවුරු කිරීමට හෝ ආරක්ෂා කිරීමට.',
      ),
      p(
        'ඔබට නීතිමය බලපෑම් ඇති කරන ස්වයංක්‍රීය තීරණ ගැනීමට අපි ඔබේ දත්ත භාවිත නොකරමු. ණය දීම පිළිබඳ තීරණය ගන්නේ එක් එක් ණය දෙන ආයතනයයි. ඔබේ නම, දුරකථන අංකය, ජාතික හැඳුනුම්පත් අංකය, ආදායම හෝ විද්‍යුත් තැපැල් ලිපිනය අපි කිසිවිටෙක විශ්ලේෂණ සිදුවීම්වලට හෝ පද්ධති සටහන්වලට (logs) ඇතුළත් නොකරමු.',
      ),
      h2('4. අප දත්ත බෙදා ගන්නේ කා සමඟද?'),
      ul(
        'ණය දෙන ආයතන: ඔබේ කැමැත්ත ලැබුණු පසු, ආකෘති පත්‍රයේ නම් කර ඇති බලපත්‍රලාභී ණය දෙන ආයතන පමණි: ඔබ තෝරා ගත් ආයතන, නැතහොත් ආයතන තෝරා ගැනීමට ඔබෙන් නොවිමසූ විට එහි ලැයිස්තුගත සියලු ආයතන. තමන්ට ලැබෙන දත්තවල පාලකයා බවට පත් වන එක් එක් ආයතනය ඒවා හසුරුවන්නේ තමන්ගේම රහස්‍යතා ප්‍රතිපත්තිය යටතේය.',
        'අපේ සේවාදායක සත්කාරකත්වය හෝ පණිවිඩ බෙදා හැරීම කරන සේවා සපයන්නන්: ගිවිසුමක් යටතේ, අපේ උපදෙස් අනුව පමණි.',
        'විශ්ලේෂණ, ප්‍රචාරණ සහ දැනුම්දීම් සේවා (උදාහරණයක් ලෙස වෙබ් පුෂ් සඳහා): ඔබ කැමැත්ත දී ඇති විට පමණි.',
        'නීතියෙන් අවශ්‍ය වූ විට බලධාරීන්.',
      ),
      p('අපි ඔබේ පුද්ගලික දත්ත නොවිකුණමු.'),
      h2('5. ශ්‍රී ලංකාවෙන් පිටතට යවන දත්ත'),
      p(
        'ඔබ දැනුම්දීම්වලට ඉඩ දුනහොත්, ඔබේ පුෂ් ටෝකනය සහ එක් එක් දැනුම්දීමේ පාඨය Google ආයතනයේ Firebase Cloud Messaging සේවාව හරහා යන අතර, එම සේවාව ඒවා ශ්‍රී ලංකාවෙන් පිටත ඇති සේවාදායකවල සකසයි. ඔබ කැමැත්ත දුන් විශ්ලේෂණ සහ ප්‍රචාරණ සේවා ද ශ්‍රී ලංකාවෙන් පිටත දත්ත සැකසීමට ඉඩ ඇත. එවැනි හුවමාරු අපි සිදු කරන්නේ පනතින් ඉඩ දෙන පරිදි, එම සපයන්නන්ගේ දත්ත සැකසීමේ කොන්දේසි යටතේ පමණි. ඔබේ නම, ජාතික හැඳුනුම්පත් අංකය හෝ ආදායම අපි දැනුම්දීම් සේවාවට නොයවමු.',
      ),
      h2('6. අප දත්ත තබා ගන්නා කාලය'),
      p(
        'ඔබ අප සමඟ අවසන් වරට ක්‍රියාකාරී වූ දින සිට (උදාහරණයක් ලෙස ඔබේ අවසන් ලියාපදිංචි වීම හෝ දීමනාවක් මත අවසන් ක්ලික් කිරීම) මාස 24ක් අපි ලියාපදිංචි දත්ත තබා ගනිමු. ඉන් පසු ඒවා මකා දමමු, නැතහොත් කිසිවෙකු හඳුනාගත නොහැකි ලෙස නිර්නාමික කරමු. කැමැත්ත දුන් බව පෙන්වීමට අවශ්‍ය කාලය පුරා කැමැත්ත පිළිබඳ වාර්තා තබා ගැනේ. ඔබ ඊට පෙර මකා දැමීම ඉල්ලුවහොත්, නීතියෙන් තබා ගැනීමට අවශ්‍ය නොවේ නම්, අපි ඔබේ දත්ත මකා දමමු.',
      ),
      h2('7. ආරක්ෂාව'),
      p(
        'දත්ත යවනු ලබන්නේ සංකේතනය කළ සම්බන්ධතා (HTTPS) හරහාය. ඒවා ගබඩා කර ඇති සේවාදායකවලට ප්‍රවේශය ඇත්තේ එය අවශ්‍ය කාර්ය මණ්ඩලයට පමණි. පරිපාලන ප්‍රවේශයට සත්‍යාපනය අවශ්‍ය වේ. කිසිදු පද්ධතියක් සම්පූර්ණයෙන්ම ආරක්ෂිත නොවේ. දත්ත කාන්දුවක් සිදු වුවහොත්, දත්ත ආරක්ෂණ අධිකාරියට දැනුම් දීම ඇතුළුව පනත අනුව අවශ්‍ය පියවර අපි ගන්නෙමු.',
      ),
      h2('8. ඔබේ අයිතිවාසිකම්'),
      ul(
        'ප්‍රවේශය: අප ඔබ ගැන තබා ඇති දත්ත මොනවාදැයි දැන ගැනීමට සහ ඒවායේ පිටපතක් ලබා ගැනීමට.',
        'නිවැරදි කිරීම: වැරදි හෝ අසම්පූර්ණ දත්ත නිවැරදි කරන ලෙස හෝ සම්පූර්ණ කරන ලෙස ඉල්ලීමට.',
        'කැමැත්ත ඉල්ලා අස් කර ගැනීම: ඕනෑම වේලාවක. එයින් ඊට පෙර නීත්‍යනුකූලව කළ දේට බලපෑමක් නොවේ.',
        'මකා දැමීම: ඔබේ දත්ත මකා දමන ලෙස ඉල්ලීමට.',
        'අලෙවිකරණයට විරුද්ධ වීම: ඕනෑම වේලාවක අලෙවිකරණ පණිවිඩ නවත්වා ගැනීමට. අපට ලිවීමෙන්, අපගේ ඕනෑම SMS පණිවිඩයකට STOP හෝ නවත්වන්න ලෙස පිළිතුරු යැවීමෙන්, “මගේ අයදුම්පත්” පිටුවේ (naya.lk/my/) “ප්‍රවර්ධන පණිවිඩ නවත්වන්න” තේරීමෙන්, හෝ බ්‍රවුසර සැකසුම්වලින් දැනුම්දීම් අක්‍රිය කිරීමෙන් එය කළ හැකිය.',
      ),
      p(
        'ඉල්ලීම් සඳහා අපේ දත්ත ආරක්ෂණ නිලධාරියාට {dpoEmail} වෙත ලියන්න. ක්‍රියා කිරීමට පෙර අපි ඔබේ අනන්‍යතාව තහවුරු කර ගන්නා අතර, ඉල්ලීම ලැබී වැඩ කරන දින 21ක් ඇතුළත, පනතින් නියම කර ඇති පරිදි, ඔබට පිළිතුරු දෙන්නෙමු. ඉල්ලීමක් ප්‍රතික්ෂේප කරන්නේ නම්, එයට හේතුව සහ ඔබට ඉදිරියට කළ හැකි දේ අපි ලිඛිතව දන්වන්නෙමු.',
      ),
      h2('9. වෙබ් පුෂ් දැනුම්දීම්'),
      p(
        'අපේ දැනුම්දීම් ඉල්ලීමේදීත් ඔබේ බ්‍රවුසරයේදීත් ඔබ දැනුම්දීම්වලට ඉඩ දුනහොත්, ඔබේ ඉල්ලීම ගැන දැනුම්දීම් යැවීම සඳහා අපි පුෂ් ටෝකනයක් ගබඩා කරමු. ඔබ ලියාපදිංචි වූ පසු, එම ටෝකනය ඔබේ ලියාපදිංචි වීම හා සම්බන්ධ කෙරේ. ඔබට ඕනෑම වේලාවක බ්‍රවුසර සැකසුම්වලින් දැනුම්දීම් අක්‍රිය කළ හැකිය. තවදුරටත් ක්‍රියා නොකරන ටෝකන අපි මකා දමමු.',
      ),
      h2('10. කුකී'),
      p('අප භාවිත කරන කුකී සහ ඔබේ තේරීම් වෙනස් කරන ආකාරය අපේ කුකී ප්‍රතිපත්තියේ දැක්වේ.'),
      h2('11. පැමිණිලි'),
      p('අපේ පිළිතුර ගැන ඔබ සෑහීමකට පත් නොවන්නේ නම්, ශ්‍රී ලංකා දත්ත ආරක්ෂණ අධිකාරියට පැමිණිලි කළ හැකිය.'),
      h2('12. වෙනස්කම්'),
      p(
        'මෙම ප්‍රතිපත්තියේ සෑම අනුවාදයක්ම එය බලපැවැත්වෙන දිනය සමඟ අපි ප්‍රසිද්ධ කරමු. පෙර අනුවාද, ඒවා ප්‍රසිද්ධ කළ ආකාරයෙන්ම, මෙම වෙබ් අඩවියේ තවදුරටත් කියවිය හැකිය. 2026 නොවැම්බර් 23 අනුවාදයට සාපේක්ෂව මෙහි වෙනස්කම් වන්නේ: ඔබේ තොරතුරු ලැබෙන ණය දෙන ආයතන ආකෘති පත්‍රයේ දැක්වෙන ආකාරයටම නම් කිරීම, අලෙවිකරණ පණිවිඩ යවන්නේ බ්‍රවුසර දැනුම්දීම් මගින් පමණක් බව පැවසීම, සහ අලෙවිකරණ පණිවිඩ SMS මගින් STOP යැවීමෙන් හෝ “මගේ අයදුම්පත්” පිටුවෙන් නවත්වා ගත හැකි බව පැවසීමයි.',
      ),
    ],
    en: [
      p(
        'This policy explains how Naya collects and uses your personal data when you use our website, our registration form, and the Naya offers and forms that our partners include on their own websites. It is written to comply with Sri Lanka’s Personal Data Protection Act, No. 9 of 2022 (“the Act”). This version takes effect on 28 November 2026 and replaces the version of 23 November 2026.',
      ),
      h2('1. Who we are and how to reach us'),
      p('{controllerName} (“Naya”, “we”) is the controller of the personal data described here. Address: {controllerAddress}.'),
      p('We have appointed a Data Protection Officer under the Act. For any question or request about your data, write to {dpoEmail}.'),
      h2('2. The data we collect'),
      ul(
        'What you give us in the registration form: full name, mobile number, NIC number, email address (optional), loan amount and term, monthly income, type of employment, district and, if you wish, the purpose of the loan.',
        'Records of your consent: when you gave it, to which version of the consent wording, and whether you agreed to marketing.',
        'Technical data: random identifiers stored in cookies (client_id and session_id), the pages you visited, the site that referred you, campaign tags (utm parameters) and your browser type.',
        'Only if you accept analytics cookies: a browser fingerprint, a value calculated from characteristics of your browser.',
        'Only if you allow notifications: your browser’s web-push token.',
      ),
      h2('3. Why we use it, and on what basis'),
      ul(
        'To find loan offers that fit your request and pass your request to those lenders: on the basis of the consent you give in the form.',
        'To run and secure the website and count visits and clicks: through cookies the service needs; for analytics, only with your cookie consent.',
        'To send you web-push notifications or SMS messages about your request and offers: for notifications, only if you allow them in your browser.',
        'To send you marketing about new offers as browser notifications (we do not send marketing by SMS or email): only if you tick the separate marketing box. It is not a condition of using Naya.',
        'To meet legal obligations, and to establish or defend legal claims.',
      ),
      p(
        'We do not use your data to make automated decisions that have legal effects on you; each lender makes its own lending decision. We never put your name, phone number, NIC number, income or email address into analytics events or logs.',
      ),
      h2('4. Who we share it with'),
      ul(
        'Lenders: after you consent, only the licensed lenders named in the form: the lenders you chose, or every lender listed there if you were not asked to choose. Each lender becomes a controller of the data it receives and handles it under its own privacy policy.',
        'Service providers that host our servers or deliver messages for us, under contract and only on our instructions.',
        'Analytics, advertising and notification services (for example for web push): only where you have consented.',
        'Authorities, when the law requires it.',
      ),
      p('We do not sell your personal data.'),
      h2('5. Data sent outside Sri Lanka'),
      p(
        'If you allow notifications, your push token and the text of each notification pass through Google’s Firebase Cloud Messaging service, which processes them on servers outside Sri Lanka. The analytics and advertising services you consent to may also process data outside Sri Lanka. We make such transfers only as the Act permits, under those providers’ data-processing terms. Your name, NIC number and income are never sent to the notification service.',
      ),
      h2('6. How long we keep it'),
      p(
        'We keep registration data for 24 months after your last activity with us (for example your last registration or your last click on an offer). After that we erase it or make it anonymous so that no one can be identified. Records of consent are kept for as long as we need them to show that consent was given. If you ask for erasure earlier, we erase your data unless the law requires us to keep it.',
      ),
      h2('7. Security'),
      p(
        'Data is sent over encrypted connections (HTTPS). Access to the servers where it is stored is limited to staff who need it, and administrative access requires authentication. No system is perfectly secure; if a data breach occurs, we will take the steps the Act requires, including notifying the Data Protection Authority.',
      ),
      h2('8. Your rights'),
      ul(
        'Access: to know what data we hold about you and to receive a copy.',
        'Correction: to have inaccurate or incomplete data corrected or completed.',
        'Withdrawal of consent: at any time. This does not affect what was lawfully done before.',
        'Erasure: to ask us to erase your data.',
        'Objection to marketing: to stop marketing at any time, by writing to us, by replying STOP to any SMS from us, with “Stop marketing messages” on your “My applications” page (naya.lk/en/my/), or by switching off notifications in your browser settings.',
      ),
      p(
        'For any request, write to our Data Protection Officer at {dpoEmail}. We will confirm your identity before acting and reply within 21 working days of receiving your request, as the Act requires. If we refuse a request, we will tell you why in writing and what you can do next.',
      ),
      h2('9. Web-push notifications'),
      p(
        'If you allow notifications in our prompt and in your browser, we store a push token so that we can send you notifications about your request. Once you register, the token is linked to your registration. You can switch notifications off at any time in your browser settings. Tokens that no longer work are deleted.',
      ),
      h2('10. Cookies'),
      p('Our cookies policy lists the cookies we use and explains how to change your choices.'),
      h2('11. Complaints'),
      p('If you are not satisfied with our reply, you may complain to the Data Protection Authority of Sri Lanka.'),
      h2('12. Changes'),
      p(
        'We publish every version of this policy with the date it takes effect, and earlier versions remain available on this website exactly as published. Compared with the version of 23 November 2026, the changes are: it names the lenders that receive your details as the form does; it says that marketing goes only as browser notifications; and it says that you can stop marketing by replying STOP to an SMS or on your “My applications” page.',
      ),
    ],
    ta: [
      p(
        'எமது இணையத்தளம், பதிவுப் படிவம், எமது பங்காளர்கள் தமது இணையத்தளங்களில் சேர்க்கும் Naya சலுகைகள், படிவங்கள் ஆகியவற்றை நீங்கள் பயன்படுத்தும்போது, Naya உங்கள் தனிப்பட்ட தரவைச் சேகரித்துப் பயன்படுத்தும் முறையை இந்தக் கொள்கை விளக்குகிறது. இது 2022 ஆம் ஆண்டின் 9 ஆம் இலக்க தனிப்பட்ட தரவுப் பாதுகாப்புச் சட்டத்துக்கு (“சட்டம்”) இணங்க எழுதப்பட்டுள்ளது. இந்தப் பதிப்பு 28 நவம்பர் 2026 முதல் நடைமுறைக்கு வருவதுடன், 23 நவம்பர் 2026 பதிப்புக்குப் பதிலாக அமைகிறது.',
      ),
      h2('1. நாம் யார், எம்மைத் தொடர்புகொள்வது எப்படி'),
      p('இங்கு விவரிக்கப்படும் தனிப்பட்ட தரவின் கட்டுப்பாட்டாளர் {controllerName} (“Naya”, “நாம்”). முகவரி: {controllerAddress}.'),
      p(
        'சட்டத்தின் கீழ் நாம் தரவுப் பாதுகாப்பு உத்தியோகத்தர் ஒருவரை நியமித்துள்ளோம். உங்கள் தரவு பற்றிய எந்தக் கேள்விக்கும் கோரிக்கைக்கும் {dpoEmail} க்கு எழுதுங்கள்.',
      ),
      h2('2. நாம் சேகரிக்கும் தரவு'),
      ul(
        'பதிவுப் படிவத்தில் நீங்கள் தருபவை: முழுப் பெயர், கையடக்கத் தொலைபேசி இலக்கம், தேசிய அடையாள அட்டை இலக்கம், மின்னஞ்சல் முகவரி (கட்டாயமில்லை), கடன் தொகையும் காலமும், மாதாந்த வருமானம், தொழில் வகை, மாவட்டம், நீங்கள் விரும்பினால் கடனின் நோக்கம்.',
        'உங்கள் சம்மதம் பற்றிய பதிவுகள்: நீங்கள் சம்மதம் தந்த நேரம், சம்மத வாசகத்தின் எந்தப் பதிப்புக்குச் சம்மதித்தீர்கள், சந்தைப்படுத்தலுக்குச் சம்மதித்தீர்களா என்பவை.',
        'தொழினுட்பத் தரவு: குக்கீகளில் சேமிக்கப்படும் எழுமாற்று அடையாள இலக்கங்கள் (client_id, session_id), நீங்கள் பார்த்த பக்கங்கள், உங்களை அனுப்பிய இணையத்தளம், பிரசாரக் குறிச்சொற்கள் (utm அளவுருக்கள்), உலாவி வகை.',
        'நீங்கள் பகுப்பாய்வுக் குக்கீகளை ஏற்றுக்கொண்டால் மட்டும்: உங்கள் உலாவியின் இயல்புகளிலிருந்து கணிக்கப்படும் உலாவி அடையாளப் பெறுமதி.',
        'நீங்கள் அறிவிப்புகளை அனுமதித்தால் மட்டும்: உங்கள் உலாவிக்கு அறிவிப்புகளை அனுப்புவதற்கான அடையாளக் குறியீடு (அறிவிப்புக் குறியீடு).',
      ),
      h2('3. தரவை ஏன், எந்த அடிப்படையில் பயன்படுத்துகிறோம்'),
      ul(
        'உங்கள் கோரிக்கைக்குப் பொருந்தும் கடன் சலுகைகளைக் கண்டறிந்து, அந்தக் கடன் வழங்கும் நிறுவனங்களுக்கு உங்கள் கோரிக்கையை அனுப்ப: படிவத்தில் நீங்கள் தரும் சம்மதத்தின் அடிப்படையில்.',
        'இணையத்தளத்தை நடத்தவும் பாதுகாக்கவும், வருகைகளையும் அழுத்தல்களையும் கணக்கிடவும்: சேவைக்குத் தேவையான குக்கீகள் மூலம்; பகுப்பாய்வுக்கு, உங்கள் குக்கீச் சம்மதம் இருந்தால் மட்டுமே.',
        'உங்கள் கோரிக்கை, சலுகைகள் பற்றிய உலாவி அறிவிப்புகளை அல்லது SMS செய்திகளை அனுப்ப: அறிவிப்புகளுக்கு, உங்கள் உலாவியில் அவற்றை அனுமதித்தால் மட்டுமே.',
        'புதிய சலுகைகள் பற்றிய சந்தைப்படுத்தல் செய்திகளை உலாவி அறிவிப்புகளாக அனுப்ப (சந்தைப்படுத்தல் செய்திகளை SMS அல்லது மின்னஞ்சல் மூலம் நாம் அனுப்புவதில்லை): சந்தைப்படுத்தலுக்கான தனிப் பெட்டியை நீங்கள் குறித்தால் மட்டுமே. Naya ஐப் பயன்படுத்துவதற்கு அது நிபந்தனை அல்ல.',
        'சட்டக் கடப்பாடுகளை நிறைவேற்றவும், சட்ட உரிமைகோரல்களை நிலைநாட்டவும் அல்லது எதிர்கொள்ளவும்.',
      ),
      p(
        'உங்கள் மீது சட்ட விளைவுகளை ஏற்படுத்தும் தன்னியக்கத் தீர்மானங்களை எடுக்க உங்கள் தரவை நாம் பயன்படுத்துவதில்லை; கடன் பற்றிய தீர்மானத்தை ஒவ்வொரு கடன் வழங்கும் நிறுவனமும் தானே எடுக்கிறது. உங்கள் பெயர், தொலைபேசி இலக்கம், தேசிய அடையாள அட்டை இலக்கம், வருமானம், மின்னஞ்சல் முகவரி ஆகியவற்றை ஒருபோதும் பகுப்பாய்வு நிகழ்வுகளிலோ சேவையகப் பதிவுக் குறிப்புகளிலோ சேர்ப்பதில்லை.',
      ),
      h2('4. யாருடன் பகிர்கிறோம்'),
      ul(
        'கடன் வழங்கும் நிறுவனங்கள்: நீங்கள் சம்மதித்த பின், படிவத்தில் பெயரிடப்பட்டுள்ள உரிமம் பெற்ற கடன் வழங்கும் நிறுவனங்கள் மட்டுமே: நீங்கள் தெரிவுசெய்த நிறுவனங்கள், அல்லது தெரிவுசெய்யுமாறு உங்களிடம் கேட்கப்படாவிட்டால் அங்கு பட்டியலிடப்பட்ட எல்லா நிறுவனங்களும். ஒவ்வொரு நிறுவனமும் தான் பெறும் தரவின் கட்டுப்பாட்டாளராகி, அதைத் தனது சொந்தத் தனியுரிமைக் கொள்கையின் கீழ் கையாளுகிறது.',
        'எமது சேவையகங்களை வழங்கும் அல்லது எமக்காகச் செய்திகளை அனுப்பும் சேவை வழங்குநர்கள்: ஒப்பந்தத்தின் கீழ், எமது அறிவுறுத்தல்களின்படி மட்டும்.',
        'பகுப்பாய்வு, விளம்பர, அறிவிப்புச் சேவைகள் (உதாரணமாக உலாவி அறிவிப்புகளுக்கு): நீங்கள் சம்மதித்திருந்தால் மட்டும்.',
        'சட்டம் கோரும்போது அதிகாரிகள்.',
      ),
      p('உங்கள் தனிப்பட்ட தரவை நாம் விற்பதில்லை.'),
      h2('5. இலங்கைக்கு வெளியே அனுப்பப்படும் தரவு'),
      p(
        'நீங்கள் அறிவிப்புகளை அனுமதித்தால், உங்கள் அறிவிப்புக் குறியீடும் ஒவ்வொரு அறிவிப்பின் வாசகமும் Google நிறுவனத்தின் Firebase Cloud Messaging சேவை வழியாகச் செல்கின்றன; அந்தச் சேவை அவற்றை இலங்கைக்கு வெளியேயுள்ள சேவையகங்களில் செயற்படுத்துகிறது. நீங்கள் சம்மதிக்கும் பகுப்பாய்வு, விளம்பரச் சேவைகளும் இலங்கைக்கு வெளியே தரவைச் செயற்படுத்தக்கூடும். இத்தகைய பரிமாற்றங்களைச் சட்டம் அனுமதிக்கும் வகையில், அந்த வழங்குநர்களின் தரவுச் செயற்படுத்தல் நிபந்தனைகளின் கீழ் மட்டுமே செய்கிறோம். உங்கள் பெயர், தேசிய அடையாள அட்டை இலக்கம், வருமானம் ஆகியவை ஒருபோதும் அறிவிப்புச் சேவைக்கு அனுப்பப்படுவதில்லை.',
      ),
      h2('6. தரவை எவ்வளவு காலம் வைத்திருக்கிறோம்'),
      p(
        'எம்முடனான உங்கள் கடைசிச் செயற்பாட்டிலிருந்து (உதாரணமாக உங்கள் கடைசிப் பதிவு அல்லது ஒரு சலுகையில் கடைசியாக அழுத்தியது) 24 மாதங்களுக்குப் பதிவுத் தரவை வைத்திருக்கிறோம். அதன் பின் அதை அழிப்போம், அல்லது எவரையும் அடையாளம் காண முடியாதவாறு அநாமதேயமாக்குவோம். சம்மதம் தரப்பட்டது என்பதைக் காட்டத் தேவையான காலம் வரை சம்மதப் பதிவுகள் வைத்திருக்கப்படும். அதற்கு முன்பே அழிக்குமாறு நீங்கள் கோரினால், சட்டம் வைத்திருக்குமாறு கோராத பட்சத்தில் உங்கள் தரவை அழிப்போம்.',
      ),
      h2('7. பாதுகாப்பு'),
      p(
        'தரவு மறைகுறியாக்கப்பட்ட இணைப்புகள் (HTTPS) மூலம் அனுப்பப்படுகிறது. அது சேமிக்கப்பட்டுள்ள சேவையகங்களுக்கான அணுகல் தேவையுள்ள பணியாளர்களுக்கு மட்டுமே; நிர்வாக அணுகலுக்கு அடையாள உறுதிப்படுத்தல் தேவை. எந்த முறைமையும் முழுமையாகப் பாதுகாப்பானதல்ல; தரவு மீறல் ஏற்பட்டால், தரவுப் பாதுகாப்பு அதிகாரசபைக்கு அறிவிப்பது உட்பட, சட்டம் கோரும் நடவடிக்கைகளை எடுப்போம்.',
      ),
      h2('8. உங்கள் உரிமைகள்'),
      ul(
        'அணுகல்: உங்களைப் பற்றி நாம் வைத்திருக்கும் தரவு என்ன என்று அறியவும், அதன் பிரதியைப் பெறவும்.',
        'திருத்தம்: பிழையான அல்லது முழுமையற்ற தரவைத் திருத்துமாறு அல்லது முழுமையாக்குமாறு கோர.',
        'சம்மதத்தை மீளப்பெறுதல்: எந்நேரத்திலும். அதற்கு முன் சட்டப்படி செய்யப்பட்டவற்றை அது பாதிக்காது.',
        'அழித்தல்: உங்கள் தரவை அழிக்குமாறு கோர.',
        'சந்தைப்படுத்தலுக்கு ஆட்சேபனை: எமக்கு எழுதுவதன் மூலம், எமது எந்த SMS க்கும் STOP அல்லது நிறுத்து எனப் பதில் அனுப்புவதன் மூலம், “எனது விண்ணப்பங்கள்” பக்கத்தில் (naya.lk/ta/my/) “விளம்பரச் செய்திகளை நிறுத்தவும்” என்பதன் மூலம், அல்லது உலாவி அமைப்புகளில் அறிவிப்புகளை நிறுத்துவதன் மூலம், எந்நேரத்திலும் சந்தைப்படுத்தல் செய்திகளை நிறுத்த.',
      ),
      p(
        'எந்தக் கோரிக்கைக்கும் எமது தரவுப் பாதுகாப்பு உத்தியோகத்தருக்கு {dpoEmail} இல் எழுதுங்கள். செயற்படுவதற்கு முன் உங்கள் அடையாளத்தை உறுதிப்படுத்தி, சட்டம் கோருகிறவாறு, கோரிக்கை கிடைத்து 21 வேலை நாட்களுக்குள் பதிலளிப்போம். ஒரு கோரிக்கையை நிராகரித்தால், அதற்கான காரணத்தையும் நீங்கள் அடுத்துச் செய்யக்கூடியவற்றையும் எழுத்துமூலம் அறியத்தருவோம்.',
      ),
      h2('9. உலாவி அறிவிப்புகள்'),
      p(
        'எமது அறிவிப்புக் கோரிக்கையிலும் உங்கள் உலாவியிலும் அறிவிப்புகளை அனுமதித்தால், உங்கள் கோரிக்கை பற்றிய அறிவிப்புகளை அனுப்புவதற்காக அறிவிப்புக் குறியீடு ஒன்றைச் சேமிக்கிறோம். நீங்கள் பதிவுசெய்த பின், அந்தக் குறியீடு உங்கள் பதிவுடன் இணைக்கப்படும். உலாவி அமைப்புகளில் எந்நேரத்திலும் அறிவிப்புகளை நிறுத்தலாம். இனி இயங்காத குறியீடுகள் அழிக்கப்படும்.',
      ),
      h2('10. குக்கீகள்'),
      p('நாம் பயன்படுத்தும் குக்கீகளையும் உங்கள் தெரிவுகளை மாற்றும் முறையையும் எமது குக்கீக் கொள்கை விளக்குகிறது.'),
      h2('11. முறைப்பாடுகள்'),
      p('எமது பதிலில் நீங்கள் திருப்தியடையாவிட்டால், இலங்கைத் தரவுப் பாதுகாப்பு அதிகாரசபையிடம் முறைப்பாடு செய்யலாம்.'),
      h2('12. மாற்றங்கள்'),
      p(
        'இந்தக் கொள்கையின் ஒவ்வொரு பதிப்பையும் அது நடைமுறைக்கு வரும் திகதியுடன் வெளியிடுகிறோம்; முந்தைய பதிப்புகள் வெளியிடப்பட்டவாறே இந்த இணையத்தளத்தில் தொடர்ந்தும் கிடைக்கும். 23 நவம்பர் 2026 பதிப்புடன் ஒப்பிடுகையில் மாற்றங்கள்: உங்கள் விவரங்களைப் பெறும் கடன் வழங்கும் நிறுவனங்களைப் படிவம் குறிப்பிடுவது போலவே குறிப்பிடுகிறது; சந்தைப்படுத்தல் செய்திகள் உலாவி அறிவிப்புகளாக மட்டுமே அனுப்பப்படும் எனக் கூறுகிறது; SMS க்கு STOP எனப் பதில் அனுப்பியோ “எனது விண்ணப்பங்கள்” பக்கத்திலோ சந்தைப்படுத்தல் செய்திகளை நிறுத்தலாம் எனக் கூறுகிறது.',
      ),
    ],
  },
};
