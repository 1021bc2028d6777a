// POST /api/sms/inbound: the SMS gateway's incoming-message webhook (docs/borrower-page.md "STOP by
// SMS"). `Authorization: Bearer <SMS_INBOUND_SECRET>` (else 401, nothing changes); JSON or form
// fields `from` (94XXXXXXXXX) and `message`; 204. Unset secret: 404 `feature_off`.
import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import * as z from 'zod';
import { doc } from '../../http/doc/describe';
import { normalizeMobile } from '../../../common/domain';
import type { Db } from '../../db';
import { limitBody, readForm, readJsonObject, requireContentType } from '../../http/body';
import { ApiError, apiError } from '../../http/errors';
import type { SmsSettings } from '../gateway';
import { handleInbound } from '../stop';
import { SMS_INBOUND_EXAMPLE } from '../../http/doc/examples';
import { PHONE_PATTERN } from '../../http/doc/lead';

const INBOUND_MAX_BYTES = 4096;

const digest = (text: string) => createHash('sha256').update(text).digest();
/** Constant time whatever the lengths (both sides hashed first). */
const sameSecret = (given: string, secret: string) => timingSafeEqual(digest(given), digest(secret));

export function smsInboundRoutes(db: Db, secret: string | undefined, sms: SmsSettings | undefined): Hono {
  const app = new Hono();
  app.post(
    '/api/sms/inbound',
    doc({
      summary: "The SMS gateway's incoming messages (STOP)",
      tag: 'SMS gateway',
      auth: 'sms_gateway',
      feature: 'the incoming SMS webhook (SMS_INBOUND_SECRET)',
      body: {
        json: z.object({ from: z.string().meta({ description: 'The sender, 94XXXXXXXXX', pattern: PHONE_PATTERN }), message: z.string() }),
        types: ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'],
        example: SMS_INBOUND_EXAMPLE,
      },
      answers: { 204: { description: 'Handled.' } },
    }),
    async (c, next) => {
      if (!secret) return apiError(c, 'feature_off', {}, 'The incoming SMS webhook is off (SMS_INBOUND_SECRET is unset).');
      const given = /^Bearer (.+)$/i.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
      if (!sameSecret(given, secret)) return apiError(c, 'unauthorized', {}, 'The gateway secret is required.');
      await next();
    },
    requireContentType('application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'),
    limitBody(INBOUND_MAX_BYTES),
    async (c) => {
      const isJson = (c.req.header('content-type') ?? '').includes('json');
      const body: Record<string, unknown> = isJson ? await readJsonObject(c) : await readForm(c);
      const fields: Record<string, string> = {};
      const from = typeof body.from === 'string' ? normalizeMobile(body.from) : null;
      if (!from) fields.from = 'phone_invalid';
      if (typeof body.message !== 'string') fields.message = 'required';
      if (Object.keys(fields).length) throw new ApiError('validation_failed', fields);
      await handleInbound(db, sms, from!, body.message as string);
      return c.body(null, 204);
    },
  );
  return app;
}
