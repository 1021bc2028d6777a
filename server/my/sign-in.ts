// Signing in to the borrower's page with the phone and an SMS code (docs/borrower-page.md). The
// code is made, hashed and capped as phone verification's (server/sms/otp.ts): every request
// counts against the phone's caps, known phone or not, and a code is stored for an unknown phone
// too — it is only not sent — so both answer alike, to the last wrong try. No number of a phone
// nobody registered is kept: codes and sends are keyed by the phone's hash.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { LeadLang } from '../../common/domain/lead-schema';
import type { Db } from '../db';
import { ApiError } from '../http/errors';
import { sendSms, SmsError } from '../sms/gateway';
import { codeMessage } from '../sms/messages';
import {
  checkDailyLimit,
  checkPhoneCaps,
  CODE_DIGITS,
  CODE_TTL_MINUTES,
  GATEWAY_RETRY_SECONDS,
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

/** `POST /api/my/code`: an SMS with a code when the phone has leads; the same answer when not. */
export async function requestSignInCode(db: Db, settings: OtpSettings, phone: string, pageLang?: LeadLang): Promise<void> {
  const key = phoneKey(phone);
  const reserved = await db.transaction(async (tx) => {
    await lockPhone(tx, phone);
    await checkPhoneCaps(tx, phone);
    await checkDailyLimit(tx, settings);
    const [lead] = await tx.query<{ lang: string }>('select lang from leads where phone = $1 order by created_at desc limit 1', [phone]);
    // sends older than a day count for nothing any more (the caps look back one day)
    await tx.query("delete from my_code_sends where sent_at < now() - interval '1 day'");
    const [send] = await tx.query<{ id: string }>('insert into my_code_sends (phone_key, sms) values ($1, $2) returning id::text as id', [
      key,
      Boolean(lead),
    ]);
    const { code, salt, hash } = newCode();
    await tx.query(
      `insert into my_codes (phone_key, code_hash, salt, expires_at, wrong_tries)
       values ($1, $2, $3, now() + make_interval(mins => $4), 0)
       on conflict (phone_key) do update set code_hash = excluded.code_hash, salt = excluded.salt,
         expires_at = excluded.expires_at, wrong_tries = 0, created_at = now()`,
      [key, hash, salt, CODE_TTL_MINUTES],
    );
    return lead ? { code, salt, sendId: send.id, lang: pageLang ?? lead.lang } : undefined;
  });
  if (!reserved) return;
  try {
    await sendSms(settings.sms, phone, codeMessage(reserved.lang, reserved.code, CODE_TTL_MINUTES));
  } catch (error) {
    if (!(error instanceof SmsError)) throw error;
    await db.query('delete from my_code_sends where id = $1', [reserved.sendId]);
    await db.query('delete from my_codes where phone_key = $1 and salt = $2', [key, reserved.salt]);
    throw Object.assign(new ApiError('sms_unavailable'), { retryAfter: GATEWAY_RETRY_SECONDS, cause: error });
  }
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
