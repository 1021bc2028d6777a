// Long-form site content in Sinhala (default) and English. Plain data: no React, no DOM.
export * from './types.ts';
export { articles } from './blog.ts';
export { faq } from './faq.ts';
export { reviews } from './reviews.ts';
export { privacyPolicies, termsVersions, cookiesPolicy } from './policies.ts';
export { home, partnerProgram, transition, offersPages, landing, about } from './pages.ts';
export type {
  HomeContent,
  PartnerProgramContent,
  TransitionContent,
  OffersPageId,
  LandingPageId,
} from './pages.ts';
