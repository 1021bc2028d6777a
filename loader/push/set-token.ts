// `POST {leadGenHost}/set-token` (docs/push.md): multipart form, no cookies (the API is cross-origin on
// partner pages and needs none). Callers decide which failure message to log.
import { UTM_FIELDS } from '../../common/utm';
import type { NayaConfig } from '../config';
import { getClientId, getSessionId } from '../identity';
import { getTrackingParams } from '../tracking';

type SetTokenConfig = Pick<NayaConfig, 'leadGenHost' | 'country' | 'provider' | 'src' | 'mdm' | 'cmp' | 'cnt' | 'trm'>;

export function setTokenForm(config: SetTokenConfig, token: string, leadId: string | null): FormData {
  const form = new FormData();
  form.append('token', token);
  form.append('ga_client_id', getClientId());
  form.append('domain', location.hostname);
  form.append('lead_id', leadId ?? '');
  form.append('country', config.country == null ? '' : String(config.country));
  form.append('provider', config.provider == null ? '' : String(config.provider));
  const tracking = getTrackingParams(config, getSessionId());
  for (const field of UTM_FIELDS) form.append(field, tracking[field] ?? '');
  return form;
}

/** Resolves true when the server answered 2xx; never rejects. */
export async function postSetToken(config: SetTokenConfig, token: string, leadId: string | null): Promise<boolean> {
  try {
    const response = await fetch(`${config.leadGenHost.replace(/\/$/, '')}/set-token`, {
      method: 'POST',
      body: setTokenForm(config, token, leadId),
      credentials: 'omit',
    });
    return response.ok;
  } catch {
    return false; // offline or blocked: the caller logs
  }
}
