// The consent a lead agrees to names the lenders its details may go to (docs/lenders.md
// "Consent"). Every wording ever served is kept in `consent_versions`; its version changes when
// the named lenders change. A lead may send the current version or one that was current within
// CONSENT_GRACE_HOURS (a form opened before a change must not refuse the person).
import { createHash } from 'node:crypto';
import { CONSENT_VERSION } from '../../common/domain/lead-rules';
import { consentText, marketingText } from '../../common/domain/messages';
import { LANGS, type Lang } from '../../common/lang';
import type { Db, Queryable } from '../db';

export const CONSENT_GRACE_HOURS = 24;

/** The sentence after the consent wording that names the lenders, per language: in the first person, as the wording is. */
export const LENDERS_NAMED: Record<Lang, string> = {
  si: 'මගේ තොරතුරු ලැබිය හැකි ණය දෙන ආයතන:',
  en: 'The lenders that may receive my details:',
  ta: 'எனது விவரங்களைப் பெறக்கூடிய கடன் வழங்கும் நிறுவனங்கள்:',
};

export interface NamedLender {
  lender_id: string;
  name: string;
}

export interface Consent {
  version: string;
  text: Record<Lang, string>;
  marketing: Record<Lang, string>;
  lenders: NamedLender[];
}

export const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** The consent text naming `names` in each language: the wording, the lenders sentence and the
 * names in order (GET /api/consent gives a form the first two, to name the lenders a person chose). */
export const namingText = (names: readonly string[]) =>
  Object.fromEntries(
    LANGS.map((lang) => [lang, names.length ? `${consentText[lang]} ${LENDERS_NAMED[lang]} ${names.join(', ')}.` : consentText[lang]]),
  ) as Record<Lang, string>;

/** The wording that names `lenders`. With none named it is the form's own wording and version. */
function wording(lenders: NamedLender[]): Consent {
  const text = namingText(lenders.map((l) => l.name));
  const marketing = { ...marketingText };
  const version = lenders.length
    ? `${CONSENT_VERSION}.${sha256(JSON.stringify([text, marketing, lenders])).slice(0, 12)}`
    : CONSENT_VERSION;
  return { version, text, marketing, lenders };
}

/** Lenders that take deliveries (rules set), in the order they were added. */
const namedLenders = (q: Queryable) =>
  q.query<NamedLender & Record<string, unknown>>(
    'select lender_id, name from lenders where active and rules is not null order by created_at, lender_id',
  );

/** The current consent; records it as a new version when the lenders changed since the last one. */
export async function currentConsent(db: Db, now: Date): Promise<Consent> {
  const consent = wording(await namedLenders(db));
  const [current] = await db.query<{ version: string }>('select version from consent_versions where current_until is null');
  if (current?.version === consent.version) return consent;
  await db.transaction(async (tx) => {
    await tx.query("select pg_advisory_xact_lock(hashtext('consent_versions'))");
    const fresh = wording(await namedLenders(tx)); // another process may have changed it meanwhile
    const [now_] = await tx.query<{ version: string }>('select version from consent_versions where current_until is null');
    if (now_?.version === fresh.version) return;
    await tx.query('update consent_versions set current_until = $1 where current_until is null', [now]);
    await tx.query(
      `insert into consent_versions (version, texts, lenders, current_from) values ($1, $2::text::jsonb, $3::text::jsonb, $4)
       on conflict (version) do update set current_from = excluded.current_from, current_until = null`,
      [fresh.version, JSON.stringify({ text: fresh.text, marketing: fresh.marketing }), JSON.stringify(fresh.lenders), now],
    );
  });
  return consent;
}

export interface ConsentVersion {
  version: string;
  text: Record<Lang, string>;
  lenders: NamedLender[];
  /** The text is not the version's own (a lead from quotes names only the chosen): the receipt keeps it. */
  ownText?: boolean;
}

/** The version as a lead from quotes agrees to it: its wording naming only `chosen`, in order. */
export const namingChosen = (consent: ConsentVersion, chosen: NamedLender[]): ConsentVersion => ({
  version: consent.version,
  text: namingText(chosen.map((l) => l.name)),
  lenders: chosen,
  ownText: true,
});

/** The version a lead sent, when it is current or was within CONSENT_GRACE_HOURS of `now`. */
export async function acceptedVersion(db: Db, version: string, now: Date): Promise<ConsentVersion | undefined> {
  await currentConsent(db, now);
  const since = new Date(now.getTime() - CONSENT_GRACE_HOURS * 3_600_000);
  const [row] = await db.query<{ texts: { text: Record<Lang, string> }; lenders: NamedLender[] }>(
    'select texts, lenders from consent_versions where version = $1 and (current_until is null or current_until > $2)',
    [version, since],
  );
  return row && { version, text: row.texts.text, lenders: row.lenders };
}

/** The exact text a receipt's consent was given to (its text_sha256 is the hash of it): the
 * receipt's own (a lead from quotes), else its version's in the receipt's language. */
export async function receiptText(q: Queryable, receiptId: string): Promise<string | undefined> {
  const [row] = await q.query<{ text: string | null }>(
    `select coalesce(r.text, v.texts->'text'->>r.lang) as text
       from consent_receipts r left join consent_versions v on v.version = r.version where r.receipt_id = $1`,
    [receiptId],
  );
  return row?.text ?? undefined;
}
