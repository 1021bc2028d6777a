// A new console user, one schema for the console's form and the server (POST /api/console/users):
// each refusal's message is the code both show (the console words it, console/screens/Users.tsx).
import * as z from 'zod/mini';

export const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,190}\.[^\s@]{2,}$/;
export const PASSWORD_MIN = 12;
const PASSWORD_MAX = 200;
const INT4_MAX = 2_147_483_647;

export const newUserSchema = z
  .object({
    email: z.string('invalid').check(z.trim(), z.toLowerCase(), z.regex(EMAIL, 'invalid')),
    password: z
      .string('at_least_12_characters')
      .check(z.minLength(PASSWORD_MIN, 'at_least_12_characters'), z.maxLength(PASSWORD_MAX, 'too_long')),
    role: z.enum(['operator', 'partner'], 'operator_or_partner'),
    /** A partner user's partner (a whole number 1…2147483647; a form sends text). */
    provider_id: z.optional(
      z
        .pipe(
          z.union([z.number(), z.string().check(z.regex(/^\d{1,10}$/, 'required'))], 'required'),
          z.transform((v) => Number(v)),
        )
        .check(z.refine((n) => Number.isInteger(n) && n >= 1 && n <= INT4_MAX, 'required')),
    ),
  })
  .check(z.refine((u) => u.role !== 'partner' || u.provider_id !== undefined, { message: 'required', path: ['provider_id'] }));

/** Each refused field's first message, by the field's name (the answer's `fields`). */
export function issueFields(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.map(String).join('.') || '_'] ??= issue.message;
  return fields;
}
