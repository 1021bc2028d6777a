// Web push on the site's own pages (spec §1 "asks for web-push permission and registers the push
// token"): the same prompt chunk as partner pages, loaded after hydration, only in builds with
// Firebase settings. Partners keep the spec's per-country copy ("a money transfer"); our own
// visitors are asked about their loan request, in the page's language, title and close label
// included.
import type { PromptTexts } from '../../loader/push/texts';
import type { Lang } from '../routes';

/** The site's prompt, one entry per language (the Sinhala follows site/content/GLOSSARY-si.md). */
export const SITE_PROMPT: Record<Lang, PromptTexts> = {
  si: {
    message: 'ඔබේ ණය ඉල්ලීමේ තත්ත්වය දැන ගැනීමට දැනුම්දීම්වලට ඉඩ දෙන්න.',
    allow: 'ඉඩ දෙන්න',
    reject: 'ප්\u200dරතික්ෂේප කරන්න', // ප්‍ර: the zero-width joiner makes the rakaransaya
    close: 'වසන්න',
    title: 'දැනුම්දීම්',
    lang: 'si',
  },
  en: {
    message: 'Allow notifications to follow the status of your loan request.',
    allow: 'Allow',
    reject: 'Reject',
    close: 'Close',
    title: 'Notifications',
    lang: 'en',
  },
  ta: {
    message: 'உங்கள் கடன் கோரிக்கையின் நிலையை அறிய அறிவிப்புகளை அனுமதியுங்கள்.',
    allow: 'அனுமதி',
    reject: 'நிராகரி',
    close: 'மூடு',
    title: 'அறிவிப்புகள்',
    lang: 'ta',
  },
};

// Push off in this build (define false): the ternary folds away and with it the push chunk (an
// `if (!…) return` before an import() would still emit it).
const loadPush = __NAYA_PUSH__ ? () => import('../../loader/push') : null;

export function startSitePush(lang: Lang): void {
  if (!loadPush) return;
  const origin = location.origin;
  loadPush()
    .then((push) => push.startPush({ country: 10, eventsHost: origin, leadGenHost: origin, sortingHost: origin }, { texts: SITE_PROMPT[lang] }))
    .catch((error) => console.warn('naya: push', error));
}
