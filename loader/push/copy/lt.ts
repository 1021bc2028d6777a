// Lithuanian prompt copy: message, Allow, Reject, close label, dialog title.
import type { Copy } from './copy';

const copy: Copy = ['Leiskite pranešimus, kad galėtumėte stebėti pinigų pervedimo būseną.', 'Leisti', 'Atmesti', 'Uždaryti', 'Pranešimai'];
export default copy;
