// Inputs that once reached past validation into a 500 (issue 39): names of Object.prototype, which
// a lookup in a plain object finds, and paging cursors the server never issued, which PostgreSQL
// refused as data. Shared by the tests that reproduce them and the API fuzzer's dictionary.

export const PROTOTYPE_NAMES = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__'];

const cursor = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Cursors a client might forge: well-formed ones of text the lists' key types refuse, and junk. */
export const FORGED_CURSORS = [
  cursor(['1', 'x']), // "1" reads as a date in JavaScript, not in PostgreSQL (22007 before)
  cursor(['1234567890123456789']), // 19 digits: past bigint (22003)
  cursor(['123456789012345678']), // 18 digits: past a provider id (integer, 22003)
  cursor(['99999999999']),
  cursor(['2026-13-45 25:61:00+00', 'x']), // out of every range (22008)
  cursor(['2026-01-01 00:00:00+00', 'a\u0000b']), // NUL in text (22021)
  cursor(['2026-01-01 00:00:00+00', 'a\uD800']), // half a surrogate pair
  cursor(['Sat, 01 Jan 2000 00:00:00 GMT', 'x']),
  cursor(['275760-09-13', 'x']),
  cursor(['2026-01-01T00:00:00Z', 'x', 'y']),
  cursor([1, 'x']),
  cursor({ a: 1 }),
  cursor('x'),
  '["1","x"]',
  '%00',
  'x'.repeat(900),
];
