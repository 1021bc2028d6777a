// POST /webhook (spec §7): a lead's state change (e.g. the pixel's) as a multipart form:
// lead_id, state_type and any extra fields, all kept.
import { Hono, type MiddlewareHandler } from 'hono';
import * as z from 'zod';
import { LEAD_ID_MAX } from '../../common/limits';
import type { Db } from '../db';
import { limitBody, readForm, requireContentType } from '../http/body';
import { ApiError } from '../http/errors';
import { storableFields } from '../http/storable';
import { zodFields } from '../http/validate';

export const FORM_MAX_BYTES = 16 * 1024;
export const FORM_TYPES = ['multipart/form-data', 'application/x-www-form-urlencoded'];

const webhookSchema = z.looseObject({
  lead_id: z.string().trim().min(1).max(LEAD_ID_MAX), // the pixel forwards no longer id
  state_type: z.string().trim().min(1).max(100),
});

/** `perIp`: the per-IP limit (server/rate-limit.ts), counted after the cheap checks. */
export function webhookRoutes(db: Db, perIp: MiddlewareHandler): Hono {
  const app = new Hono();
  app.post('/webhook', requireContentType(...FORM_TYPES), limitBody(FORM_MAX_BYTES), perIp, async (c) => {
    const form = storableFields(await readForm(c));
    const parsed = webhookSchema.safeParse(form);
    if (!parsed.success) throw new ApiError('validation_failed', zodFields(parsed.error));
    await db.query('insert into webhooks (lead_id, state_type, data) values ($1, $2, $3::text::jsonb)', [
      parsed.data.lead_id,
      parsed.data.state_type,
      JSON.stringify(form),
    ]);
    return c.body(null, 204);
  });
  return app;
}
