// The visitor and session ids are version-4 UUIDs, with or without hyphens (spec §5). The loader
// checks the cookies it reads with this; the server checks the `client_id` it re-issues.
const V4 = /^[0-9a-f]{8}-?[0-9a-f]{4}-?4[0-9a-f]{3}-?[89ab][0-9a-f]{3}-?[0-9a-f]{12}$/i;

/** A version-4 UUID, with or without hyphens. Hyphens must be all present or all absent. */
export function isUuidV4(value: unknown): value is string {
  if (typeof value !== 'string' || !V4.test(value)) return false;
  const hyphens = value.split('-').length - 1;
  return hyphens === 0 || hyphens === 4;
}
