// The site's own timings, sizes and browser keys (docs/site.md). What the loader and the site
// share (the visitor and session cookies, the event queue) stays in loader/constants.ts and
// common/; these ship only in the site.

/** Language cookie lifetime; the cookie feature itself is off: the language lives in the URL. */
export const LANG_COOKIE = 'lang';
export const LANG_COOKIE_DAYS = 365;
export const LANG_COOKIE_ENABLED = false;

/** Cookie-consent record and its lifetime. */
export const CONSENT_COOKIE = 'cookie_consent';
export const CONSENT_COOKIE_DAYS = 365;

/** localStorage key of the browser fingerprint (computed only with analytics consent). */
export const FINGERPRINT_KEY = 'fingerprint';

/** A `#hash` link scrolls after the new page has rendered. */
export const HASH_SCROLL_DELAY_MS = 300;
/** Progress bar: updates at most this often, fills over this long, and shows at least this long. */
export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_DURATION_MS = 5000;
export const MIN_FETCH_DISPLAY_MS = 200;
/** A route chunk that has not loaded after this long fails; a failed chunk reloads the page at most once this often. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;

export const IMAGE_BREAKPOINTS = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536 } as const;
