// STOP by SMS (DESIGN "Messages"): a reply of `STOP` (any case), `නවත්වන්න` or `නවතන්න`, or
// `நிறுத்து`, `நிறுத்தவும்` (our own button's word) or `நிறுத்துங்கள்` — spaces, punctuation and
// invisible joiners forgiven, as people type them — to our sender turns marketing off on every lead of that phone, and is confirmed by SMS
// in the language of the word (an English STOP: the person's own language, from their latest lead).
// A phone with no lead changes nothing and gets no SMS.
import { marketingOff } from '../leads/subject';
import type { LeadLang } from '../../common/domain/lead-schema';
import { resolveLang } from '../../common/lang';
import { recordAudit, SUBJECT_ACTOR } from '../audit/index';
import type { Db } from '../db';
import { sendSms, SmsError, type SmsSettings } from './gateway';
import { logError } from '../log';

const STOP_WORDS: Record<string, LeadLang | null> = {
  stop: null,
  නවත්වන්න: 'si',
  නවතන්න: 'si',
  நிறுத்து: 'ta',
  நிறுத்தவும்: 'ta',
  நிறுத்துங்கள்: 'ta',
};

/** Each fits one Unicode SMS part (70 characters). */
const CONFIRMATION: Record<LeadLang, string> = {
  si: 'ඔබට Naya ප්‍රවර්ධන පණිවිඩ තවදුරටත් නොලැබේ.',
  en: 'You will get no more marketing messages from Naya.',
  ta: 'இனி Naya விளம்பரச் செய்திகள் உங்களுக்கு அனுப்பப்படமாட்டா.',
};

/** The language of a stop word (null: STOP, whose reader's language is their lead's), or undefined
 * when the message is not one. */
export function stopWordOf(message: string): LeadLang | null | undefined {
  // letters and vowel signs stay; spaces, punctuation ("Stop.", "STOP!"), symbols and joiners go
  const word = message
    .normalize('NFC')
    .replace(/[\s\p{P}\p{S}\p{Cf}]+/gu, '')
    .toLowerCase();
  return Object.hasOwn(STOP_WORDS, word) ? STOP_WORDS[word] : undefined;
}

/** Marketing off for `phone` (E.164) when `message` is a stop word; confirmed by SMS when sent. */
export async function handleInbound(db: Db, sms: SmsSettings | undefined, phone: string, message: string): Promise<void> {
  const word = stopWordOf(message);
  if (word === undefined) return;
  const leads = await db.transaction(async (tx) => {
    const rows = await tx.query<{ lead_id: string }>('select lead_id from leads where phone = $1', [phone]);
    await marketingOff(
      tx,
      rows.map((r) => r.lead_id),
      'person',
    );
    if (rows.length)
      await recordAudit(tx, {
        actor: SUBJECT_ACTOR,
        action: 'subject.marketing_off',
        lookup: 'phone',
        outcome: { leads: rows.length, via: ['sms'] },
      });
    return rows;
  });
  if (!leads.length || !sms) return;
  const [latest] = await db.query<{ lang: string }>('select lang from leads where phone = $1 order by created_at desc limit 1', [phone]);
  const lang = word ?? resolveLang(latest?.lang ?? 'en');
  try {
    await sendSms(sms, phone, CONFIRMATION[lang]);
  } catch (error) {
    // the change stands; only its confirmation was lost
    if (error instanceof SmsError) logError('STOP confirmation SMS not sent', error);
    else throw error;
  }
}
