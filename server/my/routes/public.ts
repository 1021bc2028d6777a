// The borrower's page API (docs/borrower-page.md), each call in the audit log with actor `subject`
// (no phone or lead id in it, as every audit entry):
//   POST   /api/my/code          {"phone", "lang"?}   202, known phone or not, before any gateway call
//                                                    (an SMS from the queue, only to a known one)
//   POST   /api/my/session       {"phone", "code"}    200 + HttpOnly `my_session`; wrong 400, 5 wrong 429
//   GET    /api/my/status                             {"available", "signed_in"}: SMS sign-in on this server,
//                                                    and a live session in the cookie (always 200)
//   GET    /api/my/leads                              {"leads": [...]}
//   GET    /api/my/export                             everything stored, as a JSON download
//   POST   /api/my/marketing-off                      marketing off on every lead of the phone
//   POST   /api/my/withdraw                           consent withdrawn on every lead of the phone
//   DELETE /api/my                                    {"erased": {...}} as the admin erasure; session ends
// Without the SMS settings nobody can sign in: every call answers 404 `feature_off` and the page says so.
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { anyObject, rowList } from '../../http/doc/shapes';
import * as z from 'zod';
import { describe } from '../../http/doc/describe';
import { isLang } from '../../../common/lang';
import { normalizeMobile } from '../../../common/domain';
import { recordAudit, SUBJECT_ACTOR, type AuditAction } from '../../audit/index';
import type { TrustProxy } from '../../client-ip';
import type { Db, Queryable } from '../../db';
import type { JobQueue } from '../../jobs';
import { limitBody, readJsonObject, requireContentType } from '../../http/body';
import { ApiError, apiError } from '../../http/errors';
import { applicationsOf, leadIdsOfPhone } from '../applications';
import { requireSubject, sessionOf, setSessionCookie, type MyEnv } from '../session';
import { requestSignInCode, signIn } from '../sign-in';
import { limitPerIp, type RateLimiter } from '../../http/rate-limit';
import { eraseSubject, marketingOff, withdrawConsent } from '../../leads/subject';
import { phoneKey, type OtpSettings } from '../../sms/otp';
import { collect } from '../../leads/routes/admin-subjects';
import { MY_CODE_EXAMPLE, MY_SESSION_EXAMPLE } from '../../http/doc/examples';
import { PHONE_PATTERN } from '../../http/doc/lead';

const MY_MAX_BYTES = 1024;

export interface MyRouteOptions {
  db: Db;
  /** The sign-in SMS go out from this queue (server/my/sign-in.ts). */
  jobs: JobQueue;
  /** Seals a sign-in SMS while it waits for the queue. */
  sealKey: Buffer;
  /** Undefined: no SMS gateway, so nobody can sign in. */
  otp?: OtpSettings;
  trustProxy: TrustProxy;
  sendLimiter: RateLimiter;
  callLimiter: RateLimiter;
  /** Stores the events still in the burst journal (server/events/intake.ts) before an export or erasure. */
  flushEvents: () => Promise<void>;
}

const audit = (q: Queryable, action: AuditAction, outcome: Record<string, number | string[]> = {}) =>
  recordAudit(q, { actor: SUBJECT_ACTOR, action, lookup: 'phone', outcome });

/** Refusals thrown with a wait answer it in Retry-After. */
function refused(c: Context, error: unknown): Response {
  if (!(error instanceof ApiError)) throw error;
  const retryAfter = (error as { retryAfter?: number }).retryAfter;
  if (retryAfter) c.header('Retry-After', String(retryAfter));
  return apiError(c, error.code, error.fields, error.message);
}

function phoneOf(body: Record<string, unknown>): string {
  const phone = typeof body.phone === 'string' ? normalizeMobile(body.phone) : null;
  if (!phone) throw new ApiError('validation_failed', { phone: 'phone_invalid' }, 'A Sri Lankan mobile number: 07X XXX XXXX.');
  return phone;
}

export function myRoutes(options: MyRouteOptions): Hono {
  const { db } = options;
  const app = new Hono();
  const mine = new Hono<MyEnv>();
  const off: MiddlewareHandler = async (c, next) =>
    options.otp ? next() : apiError(c, 'feature_off', {}, 'Signing in by SMS is off on this server; write to us instead.');
  const my = { tag: 'Borrower page', auth: 'my', feature: 'signing in by SMS (the SMS gateway settings)' } as const;
  const phoneBody = { phone: z.string().meta({ description: 'A Sri Lankan mobile number: 07X XXX XXXX.', pattern: PHONE_PATTERN }) };
  describe(app, 'GET', '/api/my/status', {
    summary: 'Whether this server can sign people in by SMS',
    tag: 'Borrower page',
    auth: 'none',
    answers: {
      200: {
        description: 'Always 200: whether SMS sign-in is on, and whether this visitor is signed in.',
        json: z.object({ available: z.boolean(), signed_in: z.boolean() }),
      },
    },
  });
  describe(app, 'POST', '/api/my/code', {
    ...my,
    auth: 'none',
    summary: 'Send a sign-in code to a phone (only a phone with leads gets an SMS)',
    body: {
      json: z.object({ ...phoneBody, lang: z.enum(['si', 'ta', 'en']).optional() }),
      types: ['application/json', 'text/plain'],
      example: MY_CODE_EXAMPLE,
    },
    answers: { 202: { description: 'The same answer whether the phone is known or not.', json: z.object({ sent: z.literal(true) }) } },
    refusals: {
      429: 'Too many codes for this phone or address.',
      503: 'The service sent all the SMS it may today (`sms_unavailable`, `otp_daily_limit`).',
    },
  });
  describe(app, 'POST', '/api/my/session', {
    ...my,
    auth: 'none',
    summary: 'Sign in with the code: sets the HttpOnly my_session cookie',
    body: { json: z.object({ ...phoneBody, code: z.string() }), types: ['application/json', 'text/plain'], example: MY_SESSION_EXAMPLE },
    answers: {
      200: { description: 'Signed in.', json: z.object({ signed_in: z.literal(true) }), headers: { 'Set-Cookie': 'my_session' } },
    },
    refusals: { 400: 'A wrong, expired or malformed code.', 429: '5 wrong codes, or too many calls from this address.' },
  });
  describe(app, 'GET', '/api/my/leads', {
    ...my,
    summary: 'Your applications and their status',
    answers: { 200: { description: 'Your leads.', json: z.object({ leads: rowList }) } },
  });
  describe(app, 'GET', '/api/my/export', {
    ...my,
    summary: 'Everything stored about you, as a JSON download',
    answers: { 200: { description: 'As the admin export.', json: anyObject } },
  });
  describe(app, 'POST', '/api/my/marketing-off', {
    ...my,
    summary: 'Marketing off on every lead of your phone',
    answers: { 200: { description: 'How many leads.', json: z.object({ marketing_opt_in: z.literal(false), leads: z.number().int() }) } },
  });
  describe(app, 'POST', '/api/my/withdraw', {
    ...my,
    summary: 'Withdraw consent on every lead of your phone',
    answers: {
      200: {
        description: 'How many leads.',
        json: z.object({ consent: z.literal(false), marketing_opt_in: z.literal(false), leads: z.number().int() }),
      },
    },
  });
  describe(app, 'DELETE', '/api/my', {
    ...my,
    summary: 'Erase everything stored about you; the session ends',
    answers: { 200: { description: 'Rows erased per table.', json: z.object({ erased: z.record(z.string(), z.number()) }) } },
  });
  // Whether the page can sign people in at all, and whether this visitor is: always 200, so the page
  // shows its notice or the sign-in form without a refused request (Chromium logs every 4xx fetch
  // as a console error). Registered before `off`, which answers everything else 404.
  app.get('/api/my/status', async (c) => {
    c.header('Cache-Control', 'no-store');
    const session = options.otp ? await sessionOf(db, c) : 'none';
    return c.json({ available: Boolean(options.otp), signed_in: typeof session === 'object' });
  });
  app.use('/api/my', off);
  app.use('/api/my/*', off);
  const body: MiddlewareHandler[] = [requireContentType('application/json', 'text/plain'), limitBody(MY_MAX_BYTES)];
  const perIp = limitPerIp(options.callLimiter, options.trustProxy);
  const sendsPerIp = limitPerIp(options.sendLimiter, options.trustProxy);
  mine.use('/api/my', requireSubject(db));
  mine.use('/api/my/*', requireSubject(db));

  app.post('/api/my/code', perIp, sendsPerIp, ...body, async (c) => {
    const input = await readJsonObject(c);
    const phone = phoneOf(input);
    try {
      await requestSignInCode(
        { db, jobs: options.jobs, sealKey: options.sealKey },
        options.otp!,
        phone,
        isLang(input.lang) ? input.lang : undefined,
      );
    } catch (error) {
      return refused(c, error);
    }
    await audit(db, 'subject.code');
    return c.json({ sent: true }, 202);
  });

  app.post('/api/my/session', perIp, ...body, async (c) => {
    const input = await readJsonObject(c);
    const phone = phoneOf(input);
    let id: string;
    try {
      id = await signIn(db, phone, input.code);
    } catch (error) {
      return refused(c, error);
    }
    await audit(db, 'subject.signin');
    setSessionCookie(c, id);
    c.header('Cache-Control', 'no-store');
    return c.json({ signed_in: true }, 200);
  });

  mine.get('/api/my/leads', async (c) => {
    const leads = await db.transaction(async (tx) => {
      const found = await applicationsOf(tx, c.get('phone'));
      await audit(tx, 'subject.view', { leads: found.length });
      return found;
    });
    return c.json({ leads: leads.map(({ lang: _, ...lead }) => lead) });
  });

  mine.get('/api/my/export', async (c) => {
    await options.flushEvents();
    const data = await db.transaction(async (tx) => {
      const found = await collect(tx, await leadIdsOfPhone(tx, c.get('phone')));
      await audit(tx, 'subject.export', Object.fromEntries(Object.entries(found).map(([k, v]) => [k, v.length])));
      return found;
    });
    c.header('Content-Disposition', 'attachment; filename="naya-my-data.json"');
    return c.json(data);
  });

  mine.post('/api/my/marketing-off', async (c) => {
    const leads = await db.transaction(async (tx) => {
      const ids = await leadIdsOfPhone(tx, c.get('phone'));
      await marketingOff(tx, ids, 'person');
      await audit(tx, 'subject.marketing_off', { leads: ids.length });
      return ids.length;
    });
    return c.json({ marketing_opt_in: false, leads });
  });

  mine.post('/api/my/withdraw', async (c) => {
    const result = await db.transaction(async (tx) => {
      const { withdrawn, pushTokens } = await withdrawConsent(tx, options.jobs, await leadIdsOfPhone(tx, c.get('phone')), 'person');
      await audit(tx, 'subject.withdraw', { leads: withdrawn.length, push_tokens: pushTokens });
      return withdrawn.length;
    });
    return c.json({ consent: false, marketing_opt_in: false, leads: result });
  });

  mine.delete('/api/my', async (c) => {
    const phone = c.get('phone');
    await options.flushEvents();
    const erased = await db.transaction(async (tx) => {
      const counts = await eraseSubject(tx, options.jobs, await leadIdsOfPhone(tx, phone));
      // nothing of the person is left: not their sessions, nor a code waiting for them
      await tx.query('delete from my_sessions where phone = $1', [phone]);
      await tx.query('delete from my_codes where phone_key = $1', [phoneKey(phone)]);
      await audit(tx, 'subject.erase', counts);
      return counts;
    });
    setSessionCookie(c, '');
    return c.json({ erased });
  });
  app.route('/', mine);
  return app;
}
