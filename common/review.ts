// An operator's decision on a lead in the review queue (POST /api/console/leads/{lead_id}/review):
// one schema for the server (server/quality/review.ts) and the console's form (console/screens/review/).
import * as z from 'zod/mini';

export const REVIEW_REASON_MAX = 500;

export const reviewSchema = z.strictObject({
  decision: z.enum(['approve', 'reject'], 'approve_or_reject'),
  reason: z.string('required').check(z.trim(), z.minLength(1, 'required'), z.maxLength(REVIEW_REASON_MAX, 'too_long')),
});
