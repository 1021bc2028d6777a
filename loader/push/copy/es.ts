// Spanish prompt copy: message, Allow, Reject, close label, dialog title.
import type { Copy } from './copy';

const copy: Copy = [
  'Permite las notificaciones para seguir el estado de tu transferencia de dinero.',
  'Permitir',
  'Rechazar',
  'Cerrar',
  'Notificaciones',
];
export default copy;
