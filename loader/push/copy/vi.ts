// Vietnamese prompt copy: message, Allow, Reject, close label, dialog title.
import type { Copy } from './copy';

const copy: Copy = ['Cho phép thông báo để theo dõi trạng thái chuyển tiền của bạn.', 'Cho phép', 'Từ chối', 'Đóng', 'Thông báo'];
export default copy;
