// Long-form site content in Sinhala (default) and English. Plain data: no React, no DOM.
export * from './types';
export { articles } from './blog';
export { faq } from './faq';
export { reviews } from './reviews';
export { privacyPolicies, termsVersions, cookiesPolicy } from './policies';
export { home, partnerProgram, transition, offersPages, landing, about } from './pages';
export type { HomeContent, PartnerProgramContent, TransitionContent, OffersPageId, LandingPageId } from './pages';
