import { borrowResponsibly } from './blog/borrow-responsibly';
import { documentsForAPersonalLoan } from './blog/documents-for-a-personal-loan';
import { flatVsReducingInterest } from './blog/flat-vs-reducing-interest';
import { interestRatesFeesAndApr } from './blog/interest-rates-fees-and-apr';
import { spotUnlicensedLenders } from './blog/spot-unlicensed-lenders';
import type { Article } from './types';

/** Blog articles, newest first (the blog list and "latest posts" show them in this order). */
export const articles: Article[] = [
  borrowResponsibly,
  documentsForAPersonalLoan,
  spotUnlicensedLenders,
  interestRatesFeesAndApr,
  flatVsReducingInterest,
];
