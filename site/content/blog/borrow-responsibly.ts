import { h2, ol, p, ul } from '../blocks';
import type { Article } from '../types';

// Figures checked by content.test.ts: LKR 100,000 reducing balance, 12 months at 3% vs 24 months
// at 2.5%; debt-service ratio (18,000 + instalment of 100,000 at 3.5% for 12) / 120,000.
export const borrowResponsibly: Article = {
  id: 'borrow-responsibly-debt-service-ratio',
  date: '2026-10-12',
  readingMinutes: 5,
  title: {
    si: 'වගකීමෙන් ණය ගන්න: ආපසු ගෙවිය යුතු මුළු මුදල සහ ණය සේවා අනුපාතය',
    en: 'Borrow responsibly: the total repayable and your debt-service ratio',
  },
  summary: {
    si: 'ඔබේ අයවැයට ගැළපෙන ණයක් යනු කුලිය, ආහාර හෝ පාසල් වියදම් මග නොහැර ආපසු ගෙවිය හැකි ණයකි. තීරණය ගැනීමට සරල අංක දෙකක් උපකාරී වේ: ආපසු ගෙවිය යුතු මුළු මුදල සහ ඔබේ ණය සේවා අනුපාතය.',
    en: 'A loan that fits your budget is one you can repay without missing rent, food or school costs. Two simple numbers help you decide: the total repayable and your debt-service ratio.',
  },
  body: {
    si: [
      p('වෛද්‍ය වියදමකට, ව්‍යාපාරික අවස්ථාවකට හෝ පවුලේ උත්සවයකට ණයක් උපකාරී විය හැකිය. එහෙත් වාරික නිසා එදිනෙදා අවශ්‍යතාවලට මුදල් මදි වන්නේ නම්, එම ණය බරක් බවට පත් වේ. දීමනාවක් තෝරා ගැනීමට පෙර අංක දෙකක් ගණනය කරන්න: ණයට මුළුමනින්ම වැය වන මුදල සහ ඔබේ ආදායමෙන් කොපමණ කොටසක් වාරික සඳහා යන්නේද යන්න.'),
      h2('දෙන තරම් නොව, අවශ්‍ය තරම් පමණක් ණය ගන්න'),
      p('ඔබ ඉල්ලූ මුදලට වඩා වැඩි මුදලක් ණය දෙන ආයතනය අනුමත කළ හැකිය. එහෙත් අමතර සෑම රුපියලකටම පොලී ගෙවිය යුතුය. එබැවින් ඔබට සැබවින්ම අවශ්‍ය මුදලෙන් සහ පහසුවෙන් ගෙවිය හැකි වාරිකයක් ඇති කෙටිම කාලයෙන් පටන් ගන්න.'),
      h2('ආපසු ගෙවිය යුතු මුළු මුදල සසඳන්න'),
      p('දිගු ණය කාලයක් මාසික වාරිකය අඩු කළත්, සාමාන්‍යයෙන් මුළු පිරිවැය වැඩි කරයි. හීනවන ශේෂය මත පොලිය ගණනය කරන රු. 100,000ක ණයක් ගනිමු:'),
      ul(
        'දීමනාව A: මාස 12, මසකට 3%. වාරිකය රු. 10,046, ආපසු ගෙවිය යුතු මුළු මුදල රු. 120,555.',
        'දීමනාව B: මාස 24, මසකට 2.5%. වාරිකය රු. 5,591, ආපසු ගෙවිය යුතු මුළු මුදල රු. 134,191.',
      ),
      p('B හි පොලී අනුපාතය අඩු වන අතර වාරිකය A හි වාරිකයෙන් අඩකට ආසන්නය. එහෙත් දෙගුණයක් කාලයක් පොලී ගෙවන නිසා, මුළු වශයෙන් රු. 13,600කට ආසන්න මුදලක් වැඩිපුර වැය වේ. A හි වාරිකය ඔබේ අයවැයට ඇත්තෙන්ම දරාගත නොහැකි නම් පමණක් B තෝරා ගන්න.'),
      h2('ඔබේ ණය සේවා අනුපාතය'),
      p('ඔබේ මාසික ආදායමෙන් කොපමණ කොටසක් ණය වාරික සඳහා යන්නේද යන්න ණය සේවා අනුපාතයෙන් (debt-service ratio) පෙන්වයි:'),
      p('ණය සේවා අනුපාතය = සියලු මාසික ණය වාරික ÷ මාසික ආදායම × 100'),
      p('උදාහරණයක් ලෙස, ඔබේ අතට ලැබෙන මාසික ආදායම රු. 120,000ක් යැයිද, ඔබ දැනටමත් වෙනත් ණයකට මසකට රු. 18,000ක් ගෙවන බවද සිතමු. රු. 10,348ක වාරිකයක් ඇති නව ණයක් ගත් විට ඔබේ මාසික වාරික රු. 28,348ක් වන අතර, එය ඔබේ ආදායමෙන් 23.6%කි.'),
      p('සැමට ගැළපෙන එකම සීමාවක් නැති අතර, සෑම ණය දෙන ආයතනයක්ම තමන්ගේම නීති රීති යොදයි. වැදගත් වන්නේ වාරික ගෙවූ පසු ඉතිරි වන මුදලයි: නිවාස කුලිය හෝ නිවාස වියදම්, ආහාර, ප්‍රවාහනය, දරුවන්ගේ අධ්‍යාපනය සහ හදිසි අවස්ථා සඳහා ඉතිරියක්. මේවාට ප්‍රමාණවත් මුදලක් ඉතිරි නොවේ නම්, අඩු මුදලක් ණයට ගන්න, නැතහොත් තවත් කලක් රැඳී සිටින්න.'),
      h2('වෙනස් විය හැකි දේ ගැනත් සිතන්න'),
      ul(
        'ඔබේ ආදායම අඩු විය හැකිද? උදාහරණයක් ලෙස කන්නයට අනුව කරන රැකියාවක්, නතර විය හැකි අතිකාල දීමනා හෝ ව්‍යාපාරයේ අඩු ආදායම් ඇති මාස.',
        'පොලී අනුපාතය විචල්‍ය නිසා වාරිකය ඉහළ යා හැකිද?',
        'යමක් වැරදුණොත් වාරික එකක් දෙකක් ගෙවීමට ප්‍රමාණවත් ඉතිරි කිරීම් ඔබ සතුව තිබේද?',
      ),
      h2('ඔබේ ණය වාර්තාව ආරක්ෂා කර ගන්න'),
      p('බලපත්‍රලාභී බැංකු සහ මුදල් සමාගම් ණය ගෙවීම් පිළිබඳ තොරතුරු ශ්‍රී ලංකා ණය තොරතුරු කාර්යාංශයට (CRIB) වාර්තා කරයි. නියමිත වේලාවට ගෙවීමෙන් හොඳ වාර්තාවක් ගොඩනැගේ. මග හැරුණු ගෙවීම් ඔබේ CRIB වාර්තාවේ සටහන් වන අතර, ඒ නිසා අනාගතයේ ණය ලබා ගැනීම අපහසු හෝ වඩා මිල අධික විය හැකිය. ඔබේම CRIB වාර්තාව ලබා ගෙන එය නිවැරදිදැයි පරීක්ෂා කිරීමටද ඔබට හැකිය.'),
      h2('ගෙවීමට අපහසු නම්'),
      ul(
        'වාරිකයක් මග හැරීමට පෙර ඔබේ ණය දෙන ආයතනය සමඟ කතා කරන්න. කලින්ම සම්බන්ධ වුවහොත් නව ගෙවීම් සැලැස්මකට එකඟ වීමට සමහර විට හැකි වේ.',
        'පරණ ණයක් ගෙවීමට පමණක් නව ණයක් ගැනීමෙන් වළකින්න. එයින් බොහෝ විට ගාස්තු සහ පොලිය වැඩි වී ප්‍රශ්නය තවත් උග්‍ර වේ.',
        'අය කිරීම්ද ඇතුළුව ඔබ තවමත් ගෙවිය යුතු මුදල පිළිබඳ ලිඛිත ප්‍රකාශයක් ඉල්ලා ගන්න.',
      ),
      h2('කෙටි පිරික්සුම් ලැයිස්තුවක්'),
      ol(
        'මා ණය ගන්නේ ඇයිද, මට කොපමණ මුදලක් අවශ්‍යද යන්න මම හරියටම දනිමි.',
        'මම වාරිකය පමණක් නොව, ආපසු ගෙවිය යුතු මුළු මුදලද සසඳා බැලුවෙමි.',
        'මගේ ණය සේවා අනුපාතය එදිනෙදා වියදම්වලට සහ හදිසි අවස්ථාවලට ඉඩ තබයි.',
        'ගාස්තු සහ ප්‍රමාද ගාස්තු ඇතුළුව මම ගිවිසුම කියෙව්වෙමි.',
        'ණය දෙන ආයතනය බලපත්‍රලාභී බවත්, එහි නම මහ බැංකු ලැයිස්තුවල ඇති බවත් මම පරීක්ෂා කළෙමි.',
      ),
    ],
    en: [
      p('A loan can help with a medical bill, a business opportunity or a family occasion. It can also become a burden if the instalments leave too little for everyday needs. Before you choose an offer, work out two numbers: what the loan will cost in total, and how much of your income will go on repayments.'),
      h2('Borrow what you need, not what you are offered'),
      p('A lender may approve more than you asked for, but every extra rupee costs interest. Start from the amount you really need, and the shortest term whose instalment you can pay comfortably.'),
      h2('Compare the total repayable'),
      p('A longer term lowers the monthly instalment but usually raises the total cost. Take a loan of LKR 100,000 with interest on the reducing balance:'),
      ul(
        'Offer A: 12 months at 3% a month. Instalment LKR 10,046; total repayable LKR 120,555.',
        'Offer B: 24 months at 2.5% a month. Instalment LKR 5,591; total repayable LKR 134,191.',
      ),
      p('Offer B has the lower rate and an instalment close to half of A’s, yet it costs about LKR 13,600 more in total, because you pay interest for twice as long. Choose B only if A’s instalment would truly stretch your budget.'),
      h2('Your debt-service ratio'),
      p('The debt-service ratio shows what share of your monthly income goes on loan repayments:'),
      p('Debt-service ratio = all monthly loan instalments ÷ monthly income × 100'),
      p('Say your take-home income is LKR 120,000 a month and you already pay LKR 18,000 a month on another loan. A new loan with an instalment of LKR 10,348 would bring your repayments to LKR 28,348 a month, which is 23.6% of your income.'),
      p('There is no single limit that suits everyone, and each lender applies its own rules. What matters is what is left after the instalments: rent or housing costs, food, transport, your children’s schooling and some savings for emergencies. If too little would be left for these, borrow less or wait a while.'),
      h2('Think about what could change'),
      ul(
        'Could your income fall, for example with seasonal work, overtime that stops, or slow months in a business?',
        'Is the rate variable, so that the instalment could rise?',
        'Do you have savings to cover one or two instalments if something goes wrong?',
      ),
      h2('Protect your credit record'),
      p('Licensed banks and finance companies report repayments to the Credit Information Bureau of Sri Lanka (CRIB). Paying on time builds a good record. Missed payments show on your CRIB report and can make future loans harder or more expensive to get. You can also obtain your own CRIB report and check that it is correct.'),
      h2('If you are struggling'),
      ul(
        'Talk to your lender before you miss a payment. If you contact them early, it is sometimes possible to agree a new repayment plan.',
        'Avoid taking a new loan only to pay an old one. It usually adds fees and interest and makes the problem bigger.',
        'Ask for a written statement of what you still owe, including any charges.',
      ),
      h2('A quick checklist'),
      ol(
        'I know exactly why I am borrowing and how much I need.',
        'I have compared the total repayable, not only the instalment.',
        'My debt-service ratio leaves room for everyday costs and emergencies.',
        'I have read the agreement, including the fees and late-payment charges.',
        'The lender is licensed, and I have checked its name on the Central Bank’s lists.',
      ),
    ],
  },
};
