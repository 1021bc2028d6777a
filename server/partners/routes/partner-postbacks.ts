// A partner's postback tools, behind the partner key that partner-api.ts checks:
//   POST /api/partner/postbacks/test                      → a signed {"event": "test", …} sent now, and what happened
//   GET  /api/partner/postbacks?from=&to=&state=failed    → each attempt, its answer and the next try
//   POST /api/partner/postbacks/{delivery_id}/replay      → 202, sent again now
import { Hono } from 'hono';
import * as z from 'zod';
import type { Db } from '../../db';
import { dayRangeQuery, pageQuery, parseQuery, queryOneOf, wantsPage, dayRange } from '../../http/validate';
import type { JobQueue } from '../../jobs';
import { doc } from '../../http/doc/describe';
import type { OutboundClient } from '../../outbound';
import { deliveryLog, deliveryLogPage, replayPostback, sendTestPostback } from '../postback-tools';

const logQuery = dayRangeQuery.extend({ state: queryOneOf(['failed']).optional(), ...pageQuery.shape });

export const testAnswer = z.object({
  status: z.number().int().nullable(),
  error: z.string().optional(),
  method: z.enum(['POST', 'GET']),
  url: z.string(),
  signature: z.string(),
  body: z.string(),
  duration_ms: z.number().int(),
});

export const delivery = z.object({
  delivery_id: z.string(),
  event: z.string().nullable(),
  lead_id: z.string(),
  method: z.enum(['POST', 'GET']),
  url: z.string(),
  state: z.string(),
  attempt: z.number().int(),
  attempted_at: z.string(),
  outcome: z.enum(['delivered', 'refused', 'no_answer', 'blocked']),
  http_status: z.number().int().nullable(),
  duration_ms: z.number().int().nullable(),
  next_attempt_at: z.string().nullable(),
});

export interface PostbackToolDeps {
  db: Db;
  sealKey: Buffer;
  outbound: OutboundClient;
  jobs: JobQueue;
}

export function partnerPostbackRoutes({ db, sealKey, outbound, jobs }: PostbackToolDeps) {
  const app = new Hono<{ Variables: { providerId: number } }>();
  app.post(
    '/api/partner/postbacks/test',
    doc({
      summary: 'Send a signed test postback now',
      description:
        'Sent to your postback_url with your postback_method; check your verifier against `signature` and `body` (for GET, the signature is over `url`).',
      tag: 'Postbacks',
      auth: 'partner',
      answers: {
        200: {
          description:
            "What was sent and your server's HTTP status (`null` with `error` when it did not answer; `error` is `blocked` when the URL leads to an address we do not call).",
          json: testAnswer,
          example: {
            status: 200,
            method: 'POST',
            url: 'https://partner.example/postback',
            signature: 't=1764064800,v1=5f1d…',
            body: '{"event":"test",…}',
            duration_ms: 84,
          },
        },
      },
      refusals: { 409: 'You have no postback_url.' },
    }),
    async (c) => c.json(await sendTestPostback(db, sealKey, outbound, c.get('providerId'))),
  );
  app.get(
    '/api/partner/postbacks',
    doc({
      summary: 'The delivery log: each attempt of your postbacks',
      tag: 'Postbacks',
      auth: 'partner',
      query: logQuery,
      answers: {
        200: {
          description:
            'Newest first, at most 1000; `next_attempt_at` while a retry is due. With `limit` or `after`, one page of `limit` (100 by default) and the cursor of the next (`null`: the last page).',
          json: z.union([z.object({ deliveries: z.array(delivery) }), z.object({ items: z.array(delivery), next: z.string().nullable() })]),
        },
      },
    }),
    async (c) => {
      const { limit, after, ...query } = parseQuery(c, logQuery);
      const failed = query.state === 'failed';
      if (!wantsPage(c)) return c.json(await deliveryLog(db, c.get('providerId'), dayRange(query), failed));
      return c.json(
        await deliveryLogPage(db, c.get('providerId'), dayRange(query), failed, { limit: limit ?? 100, after: after || undefined }),
      );
    },
  );
  app.post(
    '/api/partner/postbacks/:delivery_id/replay',
    doc({
      summary: 'Send one delivery again now',
      tag: 'Postbacks',
      auth: 'partner',
      params: { delivery_id: 'From the delivery log.' },
      answers: {
        202: {
          description: 'Queued to be sent at once, with the same body and idempotency key.',
          json: z.object({ replayed: z.literal(true) }),
        },
      },
      refusals: { 404: 'You have no such delivery.' },
    }),
    async (c) => {
      await replayPostback(db, jobs, c.get('providerId'), c.req.param('delivery_id'));
      return c.json({ replayed: true }, 202);
    },
  );
  return app;
}
