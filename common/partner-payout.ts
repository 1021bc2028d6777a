// What a partner is paid and where (docs/lead-quality-and-payouts.md): one rule for the server's
// PATCH /api/admin/partners/{provider_id} (server/partners/accounts.ts) and the console's form
// (console/screens/partners/). Each refusal's message is the code the console words.
import * as z from 'zod/mini';

export const PAYOUT_MODELS = ['cpl', 'cpa'] as const;
export const PAYOUT_MAX = 10_000_000;

/** Per payable lead: `cpl` (a lead) or `cpa` (a lender's approval), whole LKR. */
export const payoutSchema = z.strictObject({
  model: z.enum(PAYOUT_MODELS, 'cpl_or_cpa'),
  amount: z.int('whole_rupees').check(z.minimum(1, 'whole_rupees'), z.maximum(PAYOUT_MAX, 'too_large')),
});

/** The account a batch's bank transfer goes to (null: not paid until it has one). */
export const bankAccountSchema = z.string('required').check(z.trim(), z.minLength(1, 'required'), z.maxLength(200, 'too_long'));

/** The console's payout form: the part of the PATCH it sends (postback settings are a form of their own). */
export const partnerPayoutChanges = z.strictObject({
  payout: z.nullable(payoutSchema),
  bank_account: z.nullable(bankAccountSchema),
});

const INT4_MAX = 2_147_483_647;
export const providerIdSchema = z.int('whole_number').check(z.minimum(1, 'whole_number'), z.maximum(INT4_MAX, 'whole_number'));
export const partnerNameSchema = z.string('required').check(z.trim(), z.minLength(1, 'required'), z.maxLength(200, 'too_long'));

/** The console's "Add a partner" form, checked before POST /api/console/partners (whose schema is
 * built from the same parts, server/partners/accounts.ts). */
export const newPartnerForm = z.object({
  provider_id: providerIdSchema,
  name: partnerNameSchema,
  postback_url: z.nullable(z.string()),
  payout: z.nullable(payoutSchema),
  bank_account: z.nullable(bankAccountSchema),
});
