// The script-tag entry: `<script src=".../loader.js" async>`. Built as a classic script (IIFE).
// It must never throw into the host page and must be harmless when included twice.
import { readConfig, scriptOriginOf, type NayaConfig } from './config';
import { initEvents, sendEvent } from './events';
import { getClientId, getSessionId } from './identity';
import { getLeadId } from './lead';
import { getTrackingParams } from './tracking';

// Read synchronously: `document.currentScript` is null once this script yields.
const scriptOrigin = scriptOriginOf(document.currentScript as HTMLScriptElement | null);

type QueuedCall = [string, ...unknown[]];
interface NayaApi {
  loaded: true;
  config: NayaConfig;
  track(name: string, data?: Record<string, unknown>): Promise<unknown>;
  getLeadId(): string | null;
  ready: Promise<void>;
  push(call: QueuedCall): void;
}
declare global {
  interface Window {
    nayaConfig?: unknown;
    naya?: QueuedCall[] | NayaApi;
  }
}

function start(): void {
  const existing = window.naya;
  if (existing && !Array.isArray(existing) && existing.loaded) return; // included twice
  const queued = Array.isArray(existing) ? existing : [];

  const config = readConfig(window.nayaConfig, scriptOrigin);
  getClientId();
  const sessionId = getSessionId();
  const ready = initEvents(config.eventsHost, getTrackingParams(config, sessionId));

  const api: NayaApi = {
    loaded: true,
    config,
    track: (name, data = {}) => sendEvent({ ...data, event: name }),
    getLeadId,
    ready,
    push(call) {
      const [method, ...args] = call;
      const fn = (api as unknown as Record<string, unknown>)[method];
      if (typeof fn === 'function' && method !== 'push') fn.apply(api, args);
      else console.warn(`naya: unknown call ${String(method)}`);
    },
  };
  window.naya = api;
  void sendEvent({ event: 'page_view', page: location.origin + location.pathname, title: document.title });
  for (const call of queued) {
    try {
      api.push(call);
    } catch (error) {
      console.error('naya:', error);
    }
  }
}

try {
  start();
} catch (error) {
  console.error('naya: loader failed', error);
}
