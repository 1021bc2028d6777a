// Partner accounts: one per provider id. The API key is stored as its SHA-256 (server/api-keys.ts),
// the postback secret sealed under the server's partner key (secret-box.ts); both are shown once.
import { randomBytes } from 'node:crypto';
import * as z from 'zod';
import * as zm from 'zod/mini';
import { bankAccountSchema, partnerNameSchema, payoutSchema, providerIdSchema } from '../../common/partner-payout';
import { ORIGIN_PATTERN, OUTBOUND_URL_DOC } from '../../common/url-patterns';
import { hashApiKey, newApiKey } from '../api-keys';
import type { Queryable } from '../db';
import { ApiError } from '../http/errors';
import { keysetPage, type KeyColumn, type Page } from '../http/keyset';
import { storableText } from '../http/storable';
import { zodFields } from '../http/validate';
import type { OutboundClient } from '../outbound';
import { open, seal } from './secret-box';

const KEY_PREFIX = 'naya_partner_';
const SECRET_PREFIX = 'whsec_';
const newSecret = () => SECRET_PREFIX + randomBytes(32).toString('base64url');

/** Its scheme and where it leads are checked by the outbound client (checkPostbackUrl). */
const postbackUrl = z.string().max(2000).meta(OUTBOUND_URL_DOC);

/**
 * A postback URL may be saved when the outbound client could call it (docs/security.md, "Outbound
 * calls"): https (http with ALLOW_HTTP_OUTBOUND), to a host that is not and does not resolve to a
 * refused address. A name that does not resolve now is accepted: it is checked again at each send.
 * Lenders' delivery URLs are checked the same way (`field`: the name the refusal gives).
 */
export async function checkPostbackUrl(outbound: OutboundClient, url: string, field = 'postback_url'): Promise<void> {
  if (!macrosOnlyInPathAndQuery(url))
    throw new ApiError('validation_failed', { [field]: 'macro_position' }, `${field}: macros may stand only in the path and the query.`);
  const target = await outbound.check(url);
  if (target.ok || target.code === 'unresolved') return;
  const code = target.code === 'address_refused' ? 'address_refused' : 'https_required';
  throw new ApiError('validation_failed', { [field]: code }, `${field}: ${target.message}`);
}

/** Whether every `{…}` (a macro, server/partners/macros.ts) of the URL stands in its path or
 * query: one in the scheme, user, host or port would let whoever registers a lead choose where a
 * signed postback goes (`http://{sub1}:19082/…`), and one after `#` is never sent. Read by the URL
 * parser itself (backslashes, tabs and `http:host` as a fetch reads them), each macro a marker. */
function macrosOnlyInPathAndQuery(url: string): boolean {
  if (!/[{}]/.test(url)) return true;
  const marker = 'zqnayamacroqz';
  const parse = (text: string) => {
    try {
      return new URL(url.replace(/\{[^{}]*\}|[{}]/g, text));
    } catch {
      return undefined;
    }
  };
  const marked = parse(marker);
  // a URL that parses only with a number for each macro has one in its port
  if (!marked) return !parse('1');
  return ![marked.protocol, marked.username, marked.password, marked.host, marked.hash].some((part) => part.includes(marker));
}

const origin = z
  .string()
  .max(300)
  .meta({ pattern: ORIGIN_PATTERN, description: 'A page origin: scheme, host and port (`https://news.example`).' })
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

/** POST: signed JSON; GET: the URL's macros carry the values, signed over the URL (postbacks.ts). */
const postbackMethod = z.enum(['POST', 'GET']);

/** What PATCH /api/admin/partners/{provider_id} may change; creation takes the same. */
export const partnerChanges = z.strictObject({
  name: partnerNameSchema,
  postback_url: postbackUrl.nullable(),
  /** GET: macros in the URL carry the values, no body (docs/partners.md). */
  postback_method: postbackMethod,
  payout: zm.nullable(payoutSchema),
  bank_account: zm.nullable(bankAccountSchema),
  allowed_origins: z.array(origin).max(50),
});

export const partnerSchema = partnerChanges.partial().extend({
  provider_id: providerIdSchema,
  name: partnerChanges.shape.name,
});

export interface PartnerAccount {
  provider_id: number;
  name: string;
  postback_url: string | null;
  postback_method: 'POST' | 'GET';
  payout: z.output<typeof payoutSchema> | null;
  bank_account: string | null;
  allowed_origins: string[];
  created_at: string;
  key_rotated_at: string | null;
}

const PUBLIC_COLUMNS =
  'provider_id, name, postback_url, postback_method, payout, bank_account, allowed_origins, created_at, key_rotated_at';

/** The refusal's fields: our own reasons (origin_invalid) say more than "invalid". */
function refusal(error: z.ZodError): ApiError {
  const fields = zodFields(error);
  for (const issue of error.issues) if (issue.code === 'custom') fields[String(issue.path[0])] = issue.message;
  return new ApiError('validation_failed', fields);
}

/** Creates the account; resolves it with its api_key and postback_secret (the only time they are shown). */
export async function createPartner(db: Queryable, sealKey: Buffer, outbound: OutboundClient, input: unknown) {
  const parsed = partnerSchema.safeParse(input);
  if (!parsed.success) throw refusal(parsed.error);
  const { provider_id, name, postback_url, postback_method = 'POST', allowed_origins = [], payout, bank_account } = parsed.data;
  if (postback_url != null) await checkPostbackUrl(outbound, postback_url);
  const apiKey = newApiKey(KEY_PREFIX);
  const secret = newSecret();
  const rows = await db.query<PartnerAccount & Record<string, unknown>>(
    `insert into partners (provider_id, name, postback_url, allowed_origins, key_hash, postback_secret, payout, bank_account, postback_method)
     values ($1, $2, $3, $4::text::jsonb, $5, $6, $7::text::jsonb, $8, $9) on conflict (provider_id) do nothing returning ${PUBLIC_COLUMNS}`,
    [
      provider_id,
      storableText(name),
      postback_url ?? null,
      JSON.stringify(allowed_origins),
      hashApiKey(apiKey),
      seal(sealKey, secret),
      payout ? JSON.stringify(payout) : null,
      bank_account == null ? null : storableText(bank_account),
      postback_method,
    ],
  );
  if (rows.length === 0) throw new ApiError('validation_failed', { provider_id: 'taken' }, 'This provider_id has an account already.');
  return { ...rows[0]!, api_key: apiKey, postback_secret: secret };
}

/** PATCH /api/admin/partners/{provider_id}: the fields given change, the rest stay; the postback
 * URL passes the outbound client's check. Resolves the account and the names of the fields changed.
 * A new payout applies to entries made from now on; entries made keep their amount. */
export async function updatePartner(db: Queryable, outbound: OutboundClient, providerId: number, input: unknown) {
  const parsed = partnerChanges.partial().safeParse(input);
  if (!parsed.success) throw refusal(parsed.error);
  const changes = parsed.data;
  const fields = Object.keys(changes) as (keyof typeof changes)[];
  if (fields.length === 0) throw new ApiError('validation_failed', { _: 'no_changes' }, 'Give at least one field to change.');
  if (changes.postback_url != null) await checkPostbackUrl(outbound, changes.postback_url);
  const value = (field: keyof typeof changes) => {
    const v = changes[field];
    if (v === null || v === undefined) return null;
    return typeof v === 'string' ? storableText(v) : JSON.stringify(v);
  };
  const JSONB = new Set<string>(['payout', 'allowed_origins']);
  const sets = fields.map((field, i) => (JSONB.has(field) ? `${field} = $${i + 2}::text::jsonb` : `${field} = $${i + 2}`));
  const rows = await db.query<PartnerAccount & Record<string, unknown>>(
    `update partners set ${sets.join(', ')} where provider_id = $1 returning ${PUBLIC_COLUMNS}`,
    [providerId, ...fields.map(value)],
  );
  if (rows.length === 0) throw new ApiError('not_found', {}, 'No partner has this provider_id.');
  return { account: rows[0]!, fields };
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

const PARTNER_KEYS: KeyColumn[] = [{ sql: 'provider_id', dir: 'asc', type: 'integer' }];

/** One page of the accounts in the list's order (provider_id), by keyset (docs/scaling.md). */
export const partnerPage = (db: Queryable, page: Page) =>
  keysetPage(db, { columns: PUBLIC_COLUMNS, from: 'partners', where: [], params: [], keys: PARTNER_KEYS }, page);

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
