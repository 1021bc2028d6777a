// The site's content at build time: long-form copy from site/content/ (blog, FAQ, reviews,
// policies, page copy) and the offers configuration content/offers.json (lenders for
// /partners-list/ and the only URLs /transition/ may forward to). The privacy policy gets the
// controller and Data Protection Officer of this build (legal.ts).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as site from '../content/index';
import { parseOffers, type Offer } from '../../widgets/domain/offer';
import { fillPolicy, legalSettings } from './legal';

export type SiteContent = Omit<typeof site, 'articles'> & { articles: typeof site.articles; offers: Offer[] };

export function readOffers(root: string): Offer[] {
  const file = path.join(root, 'content/offers.json');
  if (!existsSync(file)) return [];
  const { offers, rejected } = parseOffers(JSON.parse(readFileSync(file, 'utf8')));
  if (rejected) console.warn(`site: ${rejected} offer(s) in content/offers.json are invalid and were left out`);
  return offers;
}

export async function readContent(root: string, env: NodeJS.ProcessEnv = process.env): Promise<SiteContent> {
  const articles = [...site.articles].sort((a, b) => b.date.localeCompare(a.date)); // newest first
  const legal = legalSettings(env);
  return {
    // Named one by one (not `...site`): tsc then says when content/index.ts gains a part this misses.
    faq: site.faq,
    reviews: site.reviews,
    termsVersions: site.termsVersions,
    cookiesPolicy: site.cookiesPolicy,
    home: site.home,
    partnerProgram: site.partnerProgram,
    transition: site.transition,
    offersPages: site.offersPages,
    landing: site.landing,
    about: site.about,
    articles,
    privacyPolicies: site.privacyPolicies.map((v) => fillPolicy(v, legal)),
    offers: readOffers(root),
  };
}
