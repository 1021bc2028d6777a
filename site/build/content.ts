// Reads the site's content (site/content/, written by the content engineer) and the offers
// configuration (content/offers.json) at build time. A content file that is not there yet yields
// empty content, so the build never breaks on work in progress.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Article, FaqItem, Localized, PolicyVersion, Review, StaticPolicy } from '../content/types';
import type { HomeContent, PartnerProgramContent } from '../content/pages';
import { parseOffers, type Offer } from '../../widgets/domain/offer';

export interface HomeCopy {
  hero: { title: Localized; subtitle: Localized };
  steps: { title: Localized; text: Localized }[];
}

export interface PartnerCopy {
  title: Localized;
  intro: Localized;
  sections: { title: Localized; text: Localized }[];
}

export interface SiteContent {
  articles: Article[];
  faq: FaqItem[];
  reviews: Review[];
  privacyPolicies: PolicyVersion[];
  termsVersions: PolicyVersion[];
  cookiesPolicy: StaticPolicy | null;
  home: HomeCopy | null;
  partnerProgram: PartnerCopy | null;
  offers: Offer[];
}

async function optional<T>(root: string, file: string, name: string, fallback: T): Promise<T> {
  const full = path.join(root, 'site/content', file);
  if (!existsSync(full)) return fallback;
  const module = (await import(pathToFileURL(full).href)) as Record<string, unknown>;
  return (module[name] as T | undefined) ?? fallback;
}

export function readOffers(root: string): Offer[] {
  const file = path.join(root, 'content/offers.json');
  if (!existsSync(file)) return [];
  const { offers, rejected } = parseOffers(JSON.parse(readFileSync(file, 'utf8')));
  if (rejected) console.warn(`site: ${rejected} offer(s) in content/offers.json are invalid and were left out`);
  return offers;
}

// site/content/pages.ts exports the agreed shape (heroTitle, howItWorks, benefits, …): adapt it to
// the copy the screens read.
function homeCopyOf(raw: HomeContent | null): HomeCopy | null {
  return raw && { hero: { title: raw.heroTitle, subtitle: raw.heroSubtitle }, steps: raw.howItWorks };
}

function partnerCopyOf(raw: PartnerProgramContent | null): PartnerCopy | null {
  if (!raw) return null;
  const embed = { title: raw.howToEmbedTitle, text: raw.howToEmbed };
  const payout = { title: raw.payoutTitle, text: raw.payout };
  return { title: raw.title, intro: raw.intro, sections: [...raw.benefits, embed, payout] };
}

export async function readContent(root: string): Promise<SiteContent> {
  const [articles, faq, reviews, privacyPolicies, termsVersions, cookiesPolicy, home, partnerProgram] = await Promise.all([
    optional<Article[]>(root, 'blog.ts', 'articles', []),
    optional<FaqItem[]>(root, 'faq.ts', 'faq', []),
    optional<Review[]>(root, 'reviews.ts', 'reviews', []),
    optional<PolicyVersion[]>(root, 'policies.ts', 'privacyPolicies', []),
    optional<PolicyVersion[]>(root, 'policies.ts', 'termsVersions', []),
    optional<StaticPolicy | null>(root, 'policies.ts', 'cookiesPolicy', null),
    optional<HomeContent | null>(root, 'pages.ts', 'home', null),
    optional<PartnerProgramContent | null>(root, 'pages.ts', 'partnerProgram', null),
  ]);
  const newestFirst = [...articles].sort((a, b) => b.date.localeCompare(a.date));
  return {
    articles: newestFirst, faq, reviews, privacyPolicies, termsVersions, cookiesPolicy,
    home: homeCopyOf(home), partnerProgram: partnerCopyOf(partnerProgram), offers: readOffers(root),
  };
}
