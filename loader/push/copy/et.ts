// Estonian prompt copy: message, Allow, Reject, close label, dialog title.
import type { Copy } from './copy';

const copy: Copy = ['Luba teavitused, et jälgida rahaülekande olekut.', 'Luba', 'Keeldu', 'Sulge', 'Teavitused'];
export default copy;
