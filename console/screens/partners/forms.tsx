// The partner forms, each checked with the schema the server runs (common/partner-payout.ts):
// adding an account, and a partner's payout model and bank account (PATCH /api/console/partners/:id,
// which takes other fields too: a form for postback settings sits beside this one, not inside it).
import { newPartnerForm, PAYOUT_MAX, PAYOUT_MODELS, partnerPayoutChanges } from '../../../common/partner-payout';
import type { PartnerRecord } from '../../../common/money-lists';
import { lkr } from '../../format';
import { Field, FormError } from '../../forms/Field';
import { useSchemaForm } from '../../forms/use-form';
import { useChange } from '../../state/query';

export const WORDS: Record<string, string> = {
  required: 'Required.',
  too_long: 'Too long.',
  invalid: 'Not valid.',
  taken: 'This provider id has an account already.',
  whole_number: 'A whole number from 1.',
  whole_rupees: 'Whole rupees, at least 1.',
  too_large: `At most ${lkr(PAYOUT_MAX)}.`,
  cpl_or_cpa: 'Choose cpl or cpa.',
  https_required: 'An https:// address.',
  address_refused: 'This address may not be called.',
};

/** The payout and bank account as the form holds them → the body the server takes. */
function payoutInput(form: FormData) {
  const text = (name: string) => String(form.get(name) ?? '').trim();
  const model = text('payout_model');
  const amount = text('payout_amount');
  return {
    payout: model ? { model, amount: amount === '' ? undefined : Number(amount) } : null,
    bank_account: text('bank_account') || null,
  };
}

function PayoutFields({ prefix, fields, partner }: { prefix: string; fields: Record<string, string>; partner?: PartnerRecord }) {
  return (
    <>
      <Field id={`${prefix}-model`} name="payout_model" label="Payout model" error={fields['payout.model']} words={WORDS}>
        {(a) => (
          <select {...a} defaultValue={partner?.payout?.model ?? ''}>
            <option value="">none (not paid)</option>
            {PAYOUT_MODELS.map((m) => (
              <option key={m} value={m}>
                {m === 'cpl' ? 'cpl: per payable lead' : 'cpa: per lender approval'}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        id={`${prefix}-amount`}
        name="payout_amount"
        label="Amount per lead (whole LKR)"
        error={fields['payout.amount'] ?? fields.payout}
        words={WORDS}
      >
        {(a) => <input {...a} inputMode="numeric" defaultValue={partner?.payout?.amount ?? ''} />}
      </Field>
      <Field
        id={`${prefix}-bank`}
        name="bank_account"
        label="Bank account (bank, branch, number)"
        error={fields.bank_account}
        words={WORDS}
      >
        {(a) => <input {...a} defaultValue={partner?.bank_account ?? ''} />}
      </Field>
    </>
  );
}

/** POST /api/console/partners answers the account with both secrets, shown this once. */
export interface MadePartner {
  provider_id: number;
  name: string;
  api_key: string;
  postback_secret: string;
}

export function AddPartner({ onAdded }: { onAdded: (made: MadePartner) => void }) {
  const made = useChange<MadePartner>(['/api/console/partners']);
  const form = useSchemaForm(newPartnerForm, async (body) => onAdded(await made.mutateAsync({ path: '/api/console/partners', body })));
  return (
    <form
      className="stack"
      aria-label="Add a partner"
      noValidate
      onSubmit={async (e) => {
        e.preventDefault();
        const el = e.currentTarget;
        const data = new FormData(el);
        const id = String(data.get('provider_id') ?? '').trim();
        const input = {
          provider_id: /^\d+$/.test(id) ? Number(id) : id,
          name: data.get('name'),
          postback_url: String(data.get('postback_url') ?? '').trim() || null,
          ...payoutInput(data),
        };
        if (await form.submit(input)) el.reset();
      }}
    >
      <Field id="partner-id" name="provider_id" label="Provider id" error={form.fields.provider_id} words={WORDS}>
        {(a) => <input {...a} inputMode="numeric" required />}
      </Field>
      <Field id="partner-name" name="name" label="Name" error={form.fields.name} words={WORDS}>
        {(a) => <input {...a} required />}
      </Field>
      <Field
        id="partner-postback"
        name="postback_url"
        label="Postback URL (https, optional)"
        error={form.fields.postback_url}
        words={WORDS}
      >
        {(a) => <input {...a} />}
      </Field>
      <PayoutFields prefix="partner" fields={form.fields} />
      <FormError error={form.error} />
      <button type="submit" disabled={form.busy}>
        Add partner
      </button>
    </form>
  );
}

export function PayoutForm({ partner }: { partner: PartnerRecord }) {
  const saved = useChange<PartnerRecord>(['/api/console/partners']);
  const path = `/api/console/partners/${partner.provider_id}`;
  const form = useSchemaForm(partnerPayoutChanges, (body) => saved.mutateAsync({ path, method: 'PATCH', body }));
  return (
    <form
      className="stack"
      aria-label="Payout and bank account"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void form.submit(payoutInput(new FormData(e.currentTarget)));
      }}
    >
      <PayoutFields prefix="payout" fields={form.fields} partner={partner} />
      <FormError error={form.error} />
      <button type="submit" disabled={form.busy}>
        Save payout
      </button>
      {saved.isSuccess && !form.error && (
        <p role="status">
          Saved: {saved.data.payout ? `${saved.data.payout.model} ${lkr(saved.data.payout.amount)}` : 'no payout'}, new entries use it.
        </p>
      )}
    </form>
  );
}
