// POST /api/leads/{lead_id}/clicks {"offer_id", "lead_token"} (JSON, or the same as text/plain so a
// beacon can send it) → 204: the person opened this offer (server/leads/clicks.ts).
import { Hono, type MiddlewareHandler } from 'hono';
import * as z from 'zod';
import type { Db } from '../../db';
import { limitBody, readJsonObject, requireContentType } from '../../http/body';
import { storableText } from '../../http/storable';
import { doc } from '../../http/doc/describe';
import { bindClick } from '../clicks';

const clickSchema = z.object({
  offer_id: z.string().describe('The offer the person opened.'),
  lead_token: z.string().describe('The `lead_token` that `POST /api/leads` answered.'),
});

export function leadClickRoutes(db: Db, now: () => Date, perIp: MiddlewareHandler): Hono {
  const app = new Hono();
  app.post(
    '/api/leads/:lead_id/clicks',
    doc({
      summary: 'A registered person opened a lender’s offer (click-through binding)',
      description:
        'Ties the offer’s lender to the lead once, so the lender’s later states count; the lender never sees the person’s details this way and cannot return the lead. Sent by the offers widget.',
      tag: 'Leads',
      auth: 'none',
      params: { lead_id: 'The lead the person registered.' },
      body: {
        json: clickSchema,
        types: ['application/json', 'text/plain'],
        example: { offer_id: 'demo-finance-personal', lead_token: '…' },
      },
      answers: { 204: { description: 'Bound (or bound already).' } },
      refusals: {
        404: 'No such lead, a wrong `lead_token`, or an unknown offer (`lead_not_found`).',
        429: 'Too many posts from this address.',
      },
    }),
    requireContentType('application/json', 'text/plain'),
    limitBody(1024),
    perIp,
    async (c) => {
      const body = await readJsonObject(c);
      await bindClick(db, storableText(c.req.param('lead_id')), body.offer_id, body.lead_token, now());
      return c.body(null, 204);
    },
  );
  return app;
}
