// What a Sinhala partner page loads for the widgets (partner.tsx), one lazy chunk: the copy, and our
// Sinhala font with the letters that tell whether the system has one (widgets/script-font.ts).
import file from '../fonts/naya-sinhala.woff2';
import type { ScriptFont } from '../script-font';

export { si as messages } from './si';
export const font: ScriptFont = ['Naya Sinhala', file, 'ක\u0DE0'];
