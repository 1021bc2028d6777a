// Polish prompt copy: message, Allow, Reject, close label, dialog title.
import type { Copy } from '../texts';

const copy: Copy = ['Zezwól na powiadomienia, aby śledzić status przelewu pieniędzy.', 'Zezwól', 'Odrzuć', 'Zamknij', 'Powiadomienia'];
export default copy;
