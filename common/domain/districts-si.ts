// The districts as they are written in Sinhala, apart from districts.ts so that only a Sinhala
// page downloads them (the partner widgets' Sinhala copy imports this file alone).
import type { District } from './districts';

/** Names as the districts are written in Sinhala (Trincomalee's ත්‍ර keeps its ZWJ, U+200D). */
export const DISTRICT_NAMES_SI: Record<District, string> = {
  Ampara: 'අම්පාර',
  Anuradhapura: 'අනුරාධපුර',
  Badulla: 'බදුල්ල',
  Batticaloa: 'මඩකලපුව',
  Colombo: 'කොළඹ',
  Galle: 'ගාල්ල',
  Gampaha: 'ගම්පහ',
  Hambantota: 'හම්බන්තොට',
  Jaffna: 'යාපනය',
  Kalutara: 'කළුතර',
  Kandy: 'මහනුවර',
  Kegalle: 'කෑගල්ල',
  Kilinochchi: 'කිලිනොච්චිය',
  Kurunegala: 'කුරුණෑගල',
  Mannar: 'මන්නාරම',
  Matale: 'මාතලේ',
  Matara: 'මාතර',
  Monaragala: 'මොණරාගල',
  Mullaitivu: 'මුලතිව්',
  'Nuwara Eliya': 'නුවරඑළිය',
  Polonnaruwa: 'පොළොන්නරුව',
  Puttalam: 'පුත්තලම',
  Ratnapura: 'රත්නපුර',
  Trincomalee: 'ත්\u200Dරිකුණාමලය',
  Vavuniya: 'වවුනියාව',
};
