// POST /webhook (spec §7): a lead's state change (e.g. the pixel's) as a multipart form:
// lead_id, state_type and any extra fields, all kept.
import { Hono } from 'hono';
import * as z from 'zod';
import type { Db } from '../db';
import { limitBody, readForm, requireContentType } from '../http/body';
import { ApiError } from '../http/errors';
import { storableFields } from '../http/storable';
import { zodFields } from '../http/validate';

export const FORM_MAX_BYTES = 16 * 1024;
export const FORM_TYPES = ['multipart/form-data', 'application/x-www-form-urlencoded'];

const webhookSchema = z.looseObject({
  lead_id: z.string().trim().min(1).max(100),
  state_type: z.string().trim().min(1).max(100),
});

export function webhookRoutes(db: Db): Hono {
  const app = new Hono();
  app.post('/webhook', requireContentType(...FORM_TYPES), limitBody(FORM_MAX_BYTES), async (c) => {
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
