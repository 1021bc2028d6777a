import { h2, h3, ol, p, ul } from '../blocks';
import type { Article } from '../types';

// Every figure below is checked by content.test.ts against the annuity formula:
// LKR 100,000, 12 months; 2% flat a month vs 2% and 3.5% a month on the reducing balance.
export const flatVsReducingInterest: Article = {
  id: 'flat-vs-reducing-interest',
  date: '2026-06-15',
  readingMinutes: 5,
  title: {
    si: 'පැතලි පොලියද, හීනවන ශේෂ පොලියද? ණයක සැබෑ පිරිවැය ගණනය කරමු',
    en: 'Flat rate or reducing balance? Work out what a loan really costs',
  },
  summary: {
    si: '“2%” ලෙස සඳහන් ණය දෙකක් වුවත්, ඔබ ගෙවන මුදල බොහෝ සෙයින් වෙනස් විය හැකිය. රු. 100,000ක් මාස 12කට ගන්නා උදාහරණයකින් එයට හේතුව සහ දීමනා සාධාරණව සසඳන ආකාරය පැහැදිලි කරමු.',
    en: 'Two loans can both say “2%” and still cost very different amounts. A worked example with LKR 100,000 over 12 months shows why, and how to compare offers fairly.',
  },
  body: {
    si: [
      p('ශ්‍රී ලංකාවේ ණය දෙන බොහෝ ආයතන පොලිය දක්වන්නේ මසකට ප්‍රතිශතයක් ලෙසය. ඉන් බොහොමයක් පැතලි පොලී අනුපාත (flat rate) වේ. එකම ණයකට පැතලි අනුපාතය හීනවන ශේෂ අනුපාතයට (reducing balance) වඩා අඩුවෙන් පෙනෙන නිසා, “2%” යැයි කියන දීමනා දෙකකින් ඔබට වැය වන මුදල එකිනෙකට බෙහෙවින් වෙනස් විය හැකිය. ක්‍රම දෙක ක්‍රියා කරන ආකාරය, ගණනය කළ අගයන් සමඟම, පහතින් දැක්වේ.'),
      h2('පැතලි පොලිය ක්‍රියා කරන්නේ කෙසේද?'),
      p('පැතලි පොලී ක්‍රමයේදී, ඔබ සෑම මසකම ණයෙන් කොටසක් ආපසු ගෙවුවද, පොලිය ගණනය කරන්නේ ඔබ මුලින් ගත් මුළු ණය මුදලටමය. එබැවින් මාසික පොලිය කිසි විටෙකත් අඩු නොවේ.'),
      p('උදාහරණයක් ලෙස, ඔබ රු. 100,000ක් මාස 12කට, මසකට 2% පැතලි පොලියට ගන්නා බව සිතමු.'),
      ul(
        'මාසික පොලිය: රු. 100,000න් 2% = රු. 2,000',
        'මාස 12ක පොලිය: රු. 2,000 × 12 = රු. 24,000',
        'ආපසු ගෙවිය යුතු මුළු මුදල: රු. 124,000',
        'මාසික වාරිකය: රු. 124,000 ÷ 12 = රු. 10,333 (ආසන්න වශයෙන්)',
      ),
      h2('හීනවන ශේෂ පොලිය ක්‍රියා කරන්නේ කෙසේද?'),
      p('හීනවන ශේෂ ක්‍රමයේදී පොලිය අය කරන්නේ ඔබ තවමත් ගෙවිය යුතු ශේෂයට පමණි. සෑම වාරිකයකින්ම එම මාසයේ පොලියත්, ණය මුදලින් කොටසකුත් ගෙවෙන නිසා ශේෂය අඩු වන විට පොලියද අඩු වේ. බැංකු සාමාන්‍යයෙන් පොලිය දක්වන්නේ මේ ආකාරයටය. වාරිකය ගණනය කරන්නේ සම්මත ණය වාරික (annuity) සූත්‍රයෙනි.'),
      p('එම රු. 100,000ම මාස 12කට, හීනවන ශේෂය මත මසකට 2%කට ගත්තොත්:'),
      ul('මාසික වාරිකය: රු. 9,456', 'ආපසු ගෙවිය යුතු මුළු මුදල: රු. 113,472', 'මුළු පොලිය: රු. 13,472'),
      p('දෙකම “මසකට 2%” ලෙස හැඳින්වුවද, පැතලි පොලී ණයට වඩා රු. 10,500කට ආසන්න මුදලක් මෙහිදී පොලියෙන් අඩුවෙන් ගෙවේ.'),
      h2('පැතලි පොලියේ සැබෑ වටිනාකම'),
      p('සාධාරණව සැසඳීමට නම්, එකම වාරිකය ලබා දෙන හීනවන ශේෂ අනුපාතයට පැතලි අනුපාතය පරිවර්තනය කළ යුතුය. අපේ පැතලි පොලී ණයට (මාස 12කට රු. 10,333 වාරිකය) ගැළපෙන අනුපාතය මසකට 3.48%ක් පමණ වේ. එනම් ආසන්න වශයෙන් 3.5%කි.'),
      p('අනෙක් පැත්තෙන් පරීක්ෂා කර බලමු: රු. 100,000ක් මාස 12කට, හීනවන ශේෂය මත මසකට 3.5%කට ගත් විට මාසික වාරිකය රු. 10,348ක් වන අතර ආපසු ගෙවිය යුතු මුළු මුදල රු. 124,181කි. එය 2% පැතලි ණයේ පිරිවැයට බොහෝ දුරට සමානය.'),
      p('වාර්ෂිකව ගත් කල, මසකට 2% පැතලි පොලිය (වසරකට 24% පැතලි) හීනවන ශේෂය මත වසරකට 41.7%ක් පමණ වේ. මාසික සංයුක්ත පොලියද ගණන් ගත් විට එය 50.7%ක් පමණ වේ. මේ මාස 12ක උදාහරණයේදී සැබෑ අනුපාතය පැතලි අනුපාතය මෙන් 1.74 ගුණයක් පමණ වේ.'),
      h3('මාසයෙන් මාසයට පොලිය වෙනස් වන ආකාරය'),
      p('3.5% හීනවන ශේෂ ණයේ පළමු වාරිකයේ පොලිය රු. 3,500කි. ඒ ඔබ තවමත් මුළු රු. 100,000ම ගෙවිය යුතු නිසාය. දොළොස්වන මාසය වන විට ගෙවිය යුතු ශේෂය රු. 10,000ටත් අඩු බැවින් පොලිය රු. 350ක් පමණ පමණි. පැතලි පොලී ණයක නම්, ඉතිරිව ඇත්තේ රුපියල් දහස් කිහිපයක් වුවද අවසාන මාසයේත් පොලිය රු. 2,000ක්ම වේ.'),
      h2('දීමනා සසඳන්නේ කෙසේද?'),
      ol(
        'පොලිය පැතලිද, හීනවන ශේෂය මතද යන්න ණය දෙන ආයතනයෙන් අසන්න. ගිවිසුමේ එය සඳහන් නොවේ නම්, ලිඛිතව ඉල්ලා සිටින්න.',
        'එකම ණය මුදලක් සහ එකම ණය කාලයක් සඳහා දීමනා සසඳන්න.',
        'මාසික අනුපාතය පමණක් නොව, සියලු ගාස්තු ඇතුළු ආපසු ගෙවිය යුතු මුළු මුදල සසඳන්න.',
        'ණය කලින් පියවීමට අදහස් කරන්නේ නම්, එසේ කළ විට පොලිය ගණනය කරන ආකාරය සහ කලින් පියවීමේ ගාස්තුවක් තිබේද යන්න විමසන්න. පැතලි පොලී ණයක් කලින් පියවීමෙන් ඔබ බලාපොරොත්තු වන තරම් මුදලක් ඉතිරි නොවිය හැකිය.',
      ),
      p('Naya හි සෑම දීමනාවක් සමඟම, ඔබ තෝරන ණය මුදලට සහ කාලයට අදාළ මාසික වාරිකය සහ ආපසු ගෙවිය යුතු මුළු මුදල පෙන්වන නිසා, දීමනා එකම පදනමකින් සැසඳිය හැකිය. කෙසේ වෙතත් අවසාන වචනය ණය දෙන ආයතනයේ ගිවිසුමයි. අත්සන් කිරීමට පෙර එය හොඳින් කියවන්න.'),
    ],
    en: [
      p('Many lenders in Sri Lanka quote interest as a percentage a month, and many of those rates are flat rates. A flat rate looks smaller than a reducing-balance rate for the same loan, so two offers that both say “2%” can cost you very different amounts. Here is how the two methods work, with the numbers worked out.'),
      h2('How a flat rate works'),
      p('With a flat rate, interest is charged every month on the full amount you borrowed, even though you repay part of the loan each month. The monthly interest never goes down.'),
      p('Say you borrow LKR 100,000 for 12 months at 2% a month, flat.'),
      ul(
        'Interest each month: 2% of LKR 100,000 = LKR 2,000',
        'Interest for 12 months: LKR 2,000 × 12 = LKR 24,000',
        'Total repayable: LKR 124,000',
        'Monthly instalment: LKR 124,000 ÷ 12 = LKR 10,333 (rounded)',
      ),
      h2('How a reducing-balance rate works'),
      p('With a reducing-balance rate, interest is charged only on the amount you still owe. Each instalment pays that month’s interest and a part of the loan, so the balance falls and the interest falls with it. Banks usually quote rates this way, and the instalment comes from the standard loan (annuity) formula.'),
      p('The same LKR 100,000 for 12 months at 2% a month on the reducing balance gives:'),
      ul('Monthly instalment: LKR 9,456', 'Total repayable: LKR 113,472', 'Total interest: LKR 13,472'),
      p('That is about LKR 10,500 less interest than the flat-rate loan, although both were described as “2% a month”.'),
      h2('What the flat rate is really worth'),
      p('To compare fairly, turn the flat rate into the reducing-balance rate that gives the same instalment. For our flat-rate loan (an instalment of LKR 10,333 for 12 months), that rate is about 3.48% a month, roughly 3.5%.'),
      p('Check it the other way round: LKR 100,000 for 12 months at 3.5% a month on the reducing balance gives an instalment of LKR 10,348 and a total repayable of LKR 124,181, almost exactly what the 2% flat loan costs.'),
      p('In yearly terms, 2% a month flat (24% a year flat) equals about 41.7% a year on the reducing balance, and about 50.7% once monthly compounding is counted. In this 12-month example the true rate is about 1.74 times the flat rate.'),
      h3('How the interest changes month by month'),
      p('On the reducing-balance loan at 3.5%, the first instalment includes LKR 3,500 of interest, because you still owe the whole LKR 100,000. By the twelfth month you owe less than LKR 10,000, so the interest is only about LKR 350. On a flat-rate loan the interest is still LKR 2,000 in the last month, even when only a few thousand rupees remain.'),
      h2('How to compare offers'),
      ol(
        'Ask the lender whether the rate is flat or on the reducing balance. If the agreement does not say, ask for it in writing.',
        'Compare offers for the same amount and the same term.',
        'Compare the total repayable, including every fee, not only the monthly rate.',
        'If you may settle early, ask how interest is worked out then and whether there is an early settlement fee. Settling a flat-rate loan early may save less than you expect.',
      ),
      p('On Naya every offer shows the monthly instalment and the total repayable for the amount and term you choose, so you can compare offers on the same basis. The lender’s own agreement is always the final word: read it carefully before you sign.'),
    ],
  },
};
