// Attribution of the visit (utm_*). Precedence, as a whole set: the page URL, else what this
// session already stored, else the partner's config (src/mdm/cmp/cnt/trm). So the campaign a
// visitor arrived with lasts the visit: a partner config on page 2 does not overwrite it, and a
// lead registered there is credited to it. A new campaign in the URL replaces the whole set, as
// analytics tools do.
import { UTM_MAX } from '../common/limits';
import { UTM_FIELDS, type UtmField } from '../common/utm';
import { UTM_KEY } from './constants';
import type { NayaConfig } from './config';

export type TrackingParams = Partial<Record<UtmField, string>>;

/** The config's names of the UTM_FIELDS, in the same order. */
const CONFIG_FIELDS = ['src', 'mdm', 'cmp', 'cnt', 'trm'] as const;

function pick(read: (field: UtmField, index: number) => unknown): TrackingParams {
  const params: TrackingParams = {};
  UTM_FIELDS.forEach((field, index) => {
    const value = read(field, index);
    if (value && typeof value === 'string') params[field] = value.slice(0, UTM_MAX);
  });
  return params;
}

const isEmpty = (p: TrackingParams) => Object.keys(p).length === 0;

function readStored(sessionId: string): TrackingParams {
  try {
    const stored = JSON.parse(localStorage.getItem(UTM_KEY) || 'null');
    if (stored?.session_id === sessionId) return pick((f) => stored.params?.[f]);
  } catch {
    // unreadable: treat as nothing seen
  }
  return {};
}

export function getTrackingParams(
  config: Pick<NayaConfig, 'src' | 'mdm' | 'cmp' | 'cnt' | 'trm'>,
  sessionId: string,
  href = location.href,
): TrackingParams {
  const query = new URL(href).searchParams;
  let params = pick((f) => query.get(f));
  if (isEmpty(params)) params = readStored(sessionId);
  if (isEmpty(params)) params = pick((_, i) => config[CONFIG_FIELDS[i]]);
  if (isEmpty(params)) return params;
  try {
    localStorage.setItem(UTM_KEY, JSON.stringify({ session_id: sessionId, params }));
  } catch {
    // storage blocked: attribution still applies to this page
  }
  return params;
}
