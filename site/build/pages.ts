// Every page of the site: each route of spec §2 × each language, with the data its screen shows,
// already in that language. Routes with ids get one page per known id; an unknown id has no page
// and so is the not-found page.
import type { Lender, PageData, ResponsiveImage } from '../app/types';
import type { Localized, PolicyVersion } from '../content/types';
import type { Messages } from '../i18n/messages';
import { FIXED_ROUTES, LANGS, localize, type Lang, type ScreenName } from '../routes';
import type { Offer } from '../../widgets/domain/offer';
import type { SiteContent } from './content';
import { formatDate, formatLKR } from './format';

export interface PageInputs {
  content: SiteContent;
  messages: Record<Lang, Messages>;
  heroImage: ResponsiveImage;
  /** Origin partners load the loader from, shown in the embed snippet. */
  publicUrl: string;
}

/** The offers configuration each offers route uses (spec §2: one screen, its own feed). */
export const FEED_CONFIG = {
  '/offers/': { variant: 1, configURL: '/feed/offers.json' },
  '/offers2/': { variant: 2, configURL: '/feed/offers.json?list=quick' },
  '/offers3/': { variant: 3, configURL: '/feed/offers.json?list=small' },
  '/offers4/': { variant: 4, configURL: '/feed/offers.json?list=large' },
} as const;

const pick = <T>(value: Localized<T>, lang: Lang): T => value[lang];

export function lenderOf(offer: Offer, lang: Lang): Lender {
  return {
    offer_id: offer.offer_id,
    name: offer.lender,
    logo: offer.logo,
    amountMin: offer.amount_min,
    amountMax: offer.amount_max,
    termMin: offer.term_min_days,
    termMax: offer.term_max_days,
    rate: offer.monthly_rate,
    amountLabel: `${formatLKR(offer.amount_min, lang)} – ${formatLKR(offer.amount_max, lang)}`,
    licence: offer.licence,
  };
}

function homeData(inputs: PageInputs, lang: Lang) {
  const { content, messages } = inputs;
  const m = messages[lang];
  return {
    hero: {
      title: content.home ? pick(content.home.hero.title, lang) : m['home.regTitle'],
      subtitle: content.home ? pick(content.home.hero.subtitle, lang) : m['home.regText'],
      image: inputs.heroImage,
    },
    steps: (content.home?.steps ?? []).map((s) => ({ title: pick(s.title, lang), text: pick(s.text, lang) })),
    lenders: content.offers.map((o) => lenderOf(o, lang)),
    reviews: content.reviews.map((r) => ({ name: r.name, city: pick(r.city, lang), rating: Math.round(r.rating), text: pick(r.text, lang), demo: r.demo })),
    reviewsNote: content.reviews.some((r) => r.demo) ? m['home.reviewsDemo'] : '',
    faq: content.faq.map((f) => ({ q: pick(f.q, lang), a: pick(f.a, lang) })),
    posts: postSummaries(content, lang).slice(0, 3),
    configURL: FEED_CONFIG['/offers/'].configURL,
  };
}

function postSummaries(content: SiteContent, lang: Lang) {
  return content.articles.map((a) => ({ id: a.id, date: a.date, dateLabel: formatDate(a.date, lang), title: pick(a.title, lang), summary: pick(a.summary, lang) }));
}

function documentData(doc: { title: Localized; body: Localized<PolicyVersion['body']['si']>; effective?: string }, lang: Lang, base: string, versions: PolicyVersion[], current: boolean) {
  return {
    title: pick(doc.title, lang),
    body: pick(doc.body, lang),
    effective: doc.effective,
    effectiveLabel: doc.effective ? formatDate(doc.effective, lang) : undefined,
    base,
    current,
    versions: versions.map((v) => ({ id: v.id, effective: v.effective, effectiveLabel: formatDate(v.effective, lang), current: v.current })),
  };
}

function snippet(publicUrl: string): string {
  return [
    '<script>',
    "  window.nayaConfig = { src: 'your-site-name', lang: 'si' };",
    '</script>',
    `<script src="${publicUrl}/loader.js" async></script>`,
    '<div data-naya-widget="offers"></div>',
  ].join('\n');
}

/** Data of a fixed route, by its screen. */
function fixedData(route: string, screen: ScreenName, inputs: PageInputs, lang: Lang): Record<string, unknown> {
  const { content } = inputs;
  switch (screen) {
    case 'home':
      return homeData(inputs, lang);
    case 'blogList':
      return { posts: postSummaries(content, lang) };
    case 'offers':
      return { ...FEED_CONFIG[route as keyof typeof FEED_CONFIG] };
    case 'landing':
      return { variant: route === '/landing/offers2/' ? 2 : 1, configURL: FEED_CONFIG['/offers/'].configURL };
    case 'partnersList':
      return { lenders: content.offers.map((o) => lenderOf(o, lang)) };
    case 'transition':
      return { offers: content.offers.map((o) => ({ offer_id: o.offer_id, name: o.lender, url: o.url })) };
    case 'partner': {
      const copy = content.partnerProgram;
      const m = inputs.messages[lang];
      return {
        title: copy ? pick(copy.title, lang) : m['partner.title'],
        intro: copy ? pick(copy.intro, lang) : '',
        sections: (copy?.sections ?? []).map((s) => ({ title: pick(s.title, lang), text: pick(s.text, lang) })),
        snippet: snippet(inputs.publicUrl),
      };
    }
    case 'document':
      return documentOf(route, content, lang) ?? {};
    default:
      return {};
  }
}

function documentOf(route: string, content: SiteContent, lang: Lang) {
  if (route === '/cookies-policy/') {
    const doc = content.cookiesPolicy ?? { title: { si: 'කුකී ප්‍රතිපත්තිය', en: 'Cookies policy' }, body: { si: [], en: [] } };
    return documentData(doc, lang, route, [], true);
  }
  const versions = route === '/privacy-policy/' ? content.privacyPolicies : content.termsVersions;
  const current = versions.find((v) => v.current) ?? versions[0];
  const fallbackTitle = route === '/privacy-policy/' ? { si: 'රහස්‍යතා ප්‍රතිපත්තිය', en: 'Privacy policy' } : { si: 'නියමයන් සහ කොන්දේසි', en: 'Terms and conditions' };
  return documentData(current ?? { title: fallbackTitle, body: { si: [], en: [] } }, lang, route, versions, true);
}

/** Every page: fixed routes, one per article, one per policy version, and the two 404 pages. */
export function allPages(inputs: PageInputs): PageData[] {
  const { content } = inputs;
  const pages: PageData[] = [];
  for (const lang of LANGS) {
    const add = (route: string, screen: ScreenName, data: Record<string, unknown>, status = 200) =>
      pages.push({ screen, lang, path: localize(route, lang), status, data });
    for (const [route, screen] of Object.entries(FIXED_ROUTES)) add(route, screen, fixedData(route, screen, inputs, lang));
    for (const a of content.articles) {
      add(`/blog/${a.id}/`, 'article', { id: a.id, date: a.date, dateLabel: formatDate(a.date, lang), title: pick(a.title, lang), summary: pick(a.summary, lang), body: pick(a.body, lang) });
    }
    for (const [base, versions] of [['/privacy-policy/', content.privacyPolicies], ['/terms-and-conditions/', content.termsVersions]] as const) {
      for (const v of versions) add(`${base}${v.id}/`, 'document', documentData(v, lang, base, versions, v.current));
    }
  }
  return pages;
}

/** The not-found page of a language, written as `404.html` for the server to send with 404. */
export function notFoundPage(lang: Lang): PageData {
  return { screen: 'notFound', lang, path: localize('/404/', lang), status: 404, data: {} };
}
