// Attribution of the visit: the campaign (utm_*) and the partner's sub-IDs (sub1…sub5). Each is
// a set chosen as a whole, in this order: the page URL, else what this session already stored,
// else the partner's config (src/mdm/cmp/cnt/trm; sub1…sub5). So what a visitor arrived with
// lasts the visit: a partner config on page 2 does not overwrite it, and a lead registered there
// is credited to it. A new campaign in the URL replaces the whole set, as analytics tools do.
import { UTM_MAX } from '../common/limits';
import { SUB_FIELDS, SUB_ID, UTM_FIELDS } from '../common/utm';
import { UTM_KEY } from './constants';

/** utm_* and sub1…sub5, as events and the lead carry them. */
export type TrackingParams = Record<string, string>;

/** Each set: its fields, their names in the config, and the check of a value. */
const SETS: [readonly string[], readonly string[], (v: string) => boolean][] = [
  [UTM_FIELDS, ['src', 'mdm', 'cmp', 'cnt', 'trm'], Boolean],
  [SUB_FIELDS, SUB_FIELDS, (v) => SUB_ID.test(v)],
];

export function getTrackingParams(config: object, sessionId: string, href = location.href): TrackingParams {
  const query = new URL(href).searchParams;
  let stored: { session_id?: string; params?: TrackingParams } | null = null;
  try {
    stored = JSON.parse(localStorage.getItem(UTM_KEY)!);
  } catch {
    // unreadable: treat as nothing seen
  }
  const seen = (stored?.session_id === sessionId && stored.params) || {};
  const params: TrackingParams = {};
  for (const [fields, names, valid] of SETS) {
    const pick = (read: (field: string, index: number) => unknown) => {
      let set: TrackingParams | undefined;
      fields.forEach((field, index) => {
        const value = read(field, index);
        if (typeof value === 'string' && valid(value)) (set ??= {})[field] = value.slice(0, UTM_MAX);
      });
      return set;
    };
    Object.assign(
      params,
      pick((f) => query.get(f)) ?? pick((f) => seen[f]) ?? pick((_, i) => (config as Record<string, unknown>)[names[i]]),
    );
  }
  try {
    localStorage.setItem(UTM_KEY, JSON.stringify({ session_id: sessionId, params }));
  } catch {
    // storage blocked: attribution still applies to this page
  }
  return params;
}
