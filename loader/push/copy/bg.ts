// Bulgarian prompt copy: message, Allow, Reject, close label, dialog title.
import type { Copy } from '../texts';

const copy: Copy = ['Разрешете известията, за да следите статуса на паричния превод.', 'Разреши', 'Откажи', 'Затвори', 'Известия'];
export default copy;
