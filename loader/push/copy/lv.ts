// Latvian prompt copy: message, Allow, Reject, close label, dialog title.
import type { Copy } from './copy';

const copy: Copy = [
  'Atļaujiet paziņojumus, lai sekotu līdzi naudas pārskaitījuma statusam.',
  'Atļaut',
  'Noraidīt',
  'Aizvērt',
  'Paziņojumi',
];
export default copy;
