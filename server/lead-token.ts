// Proof of a lead (docs/security.md "Proof of a lead"): a random lead_token (256 bits) handed out
// once by POST /api/leads, stored only as its SHA-256. Whoever holds it registered the lead (or was
// told it by the /pixel/ frame of a sibling site where they did): /set-token ties a push token to
// the lead only with it, and the phone-code calls accept it as well as the registering client_id.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Queryable } from './db';

const TOKEN_BYTES = 32;
/** base64url of 32 bytes; anything else is not one of ours and is not hashed or looked up. */
const TOKEN_SHAPE = /^[\w-]{43}$/;

const sha256 = (token: string) => createHash('sha256').update(token).digest();

/** A new token for `leadId`; only its hash is stored. Run it in the lead's transaction. */
export async function issueLeadToken(tx: Queryable, leadId: string): Promise<string> {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  await tx.query('insert into lead_tokens (token_sha256, lead_id) values ($1, $2)', [sha256(token).toString('hex'), leadId]);
  return token;
}

/** True when `token` is one of `leadId`'s tokens. The hashes are compared in constant time, here
 * rather than by the database's index, so the answer's timing says nothing about how close a guess was. */
export async function provesLead(q: Queryable, leadId: unknown, token: unknown): Promise<boolean> {
  if (typeof leadId !== 'string' || !leadId || typeof token !== 'string' || !TOKEN_SHAPE.test(token)) return false;
  const rows = await q.query<{ token_sha256: string }>('select token_sha256 from lead_tokens where lead_id = $1', [leadId]);
  const given = sha256(token);
  let match = false;
  for (const row of rows) match = timingSafeEqual(Buffer.from(row.token_sha256, 'hex'), given) || match;
  return match;
}
