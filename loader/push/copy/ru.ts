// Russian prompt copy: message, Allow, Reject, close label, dialog title.
import type { Copy } from './copy';

const copy: Copy = [
  'Разрешите уведомления, чтобы следить за статусом денежного перевода.',
  'Разрешить',
  'Отклонить',
  'Закрыть',
  'Уведомления',
];
export default copy;
