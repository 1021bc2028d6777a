// Phone verification by one-time code (docs/operators.md "Phone verification"). A 6-digit code goes to the
// lead's phone by SMS; only its salted hash is stored, it lives 10 minutes, and 5 wrong tries void
// it. SMS pumping (toll fraud: bots asking for codes to premium numbers) is capped per lead (3 an
// hour), per phone whatever the lead or address (3 an hour, 10 a day: one phone once got nine SMS
// through three leads from three addresses), per address (the route's limiter) and per day for the
// whole service (SMS_DAILY_LIMIT, then 503) — all but the address counted in the database, so every
// API process sees the same totals (docs/security.md "Per-person limits").
import type { Lifecycle } from '../lifecycle';
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db, Queryable } from '../db';
import { ApiError } from '../http/errors';
import { provesLead } from '../lead-token';
import { codeMessage } from './messages';
import { sendSms, SmsError, type SmsSettings } from './gateway';

export const CODE_DIGITS = 6;
export const CODE_TTL_MINUTES = 10;
export const CODES_PER_LEAD_PER_HOUR = 3;
export const CODES_PER_PHONE_PER_HOUR = 3;
export const CODES_PER_PHONE_PER_DAY = 10;
export const WRONG_TRIES_VOID = 5;
/** Seconds the visitor is asked to wait after the gateway failed. */
export const GATEWAY_RETRY_SECONDS = 60;

export interface OtpSettings {
  sms: SmsSettings;
  /** Codes the whole service may send in 24 hours (SMS_DAILY_LIMIT). */
  dailyLimit: number;
}

interface LeadRow {
  client_id: string | null;
  phone: string;
  lang: string;
  verified: boolean;
}

/** A refusal the widget explains: `error.fields.code` says which one. */
export const refusal = (
  code: 'validation_failed' | 'rate_limited' | 'sms_unavailable',
  reason: string,
  message: string,
  retryAfter?: number,
) => Object.assign(new ApiError(code, { code: reason }, message), { retryAfter });

export const hashCode = (salt: string, code: string) => createHmac('sha256', salt).update(code).digest();

/** A phone's key where no number is stored in clear (the borrower's page, server/my/). */
export const phoneKey = (e164: string) => createHash('sha256').update(e164).digest('hex');

/** SMS sent by the whole service in the last 24 hours: phone verification and /my/ sign-in. */
const SMS_TODAY = `select count(*)::int as n, min(sent_at) as oldest from (
    select sent_at from otp_sends where sent_at > now() - interval '1 day'
    union all select sent_at from my_code_sends where sms and sent_at > now() - interval '1 day') s`;

/** A new code: the digits to send, and its salted hash to store. */
export function newCode(): { code: string; salt: string; hash: string } {
  const code = String(randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, '0');
  const salt = randomBytes(16).toString('hex');
  return { code, salt, hash: hashCode(salt, code).toString('hex') };
}

/** What a visitor shows to prove a lead is theirs: the `client_id` that registered it, or its
 * `lead_token` (server/lead-token.ts; a sibling site's /pixel/ may have passed it on). */
export interface LeadProof {
  client_id?: unknown;
  lead_token?: unknown;
}

/** The lead, when `proof` shows it is this visitor's. Anyone else is told there is no such lead:
 * lead ids must not be probed for phones to send SMS to. */
async function ownLead(db: Queryable, leadId: string, proof: LeadProof): Promise<LeadRow> {
  const [lead] = await db.query<LeadRow & Record<string, unknown>>(
    'select client_id, phone, lang, verified from leads where lead_id = $1',
    [leadId],
  );
  if (!lead) throw new ApiError('lead_not_found');
  const byClient = typeof proof.client_id === 'string' && !!lead.client_id && lead.client_id === proof.client_id;
  if (!byClient && !(await provesLead(db, leadId, proof.lead_token))) throw new ApiError('lead_not_found');
  return lead;
}

/** Seconds until `oldest` leaves the `windowMinutes` window. */
const secondsUntilFree = (oldest: Date | string, windowMinutes: number) =>
  Math.max(1, Math.ceil((new Date(oldest).getTime() + windowMinutes * 60_000 - Date.now()) / 1000));

/** Refuses a 429 `otp_phone_limit` past `hour` sends in the last hour or `day` in the last day. */
function refuseOverCaps(sends: { hour: number; day: number; hour_oldest: Date | null; day_oldest: Date | null }): void {
  if (sends.hour >= CODES_PER_PHONE_PER_HOUR) {
    const message = `${CODES_PER_PHONE_PER_HOUR} codes were sent to this phone in the last hour.`;
    throw refusal('rate_limited', 'otp_phone_limit', message, secondsUntilFree(sends.hour_oldest!, 60));
  }
  if (sends.day >= CODES_PER_PHONE_PER_DAY) {
    const message = `${CODES_PER_PHONE_PER_DAY} codes were sent to this phone today.`;
    throw refusal('rate_limited', 'otp_phone_limit', message, secondsUntilFree(sends.day_oldest!, 24 * 60));
  }
}

const CAP_COUNTS = `count(*) filter (where s.sent_at > now() - interval '1 hour')::int as hour, count(*)::int as day,
  min(s.sent_at) filter (where s.sent_at > now() - interval '1 hour') as hour_oldest, min(s.sent_at) as day_oldest`;

/** Refuses a verification code to `phone` past its caps, counted over every lead with that phone
 * (one phone once got nine SMS through three leads). /my/ sign-in codes have caps of their own
 * (`checkSignInCaps`): neither purpose can block the other. Call it under `lockPhone`. */
export async function checkPhoneCaps(tx: Queryable, phone: string): Promise<void> {
  const [sends] = await tx.query<Parameters<typeof refuseOverCaps>[0]>(
    `select ${CAP_COUNTS} from otp_sends s join leads l on l.lead_id = s.lead_id
      where l.phone = $1 and s.sent_at > now() - interval '1 day'`,
    [phone],
  );
  refuseOverCaps(sends);
}

/** Refuses a /my/ sign-in code past the phone's sign-in caps (every request counts, known phone or
 * not; `key` is `phoneKey(phone)`). Call it under `lockPhone`. */
export async function checkSignInCaps(tx: Queryable, key: string): Promise<void> {
  const [sends] = await tx.query<Parameters<typeof refuseOverCaps>[0]>(
    `select ${CAP_COUNTS} from my_code_sends s where s.phone_key = $1 and s.sent_at > now() - interval '1 day'`,
    [key],
  );
  refuseOverCaps(sends);
}

/** Sign-in SMS stop at half of SMS_DAILY_LIMIT, keeping the rest for phone verification (503, as
 * the whole limit: the same answer for every phone). */
export async function checkSignInBudget(tx: Queryable, settings: OtpSettings): Promise<void> {
  const [today] = await tx.query<{ n: number; oldest: Date | null }>(
    "select count(*)::int as n, min(sent_at) as oldest from my_code_sends where sms and sent_at > now() - interval '1 day'",
  );
  if (today.n >= signInDailyLimit(settings)) {
    const wait = today.oldest ? secondsUntilFree(today.oldest, 24 * 60) : 3600;
    throw refusal('sms_unavailable', 'otp_daily_limit', 'The service sent all the sign-in SMS it may today; try again later.', wait);
  }
}

/** Sign-in SMS the service may send in 24 hours: half of SMS_DAILY_LIMIT. */
export const signInDailyLimit = (settings: OtpSettings) => Math.floor(settings.dailyLimit / 2);

/** One phone's sends one after another (its leads' and /my/'s too), so two requests cannot both pass a cap. */
export const lockPhone = (tx: Queryable, phone: string) => tx.query('select pg_advisory_xact_lock(hashtext($1))', [`otp-phone:${phone}`]);

/** Refuses a send when the whole service is out of SMS for today (SMS_DAILY_LIMIT, 503). */
export async function checkDailyLimit(tx: Queryable, settings: OtpSettings): Promise<void> {
  const [today] = await tx.query<{ n: number; oldest: Date | null }>(SMS_TODAY);
  if (today.n >= settings.dailyLimit) {
    // Not the visitor's doing: the service is out of SMS for now (503), and the console says so.
    const wait = today.oldest ? secondsUntilFree(today.oldest, 24 * 60) : 3600;
    throw refusal('sms_unavailable', 'otp_daily_limit', 'The service sent all the SMS it may today; try again later.', wait);
  }
}

/** Checks the caps and writes the send and the code's hash; resolves the code to send. */
async function reserveCode(
  tx: Queryable,
  leadId: string,
  phone: string,
  settings: OtpSettings,
): Promise<{ code: string; sendId: string; salt: string }> {
  await lockPhone(tx, phone);
  const recent = await tx.query<{ sent_at: Date }>(
    `select sent_at from otp_sends where lead_id = $1 and sent_at > now() - interval '1 hour' order by sent_at`,
    [leadId],
  );
  if (recent.length >= CODES_PER_LEAD_PER_HOUR) {
    throw refusal(
      'rate_limited',
      'otp_lead_limit',
      'Three codes were sent for this lead in the last hour.',
      secondsUntilFree(recent[0].sent_at, 60),
    );
  }
  await checkPhoneCaps(tx, phone);
  await checkDailyLimit(tx, settings);
  const { code, salt, hash } = newCode();
  const [send] = await tx.query<{ id: string }>('insert into otp_sends (lead_id) values ($1) returning id::text as id', [leadId]);
  await tx.query(
    `insert into otp_codes (lead_id, code_hash, salt, expires_at, wrong_tries)
     values ($1, $2, $3, now() + make_interval(mins => $4), 0)
     on conflict (lead_id) do update set code_hash = excluded.code_hash, salt = excluded.salt,
       expires_at = excluded.expires_at, wrong_tries = 0, created_at = now()`,
    [leadId, hash, salt, CODE_TTL_MINUTES],
  );
  return { code, sendId: send.id, salt };
}

/** Codes sent by the whole service in the last 24 hours against SMS_DAILY_LIMIT (the console's
 * dashboard shows it; at the limit every code request answers 503). */
export async function smsToday(db: Queryable, settings: OtpSettings) {
  const [row] = await db.query<{ n: number }>(SMS_TODAY);
  return { sent: row.n, daily_limit: settings.dailyLimit, reached: row.n >= settings.dailyLimit };
}

/** `POST /api/leads/{id}/otp`: 'sent', or 'verified' when there is nothing left to prove. */
export async function requestCode(db: Db, settings: OtpSettings, leadId: string, proof: LeadProof): Promise<'sent' | 'verified'> {
  const lead = await ownLead(db, leadId, proof);
  if (lead.verified) return 'verified';
  const { code, sendId, salt } = await db.transaction((tx) => reserveCode(tx, leadId, lead.phone, settings));
  try {
    await sendSms(settings.sms, lead.phone, codeMessage(lead.lang, code, CODE_TTL_MINUTES));
  } catch (error) {
    if (!(error instanceof SmsError)) throw error;
    // Not sent: it does not count against the caps, and the code nobody received is dropped.
    await db.query('delete from otp_sends where id = $1', [sendId]);
    await db.query('delete from otp_codes where lead_id = $1 and salt = $2', [leadId, salt]);
    throw Object.assign(new ApiError('sms_unavailable'), { retryAfter: GATEWAY_RETRY_SECONDS, cause: error });
  }
  return 'sent';
}

/** `POST /api/leads/{id}/verify`: true once the phone is verified; refusals are thrown. */
export async function checkCode(
  db: Db,
  leadId: string,
  proof: LeadProof,
  code: unknown,
  /** Records `verified` with its consequences (a cpl payout, routing: their consumers). */
  lifecycle: Pick<Lifecycle, 'record'>,
): Promise<void> {
  const lead = await ownLead(db, leadId, proof);
  if (lead.verified) return;
  if (typeof code !== 'string' || !new RegExp(`^\\d{${CODE_DIGITS}}$`).test(code.trim())) {
    throw refusal('validation_failed', 'otp_format', `The code is ${CODE_DIGITS} digits.`);
  }
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx.query<{ code_hash: string; salt: string; wrong_tries: number; expired: boolean }>(
      'select code_hash, salt, wrong_tries, expires_at <= now() as expired from otp_codes where lead_id = $1 for update',
      [leadId],
    );
    if (!row) return 'otp_missing';
    if (row.wrong_tries >= WRONG_TRIES_VOID) return 'otp_void';
    if (row.expired) return 'otp_expired';
    if (timingSafeEqual(hashCode(row.salt, code.trim()), Buffer.from(row.code_hash, 'hex'))) {
      await tx.query('delete from otp_codes where lead_id = $1', [leadId]);
      await lifecycle.record(tx, leadId, 'verified', 'person'); // the lead is verified with its event
      return 'ok';
    }
    const [after] = await tx.query<{ wrong_tries: number }>(
      'update otp_codes set wrong_tries = wrong_tries + 1 where lead_id = $1 returning wrong_tries',
      [leadId],
    );
    return after.wrong_tries >= WRONG_TRIES_VOID ? 'otp_void' : 'otp_wrong';
  });
  if (outcome === 'ok') return;
  if (outcome === 'otp_void')
    throw refusal('rate_limited', 'otp_void', `${WRONG_TRIES_VOID} wrong codes: this code no longer works. Ask for a new one.`);
  if (outcome === 'otp_expired') throw refusal('validation_failed', 'otp_expired', 'The code has expired. Ask for a new one.');
  if (outcome === 'otp_missing') throw refusal('validation_failed', 'otp_missing', 'No code was sent for this lead. Ask for one.');
  throw refusal('validation_failed', 'otp_wrong', 'The code is wrong.');
}
