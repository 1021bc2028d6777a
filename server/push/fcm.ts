// FCM HTTP v1: `POST {FCM_API_URL}/v1/projects/{project_id}/messages:send` with a bearer access
// token. What each answer means for a delivery: sent; the token is dead (404 / UNREGISTERED:
// delete it); try again later (429, 5xx, network; after Retry-After when FCM gives one); or a
// refusal that retrying cannot fix.
import type { TokenSource } from './access-token';

export const DEFAULT_FCM_API_URL = 'https://fcm.googleapis.com';
const SEND_TIMEOUT_MS = 10_000;

export type FcmOutcome =
  | { kind: 'sent'; name: string }
  | { kind: 'unregistered' }
  | { kind: 'retry'; seconds?: number; reason: string }
  | { kind: 'failed'; reason: string };

/** The v1 message: data only, so our service worker shows it and records the click. */
export interface FcmMessage {
  token: string;
  data: Record<string, string>;
  webpush?: { headers?: Record<string, string>; fcm_options?: { link?: string } };
}

/** Retry-After as seconds or an HTTP date; undefined when absent or unreadable. */
export function retryAfterSeconds(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

interface FcmError {
  error?: { status?: string; details?: { '@type'?: string; errorCode?: string }[] };
}
const errorCode = (body: FcmError | null) => body?.error?.details?.find((d) => d.errorCode)?.errorCode ?? body?.error?.status ?? '';

export class FcmClient {
  constructor(
    private readonly apiUrl: string,
    private readonly projectId: string,
    private readonly tokens: TokenSource,
  ) {}

  get endpoint(): string {
    return `${this.apiUrl.replace(/\/+$/, '')}/v1/projects/${encodeURIComponent(this.projectId)}/messages:send`;
  }

  async send(message: FcmMessage): Promise<FcmOutcome> {
    let accessToken: string;
    try {
      accessToken = await this.tokens.get();
    } catch (error) {
      return { kind: 'retry', reason: `access token: ${(error as Error).message}` };
    }
    let response: Response;
    try {
      response = await fetch(this.endpoint, {
        method: 'POST',
        headers: { Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ message }),
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
    } catch (error) {
      return { kind: 'retry', reason: `network: ${(error as Error).name}` };
    }
    const body = (await response.json().catch(() => null)) as (FcmError & { name?: string }) | null;
    if (response.ok) return { kind: 'sent', name: typeof body?.name === 'string' ? body.name : '' };
    const code = errorCode(body);
    if (response.status === 404 || code === 'UNREGISTERED') return { kind: 'unregistered' };
    if (response.status === 401) {
      this.tokens.invalidate(); // expired or revoked: the retry buys a new one
      return { kind: 'retry', seconds: 1, reason: 'HTTP 401' };
    }
    if (response.status === 429 || response.status >= 500) {
      return {
        kind: 'retry',
        seconds: retryAfterSeconds(response.headers.get('retry-after')),
        reason: `HTTP ${response.status} ${code}`.trim(),
      };
    }
    return { kind: 'failed', reason: `HTTP ${response.status} ${code}`.trim() };
  }
}
