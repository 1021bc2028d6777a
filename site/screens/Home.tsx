// Home: hero, how it works, partners and lenders, offers, reviews, FAQ, latest
// blog posts, registration; the cookie notice comes with the layout. Sections without behaviour
// are Static: hydration skips them.
import { Accordion, type AccordionItem } from '../components/Accordion';
import { Img } from '../components/Img';
import { Layout } from '../components/Layout';
import { Static } from '../components/Static';
import { OffersSlot, RegistrationSlot, type Feed } from '../components/Widgets';
import { usePage } from '../app/context';
import type { Lender, PostSummary, ResponsiveImage } from '../app/content-types';
import { localize } from '../routes';
import { PostList } from './parts/PostList';

export interface HomeData {
  hero: { title: string; subtitle: string; cta: string; image: ResponsiveImage };
  steps: { title: string; text: string }[];
  trust: string[];
  about: string;
  lenders: Lender[];
  reviews: { name: string; city: string; rating: number; text: string; demo: boolean }[];
  reviewsNote: string;
  faq: AccordionItem[];
  posts: PostSummary[];
  feed: Feed;
}

function Hero({ hero }: { hero: HomeData['hero'] }) {
  const { lang, t } = usePage();
  return (
    <Static as="section" className="hero" aria-labelledby="hero-title">
      <div className="wrap hero-grid">
        <div>
          <h1 id="hero-title">{hero.title}</h1>
          <p className="lead">{hero.subtitle}</p>
          <p className="hero-actions">
            <a className="button" href={localize('/offers/', lang)} data-track="cta_offers_hero">
              {hero.cta}
            </a>
            <a className="button button-secondary" href="#registration">
              {t('home.heroSecondary')}
            </a>
          </p>
        </div>
        <Img image={hero.image} alt={t('home.heroImageAlt')} sizes="(min-width: 768px) 45vw, 100vw" className="hero-img" priority />
      </div>
    </Static>
  );
}

function Reviews({ reviews, note }: { reviews: HomeData['reviews']; note: string }) {
  const { t } = usePage();
  return (
    <Static as="section" className="section" aria-labelledby="reviews-title">
      <div className="wrap">
        <h2 id="reviews-title">{t('home.reviewsTitle')}</h2>
        <ul className="cards">
          {reviews.map((r, i) => (
            <li className="card" key={i}>
              <p className="stars" aria-label={t('home.rating', { rating: r.rating })}>
                {'★'.repeat(r.rating)}
                {'☆'.repeat(5 - r.rating)}
              </p>
              <blockquote>
                <p>{r.text}</p>
              </blockquote>
              <p className="muted">
                {r.name}, {r.city}
              </p>
            </li>
          ))}
        </ul>
        {note ? <p className="muted small">{note}</p> : null}
      </div>
    </Static>
  );
}

export default function Home({ data }: { data: HomeData }) {
  const { lang, t } = usePage();
  return (
    <Layout>
      <Hero hero={data.hero} />
      <Static as="section" className="section" aria-labelledby="how-title">
        <div className="wrap">
          <h2 id="how-title">{t('home.howTitle')}</h2>
          <ol className="steps">
            {data.steps.map((s, i) => (
              <li key={i}>
                <h3>{s.title}</h3>
                <p>{s.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </Static>
      <Static as="section" className="section section-alt" aria-labelledby="partners-title">
        <div className="wrap">
          <h2 id="partners-title">{t('home.partnersTitle')}</h2>
          <p>{t('home.partnersText')}</p>
          <ul className="trust">
            {data.trust.map((item, i) => (
              <li key={i}>{item}</li>
            ))}
          </ul>
          <ul className="lender-names">
            {data.lenders.map((l) => (
              <li key={l.offer_id}>{l.name}</li>
            ))}
          </ul>
          <p>
            <a href={localize('/partners-list/', lang)}>{t('home.partnersLink')}</a>
          </p>
          <p className="muted small">{data.about}</p>
        </div>
      </Static>
      <section className="section" aria-labelledby="offers-title">
        <div className="wrap">
          <h2 id="offers-title">{t('home.offersTitle')}</h2>
          <OffersSlot feed={data.feed} />
          <p>
            <a href={localize('/offers/', lang)}>{t('home.allOffers')}</a>
          </p>
        </div>
      </section>
      <Reviews reviews={data.reviews} note={data.reviewsNote} />
      <section className="section section-alt" aria-labelledby="faq-title">
        <div className="wrap narrow">
          <h2 id="faq-title">{t('home.faqTitle')}</h2>
          <Accordion items={data.faq} />
        </div>
      </section>
      <Static as="section" className="section" aria-labelledby="blog-title">
        <div className="wrap">
          <h2 id="blog-title">{t('home.blogTitle')}</h2>
          <PostList posts={data.posts} headingLevel={3} />
          <p>
            <a href={localize('/blog/', lang)}>{t('home.allPosts')}</a>
          </p>
        </div>
      </Static>
      <section className="section section-alt" id="registration" aria-labelledby="reg-title">
        <div className="wrap narrow">
          <h2 id="reg-title">{t('home.regTitle')}</h2>
          <p>{t('home.regText')}</p>
          <RegistrationSlot feed={data.feed} showOffers={false} />
        </div>
      </section>
    </Layout>
  );
}
