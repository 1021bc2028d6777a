// POST /set-token (docs/push.md): a push token with its visit's attribution. Stored once per token;
// sent again with a lead_id (docs/push.md) it gains that lead_id.
import { Hono, type MiddlewareHandler } from 'hono';
import { doc } from '../openapi/describe';
import * as z from 'zod';
import { UTM_FIELDS } from '../../common/utm';
import type { Db } from '../db';
import { limitBody, readForm, requireContentType } from '../http/body';
import { ApiError } from '../http/errors';
import { storableFields } from '../http/storable';
import { zodFields } from '../http/validate';
import { FORM_MAX_BYTES, FORM_TYPES } from './webhook';

const optional = z
  .string()
  .trim()
  .max(500)
  .optional()
  .transform((v) => v || null);

const tokenSchema = z.object({
  token: z.string().trim().min(1).max(4096),
  lead_id: optional,
  ga_client_id: optional,
  domain: optional,
  country: optional,
  provider: optional,
  ...Object.fromEntries(UTM_FIELDS.map((f) => [f, optional])),
});

const COLUMNS = ['token', 'lead_id', 'ga_client_id', 'domain', 'country', 'provider', ...UTM_FIELDS] as const;

/** A re-send without a lead_id (or attribution) never erases what an earlier one stored. */
const UPSERT_TOKEN = `insert into push_tokens (${COLUMNS.join(', ')})
  values (${COLUMNS.map((_, i) => `$${i + 1}`).join(', ')})
  on conflict (token) do update set
  ${COLUMNS.slice(1)
    .map((c) => `${c} = coalesce(excluded.${c}, push_tokens.${c})`)
    .join(',\n  ')},
  updated_at = now()`;

/** `perIp`: the per-IP limit (server/rate-limit.ts), counted after the cheap checks. */
export function tokenRoutes(db: Db, perIp: MiddlewareHandler): Hono {
  const app = new Hono();
  app.post(
    '/set-token',
    doc({
      summary: "A browser's push token with its visit's attribution",
      tag: 'Push',
      auth: 'none',
      body: { form: tokenSchema, types: FORM_TYPES },
      answers: { 204: { description: 'Stored.' } },
      refusals: { 429: 'Too many posts from this address.' },
    }),
    requireContentType(...FORM_TYPES),
    limitBody(FORM_MAX_BYTES),
    perIp,
    async (c) => {
      const parsed = tokenSchema.safeParse(storableFields(await readForm(c)));
      if (!parsed.success) throw new ApiError('validation_failed', zodFields(parsed.error));
      const row = parsed.data as Record<string, string | null>;
      await db.query(
        UPSERT_TOKEN,
        COLUMNS.map((column) => row[column] ?? null),
      );
      return c.body(null, 204);
    },
  );
  return app;
}
