import { h2, p, ul } from '../blocks';
import type { Article } from '../types';

export const documentsForAPersonalLoan: Article = {
  id: 'documents-for-a-personal-loan',
  date: '2026-09-07',
  readingMinutes: 4,
  title: {
    si: 'ශ්‍රී ලංකාවේ පුද්ගලික ණයක් සඳහා අවශ්‍ය ලියකියවිලි',
    en: 'Documents you need for a personal loan in Sri Lanka',
  },
  summary: {
    si: 'ජාතික හැඳුනුම්පත, ආදායම් සාක්ෂි, බැංකු ප්‍රකාශ සහ ලිපිනය තහවුරු කරන ලියවිල්ලක් සූදානම්ව තිබේ නම් අනුමැතිය ඉක්මන් වේ. වැටුප් ලබන්නන්ට සහ ස්වයං රැකියා කරන්නන්ට පිරික්සුම් ලැයිස්තුවක්.',
    en: 'Having your NIC, proof of income, bank statements and proof of address ready speeds up approval. A checklist for salaried and self-employed borrowers.',
  },
  body: {
    si: [
      p('ඔබ කවුද, ණය ආපසු ගෙවීමට ඔබට හැකියාව තිබේද සහ ඔබ පදිංචි කොහේද යන්න තහවුරු කර ගැනීමට ණය දෙන ආයතන ලියකියවිලි ඉල්ලා සිටී. ආයතනය අනුවත් ණය මුදල අනුවත් අවශ්‍යතා වෙනස් වුවද, බොහෝ විට ඉල්ලන ලියකියවිලි පහත ලැයිස්තුවේ ඇත. අයදුම් කිරීමට පෙර මේවා සූදානම් කර ගැනීමෙන් දින කිහිපයක් ඉතිරි කර ගත හැකිය.'),
      h2('සැමටම අවශ්‍ය දෑ'),
      ul(
        'ජාතික හැඳුනුම්පත: පැරණි කාඩ්පත (ඉලක්කම් නවයක් සහ V හෝ X අකුර) හෝ ඉලක්කම් 12ක නව කාඩ්පත. එය වලංගු බවත්, දෙපැත්තේම පිටපත පැහැදිලි බවත් තහවුරු කර ගන්න.',
        'ලිපිනය තහවුරු කිරීමට ඔබේ නමින් ඇති මෑත විදුලි හෝ ජල බිල්පතක්. බිල්පත් ඔබේ නමින් නැතිනම්, ඔබේ ප්‍රදේශයේ ග්‍රාම නිලධාරීගෙන් ලබා ගන්නා පදිංචි සහතිකය බොහෝ ආයතන පිළිගනී.',
        'ඔබේ නමින් ලියාපදිංචි ජංගම දුරකථන අංකයක්. ණය දෙන ආයතනය ඔබ හා සම්බන්ධ වන්නේ එමගිනි.',
        'ණය මුදල බැර කළ යුතු බැංකු ගිණුමේ විස්තර.',
      ),
      h2('ඔබ වැටුප් ලබන්නෙකු නම්'),
      ul(
        'පසුගිය මාස තුනේ වැටුප් පත්‍රිකා.',
        'ඔබේ තනතුර, සේවා කාලය සහ වැටුප තහවුරු කරන සේවා යෝජක ලිපියක්. සමහර ආයතන මේ සඳහා තමන්ගේම ආකෘති පත්‍රයක් ලබා දෙයි.',
        'වැටුප බැර වන බව පෙන්වන, පසුගිය මාස තුනේ සිට හය දක්වා කාලයේ බැංකු ප්‍රකාශ.',
      ),
      p('ඔබේ වැටුප එම බැංකුවේම ගිණුමකට කෙලින්ම බැර වේ නම්, ක්‍රියාවලිය බොහෝ විට වඩා සරලය.'),
      h2('ඔබ ස්වයං රැකියාවක හෝ ව්‍යාපාරයක නියැලෙන්නේ නම්'),
      ul(
        'ව්‍යාපාර ලියාපදිංචි සහතිකය: ප්‍රාදේශීය ලේකම් කාර්යාලයෙන්, නැතහොත් සමාගමක් නම් සමාගම් රෙජිස්ට්‍රාර්වරයාගෙන් නිකුත් කළ සහතිකය.',
        'ව්‍යාපාරයේ පසුගිය මාස හයක හෝ ඊට වැඩි කාලයක බැංකු ප්‍රකාශ.',
        'ආදායම පෙන්වන වෙනත් වාර්තා: විකුණුම් පොත්, ඉන්වොයිසි, ගිවිසුම්, හෝ ඔබ ආදායම් බදු ගොනු කරන්නේ නම් බදු වාර්තා.',
        'සමහර ණය සඳහා ඇපකරුවෙකුගේ හෝ ඇපකරයක විස්තර.',
      ),
      h2('ඔබ විශ්‍රාම වැටුප් ලබන්නෙකු නම්'),
      ul(
        'විශ්‍රාම වැටුප් පත්‍රිකාව හෝ විශ්‍රාම වැටුප් දෙපාර්තමේන්තුවේ ලිපියක්.',
        'විශ්‍රාම වැටුප බැර වන බව පෙන්වන බැංකු ප්‍රකාශ.',
      ),
      h2('අයදුම්පත ප්‍රමාද නොවීමට උපදෙස්'),
      ul(
        'සෑම ලියවිල්ලකම ඔබේ නම, ලිපිනය සහ ජාතික හැඳුනුම්පත් අංකය එක සමාන බව බලන්න. අක්ෂර වින්‍යාසයේ කුඩා වෙනසක් වුවද ක්‍රියාවලිය ප්‍රමාද කළ හැකිය.',
        'මෑත ලියකියවිලි භාවිත කරන්න. බොහෝ ආයතන පසුගිය මාස තුන ඇතුළත බිල්පත් සහ ප්‍රකාශ ඉල්ලයි.',
        'පැහැදිලි පිටපත් තබා ගන්න. මුල් පිටපත් පෙන්වන්න ආයතනය ඉල්ලා සිටින විට පමණි. ඔබේ මුල් ජාතික හැඳුනුම්පත කිසිවෙකුට භාර දෙන්න එපා.',
        'ලියකියවිලි යවන්න ආයතනයේ නිල ශාඛාව, වෙබ් අඩවිය හෝ ඇප් එක හරහා පමණි. කිසිවිටෙක පුද්ගලික චැට් ගිණුමකට යවන්න එපා.',
        'නැවත නැවත යාමට සිදු නොවන්නට, අයදුම් කිරීමට පෙර අවශ්‍ය ලියකියවිලි මොනවාදැයි විමසන්න.',
      ),
      h2('Naya ඔබෙන් ඉල්ලන්නේ කුමක්ද?'),
      p('ඔබට ගැළපෙන දීමනා සොයා දීමට Naya ආකෘති පත්‍රය ඉල්ලන්නේ ඔබේ නම, ජංගම දුරකථන අංකය, ජාතික හැඳුනුම්පත් අංකය, මාසික ආදායම, රැකියා වර්ගය, දිස්ත්‍රික්කය සහ ඔබට අවශ්‍ය ණය පිළිබඳ විස්තර පමණි. අපි ලියකියවිලි පිටපත් ඉල්ලන්නේ නැත. ඔබ තෝරා ගන්නා ණය දෙන ආයතනයට අයදුම් කරන විට, අවශ්‍ය ලියකියවිලි මොනවාදැයි එම ආයතනය ඔබට දන්වනු ඇත.'),
    ],
    en: [
      p('Lenders ask for documents to confirm who you are, that you can repay and where you live. Requirements differ from lender to lender and with the size of the loan, but the list below covers what is asked most often. Getting these ready before you apply can save you days.'),
      h2('What everyone needs'),
      ul(
        'National Identity Card (NIC): the old card (nine digits and the letter V or X) or the new 12-digit card. Make sure it is valid and that the copy of both sides is clear.',
        'Proof of address: a recent electricity or water bill in your name. If the bills are not in your name, many lenders accept a residence certificate from your Grama Niladhari.',
        'A mobile number registered in your name, because the lender will contact you on it.',
        'Details of the bank account the loan should be paid into.',
      ),
      h2('If you are salaried'),
      ul(
        'Your salary slips for the last three months.',
        'A letter from your employer confirming your post, length of service and salary. Some lenders give you their own form for this.',
        'Bank statements for the last three to six months showing your salary being credited.',
      ),
      p('If your salary is paid straight into an account at the same bank, the process is often simpler.'),
      h2('If you are self-employed or run a business'),
      ul(
        'Business registration certificate, issued by the Divisional Secretariat or, for a company, by the Registrar of Companies.',
        'Business bank statements for the last six months or longer.',
        'Other records that show your income: sales books, invoices, contracts, or tax returns if you file them.',
        'For some loans, details of a guarantor or of security.',
      ),
      h2('If you receive a pension'),
      ul(
        'Your pension slip or a letter from the Department of Pensions.',
        'Bank statements showing the pension being credited.',
      ),
      h2('Tips so that your application is not delayed'),
      ul(
        'Check that your name, address and NIC number are the same on every document. Even a small difference in spelling can slow things down.',
        'Use recent documents: many lenders want bills and statements from the last three months.',
        'Keep clear copies, and show originals only when the lender asks to see them. Never hand over your original NIC.',
        'Send documents only through the lender’s official branch, website or app, never to a private chat account.',
        'Ask which documents are needed before you apply, so you do not have to go back a second time.',
      ),
      h2('What Naya asks for'),
      p('To match you with suitable offers, the Naya form asks only for your name, mobile number, NIC number, monthly income, type of employment, district and the loan you need. We do not ask for copies of documents. When you apply to the lender you choose, it will tell you which documents it needs.'),
    ],
  },
};
