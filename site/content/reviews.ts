import type { Review } from './types';

// SAMPLE CONTENT: these reviews were written for the demo site. They are not the words of real
// customers, every entry carries demo: true, and the site must label them as examples.
export const reviews: Review[] = [
  {
    name: 'Chamari W.',
    city: { si: 'කුරුණෑගල', en: 'Kurunegala' },
    rating: 5,
    date: '2026-09-14',
    demo: true,
    text: {
      si: 'එකම පිටුවක දීමනා තුනක් සසඳලා, එක් එක් එකේ ආපසු ගෙවිය යුතු මුළු මුදල බැලුවා. මම තෝරා ගත්තේ අඩුම මාසික පොලිය තිබුණ එක නෙවෙයි, මුළු මුදල අඩුම එක.',
      en: 'I compared three offers on one page and saw the total repayable for each. I chose the one with the lowest total, not the lowest monthly rate.',
    },
  },
  {
    name: 'Ruwan K.',
    city: { si: 'ගාල්ල', en: 'Galle' },
    rating: 4,
    date: '2026-08-22',
    demo: true,
    text: {
      si: 'ෆෝම් එක පුරවන්න ගියේ විනාඩි කිහිපයයි. පහුවදාම ණය දෙන ආයතනයෙන් කතා කරලා, ගෙනියන්න ඕන ලියකියවිලි මොනවද කියලා හරියටම කිව්වා.',
      en: 'The form took me a few minutes. The lender called the next day and told me exactly which documents to bring.',
    },
  },
  {
    name: 'Fathima R.',
    city: { si: 'මහනුවර', en: 'Kandy' },
    rating: 5,
    date: '2026-07-30',
    demo: true,
    text: {
      si: 'පැතලි පොලිය සහ හීනවන ශේෂ පොලිය ගැන ලිපිය කියෙව්වාම ඇස් ඇරුණා. අත්සන් කරන්න කලින් මම හීනවන ශේෂ අනුපාතය කීයද කියලා ආයතනයෙන් ඇහුවා.',
      en: 'The article on flat and reducing-balance rates opened my eyes. Before signing, I asked the lender for the reducing-balance rate.',
    },
  },
  {
    name: 'Tharshini S.',
    city: { si: 'යාපනය', en: 'Jaffna' },
    rating: 4,
    date: '2026-10-03',
    demo: true,
    text: {
      si: 'ඉංග්‍රීසියෙන් කියවන්නත් පැහැදිලියි, පහසුයි. අනුග්‍රහය ලත් දීමනාවලට වෙනම ලේබලයක් දාලා තිබුණ එක මට හරිම හොඳයි.',
      en: 'Clear and easy to use in English. I liked that the sponsored offers were clearly labelled.',
    },
  },
  {
    name: 'Kasun J.',
    city: { si: 'මීගමුව', en: 'Negombo' },
    rating: 5,
    date: '2026-10-19',
    demo: true,
    text: {
      si: 'කිසිම කෙනෙක් කලින් සල්ලි ගෙවන්න කිව්වේ නැහැ. සයිට් එකේ කියලා තිබුණ විදියටම මම ණය දෙන ආයතනයේ බලපත්‍රය මහ බැංකු වෙබ් අඩවියෙන් චෙක් කළා.',
      en: 'Nobody asked me to pay anything upfront. As the site suggested, I checked the lender’s licence on the Central Bank website.',
    },
  },
  {
    name: 'Dilani M.',
    city: { si: 'මාතර', en: 'Matara' },
    rating: 4,
    date: '2026-11-08',
    demo: true,
    text: {
      si: 'මගේ ණය මුදලට සහ කාලයට වාරිකය කීයද කියලා කලින්ම බලාගන්න පුළුවන් වුණ එක ප්‍රයෝජනවත්. අනුමැතියට වැඩ කරන දවස් තුනක් ගියා, මම හිතුවට වඩා ටිකක් වැඩියි.',
      en: 'It was useful to see the instalment for my amount and term up front. Approval took three working days, a little longer than I had hoped.',
    },
  },
];
