// The push constants the prompt chunk needs, apart from loader/constants.ts (which re-exports
// them): a lazy chunk that imports loader/constants.ts carries every constant the other chunks
// use, about 0.6 KB gzip of the prompt chunk's 4 KB.

/** The push prompt appears this long after it is requested. */
export const PROMPT_DELAY_MS = 1000;

/** The push token record's markers (docs/push.md), stored where a token would otherwise be. */
export const CONFIRMED_BY_USER = 'CONFIRMED BY USER';
export const CANCELLED_BY_USER = 'CANCELLED BY USER';

/** localStorage keys (docs/push.md). */
export const PUSH_TOKEN_KEY = 'push_token';
export const PUSH_UPDATED_KEY = 'push_token_updated';
/** Set once the visitor granted notification permission, whether or not a token came of it. */
export const PUSH_ACCEPTED_KEY = 'push_accepted';
/** localStorage: when (ms since epoch) the last Allow ended without a token (retry.ts). */
export const TOKEN_FAILED_AT_KEY = 'push_token_failed_at';

/** The push service worker, at the root of the page's own origin. */
export const SW_PATH = '/firebase-messaging-sw.js';

/** Console messages, kept exactly as partners' pages have always logged them. */
export const MSG_FIREBASE_UNSUPPORTED = 'Firebase not supported this browser';
export const MSG_PROMPT_TEXT_PROBLEM = 'problems with notification text prompt';
/** Push unset and the page's origin serves no worker (docs/push.md); here, not in index.ts, so the
 * push chunk does not export it for the tests' sake. A plain string, not a template of SW_PATH:
 * esbuild keeps a template in loader.js even where nothing uses it. */
export const MSG_NO_WORKER = 'naya: no push, this site serves no /firebase-messaging-sw.js (see nayaConfig.push)';
