// What follows a registration is its own lazy chunk, code and words: the phone-code step, and the
// words of the screen after the form (RegistrationDone). A partner page downloads them after a
// registration, never before (widgets size budget).
import type { Lang } from '../../common/lang';
import type { VerifyCopy } from './verify-copy-si';

const COPY: Record<Lang, () => Promise<{ verifyCopy: VerifyCopy }>> = {
  si: () => import('./verify-copy-si'),
  en: () => import('./verify-copy-en'),
  ta: () => import('./verify-copy-ta'),
};

/** The words after the form, and the code step when the server asks for one. */
export async function loadAfterLead(lang: Lang, withStep: boolean): Promise<LoadedAfterLead> {
  const [step, { verifyCopy }] = await Promise.all([withStep ? import('./lazy-parts') : null, (COPY[lang] ?? COPY.si)()]);
  return { VerifyStep: step?.VerifyStep ?? null, copy: verifyCopy };
}

export interface LoadedAfterLead {
  VerifyStep: typeof import('./verify-step').VerifyStep | null;
  /** null only when the chunk could not be downloaded. */
  copy: VerifyCopy | null;
}
