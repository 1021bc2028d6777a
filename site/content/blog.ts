import { borrowResponsibly } from './blog/borrow-responsibly.ts';
import { documentsForAPersonalLoan } from './blog/documents-for-a-personal-loan.ts';
import { flatVsReducingInterest } from './blog/flat-vs-reducing-interest.ts';
import { interestRatesFeesAndApr } from './blog/interest-rates-fees-and-apr.ts';
import { spotUnlicensedLenders } from './blog/spot-unlicensed-lenders.ts';
import type { Article } from './types.ts';

/** Blog articles, newest first (the blog list and "latest posts" show them in this order). */
export const articles: Article[] = [
  borrowResponsibly,
  documentsForAPersonalLoan,
  spotUnlicensedLenders,
  interestRatesFeesAndApr,
  flatVsReducingInterest,
];
