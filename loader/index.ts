// The script-tag entry: `<script src=".../loader.js" async>`. Built as a classic script (IIFE).
// It must never throw into the host page, never block it (work waits for idle time) and be
// harmless when included twice (the second copy sees `naya.loaded` and stops).
import { loadChunk } from './chunks';
import { readConfig, scriptOriginOf, type NayaConfig } from './config';
import { initEvents, sendEvent } from './events';
import { getClientId, getSessionId } from './identity';
import { getLeadId } from './lead';
import { getTrackingParams } from './tracking';
import type { PushPromptResult } from './push/index';

// Read synchronously: `document.currentScript` is null once this script yields.
const script = document.currentScript as HTMLScriptElement | null;
const scriptSrc = script?.src || location.href;

type QueuedCall = ArrayLike<unknown>;
type PushChunk = { pushPrompt(config: NayaConfig): Promise<PushPromptResult> };
type WidgetProps = Record<string, unknown>;
type Mounter = { mount(element: Element, name: string, props?: WidgetProps): void; watch(): void };
type WidgetsChunk = { mountPoints(config: WidgetProps): Mounter };
export interface NayaApi {
  loaded: true;
  config: NayaConfig;
  track(name: string, data?: Record<string, unknown>): Promise<unknown>;
  mount(element: Element, name: string, props?: WidgetProps): void;
  getLeadId(): string | null;
  /** Web push as `nayaConfig.push` chose it; `custom` mode hands over accept/decline/dismiss (README). */
  pushPrompt(): Promise<PushPromptResult>;
  /** Resolves once identity is set, the page view was sent or queued, and the queued calls ran. */
  ready: Promise<void>;
  push(call: QueuedCall): unknown;
}
declare global {
  interface Window {
    nayaConfig?: unknown;
    naya?: QueuedCall[] | NayaApi;
  }
}

const warn = (error: unknown) => console.warn('naya:', (error as Error)?.message || error);

/** Runs `task` when the browser is idle (at most 2 s later), so the host page renders first. */
const whenIdle = (task: () => void) => ('requestIdleCallback' in self ? requestIdleCallback(task, { timeout: 2000 }) : setTimeout(task, 1));

function start(): void {
  const existing = window.naya;
  if (existing && !Array.isArray(existing) && existing.loaded) return; // included twice
  const queued = Array.isArray(existing) ? existing : [];
  const config = readConfig(window.nayaConfig, scriptOriginOf(script));
  const widgetProps: WidgetProps = { ...config };
  // The widgets chunk mounts each mount point once; it takes only the allowed attributes (widgets/partner.tsx).
  const widgets = () => loadChunk<WidgetsChunk>('widgets', scriptSrc).then((m) => m.mountPoints(widgetProps));
  let booted: () => void;
  const boot = new Promise<void>((resolve) => (booted = resolve));
  let done: () => void;
  const ready = new Promise<void>((resolve) => (done = resolve));

  const api: NayaApi = {
    loaded: true,
    config,
    // Waits for boot: before it the events host is not set yet.
    track: (name, data = {}) => boot.then(() => sendEvent({ ...data, event: name })),
    mount: (element, name, props) => void widgets().then((m) => m.mount(element, name, props), warn),
    getLeadId,
    // The push chunk decides (rejects only when it cannot load); push compiled off: nobody is asked.
    pushPrompt: __NAYA_PUSH__
      ? () => loadChunk<PushChunk>('push', scriptSrc).then((m) => m.pushPrompt(config))
      : () => Promise.resolve({ showCustom: false, status: 'off' }),
    ready,
    push(call) {
      const [method, ...args] = Array.from(call) as [string, ...unknown[]];
      const fn = (api as unknown as Record<string, unknown>)[method];
      if (typeof fn === 'function' && method !== 'push') return fn.apply(api, args);
      console.warn('naya: unknown call', method);
    },
  };
  window.naya = api;

  whenIdle(() => {
    try {
      getClientId();
      // utm_* and sub1…sub5 (the lead carries them too); provider and country from the config
      // only, never the URL: a link must not move one partner's traffic to another.
      const utm = (widgetProps.utm = getTrackingParams(config, getSessionId()));
      void initEvents(config.eventsHost, { ...utm, provider: config.provider, country: config.country });
      const runs: unknown[] = [sendEvent({ event: 'page_view', page: location.origin + location.pathname, title: document.title })];
      booted();
      for (const call of queued) {
        try {
          runs.push(api.push(call));
        } catch (error) {
          warn(error);
        }
      }
      // `ready`: the page view was sent (or queued) and every queued call ran, a queued track's send included.
      void Promise.allSettled(runs).then(done);
      // the abandoned-visit pixel (docs/pixel-and-feeds.md), a lazy chunk
      if (config.pixelUrl)
        loadChunk<{ startPixel(c: NayaConfig): Promise<void> }>('pixel', scriptSrc).then((m) => m.startPixel(config), warn);
      if (__NAYA_PUSH__ && config.push !== 'off') void api.pushPrompt(); // our prompt comes 1 s later (docs/push.md)
      // The widgets chunk loads once the page has a mount point, now or later (single-page sites).
      const observer = new MutationObserver(() => findWidgets());
      const findWidgets = () =>
        document.querySelector('[data-naya-widget]') && (observer.disconnect(), widgets().then((m) => m.watch(), warn));
      if (!findWidgets()) observer.observe(document.documentElement, { childList: true, subtree: true });
    } catch (error) {
      console.error('naya: loader failed', error);
    }
  });
}

try {
  start();
} catch (error) {
  console.error('naya: loader failed', error);
}
