// A v4 UUID without the `uuid` package: the loader's budget (3.5 KB gzip) cannot carry it.
// `crypto.randomUUID` exists only in secure contexts, and partner pages may be plain http, so the
// fallback builds one from `getRandomValues` (the version and variant nibbles fixed by the mask).
export function uuid4(): string {
  if (crypto.randomUUID) return crypto.randomUUID();
  return '10000000-1000-4000-8000-100000000000'.replace(/[018]/g, (c) =>
    (+c ^ (crypto.getRandomValues(new Uint8Array(1))[0] & (15 >> (+c / 4)))).toString(16),
  );
}
