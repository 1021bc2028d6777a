import type { FaqItem } from './types';

// The "Sponsored" answer quotes the offer label: the widgets must use the same words
// (si “අනුග්‍රහය ලත්”, en “Sponsored”). privacy@naya.lk is a placeholder address (see policies).
export const faq: FaqItem[] = [
  {
    q: { si: 'Naya යනු කුමක්ද, එහි වියදම දරන්නේ කවුද?', en: 'What is Naya, and who pays for it?' },
    a: {
      si: 'Naya යනු නොමිලේ භාවිත කළ හැකි ණය සැසඳීමේ සේවාවකි. ඔබට අවශ්‍ය දේ අපට කී විට, අප සමඟ කටයුතු කරන ණය දෙන ආයතනවල පුද්ගලික ණය දීමනා, මාසික වාරිකය සහ ආපසු ගෙවිය යුතු මුළු මුදල සමඟ එක පෙළට අපි පෙන්වන්නෙමු. Naya ණය දෙන ආයතනයක් නොවන අතර ඔබේ ණය පිළිබඳ තීරණය ගන්නේද නැත. Naya භාවිතයට ඔබ කිසිවක් ගෙවිය යුතු නැත: අප හඳුන්වා දෙන අයෙකු අයදුම් කළ විට හෝ ණයක් ගත් විට ණය දෙන ආයතන අපට කොමිස් මුදලක් ගෙවයි. ඔබේ ණයේ මිල තීරණය කරන්නේ ණය දෙන ආයතනයයි.',
      en: 'Naya is a free comparison service. Tell us what you need and we show personal loan offers from the lenders we work with, with the monthly instalment and the total repayable side by side. Naya is not a lender and does not decide on your loan. You pay nothing to use Naya: lenders pay us a commission when someone we introduce applies for or takes a loan. The price of your loan is set by the lender.',
    },
  },
  {
    q: { si: 'Naya හි ලියාපදිංචි වීම මගේ ණය වාර්තාවට (CRIB) බලපායිද?', en: 'Does registering on Naya affect my credit record (CRIB)?' },
    a: {
      si: 'නැත. Naya ආකෘති පත්‍රය පිරවීම ණය අයදුම්පතක් නොවේ. Naya ශ්‍රී ලංකා ණය තොරතුරු කාර්යාංශයෙන් (CRIB) විමසීම් නොකරන අතර එයට කිසිවක් වාර්තා කරන්නේද නැත. ඔබ ණය දෙන ආයතනයකට අයදුම් කළ විට, ඕනෑම ණය දෙන ආයතනයක් මෙන්, එම ආයතනය තම ඇගයීමේ කොටසක් ලෙස ඔබේ CRIB වාර්තාව පරීක්ෂා කළ හැකිය.',
      en: 'No. Filling in the Naya form is not a loan application. Naya does not make enquiries to the Credit Information Bureau of Sri Lanka (CRIB) and reports nothing to it. When you apply to a lender, that lender may check your CRIB report as part of its own assessment, as any lender would.',
    },
  },
  {
    q: { si: 'මගේ තොරතුරු දකින්නේ කවුද?', en: 'Who sees my information?' },
    a: {
      si: 'සේවාව පවත්වා ගෙන යාමට Naya කණ්ඩායමත්, ඔබේ ඉල්ලීමට ගැළපෙන දීමනා ඇති, අපේ හවුල්කරුවන්ගේ ලැයිස්තුවේ සිටින ණය දෙන ආයතනත් පමණි. එයද ඔබ ආකෘති පත්‍රයේදී කැමැත්ත දුන් පසුවය. අපි ඔබේ දත්ත විකුණන්නේ නැති අතර, ඔබේ නම, දුරකථන අංකය, ජාතික හැඳුනුම්පත් අංකය හෝ ආදායම කිසිවිටෙක විශ්ලේෂණ (analytics) දත්තවලට ඇතුළත් කරන්නේද නැත. වැඩි විස්තර අපේ රහස්‍යතා ප්‍රතිපත්තියේ ඇත.',
      en: 'Only the Naya team, to run the service, and the lenders on our partners list whose offers match your request, and only after you have given your consent in the form. We do not sell your data, and we never put your name, phone number, NIC or income into analytics. Our privacy policy has the details.',
    },
  },
  {
    q: { si: 'අයදුම් කළ හැක්කේ කාටද?', en: 'Who can apply?' },
    a: {
      si: 'ඔබ අවම වශයෙන් වයස අවුරුදු 18ක් විය යුතු අතර, වලංගු ශ්‍රී ලංකා ජාතික හැඳුනුම්පතක් සහ ශ්‍රී ලංකා ජංගම දුරකථන අංකයක් තිබිය යුතුය. එමෙන්ම වැටුපකින්, ව්‍යාපාරයකින්, ස්වයං රැකියාවකින් හෝ විශ්‍රාම වැටුපකින් ලැබෙන නිතිපතා ආදායමක්ද අවශ්‍ය වේ. වයස, අවම ආදායම සහ රැකියාව පිළිබඳ කොන්දේසි සෑම ණය දෙන ආයතනයක්ම තමන් විසින්ම තීරණය කරයි.',
      en: 'You need to be at least 18, with a valid Sri Lankan NIC and a Sri Lankan mobile number, and you need a regular income from a salary, a business, self-employment or a pension. Each lender sets its own conditions on age, minimum income and employment.',
    },
  },
  {
    q: { si: 'අනුමැතිය ලැබීමට කොපමණ කාලයක් ගත වේද?', en: 'How long does approval take?' },
    a: {
      si: 'Naya ආකෘති පත්‍රය පිරවීමට ගත වන්නේ මිනිත්තු කිහිපයක් පමණි. ගැළපෙන දීමනා ඔබට වහාම දැකිය හැකිය. ණය අනුමත කිරීම සහ ඒ සඳහා ගත වන කාලය තීරණය කරන්නේ ණය දෙන ආයතනයයි. සමහර ආයතන එදිනම පිළිතුරු දෙන අතර, විශේෂයෙන් විශාල ණය සඳහා හෝ ලියකියවිලි පරීක්ෂා කළ යුතු විට තවත් සමහරකට වැඩ කරන දින කිහිපයක් ගත වේ.',
      en: 'The Naya form takes a few minutes, and you see matching offers straight away. The decision, and how long it takes, is the lender’s: some answer the same day, others need a few working days, especially for larger loans or when documents have to be checked.',
    },
  },
  {
    q: { si: '“පළමු ණය නොමිලේ” යන්නෙහි තේරුම කුමක්ද?', en: 'What does “first loan free” mean?' },
    a: {
      si: 'සමහර ණය දෙන ආයතන නව පාරිභෝගිකයින්ට පළමු ණය, සාමාන්‍යයෙන් කුඩා සහ කෙටි කාලීන ණයක්, නියමිත දිනට පෙර සම්පූර්ණයෙන් ගෙවුවහොත් පොලියක් නොමැතිව ලබා දෙයි. එය Naya හි නොව ණය දෙන ආයතනයේ ප්‍රවර්ධන දීමනාවක් වන අතර කොන්දේසි සහිතය. ඒවා හොඳින් කියවා, කිසියම් ගාස්තුවක් අදාළ වේද යන්නද පරීක්ෂා කරන්න. ප්‍රමාද වී ගෙවුවහොත් සාමාන්‍ය පොලිය සහ ප්‍රමාද ගාස්තු බොහෝ විට අය කෙරේ. පළමු ණය නොමිලේ වූ පමණින් ඊළඟ ණයද නොමිලේ බව එයින් අදහස් නොවේ.',
      en: 'Some lenders give new customers a first loan, usually small and short, with no interest if it is repaid in full by the due date. It is the lender’s promotion, not Naya’s, and it comes with conditions: read them carefully and check whether any fee applies. If you repay late, normal interest and late charges usually apply. A free first loan does not mean later loans are free.',
    },
  },
  {
    q: { si: 'මගේ කැමැත්ත ඉල්ලා අස් කර ගන්නේ හෝ දත්ත මකා දමන්නේ කෙසේද?', en: 'How do I withdraw my consent or delete my data?' },
    a: {
      si: 'privacy@naya.lk වෙත ලියා, ආකෘති පත්‍රයේ ඔබ භාවිත කළ ජංගම දුරකථන අංකය සඳහන් කර, ඔබට අවශ්‍ය දේ අපට දන්වන්න: කැමැත්ත ඉල්ලා අස් කර ගැනීම, ඔබේ දත්ත බැලීම, නිවැරදි කිරීම හෝ මකා දැමීම. ඉල්ලීම කරන්නේ ඔබම බව තහවුරු කර ගත් පසු, පුද්ගලික දත්ත ආරක්ෂණ පනතට අනුව අපි ඔබේ ඉල්ලීම ඉටු කරන්නෙමු. කැමැත්ත ඉල්ලා අස් කර ගත් පසු අපි ඔබේ දත්ත තවදුරටත් බෙදා නොගනිමු. එහෙත් ණය දෙන ආයතනයකට දැනටමත් ලැබී ඇති දත්ත ගැන එම ආයතනය සමඟද සම්බන්ධ වන්න.',
      en: 'Write to privacy@naya.lk, give the mobile number you used in the form and tell us what you want: to withdraw consent, or to see, correct or erase your data. Once we have confirmed that the request comes from you, we act on it as the Personal Data Protection Act requires. After you withdraw consent we stop sharing your data, but for data a lender has already received, please contact that lender as well.',
    },
  },
  {
    q: { si: 'Naya හි ඇති ණය දෙන ආයතන බලපත්‍රලාභීද?', en: 'Are the lenders on Naya licensed?' },
    a: {
      si: 'අප සමඟ කටයුතු කරන සෑම ණය දෙන ආයතනයකින්ම ඔවුන්ගේ බලපත්‍ර විස්තර (උදාහරණයක් ලෙස ශ්‍රී ලංකා මහ බැංකුවේ බලපත්‍රලාභී වාණිජ බැංකුවක් හෝ බලපත්‍රලාභී මුදල් සමාගමක් ලෙස) අපි ඉල්ලා ගෙන, ඒවා අපේ හවුල්කරුවන්ගේ ලැයිස්තුවේ පෙන්වන්නෙමු. මහ බැංකුව තම වෙබ් අඩවියේ ප්‍රසිද්ධ කරන ලැයිස්තුවලින් ඕනෑම ණය දෙන ආයතනයක් ඔබටම පරීක්ෂා කළ හැකිය. අත්සන් කිරීමට පෙර එසේ කරන ලෙස අපි ඔබෙන් ඉල්ලා සිටිමු.',
      en: 'We ask every lender we work with for its licence details (for example as a licensed commercial bank or a licensed finance company of the Central Bank of Sri Lanka) and show them on our partners list. You can check any lender yourself on the lists the Central Bank publishes on its website, and we encourage you to do so before you sign.',
    },
  },
  {
    q: { si: '“අනුග්‍රහය ලත්” ලේබලයෙන් අදහස් වන්නේ කුමක්ද?', en: 'What does the “Sponsored” label mean?' },
    a: {
      si: 'සාමාන්‍යයෙන් දීමනා පෙළගස්වන්නේ ඒවා ඔබේ ඉල්ලීමට කොතරම් ගැළපේද යන්න සහ ඒවායේ පිරිවැය අනුවය. ණය දෙන ආයතනයකට තම දීමනාව වඩාත් කැපී පෙනෙන ලෙස පෙන්වීමට මුදල් ගෙවිය හැකිය. එවැනි දීමනාවල සෑම විටම “අනුග්‍රහය ලත්” යන ලේබලය ඇත. එම ලේබලය නිසා දැක්වෙන අංක වෙනස් නොවේ. වෙනත් ඕනෑම දීමනාවක් මෙන්ම වාරිකය සහ ආපසු ගෙවිය යුතු මුළු මුදල සසඳන්න.',
      en: 'By default, offers are ordered by how well they fit your request and by their cost. A lender can pay to have an offer shown more prominently, and such offers always carry the label “Sponsored”. The label does not change the figures shown: compare the instalment and the total repayable as you would for any other offer.',
    },
  },
  {
    q: { si: 'මට දීමනාවක් භාර ගැනීමට සිදු වේද?', en: 'Do I have to accept an offer?' },
    a: {
      si: 'නැත. දීමනා සැසඳීමෙන් හෝ ආකෘති පත්‍රය පිරවීමෙන් ඔබ කිසිදු බැඳීමකට යටත් නොවේ. ණය දෙන ආයතනයකට අයදුම් කරන්නේද නැද්ද යන්න තීරණය කරන්නේ ඔබයි. ණයක් ඇති වන්නේ ඔබ එම ආයතනය සමඟ ගිවිසුමකට අත්සන් කළ පසුව පමණි.',
      en: 'No. Comparing offers or filling in the form puts you under no obligation. You decide whether to apply to a lender, and there is a loan only once you sign an agreement with that lender.',
    },
  },
];
