// Keyset paging (docs/scaling.md): a list read in pages by the last row's sort key, never by
// offset, so a page costs the same at any depth and rows added between pages neither repeat nor
// push others out. Cursors are opaque to callers (`after` / `next`); a cursor we did not give is a
// 400 naming `after`. Keys travel as text: the PostgreSQL client reads a timestamptz parameter as a
// Date and cuts it to milliseconds, which lost rows.
import type { Queryable, Row } from '../db/types';
import { ApiError } from './errors';

/** One column of a list's order: its SQL, its direction and its type (for the cursor's cast). */
export interface KeyColumn {
  sql: string;
  dir: 'asc' | 'desc';
  type: 'text' | 'timestamptz' | 'bigint' | 'integer';
}

export const encodeCursor = (key: readonly string[]) => Buffer.from(JSON.stringify(key)).toString('base64url');

/** The key a cursor holds, checked against the list's columns (a timestamp must read as one). */
export function decodeCursor(cursor: string, keys: readonly KeyColumn[]): string[] {
  try {
    const key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (
      Array.isArray(key) &&
      key.length === keys.length &&
      key.every((k, i) => typeof k === 'string' && fits(k, keys[i].type)) &&
      encodeCursor(key as string[]) === cursor
    )
      return key as string[];
  } catch {
    // not ours: refused below
  }
  throw new ApiError('validation_failed', { after: 'invalid' }, 'after is not a cursor this list gave.');
}

/** The text of a key column as the list gives it, strictly: what PostgreSQL would refuse as data
 * (a "1" JavaScript reads as a date, 19 digits past bigint, a NUL) is not a cursor we gave. */
function fits(text: string, type: KeyColumn['type']): boolean {
  if (type === 'timestamptz') return isTimestampText(text);
  if (type === 'integer') return /^-?\d{1,10}$/.test(text) && Math.abs(Number(text)) <= 2 ** 31 - 1;
  if (type === 'bigint') return /^-?\d{1,19}$/.test(text) && BigInt(text) <= 2n ** 63n - 1n && BigInt(text) >= -(2n ** 63n);
  return !text.includes('\0') && !/\p{Cs}/u.test(text); // a NUL, or half a surrogate pair
}

/** `timestamptz::text` (DateStyle ISO): `2026-11-28 01:03:20.123456+00`, its offset `+05:30` at most to seconds. */
const TIMESTAMP_TEXT = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?[+-](\d{2})(?::([0-5]\d)(?::([0-5]\d))?)?$/;

function isTimestampText(text: string): boolean {
  const m = TIMESTAMP_TEXT.exec(text);
  if (!m) return false;
  const [year, month, day, hour, minute, second, offset] = m.slice(1, 8).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    hour < 24 &&
    minute < 60 &&
    second < 60 &&
    offset <= 15
  );
}

/** `select` items giving each key column as text (`k0`, `k1`, …), to build the next cursor from. */
export const keyColumns = (keys: readonly KeyColumn[]) => keys.map((k, i) => `(${k.sql})::text as k${i}`).join(', ');

export const keyOrder = (keys: readonly KeyColumn[]) => `order by ${keys.map((k) => `${k.sql} ${k.dir}`).join(', ')}`;

/** The condition "after this key" in the list's order, its values pushed onto `params`; mixed
 * directions written out (`a < x or (a = x and b > y)`). */
export function afterKey(keys: readonly KeyColumn[], key: readonly string[], params: unknown[]): string {
  const values = key.map((value, i) => `$${params.push(value)}::text::${keys[i].type}`);
  // one direction: a row comparison, which an index on the order answers as one range
  if (keys.every((k) => k.dir === keys[0].dir))
    return `(${keys.map((k) => k.sql).join(', ')}) ${keys[0].dir === 'asc' ? '>' : '<'} (${values.join(', ')})`;
  const ors = keys.map((k, i) => {
    const equal = keys.slice(0, i).map((e, j) => `${e.sql} = ${values[j]}`);
    return `(${[...equal, `${k.sql} ${k.dir === 'asc' ? '>' : '<'} ${values[i]}`].join(' and ')})`;
  });
  // the first column's bound alone too: an index on it answers that as a range and reads on in
  // the list's order from the cursor, instead of the whole list sorted for its next page
  return `(${keys[0].sql} ${keys[0].dir === 'asc' ? '>=' : '<='} ${values[0]} and (${ors.join(' or ')}))`;
}

/** The cursor after a row read with `keyColumns`, and the row without those columns. */
export function takeKey(row: Row, keys: readonly KeyColumn[]): string {
  const key = keys.map((_, i) => String(row[`k${i}`]));
  for (let i = 0; i < keys.length; i++) delete row[`k${i}`];
  return encodeCursor(key);
}

export interface KeysetQuery {
  /** `select` items, without the key columns. */
  columns: string;
  from: string;
  /** Filter clauses (joined with `and`), their `$n` in `params`. */
  where: string[];
  params: unknown[];
  keys: readonly KeyColumn[];
}

/** A page of a list: `after` is the `next` of the page before; `offset` (rows skipped, without
 * `after`) is still accepted for a release where a list took it. */
export interface Page {
  limit: number;
  after?: string;
  offset?: number;
}

/** One page: its rows and the cursor of the next (null: the last page). */
export async function keysetPage(
  db: Queryable,
  q: KeysetQuery,
  { limit, after, offset }: Page,
): Promise<{ items: Row[]; next: string | null }> {
  const params = [...q.params];
  const where = [...q.where];
  if (after !== undefined) where.push(afterKey(q.keys, decodeCursor(after, q.keys), params));
  const rows = await db.query(
    `select ${q.columns}, ${keyColumns(q.keys)} from ${q.from} ${where.length ? `where ${where.join(' and ')}` : ''}
     ${keyOrder(q.keys)} limit ${limit + 1}${after === undefined && offset ? ` offset ${offset}` : ''}`,
    params,
  );
  const items = rows.slice(0, limit);
  let next: string | null = null;
  for (const row of items) next = takeKey(row, q.keys);
  return { items, next: rows.length > limit ? next : null };
}

/** The first `max` rows of the list in batches of `batch`, each read after the last row of the one
 * before: cheap at any depth, and rows added while it runs are neither repeated nor skipped (those
 * after the last row read come in a later batch). */
export async function* keysetBatches(db: Queryable, q: KeysetQuery, max = Infinity, batch = 1000): AsyncGenerator<Row[]> {
  let after: string | undefined;
  for (let read = 0; read < max;) {
    const size = Math.min(batch, max - read);
    const page = await keysetPage(db, q, { limit: size, after });
    if (page.items.length) yield page.items;
    read += page.items.length;
    if (!page.next) return;
    after = page.next;
  }
}
