// The partner chunk: `mount(element, name, props)` puts one widget into a shadow root of `element`
// with its own stylesheet, so the host page's CSS cannot reach in and ours cannot leak out. Props
// come from the loader: its config plus the allowed `data-*` attributes of the element (strings).
// One chunk holds both widgets; each language's copy is its own lazy chunk, so a page downloads
// only its language. (Both widgets in one file: a page nearly always shows both, the registration
// widget shows the offers after a lead anyway, and one gzip stream is ~1.3 KB smaller than the four
// files that per-widget splitting made; scripts/bench-widgets.ts measures it.)
// Rendered with Preact itself (react-deps.partner.ts); preact-events.ts gives `onChange` React's meaning.
import { render, type ComponentChild } from 'preact';
import { registerMessages, type Messages } from './i18n';
import type { Lang } from '../common/lang';
import { OffersWidget } from './offers/OffersWidget';
import './preact-events';
import type { ComponentType } from './react-deps';
import { RegistrationWidget } from './registration/RegistrationWidget';
import { createMounter } from './mount-points';
import { mountProps, widgetProps, type PartnerProps } from './mount-props';
import { addScriptFont, type ScriptFont } from './script-font';
import { WIDGET_CSS } from './styles';
import { startPartnerVitals } from './vitals';

type MountedProps = ReturnType<typeof widgetProps> & { showOffers?: boolean };

const WIDGETS: Record<string, ComponentType<MountedProps>> = { offers: OffersWidget, registration: RegistrationWidget };

/** Each language's copy, with its script's font, is its own lazy chunk: a page downloads only its language. */
const COPY: Record<Lang, () => Promise<{ messages: Messages; font?: ScriptFont }>> = {
  si: () => import('./i18n/si.partner'),
  en: () => import('./i18n/en.partner'),
  ta: () => import('./i18n/ta.partner'),
};

/**
 * Mounts widget `name` ('offers' | 'registration') into `element` once.
 * @param config the loader's config (checked by loader/config.ts) with the visit's attribution
 * @param attributes the element's `data-*` and `naya.mount` props: only ATTRIBUTES are taken
 */
async function mount(element: Element, name: string, config: PartnerProps = {}, attributes: PartnerProps = {}): Promise<void> {
  if (element.shadowRoot) return; // already mounted (by another loader copy or a repeated call)
  const Widget = WIDGETS[name];
  if (!Widget) return console.warn('naya: unknown widget', name);
  startPartnerVitals();
  const shadow = element.attachShadow({ mode: 'open' });
  const style = document.createElement('style');
  style.textContent = WIDGET_CSS;
  const container = document.createElement('div'); // reset by `:host>div` in styles.ts
  shadow.append(style, container);
  const props = widgetProps(mountProps(config, attributes));
  const { messages, font } = await COPY[props.lang]();
  registerMessages(props.lang, messages);
  const hasOffersWidget = !!document.querySelector('[data-naya-widget="offers"]');
  // The JSX is Preact's at build time (react/jsx-runtime → preact/jsx-runtime); TypeScript sees React's.
  render((<Widget {...props} showOffers={!hasOffersWidget} />) as unknown as ComponentChild, container);
  addScriptFont(font, container.firstElementChild!);
}

let mounter: ReturnType<typeof createMounter> | undefined;

/**
 * The loader's hand-over (loader/index.ts): one mounter per page, with the loader's config, that
 * mounts present and later mount points (`watch`) and `naya.mount` calls, each element once.
 */
export function mountPoints(config: PartnerProps) {
  return (mounter ??= createMounter((element, name, attributes) => mount(element, name, config, attributes)));
}
