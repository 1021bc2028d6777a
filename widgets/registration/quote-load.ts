// The quote step is its own lazy chunk, code and words (like verify-load.ts): the widget's first
// download does not carry it (widgets size budget).
import type { Lang } from '../../common/lang';
import type { QuoteCopy } from './quote-copy-si';

const COPY: Record<Lang, () => Promise<{ quoteCopy: QuoteCopy }>> = {
  si: () => import('./quote-copy-si'),
  en: () => import('./quote-copy-en'),
  ta: () => import('./quote-copy-ta'),
};

export interface LoadedQuoteStep {
  QuoteStep: typeof import('./quote-step').QuoteStep;
  askQuotes: typeof import('./quote-api').askQuotes;
  copy: QuoteCopy;
}

/** The step, its call and its words; null when the chunk could not be downloaded (the form then goes on without quotes). */
export async function loadQuoteStep(lang: Lang): Promise<LoadedQuoteStep | null> {
  try {
    const [step, api, { quoteCopy }] = await Promise.all([import('./quote-step'), import('./quote-api'), (COPY[lang] ?? COPY.si)()]);
    return { QuoteStep: step.QuoteStep, askQuotes: api.askQuotes, copy: quoteCopy };
  } catch {
    return null;
  }
}
