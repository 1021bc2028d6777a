// Web push on the site's own pages (docs/push.md: ask for permission, register the push token): the same prompt chunk as partner pages, loaded after hydration, only in builds with
// Firebase settings. Partners keep the spec's per-country copy ("a money transfer"); our own
// visitors are asked about their loan request, in the page's language, title and close label
// included.
import type { PromptTexts } from '../../loader/push/texts';
import type { Lang } from '../routes';

/** The site's prompt, one chunk per language (loader/push/copy/site-*.ts): a page downloads only
 * its own language's words. */
export const SITE_PROMPT: Record<Lang, () => Promise<PromptTexts>> = {
  si: () => import('../../loader/push/copy/site-si').then((m) => m.default),
  en: () => import('../../loader/push/copy/site-en').then((m) => m.default),
  ta: () => import('../../loader/push/copy/site-ta').then((m) => m.default),
};

// Push off in this build (define false): the ternary folds away and with it the push chunk (an
// `if (!…) return` before an import() would still emit it).
const loadPush = __NAYA_PUSH__ ? (lang: Lang) => Promise.all([import('../../loader/push'), SITE_PROMPT[lang]()]) : null;

export function startSitePush(lang: Lang): void {
  if (!loadPush) return;
  const origin = location.origin;
  loadPush(lang)
    .then(([push, texts]) => push.startPush({ country: 10, eventsHost: origin, leadGenHost: origin, sortingHost: origin }, { texts }))
    .catch((error) => console.warn('naya: push', error));
}
