// Tamil prompt copy for partner pages whose `nayaConfig.lang` is Tamil (never read from `<html lang>`): the
// spec's message in Sri Lankan Tamil, the buttons polite imperatives as the site's (site-ta.ts).
import type { Copy } from './copy';

const copy: Copy = ['பணப் பரிமாற்றத்தின் நிலையை அறிந்துகொள்ள அறிவிப்புகளை அனுமதியுங்கள்.', 'அனுமதிக்கவும்', 'நிராகரிக்கவும்', 'மூடவும்', 'அறிவிப்புகள்'];
export default copy;
