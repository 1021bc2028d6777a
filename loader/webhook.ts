// `POST {lead-gen host}/webhook` (docs/pixel-and-feeds.md): a multipart form with `lead_id`, `state_type` and any
// extra fields. Multipart is a CORS-safelisted body, so no preflight; `keepalive` lets the request
// outlive the page (the pixel often fires as the visitor leaves). Never throws. A post that may
// succeed later (network failure, timeout, 5xx, 429) waits in the loader's queue (loader/events.ts)
// and is sent again when the browser is online, on the next page view, or after a 429's Retry-After.
import { enqueue, toForm } from './events';
import { uuid4 } from './uuid';

export const WEBHOOK_PATH = '/webhook';
/** A webhook that has not answered by then counts as failed (the pixel waits on it). */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/** Resolves true when the webhook accepted the state now, false when it refused it or it waits in the queue. */
export async function sendWebhook(
  leadGenHost: string,
  leadId: string,
  stateType: string,
  extra: Record<string, string> = {},
): Promise<boolean> {
  // `lead_id` and `state_type` are ours (docs/pixel-and-feeds.md), first: an extra field of the
  // same name must not send them twice
  const fields = { lead_id: leadId, state_type: stateType, ...extra };
  fields.lead_id = leadId;
  fields.state_type = stateType;
  const url = leadGenHost.replace(/\/+$/, '') + WEBHOOK_PATH;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), WEBHOOK_TIMEOUT_MS);
  try {
    const response = await fetch(url, {
      method: 'POST',
      body: toForm(fields),
      credentials: 'omit',
      keepalive: true,
      signal: controller.signal,
    });
    if (response.status === 429 || response.status >= 500) throw new Error(`HTTP ${response.status}`);
    return response.ok;
  } catch {
    enqueue({ id: uuid4(), url, body: '', form: fields });
    return false;
  } finally {
    clearTimeout(timer);
  }
}
