// The lead (POST /api/leads) as JSON Schema, for the OpenAPI document. The lead's zod schema is
// built from zod/mini transforms (common/domain/lead-schema.ts, small for the widgets), which have
// no JSON Schema; so each field gets its JSON Schema here, from the same limits and patterns, keyed
// by the lead's own field list (a new field without one fails the typecheck). lead.test.ts checks
// that this schema and validateLead accept and refuse the same inputs.
import {
  AMOUNT_MAX,
  AMOUNT_MIN,
  CONSENT_VERSION,
  CONSENT_VERSION_MAX,
  DOMAIN_MAX,
  EMPLOYMENTS,
  FULL_NAME_MAX,
  FULL_NAME_MIN,
  LEAD_LANGS,
  PAGE_MAX,
  PURPOSE_MAX,
  TERM_MAX_DAYS,
  TERM_MIN_DAYS,
  UTM_MAX,
  type LeadField,
} from '../../../common/domain';
import { DISTRICTS } from '../../../common/domain/districts';
import { eachSubField, SUB_ID } from '../../../common/utm';

type Json = Record<string, unknown>;

/** Forms send '' for untouched inputs: blank (or null) counts as not given. */
const BLANK: Json[] = [{ type: 'null' }, { type: 'string', pattern: '^\\s*$' }];

/** Text as the server keeps it: trimmed, each run of spaces one space, then min…max characters. */
const text = (min: number, max: number): Json => ({
  type: 'string',
  pattern: `^\\s*\\S(?:\\S|\\s+(?=\\S)){${Math.max(min - 1, 0)},${max - 1}}\\s*$`,
  description: `${min}–${max} characters once trimmed, inner spaces counted once`,
});
const optional = (schema: Json): Json => ({ anyOf: [...BLANK, schema] });
const optionalText = (max: number) => optional(text(1, max));
/** An id or a language not given is null or '' (spaces are not blank for these: validateLead refuses them). */
const optionalId = (schema: Json): Json => ({ anyOf: [{ type: 'null' }, { const: '' }, schema] });

/** A whole number, or the same written as text ("50,000", " 50 000 "): the text is read in the
 * same range (a range JSON Schema cannot say of text). */
const whole = (min: number, max: number, description: string): Json => ({
  description,
  anyOf: [
    { type: 'integer', minimum: min, maximum: max },
    {
      type: 'string',
      pattern: '^[\\s,]*-?[\\s,]*\\d[\\d\\s,]*(?:\\.[\\s,]*0[0\\s,]*)?$',
      description: `digits, spaces and commas, read as a whole number in ${min}–${max}`,
    },
  ],
});

const choice = (values: readonly string[]): Json => ({ type: 'string', enum: [...values] });

const SEP = '[\\s\\u00a0\\-\\u2010-\\u2015.()]*';
const digits = (n: number) => Array.from({ length: n }, () => `\\d${SEP}`).join('');
/** YYDDDSSSS+V/X or YYYYDDDSSSSS, spaces and dashes anywhere; DDD a day 1–366 (+500 for women). */
const S = '[\\s-]*';
const nicDigits = (n: number) => `(?:\\d${S}){${n}}`;
const NIC_DAY = ['0S0S[1-9]', '0S[1-9]S\\d', '[12]S\\dS\\d', '3S[0-5]S\\d', '3S6S[0-6]']
  .flatMap((d) => [d, d.replace(/^\[12\]/, '[67]').replace(/^([0-3])/, (n) => String(Number(n) + 5))])
  .map((d) => d.replaceAll('S', S));
const NIC_DAYS = `(?:${NIC_DAY.join('|')})${S}`;
const NIC = `^${S}(?:${nicDigits(2)}${NIC_DAYS}${nicDigits(4)}[VvXx]|${nicDigits(4)}${NIC_DAYS}${nicDigits(5)})${S}$`;

/** With its dashes, or with none (no back-reference: every JSON Schema tool reads this). */
const UUID_V4 =
  '^(?:[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-4[0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|[0-9a-fA-F]{12}4[0-9a-fA-F]{3}[89abAB][0-9a-fA-F]{15})$';

/** A Sri Lankan mobile number in any of the ways people write one (normalizeMobile reads the same). */
export const PHONE_PATTERN = `^\\s*${SEP}(?:(?:\\+${SEP}|0${SEP}0${SEP})?9${SEP}4${SEP}(?:0${SEP})?|0${SEP})?7${SEP}(?:[0-25-8]${SEP}\\d|4${SEP}[0-4])${SEP}${digits(6)}\\s*$`;

const FIELDS: Record<LeadField, Json> = {
  full_name: text(FULL_NAME_MIN, FULL_NAME_MAX),
  phone: {
    type: 'string',
    description:
      'A Sri Lankan mobile: +94 7X XXX XXXX, 94…, 0094…, 07X XXX XXXX or 7X XXX XXXX; spaces, dashes, dots and brackets allowed. Stored as E.164.',
    pattern: PHONE_PATTERN,
  },
  nic: {
    type: 'string',
    description:
      'Old (9 digits and V or X) or new (12 digits) NIC; spaces and dashes allowed. The birth date it encodes must be a real day giving an age of 15–100 today: checked by the server.',
    pattern: NIC,
  },
  email: optional({
    type: 'string',
    maxLength: 254,
    pattern:
      "^\\s*[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+\\s*$",
  }),
  amount: whole(AMOUNT_MIN, AMOUNT_MAX, 'LKR, within the configured range (default 5,000–1,000,000)'),
  term_days: whole(TERM_MIN_DAYS, TERM_MAX_DAYS, 'days'),
  monthly_income: whole(0, Number.MAX_SAFE_INTEGER, 'LKR a month'),
  employment: choice(EMPLOYMENTS),
  district: choice(DISTRICTS),
  purpose: optionalText(PURPOSE_MAX),
  consent: { const: true },
  consent_version: {
    type: 'string',
    minLength: 1,
    maxLength: CONSENT_VERSION_MAX,
    description:
      'The version of the consent text shown (GET /api/consent); a version we never showed, or one replaced more than 24 hours ago, is refused as `consent_version`.',
  },
  marketing_opt_in: { anyOf: [{ type: 'null' }, { type: 'boolean' }] },
  client_id: optional({ type: 'string', pattern: UUID_V4 }),
  session_id: optional({ type: 'string', pattern: UUID_V4 }),
  utm_source: optionalText(UTM_MAX),
  utm_medium: optionalText(UTM_MAX),
  utm_campaign: optionalText(UTM_MAX),
  utm_content: optionalText(UTM_MAX),
  utm_term: optionalText(UTM_MAX),
  provider: optionalId(whole(0, 2_147_483_647, "the partner's providerId")),
  country: optionalId(whole(0, 2_147_483_647, 'the country id of the page')),
  ...eachSubField(() => optional({ type: 'string', pattern: SUB_ID.source })),
  domain: optionalText(DOMAIN_MAX),
  page: optionalText(PAGE_MAX),
  lang: optionalId(choice(LEAD_LANGS)),
};

const REQUIRED: LeadField[] = [
  'full_name',
  'phone',
  'nic',
  'amount',
  'term_days',
  'monthly_income',
  'employment',
  'district',
  'consent',
  'consent_version',
];

/** Unknown fields are dropped, not refused. */
export const LEAD_JSON_SCHEMA: Json = {
  type: 'object',
  required: REQUIRED,
  properties: {
    ...FIELDS,
    // a lead from quotes (DESIGN "Quotes"), checked by the server, not by the form's lead rules
    quote_request_id: optionalId({
      type: 'string',
      maxLength: 100,
      description: 'The `quote_request_id` of POST /api/quotes this lead was built from: one lead per request, within 24 hours.',
    }),
    chosen: {
      type: 'array',
      items: { type: 'string', minLength: 1, maxLength: 100 },
      minItems: 1,
      maxItems: 20,
      uniqueItems: true,
      description:
        'With `quote_request_id`: the `lender_id`s of the quotes the person chose (at most MAX_LENDERS_PER_LEAD, default 3). Only they receive the lead, and its consent names only them.',
    },
  },
  example: {
    full_name: 'Nimal Perera',
    phone: '+94 77 123 4567',
    nic: '199012301234',
    amount: 50000,
    term_days: 90,
    monthly_income: 80000,
    employment: 'salaried',
    district: 'Colombo',
    consent: true,
    consent_version: CONSENT_VERSION,
    sub1: 'camp-a',
  },
};
