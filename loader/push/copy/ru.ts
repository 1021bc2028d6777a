// Russian prompt copy: message, Allow, Reject, close label, dialog title.
import type { Copy } from '../texts';

const copy: Copy = [
  'Разрешите уведомления, чтобы следить за статусом денежного перевода.',
  'Разрешить',
  'Отклонить',
  'Закрыть',
  'Уведомления',
];
export default copy;
