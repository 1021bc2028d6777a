// POST /api/event (docs/api.md): every event stored once by its event_id, written through the group
// commit (server/events/store.ts) so the 202 is sent only after the row is committed.
import { Hono, type MiddlewareHandler } from 'hono';
import * as z from 'zod';
// EVENT_MAX_BYTES: the loader never sends more, the server refuses more (413).
import { EVENT_MAX_BYTES } from '../../../common/limits';
import { COLUMNS, EVENT_TYPES, MAX_LENGTH, storeEvent, type EventSink } from '../store';
import { limitBody, readJsonObject, requireContentType } from '../../http/body';
import { doc } from '../../http/doc/describe';

/** The event as documented: each column's field a string up to its length, any other field kept. */
const eventBody = z.looseObject(Object.fromEntries(COLUMNS.map((c) => [c, z.string().max(MAX_LENGTH[c]).optional()])));

const eventDoc = doc({
  summary: 'Store an analytics event (page_view, offer_click, …)',
  description: 'Stored once by event_id. Personal data is dropped before storing. text/plain is accepted so pages skip the CORS preflight.',
  tag: 'Events',
  auth: 'none',
  body: {
    json: eventBody,
    types: EVENT_TYPES,
    example: { event: 'page_view', event_id: '5b0c…', client_id: '6f1c…', provider: 7, sub1: 'camp-a' },
  },
  answers: { 202: { description: 'Stored.', json: z.object({ ok: z.literal(true), event_id: z.string() }) } },
  refusals: { 429: 'Too many events from this address; Retry-After says when to send the queue again.' },
});

/** `perIp`: the per-IP limit (server/http/rate-limit.ts), counted after the cheap checks. */
export function eventRoutes(events: EventSink, perIp: MiddlewareHandler): Hono {
  const app = new Hono();
  app.post('/api/event', eventDoc, requireContentType(...EVENT_TYPES), limitBody(EVENT_MAX_BYTES), perIp, async (c) => {
    const event_id = await storeEvent(events, await readJsonObject(c), c.req.header('origin'));
    return c.json({ ok: true, event_id }, 202);
  });
  return app;
}
