// Every language at once, for the build-time renderer (pre-renders every language) and for tests.
import { registerMessages } from '../i18n';
import { en } from './en';
import { si } from './si';
import { ta } from './ta';

registerMessages('si', si);
registerMessages('en', en);
registerMessages('ta', ta);
