// Every page of the site: each route of site/routes.ts × each language, with the data its screen shows,
// already in that language. Routes with ids get one page per known id; an unknown id has no page
// and so is the not-found page.
import type { Lender, ResponsiveImage } from '../app/content-types';
import type { PageData, ScreenData } from '../app/types';
import type { Block, Localized, PolicyVersion, PublishedBeforeTamil } from '../content/types';
import type { Messages } from '../i18n/messages';
import { FIXED_ROUTES, LANGS, localize, ROUTE_MIDDLEWARE, type Lang, type ScreenName } from '../routes';
import { licenceIn, type Offer } from '../../common/domain/offer-feed';
import type { SiteContent } from './content';
import { formatDate, formatLKR, formatTerm } from '../../common/format/all';

export interface PageInputs {
  content: SiteContent;
  messages: Record<Lang, Messages>;
  heroImage: ResponsiveImage;
  /** Origin partners load the loader from, shown in the embed snippet. */
  publicUrl: string;
}

/**
 * The feed configuration of each offers route (one screen, each route its own feed): the same
 * offers file, with the loan the list starts from and the amount range its controls offer.
 */
export const FEED_CONFIG = {
  '/offers/': { page: 'offers', configURL: '/feed/offers.json', amount: 100_000, termDays: 365 },
  '/offers2/': { page: 'offers2', configURL: '/feed/offers.json', amount: 20_000, termDays: 30, amountMax: 50_000 },
  '/offers3/': { page: 'offers3', configURL: '/feed/offers.json', amount: 300_000, termDays: 730, amountMin: 100_000 },
  '/offers4/': { page: 'offers4', configURL: '/feed/first-loan-free.json', amount: 10_000, termDays: 30, amountMax: 50_000 },
} as const;

const pick = <T>(value: Localized<T>, lang: Lang): T => value[lang];

/** An offer as the lenders list shows it. */
export function lenderOf(offer: Offer, lang: Lang, messages: Messages): Lender {
  return {
    offer_id: offer.offer_id,
    name: offer.lender,
    logo: offer.logo,
    amountMin: offer.amount_min,
    amountMax: offer.amount_max,
    termMin: offer.term_min_days,
    termMax: offer.term_max_days,
    rate: offer.monthly_rate,
    rateType: offer.rate_type,
    amountLabel: `${formatLKR(offer.amount_min, lang)} – ${formatLKR(offer.amount_max, lang)}`,
    termLabel: `${formatTerm(offer.term_min_days, lang)} – ${formatTerm(offer.term_max_days, lang)}`,
    licence: offer.demo ? messages['lenders.demoLicence'] : licenceIn(offer, lang),
  };
}

function homeData(inputs: PageInputs, lang: Lang) {
  const { content } = inputs;
  return {
    hero: {
      title: pick(content.home.heroTitle, lang),
      subtitle: pick(content.home.heroSubtitle, lang),
      cta: pick(content.home.heroCta, lang),
      image: inputs.heroImage,
    },
    steps: content.home.howItWorks.map((s) => ({ title: pick(s.title, lang), text: pick(s.text, lang) })),
    trust: content.home.trust.map((t) => pick(t, lang)),
    about: pick(content.about, lang),
    lenders: content.offers.map((o) => lenderOf(o, lang, inputs.messages[lang])),
    reviews: content.reviews.map((r) => ({
      name: r.name,
      city: pick(r.city, lang),
      rating: Math.round(r.rating),
      text: pick(r.text, lang),
      demo: r.demo,
    })),
    reviewsNote: content.reviews.some((r) => r.demo) ? inputs.messages[lang]['home.reviewsDemo'] : '',
    faq: content.faq.map((f) => ({ q: pick(f.q, lang), a: pick(f.a, lang) })),
    posts: postSummaries(content, lang).slice(0, 3),
    feed: FEED_CONFIG['/offers/'],
  };
}

function postSummaries(content: SiteContent, lang: Lang) {
  return content.articles.map((a) => ({
    id: a.id,
    date: a.date,
    dateLabel: formatDate(a.date, lang),
    title: pick(a.title, lang),
    summary: pick(a.summary, lang),
  }));
}

type Doc = { title: Localized | PublishedBeforeTamil; body: Localized<Block[]> | PublishedBeforeTamil<Block[]>; effective?: string };

function documentData(doc: Doc, lang: Lang, base: string, versions: PolicyVersion[], current: boolean) {
  // A version published before this language existed is shown as published, in English.
  const textLang: Lang = lang in doc.body ? lang : 'en';
  return {
    title: pick(doc.title as Localized, textLang),
    body: pick(doc.body as Localized<Block[]>, textLang),
    textLang,
    effective: doc.effective,
    effectiveLabel: doc.effective ? formatDate(doc.effective, lang) : undefined,
    base,
    current,
    versions: versions.map((v) => ({
      id: v.id,
      effective: v.effective,
      effectiveLabel: formatDate(v.effective, lang),
      current: v.current,
    })),
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

type DataOf<S extends ScreenName> = (route: string, inputs: PageInputs, lang: Lang) => ScreenData[S];

const notFixed = (route: string): never => {
  throw new Error(`site build: ${route} names a screen that has no fixed page`);
};

/** Data of a fixed route, by its screen: each typed as its screen takes it. */
const FIXED_DATA: { [S in ScreenName]: DataOf<S> } = {
  home: (_route, inputs, lang) => homeData(inputs, lang),
  blogList: (_route, { content }, lang) => ({ posts: postSummaries(content, lang) }),
  offers: (route, { content }, lang) => {
    const feed = FEED_CONFIG[route as keyof typeof FEED_CONFIG];
    const copy = content.offersPages[feed.page];
    return { title: pick(copy.title, lang), intro: pick(copy.intro, lang), feed };
  },
  landing: (route, { content }, lang) => {
    const copy = content.landing[route === '/landing/offers2/' ? 'offers2' : 'offers'];
    return {
      variant: route === '/landing/offers2/' ? 2 : 1,
      title: pick(copy.title, lang),
      intro: pick(copy.intro, lang),
      feed: FEED_CONFIG['/offers/'],
    };
  },
  reg: () => ({ feed: FEED_CONFIG['/offers/'] }),
  partnersList: (_route, inputs, lang) => ({
    lenders: inputs.content.offers.map((o) => lenderOf(o, lang, inputs.messages[lang])),
    demoNote: inputs.content.offers.some((o) => o.demo) ? inputs.messages[lang]['lenders.demoNote'] : undefined,
  }),
  transition: (_route, { content }, lang) => ({
    title: pick(content.transition.title, lang),
    text: pick(content.transition.text, lang),
    manual: pick(content.transition.manual, lang),
    offers: content.offers.map((o) => ({ offer_id: o.offer_id, name: o.lender, url: o.url })),
  }),
  partner: (_route, inputs, lang) => {
    const copy = inputs.content.partnerProgram;
    return {
      title: pick(copy.title, lang),
      intro: pick(copy.intro, lang),
      benefits: copy.benefits.map((b) => ({ title: pick(b.title, lang), text: pick(b.text, lang) })),
      embed: { title: pick(copy.howToEmbedTitle, lang), text: pick(copy.howToEmbed, lang), snippet: snippet(inputs.publicUrl) },
      payout: { title: pick(copy.payoutTitle, lang), text: pick(copy.payout, lang) },
    };
  },
  document: (route, { content }, lang) => documentOf(route, content, lang),
  // the privacy contact the policies name (a placeholder address until the real one is set)
  my: () => ({ email: 'privacy@naya.lk' }),
  article: notFixed,
  notFound: notFixed,
};

function documentOf(route: string, content: SiteContent, lang: Lang) {
  if (route === '/cookies-policy/') {
    return documentData(content.cookiesPolicy, lang, route, [], true);
  }
  const versions = route === '/privacy-policy/' ? content.privacyPolicies : content.termsVersions;
  const current = versions.find((v) => v.current) ?? versions[0];
  const fallbackTitle: Localized =
    route === '/privacy-policy/'
      ? { si: 'රහස්‍යතා ප්‍රතිපත්තිය', en: 'Privacy policy', ta: 'தனியுரிமைக் கொள்கை' }
      : { si: 'නියම සහ කොන්දේසි', en: 'Terms and conditions', ta: 'நியதிகளும் நிபந்தனைகளும்' };
  return documentData(current ?? { title: fallbackTitle, body: { si: [], en: [], ta: [] } }, lang, route, versions, true);
}

/** Every page: fixed routes, one per article, one per policy version, and the two 404 pages. */
export function allPages(inputs: PageInputs): PageData[] {
  const { content } = inputs;
  const pages: PageData[] = [];
  for (const lang of LANGS) {
    const add = <S extends ScreenName>(route: string, screen: S, data: ScreenData[S], status = 200) => {
      const middleware = ROUTE_MIDDLEWARE[route];
      pages.push({ screen, lang, path: localize(route, lang), status, data, ...(middleware ? { middleware } : {}) });
    };
    for (const [route, screen] of Object.entries(FIXED_ROUTES)) add(route, screen, FIXED_DATA[screen](route, inputs, lang));
    for (const a of content.articles) {
      add(`/blog/${a.id}/`, 'article', {
        id: a.id,
        date: a.date,
        dateLabel: formatDate(a.date, lang),
        title: pick(a.title, lang),
        summary: pick(a.summary, lang),
        body: pick(a.body, lang),
      });
    }
    for (const [base, versions] of [
      ['/privacy-policy/', content.privacyPolicies],
      ['/terms-and-conditions/', content.termsVersions],
    ] as const) {
      for (const v of versions) add(`${base}${v.id}/`, 'document', documentData(v, lang, base, versions, v.current));
    }
  }
  return pages;
}

/** The not-found page of a language, written as `404.html` for the server to send with 404. */
export function notFoundPage(lang: Lang): PageData {
  return { screen: 'notFound', lang, path: localize('/404/', lang), status: 404, data: {} };
}
