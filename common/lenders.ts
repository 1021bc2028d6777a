// A lender account's fields and delivery rules (docs/lenders.md "Rules"), one schema for the admin
// API, the console's routes (server/lenders/accounts.ts) and the console's lender form
// (console/screens/lenders/): each refusal's message is the code both show. Every rule is optional;
// days and hours are Asia/Colombo's (UTC+05:30, no daylight saving).
import * as z from 'zod/mini';
import { OUTBOUND_URL_DOC } from './url-patterns';
import { DISTRICTS } from './domain/districts';
import { EMPLOYMENTS } from './domain/lead-rules';

/** "08:00-20:00"; "20:00-08:00" runs past midnight; equal ends mean all day. */
export const HOURS = /^([01]\d|2[0-3]):([0-5]\d)-([01]\d|2[0-3]):([0-5]\d)$/;
export const DAILY_CAP_MAX = 1_000_000;

/** Whole LKR. */
const money = () => z.int('whole_lkr').check(z.gte(0, 'whole_lkr'), z.lte(Number.MAX_SAFE_INTEGER, 'whole_lkr'));

export const rulesSchema = z
  .strictObject(
    {
      amount_min: z.optional(money()),
      amount_max: z.optional(money()),
      income_min: z.optional(money()),
      districts: z.optional(z.array(z.enum(DISTRICTS, 'district_unknown')).check(z.maxLength(DISTRICTS.length, 'district_unknown'))),
      employment: z.optional(
        z.array(z.enum(EMPLOYMENTS, 'employment_unknown')).check(z.maxLength(EMPLOYMENTS.length, 'employment_unknown')),
      ),
      daily_cap: z.optional(z.int('whole_number').check(z.gte(0, 'whole_number'), z.lte(DAILY_CAP_MAX, 'whole_number'))),
      hours: z.optional(z.string('hours_invalid').check(z.regex(HOURS, 'hours_invalid'))),
    },
    'unknown_rule',
  )
  .check(
    z.refine((r) => r.amount_min === undefined || r.amount_max === undefined || r.amount_min <= r.amount_max, {
      message: 'above_amount_max',
      path: ['amount_min'],
    }),
  );
export type LenderRules = z.output<typeof rulesSchema>;

/** What the document says of a URL (the server checks it on save). */
const httpsUrlDoc = z.meta(OUTBOUND_URL_DOC);

const fields = {
  name: z.string('required').check(z.trim(), z.minLength(1, 'required'), z.maxLength(200, 'too_long')),
  /** Its scheme and where it leads are checked by the server's outbound client on save. */
  delivery_url: z.nullable(z.string('invalid').check(z.maxLength(2000, 'too_long'), httpsUrlDoc)),
  /** Asked for quotes (DESIGN "Quotes"), signed with the delivery secret; checked like delivery_url. */
  quote_url: z.nullable(z.string('invalid').check(z.maxLength(2000, 'too_long'), httpsUrlDoc)),
  /** null: no deliveries (reached only by clicks on its offers); `{}` takes every lead. */
  rules: z.nullable(rulesSchema),
  active: z.boolean('invalid'),
};

/** POST …/lenders */
export const newLenderSchema = z.strictObject(
  {
    name: fields.name,
    delivery_url: z.optional(fields.delivery_url),
    quote_url: z.optional(fields.quote_url),
    rules: z.optional(fields.rules),
  },
  'unknown_field',
);
/** PATCH …/lenders/{lender_id}: any of the fields. */
export const lenderChangeSchema = z.strictObject(
  {
    name: z.optional(fields.name),
    delivery_url: z.optional(fields.delivery_url),
    quote_url: z.optional(fields.quote_url),
    rules: z.optional(fields.rules),
    active: z.optional(fields.active),
  },
  'unknown_field',
);

/** A consent receipt (docs/lenders.md "Consent receipts") as stored and as the console shows it:
 * one per consent given, chained by `hash` over `prev_hash` and the other fields. */
export interface Receipt {
  receipt_id: string;
  lead_id: string;
  version: string;
  text_sha256: string;
  lenders: string[];
  given_at: string;
  page: string | null;
  lang: string;
  prev_hash: string;
  hash: string;
  /** base64url Ed25519 over the bytes of `hash`; not part of what `hash` covers. */
  signature: string;
  /** The key that signed (GET /api/consent/keys); not part of what `hash` covers. */
  key_id: string;
}
