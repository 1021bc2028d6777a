// Input checked by zod schemas, refused in the API's error shape: `fields` names each bad value.
import type { Context } from 'hono';
import * as z from 'zod';
import { ApiError, apiError } from './errors';
import { DbError } from '../db/types';
import { addDays, colomboDay as colomboToday, DAY_MS, dayStart } from '../../common/colombo';

/** zod issues → the error shape's `fields`: { field name: reason }. */
export function zodFields(error: { issues: readonly z.core.$ZodIssue[] }): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '_');
    fields[key] ??= issue.code === 'invalid_type' && /received undefined/.test(issue.message) ? 'required' : 'invalid';
  }
  return fields;
}

/** Like zodFields, but a reason the schema names (`date_invalid`, `too_long`) is kept. */
function queryFields(error: z.ZodError, given: Record<string, string>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '_');
    fields[key] ??= !Object.hasOwn(given, key) ? 'required' : /^[a-z][a-z_]*$/.test(issue.message) ? issue.message : 'invalid';
  }
  return fields;
}

/**
 * Every query value of every route goes through here (docs/security.md "Query validation"): the
 * query string parsed by `schema`, an empty value counting as absent, a refusal a 400 naming each
 * field. Schemas are built from the parts below: own-property lists, bounded numbers, real days.
 */
export function parseQuery<T extends z.ZodType>(
  c: Context,
  schema: T,
  fieldsOf: (error: z.ZodError, given: Record<string, string>) => Record<string, string> = queryFields,
): z.output<T> {
  const given = Object.fromEntries(Object.entries(c.req.query()).filter(([, value]) => value !== ''));
  const parsed = schema.safeParse(given);
  if (!parsed.success) throw new ApiError('validation_failed', fieldsOf(parsed.error, given));
  return parsed.data;
}

/** Whether the address names `name` at all, an empty value included (`parseQuery` reads an empty
 * value as none): `?after=` asks for a list's first page by keyset. */
export const queryNames = (c: Context, name: string) => c.req.query(name) !== undefined;

/** A whole number from min to max, in digits only (`1e20`, `0x10`, `2.5`, `-1` are refused). */
export const queryWhole = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,16}$/, 'invalid')
    .transform(Number)
    .pipe(z.number().int().min(min, 'out_of_range').max(max, 'out_of_range'))
    // the document says what the address carries: a whole number in its range (not the digits' pattern)
    .meta({ type: 'integer', minimum: min, maximum: max, pattern: undefined });

/** One of `values`: an own-property list, so `constructor` or `__proto__` is no member. */
export const queryOneOf = <const T extends readonly [string, ...string[]]>(values: T, reason = 'invalid') =>
  z.enum(values, { error: reason });

/** Free text up to `max` characters; NUL (PostgreSQL text cannot hold it) is refused. */
export const queryText = (max: number) =>
  z
    .string()
    .max(max, 'too_long')
    .refine((text) => !text.includes('\0'), 'invalid');

/** A calendar day `YYYY-MM-DD` that exists (2026-02-30 does not), in the years 1970–2999 (a
 * later year would run past what PostgreSQL's timestamps and Date's ISO strings agree on). */
export const queryDay = z.iso.date({ error: 'date_invalid' }).refine((day) => day >= '1970-01-01' && day <= '2999-12-31', 'date_invalid');

/** A day (`YYYY-MM-DD`) or an ISO 8601 time with its offset (`2026-11-25T10:00:00Z`), in 1970–2999. */
export const queryInstant = z.union([queryDay, z.iso.datetime({ offset: true })], { error: 'date_invalid' }).refine((text) => {
  const year = new Date(text.length === 10 ? `${text}T00:00:00Z` : text).getUTCFullYear();
  return year >= 1970 && year <= 2999;
}, 'date_invalid');

/** `?from=&to=` as days (a route checks their order and span). */
export const dayRangeQuery = z.object({ from: queryDay.optional(), to: queryDay.optional() });

export const MAX_RANGE_DAYS = 366;

export interface DayRange {
  from: string;
  to: string;
  /** [start, end) as instants. */
  start: string;
  end: string;
  days: string[];
}

/** `?from=YYYY-MM-DD&to=YYYY-MM-DD` (Colombo days, both included, checked by `dayRangeQuery`;
 * default the last 30 days); 400 naming the field when reversed or longer than 366 days. */
export function dayRange(query: { from?: string; to?: string }): DayRange {
  const to = query.to ?? colomboToday();
  const from = query.from ?? addDays(to, -29);
  const count = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
  if (count < 1) throw new ApiError('validation_failed', { from: 'after_to' }, 'from is after to.');
  if (count > MAX_RANGE_DAYS) throw new ApiError('validation_failed', { to: 'range_too_long' }, `At most ${MAX_RANGE_DAYS} days at once.`);
  const start = dayStart(from).toISOString();
  const end = dayStart(addDays(to, 1)).toISOString();
  return { from, to, start, end, days: Array.from({ length: count }, (_, i) => addDays(from, i)) };
}

/** The largest PostgreSQL `integer`: ids, limits and offsets stay below it. */
export const INT4_MAX = 2_147_483_647;

/** `true` or `false`. */
export const queryBoolean = queryOneOf(['true', 'false'], 'true_or_false').transform((text) => text === 'true');

/** A list read in pages (`?limit=&after=` → `{"items", "next"}`, server/http/keyset.ts): `after` is
 * the `next` of the page before, none or empty for the first page. */
export const pageQuery = z.object({
  limit: queryWhole(1, 1000).optional(),
  after: z.string().max(1000).optional(),
});

/** Whether the address asks for a page (`limit` or `after` named): else the list answers whole, as before. */
export const wantsPage = (c: Context) => queryNames(c, 'limit') || queryNames(c, 'after');

/** A value PostgreSQL refused as data (SQLSTATE class 22: a date out of range, a number past its
 * type, a NUL in text) came from the caller: a `400` naming the fields, never a `5xx`. Which of the
 * request's values it was is not known here (the embedded database passes on only the code, as a
 * message can quote a row's values), so it names every query and path parameter the request had,
 * or `body` when it had none; the routes validate what they can name exactly before this. Undefined
 * for any other error. */
export function dataException(error: unknown, c: Context): Response | undefined {
  if (!(error instanceof DbError) || !error.code.startsWith('22')) return undefined;
  const names = new Set([...Object.keys(c.req.queries()), ...Object.keys(c.req.param() as Record<string, string>)]);
  return apiError(c, 'validation_failed', Object.fromEntries([...(names.size ? names : ['body'])].map((name) => [name, 'invalid'])));
}
