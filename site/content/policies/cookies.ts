import { h2, p, ul } from '../blocks';
import type { StaticPolicy } from '../types';

// Lifetimes match loader/constants.ts and docs/identity-and-events.md (client_id 180 d, session_id 30 min,
// cookie_consent 365 d, abandoned_visit_by_pxl 1 d, lang 365 d but off; attribution 6 months with
// a 30-minute session), written as DESIGN "Formats" writes a term: 365 days is 1 year, 180 days 6
// months (in Sinhala running text one unit is a noun: වසරක්, දිනක්). content.test.ts checks that
// each name and lifetime appears in every language.
// The "cookie settings" link named below must exist in the site footer.
export const cookiesPolicy: StaticPolicy = {
  title: { si: 'කුකී ප්‍රතිපත්තිය', en: 'Cookies policy', ta: 'குக்கீக் கொள்கை' },
  body: {
    si: [
      p(
        'කුකී යනු වෙබ් අඩවියක් ඔබේ බ්‍රවුසරයේ ගබඩා කරන කුඩා පෙළ ගොනු වේ. අයිතම කිහිපයක් සඳහා අපි බ්‍රවුසරයේ ගබඩාවද (localStorage) භාවිත කරමු. අප භාවිත කරන්නේ මොනවාද, ඇයි සහ කොපමණ කාලයකටද යන්න මෙහි දැක්වේ.',
      ),
      h2('සේවාවට අවශ්‍ය කුකී'),
      p('මෙම කුකී නොමැතිව වෙබ් අඩවිය නිසි ලෙස ක්‍රියා නොකරයි. ඒවායේ ඔබේ නම, දුරකථන අංකය හෝ ජාතික හැඳුනුම්පත් අංකය ගබඩා නොවේ.'),
      ul(
        'client_id: පිවිසුම් අතර ඔබේ බ්‍රවුසරය හඳුනා ගන්නා අහඹු අංකයක්. පිවිසුම් ගණන් කිරීමට සහ ඔබේ ලියාපදිංචිය නිවැරදි දීමනා සමඟ සම්බන්ධ කිරීමට භාවිත වේ. මාස 6ක් තබා ගැනේ.',
        'session_id: එක් පිවිසුමක් සඳහා වූ අහඹු අංකයක්. ඔබේ අවසන් ක්‍රියාකාරකමෙන් මිනිත්තු 30කට පසු කල් ඉකුත් වේ.',
        'cookie_consent: ඔබේ කුකී තේරීම් (අත්‍යවශ්‍ය, විශ්ලේෂණ, අලෙවිකරණ) මතක තබා ගනී. වසරක් තබා ගැනේ.',
        'abandoned_visit_by_pxl: ඔබ අපේ හවුල්කරුවන්ගේ ප්‍රවේශ පිටුවක දැනටමත් ලියාපදිංචි වී ඇත්දැයි අප පරීක්ෂා කළ බව සටහන් කරයි. එවිට එම පරීක්ෂාව දිනකට එක් වරකට වඩා සිදු නොවේ. දිනක් තබා ගැනේ.',
        'lang: ඔබ තෝරා ගත් භාෂාව වසරක් මතක තබා ගැනීමට නිර්මාණය කර ඇත. මෙම කුකිය දැනට භාවිත නොවේ: භාෂාව තීරණය වන්නේ පිටුවේ ලිපිනයෙනි.',
      ),
      h2('බ්‍රවුසර ගබඩාව'),
      ul(
        'leadId: ඔබේ ලියාපදිංචියේ හඳුනාගැනීම් අංකය, ඔබට ගැළපෙන දීමනා පෙන්වීම සඳහා.',
        'leadToken: ඔබේ ලියාපදිංචිය සිදු කළේ මෙම බ්‍රවුසරයෙන් බව සනාථ කරන කේතයකි. එබැවින් දීමනා සහ දැනුම්දීම් ඔබේ ලියාපදිංචියට සම්බන්ධ කළ හැක්කේ මෙම බ්‍රවුසරයට පමණි.',
        'naya_event_queue: තවම නොයැවූ පිටු සිදුවීම් (උදාහරණයක් ලෙස සම්බන්ධතාව දුර්වල වූ විට). සම්බන්ධතාව යළි ලැබුණු විට ඒවා යවනු ලැබේ. ඔබේ නම, දුරකථන අංකය හෝ ජාතික හැඳුනුම්පත් අංකය එහි නොමැත.',
        'naya_utm: මෙම පිවිසුමට ඔබ පැමිණියේ කුමන ප්‍රචාරක ව්‍යාපාරයකින්ද යන්න (utm_source ආදිය), එය එක් වරක් පමණක් ගණන් කිරීම සඳහා.',
        'push_token, push_token_updated, push_token_resent, push_token_failed_at, push_accepted, push_prompt_dismissed: ඔබේ දැනුම්දීම් තේරීම සහ ඔබේ බ්‍රවුසරයට දැනුම්දීම් යැවීම සඳහා වූ හඳුනාගැනීමේ කේතය. ඔබ අපේ දැනුම්දීම් ඉල්ලීමට පිළිතුරු දුනහොත් පමණි.',
        'naya_push_worker (බ්‍රවුසර සැසිය අවසන් වන තුරු පමණි): මෙම අඩවියේ දැනුම්දීම් සේවාව තිබේදැයි එක් වරක් පමණක් පරීක්ෂා කිරීමට.',
        'fingerprint: ඔබේ බ්‍රවුසරයේ ලක්ෂණවලින් ගණනය කළ බ්‍රවුසර හඳුනාගැනීමේ අගයක්. ඔබ විශ්ලේෂණ කුකීවලට එකඟ වුවහොත් පමණි.',
      ),
      h2('විශ්ලේෂණ සහ අලෙවිකරණ කුකී (ඔබේ කැමැත්ත ඇත්නම් පමණි)'),
      p(
        'ඔබ එකඟ වුවහොත්, ඔබේ තේරීම් අනුව අපි තෙවන පාර්ශ්ව විශ්ලේෂණ සහ ප්‍රචාරණ සේවා පූරණය කරමු: ටැග් කළමනාකරණ සේවාවක් (tag manager), විශ්ලේෂණ සේවාවක්, සමාජ මාධ්‍ය ජාලයක මිනුම් කේතයක් (pixel) සහ ඔබ පැමිණියේ කුමන ප්‍රචාරක ව්‍යාපාරයකින්ද යන්න මතක තබා ගන්නා ප්‍රචාරක මූලාශ්‍ර කුකියක්. එම කුකිය මාස 6ක් තබා ගන්නා අතර එහි සැසියක් මිනිත්තු 30ක් පවතී. මෙම සේවා තමන්ගේම නම් සහිත කුකී සකසන අතර, දත්ත හසුරුවන්නේ තමන්ගේම ප්‍රතිපත්ති යටතේය. ඔබේ කැමැත්ත නොමැතිව මේ කිසිවක් පූරණය නොවේ.',
      ),
      h2('ඔබේ තේරීම වෙනස් කිරීම'),
      p(
        'සෑම පිටුවකම පහළින් ඇති කුකී සැකසුම් සබැඳියෙන් ඕනෑම වේලාවක ඔබේ තේරීම වෙනස් කිරීමට හෝ කැමැත්ත ඉල්ලා අස් කර ගැනීමට ඔබට හැකිය. එවිට ඊළඟ පිටුවල සිට එම සේවා පූරණය නොවේ. ඒවා දැනටමත් සකසා ඇති කුකී ඔබේ බ්‍රවුසරයෙන් මකා දැමිය හැකිය. cookie_consent කුකිය මකා දැමූ විට කුකී දැනුම්දීම නැවත දිස් වේ.',
      ),
    ],
    en: [
      p(
        'Cookies are small text files that a website stores in your browser. For a few items we also use your browser’s storage (localStorage). This page lists what we use, why, and for how long.',
      ),
      h2('Cookies the service needs'),
      p('The website cannot work properly without these cookies. They do not hold your name, phone number or NIC number.'),
      ul(
        'client_id: a random identifier that recognises your browser between visits, used to count visits and to link your registration to the right offers. Kept for 6 months.',
        'session_id: a random identifier for one visit. It expires 30 minutes after your last activity.',
        'cookie_consent: remembers your cookie choices (necessary, analytics, marketing). Kept for 1 year.',
        'abandoned_visit_by_pxl: records that we have checked whether you already registered on one of our partner landing pages, so that the check runs no more than once a day. Kept for 1 day.',
        'lang: designed to remember your chosen language for 1 year. This cookie is not currently used: the language comes from the page address.',
      ),
      h2('Browser storage'),
      ul(
        'leadId: the identifier of your registration, so that we can show offers that fit it.',
        'leadToken: proof that this browser made your registration, so that only this browser can link offers and notifications to it.',
        'naya_event_queue: page events not sent yet (on a weak connection, for example), sent when the connection comes back. It holds no name, phone number or NIC number.',
        'naya_utm: the campaign that brought you to this visit (utm_source and the like), so that it is counted once.',
        'push_token, push_token_updated, push_token_resent, push_token_failed_at, push_accepted, push_prompt_dismissed: your notification choice and push token, only if you answer our notification prompt.',
        'naya_push_worker (until the browser session ends): whether this site offers notifications, so that we check only once.',
        'fingerprint: a hash calculated from characteristics of your browser, only if you accept analytics cookies.',
      ),
      h2('Analytics and marketing cookies (only with your consent)'),
      p(
        'If you agree, we load third-party analytics and advertising services according to your choices: a tag manager, an analytics service, a social-media pixel, and an attribution cookie that remembers which campaign brought you to us. The attribution cookie is kept for 6 months, and one of its sessions lasts 30 minutes. These services set cookies under their own names and handle data under their own policies. Without your consent, none of them is loaded.',
      ),
      h2('Changing your choice'),
      p(
        'You can change your choice or withdraw consent at any time through the cookie settings link at the bottom of every page. Those services are then no longer loaded on the pages that follow, and you can delete any cookies they have already set in your browser. If you delete the cookie_consent cookie, the cookie notice appears again.',
      ),
    ],
    ta: [
      p(
        'குக்கீகள் என்பவை இணையத்தளமொன்று உங்கள் உலாவியில் சேமிக்கும் சிறிய உரைக் கோப்புகள். சில விடயங்களுக்கு உங்கள் உலாவியின் களஞ்சியத்தையும் (localStorage) பயன்படுத்துகிறோம். நாம் எவற்றைப் பயன்படுத்துகிறோம், ஏன், எவ்வளவு காலத்துக்கு என்பதை இந்தப் பக்கம் விளக்குகிறது.',
      ),
      h2('சேவைக்குத் தேவையான குக்கீகள்'),
      p('இந்தக் குக்கீகள் இல்லாமல் இணையத்தளம் சரியாக இயங்காது. அவற்றில் உங்கள் பெயர், தொலைபேசி இலக்கம், தேசிய அடையாள அட்டை இலக்கம் எதுவும் சேமிக்கப்படுவதில்லை.'),
      ul(
        'client_id: வருகைகளுக்கு இடையில் உங்கள் உலாவியை அடையாளம் காணும் எழுமாற்று இலக்கம்; வருகைகளைக் கணக்கிடவும், உங்கள் பதிவைச் சரியான சலுகைகளுடன் இணைக்கவும் பயன்படுகிறது. 6 மாதங்கள் வைத்திருக்கப்படும்.',
        'session_id: ஒரு வருகைக்கான எழுமாற்று இலக்கம். உங்கள் கடைசிச் செயற்பாட்டிலிருந்து 30 நிமிடங்கள் கழித்துக் காலாவதியாகும்.',
        'cookie_consent: உங்கள் குக்கீத் தெரிவுகளை (அவசியமானவை, பகுப்பாய்வு, சந்தைப்படுத்தல்) நினைவில் வைத்திருக்கும். 1 ஆண்டு வைத்திருக்கப்படும்.',
        'abandoned_visit_by_pxl: எமது பங்காளர்களின் நுழைவுப் பக்கமொன்றில் நீங்கள் ஏற்கனவே பதிவுசெய்துள்ளீர்களா என்று சரிபார்த்தோம் என்பதைப் பதிவுசெய்கிறது; அதனால் அந்தச் சரிபார்ப்பு நாளொன்றுக்கு ஒருமுறைக்கு மேல் நடைபெறாது. 1 நாள் வைத்திருக்கப்படும்.',
        'lang: நீங்கள் தெரிவுசெய்த மொழியை 1 ஆண்டு நினைவில் வைத்திருக்க வடிவமைக்கப்பட்டது. இந்தக் குக்கீ தற்போது பயன்படுத்தப்படுவதில்லை: மொழி பக்கத்தின் முகவரியிலிருந்தே தீர்மானிக்கப்படுகிறது.',
      ),
      h2('உலாவிக் களஞ்சியம்'),
      ul(
        'leadId: உங்கள் பதிவின் அடையாள இலக்கம்; உங்களுக்குப் பொருந்தும் சலுகைகளைக் காட்டுவதற்காக.',
        'leadToken: உங்கள் பதிவை இந்த உலாவியே செய்தது என்பதற்கான சான்று; இதனால் சலுகைகளையும் அறிவிப்புகளையும் உங்கள் பதிவுடன் இணைக்க இந்த உலாவியால் மட்டுமே முடியும்.',
        'naya_event_queue: இன்னும் அனுப்பப்படாத பக்க நிகழ்வுகள் (உதாரணமாக, இணைப்பு பலவீனமாக இருக்கும்போது); இணைப்பு மீண்டும் கிடைத்ததும் அனுப்பப்படும். உங்கள் பெயர், தொலைபேசி இலக்கம், தேசிய அடையாள அட்டை இலக்கம் எதுவும் இதில் இல்லை.',
        'naya_utm: இந்த வருகைக்கு உங்களைக் கொண்டுவந்த பிரசாரம் (utm_source போன்றவை); அதை ஒருமுறை மட்டும் கணக்கிடுவதற்காக.',
        'push_token, push_token_updated, push_token_resent, push_token_failed_at, push_accepted, push_prompt_dismissed: உங்கள் அறிவிப்புத் தெரிவும், உங்கள் உலாவிக்கு அறிவிப்புகளை அனுப்புவதற்கான அடையாளக் குறியீடும்; எமது அறிவிப்புக் கோரிக்கைக்கு நீங்கள் பதிலளித்தால் மட்டுமே.',
        'naya_push_worker (உலாவி அமர்வு முடியும் வரை மட்டும்): இந்தத் தளத்தில் அறிவிப்புச் சேவை உள்ளதா என்பதை ஒருமுறை மட்டும் சரிபார்ப்பதற்காக.',
        'fingerprint: உங்கள் உலாவியின் இயல்புகளிலிருந்து கணிக்கப்பட்ட உலாவி அடையாளப் பெறுமதி; நீங்கள் பகுப்பாய்வுக் குக்கீகளை ஏற்றுக்கொண்டால் மட்டுமே.',
      ),
      h2('பகுப்பாய்வு, சந்தைப்படுத்தல் குக்கீகள் (உங்கள் சம்மதத்துடன் மட்டும்)'),
      p(
        'நீங்கள் சம்மதித்தால், உங்கள் தெரிவுகளுக்கு ஏற்ப மூன்றாம் தரப்புப் பகுப்பாய்வு, விளம்பரச் சேவைகளை ஏற்றுவோம்: குறிச்சொல் முகாமைச் சேவையொன்று, பகுப்பாய்வுச் சேவையொன்று, சமூக ஊடக வலையமைப்பொன்றின் அளவீட்டுக் குறியீடு, எந்தப் பிரசாரம் உங்களை எம்மிடம் கொண்டுவந்தது என்பதை நினைவில் வைத்திருக்கும் வருகை மூலக் குக்கீ ஒன்று. வருகை மூலக் குக்கீ 6 மாதங்கள் வைத்திருக்கப்படும்; அதன் ஓர் அமர்வு 30 நிமிடங்கள் நீடிக்கும். இந்தச் சேவைகள் தமது சொந்தப் பெயர்களில் குக்கீகளை அமைத்து, தமது சொந்தக் கொள்கைகளின் கீழ் தரவைக் கையாளுகின்றன. உங்கள் சம்மதம் இல்லாமல் இவற்றில் எதுவும் ஏற்றப்படாது.',
      ),
      h2('உங்கள் தெரிவை மாற்றுதல்'),
      p(
        'ஒவ்வொரு பக்கத்தின் அடியிலுமுள்ள குக்கீ அமைப்புகள் இணைப்பின் மூலம் எந்நேரத்திலும் உங்கள் தெரிவை மாற்றலாம் அல்லது சம்மதத்தை மீளப்பெறலாம். அதன் பின் வரும் பக்கங்களில் அந்தச் சேவைகள் ஏற்றப்படாது; அவை ஏற்கனவே அமைத்த குக்கீகளை உங்கள் உலாவியிலிருந்து அழிக்கலாம். cookie_consent குக்கீயை அழித்தால், குக்கீ அறிவிப்பு மீண்டும் தோன்றும்.',
      ),
    ],
  },
};
