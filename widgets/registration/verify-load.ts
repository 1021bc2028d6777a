// The phone-code step is its own lazy chunk, code and words: it is needed only once a lead exists,
// so a partner page downloads it after a registration, never before (widgets size budget).
import type { Lang } from '../../common/lang';
import type { VerifyCopy } from './verify-copy-si';

const COPY: Record<Lang, () => Promise<{ verifyCopy: VerifyCopy }>> = {
  si: () => import('./verify-copy-si'),
  en: () => import('./verify-copy-en'),
  ta: () => import('./verify-copy-ta'),
};

export async function loadVerifyStep(lang: Lang) {
  const [{ VerifyStep }, { verifyCopy }] = await Promise.all([import('./verify-step'), (COPY[lang] ?? COPY.si)()]);
  return { VerifyStep, copy: verifyCopy };
}

export type LoadedVerifyStep = Awaited<ReturnType<typeof loadVerifyStep>>;
