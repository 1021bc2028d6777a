// The SMS gateway (docs/deployment.md "Settings", SMS_API_URL): one HTTP call of the Notify.lk kind carrying
// `user_id`, `api_key`, `sender_id`, `to` (94XXXXXXXXX) and `message`. Without all four settings
// there is no gateway and phone verification is off, unless SMS_OUTBOX=1 outside production puts
// the development outbox in its place (outbox.ts).
import { SmsOutbox } from './outbox';

export interface GatewaySettings {
  /** SMS_API_URL: the gateway's send endpoint. */
  url: string;
  userId: string;
  apiKey: string;
  senderId: string;
}

/** SMS_OUTBOX=1 without a gateway: every SMS goes to the development outbox instead. */
export interface OutboxSettings {
  outbox: SmsOutbox;
}

export type SmsSettings = GatewaySettings | OutboxSettings;

/** SMS_OUTBOX is set (any value): production refuses to start with it (server/main.ts). */
export const smsOutboxSet = (env: NodeJS.ProcessEnv) => Boolean(env.SMS_OUTBOX);

export function readSmsSettings(env: NodeJS.ProcessEnv): SmsSettings | undefined {
  const { SMS_API_URL: url, SMS_USER_ID: userId, SMS_API_KEY: apiKey, SMS_SENDER_ID: senderId } = env;
  if (url && userId && apiKey && senderId) return { url, userId, apiKey, senderId };
  const outbox = env.SMS_OUTBOX === '1' || env.SMS_OUTBOX === 'true';
  return outbox && env.NODE_ENV !== 'production' ? { outbox: new SmsOutbox() } : undefined;
}

/** The gateway did not take the message: the visitor is told to try again later. */
export class SmsError extends Error {
  override readonly name = 'SmsError';
}

/** How long one send may take before it counts as failed. */
export const SMS_TIMEOUT_MS = 10_000;

/** `+94771234567` → `94771234567`, the form the gateway reads. */
export const gatewayNumber = (e164: string) => e164.replace(/^\+/, '');

/** Sinhala and Tamil need Unicode SMS; Notify.lk's `type=unicode` says so (any character past ASCII). */
const isUnicode = (text: string) => /[\x80-\uffff]/.test(text);

/** Sends one SMS; resolves once the gateway said it took it, else throws SmsError (never logs the
 * number or the text: the code is in it). */
export async function sendSms(settings: SmsSettings, e164: string, message: string): Promise<void> {
  if ('outbox' in settings) return settings.outbox.send(e164, message);
  const body = new URLSearchParams({
    user_id: settings.userId,
    api_key: settings.apiKey,
    sender_id: settings.senderId,
    to: gatewayNumber(e164),
    message,
  });
  if (isUnicode(message)) body.set('type', 'unicode');
  let response: Response;
  try {
    response = await fetch(settings.url, { method: 'POST', body, signal: AbortSignal.timeout(SMS_TIMEOUT_MS) });
  } catch (error) {
    throw new SmsError(`gateway unreachable: ${(error as Error).name}`);
  }
  const answer = (await response.json().catch(() => null)) as { status?: unknown } | null;
  // Notify.lk answers 200 {"status": "success"}; an error is a non-2xx or another status word.
  if (!response.ok || (answer && typeof answer.status === 'string' && answer.status !== 'success')) {
    throw new SmsError(`gateway refused: HTTP ${response.status}`);
  }
}
