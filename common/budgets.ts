// The one table of performance budgets. `npm run bench` prints every
// row against it; the size rows are also checked by scripts/sizes.test.ts in `npm test`, and the
// widgets row by tests/browser/partner-widgets.test.ts, so no change can break one and pass CI.

const KB = 1024;

export const SIZE_BUDGETS = {
  /** loader.js as partners get it: built with the Firebase settings (push on). */
  loader: { what: 'loader.js, gzip, built with the Firebase settings', bytes: 3.5 * KB },
  /** The push prompt chunk and what it imports statically; Firebase itself loads after Allow. */
  push: { what: 'push prompt chunk without Firebase, gzip', bytes: 4 * KB },
  /** Everything a partner page downloads for both widgets in one language. */
  widgets: { what: 'widgets (both, one language) downloaded by a partner page, gzip', bytes: 25 * KB },
  /** Our Sinhala or Tamil subset font (widgets/script-font.ts), which a partner page downloads only
   * when its system has no font for the script: the larger of the two, woff2 as served. */
  partnerFont: { what: "a script's web font on a partner page, woff2 (the larger of Sinhala and Tamil)", bytes: 20 * KB },
  /** JavaScript a first visit to `/` downloads before it is interactive. */
  siteFirstLoad: { what: 'site first-load JS on /, gzip', bytes: 90 * KB },
  /** The console's sign-in page (React and the shell; every screen is a lazy chunk): checked by
   * tests/browser/console.test.ts. */
  consoleSignIn: { what: 'console sign-in page JS, gzip', bytes: 75 * KB },
  /** The web-vitals library a partner page fetches after its load event (widgets/vitals.ts):
   * analytics, not the widgets, measured apart by tests/browser/partner-widgets.test.ts. */
  partnerVitals: { what: 'web vitals chunk a partner page fetches after load, gzip', bytes: 3 * KB },
} as const;

export type SizeBudget = keyof typeof SIZE_BUDGETS;

export const BUILD_MS_BUDGET = 5000;
/** `POST /api/event` req/s as a share of a bare node:http server's in the same run. */
export const INGEST_SHARE_GOAL = 0.5;
/** Lighthouse 12 mobile, median of three runs per page. */
export const LIGHTHOUSE_GOALS = { performance: 95, accessibility: 100 } as const;
export const LIGHTHOUSE_PAGES = ['/', '/offers/', '/reg/', '/landing/offers/', '/en/', '/ta/', '/ta/offers/', '/my/'] as const;

/** Firebase web settings of realistic length: what the size rows are measured with. */
export const REALISTIC_FIREBASE_ENV = {
  FIREBASE_API_KEY: 'AIzaSyB3xQ7nV0mK2pL9rT4wE6yU1iO8aS5dF0g',
  FIREBASE_PROJECT_ID: 'naya-lk-production',
  FIREBASE_MESSAGING_SENDER_ID: '123456789012',
  FIREBASE_APP_ID: '1:123456789012:web:0a1b2c3d4e5f6a7b8c9d0e',
  FIREBASE_VAPID_KEY: 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U',
} as const;
