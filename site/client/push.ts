// Web push on the site's own pages (spec §1 "asks for web-push permission and registers the push
// token"): the same prompt chunk as partner pages, loaded after hydration, only in builds with
// Firebase settings. The site is Sri Lanka's (country 10, Sinhala copy); English pages give the
// English copy as the page's texts.
import type { Lang } from '../routes';

// Push off in this build (define false): the ternary folds away and with it the push chunks (an
// `if (!…) return` before an import() would still emit them).
const loadPush = __NAYA_PUSH__ ? () => Promise.all([import('../../loader/push'), import('../../loader/push/texts')]) : null;

export function startSitePush(lang: Lang): void {
  if (!loadPush) return;
  const origin = location.origin;
  loadPush()
    .then(([push, { ENGLISH }]) => {
      const english = lang === 'en' ? { customText: ENGLISH[0], customAcceptText: ENGLISH[1], customDeclineText: ENGLISH[2] } : {};
      push.startPush({ country: 10, eventsHost: origin, leadGenHost: origin, sortingHost: origin, ...english });
    })
    .catch((error) => console.warn('naya: push', error));
}
