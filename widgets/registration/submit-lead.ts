// `POST {lead-gen host}/api/leads` and what each answer means for the form. Every failure that a
// retry can fix (network, 5xx) is told apart from one the visitor must fix (400 field errors).
import { isErrorCode, type ErrorCode } from '../../common/domain/errors';

export const LEADS_PATH = '/api/leads';

export type SubmitOutcome =
  /** verifyPhone: the server sends codes (phone verification is on); duplicate: an application
   * with these details exists already (the form says so, and where the person can see it);
   * leadToken: the lead's proof (docs/push.md "Tokens"), null from a server that sends none. */
  | { kind: 'created'; leadId: string; leadToken: string | null; verifyPhone: boolean; duplicate: boolean }
  /** Per field: our error code, or the server's own message when it sent no known code. */
  | { kind: 'fields'; fields: Record<string, ErrorCode | { text: string }> }
  | { kind: 'rate_limited' }
  | { kind: 'network' }
  /** `conflict`: a 409, a lead from quotes that cannot use them (expired, used, or a need other than
   * the one priced), its fields saying which; without quotes it is a failure like a 5xx. */
  | { kind: 'server'; conflict?: Record<string, unknown> };

export async function submitLead(leadGenHost: string, lead: object): Promise<SubmitOutcome> {
  let response: Response;
  try {
    response = await fetch(leadGenHost.replace(/\/+$/, '') + LEADS_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(lead),
      credentials: 'omit',
    });
  } catch {
    return { kind: 'network' };
  }
  const body = await response.json().catch(() => null);
  if (response.status === 201 || response.status === 200) {
    return typeof body?.lead_id === 'string'
      ? {
          kind: 'created',
          leadId: body.lead_id,
          leadToken: typeof body.lead_token === 'string' ? body.lead_token : null,
          verifyPhone: body.verify_phone === true,
          duplicate: body.duplicate === true,
        }
      : { kind: 'server' };
  }
  if (response.status === 429) return { kind: 'rate_limited' };
  const fields = body?.error?.fields;
  if (response.status === 409) return { kind: 'server', conflict: { ...fields } };
  if (response.status === 400 && fields && typeof fields === 'object' && Object.keys(fields).length) {
    const mapped: Record<string, ErrorCode | { text: string }> = {};
    for (const [name, value] of Object.entries(fields)) mapped[name] = isErrorCode(value) ? value : { text: String(value) };
    return { kind: 'fields', fields: mapped };
  }
  return { kind: 'server' };
}
