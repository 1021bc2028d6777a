// Which posted states count as a lead approved or issued. /webhook stores every state, but only a
// state posted with a lender's key speaks for a lender: the abandoned-visit pixel, and anyone else
// without a key, posts from browsers (docs/pixel-and-feeds.md "Webhook"). Every figure of
// approved or issued leads selects its webhooks through this condition.

/** SQL condition on the `webhooks` row aliased `w`: a lender-keyed `approved` or `issued`. */
export const COUNTED_LENDER_STATE = "w.lender_id is not null and w.state_type in ('approved', 'issued')";
