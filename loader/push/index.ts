// The push chunk (lazy, ≤ 4 KB gzip): decides whether to ask (spec §4), shows our prompt after
// 1000 ms or hands the caller what it needs to ask itself. Firebase is not in here: token.ts
// imports it only once the visitor allowed notifications.
import { CONFIRMED_BY_USER, MSG_FIREBASE_UNSUPPORTED, PROMPT_DELAY_MS, PUSH_TOKEN_KEY, PUSH_UPDATED_KEY } from '../constants';
import type { NayaConfig } from '../config';
import { currentPermission, isWindows, pushSupported } from './browser';
import { accept, askNatively, decline, runTokenFlow } from './decision';
import { isPromptBackedOff, recordDismissal } from './dismissal';
import { showPrompt } from './prompt';
import { isMarker, readItem } from './storage';
import { resolvePromptTexts } from './texts';

/** A real token that has not been re-sent with a lead id yet. */
const tokenAwaitsLead = () => {
  const token = readItem(PUSH_TOKEN_KEY);
  return !!token && !isMarker(token) && !readItem(PUSH_UPDATED_KEY);
};

/** Spec §4 re-send with the lead id (see resend.ts); loads the sender only when there is work. */
export async function resendTokenWithLead(config: NayaConfig, leadId: string | null | undefined): Promise<boolean> {
  return !!leadId && tokenAwaitsLead() && (await import('./resend')).resendTokenWithLead(config, leadId);
}

export type PushMode = 'prompt' | 'custom' | 'native';
/** Why nothing is offered, or what is offered. */
export type PushStatus = 'off' | 'unsupported' | 'decided' | 'blocked' | 'backed-off' | PushMode;

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

const noop = () => {};
const idle = (status: PushStatus): PushHandle => ({ status, showCustom: false, accept: () => Promise.resolve(), decline: noop, dismiss: noop, cancel: noop });

/** Whether this visit may ask at all; resumes an interrupted Allow on the way (spec §4). */
function eligibility(config: NayaConfig): PushStatus | null {
  if (!__NAYA_FIREBASE__) return 'off';
  if (!pushSupported()) {
    console.warn(MSG_FIREBASE_UNSUPPORTED);
    return 'unsupported';
  }
  const stored = readItem(PUSH_TOKEN_KEY);
  if (stored || currentPermission() === 'granted') {
    // Confirmed but no token yet (the page closed mid-way, or the fetch failed): finish it.
    if (stored === CONFIRMED_BY_USER) void runTokenFlow(config);
    return 'decided';
  }
  if (currentPermission() === 'denied') return 'blocked';
  return null;
}

export function startPush(config: NayaConfig, options: { mode?: PushMode } = {}): PushHandle {
  const mode = options.mode ?? 'prompt';
  // A lead registered since the token was sent: re-send it with the lead id (resend.ts reads it).
  if (tokenAwaitsLead()) void import('./resend').then((m) => m.resendStoredToken(config)).catch(noop);
  const skip = eligibility(config);
  if (skip) return idle(skip);
  if (mode === 'native') {
    void askNatively(config);
    return idle('native');
  }
  if (isPromptBackedOff()) return idle('backed-off');

  let removePrompt = noop;
  let cancelled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const handle: PushHandle = {
    status: mode,
    showCustom: mode === 'custom',
    accept: () => accept(config),
    decline,
    dismiss: () => recordDismissal(),
    cancel() {
      cancelled = true;
      clearTimeout(timer);
      removePrompt();
    },
  };
  if (mode === 'custom') return handle;

  const texts = resolvePromptTexts(config); // the language chunk loads during the delay
  timer = setTimeout(async () => {
    const resolved = await texts;
    if (cancelled || readItem(PUSH_TOKEN_KEY)) return; // cancelled, or another tab decided
    removePrompt = showPrompt({
      texts: resolved,
      image: config.customImg,
      allowFirst: isWindows(),
      onAllow: () => void handle.accept(),
      onReject: decline,
      onDismiss: handle.dismiss,
    });
  }, PROMPT_DELAY_MS);
  return handle;
}
