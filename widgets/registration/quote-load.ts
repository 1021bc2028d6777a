// The quote step is its own lazy chunk, code and words (like verify-load.ts): the widget's first
// download does not carry it (widgets size budget).
import type { Lang } from '../../common/lang';
import type { QuoteCopy } from './quote-copy-si';

import { QUOTE_COPY as COPY } from './quote-copy';

export interface LoadedQuoteStep {
  QuoteFirst: typeof import('./quote-first').QuoteFirst;
  QuoteStep: typeof import('./quote-step').QuoteStep;
  askQuotes: typeof import('./quote-api').askQuotes;
  copy: QuoteCopy;
}

/** The step, its call and its words; null when the chunk could not be downloaded (the form then goes on without quotes). */
export async function loadQuoteStep(lang: Lang): Promise<LoadedQuoteStep | null> {
  try {
    // the code in one chunk with the phone-code step (lazy-parts.ts says why)
    const [steps, { quoteCopy }] = await Promise.all([import('./lazy-parts'), (COPY[lang] ?? COPY.si)()]);
    return { QuoteFirst: steps.QuoteFirst, QuoteStep: steps.QuoteStep, askQuotes: steps.askQuotes, copy: quoteCopy };
  } catch {
    return null;
  }
}
