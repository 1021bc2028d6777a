// `POST {leadGenHost}/set-token` (docs/push.md): multipart form, no cookies (the API is cross-origin on
// partner pages and needs none). Callers decide which failure message to log.
import { LEAD_TIED_HEADER } from '../../common/lead-token';
import { UTM_FIELDS } from '../../common/utm';
import type { NayaConfig } from '../config';
import { getClientId, getSessionId } from '../identity';
import { getLeadToken } from '../lead';
import { getTrackingParams } from '../tracking';

type SetTokenConfig = Pick<NayaConfig, 'leadGenHost' | 'country' | 'provider' | 'src' | 'mdm' | 'cmp' | 'cnt' | 'trm'>;

/** How the server took the token: not at all (offline, non-2xx), stored, or stored and tied to the
 * lead, which it does only when `lead_token` proves the lead (docs/push.md "Tokens"). */
export type SetTokenAnswer = 'failed' | 'stored' | 'tied';

export function setTokenForm(config: SetTokenConfig, token: string, leadId: string | null): FormData {
  const form = new FormData();
  form.append('token', token);
  form.append('ga_client_id', getClientId());
  form.append('domain', location.hostname);
  form.append('lead_id', leadId ?? '');
  form.append('lead_token', (leadId && getLeadToken()) || '');
  form.append('country', config.country == null ? '' : String(config.country));
  form.append('provider', config.provider == null ? '' : String(config.provider));
  const tracking = getTrackingParams(config, getSessionId());
  for (const field of UTM_FIELDS) form.append(field, tracking[field] ?? '');
  return form;
}

/** Never rejects. */
export async function postSetToken(config: SetTokenConfig, token: string, leadId: string | null): Promise<SetTokenAnswer> {
  try {
    const response = await fetch(`${config.leadGenHost.replace(/\/$/, '')}/set-token`, {
      method: 'POST',
      body: setTokenForm(config, token, leadId),
      credentials: 'omit',
    });
    if (!response.ok) return 'failed';
    return response.headers.get(LEAD_TIED_HEADER) === '1' ? 'tied' : 'stored';
  } catch {
    return 'failed'; // offline or blocked: the caller logs
  }
}
