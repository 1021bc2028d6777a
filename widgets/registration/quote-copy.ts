// The quote step's words, a lazy chunk per language: a page downloads only its own language's.
import type { Lang } from '../../common/lang';
import type { QuoteCopy } from './quote-copy-si';

export const QUOTE_COPY: Record<Lang, () => Promise<{ quoteCopy: QuoteCopy }>> = {
  si: () => import('./quote-copy-si'),
  en: () => import('./quote-copy-en'),
  ta: () => import('./quote-copy-ta'),
};

/** The step's words in `lang`; null when their chunk could not be downloaded. */
export const loadQuoteCopy = (lang: Lang): Promise<QuoteCopy | null> =>
  (QUOTE_COPY[lang] ?? QUOTE_COPY.si)().then(
    (m) => m.quoteCopy,
    () => null,
  );
