// The offers and registration widgets (widgets/) inside site pages, with real React. The server
// renders them in full (their skeleton); in the browser each is a lazy chunk inside a Suspense
// boundary, so React hydrates the rest of the page first and leaves the widget's server HTML in
// place until its code (and its language's copy) has arrived: selective hydration.
// A widget chunk that cannot be loaded follows the chunk rule of every lazy chunk
// (site/client/chunks.ts): a full reload of the same address, at most once per 60 s. It never
// becomes the page's error page, and a later widget page in the same tab loads it afresh.
import { Component, lazy, Suspense, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { getSessionId } from '../../loader/identity';
import { getTrackingParams } from '../../loader/tracking';
import type { Messages as WidgetMessages } from '../../widgets/i18n';
import type { OffersWidgetProps } from '../../widgets/offers/OffersWidget';
import type { RegistrationWidgetProps } from '../../widgets/registration/RegistrationWidget';
import { usePage } from '../app/context';
import { isChunkError, loadChunk, reloadAfterChunkFailure } from '../client/chunks';
import { http } from '../client/http';
import type { Lang } from '../routes';

/** One offers route's feed configuration (site/build/pages.ts FEED_CONFIG); its addresses are
 * resolved by the site's HTTP client (site/client/http.ts). */
export interface Feed {
  configURL: string;
  amount?: number;
  termDays?: number;
  amountMin?: number;
  amountMax?: number;
}

interface WidgetSet {
  Offers: ComponentType<OffersWidgetProps>;
  Registration: ComponentType<RegistrationWidgetProps>;
}

/**
 * A widget chunk that failed to arrive (a dropped mobile connection) is fetched again — once the
 * browser is back online, or after a second if it thinks it is online — instead of leaving the
 * widget's server HTML dead for the rest of the visit. Chromium re-fetches a module whose dynamic
 * import failed (whatwg/html#6768), so calling the same import again is enough.
 */
export function retryWhenOnline<T>(load: () => Promise<T>, attempts = 4): Promise<T> {
  return load().catch((error) => {
    if (attempts <= 1) throw error;
    const again = () => retryWhenOnline(load, attempts - 1);
    const backOnline = navigator.onLine
      ? new Promise((resolve) => setTimeout(resolve, WIDGET_RETRY_MS))
      : new Promise((resolve) => addEventListener('online', resolve, { once: true }));
    return backOnline.then(again);
  });
}
export const WIDGET_RETRY_MS = 1000;

/** The widgets' copy per language, one lazy chunk each; a language without its own copy yet reads
 * the default's (widgets/i18n.ts messagesFor). */
const WIDGET_COPY: Partial<Record<Lang, () => Promise<WidgetMessages>>> = {
  si: () => import('../../widgets/i18n/si').then((m) => m.si),
  en: () => import('../../widgets/i18n/en').then((m) => m.en),
  ta: () => import('../../widgets/i18n/ta').then((m) => m.ta),
};

const registerCopy = async (lang: Lang) => {
  const [registry, messages] = await Promise.all([import('../../widgets/i18n'), (WIDGET_COPY[lang] ?? WIDGET_COPY.si!)()]);
  registry.registerMessages(lang, messages);
};

function lazyWidgets(lang: Lang): WidgetSet {
  const copy = retryWhenOnline(() => registerCopy(lang));
  const widget = <P,>(id: string, load: () => Promise<ComponentType<P>>) =>
    lazy(() => loadChunk(id, () => retryWhenOnline(() => Promise.all([load(), copy])).then(([Widget]) => ({ default: Widget }))));
  return {
    Offers: widget('OffersWidget', () => import('../../widgets/offers/OffersWidget').then((m) => m.OffersWidget)),
    Registration: widget('RegistrationWidget', () =>
      import('../../widgets/registration/RegistrationWidget').then((m) => m.RegistrationWidget),
    ),
  };
}

const browserWidgets: Partial<Record<Lang, WidgetSet>> = {};
let serverWidgets: WidgetSet | undefined;

/** The build-time renderer passes the widgets in directly (no lazy loading on the server). */
export function setServerWidgets(widgets: WidgetSet): void {
  serverWidgets = widgets;
}

const widgetsFor = (lang: Lang): WidgetSet => serverWidgets ?? (browserWidgets[lang] ??= lazyWidgets(lang));

/** React.lazy keeps a rejection for good: forgetting the set makes the next widget page load anew. */
export function forgetWidgets(lang: Lang): void {
  delete browserWidgets[lang];
}

interface BoundaryProps {
  lang: Lang;
  /** What to show when the widget's code cannot be loaded and the page did not reload. */
  fallback: ReactNode;
  children: ReactNode;
  /** A full reload of the same address (replaceable in tests). */
  reload?: () => void;
}

/**
 * Catches a widget chunk that failed to load; any other error goes on to the page's error
 * boundary. Within 60 s of the last reload the page stays as it is, with a short notice where the
 * widget would be.
 */
export class WidgetBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override componentDidCatch(error: unknown, _info: ErrorInfo) {
    if (!isChunkError(error)) return;
    forgetWidgets(this.props.lang);
    reloadAfterChunkFailure(location.href, this.props.reload ?? (() => location.reload()));
  }
  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (!isChunkError(error)) throw error;
    return this.props.fallback;
  }
}

function WidgetUnavailable() {
  const { t } = usePage();
  return (
    <p className="widget-unavailable" role="status">
      {t('error.title')}. {t('error.hint')}
    </p>
  );
}

/** `heading`: show the widget's own h2, where the page has no section heading above the list
 * (its offer cards are h3: a page going from h1 to h3 breaks the heading outline). */
export function OffersSlot({ feed, heading = false }: { feed: Feed; heading?: boolean }) {
  const { lang } = usePage();
  const { Offers } = widgetsFor(lang);
  return (
    <div className="widget" data-widget="offers">
      <WidgetBoundary lang={lang} fallback={<WidgetUnavailable />}>
        <Suspense fallback={null}>
          <Offers
            lang={lang}
            configURL={http.url(feed.configURL)}
            sortingHost={http.base || undefined}
            amount={feed.amount}
            termDays={feed.termDays}
            amountMin={feed.amountMin}
            amountMax={feed.amountMax}
            heading={heading}
          />
        </Suspense>
      </WidgetBoundary>
    </div>
  );
}

/** The visit's attribution (utm_* of the arrival, kept for the session) goes with the lead; the
 * pre-render has none. Not rendered, so server and browser markup stay the same. */
const visitUtm = () => (typeof window === 'undefined' ? undefined : getTrackingParams({}, getSessionId()));

export function RegistrationSlot({ feed, showOffers = true, heading }: { feed: Feed; showOffers?: boolean; heading?: boolean }) {
  const { lang } = usePage();
  const { Registration } = widgetsFor(lang);
  const [utm] = useState(visitUtm);
  return (
    <div className="widget" data-widget="registration">
      <WidgetBoundary lang={lang} fallback={<WidgetUnavailable />}>
        <Suspense fallback={null}>
          <Registration
            lang={lang}
            configURL={http.url(feed.configURL)}
            sortingHost={http.base || undefined}
            amount={feed.amount}
            termDays={feed.termDays}
            showOffers={showOffers}
            homeScreenHint
            heading={heading}
            utm={utm}
          />
        </Suspense>
      </WidgetBoundary>
    </div>
  );
}
