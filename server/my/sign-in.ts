// Signing in to the borrower's page with the phone and an SMS code (docs/borrower-page.md). The
// code is made and hashed as phone verification's (server/sms/otp.ts), with caps of its own (3 an
// hour, 10 a day per phone, and at most half of SMS_DAILY_LIMIT), apart from verification's, so
// nobody can use sign-in requests to block a person's verification SMS. Every request counts
// against the phone's caps, known phone or not, and a code is stored for an unknown phone too — it
// is only not sent — so both answer alike, to the last wrong try; and both are answered before
// any gateway call (the SMS goes from the job queue), so the answer's time says nothing either
// (docs/security.md "Phone enumeration"). No number of a phone nobody registered is kept: codes
// and sends are keyed by the phone's hash.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { LeadLang } from '../../common/domain/lead-schema';
import type { Db } from '../db';
import type { Job, JobQueue } from '../jobs';
import { open, seal } from '../partners/secret-box';
import { sendSms, SmsError } from '../sms/gateway';
import { codeMessage } from '../sms/messages';
import {
  checkDailyLimit,
  checkSignInBudget,
  checkSignInCaps,
  CODE_DIGITS,
  CODE_TTL_MINUTES,
  hashCode,
  lockPhone,
  newCode,
  phoneKey,
  refusal,
  WRONG_TRIES_VOID,
  type OtpSettings,
} from '../sms/otp';

/** A session ends after this long without a call (DESIGN "The borrower's page"). */
export const MY_SESSION_IDLE_MINUTES = 30;

export const sessionHash = (id: string) => createHash('sha256').update(id).digest('hex');

/** The queue the sign-in SMS go out from; a job's data is `{ send_id }` and nothing else. */
export const SIGN_IN_SMS_QUEUE = 'my-code-sms';

export interface SignInSmsContext {
  db: Db;
  jobs: JobQueue;
  /** Seals what a send waits with (the phone and the message) while it waits in the database. */
  sealKey: Buffer;
  /** Undefined: no SMS gateway, so nobody can sign in and there is nothing to send. */
  otp?: OtpSettings;
  background: boolean;
}

const SIGN_IN_SMS_WORKERS = 4;
const SIGN_IN_SMS_QUEUE_OPTIONS = { retryLimit: 2, retryDelay: 20, retryBackoff: false, expireInSeconds: 60 };

/** `POST /api/my/code`: a code stored and a send queued, known phone or not, answered before any
 * gateway call (the SMS goes from the queue, only to a known phone), so the answer and its time say
 * nothing of whether the phone is known. */
export async function requestSignInCode(
  ctx: Pick<SignInSmsContext, 'db' | 'jobs' | 'sealKey'>,
  settings: OtpSettings,
  phone: string,
  pageLang?: LeadLang,
): Promise<void> {
  const { db } = ctx;
  const key = phoneKey(phone);
  await db.transaction(async (tx) => {
    await lockPhone(tx, phone);
    await checkSignInCaps(tx, key);
    await checkDailyLimit(tx, settings);
    await checkSignInBudget(tx, settings);
    const [lead] = await tx.query<{ lang: string }>('select lang from leads where phone = $1 order by created_at desc limit 1', [phone]);
    // sends older than a day count for nothing any more (the caps look back one day)
    await tx.query("delete from my_code_sends where sent_at < now() - interval '1 day'");
    const { code, salt, hash } = newCode();
    const pending = lead
      ? seal(ctx.sealKey, JSON.stringify({ phone, message: codeMessage(pageLang ?? lead.lang, code, CODE_TTL_MINUTES) }))
      : null;
    const [send] = await tx.query<{ id: string }>(
      'insert into my_code_sends (phone_key, sms, pending) values ($1, $2, $3) returning id::text as id',
      [key, Boolean(lead), pending],
    );
    await tx.query(
      `insert into my_codes (phone_key, code_hash, salt, expires_at, wrong_tries)
       values ($1, $2, $3, now() + make_interval(mins => $4), 0)
       on conflict (phone_key) do update set code_hash = excluded.code_hash, salt = excluded.salt,
         expires_at = excluded.expires_at, wrong_tries = 0, created_at = now()`,
      [key, hash, salt, CODE_TTL_MINUTES],
    );
    // a job for an unknown phone too (it finds nothing to send): the same work either way
    await ctx.jobs.send(SIGN_IN_SMS_QUEUE, { send_id: send.id }, { tx });
  });
}

/** Sends the SMS a send waits with. A failed try is tried again (the queue's retries); once the
 * queue gives up, or the code has expired, nothing is sent and the send no longer counts against
 * SMS_DAILY_LIMIT (it still counts against the phone's caps, as an unknown phone's does). */
async function sendSignInSms(ctx: SignInSmsContext, job: Job<{ send_id: string }>): Promise<void> {
  const { db, otp } = ctx;
  const [row] = await db.query<{ pending: string | null; expired: boolean }>(
    `select pending, sent_at <= now() - make_interval(mins => $2) as expired from my_code_sends where id = $1::text::bigint`,
    [job.data.send_id, CODE_TTL_MINUTES],
  );
  if (!row?.pending) return; // an unknown phone, or already sent
  const giveUp = () => db.query('update my_code_sends set pending = null, sms = false where id = $1::text::bigint', [job.data.send_id]);
  if (row.expired || !otp) return void (await giveUp());
  const { phone, message } = JSON.parse(open(ctx.sealKey, row.pending)) as { phone: string; message: string };
  try {
    await sendSms(otp.sms, phone, message);
  } catch (error) {
    if (!(error instanceof SmsError)) throw error;
    if (job.retryCount >= SIGN_IN_SMS_QUEUE_OPTIONS.retryLimit) await giveUp();
    throw error; // the queue tries again (the error names no phone and no text)
  }
  await db.query('update my_code_sends set pending = null where id = $1::text::bigint', [job.data.send_id]);
}

/** The sign-in SMS queue; its worker in a process that works the queue. */
export async function startSignInSms(ctx: SignInSmsContext): Promise<void> {
  if (!ctx.background) return ctx.jobs.ensureQueue(SIGN_IN_SMS_QUEUE, SIGN_IN_SMS_QUEUE_OPTIONS);
  // several workers: a gateway slow to answer one SMS (up to its 10 s) does not hold the next
  for (let i = 0; i < SIGN_IN_SMS_WORKERS; i++)
    await ctx.jobs.work<{ send_id: string }>(SIGN_IN_SMS_QUEUE, (job) => sendSignInSms(ctx, job), SIGN_IN_SMS_QUEUE_OPTIONS);
}

/** `POST /api/my/session`: the new session's id once the code is right; refusals are thrown. */
export async function signIn(db: Db, phone: string, code: unknown): Promise<string> {
  if (typeof code !== 'string' || !new RegExp(`^\\d{${CODE_DIGITS}}$`).test(code.trim())) {
    throw refusal('validation_failed', 'otp_format', `The code is ${CODE_DIGITS} digits.`);
  }
  const key = phoneKey(phone);
  type Outcome = { session: string } | { reason: 'otp_missing' | 'otp_void' | 'otp_expired' | 'otp_wrong' };
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const [row] = await tx.query<{ code_hash: string; salt: string; wrong_tries: number; expired: boolean }>(
      'select code_hash, salt, wrong_tries, expires_at <= now() as expired from my_codes where phone_key = $1 for update',
      [key],
    );
    if (!row) return { reason: 'otp_missing' };
    if (row.wrong_tries >= WRONG_TRIES_VOID) return { reason: 'otp_void' };
    if (row.expired) return { reason: 'otp_expired' };
    if (timingSafeEqual(hashCode(row.salt, code.trim()), Buffer.from(row.code_hash, 'hex'))) {
      await tx.query('delete from my_codes where phone_key = $1', [key]);
      await tx.query(`delete from my_sessions where last_seen_at < now() - make_interval(mins => $1)`, [MY_SESSION_IDLE_MINUTES]);
      const id = randomBytes(32).toString('base64url');
      await tx.query('insert into my_sessions (session_hash, phone) values ($1, $2)', [sessionHash(id), phone]);
      return { session: id };
    }
    const [after] = await tx.query<{ wrong_tries: number }>(
      'update my_codes set wrong_tries = wrong_tries + 1 where phone_key = $1 returning wrong_tries',
      [key],
    );
    return { reason: after.wrong_tries >= WRONG_TRIES_VOID ? 'otp_void' : 'otp_wrong' };
  });
  if ('session' in outcome) return outcome.session;
  const { reason } = outcome;
  if (reason === 'otp_void')
    throw refusal('rate_limited', 'otp_void', `${WRONG_TRIES_VOID} wrong codes: this code no longer works. Ask for a new one.`);
  if (reason === 'otp_expired') throw refusal('validation_failed', 'otp_expired', 'The code has expired. Ask for a new one.');
  if (reason === 'otp_missing') throw refusal('validation_failed', 'otp_missing', 'No code was sent to this phone. Ask for one.');
  throw refusal('validation_failed', 'otp_wrong', 'The code is wrong.');
}
