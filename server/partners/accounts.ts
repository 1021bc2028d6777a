// Partner accounts: one per provider id. The API key is stored as its SHA-256 (server/api-keys.ts),
// the postback secret sealed under the server's partner key (secret-box.ts); both are shown once.
import { randomBytes } from 'node:crypto';
import * as z from 'zod';
import { bearerKey, hashApiKey, newApiKey } from '../api-keys';
import type { Queryable } from '../db';
import { ApiError } from '../http/errors';
import { storableText } from '../http/storable';
import { zodFields } from '../http/validate';
import type { OutboundClient } from '../outbound';
import { open, seal } from './secret-box';

const KEY_PREFIX = 'naya_partner_';
const SECRET_PREFIX = 'whsec_';
const newSecret = () => SECRET_PREFIX + randomBytes(32).toString('base64url');

/** Its scheme and where it leads are checked by the outbound client (checkPostbackUrl). */
const postbackUrl = z.string().max(2000);

/**
 * A postback URL may be saved when the outbound client could call it (docs/security.md, "Outbound
 * calls"): https (http with ALLOW_HTTP_OUTBOUND), to a host that is not and does not resolve to a
 * refused address. A name that does not resolve now is accepted: it is checked again at each send.
 */
export async function checkPostbackUrl(outbound: OutboundClient, url: string): Promise<void> {
  const target = await outbound.check(url);
  if (target.ok || target.code === 'unresolved') return;
  const code = target.code === 'address_refused' ? 'address_refused' : 'https_required';
  throw new ApiError('validation_failed', { postback_url: code }, `postback_url: ${target.message}`);
}

const origin = z
  .string()
  .max(300)
  .transform((text, ctx) => {
    try {
      const url = new URL(text);
      if (url.protocol === 'https:' || url.protocol === 'http:') return url.origin;
    } catch {
      /* refused below */
    }
    ctx.addIssue({ code: 'custom', message: 'origin_invalid' });
    return z.NEVER;
  });

export const partnerSchema = z.strictObject({
  provider_id: z.number().int().min(1).max(2_147_483_647),
  name: z.string().trim().min(1).max(200),
  postback_url: postbackUrl.nullish(),
  /** GET: macros in the URL carry the values, no body (docs/partners-api.md). */
  postback_method: z.enum(['POST', 'GET']).optional(),
  allowed_origins: z.array(origin).max(50).optional(),
});

/** PATCH /api/admin/partners/{provider_id}: the settings a partner's account may change. */
export const partnerChangeSchema = partnerSchema.omit({ provider_id: true }).partial();

function refused(error: z.ZodError): ApiError {
  // our own reason (origin_invalid) says more than "invalid"
  const fields = zodFields(error);
  for (const issue of error.issues) if (issue.code === 'custom') fields[String(issue.path[0])] = issue.message;
  return new ApiError('validation_failed', fields);
}

export interface PartnerAccount {
  provider_id: number;
  name: string;
  postback_url: string | null;
  postback_method: 'POST' | 'GET';
  allowed_origins: string[];
  created_at: string;
  key_rotated_at: string | null;
}

const PUBLIC_COLUMNS = 'provider_id, name, postback_url, postback_method, allowed_origins, created_at, key_rotated_at';

/** Creates the account; resolves it with its api_key and postback_secret (the only time they are shown). */
export async function createPartner(db: Queryable, sealKey: Buffer, outbound: OutboundClient, input: unknown) {
  const parsed = partnerSchema.safeParse(input);
  if (!parsed.success) throw refused(parsed.error);
  const { provider_id, name, postback_url, postback_method = 'POST', allowed_origins = [] } = parsed.data;
  if (postback_url != null) await checkPostbackUrl(outbound, postback_url);
  const apiKey = newApiKey(KEY_PREFIX);
  const secret = newSecret();
  const rows = await db.query<PartnerAccount & Record<string, unknown>>(
    `insert into partners (provider_id, name, postback_url, allowed_origins, key_hash, postback_secret, postback_method)
     values ($1, $2, $3, $4::text::jsonb, $5, $6, $7) on conflict (provider_id) do nothing returning ${PUBLIC_COLUMNS}`,
    [
      provider_id,
      storableText(name),
      postback_url ?? null,
      JSON.stringify(allowed_origins),
      hashApiKey(apiKey),
      seal(sealKey, secret),
      postback_method,
    ],
  );
  if (rows.length === 0) throw new ApiError('validation_failed', { provider_id: 'taken' }, 'This provider_id has an account already.');
  return { ...rows[0]!, api_key: apiKey, postback_secret: secret };
}

/** Changes the given settings of an account; resolves it as listed. */
export async function updatePartner(db: Queryable, outbound: OutboundClient, providerId: number, input: unknown): Promise<PartnerAccount> {
  const parsed = partnerChangeSchema.safeParse(input);
  if (!parsed.success) throw refused(parsed.error);
  const change = parsed.data;
  if (change.postback_url != null) await checkPostbackUrl(outbound, change.postback_url);
  const rows = await db.query<PartnerAccount & Record<string, unknown>>(
    `update partners set
       name = coalesce($2, name),
       postback_url = case when $3::boolean then $4 else postback_url end,
       postback_method = coalesce($5, postback_method),
       allowed_origins = coalesce($6::text::jsonb, allowed_origins)
     where provider_id = $1 returning ${PUBLIC_COLUMNS}`,
    [
      providerId,
      change.name === undefined ? null : storableText(change.name),
      'postback_url' in change,
      change.postback_url ?? null,
      change.postback_method ?? null,
      change.allowed_origins ? JSON.stringify(change.allowed_origins) : null,
    ],
  );
  if (rows.length === 0) throw new ApiError('not_found', {}, 'No partner has this provider_id.');
  return rows[0]!;
}

/** A new API key; the old one stops at once. */
export async function rotateKey(db: Queryable, providerId: number) {
  const apiKey = newApiKey(KEY_PREFIX);
  const rows = await db.query('update partners set key_hash = $2, key_rotated_at = now() where provider_id = $1 returning provider_id', [
    providerId,
    hashApiKey(apiKey),
  ]);
  if (rows.length === 0) throw new ApiError('not_found', {}, 'No partner has this provider_id.');
  return { provider_id: providerId, api_key: apiKey };
}

/** A new postback secret: postbacks signed from now on use it (retries of older ones too). */
export async function rotateSecret(db: Queryable, sealKey: Buffer, providerId: number) {
  const secret = newSecret();
  const rows = await db.query('update partners set postback_secret = $2 where provider_id = $1 returning provider_id', [
    providerId,
    seal(sealKey, secret),
  ]);
  if (rows.length === 0) throw new ApiError('not_found', {}, 'No partner has this provider_id.');
  return { provider_id: providerId, postback_secret: secret };
}

export const listPartners = (db: Queryable) =>
  db.query<PartnerAccount & Record<string, unknown>>(`select ${PUBLIC_COLUMNS} from partners order by provider_id`);

/** The provider id a `Bearer` partner key belongs to; ApiError 401 otherwise. */
export async function partnerOf(db: Queryable, authorization: string | undefined): Promise<number> {
  const key = bearerKey(authorization);
  const [row] = key
    ? await db.query<{ provider_id: number }>('select provider_id from partners where key_hash = $1', [hashApiKey(key)])
    : [];
  if (!row) throw new ApiError('unauthorized', {}, 'A valid partner api_key is required.');
  return row.provider_id;
}

/** The clear postback secret and URL of a partner, for signing. */
export async function postbackTarget(
  db: Queryable,
  sealKey: Buffer,
  providerId: number,
): Promise<{ url: string; secret: string } | undefined> {
  const [row] = await db.query<{ postback_url: string | null; postback_secret: string }>(
    'select postback_url, postback_secret from partners where provider_id = $1',
    [providerId],
  );
  if (!row?.postback_url) return undefined;
  return { url: row.postback_url, secret: open(sealKey, row.postback_secret) };
}
