// Abandoned-visit pixel (docs/pixel-and-feeds.md): a hidden frame of the sibling landing site's `/pixel/` page
// tells us its lead id by postMessage; we report the visit to the webhook and remember for
// `cookieDays` that the pixel fired. Only a well-formed message from the frame itself, on the
// frame URL's origin, is believed: any other window can post messages to this page. The lead's
// token comes with it, so a push token on this page can be tied to the lead (docs/push.md "Tokens").
import Cookies from 'js-cookie';
import { MSG_NO_LEAD_IN_PIXEL, PIXEL_COOKIE_DAYS, PIXEL_COOKIE_NAME, PIXEL_TIMEOUT_MS } from './constants';
import type { NayaConfig } from './config';
import { getLeadId, setLeadId, setLeadToken } from './lead';
import { readPixelMessage, type PixelLead } from './pixel-message';
import { sendWebhook } from './webhook';

/** The webhook `state_type` of an abandoned visit: a known lead came back and left. */
export const PIXEL_STATE_TYPE = 'abandoned_visit';

export interface PixelOptions {
  /** The sibling site's frame page, e.g. `https://landing.example/pixel/`. */
  frameUrl: string;
  leadGenHost: string;
  cookieName?: string;
  cookieDays?: number;
  timeoutMs?: number;
}

function hiddenFrame(src: string): HTMLIFrameElement {
  const frame = document.createElement('iframe');
  // 0×0 and out of the tab order and the accessibility tree; not display:none, which some
  // browsers treat as a reason to defer loading.
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  frame.width = frame.height = '0';
  frame.style.cssText = 'position:absolute;width:0;height:0;border:0;visibility:hidden';
  // The frame page finds its parent's origin from the referrer where `ancestorOrigins` is missing
  // (Firefox); a strict page-wide policy must not hide it. The origin alone is enough.
  frame.referrerPolicy = 'origin';
  frame.src = src;
  return frame;
}

/** The frame's answer: a lead from `expectedOrigin`, or a rejection after `timeoutMs`. */
function waitForLead(frameUrl: string, timeoutMs: number): Promise<PixelLead> {
  const expectedOrigin = new URL(frameUrl, location.href).origin;
  const frame = hiddenFrame(frameUrl);
  return new Promise<PixelLead>((resolve, reject) => {
    const finish = () => {
      clearTimeout(timer);
      window.removeEventListener('message', onMessage);
      frame.remove();
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== expectedOrigin || !event.source || event.source !== frame.contentWindow) return;
      const lead = readPixelMessage(event.data);
      if (!lead) return; // malformed: keep waiting for a real answer
      finish();
      resolve(lead);
    };
    const timer = setTimeout(() => {
      finish();
      reject(new Error(MSG_NO_LEAD_IN_PIXEL));
    }, timeoutMs);
    window.addEventListener('message', onMessage);
    (document.body || document.documentElement).appendChild(frame);
  });
}

/**
 * Resolves with the sibling site's lead id, or null when the pixel already fired (cookie = `1`).
 * Rejects with `no lead in pixel` when no lead id arrives in time.
 *
 * The cookie is set as soon as the lead id arrives (spec §4), whatever the webhook answers: the
 * frame fires once per `cookieDays`, and a webhook post that failed waits in the loader's queue
 * (loader/webhook.ts) instead of being fired again by every page view.
 */
export async function runPixel(options: PixelOptions): Promise<string | null> {
  return (await receivePixelLead(options))?.leadId ?? null;
}

/** runPixel with the lead's token as well, when the frame sent one. */
async function receivePixelLead(options: PixelOptions): Promise<PixelLead | null> {
  const cookieName = options.cookieName ?? PIXEL_COOKIE_NAME;
  if (Cookies.get(cookieName) === '1') return null;
  const lead = await waitForLead(options.frameUrl, options.timeoutMs ?? PIXEL_TIMEOUT_MS);
  Cookies.set(cookieName, '1', {
    expires: options.cookieDays ?? PIXEL_COOKIE_DAYS,
    path: '/',
    sameSite: 'Lax',
    secure: location.protocol === 'https:',
  });
  await sendWebhook(options.leadGenHost, lead.leadId, PIXEL_STATE_TYPE);
  return lead;
}

/** Takes the sibling site's lead as this page's when it has none (or the same one), with its token,
 * and re-sends a stored push token with them (spec §4's re-send once a lead id exists): the visitor
 * may not view another page, where the push chunk would. */
function adopt(config: NayaConfig, lead: PixelLead | null): Promise<unknown> | void {
  const own = getLeadId();
  if (!lead || (own && own !== lead.leadId)) return;
  setLeadId(lead.leadId);
  if (!lead.leadToken) return;
  setLeadToken(lead.leadToken);
  if (__NAYA_PUSH__) return import('./push/resend').then((m) => m.resendStoredToken(config));
}

/** The loader's start of the pixel with the page config: a sibling site's lead id is adopted when
 * this page has none. Never rejects: a missing answer is one console warning. */
export function startPixel(config: NayaConfig): Promise<void> {
  return receivePixelLead({
    frameUrl: config.pixelUrl!,
    leadGenHost: config.leadGenHost,
    cookieName: config.pixelCookieName,
    cookieDays: config.pixelCookieDays,
  })
    .then((lead) => adopt(config, lead))
    .then(
      () => {},
      (error: Error) => console.warn('naya:', error.message),
    );
}
