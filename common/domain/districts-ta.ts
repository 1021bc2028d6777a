// The districts as they are written in Tamil (the names the Sri Lankan government's Tamil
// publications use), apart from districts.ts so that only a Tamil page downloads them.
import type { District } from './districts';

export const DISTRICT_NAMES_TA: Record<District, string> = {
  Ampara: 'அம்பாறை',
  Anuradhapura: 'அநுராதபுரம்',
  Badulla: 'பதுளை',
  Batticaloa: 'மட்டக்களப்பு',
  Colombo: 'கொழும்பு',
  Galle: 'காலி',
  Gampaha: 'கம்பஹா',
  Hambantota: 'அம்பாந்தோட்டை',
  Jaffna: 'யாழ்ப்பாணம்',
  Kalutara: 'களுத்துறை',
  Kandy: 'கண்டி',
  Kegalle: 'கேகாலை',
  Kilinochchi: 'கிளிநொச்சி',
  Kurunegala: 'குருநாகல்',
  Mannar: 'மன்னார்',
  Matale: 'மாத்தளை',
  Matara: 'மாத்தறை',
  Monaragala: 'மொனராகலை',
  Mullaitivu: 'முல்லைத்தீவு',
  'Nuwara Eliya': 'நுவரெலியா',
  Polonnaruwa: 'பொலன்னறுவை',
  Puttalam: 'புத்தளம்',
  Ratnapura: 'இரத்தினபுரி',
  Trincomalee: 'திருகோணமலை',
  Vavuniya: 'வவுனியா',
};
