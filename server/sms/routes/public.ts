// Phone verification (docs/leads-and-widgets.md "Phone verification"):
//   POST /api/leads/{lead_id}/otp     {"client_id"}          → 202 {"sent": true} (SMS on its way)
//   POST /api/leads/{lead_id}/verify  {"client_id", "code"}  → 200 {"verified": true}
// Either `client_id` (the visitor who registered the lead) or `lead_token` (its proof from
// POST /api/leads) shows the lead is the caller's; without either the lead is `404` as if absent.
// Without the SMS settings both answer 404 `feature_off` ("verification is off") and leads stay
// unverified. Refusals carry the reason in `error.fields.code` (otp_wrong, otp_expired,
// otp_missing, otp_format, otp_void, otp_lead_limit, otp_phone_limit, otp_daily_limit) for the widget to explain.
import type { Lifecycle } from '../../lifecycle';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { doc, type OperationDoc } from '../../http/doc/describe';
import * as z from 'zod';
import type { TrustProxy } from '../../client-ip';
import type { Db } from '../../db';
import { limitBody, readJsonObject, requireContentType } from '../../http/body';
import { ApiError, apiError } from '../../http/errors';
import { limitPerIp, type RateLimiter } from '../../http/rate-limit';
import { checkCode, requestCode, type OtpSettings } from '../otp';
import { OTP_CHECK_EXAMPLE, OTP_SEND_EXAMPLE } from '../../http/doc/examples';

const OTP_MAX_BYTES = 1024;

export interface OtpRouteOptions {
  db: Db;
  /** Undefined: verification is off (no SMS gateway configured). */
  otp?: OtpSettings;
  trustProxy: TrustProxy;
  /** Code requests per address: each one costs an SMS. */
  sendLimiter: RateLimiter;
  /** Every verification call per address (codes tried too). */
  callLimiter: RateLimiter;
  /** Records `verified` and runs its consumers, in the transaction that marks the phone verified. */
  lifecycle: Pick<Lifecycle, 'record'>;
}

/** Refusals thrown with a wait answer it in Retry-After. */
function answer(c: Context, error: unknown): Response {
  if (!(error instanceof ApiError)) throw error;
  const retryAfter = (error as { retryAfter?: number }).retryAfter;
  if (retryAfter) c.header('Retry-After', String(retryAfter));
  return apiError(c, error.code, error.fields, error.message);
}

const otpDoc = (summary: string, body: z.ZodType, answers: OperationDoc['answers'], example?: unknown) =>
  doc({
    summary,
    tag: 'Leads',
    auth: 'none',
    feature: 'phone verification (the SMS gateway settings)',
    params: { lead_id: 'The lead, as POST /api/leads answered it.' },
    body: { json: body, types: ['application/json', 'text/plain'], example },
    answers,
    refusals: {
      400: 'A wrong, expired or malformed code (`fields.code` says which: otp_wrong, otp_expired, otp_missing, otp_format).',
      404: 'No such lead for this visitor (`lead_not_found`).',
      429: 'Past the code limits (per lead, phone or address) or 5 wrong codes (`otp_void`).',
      503: "The SMS could not be sent (`sms_unavailable`), or the day's SMS cap is reached.",
    },
  });
const verified = z.object({ verified: z.literal(true) });
/** Whose lead it is: the visitor who registered it, or its lead_token from POST /api/leads. */
const caller = { client_id: z.string().optional(), lead_token: z.string().optional() };

export function otpRoutes(options: OtpRouteOptions): Hono {
  const app = new Hono();
  const body: MiddlewareHandler[] = [requireContentType('application/json', 'text/plain'), limitBody(OTP_MAX_BYTES)];
  const off: MiddlewareHandler = async (c, next) =>
    options.otp ? next() : apiError(c, 'feature_off', {}, 'Phone verification is off on this server.');
  const perIp = limitPerIp(options.callLimiter, options.trustProxy);
  const sendsPerIp = limitPerIp(options.sendLimiter, options.trustProxy);

  app.post(
    '/api/leads/:lead_id/otp',
    otpDoc(
      "Send the lead's phone a 6-digit code",
      z.object(caller),
      {
        202: { description: 'The SMS is on its way.', json: z.object({ sent: z.literal(true) }) },
        200: { description: 'Verified already: no SMS sent.', json: verified },
      },
      OTP_SEND_EXAMPLE,
    ),
    off,
    ...body,
    perIp,
    sendsPerIp,
    async (c) => {
      const { client_id, lead_token } = await readJsonObject(c);
      try {
        const outcome = await requestCode(options.db, options.otp!, c.req.param('lead_id'), { client_id, lead_token });
        return outcome === 'verified' ? c.json({ verified: true }, 200) : c.json({ sent: true }, 202);
      } catch (error) {
        return answer(c, error);
      }
    },
  );

  app.post(
    '/api/leads/:lead_id/verify',
    otpDoc(
      'Check the code',
      z.object({ ...caller, code: z.string() }),
      { 200: { description: 'Verified.', json: verified } },
      OTP_CHECK_EXAMPLE,
    ),
    off,
    ...body,
    perIp,
    async (c) => {
      const { client_id, lead_token, code } = await readJsonObject(c);
      try {
        await checkCode(options.db, c.req.param('lead_id'), { client_id, lead_token }, code, options.lifecycle);
        return c.json({ verified: true }, 200);
      } catch (error) {
        return answer(c, error);
      }
    },
  );
  return app;
}
