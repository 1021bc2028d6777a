// The 25 administrative districts of Sri Lanka. The English name is what the lead stores
// (DESIGN.md lead table); the Sinhala name is what the form shows by default.

export const DISTRICTS = [
  'Ampara',
  'Anuradhapura',
  'Badulla',
  'Batticaloa',
  'Colombo',
  'Galle',
  'Gampaha',
  'Hambantota',
  'Jaffna',
  'Kalutara',
  'Kandy',
  'Kegalle',
  'Kilinochchi',
  'Kurunegala',
  'Mannar',
  'Matale',
  'Matara',
  'Monaragala',
  'Mullaitivu',
  'Nuwara Eliya',
  'Polonnaruwa',
  'Puttalam',
  'Ratnapura',
  'Trincomalee',
  'Vavuniya',
] as const;

export type District = (typeof DISTRICTS)[number];

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

export function isDistrict(value: unknown): value is District {
  return typeof value === 'string' && (DISTRICTS as readonly string[]).includes(value);
}
