// The messages WE send (issue 41 item 5), as the OpenAPI document's `webhooks`: a partner's
// postback (and the test one), a lender's lead delivery and its withdrawal and erasure notices, the
// quote request to a lender's quote_url and the answer we accept, and what a lender's pull list
// holds. The quote answer is the schema server/quotes/ask.ts validates with; the others are built
// by code without a schema of its own (SQL rows, object literals), so messages.test.ts sends each
// one through that code to servers on 127.0.0.1 and validates what arrived against these schemas:
// a field added or renamed there fails it, named. Examples: fictional values only.
import * as z from 'zod';
import { DISTRICTS } from '../../common/domain/districts';
import { EMPLOYMENTS } from '../../common/domain/lead-rules';
import { LANGS } from '../../common/lang';
import { NOTICE_EVENTS, type NoticeRow } from '../leads/notices';
import { LENDER_STATES } from '../leads/states';
import { lenderAnswerSchema, type QuoteAsk } from '../quotes/ask';
import { jsonSchema } from './json-schema';
import { LEAD_ID_EXAMPLE } from '../http/doc/examples';
import { eachSubField } from '../../common/utm';

type Json = Record<string, unknown>;

const STATUSES = ['new', ...LENDER_STATES] as const;
const QUALITIES = ['ok', 'review', 'duplicate', 'rejected'] as const;
const nullableText = z.string().nullable();

export const SIGNATURE_DESCRIPTION =
  '`t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, as Stripe signs its webhooks: for a partner with its postback secret ' +
  '(a GET postback: of `"<t>.<the exact URL requested>"`), for a lender with its delivery_secret. Check it on the raw body, ' +
  'before parsing, with a constant-time comparison, and refuse a `t` more than 5 minutes old.';

/** The fields of a postback, the test one included (server/partners/postbacks.ts, postback-tools.ts). */
const postbackFields = {
  lead_id: z.string(),
  provider_id: z.int().describe('Your partner id.'),
  status: z.enum(STATUSES).describe("The lead's status now (`new` when created)."),
  quality: z.enum(QUALITIES),
  payout: z.int().nullable().describe('What the lead earns you, whole LKR, from the payout ledger; null while it earns nothing.'),
  occurred_at: z.string().describe('When it happened, ISO 8601 UTC with milliseconds.'),
  utm_source: nullableText,
  utm_medium: nullableText,
  utm_campaign: nullableText,
  utm_content: nullableText,
  utm_term: nullableText,
  ...eachSubField(() => nullableText),
};

export const postbackSchema = z.object({
  event: z.enum(['lead_created', 'status_changed']).describe('`lead_created` when the lead came, `status_changed` when a lender moved it.'),
  ...postbackFields,
  idempotency_key: z
    .string()
    .describe('`<event>:<lead_id>:<status>`: the same postback always carries the same key; store it and ignore a repeat.'),
});

export const testPostbackSchema = z.object({
  event: z.literal('test').describe('A test postback, sent by `POST /api/partner/postbacks/test`.'),
  ...postbackFields,
  lead_id: z.string().describe('`test-` and a random UUID: no lead of yours.'),
});

const quoteOfDelivery = z
  .object({
    quote_id: z.string(),
    label: z.string().describe('`pre_approved`, `likely`, or `published` when you were listed from your published offer.'),
    apr: z.number().nullable(),
    monthly_payment: z.int().nullable(),
    fees: z.int().nullable(),
    total_cost: z.int().nullable().describe('Whole LKR: the whole cost of credit you quoted.'),
    valid_until: z.string().nullable().describe('ISO 8601; null when you were listed from your published offer.'),
  })
  .nullable()
  .describe('For a lead from quotes, what you quoted this person; null otherwise.');

/** The person's fields as a lender receives them, pushed or pulled (server/lenders/deliveries.ts). */
const leadFields = {
  lead_id: z.string(),
  full_name: z.string().describe("The borrower's full name as on their NIC."),
  phone: z.string().describe("The borrower's phone number (`+94…`)."),
  nic: z.string().describe("The borrower's National Identity Card number."),
  email: nullableText.describe("The borrower's e-mail address, if given."),
  amount: z.int().describe('Whole LKR.'),
  term_days: z.int(),
  monthly_income: z.number().describe('Whole LKR.'),
  employment: z.enum(EMPLOYMENTS),
  district: z.enum(DISTRICTS).describe("The borrower's district (one of the 25 districts of Sri Lanka, by English name)."),
  purpose: nullableText,
  lang: z.enum(LANGS),
  verified: z.boolean().describe('The phone passed an SMS code.'),
  delivered_at: z.string().describe('ISO 8601 UTC with milliseconds.'),
  consent_receipt_id: nullableText.describe('Its consent receipt: GET /api/lender/consent/{lead_id}.'),
  quote: quoteOfDelivery,
};

export const pulledLeadSchema = z.object(leadFields);

export const deliverySchema = z.object({
  event: z.literal('lead_delivered').describe('A lead delivered to you.'),
  delivery_id: z.string().describe("This delivery's id: `<lead_id>:<lender_id>`."),
  lender_id: z.string().describe('Your lender id.'),
  ...leadFields,
  idempotency_key: z.string().describe('The delivery_id: every try of one delivery carries it.'),
});

export const noticeSchema = z.object({
  notice_id: z.string().describe('`<event>:<lead_id>:<lender_id>`.'),
  event: z.enum(NOTICE_EVENTS).describe('`lead_withdrawn`: the person withdrew consent; `lead_erased`: the person was erased.'),
  lead_id: z.string(),
  occurred_at: z.string().describe('ISO 8601 UTC with milliseconds.'),
  idempotency_key: z.string().describe('The notice_id.'),
}) satisfies z.ZodType<NoticeRow>;

export const quoteRequestSchema = z.object({
  quote_id: z.string().describe('Ours for this quote; name it in nothing else.'),
  amount: z.int().describe('Whole LKR.'),
  term_days: z.int(),
  monthly_income: z.int().describe('Whole LKR.'),
  employment: z.enum(EMPLOYMENTS),
  district: z.enum(DISTRICTS).describe("The person's district (one of the 25 districts of Sri Lanka, by English name)."),
  age: z.int().describe('This year less the birth year.'),
  lang: z.enum(LANGS),
}) satisfies z.ZodType<QuoteAsk>;

/** What we accept from a lender's quote_url: the schema server/quotes/ask.ts validates with. */
export const quoteAnswerSchema = lenderAnswerSchema.extend({
  total_cost: lenderAnswerSchema.shape.total_cost.describe(
    'Whole LKR: `monthly_payment × months + fees − amount`, the whole cost of credit.',
  ),
});

const LENDER_ID_EXAMPLE = '8d4f2a6c-1e3b-4c5d-8e7f-9a0b1c2d3e4f';
const DELIVERY_ID_EXAMPLE = `${LEAD_ID_EXAMPLE}:${LENDER_ID_EXAMPLE}`;

export const POSTBACK_EXAMPLE = {
  event: 'status_changed',
  lead_id: LEAD_ID_EXAMPLE,
  provider_id: 7,
  status: 'approved',
  quality: 'ok',
  payout: 350,
  occurred_at: '2026-11-23T08:15:02.113Z',
  utm_source: 'facebook',
  utm_medium: null,
  utm_campaign: 'spring',
  utm_content: null,
  utm_term: null,
  ...eachSubField(() => null),
  sub1: 'fb-ad-12',
  idempotency_key: `status_changed:${LEAD_ID_EXAMPLE}:approved`,
};

export const TEST_POSTBACK_EXAMPLE = {
  ...Object.fromEntries(Object.entries(POSTBACK_EXAMPLE).filter(([k]) => k !== 'idempotency_key')),
  event: 'test',
  lead_id: 'test-5e0c8a2b-9d1f-4b3a-8c7e-6f5a4b3c2d1e',
  status: 'new',
  payout: null,
  utm_source: null,
  utm_campaign: null,
  sub1: null,
};

const PULLED_LEAD_EXAMPLE = {
  lead_id: LEAD_ID_EXAMPLE,
  full_name: 'Nimal Perera',
  phone: '+94771234567',
  nic: '199012301234',
  email: 'nimal@example.com',
  amount: 150000,
  term_days: 365,
  monthly_income: 85000,
  employment: 'salaried',
  district: 'Colombo',
  purpose: 'Home repairs',
  lang: 'en',
  verified: true,
  delivered_at: '2026-11-28T06:05:00.000Z',
  consent_receipt_id: '5b8e2c4a-6d1f-4e3a-9b7c-0d2e4f6a8c1b',
  quote: null,
};

export const DELIVERY_EXAMPLE = {
  event: 'lead_delivered',
  delivery_id: DELIVERY_ID_EXAMPLE,
  lender_id: LENDER_ID_EXAMPLE,
  ...PULLED_LEAD_EXAMPLE,
  idempotency_key: DELIVERY_ID_EXAMPLE,
};

export const NOTICE_EXAMPLE = {
  notice_id: `lead_withdrawn:${LEAD_ID_EXAMPLE}:${LENDER_ID_EXAMPLE}`,
  event: 'lead_withdrawn',
  lead_id: LEAD_ID_EXAMPLE,
  occurred_at: '2026-11-28T06:10:00.000Z',
  idempotency_key: `lead_withdrawn:${LEAD_ID_EXAMPLE}:${LENDER_ID_EXAMPLE}`,
};

export const QUOTE_REQUEST_EXAMPLE = {
  quote_id: '9b2f0c4e-5d1a-4f7e-8a3b-2c6d9e0f1a2b',
  amount: 150000,
  term_days: 365,
  monthly_income: 85000,
  employment: 'salaried',
  district: 'Colombo',
  age: 36,
  lang: 'en',
};

export const QUOTE_ANSWER_EXAMPLE = {
  decision: 'approved',
  apr: 26.82,
  monthly_payment: 14184,
  fees: 1500,
  total_cost: 21708,
  valid_until: '2026-11-28T12:00:00+05:30',
};

/** The schemas a docs example may name (`<!-- schema: Name -->` before its block), and the webhooks. */
export const MESSAGES = {
  PartnerPostback: { schema: postbackSchema, example: POSTBACK_EXAMPLE, io: 'output' },
  PartnerTestPostback: { schema: testPostbackSchema, example: TEST_POSTBACK_EXAMPLE, io: 'output' },
  LenderDelivery: { schema: deliverySchema, example: DELIVERY_EXAMPLE, io: 'output' },
  LenderNotice: { schema: noticeSchema, example: NOTICE_EXAMPLE, io: 'output' },
  PulledLead: { schema: pulledLeadSchema, example: PULLED_LEAD_EXAMPLE, io: 'output' },
  QuoteRequest: { schema: quoteRequestSchema, example: QUOTE_REQUEST_EXAMPLE, io: 'output' },
  // what a lender sends us: its input side (`fees` may be left out)
  QuoteAnswer: { schema: quoteAnswerSchema, example: QUOTE_ANSWER_EXAMPLE, io: 'input' },
} as const;

export type MessageName = keyof typeof MESSAGES;

/** Each message's JSON Schema with its example, for `components.schemas`. */
export function messageSchemas(): Record<string, Json> {
  return Object.fromEntries(Object.entries(MESSAGES).map(([name, m]) => [name, { ...jsonSchema(m.schema, m.io), example: m.example }]));
}

const signed = (who: string): Json => ({
  name: 'X-Naya-Signature',
  in: 'header',
  required: true,
  description: `${SIGNATURE_DESCRIPTION} Here: ${who}.`,
  schema: { type: 'string', pattern: '^t=\\d+,v1=[0-9a-f]{64}$' },
  example: 't=1764064800,v1=5f1d3c2b0a9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e0d9c8b7a6f5e4d3c',
});

const ref = (name: MessageName) => ({ $ref: `#/components/schemas/${name}` });

const ANY_2XX = {
  '2XX': { description: 'Received. Anything else (or no answer within 10 s) is retried about 1 min, 5 min, 30 min, 2 h and 12 h later.' },
};

/** The OpenAPI 3.1 `webhooks`: what we send to partners' and lenders' servers. */
export function webhooks(): Json {
  const userAgent = (value: string): Json => ({ name: 'User-Agent', in: 'header', schema: { type: 'string', const: value } });
  return {
    partnerPostback: {
      post: {
        summary: 'Postback: a lead of yours was created or changed status',
        description:
          "Sent to a partner's postback_url (JSON POST, the default) on `lead_created` and `status_changed`. A partner with `postback_method` GET gets no body: the URL's macros carry the same values, and the signature is over the exact URL requested. `POST /api/partner/postbacks/test` sends the `test` event of the same shape, without `idempotency_key`, once and unstored.",
        tags: ['Messages we send'],
        parameters: [signed('with your postback secret'), userAgent('naya-postback/1')],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: { oneOf: [ref('PartnerPostback'), ref('PartnerTestPostback')] },
              examples: {
                status_changed: { summary: 'A status change', value: POSTBACK_EXAMPLE },
                test: { summary: 'A test postback', value: TEST_POSTBACK_EXAMPLE },
              },
            },
          },
        },
        responses: ANY_2XX,
      },
    },
    lenderDelivery: {
      post: {
        summary: 'Lead delivery: a lead for you, with the person’s details',
        description:
          "Sent to a lender's delivery_url. The body is built from the lead at each try; `idempotency_key` is the delivery's id. Pulled instead (`GET /api/lender/leads`), a lead has the same person's fields without this envelope (`event`, `delivery_id`, `lender_id`, `idempotency_key`): the `PulledLead` schema.",
        tags: ['Messages we send'],
        parameters: [signed('with your delivery_secret'), userAgent('naya-delivery/1')],
        requestBody: { required: true, content: { 'application/json': { schema: ref('LenderDelivery'), example: DELIVERY_EXAMPLE } } },
        responses: ANY_2XX,
      },
    },
    lenderNotice: {
      post: {
        summary: 'Notice: a person withdrew consent or was erased',
        description:
          "Sent to a lender's delivery_url, once per lead, lender and event, to every lender that received the lead. Nothing about the person is in it. The same objects are in `notices` of `GET /api/lender/leads`.",
        tags: ['Messages we send'],
        parameters: [signed('with your delivery_secret'), userAgent('naya-delivery/1')],
        requestBody: { required: true, content: { 'application/json': { schema: ref('LenderNotice'), example: NOTICE_EXAMPLE } } },
        responses: ANY_2XX,
      },
    },
    lenderQuoteRequest: {
      post: {
        summary: "Quote request: price this person's need",
        description:
          "Sent to a lender's quote_url before a person gives a name, phone or NIC: the need, nothing else. Answer within QUOTE_TIMEOUT_MS (2,500 ms, the whole call) with `200` and JSON of at most 1 KB; anything else is left out and in your quote log with the reason. Not retried.",
        tags: ['Messages we send'],
        parameters: [signed('with your delivery_secret'), userAgent('naya-quote/1')],
        requestBody: { required: true, content: { 'application/json': { schema: ref('QuoteRequest'), example: QUOTE_REQUEST_EXAMPLE } } },
        responses: {
          '200': {
            description: 'Your quote. Its figures are checked against the loan arithmetic (docs/lenders.md, "Answering quote requests").',
            content: { 'application/json': { schema: ref('QuoteAnswer'), example: QUOTE_ANSWER_EXAMPLE } },
          },
        },
      },
    },
  };
}
