// An operator's decision on one waiting lead, with its reason, checked with the schema the server
// runs (common/review.ts).
import { REVIEW_REASON_MAX, reviewSchema } from '../../../common/review';
import { Field, FormError } from '../../forms/Field';
import { useSchemaForm } from '../../forms/use-form';
import { useChange } from '../../state/query';

export type Decision = 'approve' | 'reject';

const WORDS: Record<string, string> = {
  required: 'Say why: the audit log keeps it.',
  too_long: `At most ${REVIEW_REASON_MAX} characters.`,
  approve_or_reject: 'Choose approve or reject.',
};
const PAYOUT: Record<string, string> = {
  pending: 'its payout is pending',
  none: 'it earns no payout',
  reversed: 'its payout is reversed',
  clawback: 'its paid payout is clawed back in the next batch',
};

export function Decide(props: { lead_id: string; decision: Decision; onCancel: () => void; onDone: (text: string) => void }) {
  const decided = useChange<{ quality: string; payout: string }>(['/api/console/review', '/api/console/leads', '/api/console/payouts']);
  const path = `/api/console/leads/${encodeURIComponent(props.lead_id)}/review`;
  const form = useSchemaForm(reviewSchema, async (body) => {
    const r = await decided.mutateAsync({ path, body });
    const verb = body.decision === 'approve' ? 'approved' : 'rejected';
    props.onDone(`Lead ${props.lead_id} is ${verb}; ${PAYOUT[r.payout] ?? `payout: ${r.payout}`}.`);
  });
  const verb = props.decision === 'approve' ? 'Approve' : 'Reject';
  return (
    <form
      className="stack decide"
      aria-label={`${verb} lead ${props.lead_id}`}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void form.submit({ decision: props.decision, reason: new FormData(e.currentTarget).get('reason') });
      }}
    >
      <h2>
        {verb} lead {props.lead_id}
      </h2>
      <Field id="review-reason" name="reason" label="Reason (kept in the audit log)" error={form.fields.reason} words={WORDS}>
        {(a) => <textarea {...a} rows={2} maxLength={REVIEW_REASON_MAX} autoFocus />}
      </Field>
      <FormError error={form.error ?? (form.fields.decision ? (WORDS[form.fields.decision] ?? form.fields.decision) : null)} />
      <p>
        <button type="submit" disabled={form.busy}>
          {verb}
        </button>{' '}
        <button type="button" onClick={props.onCancel}>
          Cancel
        </button>
      </p>
    </form>
  );
}
