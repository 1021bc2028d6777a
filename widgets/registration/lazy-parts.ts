// The widgets' parts a visitor reaches only by acting, code only, as ONE lazy chunk: quotes first
// (the need, the quotes, the details), the phone-code step after the form, and the offers' comparison table. Lazy
// chunks that each share some of the widgets' code (Preact, identity, formats) would split that code
// into more small files the widgets' first download imports; one entry keeps it in a single shared
// file (widgets size budget). Their words stay in a chunk per language (quote-copy-*, verify-copy-*).
export { VerifyStep } from './verify-step';
export { QuoteFirst } from './quote-first';
export { QuoteStep } from './quote-step';
export { askQuotes } from './quote-api';
export { CompareTable } from '../offers/CompareTable';
