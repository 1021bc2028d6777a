// The partner chunk (built with react → preact/compat): `mount(element, name, props)` puts one
// widget into a shadow root of `element` with its own stylesheet, so the host page's CSS cannot
// reach in and ours cannot leak out. Props come from the loader: its config plus the element's
// `data-*` attributes (strings, read here).
// Each widget and each language is its own lazy chunk: a page downloads only the widgets it shows
// and the copy of its language.
import { createRoot } from 'react-dom/client';
import { registerMessages } from './i18n';
import { resolveLang, type Lang } from './lang';
import type { ComponentType } from './react-deps';
import { WIDGET_CSS } from './styles';

export type PartnerProps = Record<string, unknown>;

const num = (v: unknown) => (v === undefined || v === null || v === '' || !Number.isFinite(Number(v)) ? undefined : Number(v));
const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined);

/** The props both widgets understand, from loader config and data attributes. */
export function widgetProps(raw: PartnerProps) {
  return {
    lang: resolveLang(raw.lang, document.documentElement.lang),
    sortingHost: str(raw.sortingHost),
    leadGenHost: str(raw.leadGenHost),
    configURL: str(raw.configURL),
    redirectUrl: str(raw.redirectUrl),
    amount: num(raw.amount),
    termDays: num(raw.termDays),
    amountMin: num(raw.amountMin),
    amountMax: num(raw.amountMax),
    utm: raw.utm && typeof raw.utm === 'object' ? (raw.utm as Record<string, string>) : undefined,
    pushConfig: raw, // the loader's config: country, provider, utm sources for /set-token
  };
}

type MountedProps = ReturnType<typeof widgetProps> & { showOffers?: boolean };

const WIDGETS: Record<string, () => Promise<ComponentType<MountedProps>>> = {
  offers: () => import('./offers/OffersWidget').then((m) => m.OffersWidget),
  registration: () => import('./registration/RegistrationWidget').then((m) => m.RegistrationWidget),
};

const loadCopy = (lang: Lang) =>
  (lang === 'en' ? import('./i18n/en').then((m) => m.en) : import('./i18n/si').then((m) => m.si)).then((m) => registerMessages(lang, m));

/** Mounts widget `name` ('offers' | 'registration') into `element` once. */
export async function mount(element: Element, name: string, raw: PartnerProps = {}): Promise<void> {
  if (element.shadowRoot) return; // already mounted (by another loader copy or a repeated call)
  const load = WIDGETS[name];
  if (!load) return console.warn('naya: unknown widget', name);
  const shadow = element.attachShadow({ mode: 'open' });
  const style = document.createElement('style');
  style.textContent = WIDGET_CSS;
  const container = document.createElement('div');
  shadow.append(style, container);
  const props = widgetProps(raw);
  const [Widget] = await Promise.all([load(), loadCopy(props.lang)]);
  const hasOffersWidget = !!document.querySelector('[data-naya-widget="offers"]');
  createRoot(container).render(<Widget {...props} showOffers={!hasOffersWidget} />);
}
