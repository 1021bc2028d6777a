// The phone-verification calls (docs/leads-and-widgets.md): `POST {host}/api/leads/{id}/otp` and `/verify`, and
// what each answer means for the code step. A refusal keeps the server's reason
// (`error.fields.code`: otp_wrong, otp_expired, otp_void, otp_lead_limit…) so the step can explain it.

export type VerifyOutcome =
  | { kind: 'sent' }
  | { kind: 'verified' }
  /** Verification is off on this server, or this visitor cannot verify this lead: skip the step. */
  | { kind: 'off' }
  | { kind: 'refused'; reason: string; retryAfter?: number }
  | { kind: 'network' }
  | { kind: 'server' };

/** Seconds before a new code may be asked for, when the server named no wait. */
export const RESEND_SECONDS = 60;

async function post(url: string, body: object): Promise<VerifyOutcome> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      credentials: 'omit',
    });
  } catch {
    return { kind: 'network' };
  }
  const answer = await response.json().catch(() => null);
  if (response.status === 202) return { kind: 'sent' };
  if (response.status === 200) return answer?.verified === true ? { kind: 'verified' } : { kind: 'server' };
  if (response.status === 404) return { kind: 'off' };
  const retryAfter = Number(response.headers.get('retry-after')) || undefined;
  const code = answer?.error?.code;
  if (code === 'sms_unavailable') return { kind: 'refused', reason: 'sms_unavailable', retryAfter: retryAfter ?? RESEND_SECONDS };
  if (response.status === 400 || response.status === 429) {
    const reason = answer?.error?.fields?.code;
    return {
      kind: 'refused',
      reason: typeof reason === 'string' ? reason : response.status === 429 ? 'too_many' : 'otp_format',
      retryAfter,
    };
  }
  return { kind: 'server' };
}

const leadUrl = (host: string, leadId: string, call: 'otp' | 'verify') =>
  `${host.replace(/\/+$/, '')}/api/leads/${encodeURIComponent(leadId)}/${call}`;

/** What shows the server the lead is this visitor's: the `client_id` that registered it, and the
 * lead's token when this browser has it (either one is enough). */
export interface LeadProof {
  client_id: string;
  lead_token?: string;
}

export const askCode = (host: string, leadId: string, proof: LeadProof) => post(leadUrl(host, leadId, 'otp'), proof);

export const tryCode = (host: string, leadId: string, proof: LeadProof, code: string) =>
  post(leadUrl(host, leadId, 'verify'), { ...proof, code });

/** The number as the visitor knows it, all but the last two digits hidden: `07X XXX XX67`. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '').slice(-9); // the 9 digits after 0 / 94
  return digits.length === 9 ? `07X XXX XX${digits.slice(-2)}` : '';
}
