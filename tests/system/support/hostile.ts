// fast-check arbitraries for hostile requests: malformed and wrongly typed JSON, odd unicode
// (lone surrogates, RTL marks, NUL, emoji, Sinhala with ZWJ), huge and empty bodies, wrong content
// types, header abuse and odd query strings.
import fc from 'fast-check';

export const ODD = [
  '\uD800',
  '\uDFFF',
  '\uDBFF\uDFFF',
  '\u200F',
  '\u202E',
  '\u200E',
  '\0',
  '\u0000x\u0000',
  '😀',
  '👩‍👩‍👧',
  'ශ්‍රී ලංකා',
  'ක්‍ෂ',
  '\uFEFF',
  '\u2028',
  '\r\n',
  '"',
  '\\',
  '<script>alert(1)</script>',
  "'; drop table leads; --",
  '%00',
  '%',
  '${x}',
  '__proto__',
  'constructor',
  'NaN',
  'null',
  '-0',
  '1e309',
  ' ',
  '=cmd|x',
];

/** One unit of odd text: a special string, or any UTF-16 code unit or code point. */
const oddUnit = fc.oneof(
  fc.constantFrom(...ODD),
  fc.integer({ min: 0, max: 0xffff }).map((u) => String.fromCharCode(u)),
  fc.integer({ min: 0x10000, max: 0x10ffff }).map((p) => String.fromCodePoint(p)),
  fc.constantFrom('a', 'Z', '0', '-', '@', '+', '.'),
);
export const oddText = fc.string({ unit: oddUnit, maxLength: 12 });
const anyJson = fc.jsonValue({ maxDepth: 3, stringUnit: oddUnit });

export type Body = string | Uint8Array<ArrayBuffer> | FormData;

/** Bytes that are mostly not UTF-8. */
const bytes = fc.uint8Array({ maxLength: 40 }).map((a) => new Uint8Array(a));

/** Bodies for a JSON endpoint whose valid payload is `base()` with fields `keys`. */
export function jsonBodies(base: () => Record<string, unknown>, keys: string[]): fc.Arbitrary<Body> {
  const valid = JSON.stringify(base());
  return fc.oneof(
    fc.string({ unit: oddUnit, maxLength: 30 }), // mostly not JSON
    fc.nat({ max: valid.length }).map((n) => valid.slice(0, n)), // cut short
    anyJson.map((v) => JSON.stringify(v)), // arrays, numbers, null, objects
    fc.dictionary(fc.oneof(fc.constantFrom(...keys), oddText), anyJson, { maxKeys: 6 }).map((d) => JSON.stringify(d)),
    fc.tuple(fc.constantFrom(...keys), anyJson).map(([k, v]) => JSON.stringify({ ...base(), [k]: v })), // one wrong type
    fc.tuple(fc.constantFrom(...keys), oddText).map(([k, v]) => JSON.stringify({ ...base(), [k]: v })), // odd text in a field
    fc.tuple(oddText, oddText).map(([k, v]) => JSON.stringify({ ...base(), [k]: v })), // an odd extra field
    fc.integer({ min: 0, max: 120_000 }).map((n) => JSON.stringify({ ...base(), pad: 'x'.repeat(n) })), // huge
    bytes, // not even UTF-8
    fc.constantFrom('', ' ', '{}', 'null', '[]', '{"a":1,"a":2}', '{"__proto__":{"admin":true}}', '\uFEFF{}', '{"event_id":"\\u0000"}'),
  );
}

function formData(fields: [string, string][]): FormData {
  const data = new FormData();
  for (const [k, v] of fields) data.append(k, v);
  return data;
}

/** Bodies for a form endpoint (multipart or URL-encoded) that requires `required`. */
export function formBodies(required: string[]): fc.Arbitrary<Body> {
  const fields = fc.array(fc.tuple(fc.oneof(fc.constantFrom(...required), oddText), oddText), { maxLength: 5 });
  const withRequired = fc
    .tuple(fc.array(oddText, { minLength: required.length, maxLength: required.length }), fields)
    .map(([values, extra]) => [...required.map((k, i): [string, string] => [k, values[i] || 'x']), ...extra]);
  return fc.oneof(
    fields.map(formData),
    withRequired.map(formData),
    withRequired.map((f) => new URLSearchParams(f).toString()),
    fields.map((f) => new URLSearchParams(f).toString()),
    fc.string({ unit: oddUnit, maxLength: 40 }), // garbage under a form type
    fc.integer({ min: 0, max: 40_000 }).map((n) => `${required.map((k) => `${k}=x`).join('&')}&pad=${'x'.repeat(n)}`),
    bytes,
    fc.constantFrom('', '--x\r\nContent-Disposition: form-data; name="token"\r\n\r\nabc', 'token=%ZZ&lead_id=%', '&&==&'),
  );
}

/** Header values a client can put on the wire (printable Latin-1; non-Latin-1 never gets there). */
export const headerValue = fc.string({
  unit: fc.oneof(fc.integer({ min: 0x20, max: 0x7e }), fc.integer({ min: 0xa0, max: 0xff })).map((c) => String.fromCharCode(c)),
  maxLength: 40,
});

export const contentTypes = fc.oneof(
  fc.constantFrom(
    'application/json',
    'text/plain',
    'text/plain;charset=UTF-8',
    'APPLICATION/JSON',
    'application/json; charset=utf-16',
    'multipart/form-data',
    'multipart/form-data; boundary=x',
    'application/x-www-form-urlencoded',
    'text/html',
    'application/xml',
    'application/json, text/plain',
    ';;;',
    'application/json; boundary="',
    '*/*',
    'image/png',
  ),
  headerValue,
);

/** Extra headers: odd names and values, a huge one, a bogus Authorization or Content-Length. */
export const extraHeaders: fc.Arbitrary<Record<string, string>> = fc.record(
  {
    'x-odd': headerValue,
    'x-pad': fc.integer({ min: 0, max: 12_000 }).map((n) => 'p'.repeat(n)),
    authorization: fc.oneof(
      headerValue,
      fc.constantFrom('Bearer', 'Bearer ', 'Bearer test-admin-tokenx', 'bearer test-admin-token', 'Basic Og==', 'Bearer  test-admin-token'),
    ),
    'content-length': fc.constantFrom('abc', '-1', '99999999999999999999', '0', '1e3', '+5', '0x10', '5, 6'),
    origin: fc.oneof(headerValue, fc.constantFrom('null', 'https://evil.example', 'http://127.0.0.1')),
    accept: fc.oneof(headerValue, fc.constantFrom('text/csv', '*/*', 'text/csv;q=0')),
    'accept-encoding': fc.oneof(headerValue, fc.constantFrom('br', 'gzip;q=0, *;q=0', 'identity;q=0')),
    'if-none-match': headerValue,
    'x-forwarded-for': headerValue,
  },
  { requiredKeys: [] },
);

/** Query strings (without `?`): odd pairs, broken percent-encoding, repeats, huge values. */
export const queries = fc.oneof(
  fc.constant(''),
  fc
    .array(fc.tuple(fc.oneof(fc.constantFrom('lead_id', 'limit', 'offset', 'utm_source'), oddText), oddText), { maxLength: 4 })
    .map((p) => new URLSearchParams(p).toString()),
  fc.constantFrom(
    '%',
    '%zz',
    'lead_id=%',
    'lead_id=%00',
    'lead_id=%ED%A0%80',
    'lead_id=%F0%9F',
    'lead_id=a&lead_id=b',
    'lead_id[]=x',
    'lead_id',
    '&&&',
    '=',
    'limit=-5&offset=-1',
    'limit=1e400',
    'limit=0.5&offset=2.5',
    'limit=NaN&offset=Infinity',
    'offset=99999999999999999999',
    'limit=0',
    'lead_id=%20%20',
    'lead_id=00000000-0000-4000-8000-000000000000',
  ),
  fc.integer({ min: 1, max: 6000 }).map((n) => `lead_id=${'a'.repeat(n)}`),
  fc.string({ unit: fc.constantFrom('%', '&', '=', '+', ';', '?', '/', '\\', 'a', '0', 'F', 'lead_id', 'limit'), maxLength: 20 }),
);
