// Bulgarian prompt copy: message, Allow, Reject, close label, dialog title. One register, the
// polite plural (Разрешете, Откажете, Затворете), as the message speaks to the visitor.
import type { Copy } from './copy';

const copy: Copy = ['Разрешете известията, за да следите статуса на паричния превод.', 'Разрешете', 'Откажете', 'Затворете', 'Известия'];
export default copy;
