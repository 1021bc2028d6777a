// Lender accounts (docs/lenders.md): name, delivery URL, quote URL, rules. The API key is stored as its SHA-256
// (server/api-keys.ts), the delivery secret sealed like partners' postback secrets; both are shown
// once. A lender with rules (`{}` matches every lead) takes deliveries and is named in the consent
// text; one without (null) is reached only by clicks on its offers.
import { randomBytes, randomUUID } from 'node:crypto';
import { hashApiKey, newApiKey } from '../api-keys';
import type { Db, Queryable } from '../db';
import { ApiError } from '../http/errors';
import { keysetPage, type KeyColumn, type Page } from '../http/keyset';
import { storableText } from '../http/storable';
import type { OutboundClient } from '../outbound';
import { checkPostbackUrl } from '../partners/accounts';
import { open, seal } from '../partners/secret-box';
import { currentConsent } from './consent';
import { issueFields } from '../../common/console-users';
import { lenderChangeSchema, newLenderSchema } from '../../common/lenders';
import type { LenderRules } from './rules';

/** Recognisable in logs and secret scanners; the random part is what counts. */
export const LENDER_KEY_PREFIX = 'naya_lender_';
const newSecret = () => 'whsec_' + randomBytes(32).toString('base64url');

export interface LenderAccount {
  lender_id: string;
  name: string;
  delivery_url: string | null;
  quote_url: string | null;
  rules: LenderRules | null;
  active: boolean;
  created_at: string;
  key_rotated_at: string | null;
}

const PUBLIC_COLUMNS = 'lender_id, name, delivery_url, quote_url, rules, active, created_at, key_rotated_at';

/** Checked with the schema the console's form runs (common/lenders.ts); 400 names each field
 * (`rules.hours`) with the schema's reason (`hours_invalid`). */
function parse<T>(
  schema: { safeParse(input: unknown): { success: true; data: T } | { success: false; error: Parameters<typeof issueFields>[0] } },
  input: unknown,
): T {
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    const fields = issueFields(parsed.error);
    // a field the schema does not know is named itself, not the object holding it
    for (const issue of parsed.error.issues as { path: PropertyKey[]; message: string; keys?: string[] }[])
      for (const key of issue.keys ?? []) fields[[...issue.path, key].map(String).join('.')] ??= issue.message;
    delete fields._;
    throw new ApiError('validation_failed', fields);
  }
  return parsed.data;
}

export interface AccountContext {
  db: Db;
  sealKey: Buffer;
  outbound: OutboundClient;
  now: () => Date;
}

/** Creates the lender; resolves its id with its api_key and delivery_secret (shown only now). */
export async function createLender(ctx: AccountContext, input: unknown) {
  const { name, delivery_url = null, quote_url = null, rules = null } = parse(newLenderSchema, input);
  if (delivery_url !== null) await checkPostbackUrl(ctx.outbound, delivery_url, 'delivery_url');
  if (quote_url !== null) await checkPostbackUrl(ctx.outbound, quote_url, 'quote_url');
  const lenderId = randomUUID();
  const apiKey = newApiKey(LENDER_KEY_PREFIX);
  const secret = newSecret();
  await ctx.db.query(
    `insert into lenders (lender_id, name, key_hash, delivery_url, delivery_secret, rules, quote_url)
     values ($1, $2, $3, $4, $5, $6::text::jsonb, $7)`,
    [lenderId, storableText(name), hashApiKey(apiKey), delivery_url, seal(ctx.sealKey, secret), rules && JSON.stringify(rules), quote_url],
  );
  await currentConsent(ctx.db, ctx.now()); // a lender named: the consent's version changes now
  return { lender_id: lenderId, api_key: apiKey, delivery_secret: secret };
}

export async function patchLender(ctx: AccountContext, lenderId: string, input: unknown): Promise<LenderAccount> {
  const change = parse(lenderChangeSchema, input);
  if (change.delivery_url != null) await checkPostbackUrl(ctx.outbound, change.delivery_url, 'delivery_url');
  if (change.quote_url != null) await checkPostbackUrl(ctx.outbound, change.quote_url, 'quote_url');
  const sets: string[] = [];
  const values: unknown[] = [lenderId];
  const set = (column: string, value: unknown, cast = '') => {
    values.push(value);
    sets.push(`${column} = $${values.length}${cast}`);
  };
  if (change.name !== undefined) set('name', storableText(change.name));
  if (change.delivery_url !== undefined) set('delivery_url', change.delivery_url);
  if (change.quote_url !== undefined) set('quote_url', change.quote_url);
  if (change.rules !== undefined) set('rules', change.rules && JSON.stringify(change.rules), '::text::jsonb');
  if (change.active !== undefined) set('active', change.active);
  const [row] = sets.length
    ? await ctx.db.query<LenderAccount & Record<string, unknown>>(
        `update lenders set ${sets.join(', ')} where lender_id = $1 returning ${PUBLIC_COLUMNS}`,
        values,
      )
    : await ctx.db.query<LenderAccount & Record<string, unknown>>(`select ${PUBLIC_COLUMNS} from lenders where lender_id = $1`, values);
  if (!row) throw new ApiError('not_found', {}, 'No lender has this lender_id.');
  await currentConsent(ctx.db, ctx.now());
  return row;
}

export const listLenders = (q: Queryable) =>
  q.query<LenderAccount & Record<string, unknown>>(`select ${PUBLIC_COLUMNS} from lenders order by created_at, lender_id`);

const LENDER_KEYS: KeyColumn[] = [
  { sql: 'created_at', dir: 'asc', type: 'timestamptz' },
  { sql: 'lender_id', dir: 'asc', type: 'text' },
];

/** One page of the lenders in the list's order (oldest first), by keyset (docs/scaling.md). */
export async function lenderPage(q: Queryable, page: Page) {
  const { items, next } = await keysetPage(q, { columns: PUBLIC_COLUMNS, from: 'lenders', where: [], params: [], keys: LENDER_KEYS }, page);
  return { items: items as (LenderAccount & Record<string, unknown>)[], next };
}

export async function getLender(q: Queryable, lenderId: string): Promise<LenderAccount> {
  const [row] = await q.query<LenderAccount & Record<string, unknown>>(`select ${PUBLIC_COLUMNS} from lenders where lender_id = $1`, [
    lenderId,
  ]);
  if (!row) throw new ApiError('not_found', {}, 'No lender has this lender_id.');
  return row;
}

/** A new API key; the old one stops at once. */
export async function rotateLenderKey(db: Queryable, lenderId: string) {
  const apiKey = newApiKey(LENDER_KEY_PREFIX);
  const rows = await db.query('update lenders set key_hash = $2, key_rotated_at = now() where lender_id = $1 returning lender_id', [
    lenderId,
    hashApiKey(apiKey),
  ]);
  if (rows.length === 0) throw new ApiError('not_found', {}, 'No lender has this lender_id.');
  return { lender_id: lenderId, api_key: apiKey };
}

/** The delivery URL and the clear secret that signs deliveries. */
export async function deliveryTarget(q: Queryable, sealKey: Buffer, lenderId: string) {
  const [row] = await q.query<{ delivery_url: string | null; delivery_secret: string | null }>(
    'select delivery_url, delivery_secret from lenders where lender_id = $1',
    [lenderId],
  );
  if (!row?.delivery_url || !row.delivery_secret) return undefined;
  return { url: row.delivery_url, secret: open(sealKey, row.delivery_secret) };
}
