// An offer's editor: every field checked with the schema the server runs (common/domain/offer.ts)
// before sending, the server's refusals beside the same fields, the lender account picked by
// `lender_id` from GET /api/console/lenders, and the card previewed as visitors see it.
import { useState } from 'react';
import { offerSchema, type Offer } from '../../../common/domain/offer';
import { Field, FormError } from '../../forms/Field';
import { useSchemaForm } from '../../forms/use-form';
import { useApi, useChange } from '../../state/query';
import { FIELDS, type Kind } from './fields';
import { Preview } from './Preview';

interface Lender {
  lender_id: string;
  name: string;
  active: boolean;
}

function LenderPicker({ value, onPick, error }: { value: string; onPick: (lender: Lender | undefined) => void; error?: string }) {
  const lenders = useApi<Lender[]>('/api/console/lenders');
  const known = lenders.data ?? [];
  return (
    <Field id="offer-lender_id" name="lender_id" label="Lender account (lender_id)" error={error}>
      {(a) => (
        <select {...a} value={value} onChange={(e) => onPick(known.find((l) => l.lender_id === e.target.value))}>
          <option value="">none: clicks only, no lender account</option>
          {value && !known.some((l) => l.lender_id === value) && <option value={value}>{value}</option>}
          {known.map((l) => (
            <option key={l.lender_id} value={l.lender_id}>
              {l.name}
              {l.active ? '' : ' (inactive)'}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

export function Editor({ start, isNew, onDone }: { start: Offer; isNew: boolean; onDone: (message: string) => void }) {
  const [offer, setOffer] = useState<Offer>(start);
  const save = useChange(['/api/console/offers']);
  const form = useSchemaForm(offerSchema, (checked) =>
    save.mutateAsync({
      path: isNew ? '/api/console/offers' : `/api/console/offers/${encodeURIComponent(start.offer_id)}`,
      method: isNew ? 'POST' : 'PUT',
      body: checked,
    }),
  );
  const set = (key: keyof Offer, kind: Kind, raw: string | boolean) =>
    setOffer((o) => {
      const next: Offer = { ...o, [key]: kind === 'number' ? (raw === '' ? Number.NaN : Number(raw)) : raw };
      if (kind === 'optional' && raw === '') delete next[key as 'licence_si' | 'licence_ta'];
      return next;
    });
  return (
    <form
      className="offer-editor"
      aria-label={isNew ? 'New offer' : `Edit ${start.offer_id}`}
      noValidate
      onSubmit={async (e) => {
        e.preventDefault();
        if (await form.submit(offer)) onDone(`${offer.lender} is saved; the feeds serve it now.`);
      }}
    >
      <div className="grid">
        <LenderPicker
          value={offer.lender_id ?? ''}
          error={form.fields.lender_id}
          onPick={(l) => setOffer(({ lender_id: _old, ...o }) => (l ? { ...o, lender_id: l.lender_id, lender: o.lender || l.name } : o))}
        />
        {FIELDS.map(([key, label, kind]) => (
          <Field key={key} id={`offer-${key}`} name={key} label={label} error={form.fields[key]}>
            {(a) =>
              kind === 'bool' ? (
                <input {...a} type="checkbox" checked={Boolean(offer[key])} onChange={(e) => set(key, kind, e.target.checked)} />
              ) : kind === 'rate' ? (
                <select {...a} value={String(offer[key])} onChange={(e) => set(key, kind, e.target.value)}>
                  <option value="flat">flat</option>
                  <option value="reducing">reducing</option>
                </select>
              ) : (
                <input
                  {...a}
                  type={kind === 'number' ? 'number' : 'text'}
                  step="any"
                  readOnly={key === 'offer_id' && !isNew}
                  value={typeof offer[key] === 'number' && Number.isNaN(offer[key]) ? '' : String(offer[key] ?? '')}
                  onChange={(e) => set(key, kind, e.target.value)}
                />
              )
            }
          </Field>
        ))}
      </div>
      <FormError error={form.error} />
      <button type="submit" disabled={form.busy}>
        {isNew ? 'Create offer' : 'Save offer'}
      </button>{' '}
      <button type="button" className="secondary" onClick={() => onDone('')}>
        Cancel
      </button>
      <h2>Preview</h2>
      <Preview offer={offer} />
    </form>
  );
}
