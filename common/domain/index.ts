// The shared loan domain: the lead, its fields' rules and words, offers and their honest math.
// Imported by the widgets (browser, zod/mini) and by the server.
export * from './phone';
export * from './nic';
export * from './districts';
export * from './districts-si';
export * from './errors';
export * from './lead-schema';
export * from './lead-validate';
export * from './messages';
export * from './offer';
export { readOffer, readOffers } from './offer-feed';
export * from './loan-math';
export * from './money';
