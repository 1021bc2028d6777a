import type { Review } from './types';

// SAMPLE CONTENT: these reviews were written for the demo site. They are not the words of real
// customers, every entry carries demo: true, and the site must label them as examples.
export const reviews: Review[] = [
  {
    name: 'Chamari W.',
    city: { si: 'කුරුණෑගල', en: 'Kurunegala', ta: 'குருநாகல்' },
    rating: 5,
    date: '2026-09-14',
    demo: true,
    text: {
      si: 'එකම පිටුවක දීමනා තුනක් සසඳලා, එක් එක් එකේ ආපසු ගෙවිය යුතු මුළු මුදල බැලුවා. මම තෝරා ගත්තේ අඩුම මාසික පොලිය තිබුණ එක නෙවෙයි, මුළු මුදල අඩුම එක.',
      en: 'I compared three offers on one page and saw the total repayable for each. I chose the one with the lowest total, not the lowest monthly rate.',
      ta: 'மூன்று சலுகைகளை ஒரே பக்கத்தில் ஒப்பிட்டு, ஒவ்வொன்றுக்கும் திருப்பிச் செலுத்த வேண்டிய மொத்தத் தொகையைப் பார்த்தேன். குறைந்த மாதாந்த வட்டி வீதத்தை அல்ல, குறைந்த மொத்தத் தொகையைக் கொண்டதையே தெரிவுசெய்தேன்.',
    },
  },
  {
    name: 'Ruwan K.',
    city: { si: 'ගාල්ල', en: 'Galle', ta: 'காலி' },
    rating: 4,
    date: '2026-08-22',
    demo: true,
    text: {
      si: 'ෆෝම් එක පුරවන්න ගියේ විනාඩි කිහිපයයි. පහුවදාම ණය දෙන ආයතනයෙන් කතා කරලා, ගෙනියන්න ඕන ලියකියවිලි මොනවද කියලා හරියටම කිව්වා.',
      en: 'The form took me a few minutes. The lender called the next day and told me exactly which documents to bring.',
      ta: 'படிவத்தை நிரப்ப எனக்குச் சில நிமிடங்களே ஆயின. மறுநாள் கடன் வழங்கும் நிறுவனம் அழைத்து, எந்த ஆவணங்களைக் கொண்டுவர வேண்டும் என்று சரியாகச் சொன்னது.',
    },
  },
  {
    name: 'Fathima R.',
    city: { si: 'මහනුවර', en: 'Kandy', ta: 'கண்டி' },
    rating: 5,
    date: '2026-07-30',
    demo: true,
    text: {
      si: 'පැතලි පොලිය සහ හීනවන ශේෂ පොලිය ගැන ලිපිය කියෙව්වාම ඇස් ඇරුණා. අත්සන් කරන්න කලින් මම හීනවන ශේෂ අනුපාතය කීයද කියලා ආයතනයෙන් ඇහුවා.',
      en: 'The article on flat and reducing-balance rates opened my eyes. Before signing, I asked the lender for the reducing-balance rate.',
      ta: 'தட்டையான வீதம், குறைந்துசெல்லும் நிலுவை வீதம் பற்றிய கட்டுரை என் கண்களைத் திறந்தது. கையொப்பமிடுவதற்கு முன், குறைந்துசெல்லும் நிலுவை அடிப்படையிலான வீதத்தைக் கடன் வழங்கும் நிறுவனத்திடம் கேட்டேன்.',
    },
  },
  {
    name: 'Tharshini S.',
    city: { si: 'යාපනය', en: 'Jaffna', ta: 'யாழ்ப்பாணம்' },
    rating: 4,
    date: '2026-10-03',
    demo: true,
    text: {
      si: 'ඉංග්‍රීසියෙන් කියවන්නත් පැහැදිලියි, පහසුයි. අනුග්‍රහය ලත් දීමනාවලට වෙනම ලේබලයක් දාලා තිබුණ එක මට හරිම හොඳයි.',
      en: 'Clear and easy to use in English. I liked that the sponsored offers were clearly labelled.',
      ta: 'ஆங்கிலத்தில் தெளிவாகவும் இலகுவாகவும் பயன்படுத்த முடிந்தது. அனுசரணை பெற்ற சலுகைகள் தெளிவாகக் குறிக்கப்பட்டிருந்தது எனக்குப் பிடித்தது.',
    },
  },
  {
    name: 'Kasun J.',
    city: { si: 'මීගමුව', en: 'Negombo', ta: 'நீர்கொழும்பு' },
    rating: 5,
    date: '2026-10-19',
    demo: true,
    text: {
      si: 'කිසිම කෙනෙක් කලින් සල්ලි ගෙවන්න කිව්වේ නැහැ. සයිට් එකේ කියලා තිබුණ විදියටම මම ණය දෙන ආයතනයේ බලපත්‍රය මහ බැංකු වෙබ් අඩවියෙන් චෙක් කළා.',
      en: 'Nobody asked me to pay anything upfront. As the site suggested, I checked the lender’s licence on the Central Bank website.',
      ta: 'முற்பணமாக எதையும் செலுத்துமாறு யாரும் கேட்கவில்லை. தளம் பரிந்துரைத்தபடி, கடன் வழங்கும் நிறுவனத்தின் உரிமத்தை மத்திய வங்கியின் இணையத்தளத்தில் சரிபார்த்தேன்.',
    },
  },
  {
    name: 'Dilani M.',
    city: { si: 'මාතර', en: 'Matara', ta: 'மாத்தறை' },
    rating: 4,
    date: '2026-11-08',
    demo: true,
    text: {
      si: 'මගේ ණය මුදලට සහ කාලයට වාරිකය කීයද කියලා කලින්ම බලාගන්න පුළුවන් වුණ එක ප්‍රයෝජනවත්. අනුමැතියට වැඩ කරන දවස් තුනක් ගියා, මම හිතුවට වඩා ටිකක් වැඩියි.',
      en: 'It was useful to see the instalment for my amount and term up front. Approval took three working days, a little longer than I had hoped.',
      ta: 'எனது தொகைக்கும் காலத்துக்குமான தவணையை முன்கூட்டியே பார்க்க முடிந்தது பயனுள்ளதாக இருந்தது. அங்கீகாரத்துக்கு மூன்று வேலை நாட்கள் எடுத்தன; நான் எதிர்பார்த்ததைவிடச் சற்று அதிகம்.',
    },
  },
];
