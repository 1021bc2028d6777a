// The consent receipt as the lender API answers it (docs/lenders.md "Consent receipts").
import * as z from 'zod';

export const receiptSchema = z.looseObject({
  receipt_id: z.string(),
  lead_id: z.string(),
  version: z.string(),
  text_sha256: z.string().describe('Hex SHA-256 of the exact consent text shown, in `lang`.'),
  lenders: z.array(z.string()).describe('The lender names the consent showed.'),
  given_at: z.string().describe('ISO 8601 UTC with milliseconds.'),
  page: z.string().nullable().describe('The page path, without query, with phone numbers and NICs masked.'),
  lang: z.string(),
  prev_hash: z.string().describe('The hash of the receipt before it in the chain; 64 zeros for the first.'),
  hash: z.string().describe('Hex SHA-256 of `prev_hash + "\\n" + JSON` of the eight fields above, keys sorted, no spaces.'),
  signature: z
    .string()
    .describe('base64url Ed25519 signature over the bytes of `hash` (its 64-character hex text); not covered by `hash`.'),
  key_id: z.string().describe('The key that signed, as listed by `GET /api/consent/keys`; not covered by `hash`.'),
});
