// What a Tamil partner page loads for the widgets (partner.tsx), one lazy chunk: the copy, and our
// Tamil font with the letters that tell whether the system has one (widgets/script-font.ts).
import file from '../fonts/naya-tamil.woff2';
import type { ScriptFont } from '../script-font';

export { ta as messages } from './ta';
export const font: ScriptFont = ['Naya Tamil', file, 'க\u0B80'];
