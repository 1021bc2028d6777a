// POST /set-token (docs/push.md): a push token with its visit's attribution. Stored once per token;
// sent again with a lead_id and that lead's lead_token (server/lead-token.ts) it gains the lead_id,
// and the answer's X-Naya-Lead-Tied: 1 says so. A lead_id without its token is not stored: anyone
// may learn a lead id, and a token tied to it would receive that person's status pushes.
import { Hono, type MiddlewareHandler } from 'hono';
import { doc } from '../../http/doc/describe';
import * as z from 'zod';
import { LEAD_TIED_HEADER } from '../../../common/lead-token';
import { UTM_FIELDS } from '../../../common/utm';
import type { Db } from '../../db';
import { limitBody, readForm, requireContentType } from '../../http/body';
import { ApiError } from '../../http/errors';
import { storableFields } from '../../http/storable';
import { zodFields } from '../../http/validate';
import { provesLead } from '../../lead-token';
import { FORM_MAX_BYTES, FORM_TYPES } from '../../lenders/routes/lender-webhook';
import { SET_TOKEN_EXAMPLE } from '../../http/doc/examples';

const optional = z
  .string()
  .trim()
  .max(500)
  .optional()
  .transform((v) => v || null);

const tokenSchema = z.object({
  token: z.string().trim().min(1).max(4096),
  lead_id: optional,
  lead_token: optional,
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

/** `perIp`: the per-IP limit (server/http/rate-limit.ts), counted after the cheap checks. */
export function tokenRoutes(db: Db, perIp: MiddlewareHandler): Hono {
  const app = new Hono();
  app.post(
    '/set-token',
    doc({
      summary: "A browser's push token with its visit's attribution",
      description:
        "Sent again with a `lead_id` and that lead's `lead_token`, the token gains the lead (the answer's `X-Naya-Lead-Tied: 1` says so); a `lead_id` without its token is not stored.",
      tag: 'Push',
      auth: 'none',
      body: { form: tokenSchema, types: FORM_TYPES, example: SET_TOKEN_EXAMPLE },
      answers: { 204: { description: 'Stored.', headers: { [LEAD_TIED_HEADER]: '`1` when the token was tied to the lead.' } } },
      refusals: { 429: 'Too many posts from this address.' },
    }),
    requireContentType(...FORM_TYPES),
    limitBody(FORM_MAX_BYTES),
    perIp,
    async (c) => {
      const parsed = tokenSchema.safeParse(storableFields(await readForm(c)));
      if (!parsed.success) throw new ApiError('validation_failed', zodFields(parsed.error));
      const row = parsed.data as Record<string, string | null>;
      const tied = await provesLead(db, row.lead_id, row.lead_token);
      if (!tied) row.lead_id = null;
      await db.query(
        UPSERT_TOKEN,
        COLUMNS.map((column) => row[column] ?? null),
      );
      if (tied) c.header(LEAD_TIED_HEADER, '1');
      // for the loader on a partner page (another origin) to read it; openCors exposes Retry-After
      c.header('Access-Control-Expose-Headers', `Retry-After, ${LEAD_TIED_HEADER}`);
      return c.body(null, 204);
    },
  );
  return app;
}
