// Both languages at once, for the site (pre-rendered in si and en) and for tests.
import { registerMessages } from '../i18n';
import { en } from './en';
import { si } from './si';

registerMessages('si', si);
registerMessages('en', en);
