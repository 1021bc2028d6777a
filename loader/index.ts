// The script-tag entry: `<script src=".../loader.js" async>`. Built as a classic script (IIFE).
// It must never throw into the host page, never block it (work waits for idle time) and be
// harmless when included twice (the second copy sees `naya.loaded` and stops).
import { loadChunk } from './chunks';
import { readConfig, scriptOriginOf, type NayaConfig } from './config';
import { initEvents, sendEvent } from './events';
import { getClientId, getSessionId } from './identity';
import { getLeadId, setLeadId } from './lead';
import { getTrackingParams } from './tracking';
import type { PushPromptResult } from './push/index';
import { createMounter, type MountFn, type WidgetProps } from './widgets-mount';

// Read synchronously: `document.currentScript` is null once this script yields.
const script = document.currentScript as HTMLScriptElement | null;
const scriptSrc = script?.src || location.href;

type QueuedCall = ArrayLike<unknown>;
type PushChunk = { pushPrompt(config: NayaConfig): Promise<PushPromptResult> };
export interface NayaApi {
  loaded: true;
  config: NayaConfig;
  track(name: string, data?: Record<string, unknown>): Promise<unknown>;
  mount: MountFn;
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
  const { mount, watch } = createMounter((element, name, props) =>
    // The chunk takes only the allowed attributes from `props` (widgets/partner.tsx).
    loadChunk<{ mount: (e: Element, n: string, config: WidgetProps, attributes: WidgetProps) => void }>('widgets', scriptSrc).then((m) =>
      m.mount(element, name, widgetProps, props),
    ),
  );
  let booted: () => void;
  const boot = new Promise<void>((resolve) => (booted = resolve));
  let done: () => void;
  const ready = new Promise<void>((resolve) => (done = resolve));

  const api: NayaApi = {
    loaded: true,
    config,
    // Waits for boot: before it the events host is not set yet.
    track: (name, data = {}) => boot.then(() => sendEvent({ ...data, event: name })),
    mount,
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
      widgetProps.utm = getTrackingParams(config, getSessionId());
      void initEvents(config.eventsHost, widgetProps.utm as object);
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
      if (config.pixelUrl) startPixel(config);
      if (__NAYA_PUSH__ && config.push !== 'off') void api.pushPrompt(); // our prompt comes 1 s later (docs/push.md)
      watch();
    } catch (error) {
      console.error('naya: loader failed', error);
    }
  });
}

/** Abandoned-visit pixel (docs/pixel-and-feeds.md); a sibling site's lead id is adopted when we have none. */
function startPixel(config: NayaConfig): void {
  type Pixel = { runPixel: (o: object) => Promise<string | null> };
  loadChunk<Pixel>('pixel', scriptSrc)
    .then((m) =>
      m.runPixel({
        frameUrl: config.pixelUrl,
        leadGenHost: config.leadGenHost,
        cookieName: config.pixelCookieName,
        cookieDays: config.pixelCookieDays,
      }),
    )
    .then((leadId) => leadId && !getLeadId() && setLeadId(leadId))
    .catch(warn);
}

try {
  start();
} catch (error) {
  console.error('naya: loader failed', error);
}
