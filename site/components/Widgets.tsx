// The offers and registration widgets (widgets/) inside site pages, with real React. The server
// renders them in full (their skeleton); in the browser each is a lazy chunk inside a Suspense
// boundary, so React hydrates the rest of the page first and leaves the widget's server HTML in
// place until its code (and its language's copy) has arrived: selective hydration.
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { getSessionId } from '../../loader/identity';
import { getTrackingParams } from '../../loader/tracking';
import type { OffersWidgetProps } from '../../widgets/offers/OffersWidget';
import type { RegistrationWidgetProps } from '../../widgets/registration/RegistrationWidget';
import { usePage } from '../app/context';
import type { Lang } from '../routes';

/** One offers route's feed configuration (site/build/pages.ts FEED_CONFIG). */
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
  return {
    Offers: lazy(() =>
      retryWhenOnline(() => Promise.all([import('../../widgets/offers/OffersWidget'), copy])).then(([m]) => ({ default: m.OffersWidget })),
    ),
    Registration: lazy(() =>
      retryWhenOnline(() => Promise.all([import('../../widgets/registration/RegistrationWidget'), copy])).then(([m]) => ({
        default: m.RegistrationWidget,
      })),
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

/** `heading`: show the widget's own h2, where the page has no section heading above the list
 * (its offer cards are h3: a page going from h1 to h3 breaks the heading outline). */
export function OffersSlot({ feed, heading = false }: { feed: Feed; heading?: boolean }) {
  const { lang } = usePage();
  const { Offers } = widgetsFor(lang);
  return (
    <div className="widget" data-widget="offers">
      <Suspense fallback={null}>
        <Offers lang={lang} configURL={feed.configURL} amount={feed.amount} termDays={feed.termDays} amountMin={feed.amountMin} amountMax={feed.amountMax} heading={heading} />
      </Suspense>
    </div>
  );
}

/** The visit's attribution (utm_* of the arrival, kept for the session) goes with the lead; the
 * pre-render has none. Not rendered, so server and browser markup stay the same. */
const visitUtm = () => (typeof window === 'undefined' ? undefined : getTrackingParams({}, getSessionId()));

export function RegistrationSlot({ feed, showOffers = true }: { feed: Feed; showOffers?: boolean }) {
  const { lang } = usePage();
  const { Registration } = widgetsFor(lang);
  const [utm] = useState(visitUtm);
  return (
    <div className="widget" data-widget="registration">
      <Suspense fallback={null}>
        <Registration lang={lang} configURL={feed.configURL} amount={feed.amount} termDays={feed.termDays} showOffers={showOffers} utm={utm} />
      </Suspense>
    </div>
  );
}
