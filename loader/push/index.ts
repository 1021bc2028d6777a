// The push chunk (lazy, ≤ 4 KB gzip): decides whether to ask (docs/push.md), shows our prompt after
// 1000 ms or hands the partner what it needs to ask itself (`nayaConfig.push`, README). Firebase
// is not in here: token.ts imports it only once the visitor allowed notifications and the service
// worker registered.
import { CANCELLED_BY_USER, MSG_NO_WORKER, PROMPT_DELAY_MS, PUSH_TOKEN_KEY, PUSH_UPDATED_KEY } from './constants';
import type { NayaConfig } from '../config';
import { currentPermission, isWindows, pushSupported } from './browser';
import { accept, askNatively, decline, runTokenFlow } from './decision';
import { isPromptBackedOff, recordDismissal } from './dismissal';
import { showPrompt } from './prompt';
import { tokenRetryDue } from './retry';
import { isMarker, readItem } from './storage';
import { resolvePromptTexts, type PromptTexts } from './texts';
import { workerServed } from './worker-check';

/** A real token that has not been re-sent with a lead id yet. */
const tokenAwaitsLead = () => {
  const token = readItem(PUSH_TOKEN_KEY);
  return !!token && !isMarker(token) && !readItem(PUSH_UPDATED_KEY);
};

export type PushMode = 'prompt' | 'custom' | 'native';
/** Why nothing is offered, or what is offered. */
export type PushStatus = 'off' | 'unsupported' | 'decided' | 'blocked' | 'backed-off' | 'no-worker' | PushMode;

export interface PushHandle {
  status: PushStatus;
  /** True when the caller should show its own prompt and call accept/decline/dismiss from it. */
  showCustom: boolean;
  /** Allow; call it synchronously from the click handler. */
  accept(): Promise<void>;
  decline(): void;
  /** Closed without a decision: backs the prompt off for 3, 7, then 30 days. */
  dismiss(): void;
  /** Removes our prompt, or stops it from appearing. */
  cancel(): void;
}

/** What `naya.pushPrompt()` resolves and the `nayaPushPrompt` event carries (docs/push.md). */
export type PushPromptResult =
  { showCustom: true; accept(): Promise<void>; decline(): void; dismiss(): void } | { showCustom: false; status: PushStatus };

const noop = () => {};
const idle = (status: PushStatus): PushHandle => ({
  status,
  showCustom: false,
  accept: () => Promise.resolve(),
  decline: noop,
  dismiss: noop,
  cancel: noop,
});

/** Why this visit may not ask (docs/push.md), or null when it may. Reads only. */
function skipReason(): PushStatus | null {
  if (!__NAYA_PUSH__) return 'off';
  if (!pushSupported()) return 'unsupported';
  if (readItem(PUSH_TOKEN_KEY) || currentPermission() === 'granted') return 'decided';
  if (currentPermission() === 'denied') return 'blocked';
  if (isPromptBackedOff()) return 'backed-off';
  return null;
}

/** Every page view: re-send a token with a new lead id; finish an Allow that got no token yet;
 * with a token, show the pushes that reach this page while it is open (token.ts). */
function carryOn(config: NayaConfig): void {
  if (tokenAwaitsLead()) void import('./resend').then((m) => m.resendStoredToken(config)).catch(noop);
  // Confirmed but no token (the page closed mid-way, or it failed): at most once a day (retry.ts).
  // Firebase loads only with permission granted (token.ts checks it first).
  const stored = readItem(PUSH_TOKEN_KEY);
  const resume = __NAYA_PUSH__ && pushSupported() && stored && stored !== CANCELLED_BY_USER;
  if (resume && tokenRetryDue()) void runTokenFlow(config, true);
}

export interface StartOptions {
  mode?: PushMode;
  /** Texts that replace the country copy and page overrides (the site's own prompt). */
  texts?: PromptTexts;
}

export function startPush(config: NayaConfig, options: StartOptions = {}): PushHandle {
  const mode = options.mode ?? 'prompt';
  carryOn(config);
  const skip = skipReason();
  // one console line saying why (on an iPhone: the Home Screen), from a chunk of its own
  if (skip === 'unsupported') void import('./unsupported').catch(noop);
  if (skip) return idle(skip);
  if (mode === 'native') {
    void askNatively(config);
    return idle('native');
  }

  let removePrompt = noop;
  let settled = false; // one answer per prompt: a second click changes nothing
  let timer: ReturnType<typeof setTimeout> | undefined;
  const once =
    <T>(answer: () => T, otherwise: T) =>
    () => {
      if (settled) return otherwise;
      settled = true;
      clearTimeout(timer);
      removePrompt();
      return answer();
    };
  const handle: PushHandle = {
    status: mode,
    showCustom: mode === 'custom',
    accept: once(() => accept(config), Promise.resolve()),
    decline: once(decline, undefined),
    dismiss: once(() => recordDismissal(), undefined),
    cancel: once(noop, undefined),
  };
  if (mode === 'custom') return handle;

  const texts = options.texts ? Promise.resolve(options.texts) : resolvePromptTexts(config); // the language chunk loads during the delay
  timer = setTimeout(async () => {
    const resolved = await texts;
    if (settled || readItem(PUSH_TOKEN_KEY)) return; // cancelled, or another tab decided
    removePrompt = showPrompt({
      texts: resolved,
      image: config.customImg,
      allowFirst: isWindows(),
      onAllow: () => void handle.accept(),
      onReject: handle.decline,
      onDismiss: handle.dismiss,
    });
  }, PROMPT_DELAY_MS);
  return handle;
}

async function choose(config: NayaConfig): Promise<PushPromptResult> {
  if (config.push === 'off') return { showCustom: false, status: 'off' };
  // Unset: ask only where the worker is served (a visitor who cannot be asked costs no request).
  if (!config.push && !skipReason() && !(await workerServed())) {
    console.warn(MSG_NO_WORKER);
    return { showCustom: false, status: 'no-worker' };
  }
  const handle = startPush(config, { mode: config.push });
  if (!handle.showCustom) return { showCustom: false, status: handle.status };
  const { accept, decline, dismiss } = handle;
  const detail: PushPromptResult = { showCustom: true, accept, decline, dismiss };
  window.dispatchEvent(new CustomEvent('nayaPushPrompt', { detail }));
  return detail;
}

const chosen = new WeakMap<NayaConfig, Promise<PushPromptResult>>();

/**
 * The loader's push entry and `naya.pushPrompt()`: runs the partner's `nayaConfig.push` once per
 * page (the same answer however often it is called).
 */
export function pushPrompt(config: NayaConfig): Promise<PushPromptResult> {
  let result = chosen.get(config);
  if (!result) chosen.set(config, (result = choose(config)));
  return result;
}
