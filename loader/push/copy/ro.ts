// Romanian prompt copy: message, Allow, Reject, close label, dialog title.
import type { Copy } from './copy';

const copy: Copy = ['Permite notificările pentru a urmări starea transferului de bani.', 'Permite', 'Respinge', 'Închide', 'Notificări'];
export default copy;
