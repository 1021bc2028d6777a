// The site's content at build time: long-form copy from site/content/ (blog, FAQ, reviews,
// policies, page copy) and the offers configuration content/offers.json (lenders for
// /partners-list/ and the only URLs /transition/ may forward to).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as site from '../content/index';
import { parseOffers, type Offer } from '../../widgets/domain/offer';

export type SiteContent = Omit<typeof site, 'articles'> & { articles: typeof site.articles; offers: Offer[] };

export function readOffers(root: string): Offer[] {
  const file = path.join(root, 'content/offers.json');
  if (!existsSync(file)) return [];
  const { offers, rejected } = parseOffers(JSON.parse(readFileSync(file, 'utf8')));
  if (rejected) console.warn(`site: ${rejected} offer(s) in content/offers.json are invalid and were left out`);
  return offers;
}

export async function readContent(root: string): Promise<SiteContent> {
  const articles = [...site.articles].sort((a, b) => b.date.localeCompare(a.date)); // newest first
  return { ...site, articles, offers: readOffers(root) };
}
