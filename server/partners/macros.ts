// Postback URL macros (docs/partners-api.md): `{lead_id}`, `{sub1}` … in a partner's postback URL
// are filled in with the postback's values, URL-encoded, as tracking platforms (Everflow, TUNE)
// expect. A brace that names no macro is left as written.
import { SUB_FIELDS } from '../../common/utm';
export const MACROS = ['event', 'lead_id', 'status', 'payout', ...SUB_FIELDS, 'utm_source', 'occurred_at'] as const;

const isMacro = (name: string): name is (typeof MACROS)[number] => (MACROS as readonly string[]).includes(name);

/** The URL with each macro replaced by its value (absent or null: empty). */
export function fillMacros(template: string, values: Record<string, unknown>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    if (!isMacro(name)) return whole;
    const value = values[name];
    return encodeURIComponent(value === null || value === undefined ? '' : String(value));
  });
}
