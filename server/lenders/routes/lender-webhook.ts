// POST /webhook (docs/pixel-and-feeds.md "Webhook"): a lead's state change as a multipart form: lead_id, state_type and any
// extra fields, all kept in `webhooks` (the history). From a browser (the abandoned-visit pixel:
// no Authorization) that is all. With `Authorization: Bearer <lender api_key>` the state becomes
// the lender's own state for the lead (approved, rejected, issued, closed: the state table of
// server/leads/states.ts; the same state again is 204 and changes nothing, another move 409
// `transition_invalid`), the lead's `status` is derived again from every lender's state, and a
// change of it is a lifecycle event (push messages, postbacks). A wrong key is 401 and
// stores nothing; a lender naming no stored lead, or a lead that did not reach it (delivered, or
// the person's click on one of its offers: server/lenders/reach.ts), gets 404 and stores nothing.
import { Hono, type MiddlewareHandler } from 'hono';
import { doc } from '../../http/doc/describe';
import * as z from 'zod';
import { LEAD_ID_MAX } from '../../../common/limits';
import type { Db } from '../../db';
import type { Lifecycle } from '../../lifecycle';
import { reachedAt } from '../reach';
import { lenderStateOf } from '../../leads/lender-states';
import { transition } from '../../leads/states';
import { lenderOf } from '../../http/guards';
import { limitBody, readForm, requireContentType } from '../../http/body';
import { ApiError } from '../../http/errors';
import { storableFields } from '../../http/storable';
import { zodFields } from '../../http/validate';
import { WEBHOOK_EXAMPLE } from '../../http/doc/examples';

export const FORM_MAX_BYTES = 16 * 1024;
export const FORM_TYPES = ['multipart/form-data', 'application/x-www-form-urlencoded'];

const webhookSchema = z.looseObject({
  lead_id: z.string().trim().min(1).max(LEAD_ID_MAX), // the pixel forwards no longer id
  state_type: z.string().trim().min(1).max(100),
});

/** `perIp`: the per-IP limit (server/http/rate-limit.ts), counted after the cheap checks. */
export function webhookRoutes({ db, lifecycle }: { db: Db; lifecycle: Lifecycle }, perIp: MiddlewareHandler): Hono {
  const app = new Hono();
  // A lender's server posts many states from one address: a valid key is not limited per IP. A
  // wrong key counts against the address like a browser's post (no guessing, no flood), then 401.
  const lenders = new WeakMap<Request, string>();
  const gate: MiddlewareHandler = async (c, next) => {
    const authorization = c.req.header('authorization');
    if (authorization === undefined) return perIp(c, next);
    const lender = await lenderOf(db, authorization).catch((error: unknown) => error);
    if (typeof lender !== 'string') return perIp(c, () => Promise.reject(lender));
    lenders.set(c.req.raw, lender);
    await next();
  };
  app.post(
    '/webhook',
    doc({
      summary: "A lead's state (the pixel, or a lender's server)",
      description:
        "Without Authorization the state is stored in the lead's history and changes nothing; with a lender's key it becomes the lead's status, for a lead that reached that lender.",
      tag: 'Lenders',
      auth: 'lender_optional',
      body: { form: webhookSchema, types: FORM_TYPES, example: WEBHOOK_EXAMPLE },
      answers: { 204: { description: 'Stored.' } },
      refusals: {
        404: 'A lender named a lead that is not stored or did not reach it (`lead_not_found`).',
        409: 'A lender posted a state its current state cannot move to (`fields.state_type`: `transition_invalid`).',
        429: 'Too many posts from this address.',
      },
    }),
    requireContentType(...FORM_TYPES),
    limitBody(FORM_MAX_BYTES),
    gate,
    async (c) => {
      const form = storableFields(await readForm(c));
      const parsed = webhookSchema.safeParse(form);
      if (!parsed.success) throw new ApiError('validation_failed', zodFields(parsed.error));
      const { lead_id: leadId, state_type: state } = parsed.data;
      const lenderId = lenders.get(c.req.raw);
      if (lenderId === undefined) {
        await db.query('insert into webhooks (lead_id, state_type, data) values ($1, $2, $3::text::jsonb)', [
          leadId,
          state,
          JSON.stringify(form),
        ]);
        return c.body(null, 204);
      }
      const found = await db.transaction(async (tx) => {
        // `for update`: two states for one lead at once are applied one after the other
        const [lead] = await tx.query<{ status: string }>('select status from leads where lead_id = $1 for update', [leadId]);
        if (!lead || !(await reachedAt(tx, leadId, lenderId))) return false;
        // the state table (server/leads/states.ts): the same state again changes nothing; another move is 409
        if (transition(await lenderStateOf(tx, leadId, lenderId), state) === 'same') return true;
        await tx.query('insert into webhooks (lead_id, state_type, data, lender_id) values ($1, $2, $3::text::jsonb, $4)', [
          leadId,
          state,
          JSON.stringify(form),
          lenderId,
        ]);
        // its consequences (a cpa partner's payout once issued, the lead's status) are the event's consumers
        await lifecycle.record(tx, leadId, 'lender_state', `lender:${lenderId}`, { lender_id: lenderId, state });
        return true;
      });
      if (!found) throw new ApiError('lead_not_found');
      return c.body(null, 204);
    },
  );
  return app;
}
