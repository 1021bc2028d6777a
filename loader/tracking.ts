// Attribution of the visit (utm_*). Precedence, as a whole set: the page URL, else what this
// session already stored, else the partner's config (src/mdm/cmp/cnt/trm). So the campaign a
// visitor arrived with lasts the visit: a partner config on page 2 does not overwrite it, and a
// lead registered there is credited to it. A new campaign in the URL replaces the whole set, as
// analytics tools do.
import { UTM_FIELDS, UTM_KEY, type UtmField } from './constants';
import type { NayaConfig } from './config';

export type TrackingParams = Partial<Record<UtmField, string>>;

const CONFIG_ALIASES: Record<UtmField, 'src' | 'mdm' | 'cmp' | 'cnt' | 'trm'> = {
  utm_source: 'src',
  utm_medium: 'mdm',
  utm_campaign: 'cmp',
  utm_content: 'cnt',
  utm_term: 'trm',
};

function pick(read: (field: UtmField) => string | null | undefined): TrackingParams {
  const params: TrackingParams = {};
  for (const field of UTM_FIELDS) {
    const value = read(field);
    if (value) params[field] = value.slice(0, 200);
  }
  return params;
}

const isEmpty = (p: TrackingParams) => Object.keys(p).length === 0;

function readStored(sessionId: string): TrackingParams {
  try {
    const stored = JSON.parse(localStorage.getItem(UTM_KEY) || 'null');
    if (stored && stored.session_id === sessionId && stored.params && typeof stored.params === 'object') {
      return pick((f) => (typeof stored.params[f] === 'string' ? stored.params[f] : undefined));
    }
  } catch {
    // unreadable: treat as nothing seen
  }
  return {};
}

export function getTrackingParams(config: Pick<NayaConfig, 'src' | 'mdm' | 'cmp' | 'cnt' | 'trm'>, sessionId: string, href = location.href): TrackingParams {
  const query = new URL(href).searchParams;
  let params = pick((f) => query.get(f));
  if (isEmpty(params)) params = readStored(sessionId);
  if (isEmpty(params)) params = pick((f) => config[CONFIG_ALIASES[f]]);
  if (isEmpty(params)) return params;
  try {
    localStorage.setItem(UTM_KEY, JSON.stringify({ session_id: sessionId, params }));
  } catch {
    // storage blocked: attribution still applies to this page
  }
  return params;
}
