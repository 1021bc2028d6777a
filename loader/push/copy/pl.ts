// Polish prompt copy: message, Allow, Reject, close label, dialog title.
import type { Copy } from './copy';

const copy: Copy = ['Zezwól na powiadomienia, aby śledzić status przelewu.', 'Zezwól', 'Odrzuć', 'Zamknij', 'Powiadomienia'];
export default copy;
