// Console offers (operators only), each change validated with the shared offer schema and audited:
//   GET  /api/console/offers                     every offer, retired last
//   GET  /api/console/lenders                    the lenders an offer may name (console-lead-detail.ts)
//   POST /api/console/offers                     create (400 with a message per field; lender_id must be a lender's;
//                                                a real offer's licence needs licence_si and licence_ta)
//   PUT  /api/console/offers/{offer_id}          edit (the id stays)
//   POST /api/console/offers/{offer_id}/retire   off the feeds; /restore brings it back
//   POST /api/console/offers/order               {"offer_ids": [...]}: the feeds' order
import { Hono } from 'hono';
import { offerSchema } from '../../../common/domain/offer';
import * as z from 'zod';
import { anyObject, rowList } from '../../http/doc/shapes';
import { describe } from '../../http/doc/describe';
import { recordConsoleAudit } from '../../audit/console';
import { offerProblems, type OfferStore } from '../store';
import { operatorsOnly, type ConsoleEnv } from '../../http/console-session';
import type { Db } from '../../db';
import { limitBody, readJsonObject, requireContentType } from '../../http/body';
import { ApiError } from '../../http/errors';
import { OFFER_EXAMPLE, OFFER_ORDER_EXAMPLE } from '../../http/doc/examples';

/** The offer as checked by the shared schema, naming a lender that exists (400 naming the field). */
async function checkedOffer(db: Db, input: unknown, id?: string) {
  const { offer, fields } = offerProblems(input);
  if (offer && id !== undefined && offer.offer_id !== id) fields.offer_id = 'The id of an offer cannot change.';
  // Sinhala and Tamil pages show a real offer's licence in their language: one with a licence needs
  // both (a missing one showed the English on those pages). A demo offer shows the widgets' own
  // "Example offer" words instead of its licence, so it needs neither.
  if (offer && !offer.demo && offer.licence.trim()) {
    if (!offer.licence_si) fields.licence_si = 'Write the licence in Sinhala too: Sinhala pages show it.';
    if (!offer.licence_ta) fields.licence_ta = 'Write the licence in Tamil too: Tamil pages show it.';
  }
  if (offer?.lender_id !== undefined) {
    const [lender] = await db.query('select 1 from lenders where lender_id = $1', [offer.lender_id]);
    if (!lender) fields.lender_id = 'No lender has this id.';
  }
  if (!offer || Object.keys(fields).length) throw new ApiError('validation_failed', fields);
  return offer;
}

export function consoleOfferRoutes(db: Db, store: OfferStore): Hono<ConsoleEnv> {
  const app = new Hono<ConsoleEnv>();
  app.use('/api/console/offers', operatorsOnly);
  app.use('/api/console/offers/*', operatorsOnly);
  const json = [requireContentType('application/json'), limitBody(64 * 1024)] as const;

  const con = { tag: 'Console: Offers', auth: 'console' } as const;
  const oneOffer = { params: { id: 'The offer_id.' }, refusals: { 404: 'No offer has this id.' } } as const;
  describe(app, 'GET', '/api/console/offers', {
    ...con,
    summary: 'Every offer, in order',
    answers: { 200: { description: 'The offers.', json: rowList } },
  });
  describe(app, 'POST', '/api/console/offers', {
    ...con,
    summary: 'Add an offer',
    body: { json: offerSchema, example: OFFER_EXAMPLE },
    answers: { 201: { description: 'The offer.', json: anyObject } },
  });
  describe(app, 'PUT', '/api/console/offers/:id', {
    ...con,
    ...oneOffer,
    summary: 'Replace an offer',
    body: { json: offerSchema, example: OFFER_EXAMPLE },
    answers: { 200: { description: 'The offer.', json: anyObject } },
  });
  for (const verb of ['retire', 'restore'])
    describe(app, 'POST', `/api/console/offers/:id/${verb}`, {
      ...con,
      ...oneOffer,
      summary: verb === 'retire' ? 'Retire an offer (kept, not shown)' : 'Show a retired offer again',
      answers: { 200: { description: 'Done.', json: z.object({ ok: z.literal(true) }) } },
    });
  describe(app, 'POST', '/api/console/offers/order', {
    ...con,
    summary: 'Put the offers in this order',
    body: { json: z.object({ offer_ids: z.array(z.string()) }), example: OFFER_ORDER_EXAMPLE },
    answers: { 200: { description: 'Done.', json: z.object({ ok: z.literal(true) }) } },
    refusals: { 400: 'Not every offer exactly once (`offer_ids`).' },
  });
  app.get('/api/console/offers', async (c) => c.json(await store.all()));

  app.post('/api/console/offers', ...json, async (c) => {
    const offer = await checkedOffer(db, await readJsonObject(c));
    const actor = c.get('operator').actor;
    const made = await store.change(async (tx) => {
      const rows = await tx.query(
        `insert into offers (offer_id, position, offer, updated_by)
         values ($1, (select coalesce(max(position), 0) + 1 from offers), $2::text::jsonb, $3) on conflict (offer_id) do nothing returning offer_id`,
        [offer.offer_id, JSON.stringify(offer), actor],
      );
      if (rows.length) await recordConsoleAudit(tx, actor, 'console.offer.create', { offer_id: offer.offer_id });
      return rows.length > 0;
    });
    if (!made) throw new ApiError('validation_failed', { offer_id: 'An offer has this id already.' });
    return c.json(offer, 201);
  });

  app.put('/api/console/offers/:id', ...json, async (c) => {
    const id = c.req.param('id');
    const offer = await checkedOffer(db, await readJsonObject(c), id);
    const actor = c.get('operator').actor;
    const found = await store.change(async (tx) => {
      const rows = await tx.query(
        'update offers set offer = $2::text::jsonb, updated_at = now(), updated_by = $3 where offer_id = $1 returning offer_id',
        [id, JSON.stringify(offer), actor],
      );
      if (rows.length) await recordConsoleAudit(tx, actor, 'console.offer.edit', { offer_id: id });
      return rows.length > 0;
    });
    if (!found) throw new ApiError('not_found', {}, 'No offer has this id.');
    return c.json(offer);
  });

  for (const [verb, action, sql] of [
    ['retire', 'console.offer.retire', 'retired_at = now()'],
    ['restore', 'console.offer.restore', 'retired_at = null'],
  ] as const) {
    app.post(`/api/console/offers/:id/${verb}`, async (c) => {
      const id = c.req.param('id');
      const actor = c.get('operator').actor;
      const found = await store.change(async (tx) => {
        const rows = await tx.query(
          `update offers set ${sql}, updated_at = now(), updated_by = $2 where offer_id = $1 returning offer_id`,
          [id, actor],
        );
        if (rows.length) await recordConsoleAudit(tx, actor, action, { offer_id: id });
        return rows.length > 0;
      });
      if (!found) throw new ApiError('not_found', {}, 'No offer has this id.');
      return c.json({ ok: true });
    });
  }

  app.post('/api/console/offers/order', ...json, async (c) => {
    const body = await readJsonObject(c);
    const ids = body.offer_ids;
    if (!Array.isArray(ids) || !ids.every((id) => typeof id === 'string') || new Set(ids).size !== ids.length) {
      throw new ApiError('validation_failed', { offer_ids: 'A list of distinct offer ids.' });
    }
    const actor = c.get('operator').actor;
    await store.change(async (tx) => {
      const known = (await tx.query<{ offer_id: string }>('select offer_id from offers')).map((r) => r.offer_id).sort();
      if (JSON.stringify([...ids].sort()) !== JSON.stringify(known))
        throw new ApiError('validation_failed', { offer_ids: 'Name every offer exactly once.' });
      for (const [i, id] of ids.entries()) await tx.query('update offers set position = $2 where offer_id = $1', [id, i + 1]);
      await recordConsoleAudit(tx, actor, 'console.offer.reorder', { offers: ids.length });
    });
    return c.json({ ok: true });
  });
  return app;
}
