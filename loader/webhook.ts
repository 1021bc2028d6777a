// `POST {lead-gen host}/webhook` (docs/pixel-and-feeds.md): a multipart form with `lead_id`, `state_type` and any
// extra fields. Multipart is a CORS-safelisted body, so no preflight; `keepalive` lets the request
// outlive the page (the pixel often fires as the visitor leaves). Never throws: callers decide
// what a failed delivery means.

export const WEBHOOK_PATH = '/webhook';
/** A webhook that has not answered by then counts as failed (the pixel waits on it). */
export const WEBHOOK_TIMEOUT_MS = 10_000;

export async function sendWebhook(
  leadGenHost: string,
  leadId: string,
  stateType: string,
  extra: Record<string, string> = {},
): Promise<boolean> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), WEBHOOK_TIMEOUT_MS);
  try {
    const form = new FormData();
    form.append('lead_id', leadId);
    form.append('state_type', stateType);
    for (const [name, value] of Object.entries(extra)) {
      // `lead_id` and `state_type` are ours (docs/pixel-and-feeds.md): an extra field of the same
      // name must not send them twice
      if (name !== 'lead_id' && name !== 'state_type') form.append(name, value);
    }
    const response = await fetch(leadGenHost.replace(/\/+$/, '') + WEBHOOK_PATH, {
      method: 'POST',
      body: form,
      credentials: 'omit',
      keepalive: true,
      signal: controller.signal,
    });
    return response.ok;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
