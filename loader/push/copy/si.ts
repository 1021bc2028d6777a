// Sinhala prompt copy: message, Allow, Reject, close label, dialog title.
// ප්‍ර carries a zero-width joiner (rakaransaya): it must stay in the string.
import type { Copy } from './copy';

const copy: Copy = ['ඔබේ මුදල් පැවරුමේ තත්ත්වය දැන ගැනීමට දැනුම්දීම්වලට ඉඩ දෙන්න.', 'ඉඩ දෙන්න', 'ප්‍රතික්ෂේප කරන්න', 'වසන්න', 'දැනුම්දීම්'];
export default copy;
