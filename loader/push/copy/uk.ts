// Ukrainian prompt copy: message, Allow, Reject, close label, dialog title.
import type { Copy } from './copy';

const copy: Copy = ['Дозвольте сповіщення, щоб стежити за статусом грошового переказу.', 'Дозволити', 'Відхилити', 'Закрити', 'Сповіщення'];
export default copy;
