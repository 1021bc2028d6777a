// One parser per kind of lead field. Each returns the clean value or the refusal code, so the
// schema (lead-schema.ts) stays a readable table and every code is decided in one place.
import { SUB_ID } from '../utm';
import { isUuidV4 } from '../uuid-v4';
import { checkNic } from './nic';
import { normalizeMobile } from './phone';
import type { ErrorCode } from './errors';

export type Refusal = { refused: ErrorCode };
export type Parsed<T> = T | Refusal;

export const refuse = (code: ErrorCode): Refusal => ({ refused: code });
export const isRefusal = (value: unknown): value is Refusal => typeof value === 'object' && value !== null && 'refused' in value;

/** Absent, null and blank all mean "not given": forms send '' for untouched inputs. */
const isBlank = (input: unknown) => input === undefined || input === null || (typeof input === 'string' && input.trim() === '');

export function parseText(input: unknown, min: number, max: number): Parsed<string> {
  if (isBlank(input)) return refuse('required');
  if (typeof input !== 'string') return refuse('invalid');
  const text = input.trim().replace(/\s+/g, ' ');
  if (text.length < min) return refuse('too_short');
  if (text.length > max) return refuse('too_long');
  return text;
}

export function parseOptionalText(input: unknown, max: number): Parsed<string | undefined> {
  return isBlank(input) ? undefined : parseText(input, 0, max);
}

/** A partner's sub-ID (sub1…sub5): up to 64 of `A-Z a-z 0-9 . _ -`, or not given. */
export function parseOptionalSubId(input: unknown): Parsed<string | undefined> {
  if (isBlank(input)) return undefined;
  return typeof input === 'string' && SUB_ID.test(input) ? input : refuse('invalid');
}

export function parsePhone(input: unknown): Parsed<string> {
  if (isBlank(input)) return refuse('required');
  return (typeof input === 'string' && normalizeMobile(input)) || refuse('phone_invalid');
}

/** Returns the 12-digit normalized NIC; `today` is read at parse time. */
export function parseNic(input: unknown): Parsed<string> {
  if (isBlank(input)) return refuse('required');
  if (typeof input !== 'string') return refuse('nic_invalid');
  const result = checkNic(input);
  if (result.ok) return result.info.normalized;
  return refuse(result.problem === 'birthdate' ? 'nic_birthdate' : 'nic_invalid');
}

// The HTML spec's pattern for input[type=email]: what the browser itself accepts.
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;
const EMAIL_MAX = 254;

export function parseEmail(input: unknown): Parsed<string | undefined> {
  if (isBlank(input)) return undefined;
  if (typeof input !== 'string') return refuse('email_invalid');
  const email = input.trim();
  if (email.length > EMAIL_MAX) return refuse('too_long');
  return EMAIL.test(email) ? email : refuse('email_invalid');
}

/** Forms send numbers as text: "50000", "50,000" and " 50 000 " all mean 50000. */
export function parseWholeNumber(input: unknown, min: number, max: number, rangeCode: ErrorCode): Parsed<number> {
  if (isBlank(input)) return refuse('required');
  let value: number;
  if (typeof input === 'number') value = input;
  else if (typeof input === 'string' && /^-?\d+(?:\.\d+)?$/.test(input.replace(/[\s,]/g, ''))) {
    value = Number(input.replace(/[\s,]/g, ''));
  } else return refuse('number_invalid');
  if (!Number.isFinite(value)) return refuse('number_invalid');
  if (!Number.isInteger(value)) return refuse('whole_number');
  if (!Number.isSafeInteger(value)) return refuse(rangeCode);
  return value < min || value > max ? refuse(rangeCode) : value;
}

export function parseChoice<T extends string>(input: unknown, choices: readonly T[], code: ErrorCode): Parsed<T> {
  if (isBlank(input)) return refuse('required');
  return typeof input === 'string' && (choices as readonly string[]).includes(input) ? (input as T) : refuse(code);
}

export function parseOptionalBoolean(input: unknown): Parsed<boolean | undefined> {
  if (input === undefined || input === null) return undefined;
  return typeof input === 'boolean' ? input : refuse('invalid');
}

/** The visit's ids: version-4 UUIDs, hyphens all present or all absent (common/uuid-v4.ts). */
export function parseOptionalUuid(input: unknown): Parsed<string | undefined> {
  if (isBlank(input)) return undefined;
  return isUuidV4(input) ? input : refuse('uuid_invalid');
}
